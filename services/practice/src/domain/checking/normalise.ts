/**
 * Reading what Egyptian learners type, before any parsing: Arabic-Indic (٠-٩) and Persian (۰-۹) digits, the Arabic
 * decimal separator ٫, the Arabic thousands separator ٬, the Arabic comma ، and percent sign ٪, the signs ÷ × −,
 * fraction slashes, invisible direction marks and the tatweel.
 *
 * Separators, one rule everywhere (numbers, expressions, orderings, option texts):
 * - ٫ and . are decimal points; ٬ between digits groups thousands and is dropped.
 * - A comma (, or ،) between digits groups thousands when it is followed by exactly three digits and the number
 *   has that shape throughout and does not start with 0 ("1,000", "12,500", "1,234,567"); any other comma between
 *   digits is a decimal comma ("3,5", "٣،٥", "0,125", "2,25"). So "1,250" reads as 1250, never 1.25.
 * - Spaces group thousands only in the shape "12 345" (groups of three, not followed by a fraction slash), so a
 *   mixed number "2 1/2" keeps its meaning.
 */

/** Direction marks and the tatweel: invisible or decorative, never meaningful in an answer. */
const INVISIBLE = /[\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069\u0640\ufeff]/g;

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Single characters read as another: digits of every script, Arabic separators and signs, math symbols. */
const CHARACTERS: Record<string, string> = {
  '٫': '.',
  '،': ',',
  '٪': '%',
  '％': '%',
  '÷': '/',
  '＋': '+',
  '＝': '=',
};
for (let d = 0; d <= 9; d += 1) {
  CHARACTERS[String.fromCharCode(0x0660 + d)] = String(d);
  CHARACTERS[String.fromCharCode(0x06f0 + d)] = String(d);
  CHARACTERS[String.fromCharCode(0xff10 + d)] = String(d);
}
for (const c of '\u2212\u2012\u2013\u2014\ufe63\uff0d') CHARACTERS[c] = '-';
for (const c of '\u2044\u2215\u2571\uff0f') CHARACTERS[c] = '/';
for (const c of '×✕✖⋅·•\u066d') CHARACTERS[c] = '*';
const MAPPED = new RegExp(`[${Object.keys(CHARACTERS).join('')}]`, 'g');

/** Digits of every script to Western, and the symbols above to their ASCII forms. Whitespace collapsed, trimmed. */
export function normaliseSymbols(text: string): string {
  // Plain ASCII (most English answers) has nothing to map.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.replace(/\s+/g, ' ').trim();
  let out = text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(MAPPED, (c) => CHARACTERS[c] as string);
  if (/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/.test(out)) {
    out = out.replace(/(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_m, whole: string | undefined, f: string) =>
      whole ? `${whole} ${VULGAR_FRACTIONS[f]}` : (VULGAR_FRACTIONS[f] as string),
    );
  }
  if (out.includes('٬')) out = out.replace(/(?<=\d)٬(?=\d)/g, '').replace(/٬/g, ',');
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * One run of digits and separators ("1,000", "3,5", "2.25") as a plain decimal ("1000", "3.5", "2.25"), or
 * undefined when its separators make no sense ("1.2.3", "1,00,0").
 */
export function plainDecimal(run: string): string | undefined {
  if (/^\d+(\.\d+)?$/.test(run) || /^\.\d+$/.test(run) || /^\d+\.$/.test(run)) return run.replace(/\.$/, '');
  if (/^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(run)) return run.replace(/,/g, '');
  if (/^\d+,\d+$/.test(run)) return run.replace(',', '.');
  return undefined;
}

/** "12 345" → "12345" (thousands grouped by spaces), leaving mixed numbers ("2 1/2") and lists ("3 5 7") alone. */
export function joinSpaceGroups(text: string): string {
  return text.replace(/(?<![\d.,])[1-9]\d{0,2}(?: \d{3})+(?![\d.,]| ?\/)/g, (run) => run.replace(/ /g, ''));
}

/**
 * Rewrites every digit run of a text as a plain decimal; undefined when one cannot be read. Commas that are not
 * between digits are left for the caller (a list separator in an ordering, an argument separator...).
 */
export function plainNumbers(text: string): string | undefined {
  let unreadable = false;
  const out = joinSpaceGroups(text).replace(/\d[\d.,]*\d|\d\.?|\.\d+/g, (run) => {
    const plain = plainDecimal(run);
    if (plain === undefined) unreadable = true;
    return plain ?? run;
  });
  return unreadable ? undefined : out;
}

const TASHKEEL = /[\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/**
 * A short text for comparison: symbols as above, lower case, no tashkeel, one alef (أ إ آ ٱ → ا), ى → ي, ة → ه,
 * numbers as plain decimals ("1,000" → "1000"), no sentence punctuation or quotes, single spaces. Symbols that can carry meaning in an answer (+ - _ # =) stay.
 */
export function foldText(text: string): string {
  const symbols = normaliseSymbols(text);
  return (plainNumbers(symbols) ?? symbols)
    .toLowerCase()
    .replace(TASHKEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[,;:!?؛؟"'«»“”‘’`()[\]{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
