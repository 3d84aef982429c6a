import { CODE_LENGTH, hashCode, newCode, normaliseCode } from '../src/domain/codes';

describe('link codes (pure rules)', () => {
  it('makes 16-character codes of 80 random bits, in groups of four, each different', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CODE_LENGTH * 5).toBeGreaterThanOrEqual(64);
  });

  it('reads a code as typed: case, spaces and dashes ignored, O as 0 and I or L as 1', () => {
    expect(normaliseCode(' abcd-efgh 0123 4567 ')).toBe('ABCDEFGH01234567');
    expect(normaliseCode('oiLo-0000-0000-0000')).toBe('0110000000000000');
    expect(normaliseCode('ABCD-EFGH-0123-456')).toBeUndefined();
    expect(normaliseCode('ABCD-EFGH-0123-456U')).toBeUndefined();
    expect(normaliseCode('')).toBeUndefined();
  });

  it('stores a digest of the canonical code, the same however the code was typed', () => {
    const code = newCode();
    const hash = hashCode(normaliseCode(code)!);
    expect(hash).toHaveLength(32);
    expect(hash.toString('latin1')).not.toContain(code.replace(/-/g, ''));
    expect(hashCode(normaliseCode(code.toLowerCase().replace(/-/g, ' '))!)).toEqual(hash);
  });
});
