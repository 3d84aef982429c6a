export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
export type ImageRefusalCode = 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';

/** An upload that is not an accepted image; each service turns the code into its own refusal (413, 415). */
export class ImageRefusal extends Error {
  constructor(
    readonly code: ImageRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const SIGNATURES: { mimeType: ImageType; name: string; test: (b: Buffer) => boolean }[] = [
  {
    mimeType: 'image/png',
    name: 'PNG',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimeType: 'image/jpeg', name: 'JPEG', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimeType: 'image/webp',
    name: 'WebP',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mimeType: 'image/gif',
    name: 'GIF',
    test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
];

const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Decodes and checks an uploaded image (base64, or a data URL) by its content, never by its name or declared
 * type. Shared by the services that take images (chat images, payment screenshots) so both refuse alike.
 */
export function checkImage(
  base64: string,
  maxBytes: number,
  accepted: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
): { mimeType: ImageType; bytes: Buffer } {
  // In KB below a megabyte, so a small limit never reads '0 MB'.
  const limit =
    maxBytes >= 1024 * 1024
      ? `${Math.floor(maxBytes / (1024 * 1024))} MB`
      : `${Math.floor(maxBytes / 1024)} KB`;
  const tooLarge = `The image is larger than ${limit}`;
  // Base64 is 4/3 of the bytes: refuse an oversized upload before decoding it.
  if (base64.length > Math.ceil((maxBytes * 4) / 3) + 4)
    throw new ImageRefusal('PAYLOAD_TOO_LARGE', tooLarge);
  const bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length > maxBytes) throw new ImageRefusal('PAYLOAD_TOO_LARGE', tooLarge);
  const kinds = SIGNATURES.filter((s) => accepted.includes(s.mimeType));
  const kind = kinds.find((s) => s.test(bytes));
  if (!kind)
    throw new ImageRefusal(
      'UNSUPPORTED_MEDIA_TYPE',
      `Only ${listed(kinds.map((k) => k.name))} images can be sent`,
    );
  return { mimeType: kind.mimeType, bytes };
}
