import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { ConversationContext } from './context';
import { Conversation } from './resolvers/conversation';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, ConversationContext> = {
  name: 'conversation',
  configSchema,
  port: (config) => config.CONVERSATION_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup({ pool }) {
    return { resolvers: { User, Conversation }, context: (base) => ({ ...base, pool }) };
  },
};
