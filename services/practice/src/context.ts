import type { Pool, Redis, RequestContext } from '@tutor/service-runtime';
import type { CatalogClient } from './catalog';
import type { Config } from './config';
import type { ItemIndex } from './domain/items/item-index';
import type { CodeProject } from './domain/items/types';
import type { CodeRunner } from './runs';

/**
 * What practice's resolvers, routes and rules work with: its database, Redis, settings, the catalog, the bank,
 * the mini projects and the code runner (issue 34).
 */
export interface PracticeDeps {
  pool: Pool;
  redis: Redis;
  config: Config;
  catalog: CatalogClient;
  bank: ItemIndex;
  projects: readonly CodeProject[];
  runner: CodeRunner;
}

export interface PracticeContext extends RequestContext, PracticeDeps {}
