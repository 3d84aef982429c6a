import path from 'node:path';
import { createCatalogClient } from './catalog';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { FamilyContext } from './context';
import { consumeIdentityEvents } from './events/identity-events';
import { consumeTutoringEvents } from './events/tutoring-events';
import type { Resolvers } from './generated/graphql';
import { Class, ClassMembership, ClassStudent, ClassUnit } from './resolvers/classes';
import { FamilyLink, SafetyAlert, SafetyFlag } from './resolvers/family-link';
import { Mutation } from './resolvers/mutation';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, FamilyContext> = {
  name: 'family',
  configSchema,
  port: (config) => config.FAMILY_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup(runtime) {
    await consumeIdentityEvents(runtime);
    await consumeTutoringEvents(runtime);
    const { pool, redis, config } = runtime;
    const catalog = createCatalogClient(new URL(config.CONVERSATION_URL).origin, config.INTERNAL_SECRET);
    return {
      resolvers: {
        Mutation,
        User,
        FamilyLink,
        SafetyFlag,
        SafetyAlert,
        Class,
        ClassStudent,
        ClassUnit,
        ClassMembership,
      } satisfies Resolvers,
      context: (base) => ({ ...base, pool, redis, config, catalog }),
    };
  },
};
