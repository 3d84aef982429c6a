import type { ConversationRow } from '../data/conversations';

export const Conversation = {
  createdAt: (row: ConversationRow) => row.created_at.toISOString(),
};
