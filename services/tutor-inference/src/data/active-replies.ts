import type { Redis } from '@tutor/service-runtime';

/** Replies a user is waiting for, as a Redis set the workers maintain (also the basis of per-user limits). */
export const activeRepliesKey = (userId: string) => `inference:active:${userId}`;

export function countActiveReplies(redis: Redis, userId: string): Promise<number> {
  return redis.scard(activeRepliesKey(userId));
}
