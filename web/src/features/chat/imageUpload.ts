import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './limits';

/** Why an image cannot be sent: not an accepted type, too large to shrink (a GIF), or not readable. */
export type ImageProblem = 'type' | 'size' | 'unreadable';

export class ImageRefused extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image ${problem}`);
  }
}

/** The longest side a shrunk photo starts at; each try that is still too large shrinks it further. */
const FIRST_SIDE = 2048;
const SHRINK = 0.7;
const TRIES = 5;

export const acceptedImage = (file: File) => IMAGE_TYPES.includes(file.type);

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageRefused('unreadable');
  });
  try {
    let side = Math.min(FIRST_SIDE, Math.max(bitmap.width, bitmap.height));
    for (let i = 0; i < TRIES; i++, side = Math.round(side * SHRINK)) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      if (blob && blob.size <= IMAGE_MAX_BYTES) return blob;
    }
    throw new ImageRefused('size');
  } finally {
    bitmap.close();
  }
}

/**
 * The image as the service accepts it, in base64: checked on the device first, so that nothing doomed is
 * uploaded. A photo over the limit is shrunk in the browser (a JPEG, at most 2048 px on its longest side, smaller
 * if need be); a GIF over it is refused (shrinking would stop its animation).
 */
export async function prepareImage(file: File): Promise<string> {
  if (!acceptedImage(file)) throw new ImageRefused('type');
  if (file.size <= IMAGE_MAX_BYTES) return base64Of(file);
  if (file.type === 'image/gif') throw new ImageRefused('size');
  return base64Of(await shrink(file));
}
