import { imagePathOf } from '@tutor/contracts';
import type { MessageResolvers } from '../generated/graphql';

export const Message: MessageResolvers = {
  createdAt: (m) => m.created_at.toISOString(),
  hasImage: (m) => m.image_id !== null,
  imageUrl: (m) => (m.image_id === null ? null : imagePathOf(m.image_id)),
};
