import type { PracticeDeps } from '../context';
import { PracticeError } from './errors';
import type { Language } from './items/types';

const WINDOW_SECONDS = 60;

/**
 * Counts one answer of a learner against PRACTICE_ANSWERS_PER_MINUTE (a window that starts at the window's first
 * answer); past the limit the answer is refused, saying how many seconds are left of the window.
 */
export async function countAnswer(deps: PracticeDeps, learnerId: string, language: Language): Promise<void> {
  const perMinute = deps.config.PRACTICE_ANSWERS_PER_MINUTE;
  if (!perMinute) return;
  const key = `${deps.config.NAMESPACE}:practice:answers:${learnerId}`;
  const replies = await deps.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').ttl(key).exec();
  const count = Number(replies?.[0]?.[1] ?? 0);
  const ttl = Number(replies?.[2]?.[1] ?? WINDOW_SECONDS);
  if (count > perMinute) {
    const seconds = Math.max(1, ttl);
    throw new PracticeError('TOO_MANY_ANSWERS', language, { seconds }, seconds);
  }
}
