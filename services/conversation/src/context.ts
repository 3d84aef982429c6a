import type { Pool, RequestContext } from '@tutor/service-runtime';
import type { SendDeps } from './domain/send';

export interface ConversationContext extends RequestContext {
  pool: Pool;
  send: SendDeps;
}
