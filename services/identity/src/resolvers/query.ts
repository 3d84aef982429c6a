import { findUserById } from '../data/users';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  me: (_, __, ctx) => (ctx.identity.user ? findUserById(ctx.pool, ctx.identity.user.id) : null),
};
