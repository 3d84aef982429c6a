import { isReplyId } from '@tutor/contracts';
import { badInput, notFound, requireOwner } from '@tutor/service-runtime';
import { z } from 'zod';
import type { AdminContext } from '../context';
import { dismissFlag } from '../data/flags';
import { setSuspended } from '../domain/suspensions';
import type { MutationResolvers } from '../generated/graphql';

const UserId = z.string().uuid();

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
    requireOwner(ctx);
    if (!isReplyId(id)) throw badInput('id must be a flag id', 'id');
    const flag = await dismissFlag(ctx.pool, id);
    if (!flag) throw notFound('No such flag');
    return flag;
  },
  suspendLearner: (_, args, ctx) => suspension(ctx, args, true),
  reinstateLearner: (_, args, ctx) => suspension(ctx, args, false),
};
