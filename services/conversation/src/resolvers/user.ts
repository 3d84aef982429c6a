import { requireSelfOrOwner } from '@tutor/service-runtime';
import { listConversations } from '../data/conversations';
import { isSuspended } from '../data/suspensions';
import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  /**
   * A user's conversations are theirs alone: anyone else (the owner's directory included) sees an empty list,
   * as for a user without conversations, so nothing about another learner's chats leaks.
   */
  async conversations(user, _, ctx) {
    if (ctx.identity.user?.id !== user.id) return [];
    return listConversations(ctx.pool, user.id);
  },
  /** From this service's own replica, so the banner the web shows and the refusal of a send always agree. */
  suspended(user, _, ctx) {
    requireSelfOrOwner(ctx, user.id);
    return isSuspended(ctx.pool, user.id);
  },
};
