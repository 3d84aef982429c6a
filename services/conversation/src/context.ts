import type { Pool, RequestContext } from '@tutor/service-runtime';

export interface ConversationContext extends RequestContext {
  pool: Pool;
}
