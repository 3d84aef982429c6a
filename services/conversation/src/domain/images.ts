import { ConversationError } from './errors';

const SIGNATURES: { mimeType: string; test: (b: Buffer) => boolean }[] = [
  {
    mimeType: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimeType: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mimeType: 'image/gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mimeType: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Decodes and checks an uploaded image by its content (never by its name or declared type). */
export function checkImage(base64: string, maxBytes: number): { mimeType: string; bytes: Buffer } {
  // Base64 is 4/3 of the bytes: refuse an oversized upload before decoding it.
  if (base64.length > Math.ceil((maxBytes * 4) / 3) + 4) {
    throw new ConversationError(
      'PAYLOAD_TOO_LARGE',
      `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
      'image',
    );
  }
  const bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length > maxBytes)
    throw new ConversationError(
      'PAYLOAD_TOO_LARGE',
      `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
      'image',
    );
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind)
    throw new ConversationError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Only PNG, JPEG, WebP and GIF images can be sent',
      'image',
    );
  return { mimeType: kind.mimeType, bytes };
}
