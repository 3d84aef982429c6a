import { QUEUES } from '@tutor/contracts';
import path from 'node:path';
import {
  createQueue,
  createRedis,
  loadTypeDefs,
  queuePrefix,
  type ServiceDefinition,
} from '@tutor/service-runtime';
import { QueueEvents } from 'bullmq';
import { configSchema, type Config } from './config';
import type { InferenceContext } from './context';
import { consumeIdentityEvents } from './events/identity-events';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { User } from './resolvers/user';
import { internalRoutes } from './routes/internal';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, InferenceContext> = {
  name: 'tutor-inference',
  configSchema,
  port: (config) => config.TUTOR_INFERENCE_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup(runtime) {
    const { redis, config, lifecycle, app, pool } = runtime;
    await consumeIdentityEvents(runtime);
    const queue = createQueue('speech', redis, config.NAMESPACE);
    // QueueEvents blocks on its own connection while waiting for speech jobs to finish.
    const eventsConnection = createRedis(config.REDIS_URL);
    const events = new QueueEvents(QUEUES.speech.name, {
      connection: eventsConnection,
      prefix: queuePrefix(config.NAMESPACE),
    });
    lifecycle.onShutdown('speech queue', async () => {
      await events.close();
      // A connection handed to BullMQ stays open when it closes: quit it too, so a stopped service holds none.
      await eventsConnection.quit();
      await queue.close();
    });
    app.use('/internal', internalRoutes(pool, config));
    return {
      resolvers: { Query, User, Mutation } satisfies Resolvers,
      context: (base) => ({ ...base, redis, pool, config, speech: { queue, events } }),
    };
  },
};
