import type { Pool, Redis, RequestContext } from '@tutor/service-runtime';
import type { Queue, QueueEvents } from 'bullmq';
import type { Config } from './config';

export interface InferenceContext extends RequestContext {
  redis: Redis;
  pool: Pool;
  config: Config;
  speech: { queue: Queue; events: QueueEvents };
}
