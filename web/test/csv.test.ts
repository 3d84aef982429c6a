/** The owner's CSV files: the byte-order mark, RFC 4180 quoting, numbers in Latin digits, formulas kept as text. */
import { BOM, toCsv } from '../src/features/owner/business/csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every record with CRLF', () => {
    const text = toCsv(['Day', 'Learners'], [['2026-11-01', 3]]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Day,Learners\r\n2026-11-01,3\r\n');
    // As bytes on disk: EF BB BF, then UTF-8.
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const text = toCsv(['Name'], [['Hassan, Layla'], ['Say "hi"'], ['two\nlines'], ['cr\rhere'], ['plain']]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name',
      '"Hassan, Layla"',
      '"Say ""hi"""',
      '"two\nlines"',
      '"cr\rhere"',
      'plain',
      '',
    ]);
  });

  it('writes Arabic text as it is, with headings in Arabic', () => {
    const text = toCsv(['الاسم', 'التكلفة (دولار)'], [['ليلى حسن', 0.0123]]);
    expect(text.slice(1)).toBe('الاسم,التكلفة (دولار)\r\nليلى حسن,0.0123\r\n');
  });

  it('writes numbers with Latin digits and a point, never grouped, and null as an empty field', () => {
    const text = toCsv(['a', 'b', 'c', 'd', 'e'], [[1234567, 0.5, -2.25, 0, null]]);
    expect(text.slice(1).split('\r\n')[1]).toBe('1234567,0.5,-2.25,0,');
    expect(() => toCsv(['a'], [[Number.NaN]])).toThrow(/not a CSV number/);
    expect(() => toCsv(['a'], [[Infinity]])).toThrow(/not a CSV number/);
  });

  it('keeps a text that looks like a formula as text, but not a negative number', () => {
    const text = toCsv(
      ['Name', 'Left'],
      [
        ['=HYPERLINK("x")', -5],
        ['+20 1', 1],
        ['@me', 2],
        ['-x', 3],
      ],
    );
    expect(text.slice(1).split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""x"")",-5`,
      "'+20 1,1",
      "'@me,2",
      "'-x,3",
    ]);
  });
});
