import { requireSelfOrOwner } from '@tutor/service-runtime';
import { countActiveReplies } from '../data/active-replies';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  repliesInProgress(user, _, ctx) {
    requireSelfOrOwner(ctx, user.id);
    return countActiveReplies(ctx.redis, user.id);
  },
};
