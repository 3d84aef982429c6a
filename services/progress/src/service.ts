import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { consumeParentLinks } from './events/family-events';
import { configSchema, type Config } from './config';
import type { ProgressContext } from './context';
import { consumeClassEvents } from './events/class-events';
import { consumeIdentityEvents } from './events/identity-events';
import { consumePracticeEvents } from './events/practice-events';
import { consumeConversationEvents, consumeReplyEvents } from './events/tutoring-events';
import type { Resolvers } from './generated/graphql';
import { Progress } from './resolvers/progress';
import { Class } from './resolvers/class';
import { Query } from './resolvers/query';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, ProgressContext> = {
  name: 'progress',
  configSchema,
  port: (config) => config.PROGRESS_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup(runtime) {
    await consumeConversationEvents(runtime);
    await consumeReplyEvents(runtime);
    await consumeIdentityEvents(runtime);
    await consumeParentLinks(runtime);
    await consumeClassEvents(runtime);
    await consumePracticeEvents(runtime);
    const { pool, config } = runtime;
    return {
      resolvers: { Query, User, Progress, Class } satisfies Resolvers,
      context: (base) => ({ ...base, pool, config }),
    };
  },
};
