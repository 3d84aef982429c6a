/** The owner's CSV files: the byte-order mark, RFC 4180 quoting, numbers in Latin digits, formulas kept as text. */
import { BOM, toCsv } from '../src/features/owner/business/csv';
import { csvValue, percentOf, usdPlaces } from '../src/features/owner/business/format';

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

describe('csvValue', () => {
  it('rounds money as the page shows it, to the same places', () => {
    // 0.0001185 is a little under that in binary: toFixed(6) gives 0.000118, the page (Intl) 0.000119.
    expect(csvValue('usd', 0.0001185)).toBe(
      Number(new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(0.0001185)),
    );
    expect(csvValue('usd', 0.0001185)).toBe(0.000119);
    expect(csvValue('usd', 13.394)).toBe(13.39);
    expect(csvValue('usd', 0.5)).toBe(0.5);
    expect(csvValue('egp', 214.875)).toBe(214.88);
    expect(csvValue('int', 1200)).toBe(1200);
    expect(csvValue('percent', percentOf(2, 3))).toBe(66.7);
    expect(csvValue('day', '2026-11-29')).toBe('2026-11-29');
    expect(csvValue('usd', null)).toBeNull();
  });

  it('shows three significant places below a dollar, cents above', () => {
    expect([1234.5, 1, 0.5, 0.0213, 0.000312, 0].map(usdPlaces)).toEqual([2, 2, 3, 4, 6, 2]);
  });
});
