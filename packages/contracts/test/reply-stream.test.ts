import { entryIdAfter } from '../src/reply-stream';

/** The order Redis gives stream ids: (milliseconds, sequence) as unsigned 64-bit integers. */
const after = (a: string, b: string) => {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
};

describe('entryIdAfter', () => {
  it('orders by milliseconds, then by sequence', () => {
    expect(entryIdAfter('1700000000001-0', '1700000000000-5')).toBe(true);
    expect(entryIdAfter('1700000000000-5', '1700000000001-0')).toBe(false);
    expect(entryIdAfter('1700000000000-10', '1700000000000-9')).toBe(true); // not as text: "10" < "9"
    expect(entryIdAfter('1700000000000-9', '1700000000000-9')).toBe(false);
    expect(entryIdAfter('1-0', '0-0')).toBe(true);
  });

  it('agrees with 64-bit integer order, leading zeros and 20-digit ids included', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const digits = () => {
      const length = 1 + (next() % 20);
      let text = '';
      for (let i = 0; i < length; i++) text += String(next() % 10);
      return next() % 4 === 0 ? `00${text}` : text;
    };
    const ids = Array.from({ length: 300 }, () => `${digits()}-${next() % 3 === 0 ? '0' : digits()}`);
    ids.push('18446744073709551615-18446744073709551615', '0-0', '0001-01', '1-1');
    for (const a of ids)
      for (const b of ids.slice(0, 60)) expect([a, b, entryIdAfter(a, b)]).toEqual([a, b, after(a, b)]);
  });
});
