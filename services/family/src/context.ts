import type { CatalogClient } from './catalog';
import type { Pool, Redis, RequestContext } from '@tutor/service-runtime';
import type { Config } from './config';

export interface FamilyContext extends RequestContext {
  pool: Pool;
  redis: Redis;
  config: Config;
  catalog: CatalogClient;
}
