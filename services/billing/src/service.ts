import path from 'node:path';
import {
  bodyLimitForImages,
  Counter,
  createQueue,
  JobRegistry,
  loadTypeDefs,
  scheduleJob,
  startWorkers,
  type ServiceDefinition,
} from '@tutor/service-runtime';
import { learnerDayCostFrom } from './clients/usage';
import { consumeParentLinks } from './events/family-events';
import { configSchema, type Config } from './config';
import type { BillingContext } from './context';
import { expireSubscriptions } from './domain/payments';
import { consumeIdentityEvents } from './events/identity-events';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/mutation';
import { PaymentRequest } from './resolvers/payment-request';
import { Query } from './resolvers/query';
import { User } from './resolvers/user';
import { internalRoutes } from './routes/internal';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, BillingContext> = {
  name: 'billing',
  configSchema,
  port: (config) => config.BILLING_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  graphqlBodyLimit: (config) => bodyLimitForImages(config.IMAGE_MAX_BYTES), // payment screenshots
  async setup(runtime) {
    const { app, pool, redis, config, log, metrics, lifecycle } = runtime;
    await consumeIdentityEvents(runtime);
    await consumeParentLinks(runtime);
    // Ended subscriptions are announced by a sweep that a job scheduler runs once per interval for all replicas
    // (a timer would run it in each); claiming with SKIP LOCKED still keeps two overlapping sweeps apart.
    const sweeps = new Counter({
      name: 'subscription_expiry_sweeps_total',
      help: 'Subscription expiry sweeps run by this process',
      registers: [metrics],
    });
    const registry = new JobRegistry().register('billing', 'expire-subscriptions', async () => {
      const ended = await expireSubscriptions(pool);
      sweeps.inc();
      return { ended: ended.length };
    });
    const workers = startWorkers(registry, { billing: {} }, redis, log, config.NAMESPACE);
    const queue = createQueue('billing', redis, config.NAMESPACE);
    lifecycle.onShutdown('billing jobs', async () => {
      await workers.close();
      await queue.close();
    });
    await scheduleJob(queue, 'expire-subscriptions', config.EXPIRY_SWEEP_MS);
    const learnerDayCost = learnerDayCostFrom(config.TUTOR_INFERENCE_URL, config.INTERNAL_SECRET, log);
    app.use('/internal', internalRoutes(pool, config, learnerDayCost));
    return {
      resolvers: { Query, Mutation, User, PaymentRequest } satisfies Resolvers,
      context: (base) => ({ ...base, pool, config }),
    };
  },
};
