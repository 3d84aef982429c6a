import { findUserById } from '../data/users';
import { shareProfile } from '../domain/viewer';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  me: async (_, __, ctx) =>
    ctx.identity.user ? shareProfile(ctx, await findUserById(ctx.pool, ctx.identity.user.id)) : null,
};
