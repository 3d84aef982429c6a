import type { IdentityContext } from '../context';
import { findUserById } from '../data/users';

export const User = {
  __resolveReference: (ref: { id: string }, ctx: IdentityContext) => findUserById(ctx.pool, ref.id),
};
