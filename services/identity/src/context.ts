import type { Pool, RequestContext } from '@tutor/service-runtime';

export interface IdentityContext extends RequestContext {
  pool: Pool;
}
