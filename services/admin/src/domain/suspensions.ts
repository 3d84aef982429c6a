import { LearnerReinstatedSchema, LearnerSuspendedSchema, TOPICS } from '@tutor/contracts';
import { appendEvent, withTransaction, type Pool } from '@tutor/service-runtime';
import { findDirectoryUser, type DirectoryRow } from '../data/directory';
import { deleteSuspension, insertSuspension, logOwnerAction } from '../data/suspensions';
import { listedRole } from './roles';

export type SuspensionOutcome = { user: DirectoryRow } | { refused: 'NOT_FOUND' | 'OWNER' };

/**
 * The owner suspends a learner (ADR 17) or reinstates them. The change, its entry in the owner's action log and
 * its event (which the conversation service follows to refuse or allow sends) commit together; doing it again
 * changes nothing, logs nothing and announces nothing. The owner's own account is never suspended.
 */
export async function setSuspended(
  pool: Pool,
  change: { userId: string; suspended: boolean; actorId: string; flagId?: string },
  ownerEmail: string | undefined,
): Promise<SuspensionOutcome> {
  return withTransaction(pool, async (tx) => {
    const user = await findDirectoryUser(tx, change.userId);
    if (!user) return { refused: 'NOT_FOUND' };
    if (listedRole(user.email, user.role, ownerEmail) === 'Owner') return { refused: 'OWNER' };
    const { userId, actorId, flagId } = change;
    const changed = change.suspended
      ? await insertSuspension(tx, { userId, actorId, flagId })
      : await deleteSuspension(tx, userId);
    if (changed) {
      await logOwnerAction(tx, {
        action: change.suspended ? 'suspend' : 'reinstate',
        userId,
        actorId,
        flagId,
      });
      const meta = { aggregateId: userId, producer: 'admin' };
      if (change.suspended)
        await appendEvent(tx, TOPICS.adminModeration, LearnerSuspendedSchema, { userId, actorId }, meta);
      else await appendEvent(tx, TOPICS.adminModeration, LearnerReinstatedSchema, { userId, actorId }, meta);
    }
    return { user: { ...user, suspended: change.suspended } };
  });
}
