import { verdictOf, type SafetyCategory, type SafetyVerdict } from './categories';
import { asciiDigits, normalise } from './normalise';
import { TERMS } from './terms';

const ARABIC = /[\u0600-\u06FF]/;
// A hyphenated compound is one word: "want to die" is not in "I want to die-cut paper".
const NOT_IN_WORD = '(?<![\\p{L}\\p{N}]|\\p{L}-)';
const WORD_ENDS = '(?![\\p{L}\\p{N}]|-\\p{L})';
// Attached Arabic prefixes (و ف, then ب ل ك or the article) and pronoun or plural suffixes.
const ARABIC_PREFIX = '(?:[وف]?(?:ال|بال|لل|[بلك])?)';
const ARABIC_SUFFIX = '(?:ه|ها|هم|ك|كم|ي|نا|ات|ون|ين|وا)?';

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * One term as a pattern over normalised text: a letter may be stretched (kiiill, انتحاااار) or, in Latin words,
 * masked by a star (f*ck), words may be run together or hyphenated (killmyself, self-harm), and the term is a
 * whole word (or an Arabic word with its affixes).
 */
function termPattern(term: string): string {
  const open = term.endsWith('*');
  const words = normalise(open ? term.slice(0, -1) : term).split(/[\s-]+/);
  const body = words
    .map((word) =>
      [...word]
        .map((c) => (/[a-z]/.test(c) ? `(?:${c}+|\\*)` : /\p{L}/u.test(c) ? `${escape(c)}+` : escape(c)))
        .join(''),
    )
    .join('[\\s-]*');
  if (ARABIC.test(term)) return `${NOT_IN_WORD}${ARABIC_PREFIX}${body}${ARABIC_SUFFIX}${WORD_ENDS}`;
  return `${NOT_IN_WORD}${body}${open ? '\\p{L}*' : ''}${WORD_ENDS}`;
}

const TERM_PATTERNS = Object.entries(TERMS)
  .filter(([, terms]) => terms.length > 0)
  .map(([category, terms]) => ({
    category: category as SafetyCategory,
    pattern: new RegExp(terms.map(termPattern).join('|'), 'u'),
  }));

/**
 * Personal data, read from the text with ASCII digits (not the normalised text: look-alikes would turn an address
 * into letters). Phone numbers: Egyptian mobiles (01x and 8 digits, or +20 / 0020 1x), Egyptian landlines (0 and
 * an area code, then 7 or 8 digits) and any number written with a + country code; e-mail addresses, spelt out
 * ones (name at gmail dot com) too; a house number with a street, or an Arabic building, flat or street number.
 * A sum or a list of numbers has no such shape.
 */
const PERSONAL_DATA = [
  /(?<![\d+])(?:(?:\+|00)\s?20[\s.-]?|0)1[0125](?:[\s.-]?\d){8}(?!\d)/u,
  /(?<!\d)0[2-9]\d?[\s.-]?\d{7,8}(?!\d)/u,
  /\+\d{1,3}(?:[\s.-]?\d){7,12}(?!\d)/u,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u,
  /(?<![\p{L}])[\w.]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[\w-]+\s*(?:\.|\sdot\s)\s*(?:com|net|org|eg)\b/iu,
  /\b\d{1,5}\s+(?:[a-z]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane)\b/iu,
  /(?:my address is|i live at)\s+\S/iu,
  /(?<![\p{L}])(?:عنواني|عنوان بيتي|ساكن في شارع|بسكن في شارع)(?![\p{L}])/u,
  /(?<![\p{L}])(?:عماره|عمارة|برج|شقه|شقة)\s*(?:رقم\s*)?\d+/u,
  /(?<![\p{L}])(?:شارع|ش)\s+[\p{L}\s]{2,30}?\s*(?:رقم\s*)?\d+/u,
  /\d+\s*(?:شارع|ش)\s+\p{L}/u,
];

/** The local, bilingual checker: term lists per category on the normalised text, and personal-data patterns. */
export function checkLocally(text: string): SafetyVerdict {
  const plain = normalise(text);
  const found = TERM_PATTERNS.filter(({ pattern }) => pattern.test(plain)).map(({ category }) => category);
  if (findsPersonalData(text)) found.push('personal_data');
  return verdictOf(found);
}

/** Only the personal-data patterns (what a provider without that category, like OpenAI's, leaves out). */
export function findsPersonalData(text: string): boolean {
  const digits = asciiDigits(text.normalize('NFKC'));
  return PERSONAL_DATA.some((pattern) => pattern.test(digits));
}
