import type { Bilingual, CodeTest, Difficulty, Item } from '../../items/types';
import { arabicDigits, type Pair } from '../science/write';

/**
 * JavaScript exercises that run (issue 34): each is a brief, starter code, tests (examples shown, hidden edge
 * cases) and a model solution that is the key. Programs read input with `prompt()` and print with `console.log`;
 * `after` calls the learner's functions. There is no page to run against, so the DOM topic works on what DOM
 * code does with data (HTML strings, state objects, event objects), and says the page is simulated.
 */

export interface TestSpec {
  /** The test's name, shown with its verdict (a hidden test's name must not give its input away). */
  n: Pair;
  stdin?: string;
  after?: string;
  out: string;
  hidden?: true;
}

interface ExerciseSpec {
  s: string;
  d: Difficulty;
  /** The brief. */
  q: Pair;
  starter: string;
  /** The model solution: the key, and the worked solution's last step. */
  key: string;
  tests: readonly TestSpec[];
  /** The worked solution's steps before the model solution. */
  sol: Pair[];
  hints: Pair[];
}

/** Code items are numbered from 101 so that a unit's written items (1, 2, ..., append-only) never collide. */
const FIRST_NUMBER = 101;

const bi = ([ar, en]: Pair): Bilingual => ({ ar: arabicDigits(ar), en });

/**
 * `after` runs as a second script in the program's global scope: a test that declares names (`const state`) is
 * wrapped in a block, so a learner's own top-level `state` is shadowed instead of clashing with it.
 */
const scoped = (after: string): string =>
  /^(const|let|class) /m.test(after) ? `{\n${after.replace(/^/gm, '  ')}\n}` : after;

/** Tests as the runner takes them, with ids `t1`, `t2`... (exercises and project milestones alike). */
export const codeTests = (specs: readonly TestSpec[]): CodeTest[] =>
  specs.map((t, i) => ({
    id: `t${i + 1}`,
    name: bi(t.n),
    ...(t.stdin !== undefined && { stdin: t.stdin }),
    ...(t.after !== undefined && { after: scoped(t.after) }),
    expected: t.out,
    ...(t.hidden && { hidden: true }),
  }));

function exercise(unitId: string, n: number, spec: ExerciseSpec): Item {
  const fence = `\n\`\`\`javascript\n${spec.key}\n\`\`\``;
  const tests = codeTests(spec.tests);
  return {
    id: `${unitId}/${FIRST_NUMBER + n}`,
    unitId,
    skill: `${unitId}/${spec.s}`,
    difficulty: spec.d,
    kind: 'code',
    stem: bi(spec.q),
    key: { kind: 'code', solution: spec.key },
    keyText: { ar: spec.key, en: spec.key },
    solution: [...spec.sol.map(bi), { ar: `الحل النموذجي:${fence}`, en: `A model solution:${fence}` }],
    hints: spec.hints.map(bi),
    code: { language: 'javascript', starter: spec.starter, tests },
  };
}

/** A topic's exercises, numbered in the order given (ids stay stable: append only). */
const topic = (unitId: string, specs: readonly ExerciseSpec[]): Item[] =>
  specs.map((spec, i) => exercise(unitId, i, spec));

export const example = (k: number): Pair => [`مثال ${k}`, `Example ${k}`];
export const hidden = (k: number): Pair => [`اختبار مخفي ${k}`, `Hidden test ${k}`];

/** The note every DOM exercise carries: the page is simulated by plain objects. */
const SIMULATED: Pair = [
  '_لا توجد صفحة حقيقية هنا: نحاكي جزء الصفحة ببيانات وكائنات عادية، ونختبر ما يفعله كودك بها._',
  '_There is no real page here: the page part is simulated with plain data and objects, and the tests check what your code does with them._',
];
const dom = ([ar, en]: Pair): Pair => [`${ar}\n\n${SIMULATED[0]}`, `${en}\n\n${SIMULATED[1]}`];

export const JAVASCRIPT_CODE_ITEMS: Item[] = [
  ...topic('javascript-variables', [
    {
      s: 'strings',
      d: 1,
      q: [
        'اقرأ اسمًا بـ `prompt()` واطبع ترحيبًا به بالشكل `Ahlan, <الاسم>!`. مثلًا للاسم `Mona` يطبع البرنامج `Ahlan, Mona!`.',
        'Read a name with `prompt()` and print a greeting in the form `Ahlan, <name>!`. For the name `Mona` the program prints `Ahlan, Mona!`.',
      ],
      starter: 'const name = prompt();\n// اطبع الترحيب هنا / print the greeting here\n',
      key: "const name = prompt();\nconsole.log('Ahlan, ' + name + '!');",
      tests: [
        { n: example(1), stdin: 'Mona', out: 'Ahlan, Mona!' },
        { n: example(2), stdin: 'Karim', out: 'Ahlan, Karim!' },
        { n: hidden(1), stdin: 'Abd El Rahman', out: 'Ahlan, Abd El Rahman!', hidden: true },
        { n: hidden(2), stdin: 'مريم', out: 'Ahlan, مريم!', hidden: true },
      ],
      sol: [
        [
          'نضم ثلاثة أجزاء بـ `+`: بداية التحية، ثم المتغير `name`، ثم علامة التعجب.',
          'Join three parts with `+`: the start of the greeting, the variable `name`, then the exclamation mark.',
        ],
      ],
      hints: [
        [
          '`console.log` يطبع نصًا واحدًا تبنيه من أجزاء.',
          '`console.log` prints one text that you build from parts.',
        ],
        [
          'انتبه للفاصلة والمسافة بعد `Ahlan` ولعلامة `!` في النهاية.',
          'Mind the comma and space after `Ahlan`, and the `!` at the end.',
        ],
      ],
    },
    {
      s: 'coercion',
      d: 1,
      q: [
        'اقرأ عددين، كلٌّ في سطر، واطبع مجموعهما. البرنامج الحالي يطبع `53` بدل `8` عندما يكون المدخل `5` و `3`: أصلحه.',
        'Read two numbers, one per line, and print their sum. The program below prints `53` instead of `8` for the input `5` and `3`: fix it.',
      ],
      starter: 'const a = prompt();\nconst b = prompt();\nconsole.log(a + b);\n',
      key: 'const a = Number(prompt());\nconst b = Number(prompt());\nconsole.log(a + b);',
      tests: [
        { n: example(1), stdin: '5\n3', out: '8' },
        { n: example(2), stdin: '10\n0', out: '10' },
        { n: hidden(1), stdin: '-2\n7', out: '5', hidden: true },
        { n: hidden(2), stdin: '1.5\n2.25', out: '3.75', hidden: true },
      ],
      sol: [
        [
          '`prompt()` يعيد نصًا دائمًا، و `+` بين نصين يضمهما. نحول كل مدخل إلى عدد بـ `Number` قبل الجمع.',
          '`prompt()` always returns text, and `+` between two strings joins them. Turn each input into a number with `Number` before adding.',
        ],
      ],
      hints: [
        ['ما نوع القيمة التي يعيدها `prompt()`؟', 'What type of value does `prompt()` return?'],
        ['حوّل النص إلى عدد قبل استخدام `+`.', 'Turn the text into a number before using `+`.'],
      ],
    },
    {
      s: 'let',
      d: 1,
      q: [
        'اقرأ قيمتين في `a` و `b` ثم بدّل بينهما، فيطبع السطر الأخير `a=<قيمة b الأصلية> b=<قيمة a الأصلية>`. للمدخل `tea` و `coffee` يطبع `a=coffee b=tea`. لا تغيّر السطر الأخير.',
        'Read two values into `a` and `b`, then swap them so the last line prints `a=<old b> b=<old a>`. For the input `tea` and `coffee` it prints `a=coffee b=tea`. Do not change the last line.',
      ],
      starter:
        "let a = prompt();\nlet b = prompt();\n// بدّل a و b هنا / swap a and b here\n\nconsole.log('a=' + a + ' b=' + b);\n",
      key: "let a = prompt();\nlet b = prompt();\nconst old = a;\na = b;\nb = old;\nconsole.log('a=' + a + ' b=' + b);",
      tests: [
        { n: example(1), stdin: 'tea\ncoffee', out: 'a=coffee b=tea' },
        { n: example(2), stdin: '1\n2', out: 'a=2 b=1' },
        { n: hidden(1), stdin: 'same\nsame', out: 'a=same b=same', hidden: true },
        { n: hidden(2), stdin: 'Cairo\nAswan', out: 'a=Aswan b=Cairo', hidden: true },
      ],
      sol: [
        [
          'لو كتبنا `a = b` أولًا ضاعت قيمة `a` القديمة. نحفظها في متغير مؤقت، ثم نسند `b` إلى `a`، ثم القيمة المحفوظة إلى `b`.',
          'Writing `a = b` first loses the old `a`. Keep it in a temporary variable, assign `b` to `a`, then the kept value to `b`.',
        ],
      ],
      hints: [
        ['ماذا يبقى من قيمة `a` بعد `a = b`؟', 'What is left of `a` after `a = b`?'],
        [
          'احفظ إحدى القيمتين في متغير ثالث قبل التبديل.',
          'Keep one of the values in a third variable before swapping.',
        ],
      ],
    },
    {
      s: 'numbers',
      d: 2,
      q: [
        'مدة مشوار المترو بالدقائق تُقرأ بـ `prompt()`. اطبعها بالساعات والدقائق بالشكل `2 h 15 min` (للمدخل `135`).',
        'A metro ride lasts a number of minutes read with `prompt()`. Print it in hours and minutes as `2 h 15 min` (for the input `135`).',
      ],
      starter: 'const minutes = Number(prompt());\n// احسب الساعات والدقائق / work out hours and minutes\n',
      key: "const minutes = Number(prompt());\nconst hours = Math.floor(minutes / 60);\nconst rest = minutes % 60;\nconsole.log(hours + ' h ' + rest + ' min');",
      tests: [
        { n: example(1), stdin: '135', out: '2 h 15 min' },
        { n: example(2), stdin: '60', out: '1 h 0 min' },
        { n: hidden(1), stdin: '59', out: '0 h 59 min', hidden: true },
        { n: hidden(2), stdin: '0', out: '0 h 0 min', hidden: true },
        { n: hidden(3), stdin: '1440', out: '24 h 0 min', hidden: true },
      ],
      sol: [
        [
          'عدد الساعات هو ناتج القسمة على 60 بدون الكسر (`Math.floor`)، والدقائق الباقية هي باقي القسمة `%`.',
          'The hours are the minutes divided by 60 without the fraction (`Math.floor`); the minutes left are the remainder, `%`.',
        ],
      ],
      hints: [
        [
          'في الساعة 60 دقيقة: كم ساعة كاملة في 135 دقيقة؟',
          'An hour has 60 minutes: how many whole hours are in 135 minutes?',
        ],
        [
          '`Math.floor` يحذف الكسر، و `%` يعطي الباقي.',
          '`Math.floor` drops the fraction; `%` gives the remainder.',
        ],
      ],
    },
    {
      s: 'template-literals',
      d: 2,
      q: [
        'اقرأ ثلاثة أسطر: اسم الصنف، وسعره بالجنيه، والكمية. اطبع سطر الفاتورة بالشكل `4 x koshary = 100 EGP` (للمدخل `koshary` و `25` و `4`). استخدم قالب نص (template literal).',
        'Read three lines: the item, its price in pounds and the quantity. Print the receipt line as `4 x koshary = 100 EGP` (for the input `koshary`, `25` and `4`). Use a template literal.',
      ],
      starter:
        'const item = prompt();\nconst price = Number(prompt());\nconst quantity = Number(prompt());\n',
      key: 'const item = prompt();\nconst price = Number(prompt());\nconst quantity = Number(prompt());\nconsole.log(`${quantity} x ${item} = ${price * quantity} EGP`);',
      tests: [
        { n: example(1), stdin: 'koshary\n25\n4', out: '4 x koshary = 100 EGP' },
        { n: example(2), stdin: 'falafel\n5\n3', out: '3 x falafel = 15 EGP' },
        { n: hidden(1), stdin: 'tea\n7.5\n3', out: '3 x tea = 22.5 EGP', hidden: true },
        { n: hidden(2), stdin: 'water\n10\n0', out: '0 x water = 0 EGP', hidden: true },
      ],
      sol: [
        [
          'قالب النص يُكتب بين علامتي `` ` `` وكل `${...}` بداخله يُحسب ويوضع مكانه؛ نضع فيه الكمية والصنف والإجمالي `price * quantity`.',
          'A template literal is written between backticks, and each `${...}` inside it is evaluated in place: put the quantity, the item and the total `price * quantity` there.',
        ],
      ],
      hints: [
        ['الإجمالي هو السعر مضروبًا في الكمية.', 'The total is the price times the quantity.'],
        [
          'داخل قالب النص يُكتب التعبير بين `${` و `}`.',
          'Inside a template literal an expression goes between `${` and `}`.',
        ],
      ],
    },
    {
      s: 'typeof',
      d: 3,
      q: [
        'اكتب دالة `describe(value)` تعيد نوع القيمة كما يعيده `typeof`، مع استثناءين: `null` تعيد `"null"`، والمصفوفة تعيد `"array"`.',
        'Write a function `describe(value)` that returns the type of the value as `typeof` gives it, with two exceptions: `null` gives `"null"` and an array gives `"array"`.',
      ],
      starter: 'function describe(value) {\n  // اكتب الكود هنا / write your code here\n}\n',
      key: "function describe(value) {\n  if (value === null) return 'null';\n  if (Array.isArray(value)) return 'array';\n  return typeof value;\n}",
      tests: [
        { n: example(1), after: "console.log(describe(5), describe('hi'))", out: 'number string' },
        { n: example(2), after: 'console.log(describe(true))', out: 'boolean' },
        { n: hidden(1), after: 'console.log(describe(null))', out: 'null', hidden: true },
        {
          n: hidden(2),
          after: 'console.log(describe([1, 2]), describe([]))',
          out: 'array array',
          hidden: true,
        },
        {
          n: hidden(3),
          after: 'console.log(describe({}), describe(undefined))',
          out: 'object undefined',
          hidden: true,
        },
      ],
      sol: [
        [
          '`typeof null` و `typeof []` كلاهما `"object"`، لذا نفحص الحالتين أولًا: `value === null` ثم `Array.isArray(value)`، وإلا نعيد `typeof value`.',
          '`typeof null` and `typeof []` are both `"object"`, so check those two first: `value === null`, then `Array.isArray(value)`; otherwise return `typeof value`.',
        ],
      ],
      hints: [
        [
          'جرّب `typeof null` و `typeof []`: ماذا يعطيان؟',
          'Try `typeof null` and `typeof []`: what do they give?',
        ],
        ['افحص الحالتين الخاصتين قبل الحالة العامة.', 'Check the two special cases before the general one.'],
      ],
    },
  ]),

  ...topic('javascript-conditions', [
    {
      s: 'if-else',
      d: 1,
      q: [
        'اقرأ عددًا صحيحًا واطبع `even` إن كان زوجيًا و `odd` إن كان فرديًا.',
        'Read a whole number and print `even` if it is even and `odd` if it is odd.',
      ],
      starter: 'const n = Number(prompt());\n',
      key: "const n = Number(prompt());\nif (n % 2 === 0) {\n  console.log('even');\n} else {\n  console.log('odd');\n}",
      tests: [
        { n: example(1), stdin: '7', out: 'odd' },
        { n: example(2), stdin: '10', out: 'even' },
        { n: hidden(1), stdin: '0', out: 'even', hidden: true },
        { n: hidden(2), stdin: '-3', out: 'odd', hidden: true },
      ],
      sol: [
        [
          'العدد زوجي إذا كان باقي قسمته على 2 صفرًا. (لاحظ أن `-3 % 2` يساوي `-1`، لذا نقارن بالصفر لا بالواحد.)',
          'A number is even when its remainder on division by 2 is zero. (Note that `-3 % 2` is `-1`, so compare with zero, not one.)',
        ],
      ],
      hints: [
        ['ما العملية التي تعطي باقي القسمة؟', 'Which operator gives the remainder of a division?'],
        [
          'جرّب المدخل `-3`: ما باقي قسمته على 2 في جافاسكريبت؟',
          'Try the input `-3`: what is its remainder on division by 2 in JavaScript?',
        ],
      ],
    },
    {
      s: 'else-if',
      d: 1,
      q: [
        'اكتب دالة `grade(mark)` تعيد التقدير لدرجة من 100: من 85 فأكثر `Excellent`، من 75 `Very good`، من 65 `Good`، من 50 `Pass`، وأقل من 50 `Fail`.',
        'Write a function `grade(mark)` that returns the grade for a mark out of 100: 85 or more `Excellent`, 75 or more `Very good`, 65 or more `Good`, 50 or more `Pass`, below 50 `Fail`.',
      ],
      starter: 'function grade(mark) {\n  // اكتب الشروط هنا / write the conditions here\n}\n',
      key: "function grade(mark) {\n  if (mark >= 85) return 'Excellent';\n  if (mark >= 75) return 'Very good';\n  if (mark >= 65) return 'Good';\n  if (mark >= 50) return 'Pass';\n  return 'Fail';\n}",
      tests: [
        { n: example(1), after: 'console.log(grade(90))', out: 'Excellent' },
        { n: example(2), after: 'console.log(grade(70))', out: 'Good' },
        {
          n: hidden(1),
          after: 'console.log(grade(85), grade(75))',
          out: 'Excellent Very good',
          hidden: true,
        },
        { n: hidden(2), after: 'console.log(grade(50))', out: 'Pass', hidden: true },
        { n: hidden(3), after: 'console.log(grade(49), grade(0))', out: 'Fail Fail', hidden: true },
      ],
      sol: [
        [
          'نفحص من الأعلى إلى الأدنى بـ `>=`؛ أول شرط صحيح يعيد تقديره، فلا نحتاج حدًا أعلى لكل فئة.',
          'Check from the highest down with `>=`; the first true condition returns its grade, so no category needs an upper bound.',
        ],
      ],
      hints: [
        [
          'الدرجة 85 نفسها `Excellent`: هل تستخدم `>` أم `>=`؟',
          'A mark of exactly 85 is `Excellent`: do you use `>` or `>=`?',
        ],
        [
          'ابدأ بأعلى تقدير، فكل شرط بعده يعرف أن ما فوقه لم يتحقق.',
          'Start with the top grade; each later check knows the ones above failed.',
        ],
      ],
    },
    {
      s: 'logical',
      d: 2,
      q: [
        'تذكرة حديقة الحيوان بالجيزة: الأطفال تحت 12 سنة بـ 10 جنيهات، ومن 60 سنة فأكثر بـ 15، والباقون بـ 20. يوم الجمعة يُخصم 5 جنيهات من كل تذكرة. اكتب `ticketPrice(age, isFriday)`.',
        'A ticket for the Giza Zoo: children under 12 pay 10 pounds, people aged 60 or more 15, everyone else 20. On Fridays every ticket is 5 pounds less. Write `ticketPrice(age, isFriday)`.',
      ],
      starter: 'function ticketPrice(age, isFriday) {\n  let price = 20;\n  return price;\n}\n',
      key: 'function ticketPrice(age, isFriday) {\n  let price = 20;\n  if (age < 12) price = 10;\n  else if (age >= 60) price = 15;\n  if (isFriday) price -= 5;\n  return price;\n}',
      tests: [
        { n: example(1), after: 'console.log(ticketPrice(8, false))', out: '10' },
        { n: example(2), after: 'console.log(ticketPrice(30, true))', out: '15' },
        { n: hidden(1), after: 'console.log(ticketPrice(12, false))', out: '20', hidden: true },
        { n: hidden(2), after: 'console.log(ticketPrice(60, true))', out: '10', hidden: true },
        { n: hidden(3), after: 'console.log(ticketPrice(11, true))', out: '5', hidden: true },
      ],
      sol: [
        [
          'نحدد السعر حسب العمر أولًا (`if` ثم `else if`)، ثم نطبق خصم الجمعة في شرط مستقل لأنه يخص كل الأعمار.',
          'Settle the price by age first (`if`, then `else if`), then apply the Friday discount in a separate condition, since it applies at every age.',
        ],
      ],
      hints: [
        [
          'هل خصم الجمعة بديل عن سعر العمر أم يضاف إليه؟',
          'Does the Friday discount replace the age price or come on top of it?',
        ],
        [
          'عمر 12 ليس «تحت 12»، وعمر 60 داخل فئة الكبار.',
          'Age 12 is not "under 12", and age 60 is in the older group.',
        ],
      ],
    },
    {
      s: 'logical',
      d: 2,
      q: [
        'اكتب `isLeap(year)` تعيد `true` للسنة الكبيسة: تقبل القسمة على 4، إلا سنوات القرون (تقبل القسمة على 100) فهي كبيسة فقط إن قبلت القسمة على 400.',
        'Write `isLeap(year)` returning `true` for a leap year: divisible by 4, except century years (divisible by 100), which are leap years only when divisible by 400.',
      ],
      starter: 'function isLeap(year) {\n  return false;\n}\n',
      key: 'function isLeap(year) {\n  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;\n}',
      tests: [
        { n: example(1), after: 'console.log(isLeap(2024))', out: 'true' },
        { n: example(2), after: 'console.log(isLeap(2023))', out: 'false' },
        { n: hidden(1), after: 'console.log(isLeap(1900))', out: 'false', hidden: true },
        { n: hidden(2), after: 'console.log(isLeap(2000))', out: 'true', hidden: true },
      ],
      sol: [
        [
          'السنة كبيسة في حالتين: تقبل القسمة على 4 ولا تقبلها على 100، أو تقبل القسمة على 400. نربط الحالتين بـ `||`.',
          'A year is a leap year in two cases: divisible by 4 but not by 100, or divisible by 400. Join the two cases with `||`.',
        ],
      ],
      hints: [
        [
          'جرّب السنتين 1900 و 2000: كلتاهما تقبل القسمة على 4 و 100.',
          'Try 1900 and 2000: both are divisible by 4 and by 100.',
        ],
        ['`&&` تعني «و»، و `||` تعني «أو».', '`&&` means "and", `||` means "or".'],
      ],
    },
    {
      s: 'comparison',
      d: 1,
      q: [
        'اكتب `largest(a, b, c)` تعيد أكبر الأعداد الثلاثة، بالشروط فقط ودون `Math.max`.',
        'Write `largest(a, b, c)` returning the largest of the three numbers, with conditions only, without `Math.max`.',
      ],
      starter: 'function largest(a, b, c) {\n  let biggest = a;\n  return biggest;\n}\n',
      key: 'function largest(a, b, c) {\n  let biggest = a;\n  if (b > biggest) biggest = b;\n  if (c > biggest) biggest = c;\n  return biggest;\n}',
      tests: [
        { n: example(1), after: 'console.log(largest(3, 9, 4))', out: '9' },
        { n: example(2), after: 'console.log(largest(2, 5, 7))', out: '7' },
        { n: hidden(1), after: 'console.log(largest(-5, -2, -9))', out: '-2', hidden: true },
        { n: hidden(2), after: 'console.log(largest(4, 4, 1), largest(8, 1, 3))', out: '4 8', hidden: true },
      ],
      sol: [
        [
          'نفترض أن الأول هو الأكبر، ثم نقارن كل عدد آخر به ونستبدله إن كان أكبر.',
          'Assume the first is the largest, then compare each other number with it and replace it when that number is larger.',
        ],
      ],
      hints: [
        ['ابدأ بـ `a` كأكبر عدد حتى الآن.', 'Start with `a` as the largest so far.'],
        [
          'قارن `b` ثم `c` بأكبر عدد حتى الآن، كلًا في شرط.',
          'Compare `b`, then `c`, with the largest so far, each in its own condition.',
        ],
      ],
    },
    {
      s: 'logical',
      d: 3,
      q: [
        'اكتب `triangle(a, b, c)` لأطوال أضلاع مثلث: تعيد `invalid` إن لم تكوّن مثلثًا (ضلع غير موجب، أو مجموع ضلعين لا يزيد على الثالث)، وإلا `equilateral` (متساوي الأضلاع) أو `isosceles` (متساوي الساقين) أو `scalene` (مختلف الأضلاع).',
        'Write `triangle(a, b, c)` for the sides of a triangle: return `invalid` when they make no triangle (a side that is not positive, or two sides whose sum is not more than the third), otherwise `equilateral`, `isosceles` or `scalene`.',
      ],
      starter: "function triangle(a, b, c) {\n  return 'scalene';\n}\n",
      key: "function triangle(a, b, c) {\n  if (a <= 0 || b <= 0 || c <= 0) return 'invalid';\n  if (a + b <= c || a + c <= b || b + c <= a) return 'invalid';\n  if (a === b && b === c) return 'equilateral';\n  if (a === b || b === c || a === c) return 'isosceles';\n  return 'scalene';\n}",
      tests: [
        { n: example(1), after: 'console.log(triangle(3, 3, 3))', out: 'equilateral' },
        { n: example(2), after: 'console.log(triangle(3, 4, 5))', out: 'scalene' },
        {
          n: hidden(1),
          after: 'console.log(triangle(5, 8, 5), triangle(5, 5, 8))',
          out: 'isosceles isosceles',
          hidden: true,
        },
        {
          n: hidden(2),
          after: 'console.log(triangle(1, 2, 3), triangle(2, 9, 2))',
          out: 'invalid invalid',
          hidden: true,
        },
        { n: hidden(3), after: 'console.log(triangle(0, 0, 0))', out: 'invalid', hidden: true },
      ],
      sol: [
        [
          'نرفض الأطوال غير الصالحة أولًا، وإلا عُدّ `(0, 0, 0)` متساوي الأضلاع. ثم نفحص تساوي الثلاثة، ثم تساوي أي اثنين، وما بقي مختلف الأضلاع.',
          'Reject impossible sides first, or `(0, 0, 0)` would count as equilateral. Then check all three equal, then any two equal; what is left is scalene.',
        ],
      ],
      hints: [
        [
          'ترتيب الشروط مهم: ما الذي يجب رفضه قبل أي شيء؟',
          'The order of the checks matters: what must be rejected before anything else?',
        ],
        [
          'متساوي الساقين يعني أي ضلعين متساويين، في أي موضع.',
          'Isosceles means any two sides are equal, in any position.',
        ],
      ],
    },
  ]),

  ...topic('javascript-loops', [
    {
      s: 'for',
      d: 1,
      q: [
        'اقرأ عددًا `n` واطبع الأعداد من 1 إلى `n`، كل عدد في سطر. إن كان `n` صفرًا لا يطبع شيئًا.',
        'Read a number `n` and print the numbers from 1 to `n`, one per line. When `n` is zero, print nothing.',
      ],
      starter: 'const n = Number(prompt());\n',
      key: 'const n = Number(prompt());\nfor (let i = 1; i <= n; i++) {\n  console.log(i);\n}',
      tests: [
        { n: example(1), stdin: '4', out: '1\n2\n3\n4' },
        { n: example(2), stdin: '2', out: '1\n2' },
        { n: hidden(1), stdin: '1', out: '1', hidden: true },
        { n: hidden(2), stdin: '0', out: '', hidden: true },
      ],
      sol: [
        [
          'حلقة `for` تبدأ من 1 وتستمر ما دام العداد `<= n`، فتشمل `n` نفسه ولا تدور أبدًا إذا كان `n` صفرًا.',
          'A `for` loop starts at 1 and runs while the counter is `<= n`, so it includes `n` itself and never runs when `n` is zero.',
        ],
      ],
      hints: [
        ['من أين يبدأ العداد، وأين يتوقف؟', 'Where does the counter start, and where does it stop?'],
        [
          'هل يُطبع `n` نفسه؟ اختر `<` أو `<=` بناءً على ذلك.',
          'Is `n` itself printed? Choose `<` or `<=` accordingly.',
        ],
      ],
    },
    {
      s: 'for',
      d: 1,
      q: [
        'اكتب `timesTable(n)` تطبع جدول ضرب `n` من 1 إلى 10 بالشكل `3 x 1 = 3`، سطرًا لكل عملية.',
        'Write `timesTable(n)` that prints the times table of `n` from 1 to 10 in the form `3 x 1 = 3`, one line each.',
      ],
      starter: 'function timesTable(n) {\n  // اطبع عشرة أسطر / print ten lines\n}\n',
      key: "function timesTable(n) {\n  for (let i = 1; i <= 10; i++) {\n    console.log(n + ' x ' + i + ' = ' + n * i);\n  }\n}",
      tests: [
        {
          n: example(1),
          after: 'timesTable(3)',
          out: '3 x 1 = 3\n3 x 2 = 6\n3 x 3 = 9\n3 x 4 = 12\n3 x 5 = 15\n3 x 6 = 18\n3 x 7 = 21\n3 x 8 = 24\n3 x 9 = 27\n3 x 10 = 30',
        },
        {
          n: example(2),
          after: 'timesTable(1)',
          out: '1 x 1 = 1\n1 x 2 = 2\n1 x 3 = 3\n1 x 4 = 4\n1 x 5 = 5\n1 x 6 = 6\n1 x 7 = 7\n1 x 8 = 8\n1 x 9 = 9\n1 x 10 = 10',
        },
        {
          n: hidden(1),
          after: 'timesTable(0)',
          out: '0 x 1 = 0\n0 x 2 = 0\n0 x 3 = 0\n0 x 4 = 0\n0 x 5 = 0\n0 x 6 = 0\n0 x 7 = 0\n0 x 8 = 0\n0 x 9 = 0\n0 x 10 = 0',
          hidden: true,
        },
        {
          n: hidden(2),
          after: 'timesTable(12)',
          out: '12 x 1 = 12\n12 x 2 = 24\n12 x 3 = 36\n12 x 4 = 48\n12 x 5 = 60\n12 x 6 = 72\n12 x 7 = 84\n12 x 8 = 96\n12 x 9 = 108\n12 x 10 = 120',
          hidden: true,
        },
      ],
      sol: [
        [
          'حلقة من 1 إلى 10، وفي كل دورة نبني السطر من `n` والعداد وحاصل ضربهما.',
          'Loop from 1 to 10 and on each pass build the line from `n`, the counter and their product.',
        ],
      ],
      hints: [
        [
          'ما الذي يتغير من سطر إلى آخر؟ اجعله عداد الحلقة.',
          'What changes from line to line? Make it the loop counter.',
        ],
        [
          'انتبه للمسافات حول `x` و `=` في السطر المطبوع.',
          'Mind the spaces around `x` and `=` in the printed line.',
        ],
      ],
    },
    {
      s: 'while',
      d: 2,
      q: [
        'اكتب `digitSum(n)` تعيد مجموع أرقام العدد الصحيح الموجب `n`، مثلًا `digitSum(123)` تعيد `6`. استخدم `%` و `Math.floor` في حلقة `while`، لا النصوص.',
        'Write `digitSum(n)` returning the sum of the digits of the non-negative whole number `n`; `digitSum(123)` is `6`. Use `%` and `Math.floor` in a `while` loop, not strings.',
      ],
      starter: 'function digitSum(n) {\n  let sum = 0;\n  return sum;\n}\n',
      key: 'function digitSum(n) {\n  let sum = 0;\n  while (n > 0) {\n    sum += n % 10;\n    n = Math.floor(n / 10);\n  }\n  return sum;\n}',
      tests: [
        { n: example(1), after: 'console.log(digitSum(123))', out: '6' },
        { n: example(2), after: 'console.log(digitSum(9))', out: '9' },
        { n: hidden(1), after: 'console.log(digitSum(0))', out: '0', hidden: true },
        { n: hidden(2), after: 'console.log(digitSum(1000), digitSum(98765))', out: '1 35', hidden: true },
      ],
      sol: [
        [
          '`n % 10` هو آخر رقم، و `Math.floor(n / 10)` يحذفه. نكرر حتى يصبح العدد صفرًا، ونضيف آخر رقم في كل مرة.',
          '`n % 10` is the last digit and `Math.floor(n / 10)` drops it. Repeat until the number is zero, adding the last digit each time.',
        ],
      ],
      hints: [
        [
          'ما قيمة `123 % 10`؟ وما قيمة `Math.floor(123 / 10)`؟',
          'What is `123 % 10`? And `Math.floor(123 / 10)`?',
        ],
        ['متى تتوقف الحلقة؟ عندما لا يبقى رقم.', 'When does the loop stop? When no digit is left.'],
      ],
    },
    {
      s: 'for-of',
      d: 2,
      q: [
        'اكتب `countVowels(text)` تعيد عدد حروف العلة الإنجليزية (a e i o u، كبيرة أو صغيرة) في النص. `countVowels("Cairo")` تعيد `3`.',
        'Write `countVowels(text)` returning how many English vowels (a e i o u, upper or lower case) the text has. `countVowels("Cairo")` is `3`.',
      ],
      starter: 'function countVowels(text) {\n  let count = 0;\n  return count;\n}\n',
      key: "function countVowels(text) {\n  let count = 0;\n  for (const ch of text.toLowerCase()) {\n    if ('aeiou'.includes(ch)) count++;\n  }\n  return count;\n}",
      tests: [
        { n: example(1), after: "console.log(countVowels('Cairo'))", out: '3' },
        { n: example(2), after: "console.log(countVowels('sky'))", out: '0' },
        { n: hidden(1), after: "console.log(countVowels('AEIOU'))", out: '5', hidden: true },
        { n: hidden(2), after: "console.log(countVowels(''))", out: '0', hidden: true },
        { n: hidden(3), after: "console.log(countVowels('Alexandria Opera'))", out: '8', hidden: true },
      ],
      sol: [
        [
          'نمر على كل حرف بـ `for...of` بعد تحويل النص إلى حروف صغيرة، ونزيد العداد إن كان الحرف أحد حروف العلة.',
          'Go through each character with `for...of` after lower-casing the text, and add one when the character is a vowel.',
        ],
      ],
      hints: [
        [
          '`for (const ch of text)` يمر على الحروف واحدًا واحدًا.',
          '`for (const ch of text)` visits the characters one by one.',
        ],
        [
          'الحرف `A` حرف علة أيضًا: وحّد حالة الحروف أولًا.',
          'The letter `A` is a vowel too: make the case the same first.',
        ],
      ],
    },
    {
      s: 'while',
      d: 2,
      q: [
        'اقرأ أسعارًا، كل سعر في سطر، حتى ينتهي المدخل (`prompt()` تعيد `null`) أو يأتي سطر فارغ. اطبع عددها ومجموعها بالشكل `count=3 total=60`.',
        'Read prices, one per line, until the input ends (`prompt()` returns `null`) or an empty line comes. Print how many and their total as `count=3 total=60`.',
      ],
      starter:
        "let count = 0;\nlet total = 0;\n// اقرأ حتى النهاية / read until the end\nconsole.log('count=' + count + ' total=' + total);\n",
      key: "let count = 0;\nlet total = 0;\nlet line = prompt();\nwhile (line !== null && line !== '') {\n  count++;\n  total += Number(line);\n  line = prompt();\n}\nconsole.log('count=' + count + ' total=' + total);",
      tests: [
        { n: example(1), stdin: '10\n20\n30', out: 'count=3 total=60' },
        { n: example(2), stdin: '15', out: 'count=1 total=15' },
        { n: hidden(1), stdin: '', out: 'count=0 total=0', hidden: true },
        { n: hidden(2), stdin: '5\n\n7', out: 'count=1 total=5', hidden: true },
        { n: hidden(3), stdin: '2.5\n2.5\n1', out: 'count=3 total=6', hidden: true },
      ],
      sol: [
        [
          'لا نعرف عدد الأسطر مسبقًا، فنستخدم `while`: نقرأ سطرًا قبل الحلقة، ونستمر ما دام ليس `null` ولا فارغًا، ونقرأ التالي في آخر كل دورة.',
          'We do not know how many lines come, so use `while`: read one line before the loop, go on while it is neither `null` nor empty, and read the next at the end of each pass.',
        ],
      ],
      hints: [
        ['ما الذي تعيده `prompt()` عندما ينتهي المدخل؟', 'What does `prompt()` return when the input ends?'],
        [
          'الشرط يحتاج حالتين للتوقف: `null` والسطر الفارغ.',
          'The condition needs two ways to stop: `null` and an empty line.',
        ],
      ],
    },
    {
      s: 'break',
      d: 3,
      q: [
        'اكتب `isPrime(n)` تعيد `true` إن كان `n` عددًا أوليًا (أكبر من 1 ولا يقبل القسمة إلا على 1 وعلى نفسه).',
        'Write `isPrime(n)` returning `true` when `n` is prime (greater than 1 and divisible only by 1 and itself).',
      ],
      starter: 'function isPrime(n) {\n  return true;\n}\n',
      key: 'function isPrime(n) {\n  if (n < 2) return false;\n  for (let d = 2; d * d <= n; d++) {\n    if (n % d === 0) return false;\n  }\n  return true;\n}',
      tests: [
        { n: example(1), after: 'console.log(isPrime(7))', out: 'true' },
        { n: example(2), after: 'console.log(isPrime(8))', out: 'false' },
        { n: hidden(1), after: 'console.log(isPrime(1), isPrime(0))', out: 'false false', hidden: true },
        { n: hidden(2), after: 'console.log(isPrime(2), isPrime(97))', out: 'true true', hidden: true },
        { n: hidden(3), after: 'console.log(isPrime(91))', out: 'false', hidden: true },
      ],
      sol: [
        [
          'الأعداد الأقل من 2 ليست أولية. ثم نجرب القواسم من 2؛ يكفي أن نتوقف عند الجذر التربيعي (`d * d <= n`)، وأول قاسم نجده يعني أن العدد غير أولي فنخرج فورًا.',
          'Numbers below 2 are not prime. Then try divisors from 2; stopping at the square root (`d * d <= n`) is enough, and the first divisor found means not prime, so leave at once.',
        ],
      ],
      hints: [
        ['هل 1 عدد أولي؟ وهل 2؟', 'Is 1 prime? Is 2?'],
        [
          '91 = 7 × 13: جرّب القواسم واحدًا واحدًا وتوقف عند أول قاسم.',
          '91 = 7 × 13: try the divisors one by one and stop at the first that divides.',
        ],
      ],
    },
  ]),

  ...topic('javascript-functions', [
    {
      s: 'return',
      d: 1,
      q: [
        'اكتب دالة `area(width, height)` تعيد مساحة مستطيل (الطول × العرض). الدالة تُرجع القيمة ولا تطبعها.',
        'Write a function `area(width, height)` that returns the area of a rectangle (width × height). The function returns the value; it does not print it.',
      ],
      starter: 'function area(width, height) {\n  // أعد المساحة / return the area\n}\n',
      key: 'function area(width, height) {\n  return width * height;\n}',
      tests: [
        { n: example(1), after: 'console.log(area(3, 4))', out: '12' },
        { n: example(2), after: 'console.log(area(2.5, 2))', out: '5' },
        { n: hidden(1), after: 'console.log(area(0, 5))', out: '0', hidden: true },
        { n: hidden(2), after: 'console.log(area(10, 10) + area(1, 1))', out: '101', hidden: true },
      ],
      sol: [
        [
          'الدالة تحسب حاصل الضرب وتعيده بـ `return`؛ من يستدعيها يقرر ماذا يفعل بالقيمة (الاختبار يطبعها).',
          'The function computes the product and hands it back with `return`; the caller decides what to do with it (the test prints it).',
        ],
      ],
      hints: [
        ['دالة بلا `return` تعيد `undefined`.', 'A function with no `return` returns `undefined`.'],
        ['المساحة هي حاصل ضرب المعاملين.', 'The area is the product of the two parameters.'],
      ],
    },
    {
      s: 'defaults',
      d: 1,
      q: [
        'اكتب `greet(name, greeting)` تعيد `"<greeting>, <name>!"`، وإذا لم تُمرَّر التحية تكون `Hello`. `greet("Mona")` تعيد `Hello, Mona!`.',
        'Write `greet(name, greeting)` returning `"<greeting>, <name>!"`; when no greeting is passed it is `Hello`. `greet("Mona")` returns `Hello, Mona!`.',
      ],
      starter: "function greet(name, greeting) {\n  return greeting + ', ' + name + '!';\n}\n",
      key: "function greet(name, greeting = 'Hello') {\n  return greeting + ', ' + name + '!';\n}",
      tests: [
        { n: example(1), after: "console.log(greet('Mona'))", out: 'Hello, Mona!' },
        { n: example(2), after: "console.log(greet('Karim', 'Welcome'))", out: 'Welcome, Karim!' },
        { n: hidden(1), after: "console.log(greet('Omar', undefined))", out: 'Hello, Omar!', hidden: true },
        {
          n: hidden(2),
          after: "console.log(greet('Nour', 'Good morning'))",
          out: 'Good morning, Nour!',
          hidden: true,
        },
      ],
      sol: [
        [
          'القيمة الافتراضية تُكتب في قائمة المعاملات بعد `=`، وتُستخدم عندما يكون المعامل `undefined` (غير ممرَّر).',
          'A default value is written in the parameter list after `=`; it is used when the parameter is `undefined` (not passed).',
        ],
      ],
      hints: [
        ['ما قيمة `greeting` عندما لا تُمرَّر؟', 'What is `greeting` when it is not passed?'],
        [
          'يمكن إعطاء المعامل قيمة افتراضية داخل أقواس الدالة نفسها.',
          'A parameter can get a default value inside the function’s own brackets.',
        ],
      ],
    },
    {
      s: 'arrow',
      d: 1,
      q: [
        'اكتب دالة سهمية `withVat` تأخذ سعرًا وتعيده مضافًا إليه ضريبة القيمة المضافة في مصر (14%)، مقرّبًا إلى قرشين (رقمين بعد العلامة العشرية).',
        'Write an arrow function `withVat` that takes a price and returns it with Egypt’s value-added tax (14%) added, rounded to two decimal places.',
      ],
      starter: 'const withVat = (price) => price;\n',
      key: 'const withVat = (price) => Math.round(price * 1.14 * 100) / 100;',
      tests: [
        { n: example(1), after: 'console.log(withVat(100))', out: '114' },
        { n: example(2), after: 'console.log(withVat(50))', out: '57' },
        { n: hidden(1), after: 'console.log(withVat(0))', out: '0', hidden: true },
        { n: hidden(2), after: 'console.log(withVat(9.99))', out: '11.39', hidden: true },
      ],
      sol: [
        [
          'إضافة 14% تعني الضرب في 1.14. للتقريب إلى رقمين عشريين نضرب في 100، ونقرّب بـ `Math.round`، ثم نقسم على 100.',
          'Adding 14% means multiplying by 1.14. To round to two decimals, multiply by 100, round with `Math.round`, then divide by 100.',
        ],
      ],
      hints: [
        [
          'السعر مع الضريبة = السعر + 14% منه. كيف تكتبها بضربة واحدة؟',
          'The price with tax is the price plus 14% of it. How do you write that as one multiplication?',
        ],
        [
          '`Math.round` يقرّب لأقرب عدد صحيح فقط: حرّك العلامة العشرية قبله وبعده.',
          '`Math.round` rounds to a whole number only: move the decimal point before and after it.',
        ],
      ],
    },
    {
      s: 'closures',
      d: 2,
      q: [
        'اكتب `makeCounter()` تعيد دالة؛ كل استدعاء لها يزيد عدادًا خاصًا بها ويعيد قيمته الجديدة (1 ثم 2 ثم 3...). كل عداد مستقل عن غيره.',
        'Write `makeCounter()` returning a function; each call of it increases its own counter and returns the new value (1, then 2, then 3...). Each counter is independent of the others.',
      ],
      starter: 'function makeCounter() {\n  return function () {\n    return 1;\n  };\n}\n',
      key: 'function makeCounter() {\n  let count = 0;\n  return function () {\n    count++;\n    return count;\n  };\n}',
      tests: [
        { n: example(1), after: 'const c = makeCounter();\nc();\nc();\nconsole.log(c());', out: '3' },
        { n: example(2), after: 'const c = makeCounter();\nconsole.log(c(), c());', out: '1 2' },
        {
          n: hidden(1),
          after: 'const a = makeCounter();\nconst b = makeCounter();\na();\na();\nconsole.log(a(), b());',
          out: '3 1',
          hidden: true,
        },
        {
          n: hidden(2),
          after: 'const c = makeCounter();\nfor (let i = 0; i < 9; i++) c();\nconsole.log(c());',
          out: '10',
          hidden: true,
        },
      ],
      sol: [
        [
          'المتغير `count` يُعرَّف داخل `makeCounter`، فكل استدعاء لها ينشئ متغيرًا جديدًا. الدالة الداخلية تتذكره (closure) وتزيده في كل مرة.',
          '`count` is declared inside `makeCounter`, so each call creates a fresh one. The inner function remembers it (a closure) and increases it each time.',
        ],
      ],
      hints: [
        [
          'أين يجب أن يعيش العداد كي يبقى بين الاستدعاءات؟',
          'Where must the counter live to survive between calls?',
        ],
        [
          'لو كان العداد متغيرًا عامًا واحدًا، هل يبقى العدادان مستقلين؟',
          'If the counter were one global variable, would two counters stay independent?',
        ],
      ],
    },
    {
      s: 'recursion',
      d: 2,
      q: [
        'اكتب `factorial(n)` تعيد مضروب العدد (`5! = 5 × 4 × 3 × 2 × 1 = 120`) بطريقة الاستدعاء الذاتي (recursion). مضروب الصفر يساوي 1.',
        'Write `factorial(n)` returning the factorial of `n` (`5! = 5 × 4 × 3 × 2 × 1 = 120`) recursively. The factorial of zero is 1.',
      ],
      starter: 'function factorial(n) {\n  return n;\n}\n',
      key: 'function factorial(n) {\n  if (n <= 1) return 1;\n  return n * factorial(n - 1);\n}',
      tests: [
        { n: example(1), after: 'console.log(factorial(5))', out: '120' },
        { n: example(2), after: 'console.log(factorial(3))', out: '6' },
        { n: hidden(1), after: 'console.log(factorial(0), factorial(1))', out: '1 1', hidden: true },
        { n: hidden(2), after: 'console.log(factorial(10))', out: '3628800', hidden: true },
      ],
      sol: [
        [
          'الحالة الأساسية: `n` يساوي 0 أو 1 والناتج 1. وغير ذلك `n! = n × (n - 1)!`، فتستدعي الدالة نفسها بعدد أصغر حتى تصل إلى الحالة الأساسية.',
          'The base case: `n` is 0 or 1 and the result is 1. Otherwise `n! = n × (n - 1)!`, so the function calls itself with a smaller number until it reaches the base case.',
        ],
      ],
      hints: [
        [
          'متى يتوقف الاستدعاء الذاتي؟ ابدأ بالحالة الأساسية.',
          'When does the recursion stop? Start with the base case.',
        ],
        ['اكتب `5!` بدلالة `4!`.', 'Write `5!` in terms of `4!`.'],
      ],
    },
    {
      s: 'closures',
      d: 3,
      q: [
        'اكتب `once(fn)` تعيد دالة جديدة تستدعي `fn` (بالمعاملات نفسها) في أول مرة فقط، وتعيد في كل مرة بعدها الناتج نفسه من المرة الأولى دون استدعاء `fn` ثانية.',
        'Write `once(fn)` returning a new function that calls `fn` (with the same arguments) the first time only; every later call returns that first result without calling `fn` again.',
      ],
      starter: 'function once(fn) {\n  return fn;\n}\n',
      key: 'function once(fn) {\n  let done = false;\n  let result;\n  return (...args) => {\n    if (!done) {\n      done = true;\n      result = fn(...args);\n    }\n    return result;\n  };\n}',
      tests: [
        {
          n: example(1),
          after:
            "const setup = once(() => {\n  console.log('setup');\n  return 42;\n});\nconsole.log(setup());\nconsole.log(setup());",
          out: 'setup\n42\n42',
        },
        {
          n: example(2),
          after: 'const add = once((a, b) => a + b);\nconsole.log(add(2, 3), add(10, 10));',
          out: '5 5',
        },
        {
          n: hidden(1),
          after:
            'let calls = 0;\nconst f = once(() => {\n  calls++;\n});\nf();\nf();\nf();\nconsole.log(calls);',
          out: '1',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            'const a = once((x) => x * 2);\nconst b = once((x) => x * 3);\nconsole.log(a(1), b(1), a(5), b(5));',
          out: '2 3 2 3',
          hidden: true,
        },
      ],
      sol: [
        [
          'نحتاج متغيرين يعيشان داخل `once`: هل استُدعيت `fn` بعد، وما ناتجها. الدالة المعادة تتذكرهما (closure)؛ لا نعتمد على الناتج وحده لأن `fn` قد تعيد `undefined`.',
          'Two variables must live inside `once`: whether `fn` has been called, and its result. The returned function remembers them (a closure); do not rely on the result alone, since `fn` may return `undefined`.',
        ],
      ],
      hints: [
        [
          'ماذا يجب أن تتذكر الدالة المعادة بين استدعاء وآخر؟',
          'What must the returned function remember between calls?',
        ],
        [
          '`(...args)` يجمع كل المعاملات، و `fn(...args)` يمررها كما هي.',
          '`(...args)` gathers every argument and `fn(...args)` passes them on as they are.',
        ],
      ],
    },
  ]),

  ...topic('javascript-arrays', [
    {
      s: 'reduce',
      d: 1,
      q: [
        'اكتب `sum(numbers)` تعيد مجموع عناصر المصفوفة. مجموع المصفوفة الفارغة صفر.',
        'Write `sum(numbers)` returning the total of the array’s elements. The sum of an empty array is zero.',
      ],
      starter: 'function sum(numbers) {\n  let total = 0;\n  return total;\n}\n',
      key: 'function sum(numbers) {\n  let total = 0;\n  for (const n of numbers) total += n;\n  return total;\n}',
      tests: [
        { n: example(1), after: 'console.log(sum([1, 2, 3]))', out: '6' },
        { n: example(2), after: 'console.log(sum([10, -4]))', out: '6' },
        { n: hidden(1), after: 'console.log(sum([]))', out: '0', hidden: true },
        { n: hidden(2), after: 'console.log(sum([0.5, 0.25]), sum([7]))', out: '0.75 7', hidden: true },
      ],
      sol: [
        [
          'نبدأ بمجموع صفر ونضيف كل عنصر إليه بحلقة `for...of` (أو `numbers.reduce((a, b) => a + b, 0)`). البداية بصفر تجعل المصفوفة الفارغة صحيحة.',
          'Start from a total of zero and add each element with a `for...of` loop (or `numbers.reduce((a, b) => a + b, 0)`). Starting at zero makes the empty array right.',
        ],
      ],
      hints: [
        ['مرّ على كل عنصر وأضفه إلى المجموع.', 'Visit each element and add it to the total.'],
        [
          'ماذا يجب أن تعيد الدالة لمصفوفة بلا عناصر؟',
          'What must the function return for an array with no elements?',
        ],
      ],
    },
    {
      s: 'filter',
      d: 1,
      q: [
        'اكتب `evens(numbers)` تعيد مصفوفة جديدة فيها الأعداد الزوجية فقط، بترتيبها.',
        'Write `evens(numbers)` returning a new array with only the even numbers, in their order.',
      ],
      starter: 'function evens(numbers) {\n  return numbers;\n}\n',
      key: 'function evens(numbers) {\n  return numbers.filter((n) => n % 2 === 0);\n}',
      tests: [
        { n: example(1), after: 'console.log(JSON.stringify(evens([1, 2, 3, 4])))', out: '[2,4]' },
        { n: example(2), after: 'console.log(JSON.stringify(evens([7, 10, 12])))', out: '[10,12]' },
        { n: hidden(1), after: 'console.log(JSON.stringify(evens([])))', out: '[]', hidden: true },
        {
          n: hidden(2),
          after: 'console.log(JSON.stringify(evens([-2, 0, 3])))',
          out: '[-2,0]',
          hidden: true,
        },
        {
          n: hidden(3),
          after: 'const list = [1, 2];\nevens(list);\nconsole.log(JSON.stringify(list));',
          out: '[1,2]',
          hidden: true,
        },
      ],
      sol: [
        [
          '`filter` ينشئ مصفوفة جديدة بالعناصر التي تعيد لها الدالة `true`، ولا يغيّر المصفوفة الأصلية.',
          '`filter` builds a new array of the elements for which the function returns `true`, and leaves the original array alone.',
        ],
      ],
      hints: [
        [
          'أي دالة من دوال المصفوفات تختار بعض العناصر؟',
          'Which array method keeps only some of the elements?',
        ],
        [
          'العدد زوجي إذا كان باقي قسمته على 2 صفرًا.',
          'A number is even when its remainder on division by 2 is zero.',
        ],
      ],
    },
    {
      s: 'reduce',
      d: 2,
      q: [
        'اكتب `average(marks)` تعيد متوسط الدرجات. إذا كانت المصفوفة فارغة تعيد `0` (لا `NaN`).',
        'Write `average(marks)` returning the mean of the marks. When the array is empty it returns `0` (not `NaN`).',
      ],
      starter: 'function average(marks) {\n  return 0;\n}\n',
      key: 'function average(marks) {\n  if (marks.length === 0) return 0;\n  const total = marks.reduce((a, b) => a + b, 0);\n  return total / marks.length;\n}',
      tests: [
        { n: example(1), after: 'console.log(average([80, 90, 70]))', out: '80' },
        { n: example(2), after: 'console.log(average([1, 2]))', out: '1.5' },
        { n: hidden(1), after: 'console.log(average([]))', out: '0', hidden: true },
        { n: hidden(2), after: 'console.log(average([75]))', out: '75', hidden: true },
      ],
      sol: [
        [
          'المتوسط هو المجموع مقسومًا على عدد العناصر. مع المصفوفة الفارغة تصبح القسمة `0 / 0` أي `NaN`، فنعالج هذه الحالة أولًا.',
          'The mean is the total divided by the number of elements. For an empty array that would be `0 / 0`, which is `NaN`, so handle that case first.',
        ],
      ],
      hints: [
        ['ما ناتج `0 / 0` في جافاسكريبت؟', 'What is `0 / 0` in JavaScript?'],
        [
          '`reduce` مع قيمة بداية صفر يعطي المجموع.',
          '`reduce` with a starting value of zero gives the total.',
        ],
      ],
    },
    {
      s: 'map',
      d: 1,
      q: [
        'قائمة مطعم: كل صنف كائن مثل `{ name: "Koshary", price: 25 }`. اكتب `labels(menu)` تعيد مصفوفة نصوص بالشكل `Koshary: 25 EGP`، واحد لكل صنف.',
        'A restaurant menu: each dish is an object like `{ name: "Koshary", price: 25 }`. Write `labels(menu)` returning an array of strings like `Koshary: 25 EGP`, one per dish.',
      ],
      starter: 'function labels(menu) {\n  return [];\n}\n',
      key: "function labels(menu) {\n  return menu.map((dish) => dish.name + ': ' + dish.price + ' EGP');\n}",
      tests: [
        {
          n: example(1),
          after:
            "console.log(labels([{ name: 'Koshary', price: 25 }, { name: 'Tea', price: 7 }]).join('\\n'))",
          out: 'Koshary: 25 EGP\nTea: 7 EGP',
        },
        {
          n: example(2),
          after: "console.log(labels([{ name: 'Foul', price: 12.5 }])[0])",
          out: 'Foul: 12.5 EGP',
        },
        { n: hidden(1), after: 'console.log(labels([]).length)', out: '0', hidden: true },
        {
          n: hidden(2),
          after: "console.log(labels([{ price: 3, name: 'Bread' }, { name: 'Water', price: 0 }]).join('|'))",
          out: 'Bread: 3 EGP|Water: 0 EGP',
          hidden: true,
        },
      ],
      sol: [
        [
          '`map` يحوّل كل عنصر إلى عنصر جديد ويعيد مصفوفة بالطول نفسه؛ نبني لكل صنف نصه من `name` و `price`.',
          '`map` turns each element into a new one and returns an array of the same length; build each dish’s text from `name` and `price`.',
        ],
      ],
      hints: [
        [
          'عنصر واحد يخرج لكل عنصر يدخل: أي دالة مصفوفات تفعل ذلك؟',
          'One element out for each element in: which array method does that?',
        ],
        [
          'خصائص الكائن تُقرأ بالنقطة: `dish.name`.',
          'An object’s properties are read with a dot: `dish.name`.',
        ],
      ],
    },
    {
      s: 'objects',
      d: 2,
      q: [
        'اكتب `cheapest(products)` تعيد **اسم** أرخص منتج في مصفوفة كائنات `{ name, price }`. إن تساوى سعران يُعاد الأول، وإن كانت المصفوفة فارغة تعيد `null`.',
        'Write `cheapest(products)` returning the **name** of the cheapest product in an array of `{ name, price }` objects. On a tie the first wins; for an empty array return `null`.',
      ],
      starter: 'function cheapest(products) {\n  return null;\n}\n',
      key: 'function cheapest(products) {\n  if (products.length === 0) return null;\n  let best = products[0];\n  for (const p of products) {\n    if (p.price < best.price) best = p;\n  }\n  return best.name;\n}',
      tests: [
        {
          n: example(1),
          after:
            "console.log(cheapest([{ name: 'Pen', price: 5 }, { name: 'Ruler', price: 3 }, { name: 'Bag', price: 150 }]))",
          out: 'Ruler',
        },
        { n: example(2), after: "console.log(cheapest([{ name: 'Book', price: 60 }]))", out: 'Book' },
        { n: hidden(1), after: 'console.log(cheapest([]))', out: 'null', hidden: true },
        {
          n: hidden(2),
          after:
            "console.log(cheapest([{ name: 'A', price: 4 }, { name: 'B', price: 2 }, { name: 'C', price: 2 }]))",
          out: 'B',
          hidden: true,
        },
      ],
      sol: [
        [
          'نحتفظ بأفضل منتج حتى الآن (الأول في البداية)، ونستبدله فقط بمنتج سعره **أقل** تمامًا، فيبقى الأول عند التساوي. في النهاية نعيد اسمه.',
          'Keep the best product so far (the first to begin with) and replace it only by one that is strictly **cheaper**, so the first stays on a tie. Return its name at the end.',
        ],
      ],
      hints: [
        [
          'احفظ المنتج كله، لا السعر فقط: ستحتاج اسمه في النهاية.',
          'Keep the whole product, not just its price: you need its name at the end.',
        ],
        ['عند التساوي يبقى الأول: `<` أم `<=`؟', 'On a tie the first stays: `<` or `<=`?'],
      ],
    },
    {
      s: 'objects',
      d: 3,
      q: [
        'اكتب `countWords(text)` تعيد كائنًا يعدّ تكرار كل كلمة في النص، بحروف صغيرة، بترتيب أول ظهور، متجاهلة المسافات الزائدة. `countWords("Tea and tea")` تعيد `{ tea: 2, and: 1 }`.',
        'Write `countWords(text)` returning an object counting each word of the text, lower-cased, in order of first appearance, ignoring extra spaces. `countWords("Tea and tea")` returns `{ tea: 2, and: 1 }`.',
      ],
      starter: 'function countWords(text) {\n  const counts = {};\n  return counts;\n}\n',
      key: "function countWords(text) {\n  const counts = {};\n  for (const word of text.toLowerCase().split(' ')) {\n    if (word === '') continue;\n    counts[word] = (counts[word] || 0) + 1;\n  }\n  return counts;\n}",
      tests: [
        {
          n: example(1),
          after: "console.log(JSON.stringify(countWords('Tea and tea')))",
          out: '{"tea":2,"and":1}',
        },
        { n: example(2), after: "console.log(JSON.stringify(countWords('one')))", out: '{"one":1}' },
        { n: hidden(1), after: "console.log(JSON.stringify(countWords('')))", out: '{}', hidden: true },
        {
          n: hidden(2),
          after: "console.log(JSON.stringify(countWords('  Cairo   is  CAIRO ')))",
          out: '{"cairo":2,"is":1}',
          hidden: true,
        },
      ],
      sol: [
        [
          'نقسم النص عند المسافات بعد تحويله إلى حروف صغيرة، ونتخطى الأجزاء الفارغة التي تنتج عن المسافات المتتالية. لكل كلمة نزيد عدّادها في الكائن، ونبدأه من صفر إن لم يكن موجودًا.',
          'Split the lower-cased text at spaces and skip the empty pieces that repeated spaces leave. For each word increase its count in the object, starting from zero when it is not there yet.',
        ],
      ],
      hints: [
        [
          'ماذا يعطي `"a  b".split(" ")`؟ لاحظ العنصر الفارغ.',
          'What does `"a  b".split(" ")` give? Note the empty element.',
        ],
        [
          '`counts[word]` يكون `undefined` في أول مرة: ابدأ العد من صفر.',
          '`counts[word]` is `undefined` the first time: start counting from zero.',
        ],
      ],
    },
  ]),

  ...topic('javascript-dom', [
    {
      s: 'render',
      d: 1,
      q: dom([
        'اكتب `listHtml(items)` تبني نص HTML لقائمة نقطية من مصفوفة نصوص: `listHtml(["Tea", "Coffee"])` تعيد `<ul><li>Tea</li><li>Coffee</li></ul>`. (هذا ما يوضع بعدها في `innerHTML`.)',
        'Write `listHtml(items)` that builds the HTML of a bulleted list from an array of strings: `listHtml(["Tea", "Coffee"])` returns `<ul><li>Tea</li><li>Coffee</li></ul>`. (This is what would then go into `innerHTML`.)',
      ]),
      starter: "function listHtml(items) {\n  return '<ul></ul>';\n}\n",
      key: "function listHtml(items) {\n  let html = '<ul>';\n  for (const item of items) {\n    html += '<li>' + item + '</li>';\n  }\n  return html + '</ul>';\n}",
      tests: [
        {
          n: example(1),
          after: "console.log(listHtml(['Tea', 'Coffee']))",
          out: '<ul><li>Tea</li><li>Coffee</li></ul>',
        },
        { n: example(2), after: "console.log(listHtml(['Giza']))", out: '<ul><li>Giza</li></ul>' },
        { n: hidden(1), after: 'console.log(listHtml([]))', out: '<ul></ul>', hidden: true },
        {
          n: hidden(2),
          after: "console.log(listHtml(['a', 'b', 'c']))",
          out: '<ul><li>a</li><li>b</li><li>c</li></ul>',
          hidden: true,
        },
      ],
      sol: [
        [
          'نبدأ بوسم الفتح `<ul>`، ونضيف لكل عنصر `<li>...</li>`، ثم وسم الإغلاق. (أو: `"<ul>" + items.map(...).join("") + "</ul>"`.)',
          'Start with the opening `<ul>`, add `<li>...</li>` for each item, then the closing tag. (Or: `"<ul>" + items.map(...).join("") + "</ul>"`.)',
        ],
      ],
      hints: [
        [
          'النص يبدأ دائمًا بـ `<ul>` وينتهي بـ `</ul>`، حتى مع قائمة فارغة.',
          'The text always starts with `<ul>` and ends with `</ul>`, even for an empty list.',
        ],
        ['مرّ على العناصر وأضف وسمي `li` حول كل واحد.', 'Go through the items and wrap each in `li` tags.'],
      ],
    },
    {
      s: 'safety',
      d: 2,
      q: dom([
        'قبل وضع نص كتبه المستخدم داخل HTML يجب «تهريبه» كي لا يصبح وسومًا. اكتب `escapeHtml(text)` تستبدل `&` بـ `&amp;` و `<` بـ `&lt;` و `>` بـ `&gt;` و `"` بـ `&quot;` و `\'` بـ `&#39;`.',
        'Before text a user typed goes into HTML it must be escaped so it cannot become tags. Write `escapeHtml(text)` replacing `&` with `&amp;`, `<` with `&lt;`, `>` with `&gt;`, `"` with `&quot;` and `\'` with `&#39;`.',
      ]),
      starter: 'function escapeHtml(text) {\n  return text;\n}\n',
      key: "function escapeHtml(text) {\n  return text\n    .replaceAll('&', '&amp;')\n    .replaceAll('<', '&lt;')\n    .replaceAll('>', '&gt;')\n    .replaceAll('\"', '&quot;')\n    .replaceAll(\"'\", '&#39;');\n}",
      tests: [
        { n: example(1), after: "console.log(escapeHtml('<b>Hi</b>'))", out: '&lt;b&gt;Hi&lt;/b&gt;' },
        { n: example(2), after: "console.log(escapeHtml('Tom & Jerry'))", out: 'Tom &amp; Jerry' },
        {
          n: hidden(1),
          after: 'console.log(escapeHtml(`"quoted" \'single\'`))',
          out: '&quot;quoted&quot; &#39;single&#39;',
          hidden: true,
        },
        { n: hidden(2), after: "console.log(escapeHtml('&lt;'))", out: '&amp;lt;', hidden: true },
        {
          n: hidden(3),
          after: "console.log(escapeHtml('plain text') + '|' + escapeHtml(''))",
          out: 'plain text|',
          hidden: true,
        },
      ],
      sol: [
        [
          'نستبدل `&` **أولًا**: لو استبدلنا `<` أولًا لصار `&lt;` ثم يتحول `&` فيه إلى `&amp;lt;`. و `replaceAll` يستبدل كل المواضع، لا أولها فقط.',
          'Replace `&` **first**: replacing `<` first gives `&lt;`, whose `&` would then become `&amp;lt;`. And `replaceAll` replaces every occurrence, not just the first.',
        ],
      ],
      hints: [
        [
          '`replace` مع نص يستبدل أول ظهور فقط.',
          '`replace` with a string replaces the first occurrence only.',
        ],
        [
          'ترتيب الاستبدالات مهم: أي رمز يظهر في كل البدائل؟',
          'The order of the replacements matters: which symbol appears in every replacement?',
        ],
      ],
    },
    {
      s: 'events',
      d: 1,
      q: dom([
        'عدّاد في صفحة له ثلاثة أزرار. عند الضغط يستدعي المتصفح `onCounterClick(state, action)` حيث `state` كائن مثل `{ count: 0 }` و `action` واحد من `plus` و `minus` و `reset`. عدّل `state.count` (لا ينزل عن الصفر) وأعد النص المعروض `Count: N`.',
        'A counter on a page has three buttons. On a click the browser calls `onCounterClick(state, action)` where `state` is an object like `{ count: 0 }` and `action` is one of `plus`, `minus` and `reset`. Update `state.count` (never below zero) and return the text shown, `Count: N`.',
      ]),
      starter: "function onCounterClick(state, action) {\n  return 'Count: ' + state.count;\n}\n",
      key: "function onCounterClick(state, action) {\n  if (action === 'plus') state.count++;\n  if (action === 'minus' && state.count > 0) state.count--;\n  if (action === 'reset') state.count = 0;\n  return 'Count: ' + state.count;\n}",
      tests: [
        {
          n: example(1),
          after:
            "const state = { count: 0 };\nonCounterClick(state, 'plus');\nconsole.log(onCounterClick(state, 'plus'));",
          out: 'Count: 2',
        },
        {
          n: example(2),
          after: "const state = { count: 5 };\nconsole.log(onCounterClick(state, 'minus'), state.count);",
          out: 'Count: 4 4',
        },
        {
          n: hidden(1),
          after: "const state = { count: 0 };\nconsole.log(onCounterClick(state, 'minus'));",
          out: 'Count: 0',
          hidden: true,
        },
        {
          n: hidden(2),
          after: "const state = { count: 9 };\nconsole.log(onCounterClick(state, 'reset'));",
          out: 'Count: 0',
          hidden: true,
        },
      ],
      sol: [
        [
          'معالج الحدث يغيّر الحالة ثم يعيد ما يجب عرضه. `minus` يُطبَّق فقط إن كان العدد أكبر من صفر.',
          'The event handler changes the state, then returns what must be shown. `minus` applies only while the count is above zero.',
        ],
      ],
      hints: [
        ['عدّل الكائن `state` نفسه، لا نسخة منه.', 'Change the `state` object itself, not a copy.'],
        ['ماذا يحدث إذا ضُغط `minus` والعدد صفر؟', 'What happens when `minus` is clicked at zero?'],
      ],
    },
    {
      s: 'events',
      d: 1,
      q: dom([
        'زر «الوضع الليلي» يستدعي `toggleTheme(state)` عند كل ضغطة، و `state` مثل `{ dark: false }`. اقلب `state.dark` وأعد اسم الصنف (class) الذي يُوضع على `body`: `dark` أو `light`.',
        'A "dark mode" button calls `toggleTheme(state)` on every click, with `state` like `{ dark: false }`. Flip `state.dark` and return the class name to put on `body`: `dark` or `light`.',
      ]),
      starter: "function toggleTheme(state) {\n  return 'light';\n}\n",
      key: "function toggleTheme(state) {\n  state.dark = !state.dark;\n  return state.dark ? 'dark' : 'light';\n}",
      tests: [
        {
          n: example(1),
          after: 'const state = { dark: false };\nconsole.log(toggleTheme(state), state.dark);',
          out: 'dark true',
        },
        {
          n: example(2),
          after:
            'const state = { dark: false };\ntoggleTheme(state);\nconsole.log(toggleTheme(state), state.dark);',
          out: 'light false',
        },
        {
          n: hidden(1),
          after: 'const state = { dark: true };\nconsole.log(toggleTheme(state));',
          out: 'light',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            'const state = { dark: false };\ntoggleTheme(state);\ntoggleTheme(state);\nconsole.log(toggleTheme(state));',
          out: 'dark',
          hidden: true,
        },
      ],
      sol: [
        [
          '`!` يقلب القيمة المنطقية، فنسند `!state.dark` إلى `state.dark`، ثم نختار اسم الصنف بالمعامل الثلاثي `? :`.',
          '`!` flips a boolean, so assign `!state.dark` to `state.dark`, then choose the class name with the ternary `? :`.',
        ],
      ],
      hints: [
        ['أي معامل يحوّل `true` إلى `false` والعكس؟', 'Which operator turns `true` into `false` and back?'],
        ['اسم الصنف يتبع القيمة **بعد** القلب.', 'The class name follows the value **after** the flip.'],
      ],
    },
    {
      s: 'delegation',
      d: 2,
      q: dom([
        'قائمة مهام لها مستمع واحد على `<ul>` (تفويض الأحداث). كل زر حذف يحمل `data-id`. اكتب `onListClick(event, tasks)` تعيد مصفوفة المهام بدون المهمة التي رقمها `event.target.dataset.id`. إن لم يكن للهدف `data-id` (ضغطة على القائمة نفسها) تعيد المهام كما هي. كل مهمة مثل `{ id: 2, text: "Study" }`، ولاحظ أن `dataset.id` نص.',
        'A to-do list has one listener on its `<ul>` (event delegation). Each delete button carries a `data-id`. Write `onListClick(event, tasks)` returning the tasks without the one whose id is `event.target.dataset.id`. When the target has no `data-id` (a click on the list itself), return the tasks unchanged. Each task is like `{ id: 2, text: "Study" }`; note that `dataset.id` is a string.',
      ]),
      starter: 'function onListClick(event, tasks) {\n  return tasks;\n}\n',
      key: 'function onListClick(event, tasks) {\n  const id = event.target.dataset.id;\n  if (id === undefined) return tasks;\n  return tasks.filter((task) => task.id !== Number(id));\n}',
      tests: [
        {
          n: example(1),
          after:
            "const tasks = [{ id: 1, text: 'Tea' }, { id: 2, text: 'Study' }, { id: 3, text: 'Sleep' }];\nconst left = onListClick({ target: { dataset: { id: '2' } } }, tasks);\nconsole.log(left.map((t) => t.text).join(','));",
          out: 'Tea,Sleep',
        },
        {
          n: example(2),
          after:
            "const tasks = [{ id: 7, text: 'Gym' }];\nconsole.log(onListClick({ target: { dataset: { id: '7' } } }, tasks).length);",
          out: '0',
        },
        {
          n: hidden(1),
          after:
            "const tasks = [{ id: 1, text: 'Tea' }, { id: 2, text: 'Study' }];\nconsole.log(onListClick({ target: { dataset: {} } }, tasks).length);",
          out: '2',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "const tasks = [{ id: 1, text: 'Tea' }, { id: 2, text: 'Study' }];\nconsole.log(onListClick({ target: { dataset: { id: '9' } } }, tasks).map((t) => t.id).join(','));",
          out: '1,2',
          hidden: true,
        },
      ],
      sol: [
        [
          'نقرأ `event.target.dataset.id`؛ إن كان `undefined` فالضغطة لم تكن على زر حذف. وإلا نحوّله إلى عدد (`"2"` لا يساوي `2` بـ `!==`) ونرشّح المهام.',
          'Read `event.target.dataset.id`; when it is `undefined` the click was not on a delete button. Otherwise turn it into a number (`"2"` is not `2` under `!==`) and filter the tasks.',
        ],
      ],
      hints: [
        [
          'في تفويض الأحداث يخبرك `event.target` بالعنصر الذي ضُغط فعلًا.',
          'In event delegation `event.target` tells you which element was actually clicked.',
        ],
        ['هل `"2" === 2`؟', 'Is `"2" === 2`?'],
      ],
    },
    {
      s: 'validation',
      d: 2,
      q: dom([
        'حقل رقم الموبايل في نموذج التسجيل. اكتب `isEgyptianMobile(phone)` تعيد `true` إن كان الرقم (بعد حذف المسافات في أوله وآخره) 11 رقمًا بالضبط ويبدأ بـ `010` أو `011` أو `012` أو `015`.',
        'The mobile number field of a sign-up form. Write `isEgyptianMobile(phone)` returning `true` when the number (after trimming spaces at either end) is exactly 11 digits and starts with `010`, `011`, `012` or `015`.',
      ]),
      starter: 'function isEgyptianMobile(phone) {\n  return phone.length === 11;\n}\n',
      key: 'function isEgyptianMobile(phone) {\n  return /^01[0125][0-9]{8}$/.test(phone.trim());\n}',
      tests: [
        { n: example(1), after: "console.log(isEgyptianMobile('01012345678'))", out: 'true' },
        { n: example(2), after: "console.log(isEgyptianMobile('0101234567'))", out: 'false' },
        {
          n: hidden(1),
          after: "console.log(isEgyptianMobile('01312345678'), isEgyptianMobile('01512345678'))",
          out: 'false true',
          hidden: true,
        },
        { n: hidden(2), after: "console.log(isEgyptianMobile(' 01112345678 '))", out: 'true', hidden: true },
        {
          n: hidden(3),
          after: "console.log(isEgyptianMobile('0101234567a'), isEgyptianMobile('21012345678'))",
          out: 'false false',
          hidden: true,
        },
      ],
      sol: [
        [
          'تعبير نمطي يصف الرقم كله من بدايته `^` إلى نهايته `$`: `01` ثم رقم من `0125` ثم 8 أرقام. نطبقه على النص بعد `trim()`.',
          'A regular expression describes the whole number from its start `^` to its end `$`: `01`, then one of `0125`, then 8 digits. Test it on the text after `trim()`.',
        ],
      ],
      hints: [
        [
          'الطول وحده لا يكفي: قد يكون في النص حرف أو بادئة خاطئة.',
          'The length alone is not enough: the text may hold a letter or a wrong prefix.',
        ],
        [
          '`trim()` يحذف المسافات من الطرفين، و `[0-9]{8}` تعني ثمانية أرقام.',
          '`trim()` removes spaces at both ends, and `[0-9]{8}` means eight digits.',
        ],
      ],
    },
    {
      s: 'render',
      d: 3,
      q: dom([
        'جدول منتجات في صفحة متجر. اكتب `productRows(products)` تعيد صفوف HTML لمصفوفة `{ name, price }`: لكل منتج `<tr><td>الاسم</td><td>السعر EGP</td></tr>`، متتالية بلا فواصل، والاسم **مُهرَّب** (`&` و `<` و `>` و `"` و `\'`) لأن البائع يكتبه. للمصفوفة الفارغة صف واحد: `<tr><td colspan="2">No products</td></tr>`.',
        'A product table on a shop page. Write `productRows(products)` returning the HTML rows for an array of `{ name, price }`: for each product `<tr><td>name</td><td>price EGP</td></tr>`, one after another with nothing between, the name **escaped** (`&`, `<`, `>`, `"` and `\'`) because sellers type it. An empty array gives one row: `<tr><td colspan="2">No products</td></tr>`.',
      ]),
      starter: "function productRows(products) {\n  return '';\n}\n",
      key: "function escapeHtml(text) {\n  return String(text)\n    .replaceAll('&', '&amp;')\n    .replaceAll('<', '&lt;')\n    .replaceAll('>', '&gt;')\n    .replaceAll('\"', '&quot;')\n    .replaceAll(\"'\", '&#39;');\n}\n\nfunction productRows(products) {\n  if (products.length === 0) return '<tr><td colspan=\"2\">No products</td></tr>';\n  const row = (p) => '<tr><td>' + escapeHtml(p.name) + '</td><td>' + p.price + ' EGP</td></tr>';\n  return products.map(row).join('');\n}",
      tests: [
        {
          n: example(1),
          after: "console.log(productRows([{ name: 'Tea', price: 7 }]))",
          out: '<tr><td>Tea</td><td>7 EGP</td></tr>',
        },
        {
          n: example(2),
          after: "console.log(productRows([{ name: 'Tea & milk', price: 12 }, { name: 'Cake', price: 30 }]))",
          out: '<tr><td>Tea &amp; milk</td><td>12 EGP</td></tr><tr><td>Cake</td><td>30 EGP</td></tr>',
        },
        {
          n: hidden(1),
          after: 'console.log(productRows([]))',
          out: '<tr><td colspan="2">No products</td></tr>',
          hidden: true,
        },
        {
          n: hidden(2),
          after: 'console.log(productRows([{ name: \'<script>alert("hi")</script>\', price: 0 }]))',
          out: '<tr><td>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</td><td>0 EGP</td></tr>',
          hidden: true,
        },
      ],
      sol: [
        [
          'نكتب دالة تهريب (كما في تمرين `escapeHtml`) ونطبقها على الاسم فقط، ثم نبني صف كل منتج بـ `map` ونضم الصفوف بـ `join("")`. الحالة الفارغة تُعالج أولًا.',
          'Write an escaping function (as in the `escapeHtml` exercise) and apply it to the name only, then build each product’s row with `map` and join the rows with `join("")`. The empty case comes first.',
        ],
      ],
      hints: [
        [
          'لماذا يجب تهريب الاسم؟ تخيّل بائعًا يكتب `<script>` في اسم منتجه.',
          'Why must the name be escaped? Imagine a seller typing `<script>` into a product name.',
        ],
        [
          '`join("")` يضم الصفوف بلا فاصل، و `&` يُهرَّب قبل غيره.',
          '`join("")` joins the rows with nothing between, and `&` is escaped before the others.',
        ],
      ],
    },
    {
      s: 'events',
      d: 3,
      q: dom([
        'حقل إدخال مهمة جديدة يستدعي `onKeyDown(event, state)` عند كل ضغطة مفتاح. `event.key` اسم المفتاح و `event.target` هو الحقل (كائن فيه `value`)، و `state` مثل `{ items: [] }`. عند `Enter`: إن لم يكن الحقل فارغًا (بعد حذف المسافات) أضف نصه بلا مسافات إلى `state.items` وأفرغ الحقل. عند `Escape`: أفرغ الحقل. أي مفتاح آخر (أو `Enter` على حقل فارغ) لا يغيّر شيئًا. أعد عدد العناصر.',
        'A new-task input calls `onKeyDown(event, state)` on every key press. `event.key` is the key’s name and `event.target` is the field (an object with a `value`); `state` is like `{ items: [] }`. On `Enter`: unless the field is empty (after trimming), add its trimmed text to `state.items` and empty the field. On `Escape`: empty the field. Any other key (or `Enter` on an empty field) changes nothing. Return the number of items.',
      ]),
      starter: 'function onKeyDown(event, state) {\n  return state.items.length;\n}\n',
      key: "function onKeyDown(event, state) {\n  const field = event.target;\n  if (event.key === 'Enter' && field.value.trim() !== '') {\n    state.items.push(field.value.trim());\n    field.value = '';\n  } else if (event.key === 'Escape') {\n    field.value = '';\n  }\n  return state.items.length;\n}",
      tests: [
        {
          n: example(1),
          after:
            "const state = { items: [] };\nconst input = { value: ' Study ' };\nconsole.log(onKeyDown({ key: 'Enter', target: input }, state), JSON.stringify(state.items), JSON.stringify(input.value));",
          out: '1 ["Study"] ""',
        },
        {
          n: example(2),
          after:
            "const state = { items: [] };\nconst input = { value: 'typo' };\nonKeyDown({ key: 'Escape', target: input }, state);\nconsole.log(JSON.stringify(input.value), state.items.length);",
          out: '"" 0',
        },
        {
          n: hidden(1),
          after:
            "const state = { items: ['Tea'] };\nconst input = { value: '   ' };\nconsole.log(onKeyDown({ key: 'Enter', target: input }, state), JSON.stringify(input.value));",
          out: '1 "   "',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "const state = { items: [] };\nconst input = { value: 'ab' };\nonKeyDown({ key: 'a', target: input }, state);\nconsole.log(JSON.stringify(state.items), input.value);",
          out: '[] ab',
          hidden: true,
        },
      ],
      sol: [
        [
          'نفرّق بين المفاتيح بـ `event.key`. مع `Enter` نتحقق أولًا أن النص بعد `trim()` ليس فارغًا، ثم نضيفه ونفرغ الحقل؛ مع `Escape` نفرغ الحقل فقط.',
          'Tell the keys apart with `event.key`. With `Enter`, first check that the text after `trim()` is not empty, then add it and empty the field; with `Escape`, only empty the field.',
        ],
      ],
      hints: [
        [
          'من أين تقرأ النص المكتوب؟ من `event.target.value`.',
          'Where do you read the typed text from? `event.target.value`.',
        ],
        [
          '`Enter` على حقل فيه مسافات فقط يجب ألا يضيف شيئًا ولا يغيّر الحقل.',
          '`Enter` on a field holding only spaces must add nothing and leave the field alone.',
        ],
      ],
    },
  ]),

  ...topic('javascript-async', [
    {
      s: 'promises',
      d: 1,
      q: [
        'اكتب `delay(ms, value)` تعيد وعدًا (Promise) يتحقق بالقيمة `value` بعد `ms` ملّي ثانية، باستخدام `setTimeout`.',
        'Write `delay(ms, value)` returning a promise that resolves to `value` after `ms` milliseconds, using `setTimeout`.',
      ],
      starter: 'function delay(ms, value) {\n  return value;\n}\n',
      key: 'function delay(ms, value) {\n  return new Promise((resolve) => {\n    setTimeout(() => resolve(value), ms);\n  });\n}',
      tests: [
        { n: example(1), after: "delay(500, 'tea').then(console.log);", out: 'tea' },
        {
          n: example(2),
          after: "delay(300, 'B').then(console.log);\ndelay(100, 'A').then(console.log);",
          out: 'A\nB',
        },
        {
          n: hidden(1),
          after: "delay(0, 'later').then(console.log);\nconsole.log('now');",
          out: 'now\nlater',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "setTimeout(() => console.log('1s'), 1000);\ndelay(1500, 'done').then(console.log);\nsetTimeout(() => console.log('2s'), 2000);",
          out: '1s\ndone\n2s',
          hidden: true,
        },
      ],
      sol: [
        [
          '`new Promise` يعطينا الدالة `resolve`؛ نستدعيها بالقيمة داخل `setTimeout`، فيتحقق الوعد بعد المدة.',
          '`new Promise` hands us `resolve`; call it with the value inside `setTimeout`, so the promise resolves after the delay.',
        ],
      ],
      hints: [
        [
          'الاختبار يستدعي `.then` على ما تعيده الدالة: يجب أن يكون وعدًا.',
          'The test calls `.then` on what the function returns: it must be a promise.',
        ],
        [
          'داخل `new Promise((resolve) => ...)` متى تستدعي `resolve`؟',
          'Inside `new Promise((resolve) => ...)`, when do you call `resolve`?',
        ],
      ],
    },
    {
      s: 'await',
      d: 1,
      q: [
        'اكتب دالة غير متزامنة `greet(getName)`: تنتظر `getName()` (تعيد وعدًا بالاسم) وتعيد `Hello, <name>!`.',
        'Write an async function `greet(getName)`: it awaits `getName()` (which returns a promise of a name) and returns `Hello, <name>!`.',
      ],
      starter:
        "async function greet(getName) {\n  const name = getName();\n  return 'Hello, ' + name + '!';\n}\n",
      key: "async function greet(getName) {\n  const name = await getName();\n  return 'Hello, ' + name + '!';\n}",
      tests: [
        {
          n: example(1),
          after: "greet(() => Promise.resolve('Mona')).then(console.log);",
          out: 'Hello, Mona!',
        },
        {
          n: example(2),
          after:
            "const slow = () => new Promise((r) => setTimeout(() => r('Karim'), 200));\ngreet(slow).then(console.log);",
          out: 'Hello, Karim!',
        },
        { n: hidden(1), after: "greet(() => 'Ali').then(console.log);", out: 'Hello, Ali!', hidden: true },
        {
          n: hidden(2),
          after: "greet(() => Promise.resolve('Sara')).then(console.log);\nconsole.log('first');",
          out: 'first\nHello, Sara!',
          hidden: true,
        },
      ],
      sol: [
        [
          'بدون `await` يكون `name` وعدًا لا نصًا، فيُطبع `[object Promise]`. `await` ينتظر الوعد ويعطي قيمته (ويعمل مع القيم العادية أيضًا).',
          'Without `await`, `name` is a promise, not a string, and `[object Promise]` is printed. `await` waits for the promise and gives its value (it works on plain values too).',
        ],
      ],
      hints: [
        [
          'شغّل الكود الحالي: ماذا يطبع بدل الاسم؟ ولماذا؟',
          'Run the current code: what is printed instead of the name, and why?',
        ],
        [
          'داخل دالة `async` تنتظر الوعد بكلمة واحدة قبل الاستدعاء.',
          'Inside an `async` function one keyword before the call waits for the promise.',
        ],
      ],
    },
    {
      s: 'event-loop',
      d: 2,
      q: [
        'اكتب `countdown(n)` تطبع `n` فورًا، ثم كل عدد أصغر بعد ثانية من سابقه حتى 1، ثم `Go!` بعد ثانية أخرى. إن كان `n` صفرًا تطبع `Go!` فورًا. استخدم `setTimeout` (لا تنتظر بحلقة).',
        'Write `countdown(n)` that prints `n` at once, then each smaller number one second after the one before, down to 1, then `Go!` one second later. When `n` is zero it prints `Go!` at once. Use `setTimeout` (do not wait in a loop).',
      ],
      starter: 'function countdown(n) {\n  for (let i = n; i > 0; i--) {\n    console.log(i);\n  }\n}\n',
      key: "function countdown(n) {\n  if (n <= 0) {\n    console.log('Go!');\n    return;\n  }\n  console.log(n);\n  setTimeout(() => countdown(n - 1), 1000);\n}",
      tests: [
        { n: example(1), after: 'countdown(3);', out: '3\n2\n1\nGo!' },
        {
          n: example(2),
          after: "countdown(2);\nsetTimeout(() => console.log('half'), 1500);",
          out: '2\n1\nhalf\nGo!',
        },
        { n: hidden(1), after: 'countdown(0);', out: 'Go!', hidden: true },
        {
          n: hidden(2),
          after: "countdown(1);\nconsole.log('started');\nsetTimeout(() => console.log('0.5s'), 500);",
          out: '1\nstarted\n0.5s\nGo!',
          hidden: true,
        },
      ],
      sol: [
        [
          'نطبع العدد الحالي ونطلب من `setTimeout` أن يستدعي الدالة نفسها بالعدد التالي بعد 1000 ملّي ثانية. الحالة الأساسية (صفر) تطبع `Go!` ولا تجدول شيئًا.',
          'Print the current number and ask `setTimeout` to call the same function with the next number after 1000 ms. The base case (zero) prints `Go!` and schedules nothing.',
        ],
      ],
      hints: [
        [
          'الحلقة تطبع كل الأعداد في اللحظة نفسها: من يؤجل الطباعة التالية؟',
          'A loop prints every number at the same moment: what delays the next print?',
        ],
        [
          'يمكن للدالة أن تجدول استدعاء نفسها بعدد أصغر.',
          'The function can schedule a call of itself with a smaller number.',
        ],
      ],
    },
    {
      s: 'promise-all',
      d: 2,
      q: [
        'اكتب دالة غير متزامنة `totalPrice(ids, getPrice)` تعيد مجموع أسعار المنتجات. `getPrice(id)` تعيد وعدًا بالسعر وتأخذ وقتًا، فاطلب كل الأسعار **معًا** بـ `Promise.all` لا واحدًا بعد الآخر.',
        'Write an async function `totalPrice(ids, getPrice)` returning the total price of the products. `getPrice(id)` returns a promise of a price and takes time, so request all the prices **at once** with `Promise.all`, not one after another.',
      ],
      starter: 'async function totalPrice(ids, getPrice) {\n  let total = 0;\n  return total;\n}\n',
      key: 'async function totalPrice(ids, getPrice) {\n  const prices = await Promise.all(ids.map((id) => getPrice(id)));\n  return prices.reduce((a, b) => a + b, 0);\n}',
      tests: [
        {
          n: example(1),
          after:
            'const prices = { 1: 25, 2: 7, 3: 12 };\nconst getPrice = (id) => new Promise((r) => setTimeout(() => r(prices[id]), 100));\ntotalPrice([1, 2, 3], getPrice).then(console.log);',
          out: '44',
        },
        {
          n: example(2),
          after: 'totalPrice([5], (id) => Promise.resolve(id * 10)).then(console.log);',
          out: '50',
        },
        {
          n: hidden(1),
          after: 'totalPrice([], () => Promise.resolve(1)).then(console.log);',
          out: '0',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "const getPrice = (id) => new Promise((r) => setTimeout(() => r(id), 1000));\ntotalPrice([1, 2, 3], getPrice).then(console.log);\nsetTimeout(() => console.log('1.5s'), 1500);",
          out: '6\n1.5s',
          hidden: true,
        },
      ],
      sol: [
        [
          '`ids.map(getPrice)` يبدأ كل الطلبات فورًا ويعطي مصفوفة وعود؛ `Promise.all` ينتظرها كلها معًا ويعطي مصفوفة الأسعار بالترتيب، ثم نجمعها. ثلاثة طلبات كل منها ثانية تنتهي في ثانية واحدة، لا ثلاث.',
          '`ids.map(getPrice)` starts every request at once and gives an array of promises; `Promise.all` waits for them together and gives the prices in order, which we then add up. Three one-second requests finish in one second, not three.',
        ],
      ],
      hints: [
        [
          '`await` داخل حلقة ينتظر كل طلب قبل بدء التالي.',
          '`await` inside a loop waits for each request before starting the next.',
        ],
        [
          '`Promise.all` يأخذ مصفوفة وعود ويعطي وعدًا بمصفوفة القيم.',
          '`Promise.all` takes an array of promises and gives a promise of the array of values.',
        ],
      ],
    },
    {
      s: 'errors',
      d: 2,
      q: [
        'اكتب دالة غير متزامنة `safeLoad(load)`: تنتظر `load()` وتعيد ناتجها، وإن فشلت (رُفض الوعد أو أُطلق خطأ) تعيد `Error: <رسالة الخطأ>` بدل أن تفشل.',
        'Write an async function `safeLoad(load)`: it awaits `load()` and returns its result; when it fails (the promise rejects or an error is thrown) it returns `Error: <the error message>` instead of failing.',
      ],
      starter: 'async function safeLoad(load) {\n  return await load();\n}\n',
      key: "async function safeLoad(load) {\n  try {\n    return await load();\n  } catch (err) {\n    return 'Error: ' + err.message;\n  }\n}",
      tests: [
        { n: example(1), after: "safeLoad(() => Promise.resolve('data')).then(console.log);", out: 'data' },
        {
          n: example(2),
          after: "safeLoad(() => Promise.reject(new Error('offline'))).then(console.log);",
          out: 'Error: offline',
        },
        {
          n: hidden(1),
          after: "safeLoad(async () => {\n  throw new Error('bad json');\n}).then(console.log);",
          out: 'Error: bad json',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "safeLoad(() => new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 300))).then(console.log);",
          out: 'Error: timeout',
          hidden: true,
        },
      ],
      sol: [
        [
          'نضع `await` داخل `try`: إن رُفض الوعد يقفز التنفيذ إلى `catch` ومعه كائن الخطأ، فنعيد رسالته. بدون `await` داخل `try` يفلت الرفض من `catch`.',
          'Put the `await` inside `try`: when the promise rejects, execution jumps to `catch` with the error object, and we return its message. Without the `await` inside `try`, the rejection escapes the `catch`.',
        ],
      ],
      hints: [
        [
          'أي تركيب يلتقط الخطأ ويكمل البرنامج؟',
          'Which construct catches an error and lets the program go on?',
        ],
        [
          'رسالة الخطأ في الخاصية `message` لكائن الخطأ.',
          'The error’s message is in the error object’s `message` property.',
        ],
      ],
    },
    {
      s: 'promise-race',
      d: 3,
      q: [
        'اكتب `withTimeout(promise, ms)` تعيد وعدًا يتحقق بقيمة `promise` إن استقر قبل `ms` ملّي ثانية، وإلا يُرفض بـ `new Error("timeout")`. إن رُفض `promise` أولًا يُرفض بخطئه هو.',
        'Write `withTimeout(promise, ms)` returning a promise that resolves with the value of `promise` when it settles within `ms` milliseconds, and otherwise rejects with `new Error("timeout")`. When `promise` rejects first, it rejects with that error.',
      ],
      starter: 'function withTimeout(promise, ms) {\n  return promise;\n}\n',
      key: "function withTimeout(promise, ms) {\n  const timer = new Promise((_, reject) => {\n    setTimeout(() => reject(new Error('timeout')), ms);\n  });\n  return Promise.race([promise, timer]);\n}",
      tests: [
        {
          n: example(1),
          after:
            "const fast = new Promise((r) => setTimeout(() => r('fast'), 100));\nwithTimeout(fast, 500).then(console.log, (e) => console.log(e.message));",
          out: 'fast',
        },
        {
          n: example(2),
          after:
            "const slow = new Promise((r) => setTimeout(() => r('slow'), 2000));\nwithTimeout(slow, 500).then(console.log, (e) => console.log(e.message));",
          out: 'timeout',
        },
        {
          n: hidden(1),
          after:
            "const bad = new Promise((_, reject) => setTimeout(() => reject(new Error('boom')), 100));\nwithTimeout(bad, 500).then(console.log, (e) => console.log(e.message));",
          out: 'boom',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "withTimeout(Promise.resolve(7), 0).then(console.log, (e) => console.log(e.message));\nsetTimeout(() => console.log('after'), 10);",
          out: '7\nafter',
          hidden: true,
        },
      ],
      sol: [
        [
          'نصنع وعدًا ثانيًا يُرفض بعد `ms`، و `Promise.race` يستقر كما يستقر أول الوعدين: قيمة `promise` أو خطؤه إن سبق، وإلا خطأ `timeout`.',
          'Make a second promise that rejects after `ms`; `Promise.race` settles as the first of the two settles: the value or error of `promise` if it comes first, otherwise the `timeout` error.',
        ],
      ],
      hints: [
        [
          'تحتاج وعدًا يُرفض بعد المدة: اصنعه بـ `setTimeout`.',
          'You need a promise that rejects after the delay: make one with `setTimeout`.',
        ],
        [
          'أي دالة من دوال `Promise` تأخذ أول وعد يستقر؟',
          'Which `Promise` function takes whichever promise settles first?',
        ],
      ],
    },
  ]),
];
