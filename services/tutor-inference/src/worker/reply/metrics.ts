import { Counter, Histogram, type Registry } from '@tutor/service-runtime';

/** The reply job's metrics (registered once per handler). */
export function replyMetrics(registry: Registry) {
  return {
    firstToken: new Histogram({
      name: 'model_time_to_first_token_seconds',
      help: 'Model time to first token',
      registers: [registry],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    }),
    duration: new Histogram({
      name: 'reply_job_duration_seconds',
      help: 'Reply job duration',
      registers: [registry],
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 120],
    }),
    tokens: new Histogram({
      name: 'reply_tokens',
      help: 'Chunk entries per reply (tokens coalesced per flush window)',
      registers: [registry],
      buckets: [10, 50, 100, 250, 500, 1000, 2000],
    }),
    flags: new Counter({
      name: 'safety_flags_total',
      help: 'Replies given the kind reply, by the category and the text the safety check flagged',
      labelNames: ['category', 'source'] as const,
      registers: [registry],
    }),
    heldBack: new Counter({
      name: 'replies_held_back_total',
      help: 'Replies held back and replaced by the bank’s hint, by why (leak: a practice key given too early)',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
  };
}

export type ReplyMetrics = ReturnType<typeof replyMetrics>;
