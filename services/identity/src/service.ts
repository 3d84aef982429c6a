import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { IdentityContext } from './context';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { User } from './resolvers/user';
import { internalRoutes } from './routes/internal';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, IdentityContext> = {
  name: 'identity',
  configSchema,
  port: (config) => config.IDENTITY_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup({ app, pool, config }) {
    app.use('/internal', internalRoutes(pool, config));
    return {
      resolvers: { Query, Mutation, User } satisfies Resolvers,
      context: (base) => ({ ...base, pool, ownerEmail: config.OWNER_EMAIL }),
    };
  },
};
