import type { Redis, RequestContext } from '@tutor/service-runtime';
import type { Queue, QueueEvents } from 'bullmq';
import type { Config } from './config';

export interface InferenceContext extends RequestContext {
  redis: Redis;
  config: Config;
  speech: { queue: Queue; events: QueueEvents };
}
