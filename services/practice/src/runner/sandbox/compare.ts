/**
 * Output comparison (contract: "\r\n" as "\n", trailing spaces of each line and trailing blank lines ignored).
 * Leading spaces count: indentation is part of what an exercise may ask for.
 */
export const normaliseOutput = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');

export const sameOutput = (actual: string, expected: string): boolean =>
  normaliseOutput(actual) === normaliseOutput(expected);

/** Cuts UTF-8 text at `bytes` without splitting a character. */
export const capBytes = (text: string, bytes: number): string => {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= bytes) return text;
  return buf
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
};
