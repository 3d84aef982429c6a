/**
 * Text as the term lists are written: one spelling per word, so a disguised spelling meets the same entry.
 * Arabic: letter variants (أ إ آ ٱ → ا, ى → ي, ة → ه), diacritics and tatweel dropped. Latin: lower case, look-alike
 * digits and symbols inside a word read as letters (k1ll → kill, p0rn → porn, $tupid → stupid), and letters
 * spelt out one by one (s u i c i d e, k.i.l.l) joined again. Arabic-Indic digits become ASCII digits, so the
 * personal-data patterns read ٠١٠ like 010.
 */

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

const ARABIC_BLOCK = /[\u0600-\u06FF]/;

export function normaliseArabic(text: string): string {
  if (!ARABIC_BLOCK.test(text)) return text; // every letter below is in the Arabic block
  return text
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

const LOOK_ALIKE = /[013457@$!]/;

/** A word with at least one Latin letter reads its look-alike digits and symbols as letters; a number stays a number. */
const unLeet = (text: string) =>
  // Most text has no look-alike at all: it is left as it is without visiting each word (this runs on every piece).
  !LOOK_ALIKE.test(text)
    ? text
    : // '@', '$' may start a word ($tupid) and '!' only stand inside one (sh!t), so "hello!" keeps its '!'.
      text.replace(/[@$]?\w(?:[\w@$!]*\w)?/g, (word) =>
        /[a-z]/.test(word) ? word.replace(/[013457@$!]/g, (c) => LOOK_ALIKES[c]!) : word,
      );

/**
 * Three or more single characters with only spaces or punctuation between them (s u i c i d e, k.1.l.l) are one
 * word, when at least one is a letter (a list of numbers stays as it is).
 */
const joinSpeltOut = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}])[\p{L}\d@$](?:[\s.\-_*,]+[\p{L}\d@$](?![\p{L}\p{N}])){2,}/gu, (run) =>
    /\p{L}/u.test(run) ? run.replace(/[\s.\-_*,]+/g, '') : run,
  );

export function normalise(text: string): string {
  const plain = normaliseArabic(asciiDigits(text.normalize('NFKC').toLowerCase()));
  return unLeet(joinSpeltOut(plain)).replace(/\s+/g, ' ');
}
