import { choiceOptions, defineGenerator, orderPieces } from '../../items/build';
import { AR_NOUNS, arabicCount, ar, bi, en, joinBi, num } from '../../items/format';
import type { ItemGenerator } from '../../items/types';
import { UNITS, answerIs, mistake, mistakesBesides, numberKey } from './common';

/** Year 1: numbers to 100, adding and subtracting within 20, shapes and patterns, length and time. */

const NUMBERS = 'primary-1-math-numbers';
const ADD = 'primary-1-math-add-subtract';
const SHAPES = 'primary-1-math-shapes';
const MEASURE = 'primary-1-math-measure';

const tensAndOnes = defineGenerator({
  unitId: NUMBERS,
  skill: 'tens-ones',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const tens = random.int(2, 9);
    const ones = random.int(1, 9);
    const value = tens * 10 + ones;
    const answer = numberKey(value);
    return {
      stem: bi(
        ar`ما العدد المكوَّن من ${tens} عشرات و${ones} آحاد؟`,
        en`Which number has ${tens} tens and ${ones} ones?`,
      ),
      ...answer,
      solution: [
        bi(ar`${tens} عشرات = ${tens * 10}`, en`${tens} tens = ${tens * 10}`),
        bi(ar`${tens * 10} + ${ones} = ${value}`, en`${tens * 10} + ${ones} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('كل عشرة هي مجموعة من ١٠ آحاد.', 'Each ten is a group of 10 ones.'),
        bi(
          ar`اكتب رقم العشرات (${tens}) على اليسار ثم رقم الآحاد.`,
          en`Write the tens digit (${tens}) first, then the ones digit.`,
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          ones * 10 + tens,
          bi('بدّلت مكان رقمَي العشرات والآحاد.', 'You swapped the tens digit and the ones digit.'),
        ),
        mistake(
          tens + ones,
          bi('جمعت الرقمين، لكن العشرات قيمتها أكبر.', 'You added the digits; a ten is worth 10 ones.'),
        ),
      ]),
    };
  },
});

const compareNumbers = defineGenerator({
  unitId: NUMBERS,
  skill: 'compare',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const [a, b] = random.distinct(2, 1, 9);
    const ones = random.int(0, 9);
    // Same ones digit or digits swapped: the tens decide, which is the point.
    const swapped = random.chance(0.5);
    const first = (a as number) * 10 + (swapped ? (b as number) : ones);
    const second = (b as number) * 10 + (swapped ? (a as number) : ones);
    const bigger = Math.max(first, second);
    const smaller = Math.min(first, second);
    const { choices, key } = choiceOptions(random, num(bigger), [
      {
        text: num(smaller),
        misconception: bi(
          'قارن رقم العشرات أولًا، لا رقم الآحاد.',
          'Compare the tens digits first, not the ones.',
        ),
      },
    ]);
    return {
      stem: bi(
        ar`أيّ العددين أكبر: ${first} أم ${second}؟`,
        en`Which number is greater: ${first} or ${second}?`,
      ),
      choices,
      key,
      keyText: num(bigger),
      solution: [
        bi(
          ar`عشرات ${first} هي ${Math.floor(first / 10)}، وعشرات ${second} هي ${Math.floor(second / 10)}.`,
          en`${first} has ${Math.floor(first / 10)} tens; ${second} has ${Math.floor(second / 10)} tens.`,
        ),
        bi('العدد الذي عشراته أكثر هو الأكبر.', 'The number with more tens is greater.'),
        answerIs(num(bigger)),
      ],
      hints: [
        bi('ابدأ برقم العشرات في كل عدد.', 'Start with the tens digit of each number.'),
        bi('عشرة واحدة أكبر من أي عدد من الآحاد حتى ٩.', 'One ten is more than any number of ones up to 9.'),
      ],
    };
  },
});

const orderNumbers = defineGenerator({
  unitId: NUMBERS,
  skill: 'order',
  difficulty: 2,
  kind: 'order',
  make(random) {
    const values = random.distinct(4, 11, 99).sort((x, y) => x - y);
    const { pieces, key } = orderPieces(
      random,
      values.map((v) => num(v)),
    );
    const written = joinBi(values.map((v) => num(v)));
    return {
      stem: bi('رتّب الأعداد من الأصغر إلى الأكبر.', 'Put the numbers in order from smallest to greatest.'),
      pieces,
      key,
      keyText: written,
      solution: [
        bi(
          'قارن العشرات أولًا، وإذا تساوت فقارن الآحاد.',
          'Compare the tens first; if they are equal, compare the ones.',
        ),
        answerIs(written),
      ],
      hints: [
        bi(
          'ابحث عن العدد الذي عشراته أقل: هو الأصغر.',
          'Find the number with the fewest tens: it is the smallest.',
        ),
        bi(
          ar`أصغر الأعداد هو ${values[0] as number}؛ ماذا بعده؟`,
          en`The smallest is ${values[0] as number}; what comes next?`,
        ),
      ],
    };
  },
});

const addWithin20 = defineGenerator({
  unitId: ADD,
  skill: 'add',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const a = random.int(4, 9);
    const b = random.int(11 - a, 9); // a sum past ten: "make a ten" is the strategy taught
    const sum = a + b;
    const answer = numberKey(sum);
    const toTen = 10 - a;
    return {
      stem: bi(ar`${a} + ${b} = ؟`, en`${a} + ${b} = ?`),
      ...answer,
      solution: [
        bi(ar`نكمل ${a} إلى ١٠ بإضافة ${toTen}.`, en`Make ${a} up to 10 by adding ${toTen}.`),
        bi(
          ar`يتبقى من ${b}: ${b - toTen}، و١٠ + ${b - toTen} = ${sum}`,
          en`${b} − ${toTen} = ${b - toTen} is left; 10 + ${b - toTen} = ${sum}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`ابدأ من ${a} وعُدّ ${b} خطوات للأمام.`, en`Start at ${a} and count on ${b} steps.`),
        bi(ar`أكمل ${a} إلى ١٠ أولًا: ${a} + ${toTen} = ١٠`, en`Make ten first: ${a} + ${toTen} = 10`),
      ],
      mistakes: [
        mistake(sum - 1, bi('عددت العدد الذي بدأت منه خطوة.', 'You counted the starting number as a step.')),
      ],
    };
  },
});

const subtractWithin20 = defineGenerator({
  unitId: ADD,
  skill: 'subtract',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const a = random.int(11, 20);
    const b = random.int(2, 9);
    const difference = a - b;
    const answer = numberKey(difference);
    return {
      stem: bi(
        ar`مع منى ${a} قلمًا، أعطت صديقتها ${arabicCount(b, AR_NOUNS.pencil)}. كم قلمًا بقي معها؟`,
        en`Mona has ${a} pencils. She gives her friend ${b}. How many pencils does she have left?`,
      ),
      ...answer,
      solution: [
        bi('أعطت أقلامًا، إذن نطرح.', 'She gives pencils away, so we subtract.'),
        bi(ar`${a} − ${b} = ${difference}`, en`${a} − ${b} = ${difference}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'عندما نعطي شيئًا يقل ما معنا: هل نجمع أم نطرح؟',
          'When we give things away we have fewer: add or subtract?',
        ),
        bi(
          ar`ابدأ من ${a} وعُدّ للخلف خطوة لكل قلم أعطته.`,
          en`Start at ${a} and count back one step for each pencil she gives.`,
        ),
      ],
      mistakes: [
        mistake(
          a + b,
          bi('جمعت، لكنها أعطت أقلامًا فقلّ عددها.', 'You added, but giving pencils away leaves fewer.'),
        ),
      ],
    };
  },
});

const missingAddend = defineGenerator({
  unitId: ADD,
  skill: 'missing-number',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const a = random.int(3, 9);
    let total = random.int(a + 3, 18);
    if (total === 2 * a) total += 1; // the hints name a; it must not be the answer
    const missing = total - a;
    const answer = numberKey(missing);
    return {
      stem: bi(
        ar`${a} + ؟ = ${total}. ما العدد الناقص؟`,
        en`${a} + ? = ${total}. What is the missing number?`,
      ),
      ...answer,
      solution: [
        bi(ar`العدد الناقص = ${total} − ${a}`, en`The missing number is ${total} − ${a}.`),
        bi(ar`${total} − ${a} = ${missing}`, en`${total} − ${a} = ${missing}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`كم خطوة من ${a} حتى تصل إلى ${total}؟`, en`How many steps from ${a} to ${total}?`),
        bi(ar`اطرح: ${total} − ${a}`, en`Subtract: ${total} − ${a}`),
      ],
      mistakes: [
        mistake(
          a + total,
          bi(
            'جمعت العددين، لكن المطلوب ما ينقص للوصول إلى المجموع.',
            'You added them; the question asks what is missing to reach the total.',
          ),
        ),
      ],
    };
  },
});

const SHAPES_SIDES = [
  { name: bi('مثلث', 'triangle'), sides: 3 },
  { name: bi('مربع', 'square'), sides: 4 },
  { name: bi('مستطيل', 'rectangle'), sides: 4 },
  { name: bi('شكل خماسي', 'pentagon'), sides: 5 },
  { name: bi('شكل سداسي', 'hexagon'), sides: 6 },
];

const shapeSides = defineGenerator({
  unitId: SHAPES,
  skill: 'sides',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const shape = random.pick(SHAPES_SIDES);
    const others = random.shuffle(SHAPES_SIDES.filter((s) => s.sides !== shape.sides));
    const { choices, key } = choiceOptions(
      random,
      shape.name,
      others.map((s) => ({
        text: s.name,
        misconception: bi(ar`${s.name.ar} له ${s.sides} أضلاع.`, en`A ${s.name.en} has ${s.sides} sides.`),
      })),
    );
    return {
      stem: bi(ar`أيّ شكل له ${shape.sides} أضلاع؟`, en`Which shape has ${shape.sides} sides?`),
      choices,
      key,
      keyText: shape.name,
      solution: [
        bi(
          'عُدّ أضلاع كل شكل: الضلع خط مستقيم من ركن إلى ركن.',
          'Count the sides of each shape: a side is a straight line from corner to corner.',
        ),
        bi(
          ar`الشكل الذي له ${shape.sides} أضلاع: ${shape.name.ar}`,
          en`The shape with ${shape.sides} sides: the ${shape.name.en}`,
        ),
        answerIs(shape.name),
      ],
      hints: [
        bi('الضلع خط مستقيم في حافة الشكل.', 'A side is a straight edge of the shape.'),
        bi('عدد الأضلاع يساوي عدد الأركان.', 'A shape has as many sides as corners.'),
      ],
    };
  },
});

const numberPattern = defineGenerator({
  unitId: SHAPES,
  skill: 'patterns',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const step = random.pick([1, 2, 3, 5, 10]);
    const start = random.int(1, 20);
    const terms = [0, 1, 2, 3].map((i) => start + i * step);
    const next = start + 4 * step;
    const answer = numberKey(next);
    return {
      stem: bi(
        ar`ما العدد التالي في النمط؟ ${terms.join('، ')}، ...`,
        en`What number comes next in the pattern? ${terms.join(', ')}, ...`,
      ),
      ...answer,
      solution: [
        bi(
          ar`كل عدد يزيد على الذي قبله بمقدار ${step}.`,
          en`Each number is ${step} more than the one before.`,
        ),
        bi(ar`${terms[3] as number} + ${step} = ${next}`, en`${terms[3] as number} + ${step} = ${next}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('كم يزيد كل عدد على العدد الذي قبله؟', 'How much bigger is each number than the one before?'),
        bi(
          ar`الزيادة في كل مرة ${step}؛ أضفها إلى آخر عدد.`,
          en`It goes up by ${step} each time; add that to the last number.`,
        ),
      ],
    };
  },
});

const lengthDifference = defineGenerator({
  unitId: MEASURE,
  skill: 'length',
  difficulty: 1,
  kind: 'number',
  make(random) {
    let longer: number;
    let shorter: number;
    // A hint names the shorter length, so it must not also be the difference.
    do [longer, shorter] = random.distinct(2, 5, 30).sort((x, y) => y - x) as [number, number];
    while (longer === 2 * shorter);
    const difference = longer - shorter;
    const answer = numberKey(difference, UNITS.cm);
    return {
      stem: bi(
        ar`طول قلم ${longer} سم، وطول ممحاة ${shorter} سم. كم سنتيمترًا يزيد طول القلم على طول الممحاة؟`,
        en`A pencil is ${longer} cm long and an eraser is ${shorter} cm long. How many centimetres longer is the pencil?`,
      ),
      ...answer,
      solution: [
        bi(
          '"كم يزيد" تعني أن نطرح الطول الأقصر من الأطول.',
          '"How much longer" means subtract the shorter from the longer.',
        ),
        bi(ar`${longer} − ${shorter} = ${difference}`, en`${longer} − ${shorter} = ${difference}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('نريد الفرق بين الطولين.', 'We want the difference between the two lengths.'),
        bi(ar`احسب ${longer} − ${shorter}`, en`Work out ${longer} − ${shorter}`),
      ],
      mistakes: [
        mistake(
          longer + shorter,
          bi(
            'جمعت الطولين، لكن السؤال عن الفرق بينهما.',
            'You added the lengths; the question asks for the difference.',
          ),
        ),
      ],
    };
  },
});

function hourText(hour: number): { ar: string; en: string } {
  return bi(ar`الساعة ${hour}`, en`${hour} o'clock`);
}

const readClock = defineGenerator({
  unitId: MEASURE,
  skill: 'time',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const hour = random.int(1, 11);
    const right = hourText(hour);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: hourText(12),
        misconception: bi(
          'العقرب الطويل يدل على الدقائق؛ العقرب القصير يدل على الساعة.',
          'The long hand shows the minutes; the short hand shows the hour.',
        ),
      },
      {
        text: hourText(hour + 1),
        misconception: bi(
          'العقرب القصير يشير إلى الساعة نفسها تمامًا، لا إلى التي بعدها.',
          'The short hand points exactly at the hour, not the next one.',
        ),
      },
      { text: hourText(hour === 1 ? 3 : hour - 1) },
    ]);
    return {
      stem: bi(
        ar`العقرب القصير في الساعة يشير إلى ${hour} والعقرب الطويل يشير إلى ١٢. كم الساعة؟`,
        en`On a clock the short hand points to ${hour} and the long hand points to 12. What time is it?`,
      ),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          'العقرب الطويل عند ١٢ يعني ساعة كاملة بلا دقائق.',
          'The long hand at 12 means an exact hour, no minutes.',
        ),
        bi(ar`العقرب القصير يدل على الساعة: ${hour}`, en`The short hand gives the hour: ${hour}`),
        answerIs(right),
      ],
      hints: [
        bi('أيّ العقربين يدل على الساعة؟', 'Which hand tells the hour?'),
        bi(
          'العقرب القصير يدل على الساعة، والطويل عند ١٢ يعني "تمامًا".',
          'The short hand tells the hour; the long hand at 12 means "o\'clock".',
        ),
      ],
    };
  },
});

export const YEAR1_GENERATORS: readonly ItemGenerator[] = [
  tensAndOnes,
  compareNumbers,
  orderNumbers,
  addWithin20,
  subtractWithin20,
  missingAddend,
  shapeSides,
  numberPattern,
  lengthDifference,
  readClock,
];
