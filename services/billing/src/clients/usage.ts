import { USAGE_INTERNAL } from '@tutor/contracts';
import { createInternalClient, type Logger } from '@tutor/service-runtime';
import type { LearnerDayCost } from '../domain/fair-use';

/**
 * A learner's model cost on a UTC day from tutor-inference (`USAGE_INTERNAL.learnerDay`), for the fair-use cost
 * ceiling. Fail-open: when tutor-inference cannot answer, the cost is unknown and the send goes through (a paying
 * learner is not stopped by our outage); the warning says so.
 */
export function learnerDayCostFrom(
  baseUrl: string,
  secret: string,
  log: Logger,
  timeoutMs = 2000,
): LearnerDayCost {
  const usage = createInternalClient(USAGE_INTERNAL, { baseUrl, secret, issuer: 'billing', timeoutMs });
  return async (userId, day) => {
    try {
      return (await usage.learnerDay({ userId, day })).costUsd;
    } catch (err) {
      log.warn(
        { err, userId, day },
        "fair-use cost ceiling not checked: tutor-inference did not answer the learner's cost; the message goes",
      );
      return undefined;
    }
  };
}
