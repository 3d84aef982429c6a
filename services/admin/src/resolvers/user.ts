import { requireSelfOrOwner } from '@tutor/service-runtime';
import { isListed } from '../data/directory';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  listedInDirectory(user, _, ctx) {
    requireSelfOrOwner(ctx, user.id);
    return isListed(ctx.pool, user.id);
  },
};
