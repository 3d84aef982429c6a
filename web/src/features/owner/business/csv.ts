/**
 * The owner's tables as CSV files (RFC 4180): a byte-order mark first, so Excel reads the UTF-8 (Arabic names)
 * right; CRLF between records; a field in double quotes when it holds a comma, a quote or a line break, its
 * quotes doubled. Numbers are written with Latin digits and a point, whatever the page's language. A text that a
 * spreadsheet would take for a formula (a learner named "=1+1") starts with an apostrophe, so it stays text.
 */
export type CsvCell = string | number | null;

export const BOM = '\uFEFF';

function field(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new Error(`not a CSV number: ${cell}`);
    // String() of a JavaScript number: Latin digits, a point, never grouping or a locale's digits.
    return String(cell);
  }
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the headings, then one record per row. */
export function toCsv(headings: string[], rows: CsvCell[][]): string {
  return BOM + [headings, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as `fileName` through the browser's download (no server round trip). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Well after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
