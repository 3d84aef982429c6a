import { isReplyId } from '@tutor/contracts';
import { badInput, notFound, requireOwner } from '@tutor/service-runtime';
import { z } from 'zod';
import type { AdminContext } from '../context';
import { dismiss, recordFollowUp } from '../domain/flags';
import { setSuspended } from '../domain/suspensions';
import type { MutationResolvers } from '../generated/graphql';

const UserId = z.string().uuid();
/** A follow-up as the owner records it: who, when (not in the future, a minute's clock skew allowed), a note. */
const FollowUpInput = z.object({
  person: z.string().trim().min(1, 'Say who followed up').max(100, 'person must be at most 100 characters'),
  followedUpAt: z
    .string()
    .datetime({ offset: true, message: 'followedUpAt must be an ISO time' })
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() <= Date.now() + 60_000, 'followedUpAt must not be in the future'),
  note: z.string().trim().max(500, 'note must be at most 500 characters'),
});

async function suspension(
  ctx: AdminContext,
  args: { userId: string; flagId?: string | null },
  suspended: boolean,
) {
  const owner = requireOwner(ctx);
  if (!UserId.safeParse(args.userId).success) throw badInput('userId must be a user id', 'userId');
  if (args.flagId != null && !isReplyId(args.flagId)) throw badInput('flagId must be a flag id', 'flagId');
  const outcome = await setSuspended(
    ctx.pool,
    { userId: args.userId, suspended, actorId: owner.id, flagId: args.flagId ?? undefined },
    ctx.config.OWNER_EMAIL,
  );
  if ('user' in outcome) return outcome.user;
  if (outcome.refused === 'OWNER') throw badInput("The owner's account cannot be suspended", 'userId');
  throw notFound('No such user');
}

export const Mutation: MutationResolvers = {
  async dismissFlag(_, { id }, ctx) {
    const owner = requireOwner(ctx);
    if (!isReplyId(id)) throw badInput('id must be a flag id', 'id');
    const flag = await dismiss(ctx.pool, id, owner.id);
    if (!flag) throw notFound('No such flag');
    return flag;
  },
  async recordFollowUp(_, { flagId, ...input }, ctx) {
    const owner = requireOwner(ctx);
    if (!isReplyId(flagId)) throw badInput('flagId must be a flag id', 'flagId');
    const parsed = FollowUpInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(issue.message, String(issue.path[0]));
    }
    const followUp = await recordFollowUp(ctx.pool, { flagId, ...parsed.data }, owner.id);
    if (!followUp) throw notFound('No such flag');
    return followUp;
  },
  suspendLearner: (_, args, ctx) => suspension(ctx, args, true),
  reinstateLearner: (_, args, ctx) => suspension(ctx, args, false),
};
