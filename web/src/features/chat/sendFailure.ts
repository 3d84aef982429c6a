import type { TFunction } from 'i18next';
import { describeError, errorCode, errorExtensions, serverMessage } from '../../api/errors';
import { localeOf } from '../../i18n/numbers';
import { IMAGE_MAX_BYTES, MESSAGE_MAX_CHARS } from './limits';
import type { ImageProblem } from './imageUpload';

/** Why a send failed, in the learner's language, and whether sending it again could work. */
export interface SendFailure {
  reason: string;
  /** False for a refusal that would repeat (too long, an image the service does not take): no Retry then. */
  retryable: boolean;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** An image the device found it cannot send, said before anything is uploaded. */
export const imageProblemText = (problem: ImageProblem, t: TFunction): string =>
  problem === 'type'
    ? t('chat.errors.imageType')
    : problem === 'size'
      ? t('chat.errors.imageTooLarge', { max: megabytes(IMAGE_MAX_BYTES) })
      : t('chat.errors.imageUnreadable');

/**
 * A monthly learner past the owner's fair-use ceiling: which ceiling and its figure, and the time it lifts in the
 * learner's own zone and locale (the server's words say it in Cairo time). Undefined without the figures.
 */
function fairUseText(
  err: unknown,
  t: TFunction,
  language: string,
  timeZone: string | undefined,
): string | undefined {
  const { ceiling, limit, liftsAt } = errorExtensions(err);
  const lifts = typeof liftsAt === 'string' ? new Date(liftsAt) : undefined;
  if (!lifts || Number.isNaN(lifts.getTime()) || typeof limit !== 'string') return undefined;
  // With its morning or evening mark in both languages: "2:00 am", "٢:٠٠ ص".
  const time = lifts.toLocaleTimeString(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone,
  });
  return t(ceiling === 'COST' ? 'chat.errors.fairUseCost' : 'chat.errors.fairUseMessages', {
    limit: Number(limit),
    time,
  });
}

/**
 * The server's refusal said in the learner's language (its own words are English): the refusals the page knows
 * by their code and field; any other refusal (a 4xx code) with the server's words after the page's; a network or
 * server error is retryable.
 */
export function sendFailure(
  err: unknown,
  t: TFunction,
  fallback: string,
  language = 'en',
  /** The reader's own when absent (a test names one). */
  timeZone?: string,
): SendFailure {
  const code = errorCode(err);
  // It would be refused again until it lifts: no Retry (the draft keeps the text for then).
  if (code === 'FAIR_USE_LIMIT')
    return { reason: fairUseText(err, t, language, timeZone) ?? serverMessage(err), retryable: false };
  if (code === 'PAYLOAD_TOO_LARGE') return { reason: imageProblemText('size', t), retryable: false };
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return { reason: imageProblemText('type', t), retryable: false };
  if (code === 'BAD_USER_INPUT') {
    const message = serverMessage(err);
    // The service's own limit, which its words name (the page's constant is only its default).
    const longer = /longer than (\d+)/i.exec(message);
    if (longer)
      return {
        reason: t('chat.errors.tooLong', { max: Number(longer[1] ?? MESSAGE_MAX_CHARS) }),
        retryable: false,
      };
    if (/empty/i.test(message)) return { reason: t('chat.errors.empty'), retryable: false };
    return { reason: t('app.errorDetail', { message: fallback, detail: message }), retryable: false };
  }
  return { reason: describeError(err, t, fallback), retryable: true };
}
