import { requireSelfOrOwner } from '@tutor/service-runtime';
import type { InferenceContext } from '../context';
import { countActiveReplies } from '../data/active-replies';

export const User = {
  repliesInProgress(user: { id: string }, _: unknown, ctx: InferenceContext) {
    requireSelfOrOwner(ctx, user.id);
    return countActiveReplies(ctx.redis, user.id);
  },
};
