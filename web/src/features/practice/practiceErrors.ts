import type { TFunction } from 'i18next';
import { errorCode, rateLimitSeconds, serverMessage } from '../../api/errors';
import { currentLanguage } from '../../i18n';

/** Codes the practice service (and the tutor's turn) refuse with; each has a text of ours in both languages. */
const KNOWN = new Set([
  'NOT_YET',
  'NOT_FOUND',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
  // The code runner gave no verdict in time: nothing was recorded, the same program may be sent again.
  'SERVICE_UNAVAILABLE',
]);

/**
 * The learner's text for a failed practice request: a rate limit; a known refusal in the server's own words (it
 * says which rule refused, in `serverLanguage`, the set's language) when the page is in that language, else ours;
 * otherwise what the action failed to do.
 */
export function practiceErrorText(
  error: unknown,
  t: TFunction,
  fallbackKey: string,
  serverLanguage?: string,
): string {
  const seconds = rateLimitSeconds(error);
  if (seconds !== undefined) return t('app.rateLimited', { seconds });
  const code = errorCode(error);
  if (!code || !KNOWN.has(code)) return t(fallbackKey);
  return serverLanguage === currentLanguage() ? serverMessage(error) : t(`practice.errors.${code}`);
}

/** A fresh id for one press of Check: the server answers a repeat of it with the first answer's result. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
