import type { PracticeDeps } from '../context';
import { PracticeError, type PracticeErrorKey } from './errors';
import type { Language } from './items/types';

const WINDOW_SECONDS = 60;

/**
 * Counts one request of a learner against a limit a minute (a window that starts at the window's first request);
 * past it the request is refused, saying how many seconds are left of the window.
 */
async function countWithin(
  deps: PracticeDeps,
  counter: string,
  perMinute: number,
  refusal: PracticeErrorKey,
  language: Language,
): Promise<void> {
  if (!perMinute) return;
  const key = `${deps.config.NAMESPACE}:practice:${counter}`;
  const replies = await deps.redis.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').ttl(key).exec();
  const count = Number(replies?.[0]?.[1] ?? 0);
  const ttl = Number(replies?.[2]?.[1] ?? WINDOW_SECONDS);
  if (count > perMinute) {
    const seconds = Math.max(1, ttl);
    throw new PracticeError(refusal, language, { seconds }, seconds);
  }
}

/** One answer against PRACTICE_ANSWERS_PER_MINUTE. */
export const countAnswer = (deps: PracticeDeps, learnerId: string, language: Language) =>
  countWithin(
    deps,
    `answers:${learnerId}`,
    deps.config.PRACTICE_ANSWERS_PER_MINUTE,
    'TOO_MANY_ANSWERS',
    language,
  );

/** One server run (an exercise's submission or a project's check) against PRACTICE_RUNS_PER_MINUTE. */
export const countRun = (deps: PracticeDeps, learnerId: string, language: Language) =>
  countWithin(deps, `runs:${learnerId}`, deps.config.PRACTICE_RUNS_PER_MINUTE, 'TOO_MANY_RUNS', language);
