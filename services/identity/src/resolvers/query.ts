import type { IdentityContext } from '../context';
import { findUserById } from '../data/users';

export const Query = {
  me: (_: unknown, __: unknown, ctx: IdentityContext) =>
    ctx.identity.user ? findUserById(ctx.pool, ctx.identity.user.id) : null,
};
