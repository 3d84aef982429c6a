import type { Pool, RequestContext } from '@tutor/service-runtime';
import type { Config } from './config';

export interface BillingContext extends RequestContext {
  pool: Pool;
  config: Config;
}
