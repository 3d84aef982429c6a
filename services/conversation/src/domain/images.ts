import { checkImage as checkUpload, ImageRefusal } from '@tutor/service-runtime';
import { ConversationError } from './errors';

/** Decodes and checks a chat image by its content (the shared check), as a conversation refusal. */
export function checkImage(base64: string, maxBytes: number): { mimeType: string; bytes: Buffer } {
  try {
    // GIF stays accepted in chat; the order names it last, as the learner's message always did.
    return checkUpload(base64, maxBytes, ['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
  } catch (err) {
    if (err instanceof ImageRefusal) throw new ConversationError(err.code, err.message, 'image');
    throw err;
  }
}
