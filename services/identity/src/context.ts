import type { Pool, RequestContext } from '@tutor/service-runtime';

export interface IdentityContext extends RequestContext {
  pool: Pool;
  /** OWNER_EMAIL now: the role is computed from it when read (issue 31, item 8). */
  ownerEmail: string | undefined;
}
