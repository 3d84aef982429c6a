import type { MessageResolvers } from '../generated/graphql';

export const Message: MessageResolvers = {
  createdAt: (m) => m.created_at.toISOString(),
  hasImage: (m) => m.image_id !== null,
};
