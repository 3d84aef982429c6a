import type { TFunction } from 'i18next';
import { errorCode, rateLimitSeconds } from '../../api/errors';

/** Codes the practice service refuses with, each said in the learner's language (never the server's English). */
const KNOWN = new Set(['NOT_YET', 'NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']);

/** The learner's text for a failed practice request: a rate limit, a known refusal, or what the action failed. */
export function practiceErrorText(error: unknown, t: TFunction, fallbackKey: string): string {
  const seconds = rateLimitSeconds(error);
  if (seconds !== undefined) return t('app.rateLimited', { seconds });
  const code = errorCode(error);
  return code && KNOWN.has(code) ? t(`practice.errors.${code}`) : t(fallbackKey);
}

/** A fresh id for one press of Check: the server answers a repeat of it with the first answer's result. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
