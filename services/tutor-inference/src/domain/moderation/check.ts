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
 * masked by a star (f*ck), and words may be run together or hyphenated (killmyself, self-harm).
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
  return open ? `${body}\\p{L}*` : body;
}

/**
 * Each category's terms as two patterns, Arabic and Latin, so a text runs only the ones its letters can match: an
 * Arabic term has Arabic letters, and a Latin one needs a Latin letter or the star that masks one. A term is a
 * whole word (an Arabic one with its affixes); the word bounds are written once around the alternatives, not once
 * per term (the streamed reply is checked piece by piece, so this runs many times a reply).
 */
const TERM_PATTERNS = Object.entries(TERMS).map(([category, terms]) => {
  const patternOf = (list: string[], before: string, after: string) =>
    list.length
      ? new RegExp(`${NOT_IN_WORD}${before}(?:${list.map(termPattern).join('|')})${after}${WORD_ENDS}`, 'u')
      : undefined;
  return {
    category: category as SafetyCategory,
    arabic: patternOf(
      terms.filter((t) => ARABIC.test(t)),
      ARABIC_PREFIX,
      ARABIC_SUFFIX,
    ),
    latin: patternOf(
      terms.filter((t) => !ARABIC.test(t)),
      '',
      '',
    ),
  };
});
const LATIN_OR_STAR = /[a-z*]/;

/**
 * Personal data, read from the text with ASCII digits (not the normalised text: look-alikes would turn an address
 * into letters). Phone numbers: Egyptian mobiles (01x and 8 digits, or +20 / 0020 1x), Egyptian landlines (0 and
 * an area code, then 7 or 8 digits) and any number written with a + country code; e-mail addresses, spelt out
 * ones (name at gmail dot com) too; a house number with a street, or an Arabic building, flat or street number.
 * A sum or a list of numbers has no such shape. Each pattern is tried only on a text that has what it cannot match
 * without (a digit, an @, a domain ending, an Arabic letter): a streamed reply is checked piece by piece, and most
 * pieces have none of them.
 */
const DIGIT = /\d/;
const PERSONAL_DATA: { needs?: RegExp; pattern: RegExp }[] = [
  { needs: DIGIT, pattern: /(?<![\d+])(?:(?:\+|00)\s?20[\s.-]?|0)1[0125](?:[\s.-]?\d){8}(?!\d)/u },
  { needs: DIGIT, pattern: /(?<!\d)0[2-9]\d?[\s.-]?\d{7,8}(?!\d)/u },
  { needs: DIGIT, pattern: /\+\d{1,3}(?:[\s.-]?\d){7,12}(?!\d)/u },
  { needs: /@/, pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u },
  {
    needs: /(?:com|net|org|eg)\b/i,
    pattern:
      /(?<![\p{L}])[\w.]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[\w-]+\s*(?:\.|\sdot\s)\s*(?:com|net|org|eg)\b/iu,
  },
  { needs: DIGIT, pattern: /\b\d{1,5}\s+(?:[a-z]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane)\b/iu },
  { pattern: /(?:my address is|i live at)\s+\S/iu },
  { needs: ARABIC, pattern: /(?<![\p{L}])(?:عنواني|عنوان بيتي|ساكن في شارع|بسكن في شارع)(?![\p{L}])/u },
  { needs: ARABIC, pattern: /(?<![\p{L}])(?:عماره|عمارة|برج|شقه|شقة)\s*(?:رقم\s*)?\d+/u },
  { needs: ARABIC, pattern: /(?<![\p{L}])(?:شارع|ش)\s+[\p{L}\s]{2,30}?\s*(?:رقم\s*)?\d+/u },
  { needs: ARABIC, pattern: /\d+\s*(?:شارع|ش)\s+\p{L}/u },
];

/** The local, bilingual checker: term lists per category on the normalised text, and personal-data patterns. */
export function checkLocally(text: string): SafetyVerdict {
  const plain = normalise(text);
  const arabic = ARABIC.test(plain);
  const latin = LATIN_OR_STAR.test(plain);
  const found = TERM_PATTERNS.filter(
    (p) => (arabic && p.arabic?.test(plain)) || (latin && p.latin?.test(plain)),
  ).map(({ category }) => category);
  if (findsPersonalData(text)) found.push('personal_data');
  return verdictOf(found);
}

/** Only the personal-data patterns (what a provider without that category, like OpenAI's, leaves out). */
export function findsPersonalData(text: string): boolean {
  const digits = asciiDigits(text.normalize('NFKC'));
  return PERSONAL_DATA.some(({ needs, pattern }) => (!needs || needs.test(digits)) && pattern.test(digits));
}
