import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { AdminContext } from './context';
import { consumeGrowthEvents } from './events/growth-events';
import { consumeIdentityEvents } from './events/identity-events';
import { consumeTutoringEvents } from './events/tutoring-events';
import type { Resolvers } from './generated/graphql';
import { DirectoryUser } from './resolvers/directory-user';
import { Flag, FollowUp, SafetyAction } from './resolvers/flag';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, AdminContext> = {
  name: 'admin',
  configSchema,
  port: (config) => config.ADMIN_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup(runtime) {
    await consumeIdentityEvents(runtime);
    await consumeTutoringEvents(runtime);
    await consumeGrowthEvents(runtime);
    const { pool, config } = runtime;
    return {
      resolvers: { Query, Mutation, User, DirectoryUser, Flag, SafetyAction, FollowUp } satisfies Resolvers,
      context: (base) => ({ ...base, pool, config }),
    };
  },
};
