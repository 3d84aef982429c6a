import { choiceOptions, defineGenerator, orderPieces } from '../../items/build';
import { AR_NOUNS, arabicCount, algebra, ar, bi, en, joinBi, num, roundTo } from '../../items/format';
import type { ItemGenerator } from '../../items/types';
import { UNITS, answerIs, mistake, mistakesBesides, numberKey } from './common';

/** Year 6: ratio and proportion, percentages, integers, algebraic expressions and equations, solids, statistics. */

const RATIO = 'primary-6-math-ratio';
const PERCENT = 'primary-6-math-percent';
const INTEGERS = 'primary-6-math-integers';
const ALGEBRA = 'primary-6-math-algebra';
const SOLIDS = 'primary-6-math-solids';
const STATISTICS = 'primary-6-math-statistics';

const shareInRatio = defineGenerator({
  unitId: RATIO,
  skill: 'share',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const [p, q] = random.pick([
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
      [3, 5],
      [1, 3],
      [4, 5],
    ]) as [number, number];
    const part = random.int(2, 15);
    const total = (p + q) * part;
    const first = p * part;
    const answer = numberKey(first, UNITS.pounds, AR_NOUNS.pound);
    return {
      stem: bi(
        ar`قسّم أب ${arabicCount(total, AR_NOUNS.pound)} بين عمر ومريم بنسبة ${p} : ${q}. كم جنيهًا يأخذ عمر؟`,
        en`A father shares ${total} pounds between Omar and Mariam in the ratio ${p} : ${q}. How much does Omar get?`,
      ),
      ...answer,
      solution: [
        bi(ar`عدد الأجزاء: ${p} + ${q} = ${p + q}`, en`Number of parts: ${p} + ${q} = ${p + q}`),
        bi(ar`قيمة الجزء: ${total} ÷ ${p + q} = ${part}`, en`One part: ${total} ÷ ${p + q} = ${part}`),
        bi(ar`نصيب عمر: ${p} × ${part} = ${first}`, en`Omar's share: ${p} × ${part} = ${first}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'اجمع حدّي النسبة لتعرف عدد الأجزاء المتساوية.',
          'Add the two numbers of the ratio to find how many equal parts there are.',
        ),
        bi(
          'اقسم المبلغ على عدد الأجزاء، ثم اضرب في نصيب عمر من الأجزاء.',
          'Divide the money by the number of parts, then multiply by Omar’s number of parts.',
        ),
      ],
      mistakes: mistakesBesides(first, [
        mistake(
          (total * p) / q,
          bi(
            'الأجزاء كلها مجموع حدّي النسبة، لا الحد الثاني وحده.',
            'All the parts are both numbers of the ratio added, not the second number alone.',
          ),
        ),
        mistake(
          total / 2,
          bi('القسمة ليست بالتساوي؛ اتبع النسبة.', 'The sharing is not equal; follow the ratio.'),
        ),
      ]),
    };
  },
});

const unitRate = defineGenerator({
  unitId: RATIO,
  skill: 'proportion',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const price = random.int(2, 15);
    const [have, want] = random.distinct(2, 2, 9) as [number, number];
    const cost = price * have;
    const value = price * want;
    const answer = numberKey(value, UNITS.pounds, AR_NOUNS.pound);
    return {
      stem: bi(
        ar`ثمن ${arabicCount(have, AR_NOUNS.notebook)} ${arabicCount(cost, AR_NOUNS.pound)}. كم ثمن ${arabicCount(want, AR_NOUNS.notebook)} من النوع نفسه؟`,
        en`${have} notebooks cost ${cost} pounds. How much do ${want} of the same notebooks cost?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`ثمن الكراسة الواحدة: ${cost} ÷ ${have} = ${price}`,
          en`One notebook: ${cost} ÷ ${have} = ${price}`,
        ),
        bi(ar`${want} × ${price} = ${value}`, en`${want} × ${price} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('ابدأ بثمن كراسة واحدة.', 'Start with the price of one notebook.'),
        bi(
          'اقسم الثمن على عدد الكراسات، ثم اضرب في العدد المطلوب.',
          'Divide the cost by the number of notebooks, then multiply by the number you want.',
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          cost + (want - have),
          bi(
            'أضفت الفرق في عدد الكراسات إلى الثمن؛ الثمن يتناسب مع العدد، فاضرب.',
            'You added the difference in notebooks to the cost; the cost grows in proportion, so multiply.',
          ),
        ),
      ]),
    };
  },
});

const PERCENTS = [10, 20, 25, 30, 40, 50, 60, 75];

const percentOf = defineGenerator({
  unitId: PERCENT,
  skill: 'percent-of',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const p = random.pick(PERCENTS);
    const q = random.int(1, 20) * 20;
    const value = (p * q) / 100;
    const answer = numberKey(value);
    return {
      stem: bi(ar`احسب ${p}٪ من ${q}.`, en`What is ${p}% of ${q}?`),
      ...answer,
      solution: [
        bi(ar`${p}٪ = ${p}/١٠٠`, en`${p}% = ${p}/100`),
        bi(ar`${p}/١٠٠ × ${q} = ${value}`, en`${p}/100 × ${q} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('النسبة المئوية عدد من الأجزاء من مائة.', 'A percentage is a number of hundredths.'),
        bi(
          'أوجد ١٪ أولًا بالقسمة على مائة، ثم اضرب في النسبة.',
          'Find 1% first by dividing by a hundred, then multiply by the percentage.',
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(p * q, bi('نسيت القسمة على ١٠٠.', 'You forgot to divide by 100.')),
      ]),
    };
  },
});

const discount = defineGenerator({
  unitId: PERCENT,
  skill: 'discount',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const p = random.pick([10, 15, 20, 25, 30, 40]);
    const price = random.int(2, 30) * 20;
    const off = (p * price) / 100;
    const value = price - off;
    const answer = numberKey(value, UNITS.pounds, AR_NOUNS.pound);
    return {
      stem: bi(
        ar`ثمن حقيبة ${arabicCount(price, AR_NOUNS.pound)}، وعليها خصم ${p}٪. كم جنيهًا ثمنها بعد الخصم؟`,
        en`A bag costs ${price} pounds and has ${p}% off. What is its price after the discount?`,
      ),
      ...answer,
      solution: [
        bi(ar`الخصم = ${p}٪ من ${price} = ${off}`, en`Discount = ${p}% of ${price} = ${off}`),
        bi(ar`${price} − ${off} = ${value}`, en`${price} − ${off} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('احسب قيمة الخصم أولًا بالجنيه.', 'First work out the discount in pounds.'),
        bi('ثم اطرح الخصم من الثمن الأصلي.', 'Then take the discount off the original price.'),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          off,
          bi(
            'هذا مقدار الخصم؛ المطلوب الثمن بعد طرحه.',
            'That is the discount itself; the question asks for the price after it.',
          ),
        ),
        mistake(
          price - p,
          bi(
            'طرحت النسبة كأنها جنيهات؛ احسب أولًا قيمتها من الثمن.',
            'You took off the percentage as pounds; first work out what it is of the price.',
          ),
        ),
      ]),
    };
  },
});

const whatPercent = defineGenerator({
  unitId: PERCENT,
  skill: 'what-percent',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const p = random.pick([5, 10, 15, 20, 25, 30, 40, 45, 60, 75, 80, 90]);
    const whole = random.pick([20, 40, 60, 80, 100, 200]);
    const part = (p * whole) / 100; // whole: a multiple of 20, p: of 5, so part is whole
    const answer = numberKey(p, UNITS.percent);
    return {
      stem: bi(
        ar`أجاب تلميذ إجابة صحيحة عن ${arabicCount(part, AR_NOUNS.question)} من ${arabicCount(whole, AR_NOUNS.question)}. ما النسبة المئوية لإجاباته الصحيحة؟`,
        en`A pupil got ${part} out of ${whole} questions right. What percentage did he get right?`,
      ),
      ...answer,
      solution: [
        bi(ar`الكسر: ${part}/${whole}`, en`As a fraction: ${part}/${whole}`),
        bi(ar`${part}/${whole} × ١٠٠ = ${p}`, en`${part}/${whole} × 100 = ${p}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('اكتب الجزء على الكل كسرًا.', 'Write the part over the whole as a fraction.'),
        bi(
          'اضرب الكسر في ١٠٠ لتحصل على النسبة المئوية.',
          'Multiply the fraction by 100 to get a percentage.',
        ),
      ],
      mistakes: mistakesBesides(p, [
        mistake(
          roundTo(part / whole),
          bi(
            'هذا كسر عشري؛ اضربه في ١٠٠ لتحصل على النسبة المئوية.',
            'That is a decimal; multiply by 100 to get the percentage.',
          ),
        ),
      ]),
    };
  },
});

const addIntegers = defineGenerator({
  unitId: INTEGERS,
  skill: 'add-subtract',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const a = -random.int(2, 15);
    let b = 0;
    while (b === 0 || Math.abs(b) === -a) b = random.int(-15, 15);
    const subtract = random.chance(0.4);
    const value = subtract ? a - b : a + b;
    const answer = numberKey(value);
    const shownB = b < 0 ? bi(ar`(${b})`, en`(${b})`) : num(b);
    const sign = subtract ? '−' : '+';
    const wrongSign = subtract ? a + b : a - b;
    return {
      stem: bi(ar`احسب: ${a} ${sign} ${shownB}`, en`Work out ${a} ${sign} ${shownB}.`),
      ...answer,
      solution: [
        ...(subtract
          ? [
              bi(
                ar`طرح عدد = جمع معكوسه: ${a} + ${b < 0 ? num(-b).ar : ar`(${-b})`}`,
                en`Subtracting a number is adding its opposite: ${a} + ${b < 0 ? num(-b).en : en`(${-b})`}`,
              ),
            ]
          : []),
        bi(ar`${a} ${sign} ${shownB} = ${value}`, en`${a} ${sign} ${shownB} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'تخيّل خط الأعداد: الموجب يمينًا والسالب يسارًا.',
          'Picture a number line: positive to the right, negative to the left.',
        ),
        subtract
          ? bi('طرح عدد يساوي جمع معكوسه.', 'Subtracting a number is the same as adding its opposite.')
          : bi(
              'لعددين مختلفين في الإشارة: اطرح القيمتين المطلقتين وخذ إشارة الأكبر قيمة مطلقة.',
              'For different signs: subtract the sizes and keep the sign of the larger size.',
            ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          -value,
          bi(
            'الإشارة خطأ: انظر أين تقف على خط الأعداد.',
            'The sign is wrong: check where you end on the number line.',
          ),
        ),
        mistake(
          wrongSign,
          bi(
            subtract ? 'طرح عدد سالب يساوي جمع الموجب.' : 'هذا طرح، والمطلوب جمع.',
            subtract
              ? 'Subtracting a negative is adding the positive.'
              : 'That is subtracting; the question adds.',
          ),
        ),
      ]),
    };
  },
});

const orderIntegers = defineGenerator({
  unitId: INTEGERS,
  skill: 'order',
  difficulty: 1,
  kind: 'order',
  make(random) {
    const values = [
      ...new Set([-random.int(1, 9), -random.int(10, 20), random.int(1, 12), -random.int(1, 9), 0]),
    ]
      .slice(0, 4)
      .sort((a, b) => a - b);
    while (values.length < 4) {
      const extra = random.int(13, 30);
      if (!values.includes(extra)) values.push(extra);
    }
    values.sort((a, b) => a - b);
    const { pieces, key } = orderPieces(
      random,
      values.map((v) => num(v)),
    );
    const written = joinBi(values.map((v) => num(v)));
    return {
      stem: bi(
        'رتّب الأعداد تصاعديًا (من الأصغر إلى الأكبر).',
        'Put the numbers in order from smallest to greatest.',
      ),
      pieces,
      key,
      keyText: written,
      solution: [
        bi(
          'على خط الأعداد: كلما اتجهنا يسارًا صغر العدد، والسالب أصغر من الصفر والموجب.',
          'On the number line, further left is smaller: negatives are below zero and the positives.',
        ),
        bi(
          'من بين السالبين، الأبعد عن الصفر هو الأصغر.',
          'Of two negatives, the one further from zero is smaller.',
        ),
        answerIs(written),
      ],
      hints: [
        bi('ضع الأعداد على خط الأعداد.', 'Place the numbers on a number line.'),
        bi(
          'العدد السالب الأكبر رقمًا هو الأصغر قيمة.',
          'The negative number with the bigger digits is the smaller number.',
        ),
      ],
    };
  },
});

const evaluateExpression = defineGenerator({
  unitId: ALGEBRA,
  skill: 'evaluate',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const a = random.int(2, 9);
    const b = random.int(1, 12);
    const x = random.int(2, 9);
    const value = a * x + b;
    const answer = numberKey(value);
    const expression = algebra(`${a}x + ${b}`);
    return {
      stem: bi(
        ar`أوجد قيمة المقدار ${expression} عندما س = ${x}.`,
        en`Find the value of ${expression} when x = ${x}.`,
      ),
      ...answer,
      solution: [
        bi(ar`نعوّض عن س بـ ${x}: ${a} × ${x} + ${b}`, en`Put ${x} in place of x: ${a} × ${x} + ${b}`),
        bi(ar`${a * x} + ${b} = ${value}`, en`${a * x} + ${b} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`${algebra(`${a}x`).ar} تعني ${a} × س.`, en`${a}x means ${a} × x.`),
        bi('اضرب أولًا ثم اجمع.', 'Multiply first, then add.'),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          a * 10 + x + b,
          bi(
            ar`${algebra(`${a}x`).ar} تعني ${a} × س، لا العدد ${a * 10 + x}.`,
            en`${a}x means ${a} × x, not the number ${a * 10 + x}.`,
          ),
        ),
        mistake(a * (x + b), bi('الضرب قبل الجمع.', 'Multiply before you add.')),
      ]),
    };
  },
});

const solveTwoStep = defineGenerator({
  unitId: ALGEBRA,
  skill: 'solve',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const a = random.int(2, 9);
    const x = random.int(1, 12);
    const b = random.int(1, 20);
    const c = a * x + b;
    const keyText = bi(ar`س = ${x}`, en`x = ${x}`);
    const equation = algebra(`${a}x + ${b} = ${c}`);
    return {
      stem: bi(ar`حلّ المعادلة: ${equation}`, en`Solve: ${equation}`),
      key: { kind: 'number', value: x, tolerance: 0 },
      keyText,
      solution: [
        bi(
          ar`نطرح ${b} من الطرفين: ${algebra(`${a}x = ${c - b}`)}`,
          en`Take ${b} from both sides: ${algebra(`${a}x = ${c - b}`)}`,
        ),
        bi(
          ar`نقسم الطرفين على ${a}: س = ${c - b} ÷ ${a}`,
          en`Divide both sides by ${a}: x = ${c - b} ÷ ${a}`,
        ),
        answerIs(keyText),
      ],
      hints: [
        bi(
          'تخلّص من العدد المجموع أولًا بطرحه من الطرفين.',
          'First undo the adding: take the same number from both sides.',
        ),
        bi('ثم اقسم الطرفين على معامل س.', 'Then divide both sides by the number in front of x.'),
      ],
      mistakes: mistakesBesides(x, [
        mistake(
          roundTo((c + b) / a),
          bi(
            'أضفت العدد إلى الطرف الآخر بدل طرحه.',
            'You added the number to the other side instead of taking it away.',
          ),
        ),
        mistake(
          c - b,
          bi('بقي أن تقسم على معامل س.', 'You still need to divide by the number in front of x.'),
        ),
      ]),
    };
  },
});

const writeExpression = defineGenerator({
  unitId: ALGEBRA,
  skill: 'write-expression',
  difficulty: 2,
  kind: 'expression',
  make(random) {
    const a = random.int(2, 9);
    const b = random.int(1, 15);
    const keyText = algebra(`${a}x + ${b}`);
    return {
      stem: bi(
        ar`فكّر في عدد س. اضربه في ${a} ثم أضف إلى الناتج ${b}. اكتب مقدارًا جبريًا يعبّر عن ذلك.`,
        en`Think of a number x. Multiply it by ${a}, then add ${b}. Write this as an algebraic expression.`,
      ),
      key: { kind: 'expression', expr: `${a}*x + ${b}`, variables: ['x'] },
      keyText,
      solution: [
        bi(ar`ضرب س في ${a}: ${algebra(`${a}x`)}`, en`x multiplied by ${a}: ${algebra(`${a}x`)}`),
        bi(ar`ثم نضيف ${b}.`, en`Then add ${b}.`),
        answerIs(keyText),
      ],
      hints: [
        bi(
          'ابدأ بالعملية الأولى: ماذا نكتب لـ "س مضروبًا في عدد"؟',
          'Start with the first step: how do you write "x multiplied by a number"?',
        ),
        bi(
          'الضرب أولًا ثم الإضافة، فلا تحتاج إلى أقواس.',
          'Multiplying comes first, then adding, so no brackets are needed.',
        ),
      ],
      mistakes: [
        {
          answer: `${a}*(x + ${b})`,
          misconception: bi(
            'هذا يضيف أولًا ثم يضرب؛ الترتيب في السؤال ضرب ثم إضافة.',
            'That adds first and then multiplies; the question multiplies first.',
          ),
        },
        {
          answer: `x + ${a} + ${b}`,
          misconception: bi('"اضربه في" تعني ضربًا، لا جمعًا.', '"Multiply it by" means multiply, not add.'),
        },
      ],
    };
  },
});

const collectLikeTerms = defineGenerator({
  unitId: ALGEBRA,
  skill: 'like-terms',
  difficulty: 2,
  // A choice, not an expression: the question itself is equivalent to its simplest form.
  kind: 'choice',
  make(random) {
    const a = random.int(2, 9);
    const b = random.int(2, 9);
    const c = random.int(1, 9);
    const right = algebra(`${a + b}x + ${c}`);
    const question = algebra(`${a}x + ${c} + ${b}x`);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: algebra(`${a + b}x^2 + ${c}`),
        misconception: bi(
          'عند جمع الحدود المتشابهة لا يتغير الأس.',
          'Adding like terms does not change the power.',
        ),
      },
      {
        text: algebra(`${a + b + c}x`),
        misconception: bi(
          'العدد وحده ليس حدًا متشابهًا مع حدود س.',
          'The lone number is not a like term with the x terms.',
        ),
      },
      {
        text: algebra(`${a * b}x + ${c}`),
        misconception: bi(
          'نجمع معاملات الحدود المتشابهة، لا نضربها.',
          'Add the numbers in front of like terms; do not multiply them.',
        ),
      },
    ]);
    return {
      stem: bi(ar`اختصر: ${question}`, en`Simplify: ${question}`),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          ar`نجمع الحدود المتشابهة: ${algebra(`${a}x + ${b}x = ${a + b}x`)}`,
          en`Collect the like terms: ${algebra(`${a}x + ${b}x = ${a + b}x`)}`,
        ),
        bi('الحد المطلق يبقى كما هو.', 'The number on its own stays as it is.'),
        answerIs(right),
      ],
      hints: [
        bi(
          'الحدود المتشابهة فيها المتغير نفسه بالأس نفسه.',
          'Like terms have the same variable to the same power.',
        ),
        bi(
          'اجمع معاملات س معًا، ولا تجمع العدد مع حدود س.',
          'Add the numbers in front of x together; do not add the lone number to them.',
        ),
      ],
    };
  },
});

const cubeSurfaceArea = defineGenerator({
  unitId: SOLIDS,
  skill: 'surface-area',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const side = random.int(2, 12);
    const face = side * side;
    const total = 6 * face;
    const answer = numberKey(total, UNITS.cm2);
    return {
      stem: bi(
        ar`مكعب طول حرفه ${side} سم. ما مساحته الكلية؟`,
        en`A cube has edges of ${side} cm. What is its total surface area?`,
      ),
      ...answer,
      solution: [
        bi(ar`مساحة الوجه الواحد: ${side} × ${side} = ${face}`, en`One face: ${side} × ${side} = ${face}`),
        bi(ar`للمكعب ٦ أوجه: ${face} × ٦ = ${total}`, en`A cube has 6 faces: ${face} × 6 = ${total}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'المساحة الكلية مجموع مساحات كل الأوجه.',
          'The total surface area is all the faces added together.',
        ),
        bi(
          'أوجه المكعب مربعات متطابقة؛ كم وجهًا له؟',
          "A cube's faces are equal squares; how many are there?",
        ),
      ],
      mistakes: mistakesBesides(total, [
        mistake(
          4 * face,
          bi(
            'هذه المساحة الجانبية (٤ أوجه)؛ الكلية تشمل القاعدتين.',
            'That is the lateral area (4 faces); the total includes top and bottom.',
          ),
        ),
        mistake(side * side * side, bi('هذا الحجم، لا المساحة.', 'That is the volume, not the area.')),
      ]),
    };
  },
});

const cuboidLateralArea = defineGenerator({
  unitId: SOLIDS,
  skill: 'lateral-area',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const [l, w] = random.distinct(2, 2, 12) as [number, number];
    const h = random.int(2, 10);
    const perimeter = 2 * (l + w);
    const lateral = perimeter * h;
    const answer = numberKey(lateral, UNITS.cm2);
    return {
      stem: bi(
        ar`متوازي مستطيلات قاعدته ${l} سم × ${w} سم وارتفاعه ${h} سم. ما مساحته الجانبية؟`,
        en`A cuboid has a base of ${l} cm by ${w} cm and a height of ${h} cm. What is its lateral surface area?`,
      ),
      ...answer,
      solution: [
        bi('المساحة الجانبية = محيط القاعدة × الارتفاع', 'Lateral area = perimeter of the base × height'),
        bi(
          ar`محيط القاعدة: (${l} + ${w}) × ٢ = ${perimeter}`,
          en`Perimeter of the base: (${l} + ${w}) × 2 = ${perimeter}`,
        ),
        bi(ar`${perimeter} × ${h} = ${lateral}`, en`${perimeter} × ${h} = ${lateral}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'المساحة الجانبية هي مساحات الأوجه الأربعة حول الشكل، دون القاعدتين.',
          'The lateral area is the four faces around the sides, without top and bottom.',
        ),
        bi(
          'احسب محيط القاعدة واضربه في الارتفاع.',
          'Work out the perimeter of the base and multiply it by the height.',
        ),
      ],
      mistakes: mistakesBesides(lateral, [
        mistake(
          lateral + 2 * l * w,
          bi(
            'هذه المساحة الكلية؛ الجانبية لا تشمل القاعدتين.',
            'That is the total area; the lateral area leaves out top and bottom.',
          ),
        ),
        mistake(l * w * h, bi('هذا الحجم، لا المساحة.', 'That is the volume, not the area.')),
      ]),
    };
  },
});

const median = defineGenerator({
  unitId: STATISTICS,
  skill: 'median',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const count = random.pick([5, 7]);
    const values = random.distinct(count, 1, 40);
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted[(count - 1) / 2] as number;
    const answer = numberKey(middle);
    const unsortedMiddle = values[(count - 1) / 2] as number;
    return {
      stem: bi(ar`أوجد الوسيط للقيم: ${values.join('، ')}`, en`Find the median of: ${values.join(', ')}`),
      ...answer,
      solution: [
        bi(ar`نرتب القيم: ${sorted.join('، ')}`, en`Put them in order: ${sorted.join(', ')}`),
        bi(
          ar`القيمة التي في المنتصف ترتيبها ${(count + 1) / 2}.`,
          en`The middle value is number ${(count + 1) / 2} in order.`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'رتّب القيم من الأصغر إلى الأكبر أولًا.',
          'First put the values in order from smallest to greatest.',
        ),
        bi(
          'الوسيط هو القيمة التي في المنتصف بعد الترتيب.',
          'The median is the value in the middle once they are in order.',
        ),
      ],
      mistakes: mistakesBesides(middle, [
        mistake(
          unsortedMiddle,
          bi(
            'أخذت القيمة الوسطى قبل ترتيب القيم.',
            'You took the middle value before putting them in order.',
          ),
        ),
      ]),
    };
  },
});

const range = defineGenerator({
  unitId: STATISTICS,
  skill: 'range',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const values = random.distinct(random.int(5, 7), 10, 60);
    const max = Math.max(...values);
    const min = Math.min(...values);
    const value = max - min;
    const answer = numberKey(value);
    return {
      stem: bi(
        ar`درجات حرارة أسبوع: ${values.join('، ')}. ما المدى؟`,
        en`A week's temperatures were ${values.join(', ')}. What is the range?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`أكبر قيمة ${max} وأصغر قيمة ${min}.`,
          en`The greatest value is ${max} and the smallest is ${min}.`,
        ),
        bi(ar`المدى = ${max} − ${min} = ${value}`, en`Range = ${max} − ${min} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('المدى يقيس مدى تباعد القيم.', 'The range measures how spread out the values are.'),
        bi('المدى = أكبر قيمة − أصغر قيمة.', 'Range = greatest value − smallest value.'),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          max,
          bi(
            'هذه أكبر قيمة؛ اطرح منها أصغر قيمة.',
            'That is the greatest value; take the smallest away from it.',
          ),
        ),
      ]),
    };
  },
});

const modeChoice = defineGenerator({
  unitId: STATISTICS,
  skill: 'mode',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const [mode, other, third, fourth] = random.distinct(4, 1, 20) as [number, number, number, number];
    const values = random.shuffle([mode, mode, mode, other, other, third, fourth]);
    const right = num(mode);
    const mean = roundTo(values.reduce((s, v) => s + v, 0) / values.length, 2);
    const { choices, key } = choiceOptions(random, right, [
      { text: num(other), misconception: bi(ar`${other} تكرر مرتين فقط.`, en`${other} appears only twice.`) },
      {
        text: num(Math.max(...values)),
        misconception: bi(
          'المنوال ليس أكبر قيمة، بل الأكثر تكرارًا.',
          'The mode is not the greatest value but the most frequent.',
        ),
      },
      { text: num(mean), misconception: bi('هذا المتوسط، لا المنوال.', 'That is the mean, not the mode.') },
    ]);
    return {
      stem: bi(ar`ما منوال القيم: ${values.join('، ')}؟`, en`What is the mode of ${values.join(', ')}?`),
      choices,
      key,
      keyText: right,
      solution: [
        bi('المنوال هو القيمة الأكثر تكرارًا.', 'The mode is the value that appears most often.'),
        bi(ar`${mode} تكررت ٣ مرات.`, en`${mode} appears 3 times.`),
        answerIs(right),
      ],
      hints: [
        bi('عُدّ كم مرة تظهر كل قيمة.', 'Count how many times each value appears.'),
        bi('المنوال هو القيمة الأكثر تكرارًا.', 'The mode is the value that appears most often.'),
      ],
    };
  },
});

export const YEAR6_GENERATORS: readonly ItemGenerator[] = [
  shareInRatio,
  unitRate,
  percentOf,
  discount,
  whatPercent,
  addIntegers,
  orderIntegers,
  evaluateExpression,
  solveTwoStep,
  writeExpression,
  collectLikeTerms,
  cubeSurfaceArea,
  cuboidLateralArea,
  median,
  range,
  modeChoice,
];
