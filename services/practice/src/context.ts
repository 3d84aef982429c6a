import type { Pool, Redis, RequestContext } from '@tutor/service-runtime';
import type { CatalogClient } from './catalog';
import type { Config } from './config';
import type { ItemIndex } from './domain/items/item-index';

/** What practice's resolvers, routes and rules work with: its database, Redis, settings, the catalog and the bank. */
export interface PracticeDeps {
  pool: Pool;
  redis: Redis;
  config: Config;
  catalog: CatalogClient;
  bank: ItemIndex;
}

export interface PracticeContext extends RequestContext, PracticeDeps {}
