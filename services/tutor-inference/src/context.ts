import type { Redis, RequestContext } from '@tutor/service-runtime';

export interface InferenceContext extends RequestContext {
  redis: Redis;
}
