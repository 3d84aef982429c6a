import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { createCatalogClient } from './catalog';
import { configSchema, type Config } from './config';
import type { PracticeContext } from './context';
import { GENERATORS, WRITTEN_ITEMS } from './domain/bank';
import { PROJECTS } from './domain/bank/projects';
import { createItemIndex, type ItemIndex } from './domain/items/item-index';
import type { CodeProject } from './domain/items/types';
import { consumeIdentityEvents } from './events/identity-events';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { internalRoutes } from './routes/internal';
import { queueRunner, type CodeRunner } from './runs';

const root = path.join(__dirname, '..');

export interface PracticeParts {
  projects?: readonly CodeProject[];
  /** Tests stand in for the code runner where running code is not the point. */
  runner?: CodeRunner;
}

/** The practice service over a bank: the registries' items and projects, or (tests) their own. */
export function practiceService(
  bank: ItemIndex,
  parts: PracticeParts = {},
): ServiceDefinition<Config, PracticeContext> {
  return {
    name: 'practice',
    configSchema,
    port: (config) => config.PRACTICE_PORT,
    migrationsDir: path.join(root, 'migrations'),
    typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
    async setup(runtime) {
      await consumeIdentityEvents(runtime);
      const { app, pool, redis, config, lifecycle } = runtime;
      const catalog = createCatalogClient(new URL(config.CONVERSATION_URL).origin, config.INTERNAL_SECRET);
      const runner = parts.runner ?? queueRunner(redis, config);
      lifecycle.onShutdown('code-run queue', () => runner.close());
      const deps = { pool, redis, config, catalog, bank, projects: parts.projects ?? PROJECTS, runner };
      app.use('/internal', internalRoutes(deps));
      return {
        resolvers: { Query, Mutation } satisfies Resolvers,
        context: (base) => ({ ...base, ...deps }),
      };
    },
  };
}

export const service = practiceService(createItemIndex(GENERATORS, WRITTEN_ITEMS), { projects: PROJECTS });
