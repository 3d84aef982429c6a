/**
 * How the development model honours the tutor's teaching modes, read from the system prompt it receives (the
 * prompts of services/tutor-inference/src/domain/prompts): deterministic, so tests can check each mode's shape.
 */

export type Mode = 'explain' | 'guide' | 'quiz' | 'code';
export interface Turn {
  role: string;
  text: string;
}

const MODE_LINES: [RegExp, Mode][] = [
  [/Teaching mode: Guide me|طريقة التدريس: أرشدني/, 'guide'],
  [/Teaching mode: Quiz me|طريقة التدريس: اختبرني/, 'quiz'],
  [/Teaching mode: Coding assistant|طريقة التدريس: مساعد البرمجة/, 'code'],
];
export const modeOf = (system: string): Mode =>
  MODE_LINES.find(([line]) => line.test(system))?.[1] ?? 'explain';
/** The Arabic prompts say so in Arabic; older English prompts named the language. */
export const isArabicPrompt = (system: string) => /باللغة العربية|\bArabic\b/.test(system);

/** The learner's message that asks to see the echoed prompt (a test mode: what reached the model). */
export const ECHO_MARKER = '[[echo:prompt]]';
export const echoPrompt = (system: string) => `${ECHO_MARKER}\n\n${system}`;

const dev = (ar: boolean) =>
  ar ? '_(رد من نموذج تطوير محلي)_' : '_(a reply from the local development model)_';

// ---- Guide me: a ladder of three hints, then the worked solution --------------------------------------------

const HINT = /\*\*(?:Hint|تلميح) (\d)\/3/;
const SOLUTION = /^## (?:Worked solution|الحل خطوة بخطوة)/m;
const ASKS_SOLUTION =
  /\b(?:show|give|tell)\s+me\s+the\s+(?:worked\s+)?(?:solution|answer)\b|\bsolution,?\s+please\b|(?:أرني|أعطني|اعرض|أريد|وضّح لي)\s+(?:لي\s+)?الحل/i;

export function guideAnswer(history: Turn[], ar: boolean): string {
  // The ladder restarts after a worked solution: a new problem gets its own three hints.
  const since = history.slice(
    history.findLastIndex((t) => t.role === 'assistant' && SOLUTION.test(t.text)) + 1,
  );
  const hints = since.filter((t) => t.role === 'assistant' && HINT.test(t.text)).length;
  const problem = (since.find((t) => t.role === 'user')?.text ?? '').slice(0, 120);
  const last = since.filter((t) => t.role === 'user').at(-1)?.text ?? '';
  if (hints >= 3 || ASKS_SOLUTION.test(last)) {
    return ar
      ? [
          '## الحل خطوة بخطوة',
          '',
          `المسألة: «${problem}»`,
          '',
          '1. نكتب ما نعرفه وما هو مطلوب.',
          '2. نطبّق القاعدة \\( a^2 + b^2 = c^2 \\).',
          '3. نحسب ونتحقق: \\( c = \\sqrt{a^2 + b^2} \\).',
          '',
          '**الإجابة النهائية** تأتي في آخر خطوة، بعد التحقق.',
          '',
          dev(true),
        ].join('\n')
      : [
          '## Worked solution',
          '',
          `The problem: "${problem}"`,
          '',
          '1. We write down what we know and what is asked.',
          '2. We apply the rule \\( a^2 + b^2 = c^2 \\).',
          '3. We calculate and check: \\( c = \\sqrt{a^2 + b^2} \\).',
          '',
          '**The final answer** comes last, once it is checked.',
          '',
          dev(false),
        ].join('\n');
  }
  const n = hints + 1;
  const steps = ar
    ? [
        ['ابدأ بكتابة ما تعرفه وما هو مطلوب في المسألة.', 'ما أول شيء ستجرّبه؟'],
        [
          'فكّر في القاعدة التي تربط ما تعرفه بما تحتاجه، مثل \\( a^2 + b^2 = c^2 \\).',
          'أي قاعدة تناسب هنا، وماذا تحصل عليه عند تطبيقها؟',
        ],
        ['طبّقها خطوة خطوة وتحقق من كل خطوة؛ أنت قريب من الحل.', 'ما إجابتك؟ (أو اطلب مني: أرني الحل.)'],
      ]
    : [
        [
          'Start by writing down what you know and what you are asked to find.',
          'What is the first thing you would try?',
        ],
        [
          'Think of the rule that links what you know to what you need, such as \\( a^2 + b^2 = c^2 \\).',
          'Which rule fits here, and what do you get when you apply it?',
        ],
        [
          'Apply it one step at a time and check each step: you are nearly there.',
          'What is your answer? (Or ask me: show me the solution.)',
        ],
      ];
  const [hint, question] = steps[n - 1]!;
  return [`**${ar ? 'تلميح' : 'Hint'} ${n}/3:** ${hint}`, '', question, '', dev(ar)].join('\n');
}

// ---- Quiz me: one short sum at a time, marked as a structured output ----------------------------------------

const QUESTION = /\*\*(?:Question|السؤال) (\d+)\*\*/;
const SUM = /(\d+)\s*\+\s*(\d+)/g;

export function quizQuestion(history: Turn[], system: string, ar: boolean): string {
  const asked = history.filter((t) => t.role === 'assistant' && QUESTION.test(t.text)).length;
  const n = asked + 1;
  const [a, b] = [n + 2, 2 * n + 3];
  const about = /^(?:Unit|الوحدة): (.+)\. (?:Keep the conversation|اجعل المحادثة)/m.exec(system)?.[1];
  return ar
    ? `**السؤال ${n}**${about ? ` (${about})` : ''}: كم يساوي ${a} + ${b}؟\n\n${dev(true)}`
    : `**Question ${n}**${about ? ` (${about})` : ''}: What is ${a} + ${b}?\n\n${dev(false)}`;
}

const ARABIC_DIGITS = /[٠-٩]/g;
const westernDigits = (text: string) => text.replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x660));

/** The structured mark for the marking request's "Question: ... / Answer: ..." (either language). */
export function quizMark(input: string, ar: boolean): { correct: boolean; reason: string } {
  const split = /\n(?:Answer|الإجابة): /.exec(input);
  const question = split ? input.slice(0, split.index) : input;
  const answer = westernDigits(split ? input.slice(split.index + split[0].length) : '');
  const sum = [...question.matchAll(SUM)].at(-1);
  if (!sum)
    return {
      correct: false,
      reason: ar
        ? 'نموذج التطوير لا يصحّح إلا أسئلته.'
        : 'The development model only marks its own questions.',
    };
  const [a, b] = [Number(sum[1]), Number(sum[2])];
  const given = /-?\d+/.exec(answer)?.[0];
  const correct = given !== undefined && Number(given) === a + b;
  const fact = `${a} + ${b} = ${a + b}`;
  if (correct) return { correct, reason: ar ? `${fact}، أحسنت.` : `${fact}, well done.` };
  if (given === undefined)
    return { correct, reason: ar ? `${fact}، ولم تذكر إجابتك عددًا.` : `${fact}; your answer has no number.` };
  return { correct, reason: ar ? `${fact} وليس ${given}.` : `${fact}, not ${given}.` };
}

// ---- Coding assistant: explain the pasted program and point at a line with a bug ----------------------------

interface Finding {
  line: number;
  text: string;
  why: string;
  fix?: string;
}

const CHECKS: {
  test: (line: string, python: boolean) => boolean;
  why: [string, string];
  fix?: (l: string) => string;
}[] = [
  {
    test: (l) =>
      /^\s*(?:if|elif|while)\b[^=]*[^=!<>=]=[^=]/.test(l) || /\b(?:if|while)\s*\([^)]*[^=!<>]=[^=]/.test(l),
    why: [
      'It uses `=` (assignment) where the comparison `==` is meant.',
      'يستخدم `=` (إسناد) بدل المقارنة `==`.',
    ],
    fix: (l) => l.replace(/([^=!<>])=([^=])/, '$1==$2'),
  },
  {
    test: (l) => /\/\s*0(?![\d.])/.test(l),
    why: ['It divides by zero.', 'يقسم على صفر.'],
  },
  {
    test: (l) => /<=\s*(?:len\(|\w+\.length\b|\w+\.size\(\)|\w+\.Length\b)/.test(l),
    why: [
      'The loop goes one step too far (`<=` the length): the last index is length − 1.',
      'الحلقة تتجاوز آخر عنصر بخطوة (`<=` الطول): آخر فهرس هو الطول − 1.',
    ],
    fix: (l) => l.replace('<=', '<'),
  },
  {
    test: (l) => /range\(\s*1\s*,\s*len\(/.test(l),
    why: [
      '`range(1, len(...))` skips the first item (index 0).',
      '`range(1, len(...))` يتخطى العنصر الأول (الفهرس 0).',
    ],
    fix: (l) => l.replace(/range\(\s*1\s*,\s*/, 'range('),
  },
  {
    test: (l, python) => python && /^\s*(?:if|elif|else|for|while|def|class|try|except)\b[^:]*$/.test(l),
    why: ['The block’s first line is missing its colon `:`.', 'ينقص السطرَ الأول من الكتلة النقطتان `:`.'],
    fix: (l) => `${l.trimEnd()}:`,
  },
];

/** The pasted code: the first fenced block of the message, or the whole message. */
export function pastedCode(message: string): string {
  const fenced = /```[^\n]*\n([\s\S]*?)```/.exec(message);
  return (fenced ? fenced[1]! : message).replace(/\s+$/, '');
}

export function findBug(code: string, python: boolean): Finding | undefined {
  const lines = code.split('\n');
  for (const check of CHECKS) {
    const at = lines.findIndex((l) => check.test(l, python));
    if (at >= 0) {
      const text = lines[at]!.trim();
      return { line: at + 1, text, why: check.why[0], fix: check.fix?.(text) };
    }
  }
  return undefined;
}

export function codeAnswer(message: string, system: string, ar: boolean): string {
  const language = /(?:programming language|لغة البرمجة): ([\w#+]+)/i.exec(system)?.[1] ?? '';
  const code = pastedCode(message);
  const lines = code.split('\n').filter((l) => l.trim());
  if (lines.length < 2)
    return ar
      ? `الصق الشيفرة التي تريد أن نراجعها معًا، وسأشرحها وأبحث عن الخطأ فيها.\n\n${dev(true)}`
      : `Paste the code you would like us to look at, and I will explain it and look for its bug.\n\n${dev(false)}`;
  const python = /python/i.test(language) || /^\s*def\s|:\s*$/m.test(code);
  const found = findBug(code, python);
  const names = [...code.matchAll(/\b(?:def|function|void|int|class)\s+(\w+)\s*\(/g)].map(
    (m) => `\`${m[1]}\``,
  );
  const arWhy = found && CHECKS.find((c) => c.why[0] === found.why)?.why[1];
  if (ar)
    return [
      '## ما تفعله شيفرتك',
      `برنامجك ${lines.length} أسطر${names.length ? ` ويعرّف ${names.join('، ')}` : ''}، ويُنفَّذ من الأعلى إلى الأسفل سطرًا بعد سطر.`,
      '',
      '## الخطأ',
      found
        ? `السطر ${found.line}: \`${found.text}\`\n\n${arWhy}${found.fix ? ` جرّب: \`${found.fix}\`` : ''}`
        : `لم أجد خطأ واضحًا؛ راجع السطر ${lines.length}: \`${lines.at(-1)!.trim()}\``,
      '',
      '## اختبار مقترح',
      `شغّل البرنامج بمدخل يصل إلى السطر ${found?.line ?? lines.length} وقارن الناتج بما تتوقعه.`,
      '',
      'لم أُعِد كتابة برنامجك: غيّر هذا السطر فقط.',
      '',
      dev(true),
    ].join('\n');
  return [
    '## What your code does',
    `Your program has ${lines.length} lines${names.length ? ` and defines ${names.join(', ')}` : ''}; it runs from top to bottom, one line after another.`,
    '',
    '## The bug',
    found
      ? `Line ${found.line}: \`${found.text}\`\n\n${found.why}${found.fix ? ` Try: \`${found.fix}\`` : ''}`
      : `I found no clear bug; check line ${lines.length}: \`${lines.at(-1)!.trim()}\``,
    '',
    '## A test to try',
    `Run the program with an input that reaches line ${found?.line ?? lines.length} and compare the result with what you expect.`,
    '',
    'I have not rewritten your program: change only this line.',
    '',
    dev(false),
  ].join('\n');
}
