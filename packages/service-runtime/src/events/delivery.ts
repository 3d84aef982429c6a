import type { Logger } from '../logger';
import type { BusMessage, SubscribeOptions } from './bus';

/** Capped exponential backoff shared by both adapters' retry loops. */
export const backoffMs = (attempt: number) => Math.min(50 * 2 ** attempt, 2000);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a handler with in-place retries (keeping per-key order), then dead-letters the message.
 * Returns when the message is done with, one way or the other.
 */
export async function deliverWithRetries(
  message: Omit<BusMessage, 'attempt'>,
  options: SubscribeOptions,
  deadLetter: (error: Error) => Promise<void>,
  isClosing: () => boolean,
  log: Logger,
): Promise<'handled' | 'dead-lettered' | 'abandoned'> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      await options.handler({ ...message, attempt });
      return 'handled';
    } catch (err) {
      const error = err as Error;
      if (attempt >= maxAttempts) {
        log.error(
          { err: error, topic: message.topic, group: options.group, key: message.key },
          'event dead-lettered',
        );
        await deadLetter(error);
        return 'dead-lettered';
      }
      log.warn(
        { err: error, topic: message.topic, group: options.group, attempt },
        'event handler failed; retrying',
      );
      // Closing mid-retry leaves the message unacknowledged: another consumer (or this one, restarted) gets it.
      if (isClosing()) return 'abandoned';
      await sleep(backoffMs(attempt));
    }
  }
}
