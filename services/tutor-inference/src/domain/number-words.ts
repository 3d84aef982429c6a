/**
 * Small numbers and simple fractions written in words, in English and Arabic ("three quarters", "ثلاثة أرباع",
 * "twenty-five", "خمسة وعشرون"), read as their values: what the leak guard needs to see a key said in words. The
 * text comes normalised by `normaliseForKeys` (key-leak.ts): lower case, Arabic without diacritics, ة as ه, ى as
 * ي, every alef as ا. "one"/"واحد" alone are not read (an article and "one step" would read as the number 1).
 */

const EN_UNITS: Record<string, number> = {
  zero: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Denominators, singular and plural ("a third", "two thirds"). */
const EN_PARTS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};
const EN_DIGIT: Record<string, number> = { ...EN_UNITS, one: 1, oh: 0 };

const AR_UNITS: Record<string, number> = {
  صفر: 0,
  اثنان: 2,
  اثنين: 2,
  اثنتان: 2,
  اثنتين: 2,
  ثلاثه: 3,
  ثلاث: 3,
  اربعه: 4,
  اربع: 4,
  خمسه: 5,
  خمس: 5,
  سته: 6,
  ست: 6,
  سبعه: 7,
  سبع: 7,
  ثمانيه: 8,
  ثماني: 8,
  ثمان: 8,
  تسعه: 9,
  تسع: 9,
  عشره: 10,
  عشر: 10,
};
const AR_ONE = new Set(['واحد', 'واحده', 'احد', 'احدي']);
const AR_TWO_OF_TEEN = new Set(['اثنا', 'اثني', 'اثنتا', 'اثنتي']);
const AR_TENS: Record<string, number> = {
  عشرون: 20,
  عشرين: 20,
  ثلاثون: 30,
  ثلاثين: 30,
  اربعون: 40,
  اربعين: 40,
  خمسون: 50,
  خمسين: 50,
  ستون: 60,
  ستين: 60,
  سبعون: 70,
  سبعين: 70,
  ثمانون: 80,
  ثمانين: 80,
  تسعون: 90,
  تسعين: 90,
};
/** A numeral's plural denominator ("ثلاثة أرباع"). */
const AR_PLURAL_PARTS: Record<string, number> = {
  انصاف: 2,
  اثلاث: 3,
  ارباع: 4,
  اخماس: 5,
  اسداس: 6,
  اسباع: 7,
  اثمان: 8,
  اتساع: 9,
  اعشار: 10,
};
/** A fraction alone ("نصف", "ثلثان"); خمس, سبع, تسع, عشر alone read as the integers they also are. */
const AR_FRACTIONS: Record<string, number> = {
  نصف: 1 / 2,
  ثلث: 1 / 3,
  ربع: 1 / 4,
  سدس: 1 / 6,
  ثمن: 1 / 8,
  ثلثان: 2 / 3,
  ثلثين: 2 / 3,
  ربعان: 2 / 4,
  ربعين: 2 / 4,
};

/** A word without the Arabic "and", "the" or "and the" it is written with ("وعشرون", "النصف"). */
function arabicStem(word: string, table: Record<string, number>): number | undefined {
  for (const prefix of ['', 'و', 'ال', 'وال'])
    if (word.startsWith(prefix) && table[word.slice(prefix.length)] !== undefined)
      return table[word.slice(prefix.length)];
  return undefined;
}

/** The values of the number words in `words` (a text split into words), in order. */
export function numberWordValues(words: string[]): number[] {
  const values: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const read = readEnglish(words, i) ?? readArabic(words, i);
    if (!read) continue;
    values.push(read.value);
    i += read.length - 1;
  }
  return values;
}

type Read = { value: number; length: number } | undefined;

function readEnglishInteger(words: string[], i: number): Read {
  const w = words[i]!;
  if (EN_TENS[w] !== undefined) {
    const unit = EN_UNITS[words[i + 1] ?? ''] ?? (words[i + 1] === 'one' ? 1 : undefined);
    if (unit !== undefined && unit > 0 && unit < 10) return { value: EN_TENS[w] + unit, length: 2 };
    return { value: EN_TENS[w], length: 1 };
  }
  if (EN_UNITS[w] !== undefined) {
    if (words[i + 1] === 'hundred') return { value: EN_UNITS[w] * 100, length: 2 };
    return { value: EN_UNITS[w], length: 1 };
  }
  return undefined;
}

function readEnglish(words: string[], i: number): Read {
  const w = words[i]!;
  const article = w === 'a' || w === 'one';
  // "a half", "one third", "three quarters", "two and a half"
  const whole = article ? { value: 1, length: 1 } : readEnglishInteger(words, i);
  if (!whole) return undefined;
  const next = words[i + whole.length];
  if (next && EN_PARTS[next] !== undefined && !(whole.value === 1 && next.endsWith('s')))
    return { value: whole.value / EN_PARTS[next], length: whole.length + 1 };
  if (article) return undefined;
  if (next === 'and' && (words[i + whole.length + 1] === 'a' || words[i + whole.length + 1] === 'one')) {
    const part = EN_PARTS[words[i + whole.length + 2] ?? ''];
    if (part) return { value: whole.value + 1 / part, length: whole.length + 3 };
  }
  if (next === 'point') {
    // "zero point seven five"
    let digits = '';
    let at = i + whole.length + 1;
    while (at < words.length && EN_DIGIT[words[at]!] !== undefined && EN_DIGIT[words[at]!]! < 10)
      digits += String(EN_DIGIT[words[at++]!]);
    if (digits) return { value: Number(`${whole.value}.${digits}`), length: at - i };
  }
  return whole;
}

function readArabicInteger(words: string[], i: number): Read {
  const w = words[i]!;
  const next = words[i + 1] ?? '';
  // 11 and 12: "أحد عشر", "اثنا عشر"
  if ((AR_ONE.has(w) || AR_TWO_OF_TEEN.has(w)) && (next === 'عشر' || next === 'عشره'))
    return { value: AR_ONE.has(w) ? 11 : 12, length: 2 };
  const unit = arabicStem(w, AR_UNITS);
  if (unit !== undefined) {
    if (unit > 0 && unit < 10 && (next === 'عشر' || next === 'عشره')) return { value: 10 + unit, length: 2 };
    // "خمسة وعشرون": the unit first, then "and" the tens
    const tens = next.startsWith('و') ? AR_TENS[next.slice(1)] : undefined;
    if (tens !== undefined && unit > 0 && unit < 10) return { value: tens + unit, length: 2 };
    return { value: unit, length: 1 };
  }
  const tens = arabicStem(w, AR_TENS);
  if (tens !== undefined) return { value: tens, length: 1 };
  return undefined;
}

function readArabic(words: string[], i: number): Read {
  const whole = readArabicInteger(words, i);
  const next = words[i + (whole?.length ?? 0)];
  if (whole && next && AR_PLURAL_PARTS[next] !== undefined)
    return { value: whole.value / AR_PLURAL_PARTS[next], length: whole.length + 1 };
  if (whole) return whole;
  const fraction = arabicStem(words[i]!, AR_FRACTIONS);
  return fraction === undefined ? undefined : { value: fraction, length: 1 };
}
