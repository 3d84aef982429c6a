import { withTransaction, type Pool } from '@tutor/service-runtime';
import { findFlag, insertFollowUp, markDismissed, type FlagRow, type FollowUpRow } from '../data/flags';
import { logOwnerAction } from '../data/suspensions';

/**
 * The owner dismisses a flag. The first dismissal goes into the owner's action log in the same transaction, so
 * the learner's flag history shows it; dismissing again changes nothing. undefined when there is no such flag.
 */
export async function dismiss(pool: Pool, flagId: string, actorId: string): Promise<FlagRow | undefined> {
  return withTransaction(pool, async (tx) => {
    const flag = await findFlag(tx, flagId);
    if (!flag) return undefined;
    if (await markDismissed(tx, flagId))
      await logOwnerAction(tx, { action: 'dismiss', userId: flag.user_id, actorId, flagId });
    return findFlag(tx, flagId);
  });
}

/**
 * The owner records that a person followed up on a flag (who, when, a short note): stored with the flag and
 * logged, ids only, in the owner's action log, together. undefined when there is no such flag.
 */
export async function recordFollowUp(
  pool: Pool,
  followUp: { flagId: string; person: string; followedUpAt: Date; note: string },
  actorId: string,
): Promise<FollowUpRow | undefined> {
  return withTransaction(pool, async (tx) => {
    const flag = await findFlag(tx, followUp.flagId);
    if (!flag) return undefined;
    const row = await insertFollowUp(tx, { ...followUp, recordedBy: actorId });
    await logOwnerAction(tx, {
      action: 'follow_up',
      userId: flag.user_id,
      actorId,
      flagId: followUp.flagId,
    });
    return row;
  });
}
