import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
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
  async setup(runtime) {
    const { app, pool, config, log, lifecycle } = runtime;
    const identityEvents = await consumeIdentityEvents(runtime);
    lifecycle.onShutdown('identity events', () => identityEvents.close());
    // Ended subscriptions are announced by a periodic sweep; SKIP LOCKED lets every instance run it.
    const sweep = setInterval(() => {
      expireSubscriptions(pool).catch((err: Error) => log.warn({ err }, 'subscription expiry sweep failed'));
    }, config.EXPIRY_SWEEP_MS);
    lifecycle.onShutdown('expiry sweep', () => clearInterval(sweep));
    app.use('/internal', internalRoutes(pool, config));
    return {
      resolvers: { Query, Mutation, User, PaymentRequest } satisfies Resolvers,
      context: (base) => ({ ...base, pool, config }),
    };
  },
};
