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
  firstAttempt = 1,
): Promise<'handled' | 'dead-lettered' | 'abandoned'> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = firstAttempt; ; attempt++) {
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

/**
 * Delivers the messages one read took from one partition: all at once through `batchHandler` when the subscriber
 * has one, else (or when the batch failed, its effects rolled back) one at a time with retries, in order. So a
 * failing message is retried alone (its attempt in the batch counted as its first) and dead-lettered alone, and
 * the others are handled once. `batchFailed`: they were in a batch that failed already (one read across
 * partitions), so they go one at a time at once. Returns how many messages, from the first, are done with; the
 * rest were abandoned (closing) and must stay unacknowledged.
 */
export async function deliverBatch<M extends Omit<BusMessage, 'attempt'>>(
  messages: M[],
  options: SubscribeOptions,
  deadLetter: (message: M, error: Error) => Promise<void>,
  isClosing: () => boolean,
  log: Logger,
  batchFailed = false,
): Promise<number> {
  let firstAttempt = batchFailed ? 2 : 1;
  if (options.batchHandler && messages.length > 1 && !batchFailed) {
    try {
      await options.batchHandler(messages.map((m) => ({ ...m, attempt: 1 })));
      return messages.length;
    } catch (err) {
      log.warn(
        { err, topic: messages[0]!.topic, group: options.group, size: messages.length },
        'event batch failed; handling its events one at a time',
      );
      if (isClosing()) return 0;
      firstAttempt = 2;
    }
  }
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (isClosing()) return i;
    const outcome = await deliverWithRetries(
      message,
      options,
      (error) => deadLetter(message, error),
      isClosing,
      log,
      firstAttempt,
    );
    if (outcome === 'abandoned') return i;
  }
  return messages.length;
}
