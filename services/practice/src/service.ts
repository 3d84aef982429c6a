import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { createCatalogClient } from './catalog';
import { configSchema, type Config } from './config';
import type { PracticeContext } from './context';
import { GENERATORS, WRITTEN_ITEMS } from './domain/bank';
import { createItemIndex, type ItemIndex } from './domain/items/item-index';
import { consumeIdentityEvents } from './events/identity-events';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { internalRoutes } from './routes/internal';

const root = path.join(__dirname, '..');

/** The practice service over a bank: the registries' items, or (tests) items of their own. */
export function practiceService(bank: ItemIndex): ServiceDefinition<Config, PracticeContext> {
  return {
    name: 'practice',
    configSchema,
    port: (config) => config.PRACTICE_PORT,
    migrationsDir: path.join(root, 'migrations'),
    typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
    async setup(runtime) {
      await consumeIdentityEvents(runtime);
      const { app, pool, redis, config } = runtime;
      const catalog = createCatalogClient(new URL(config.CONVERSATION_URL).origin, config.INTERNAL_SECRET);
      const deps = { pool, redis, config, catalog, bank };
      app.use('/internal', internalRoutes(deps));
      return {
        resolvers: { Query, Mutation } satisfies Resolvers,
        context: (base) => ({ ...base, ...deps }),
      };
    },
  };
}

export const service = practiceService(createItemIndex(GENERATORS, WRITTEN_ITEMS));
