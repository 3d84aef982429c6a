import path from 'node:path';
import { createBillingClient } from './clients/billing';
import { createPracticeClient } from './clients/practice';
import {
  bodyLimitForImages,
  createQueue,
  loadTypeDefs,
  type ServiceDefinition,
} from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { ConversationContext } from './context';
import { consumeClassEvents } from './events/class-events';
import { consumeIdentityEvents } from './events/identity-events';
import { consumeModerationEvents } from './events/moderation-events';
import { consumeReplyEvents } from './events/reply-events';
import type { Resolvers } from './generated/graphql';
import { ProgrammingLanguage, Project, ProjectStep, Unit } from './resolvers/catalog';
import { Conversation } from './resolvers/conversation';
import { Message } from './resolvers/message';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { Subject } from './resolvers/subject';
import { User } from './resolvers/user';
import { internalRoutes } from './routes/internal';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, ConversationContext> = {
  name: 'conversation',
  configSchema,
  port: (config) => config.CONVERSATION_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  graphqlBodyLimit: (config) => bodyLimitForImages(config.IMAGE_MAX_BYTES), // chat images
  async setup(runtime) {
    const { app, pool, redis, config, lifecycle } = runtime;
    const billing = createBillingClient(
      new URL(config.BILLING_URL).origin,
      config.INTERNAL_SECRET,
      'conversation',
    );
    const practice = createPracticeClient(config.PRACTICE_URL, config.INTERNAL_SECRET, 'conversation');
    const queue = createQueue('reply', redis, config.NAMESPACE);
    lifecycle.onShutdown('reply queue', () => queue.close());
    await consumeIdentityEvents(runtime);
    await consumeReplyEvents(runtime, billing);
    await consumeModerationEvents(runtime);
    await consumeClassEvents(runtime);
    app.use('/internal', internalRoutes(pool, config.INTERNAL_SECRET));
    const send = { pool, redis, billing, practice, queue, config };
    return {
      resolvers: {
        Query,
        Mutation,
        User,
        Conversation,
        Message,
        Subject,
        Unit,
        ProgrammingLanguage,
        Project,
        ProjectStep,
      } satisfies Resolvers,
      context: (base) => ({ ...base, pool, send }),
    };
  },
};
