import type { MessageRow } from '../data/messages';

export const Message = {
  createdAt: (m: MessageRow) => m.created_at.toISOString(),
  hasImage: (m: MessageRow) => m.image_id !== null,
};
