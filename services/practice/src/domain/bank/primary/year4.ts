import { choiceOptions, defineGenerator, orderPieces } from '../../items/build';
import { ar, bi, en, frac, joinBi, num } from '../../items/format';
import type { Bilingual, ItemGenerator } from '../../items/types';
import { answerIs, mistake, mistakesBesides, numberKey } from './common';

/** Year 4: place value to millions, larger multiplication and division, factors and multiples, equivalent
 * fractions, lines, angles and polygons. */

const MILLIONS = 'primary-4-math-millions';
const OPERATIONS = 'primary-4-math-operations';
const FACTORS = 'primary-4-math-factors';
const FRACTIONS = 'primary-4-math-fractions';
const ANGLES = 'primary-4-math-angles';

const BIG_PLACES: { name: Bilingual; value: number }[] = [
  { name: bi('الآلاف', 'thousands'), value: 1_000 },
  { name: bi('عشرات الآلاف', 'ten thousands'), value: 10_000 },
  { name: bi('مئات الآلاف', 'hundred thousands'), value: 100_000 },
  { name: bi('الملايين', 'millions'), value: 1_000_000 },
];

const millionsDigitValue = defineGenerator({
  unitId: MILLIONS,
  skill: 'digit-value',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const digits = [random.int(1, 9), ...random.distinct(6, 0, 9)];
    const number = Number(digits.join(''));
    const place = random.pick(BIG_PLACES);
    const position = String(place.value).length - 1; // from the right
    let digit = digits[digits.length - 1 - position] as number;
    let value = digit * place.value;
    let shown = number;
    if (digit === 0) {
      // A zero's value is 0: give that place a digit so the question has something to find.
      digit = random.int(2, 9);
      shown = number + digit * place.value;
      value = digit * place.value;
    }
    const answer = numberKey(value);
    return {
      stem: bi(
        ar`ما القيمة المكانية للرقم الذي في منزلة ${place.name.ar} في العدد ${shown}؟`,
        en`What is the value of the digit in the ${place.name.en} place of ${shown}?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`الرقم في منزلة ${place.name.ar} هو ${digit}.`,
          en`The digit in the ${place.name.en} place is ${digit}.`,
        ),
        bi(
          ar`قيمته ${digit} × ${place.value} = ${value}`,
          en`Its value is ${digit} × ${place.value} = ${value}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'اقرأ المنازل من اليمين: آحاد، عشرات، مئات، آلاف، عشرات الآلاف، مئات الآلاف، ملايين.',
          'Read the places from the right: ones, tens, hundreds, thousands, ten thousands, hundred thousands, millions.',
        ),
        bi(
          ar`قيمة الرقم = الرقم × قيمة منزلته (منزلة ${place.name.ar}).`,
          en`The value is the digit times what its place is worth (the ${place.name.en} place).`,
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          digit,
          bi('هذا الرقم وحده، لا قيمته في منزلته.', 'That is the digit itself, not its value in its place.'),
        ),
      ]),
    };
  },
});

const orderLargeNumbers = defineGenerator({
  unitId: MILLIONS,
  skill: 'order',
  difficulty: 2,
  kind: 'order',
  make(random) {
    // Numbers of different lengths and numbers that share their leading digits.
    const base = random.int(100, 999) * 1000;
    const set = new Set([
      base + random.int(100, 999),
      base + random.int(100, 999),
      random.int(1, 9) * 1_000_000 + random.int(0, 999_999),
      random.int(10_000, 99_999),
    ]);
    while (set.size < 4) set.add(random.int(10_000, 9_999_999));
    const values = [...set].sort((a, b) => a - b);
    const descending = random.chance(0.5);
    const ordered = descending ? [...values].reverse() : values;
    const { pieces, key } = orderPieces(
      random,
      ordered.map((v) => num(v)),
    );
    const written = joinBi(ordered.map((v) => num(v)));
    return {
      stem: descending
        ? bi(
            'رتّب الأعداد تنازليًا (من الأكبر إلى الأصغر).',
            'Put the numbers in order from greatest to smallest.',
          )
        : bi(
            'رتّب الأعداد تصاعديًا (من الأصغر إلى الأكبر).',
            'Put the numbers in order from smallest to greatest.',
          ),
      pieces,
      key,
      keyText: written,
      solution: [
        bi('العدد الذي أرقامه أكثر هو الأكبر.', 'A number with more digits is greater.'),
        bi(
          'إذا تساوى عدد الأرقام فقارن من اليسار منزلةً منزلة.',
          'With the same number of digits, compare place by place from the left.',
        ),
        answerIs(written),
      ],
      hints: [
        bi('عُدّ أرقام كل عدد أولًا.', 'First count the digits of each number.'),
        bi(
          'للعددين المتقاربين قارن الرقم الأول المختلف من اليسار.',
          'For the two close numbers, compare the first digit from the left that differs.',
        ),
      ],
    };
  },
});

const roundThousands = defineGenerator({
  unitId: MILLIONS,
  skill: 'rounding',
  difficulty: 2,
  kind: 'number',
  make(random) {
    let n = random.int(10_001, 999_999);
    if (n % 1000 === 0) n += random.int(1, 999);
    const rounded = Math.round(n / 1000) * 1000;
    const down = Math.floor(n / 1000) * 1000;
    const hundreds = Math.floor(n / 100) % 10;
    const answer = numberKey(rounded);
    return {
      stem: bi(ar`قرّب العدد ${n} لأقرب ألف.`, en`Round ${n} to the nearest thousand.`),
      ...answer,
      solution: [
        bi(ar`رقم المئات ${hundreds}.`, en`The hundreds digit is ${hundreds}.`),
        bi(
          hundreds >= 5 ? 'وهو ٥ أو أكثر، فنقرّب لأعلى.' : 'وهو أقل من ٥، فنقرّب لأسفل.',
          hundreds >= 5 ? 'It is 5 or more, so round up.' : 'It is less than 5, so round down.',
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'الرقم الذي يحدد التقريب لأقرب ألف هو رقم المئات.',
          'The digit that decides rounding to the nearest thousand is the hundreds digit.',
        ),
        bi(
          '٥ أو أكثر: لأعلى؛ أقل من ٥: لأسفل، وتصبح المئات والعشرات والآحاد أصفارًا.',
          '5 or more: up; less than 5: down; the hundreds, tens and ones become zeros.',
        ),
      ],
      mistakes: mistakesBesides(rounded, [
        mistake(
          rounded === down ? down + 1000 : down,
          bi(
            'قرّبت في الاتجاه الخطأ: انظر إلى رقم المئات.',
            'You rounded the wrong way: look at the hundreds digit.',
          ),
        ),
        mistake(
          Math.round(n / 100) * 100,
          bi('قرّبت لأقرب مائة، لا لأقرب ألف.', 'You rounded to the nearest hundred, not thousand.'),
        ),
      ]),
    };
  },
});

const longMultiplication = defineGenerator({
  unitId: OPERATIONS,
  skill: 'multiply',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const a = random.int(102, 899);
    const tens = random.int(1, 9);
    const ones = random.int(2, 9);
    const b = tens * 10 + ones;
    const product = a * b;
    const answer = numberKey(product);
    return {
      stem: bi(ar`احسب: ${a} × ${b}`, en`Work out ${a} × ${b}.`),
      ...answer,
      solution: [
        bi(ar`${a} × ${ones} = ${a * ones}`, en`${a} × ${ones} = ${a * ones}`),
        bi(ar`${a} × ${tens * 10} = ${a * tens * 10}`, en`${a} × ${tens * 10} = ${a * tens * 10}`),
        bi(ar`${a * ones} + ${a * tens * 10} = ${product}`, en`${a * ones} + ${a * tens * 10} = ${product}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          ar`جزّئ ${b} إلى ${tens * 10} و${ones}، واضرب ${a} في كل جزء.`,
          en`Split ${b} into ${tens * 10} and ${ones}, and multiply ${a} by each part.`,
        ),
        bi(
          'عند الضرب في رقم العشرات ضع صفرًا في منزلة الآحاد أولًا، ثم اجمع الناتجين.',
          'When you multiply by the tens digit, put a zero in the ones place first; then add the two results.',
        ),
      ],
      mistakes: mistakesBesides(product, [
        mistake(
          a * ones + a * tens,
          bi(
            'نسيت الصفر عند الضرب في رقم العشرات.',
            'You forgot the zero when multiplying by the tens digit.',
          ),
        ),
      ]),
    };
  },
});

const longDivision = defineGenerator({
  unitId: OPERATIONS,
  skill: 'divide',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const divisor = random.int(3, 9);
    const quotient = random.int(105, 999);
    const dividend = divisor * quotient;
    const answer = numberKey(quotient);
    return {
      stem: bi(ar`احسب: ${dividend} ÷ ${divisor}`, en`Work out ${dividend} ÷ ${divisor}.`),
      ...answer,
      solution: [
        bi(
          'نقسم من اليسار: كم مرة يدخل المقسوم عليه في كل جزء، ثم ننزل الرقم التالي.',
          'Divide from the left: how many times the divisor goes into each part, then bring down the next digit.',
        ),
        bi(
          ar`تحقّق: ${quotient} × ${divisor} = ${dividend}`,
          en`Check: ${quotient} × ${divisor} = ${dividend}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          ar`ابدأ بأول رقم أو رقمين من اليسار: كم مرة يدخل فيهما ${divisor}؟`,
          en`Start with the first digit or two on the left: how many times does ${divisor} go into them?`,
        ),
        bi(
          'اضرب الناتج في المقسوم عليه واطرح وأنزل الرقم التالي؛ إذا كان الباقي أصغر من المقسوم عليه فاكتب صفرًا في الناتج.',
          'Multiply, subtract and bring down the next digit; when it is smaller than the divisor, write a zero in the answer.',
        ),
      ],
    };
  },
});

const greatestCommonFactor = defineGenerator({
  unitId: FACTORS,
  skill: 'common-factor',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const g = random.int(2, 12);
    const [p, q] = random.pick([
      [2, 3],
      [3, 4],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 6],
    ]) as [number, number];
    const a = g * p;
    const b = g * q;
    const answer = numberKey(g);
    return {
      stem: bi(
        ar`ما العامل المشترك الأكبر للعددين ${a} و${b}؟`,
        en`What is the greatest common factor of ${a} and ${b}?`,
      ),
      ...answer,
      solution: [
        bi(ar`${a} = ${g} × ${p}، ${b} = ${g} × ${q}`, en`${a} = ${g} × ${p} and ${b} = ${g} × ${q}`),
        bi(ar`${p} و${q} ليس بينهما عامل مشترك غير ١.`, en`${p} and ${q} have no common factor but 1.`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('اكتب عوامل كل عدد.', 'List the factors of each number.'),
        bi('ابحث عن أكبر عدد يظهر في القائمتين.', 'Find the greatest number that is in both lists.'),
      ],
      mistakes: mistakesBesides(g, [
        mistake(
          a * b,
          bi(
            'هذا حاصل الضرب؛ العامل المشترك يقسم العددين.',
            'That is their product; a common factor divides both numbers.',
          ),
        ),
        mistake(
          1,
          bi('١ عامل مشترك، لكن يوجد عامل مشترك أكبر.', '1 is a common factor, but there is a greater one.'),
        ),
      ]),
    };
  },
});

const leastCommonMultiple = defineGenerator({
  unitId: FACTORS,
  skill: 'common-multiple',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const [a, b] = random.pick([
      [4, 6],
      [6, 8],
      [6, 9],
      [4, 10],
      [8, 12],
      [10, 15],
      [6, 10],
      [9, 12],
      [12, 18],
    ]) as [number, number];
    const g = gcdOf(a, b);
    const lcm = (a * b) / g;
    const answer = numberKey(lcm);
    const multiples = (n: number) => Array.from({ length: lcm / n }, (_, i) => (i + 1) * n);
    return {
      stem: bi(
        ar`ما المضاعف المشترك الأصغر للعددين ${a} و${b}؟`,
        en`What is the least common multiple of ${a} and ${b}?`,
      ),
      ...answer,
      solution: [
        bi(ar`مضاعفات ${a}: ${multiples(a).join('، ')}`, en`Multiples of ${a}: ${multiples(a).join(', ')}`),
        bi(ar`مضاعفات ${b}: ${multiples(b).join('، ')}`, en`Multiples of ${b}: ${multiples(b).join(', ')}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'اكتب مضاعفات كل عدد: اضربه في ١، ٢، ٣، ...',
          'Write the multiples of each number: times 1, 2, 3, ...',
        ),
        bi('أول عدد يظهر في القائمتين هو المطلوب.', 'The first number in both lists is the one.'),
      ],
      mistakes: mistakesBesides(lcm, [
        mistake(
          a * b,
          bi(
            'حاصل ضرب العددين مضاعف مشترك، لكنه ليس الأصغر.',
            'The product is a common multiple, but not the least.',
          ),
        ),
      ]),
    };
  },
});

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
const ODD_COMPOSITES = [9, 15, 21, 25, 27, 33, 35, 39, 45, 49, 51];

const whichIsPrime = defineGenerator({
  unitId: FACTORS,
  skill: 'primes',
  difficulty: 2,
  kind: 'choice',
  make(random) {
    const prime = random.pick(PRIMES.filter((p) => p > 7)); // the hint names 2, 3, 5 and 7
    const odd = random.shuffle(ODD_COMPOSITES).slice(0, 2);
    const even = random.int(2, 24) * 2;
    const right = num(prime);
    const factorOf = (n: number) => [3, 5, 7].find((p) => n % p === 0) ?? 3;
    const { choices, key } = choiceOptions(random, right, [
      ...odd.map((n) => ({
        text: num(n),
        misconception: bi(
          ar`ليس كل عدد فردي أوليًا: ${n} = ${factorOf(n)} × ${n / factorOf(n)}`,
          en`Not every odd number is prime: ${n} = ${factorOf(n)} × ${n / factorOf(n)}`,
        ),
      })),
      {
        text: num(even),
        misconception: bi(
          ar`${even} يقبل القسمة على ٢، فله أكثر من عاملين.`,
          en`${even} divides by 2, so it has more than two factors.`,
        ),
      },
    ]);
    return {
      stem: bi('أيّ هذه الأعداد عدد أولي؟', 'Which of these numbers is prime?'),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          'العدد الأولي له عاملان فقط: ١ والعدد نفسه.',
          'A prime number has exactly two factors: 1 and itself.',
        ),
        bi(ar`${prime} لا يقبل القسمة إلا على ١ و${prime}.`, en`${prime} divides only by 1 and ${prime}.`),
        answerIs(right),
      ],
      hints: [
        bi('جرّب قسمة كل عدد على ٢ و٣ و٥ و٧.', 'Try dividing each number by 2, 3, 5 and 7.'),
        bi(
          'العدد الأولي لا يقبل القسمة إلا على ١ وعلى نفسه.',
          'A prime number divides only by 1 and by itself.',
        ),
      ],
    };
  },
});

const equivalentFraction = defineGenerator({
  unitId: FRACTIONS,
  skill: 'equivalent',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const d = random.int(2, 9);
    const n = random.int(1, d - 1);
    const factor = random.int(2, 6);
    const newD = d * factor;
    const missing = n * factor;
    const answer = numberKey(missing);
    return {
      stem: bi(
        ar`أكمل: ${frac({ n, d })} = ؟/${newD}`,
        en`Fill in the missing number: ${n}/${d} = ?/${newD}`,
      ),
      ...answer,
      solution: [
        bi(
          ar`${d} × ${factor} = ${newD}، فالمقام ضُرب في ${factor}.`,
          en`${d} × ${factor} = ${newD}: the denominator was multiplied by ${factor}.`,
        ),
        bi(
          ar`نضرب البسط في العدد نفسه: ${n} × ${factor} = ${missing}`,
          en`Multiply the numerator by the same number: ${n} × ${factor} = ${missing}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'قارن المقامين: في أيّ عدد ضُرب المقام الأول ليصبح الثاني؟',
          'Compare the denominators: what was the first multiplied by to make the second?',
        ),
        bi(
          'اضرب البسط في العدد نفسه الذي ضُرب فيه المقام.',
          'Multiply the numerator by the same number as the denominator.',
        ),
      ],
      mistakes: mistakesBesides(missing, [
        mistake(
          n + (newD - d),
          bi(
            'أضفت إلى البسط بدل الضرب؛ الكسور المتكافئة تُصنع بالضرب.',
            'You added to the numerator; equivalent fractions come from multiplying.',
          ),
        ),
      ]),
    };
  },
});

const compareFractions = defineGenerator({
  unitId: FRACTIONS,
  skill: 'compare',
  difficulty: 2,
  kind: 'choice',
  make(random) {
    // Same denominator or same numerator, or related denominators (one a multiple of the other).
    let a: { n: number; d: number };
    let b: { n: number; d: number };
    do {
      const d = random.int(3, 8);
      const m = random.int(2, 3);
      a = { n: random.int(1, d - 1), d };
      b = { n: random.int(1, d * m - 1), d: d * m };
    } while (a.n * b.d === b.n * a.d);
    const [first, second] = random.chance(0.5) ? [a, b] : [b, a];
    const cmp = first.n * second.d - second.n * first.d;
    const sign = cmp > 0 ? bi('>', '>') : bi('<', '<');
    const other = cmp > 0 ? bi('<', '<') : bi('>', '>');
    const common = Math.max(first.d, second.d);
    const { choices, key } = choiceOptions(random, sign, [
      {
        text: other,
        misconception: bi(
          'وحّد المقامين أولًا، ثم قارن البسطين.',
          'Make the denominators the same first, then compare the numerators.',
        ),
      },
      {
        text: bi('=', '='),
        misconception: bi(
          'الكسران غير متكافئين: حوّلهما إلى المقام نفسه وقارن.',
          'The fractions are not equivalent: rewrite them over one denominator and compare.',
        ),
      },
    ]);
    const over = (f: { n: number; d: number }) => frac({ n: (f.n * common) / f.d, d: common });
    return {
      stem: bi(
        ar`ضع العلامة المناسبة (> أو < أو =): ${frac(first)} ⬜ ${frac(second)}`,
        en`Choose the right sign (>, < or =): ${frac(first)} ⬜ ${frac(second)}`,
      ),
      choices,
      key,
      keyText: sign,
      solution: [
        bi(
          ar`نوحّد المقامين إلى ${common}: ${over(first)} و${over(second)}`,
          en`Rewrite both over ${common}: ${over(first)} and ${over(second)}`,
        ),
        bi(ar`${frac(first)} ${sign.ar} ${frac(second)}`, en`${frac(first)} ${sign.en} ${frac(second)}`),
        answerIs(sign),
      ],
      hints: [
        bi(
          'لا نقارن كسرين إلا إذا كان مقاماهما متساويين.',
          'Compare fractions only once their denominators are the same.',
        ),
        bi(
          ar`حوّل الكسر الذي مقامه أصغر إلى كسر مقامه ${common}.`,
          en`Rewrite the fraction with the smaller denominator over ${common}.`,
        ),
      ],
    };
  },
});

const ANGLE_TYPES = {
  acute: bi('زاوية حادة', 'an acute angle'),
  right: bi('زاوية قائمة', 'a right angle'),
  obtuse: bi('زاوية منفرجة', 'an obtuse angle'),
  straight: bi('زاوية مستقيمة', 'a straight angle'),
};

const classifyAngle = defineGenerator({
  unitId: ANGLES,
  skill: 'angle-types',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const kind = random.pick(['acute', 'right', 'obtuse', 'straight'] as const);
    const measure =
      kind === 'acute'
        ? random.int(10, 85)
        : kind === 'obtuse'
          ? random.int(95, 175)
          : kind === 'right'
            ? 90
            : 180;
    const right = ANGLE_TYPES[kind];
    const why: Record<string, Bilingual> = {
      acute: bi('الحادة أصغر من ٩٠°.', 'An acute angle is less than 90°.'),
      right: bi('القائمة تساوي ٩٠° تمامًا.', 'A right angle is exactly 90°.'),
      obtuse: bi('المنفرجة أكبر من ٩٠° وأصغر من ١٨٠°.', 'An obtuse angle is between 90° and 180°.'),
      straight: bi('المستقيمة تساوي ١٨٠°.', 'A straight angle is 180°.'),
    };
    const { choices, key } = choiceOptions(
      random,
      right,
      (Object.keys(ANGLE_TYPES) as (keyof typeof ANGLE_TYPES)[])
        .filter((k) => k !== kind)
        .map((k) => ({ text: ANGLE_TYPES[k], misconception: why[k] as Bilingual })),
    );
    return {
      stem: bi(
        ar`زاوية قياسها ${measure}°. ما نوعها؟`,
        en`An angle measures ${measure}°. What kind of angle is it?`,
      ),
      choices,
      key,
      keyText: right,
      solution: [
        bi('نقارن القياس بـ ٩٠° و١٨٠°.', 'Compare the measure with 90° and 180°.'),
        why[kind] as Bilingual,
        answerIs(right),
      ],
      hints: [
        bi(
          'قارن القياس بـ ٩٠°، زاوية ركن المربع.',
          'Compare the measure with 90°, the angle in the corner of a square.',
        ),
        bi(
          'أصغر من ٩٠°، أو ٩٠° تمامًا، أو بين ٩٠° و١٨٠°، أو ١٨٠°؟',
          'Less than 90°, exactly 90°, between 90° and 180°, or 180°?',
        ),
      ],
    };
  },
});

const POLYGONS = [
  { sides: 3, name: bi('مثلث', 'a triangle') },
  { sides: 4, name: bi('شكل رباعي', 'a quadrilateral') },
  { sides: 5, name: bi('شكل خماسي', 'a pentagon') },
  { sides: 6, name: bi('شكل سداسي', 'a hexagon') },
  { sides: 8, name: bi('شكل ثماني', 'an octagon') },
];

const namePolygon = defineGenerator({
  unitId: ANGLES,
  skill: 'polygons',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const polygon = random.pick(POLYGONS);
    const { choices, key } = choiceOptions(
      random,
      polygon.name,
      random.shuffle(POLYGONS.filter((p) => p !== polygon)).map((p) => ({
        text: p.name,
        misconception: bi(ar`${p.name.ar} له ${p.sides} أضلاع.`, en`${p.name.en} has ${p.sides} sides.`),
      })),
    );
    return {
      stem: bi(
        ar`مضلع له ${polygon.sides} أضلاع و${polygon.sides} زوايا. ما اسمه؟`,
        en`A polygon has ${polygon.sides} sides and ${polygon.sides} angles. What is it called?`,
      ),
      choices,
      key,
      keyText: polygon.name,
      solution: [
        bi('يُسمّى المضلع بعدد أضلاعه.', 'A polygon is named by its number of sides.'),
        answerIs(polygon.name),
      ],
      hints: [
        bi('اسم المضلع يأتي من عدد أضلاعه.', "A polygon's name comes from how many sides it has."),
        bi(
          'الاسم من العدد: ثلاثي، رباعي، خماسي، سداسي، ثماني.',
          'The name comes from the number: tri- 3, quadri- 4, penta- 5, hexa- 6, octa- 8.',
        ),
      ],
    };
  },
});

export const YEAR4_GENERATORS: readonly ItemGenerator[] = [
  millionsDigitValue,
  orderLargeNumbers,
  roundThousands,
  longMultiplication,
  longDivision,
  greatestCommonFactor,
  leastCommonMultiple,
  whichIsPrime,
  equivalentFraction,
  compareFractions,
  classifyAngle,
  namePolygon,
];
