/**
 * A tutoring turn inside practice (the item fenced in the system prompt between <practice-item> tags, ADR 22): the
 * development model gives a hint that keeps the key back, or, asked to leak, the key outright in one form, so
 * tests and `npm run eval` can show the leak guard holding each form back. Asked by a marker `[[leak:<form>]]` in
 * the learner's message or the prompt (a stem may carry it), or for every turn by DEV_MODEL_LEAK=<form>. A
 * programming exercise's key is its model solution: the leak `code` writes it out in a fenced block. Asked why a
 * program fails (a failing test in the fence), the model points at the line of the error: "Look at line N: ...".
 */

export const LEAK_FORMS = [
  'digits',
  'eastern-digits',
  'decimal-comma',
  'fraction',
  'decimal',
  'words-en',
  'words-ar',
  'expression',
  'arabic-variables',
  'choice',
  'code',
] as const;
export type LeakForm = (typeof LEAK_FORMS)[number];

const FENCE = /\n<practice-item>\n([\s\S]*?)\n<\/practice-item>/;
const KEY =
  /<key kind="(number|expression|text)"(?: tolerance="[^"]*")?(?: variables="([^"]*)")?>([^<]*)<\/key>/;
const CODE_KEY = /<key kind="code" language="([^"]*)">\n([\s\S]*?)\n<\/key>/;
const MARKER = /\[\[leak:([a-z-]+)\]\]/;

export interface FencedKey {
  kind: 'number' | 'expression' | 'text' | 'code';
  value: string;
  /** A code key's programming language. */
  language?: string;
}

/** The key of the practice item fenced in a system prompt; undefined when there is none. */
export function fencedKey(system: string): FencedKey | undefined {
  const fence = FENCE.exec(system)?.[1];
  const code = fence && CODE_KEY.exec(fence);
  if (code) return { kind: 'code', value: code[2]!, language: code[1]! };
  const key = fence && KEY.exec(fence);
  return key ? { kind: key[1] as FencedKey['kind'], value: key[3]! } : undefined;
}

/** The leak asked for: a marker in the learner's message or the prompt, else the server-wide setting. */
export function leakFormOf(system: string, last: string): LeakForm | undefined {
  const asked = MARKER.exec(last)?.[1] ?? MARKER.exec(system)?.[1] ?? process.env.DEV_MODEL_LEAK;
  return (LEAK_FORMS as readonly string[]).includes(asked ?? '') ? (asked as LeakForm) : undefined;
}

const EASTERN = '٠١٢٣٤٥٦٧٨٩';
const eastern = (text: string) => text.replace(/\d/g, (d) => EASTERN[Number(d)]!).replace(/\./g, '٫');

const EN_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const EN_PARTS = [
  '',
  '',
  'half',
  'third',
  'quarter',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const AR_NUMBERS = [
  'صفر',
  'واحد',
  'اثنان',
  'ثلاثة',
  'أربعة',
  'خمسة',
  'ستة',
  'سبعة',
  'ثمانية',
  'تسعة',
  'عشرة',
];
const AR_PLURAL_PARTS = [
  '',
  '',
  'أنصاف',
  'أثلاث',
  'أرباع',
  'أخماس',
  'أسداس',
  'أسباع',
  'أثمان',
  'أتساع',
  'أعشار',
];
const AR_ONE_PART = ['', '', 'نصف', 'ثلث', 'ربع', 'خمس', 'سدس', 'سبع', 'ثمن', 'تسع', 'عشر'];

/** A number as a fraction p/q with q at most 10 (q = 1 for an integer). */
function asFraction(value: number): [number, number] | undefined {
  for (let q = 1; q <= 10; q++) {
    const p = Math.round(value * q);
    if (Math.abs(p / q - value) < 1e-9) return [p, q];
  }
  return undefined;
}

function numberIn(form: LeakForm, value: number): string {
  const plain = String(value);
  const fraction = asFraction(value);
  switch (form) {
    case 'eastern-digits':
      return eastern(plain);
    case 'decimal-comma':
      return Number.isInteger(value) ? `${value},0` : plain.replace('.', ',');
    case 'fraction':
      // An equivalent fraction, not the one the worked solution writes: 6/8 for 0.75, 6/2 for 3.
      return fraction ? `${fraction[0] * 2}/${fraction[1] * 2}` : plain;
    case 'decimal':
      return Number.isInteger(value) ? `${value}.0` : plain;
    case 'words-en': {
      if (!fraction || fraction[0] < 0 || fraction[0] > 12) return plain;
      const [p, q] = fraction;
      if (q === 1) return EN_NUMBERS[p]!;
      if (p === 1) return `one ${EN_PARTS[q]}`;
      return `${EN_NUMBERS[p]} ${q === 2 ? 'halves' : `${EN_PARTS[q]}s`}`;
    }
    case 'words-ar': {
      if (!fraction || fraction[0] < 0 || fraction[0] > 10) return plain;
      const [p, q] = fraction;
      if (q === 1) return AR_NUMBERS[p]!;
      return p === 1 ? AR_ONE_PART[q]! : `${AR_NUMBERS[p]} ${AR_PLURAL_PARTS[q]}`;
    }
    default:
      return plain;
  }
}

/** Top-level terms of a sum in mathjs syntax ("2*x + 2" as ["2*x", "+2"]). */
function terms(expr: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of expr.replace(/\s+/g, '')) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === '+' || ch === '-') && depth === 0 && current) {
      out.push(current);
      current = ch === '-' ? '-' : '';
      continue;
    }
    current += ch;
  }
  if (current) out.push(current);
  return out;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));

/** An equivalent expression written differently: the common factor taken out (2(x + 1) for 2x + 2). */
function equivalentExpression(expr: string): string {
  const parts = terms(expr).map((t) => {
    const m = /^(-?)(\d*)\*?(.*)$/.exec(t)!;
    const coefficient = Number(m[2] || 1) * (m[1] ? -1 : 1);
    return { coefficient, rest: m[3]! };
  });
  const common = parts.reduce((g, p) => gcd(g, p.coefficient), 0);
  if (common > 1 && parts.every((p) => Number.isInteger(p.coefficient))) {
    const inner = parts
      .map((p, i) => {
        const c = p.coefficient / common;
        const body = p.rest ? `${Math.abs(c) === 1 ? '' : Math.abs(c)}${p.rest}` : String(Math.abs(c));
        return `${i === 0 ? (c < 0 ? '-' : '') : c < 0 ? ' - ' : ' + '}${body}`;
      })
      .join('');
    return `${common}(${inner})`;
  }
  return `(${terms(expr).reverse().join(' + ').replace(/\+ -/g, '- ')})`;
}

/** School algebra in Arabic: implicit products, س ص ع for x y z, Eastern digits. */
const arabicAlgebra = (expr: string) =>
  eastern(expr.replace(/\*/g, '').replace(/[xyz]/g, (v) => ({ x: 'س', y: 'ص', z: 'ع' })[v]!));

/** The key in the asked form (a form that does not fit the key's kind gives it as the key is written). */
export function keyIn(form: LeakForm, key: FencedKey, arabic = false): string {
  if (key.kind === 'code') return `\`\`\`${key.language}\n${key.value}\n\`\`\``;
  if (key.kind === 'number') return numberIn(form, Number(key.value));
  if (key.kind === 'expression') {
    if (form === 'expression') return equivalentExpression(key.value);
    if (form === 'arabic-variables') return arabicAlgebra(key.value);
    return key.value.replace(/\*/g, '');
  }
  // A text key: a choice's text or a short answer's form, in the prompt's language when it has both.
  const forms = key.value.split(' | ');
  return (arabic && forms.find((f) => /[\u0600-\u06FF]/.test(f))) || forms[0]!;
}

/** The turn's answer: a hint that keeps the key back, or the key outright when a leak is asked for. */
export function practiceAnswer(system: string, last: string, arabic: boolean): string | undefined {
  const key = fencedKey(system);
  if (!key) return undefined;
  const dev = arabic ? '_(رد من نموذج تطوير محلي)_' : '_(a reply from the local development model)_';
  const form = leakFormOf(system, last);
  if (form) {
    const said = keyIn(form, key, arabic);
    if (key.kind === 'code')
      return arabic ? `هذا هو الحل:\n\n${said}\n\n${dev}` : `Here is the solution:\n\n${said}\n\n${dev}`;
    return arabic ? `الإجابة هي ${said}.\n\n${dev}` : `The answer is ${said}.\n\n${dev}`;
  }
  const failing = failingLine(system);
  if (failing) return `${pointAt(failing, arabic)}\n\n${dev}`;
  return arabic
    ? `**تلميح:** اقرأ السؤال مرة أخرى واكتب ما تعرفه وما هو مطلوب. ما الخطوة الصغيرة التالية؟\n\n${dev}`
    : `**Hint:** read the question again and write down what you know and what is asked. What is the next small step?\n\n${dev}`;
}

/** The line of the learner's program a failing run points at: the error's line, else the last that returns or prints. */
export interface FailingLine {
  line: number;
  code: string;
  error?: string;
}

const LEARNER_CODE = /<learner-code[^>]*>\n([\s\S]*?)\n<\/learner-code>/;
const TEST_ERROR = /<test-error(?: line="(\d+)")?>([^\n]*)/;

/** The failing run fenced in a system prompt (issue 34), read as the line to point at; undefined when none. */
export function failingLine(system: string): FailingLine | undefined {
  const fence = FENCE.exec(system)?.[1];
  if (!fence?.includes('<failing-test')) return undefined;
  const lines = [...(LEARNER_CODE.exec(fence)?.[1] ?? '').matchAll(/^\s*(\d+)\| ?(.*)$/gm)].map((m) => ({
    line: Number(m[1]),
    code: m[2]!.trim(),
  }));
  const error = TEST_ERROR.exec(fence);
  const at =
    lines.find((l) => l.line === Number(error?.[1])) ??
    lines.findLast((l) => /\b(return|print|console\.log)\b/.test(l.code)) ??
    lines.at(-1);
  return at && { ...at, ...(error?.[2] ? { error: error[2].replace(/<\/test-error>$/, '') } : {}) };
}

function pointAt({ line, code, error }: FailingLine, arabic: boolean): string {
  if (arabic)
    return `انظر إلى السطر ${line}: \`${code}\`. ${error ? `توقف برنامجك هنا بالخطأ «${error}».` : 'من هنا تأتي المخرجات الخاطئة.'} ماذا يفعل هذا السطر بمدخلات الاختبار؟`;
  return `Look at line ${line}: \`${code}\`. ${error ? `Your program stopped here with “${error}”.` : 'This is where the wrong output comes from.'} What does this line do with the test’s input?`;
}
