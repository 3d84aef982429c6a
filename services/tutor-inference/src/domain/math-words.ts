/**
 * LaTeX read as words, in English or Arabic: `a^2 + b^2 = c^2` is "a squared plus b squared equals c squared" /
 * "أ تربيع زائد ب تربيع يساوي ج تربيع". A small recursive reader over the LaTeX a tutor writes (fractions,
 * powers, roots, subscripts, Greek letters, operators, relations, functions, \text); anything it does not know
 * is passed over rather than spelt out, since a voice reading backslashes helps nobody.
 */
export type SpeechLanguage = 'en' | 'ar';

interface Words {
  plus: string;
  minus: string;
  times: string;
  dividedBy: string;
  equals: string;
  notEqual: string;
  lessOrEqual: string;
  greaterOrEqual: string;
  less: string;
  greater: string;
  plusMinus: string;
  approx: string;
  over: string;
  fraction: (numerator: string, denominator: string) => string;
  squared: string;
  cubed: string;
  power: string;
  sub: string;
  squareRoot: string;
  cubeRoot: string;
  root: (degree: string) => string;
  degrees: string;
  percent: string;
  infinity: string;
  functions: Record<string, string>;
  greek: Record<string, string>;
}

const EN: Words = {
  plus: 'plus',
  minus: 'minus',
  times: 'times',
  dividedBy: 'divided by',
  equals: 'equals',
  notEqual: 'is not equal to',
  lessOrEqual: 'is less than or equal to',
  greaterOrEqual: 'is greater than or equal to',
  less: 'is less than',
  greater: 'is greater than',
  plusMinus: 'plus or minus',
  approx: 'is approximately',
  over: 'over',
  fraction: (n, d) => `the fraction ${n}, over ${d},`,
  squared: 'squared',
  cubed: 'cubed',
  power: 'to the power of',
  sub: 'sub',
  squareRoot: 'the square root of',
  cubeRoot: 'the cube root of',
  root: (degree) => `the root of degree ${degree} of`,
  degrees: 'degrees',
  percent: 'percent',
  infinity: 'infinity',
  functions: { sin: 'sine', cos: 'cosine', tan: 'tangent', log: 'log', ln: 'natural log', lim: 'the limit' },
  greek: {
    alpha: 'alpha',
    beta: 'beta',
    gamma: 'gamma',
    delta: 'delta',
    epsilon: 'epsilon',
    varepsilon: 'epsilon',
    zeta: 'zeta',
    eta: 'eta',
    theta: 'theta',
    lambda: 'lambda',
    mu: 'mu',
    nu: 'nu',
    pi: 'pi',
    rho: 'rho',
    sigma: 'sigma',
    tau: 'tau',
    phi: 'phi',
    varphi: 'phi',
    chi: 'chi',
    psi: 'psi',
    omega: 'omega',
    Delta: 'delta',
    Sigma: 'sigma',
    Omega: 'omega',
    Gamma: 'gamma',
    Theta: 'theta',
    Lambda: 'lambda',
    Phi: 'phi',
    Pi: 'pi',
  },
};

const AR: Words = {
  plus: 'زائد',
  minus: 'ناقص',
  times: 'في',
  dividedBy: 'مقسوما على',
  equals: 'يساوي',
  notEqual: 'لا يساوي',
  lessOrEqual: 'أصغر من أو يساوي',
  greaterOrEqual: 'أكبر من أو يساوي',
  less: 'أصغر من',
  greater: 'أكبر من',
  plusMinus: 'زائد أو ناقص',
  approx: 'يساوي تقريبا',
  over: 'على',
  fraction: (n, d) => `الكسر ${n}، على ${d}،`,
  squared: 'تربيع',
  cubed: 'تكعيب',
  power: 'أس',
  sub: '',
  squareRoot: 'الجذر التربيعي لـ',
  cubeRoot: 'الجذر التكعيبي لـ',
  root: (degree) => `الجذر من الدرجة ${degree} لـ`,
  degrees: 'درجة',
  percent: 'في المئة',
  infinity: 'ما لا نهاية',
  functions: { sin: 'جا', cos: 'جتا', tan: 'ظا', log: 'لو', ln: 'لو الطبيعي', lim: 'نهاية' },
  greek: {
    alpha: 'ألفا',
    beta: 'بيتا',
    gamma: 'جاما',
    delta: 'دلتا',
    epsilon: 'إبسيلون',
    varepsilon: 'إبسيلون',
    zeta: 'زيتا',
    eta: 'إيتا',
    theta: 'ثيتا',
    lambda: 'لامدا',
    mu: 'ميو',
    nu: 'نيو',
    pi: 'باي',
    rho: 'رو',
    sigma: 'سيجما',
    tau: 'تاو',
    phi: 'فاي',
    varphi: 'فاي',
    chi: 'كاي',
    psi: 'بساي',
    omega: 'أوميجا',
    Delta: 'دلتا',
    Sigma: 'سيجما',
    Omega: 'أوميجا',
    Gamma: 'جاما',
    Theta: 'ثيتا',
    Lambda: 'لامدا',
    Phi: 'فاي',
    Pi: 'باي',
  },
};

/**
 * Latin variables as Egyptian schoolbooks write them in Arabic: x, y, z are س, ص, ع and a to e follow the abjad
 * order (أ ب ج د هـ); the rest take the nearest Arabic sound.
 */
const ARABIC_LETTER: Record<string, string> = {
  a: 'أ',
  b: 'ب',
  c: 'ج',
  d: 'د',
  e: 'هـ',
  f: 'ف',
  g: 'غ',
  h: 'ح',
  i: 'ي',
  j: 'ط',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  o: 'و',
  p: 'ق',
  q: 'ظ',
  r: 'ر',
  s: 'ش',
  t: 'ت',
  u: 'ض',
  v: 'ذ',
  w: 'ث',
  x: 'س',
  y: 'ص',
  z: 'ع',
};

const SYMBOLS: Record<string, keyof Words> = {
  '+': 'plus',
  '-': 'minus',
  '−': 'minus',
  '×': 'times',
  '*': 'times',
  '·': 'times',
  '÷': 'dividedBy',
  '/': 'over',
  '=': 'equals',
  '≠': 'notEqual',
  '≤': 'lessOrEqual',
  '≥': 'greaterOrEqual',
  '<': 'less',
  '>': 'greater',
  '±': 'plusMinus',
  '≈': 'approx',
  '%': 'percent',
  '∞': 'infinity',
  '°': 'degrees',
};

const COMMANDS: Record<string, keyof Words> = {
  times: 'times',
  cdot: 'times',
  div: 'dividedBy',
  neq: 'notEqual',
  ne: 'notEqual',
  leq: 'lessOrEqual',
  le: 'lessOrEqual',
  leqslant: 'lessOrEqual',
  geq: 'greaterOrEqual',
  ge: 'greaterOrEqual',
  geqslant: 'greaterOrEqual',
  lt: 'less',
  gt: 'greater',
  pm: 'plusMinus',
  approx: 'approx',
  infty: 'infinity',
  circ: 'degrees',
  degree: 'degrees',
  '%': 'percent',
};

/** Commands that only style or space what follows: read their argument (or nothing) as it is. */
const TRANSPARENT = new Set([
  'left',
  'right',
  'displaystyle',
  'mathbf',
  'mathit',
  'boldsymbol',
  'vec',
  'overline',
]);
const TEXT = new Set(['text', 'mathrm', 'textbf', 'operatorname', 'mbox']);

type Token =
  | { kind: 'command'; name: string }
  | { kind: 'char'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'text'; value: string };

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < tex.length;) {
    const ch = tex[i]!;
    if (ch === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(tex.slice(i))?.[1] ?? '';
      i += 1 + name.length;
      // \text{...} keeps its words and spaces as written.
      const text = TEXT.has(name) ? /^\s*\{([^{}]*)\}/.exec(tex.slice(i)) : null;
      if (text) {
        tokens.push({ kind: 'text', value: text[1]!.trim() });
        i += text[0].length;
      } else tokens.push({ kind: 'command', name });
    } else if (/[0-9]/.test(ch)) {
      const value = /^[0-9]+(?:[.,][0-9]+)?/.exec(tex.slice(i))![0];
      tokens.push({ kind: 'number', value });
      i += value.length;
    } else if (ch === '²' || ch === '³') {
      // Unicode squares and cubes (x², 2³) read as the powers they are.
      tokens.push({ kind: 'char', value: '^' }, { kind: 'number', value: ch === '²' ? '2' : '3' });
      i++;
    } else if (/\s/.test(ch)) i++;
    else {
      tokens.push({ kind: 'char', value: ch });
      i++;
    }
  }
  return tokens;
}

class Reader {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly words: Words,
    private readonly language: SpeechLanguage,
  ) {}

  /** Every word of the formula (a stray closing brace is passed over). */
  all(): string[] {
    const out: string[] = [];
    while (this.at < this.tokens.length) {
      out.push(...this.sequence());
      this.at++;
    }
    return out;
  }

  /** Words up to the end, or up to the `}` that closes the group being read. */
  sequence(): string[] {
    const out: string[] = [];
    while (this.at < this.tokens.length) {
      const token = this.tokens[this.at]!;
      if (token.kind === 'char' && token.value === '}') break;
      out.push(...this.withScripts(this.atom()));
    }
    return out;
  }

  /** One `{...}` group or single token as an argument (of \frac, ^, _ ...). */
  private argument(): string[] {
    const token = this.tokens[this.at];
    if (!token) return [];
    if (token.kind === 'char' && token.value === '{') {
      this.at++;
      const inner = this.sequence();
      this.at++; // the closing brace
      return inner;
    }
    return this.atom();
  }

  private withScripts(base: string[]): string[] {
    const out = [...base];
    for (;;) {
      const token = this.tokens[this.at];
      if (!(token?.kind === 'char' && (token.value === '^' || token.value === '_'))) return out;
      this.at++;
      const script = this.argument();
      if (token.value === '_') out.push(...(this.words.sub ? [this.words.sub] : []), ...script);
      else if (script.length === 1 && script[0] === '2') out.push(this.words.squared);
      else if (script.length === 1 && script[0] === '3') out.push(this.words.cubed);
      else if (script.length === 1 && script[0] === this.words.degrees) out.push(this.words.degrees);
      else out.push(this.words.power, ...script);
    }
  }

  private atom(): string[] {
    const token = this.tokens[this.at++]!;
    const w = this.words;
    if (token.kind === 'number' || token.kind === 'text') return token.value ? [token.value] : [];
    if (token.kind === 'char') {
      const { value } = token;
      if (value === '{') {
        const inner = this.sequence();
        this.at++;
        return inner;
      }
      if (SYMBOLS[value]) return [w[SYMBOLS[value]] as string];
      if (/[A-Za-z]/.test(value))
        return [this.language === 'ar' ? (ARABIC_LETTER[value.toLowerCase()] ?? value) : value];
      if (value === ',') return [','];
      // Brackets group silently; other punctuation (&, ', !, ...) has no word of its own here.
      return /[\p{L}\p{N}]/u.test(value) ? [value] : [];
    }
    const { name } = token;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = this.argument();
      const denominator = this.argument();
      // "1 over 2"; a longer part is fenced by pauses, so the listener hears where the fraction ends.
      if (numerator.length <= 1 && denominator.length <= 1) return [...numerator, w.over, ...denominator];
      return [w.fraction(numerator.join(' '), denominator.join(' '))];
    }
    if (name === 'sqrt') {
      const degree: string[] = [];
      if (
        this.tokens[this.at]?.kind === 'char' &&
        (this.tokens[this.at] as { value: string }).value === '['
      ) {
        this.at++;
        while (this.at < this.tokens.length) {
          const t = this.tokens[this.at]!;
          if (t.kind === 'char' && t.value === ']') break;
          degree.push(...this.atom());
        }
        this.at++;
      }
      const radicand = this.argument();
      const phrase =
        degree.length === 0 || degree.join(' ') === '2'
          ? w.squareRoot
          : degree.join(' ') === '3'
            ? w.cubeRoot
            : w.root(degree.join(' '));
      return [phrase, ...radicand];
    }
    if (TRANSPARENT.has(name)) return [];
    if (COMMANDS[name]) return [w[COMMANDS[name]] as string];
    if (w.greek[name]) return [w.greek[name]];
    if (w.functions[name]) return [w.functions[name]];
    return []; // spacing (\, \; \quad) and anything unknown
  }
}

/** "squared" / "cubed" in the language: a unit's square or cube in prose (cm², سم³). */
export const powerWord = (exponent: '2' | '3', language: SpeechLanguage) =>
  (language === 'ar' ? AR : EN)[exponent === '2' ? 'squared' : 'cubed'];

/** A LaTeX formula (without its \( \) delimiters) read as words in the language. */
export function mathToWords(tex: string, language: SpeechLanguage): string {
  const words = language === 'ar' ? AR : EN;
  const reader = new Reader(tokenize(tex), words, language);
  return reader.all().join(' ').replace(/ ,/g, ',').replace(/\s+/g, ' ').trim();
}
