import { createHash, randomBytes } from 'node:crypto';

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
