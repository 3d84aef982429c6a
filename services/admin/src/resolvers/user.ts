import { requireSelfOrOwner } from '@tutor/service-runtime';
import type { AdminContext } from '../context';
import { isListed } from '../data/directory';

export const User = {
  listedInDirectory(user: { id: string }, _: unknown, ctx: AdminContext) {
    requireSelfOrOwner(ctx, user.id);
    return isListed(ctx.pool, user.id);
  },
};
