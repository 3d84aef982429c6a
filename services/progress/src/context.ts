import type { Pool, RequestContext } from '@tutor/service-runtime';
import type { Config } from './config';

export interface ProgressContext extends RequestContext {
  pool: Pool;
  config: Config;
}
