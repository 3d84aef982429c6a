/**
 * What the conversation service accepts, by its defaults (MESSAGE_MAX_CHARS and IMAGE_MAX_BYTES in
 * services/conversation/src/config.ts, with the image types of its domain/images.ts). The page checks before
 * sending so that nothing doomed is sent; the server still checks, and its refusal is shown as it says.
 */
export const MESSAGE_MAX_CHARS = 4000;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** The counter shows from this length on: a short message needs none. */
export const COUNTER_FROM = 3000;

/** A message's length as the service counts it (trimmed, UTF-16 code units). */
export const messageLength = (text: string) => text.trim().length;
