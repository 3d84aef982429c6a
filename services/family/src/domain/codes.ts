import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 80 random bits (16 characters of 5 bits): far beyond guessing at 5 tries per 15 minutes (ADR 18). */
export const CODE_BYTES = 10;
export const CODE_LENGTH = 16;

function encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A new code, shown in groups of four (XXXX-XXXX-XXXX-XXXX). */
export function newCode(): string {
  return encode(randomBytes(CODE_BYTES)).match(/.{4}/g)!.join('-');
}

/**
 * The code as typed, in its canonical form: case, spaces and dashes ignored, and the letters Crockford reads as
 * digits (O as 0, I and L as 1) mapped. Undefined when it cannot be a code at all.
 */
export function normaliseCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH || [...code].some((c) => !ALPHABET.includes(c))) return undefined;
  return code;
}

/** What is stored: SHA-256 of the canonical code (80 random bits need no salt or slow hash to resist guessing). */
export const hashCode = (canonical: string) => createHash('sha256').update(canonical).digest();

/** The key class codes are sealed with: derived from the internal secret, for this use only. */
export const classCodeKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'tutor-family', 'class join code', 32));

/** A class's code sealed for its teacher to read again: AES-256-GCM, nonce and tag first (ADR 19). */
export function sealCode(code: string, key: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The sealed code, or undefined when it cannot be opened (sealed under another secret: renewing reseals it). */
export function openCode(sealed: Buffer, key: Buffer): string | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
