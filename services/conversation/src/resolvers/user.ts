import type { ConversationContext } from '../context';
import { listConversations } from '../data/conversations';

export const User = {
  /**
   * A user's conversations are theirs alone: anyone else (the owner's directory included) sees an empty list,
   * as for a user without conversations, so nothing about another learner's chats leaks.
   */
  async conversations(user: { id: string }, _: unknown, ctx: ConversationContext) {
    if (ctx.identity.user?.id !== user.id) return [];
    return listConversations(ctx.pool, user.id);
  },
};
