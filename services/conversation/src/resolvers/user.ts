import { requireSelfOrOwner } from '@tutor/service-runtime';
import type { ConversationContext } from '../context';
import { listConversations } from '../data/conversations';

export const User = {
  async conversations(user: { id: string }, _: unknown, ctx: ConversationContext) {
    requireSelfOrOwner(ctx, user.id);
    return listConversations(ctx.pool, user.id);
  },
};
