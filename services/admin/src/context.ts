import type { Pool, RequestContext } from '@tutor/service-runtime';

export interface AdminContext extends RequestContext {
  pool: Pool;
}
