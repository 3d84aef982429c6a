import { choiceOptions, defineGenerator, orderPieces } from '../../items/build';
import {
  AR_NOUNS,
  arabicCount,
  type Fraction,
  addFractions,
  ar,
  bi,
  en,
  frac,
  gcd,
  joinBi,
  lcm,
  multiplyFractions,
  num,
  roundTo,
  simplest,
} from '../../items/format';
import type { Bilingual, ItemGenerator } from '../../items/types';
import { UNITS, answerIs, fractionKey, mistake, mistakesBesides, numberKey } from './common';

/** Year 5: decimals, operations on fractions, area and volume, the coordinate plane, data and probability. */

const DECIMALS = 'primary-5-math-decimals';
const FRACTION_OPS = 'primary-5-math-fraction-operations';
const VOLUME = 'primary-5-math-volume';
const COORDINATES = 'primary-5-math-coordinates';
const DATA = 'primary-5-math-data';

const addDecimals = defineGenerator({
  unitId: DECIMALS,
  skill: 'add-subtract',
  difficulty: 2,
  kind: 'number',
  make(random) {
    // One number in hundredths, one in tenths: lining up the decimal point is the skill.
    let a: number;
    let b: number;
    do [a, b] = [random.int(101, 999) / 100, random.int(11, 99) / 10];
    while (Math.round(a * 100) % 10 === 0 || Math.round(b * 10) % 10 === 0);
    const subtract = random.chance(0.5) && b < a;
    const value = roundTo(subtract ? a - b : a + b);
    const sign = subtract ? '−' : '+';
    const answer = numberKey(value);
    const misaligned = roundTo(subtract ? a - b / 10 : a + b / 10);
    return {
      stem: bi(ar`احسب: ${a} ${sign} ${b}`, en`Work out ${a} ${sign} ${b}.`),
      ...answer,
      solution: [
        bi(
          ar`نكتب ${b} على صورة ${num(b).ar}٠ ليكون للعددين رقمان عشريان.`,
          en`Write ${b} as ${num(b).en}0 so both numbers have two decimal places.`,
        ),
        bi(
          'نضع العلامتين العشريتين تحت بعضهما ونحسب كالأعداد الصحيحة.',
          'Line up the decimal points and work as with whole numbers.',
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('ضع العلامة العشرية تحت العلامة العشرية.', 'Line up the decimal points.'),
        bi(
          'أضف صفرًا في آخر العدد الذي له رقم عشري واحد، فلا تتغير قيمته.',
          'Put a zero at the end of the number with one decimal place; its value does not change.',
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          misaligned,
          bi(
            'لم تضع العلامتين العشريتين تحت بعضهما: الأجزاء من عشرة مع الأجزاء من عشرة.',
            'You did not line up the decimal points: tenths go with tenths.',
          ),
        ),
      ]),
    };
  },
});

const orderDecimals = defineGenerator({
  unitId: DECIMALS,
  skill: 'order',
  difficulty: 2,
  kind: 'order',
  make(random) {
    // The trap: a longer decimal is not a greater one (0.45 < 0.5).
    const whole = random.int(0, 5);
    const t = random.int(2, 8);
    const values = [
      ...new Set([
        whole + t / 10,
        whole + (t - 1) / 10 + random.int(1, 9) / 100,
        whole + (t - 1) / 10 + random.int(1, 9) / 1000,
        whole + t / 10 + random.int(1, 9) / 100,
      ]),
    ]
      .map((v) => roundTo(v))
      .sort((x, y) => x - y);
    while (values.length < 4) values.push(roundTo(whole + 0.9 + values.length / 100));
    const { pieces, key } = orderPieces(
      random,
      values.map((v) => num(v)),
    );
    const written = joinBi(values.map((v) => num(v)));
    return {
      stem: bi(
        'رتّب الأعداد العشرية من الأصغر إلى الأكبر.',
        'Put the decimals in order from smallest to greatest.',
      ),
      pieces,
      key,
      keyText: written,
      solution: [
        bi(
          'نكتب الأعداد بعدد الأرقام العشرية نفسه (بإضافة أصفار) ثم نقارن.',
          'Give every number the same number of decimal places (add zeros), then compare.',
        ),
        answerIs(written),
      ],
      hints: [
        bi('العدد الأطول ليس بالضرورة الأكبر.', 'A longer decimal is not always greater.'),
        bi(
          'قارن الأجزاء من عشرة أولًا، ثم من مائة، ثم من ألف.',
          'Compare the tenths first, then the hundredths, then the thousandths.',
        ),
      ],
    };
  },
});

const timesPowerOfTen = defineGenerator({
  unitId: DECIMALS,
  skill: 'multiply-by-10',
  difficulty: 1,
  kind: 'number',
  make(random) {
    let x = random.int(101, 9999) / 1000;
    if (Number.isInteger(x)) x += 0.25; // a whole number times 10 would be the power itself, named by a hint
    const power = random.pick([10, 100, 1000]);
    const value = roundTo(x * power);
    const places = String(power).length - 1;
    const answer = numberKey(value);
    return {
      stem: bi(ar`احسب: ${x} × ${power}`, en`Work out ${x} × ${power}.`),
      ...answer,
      solution: [
        bi(
          ar`الضرب في ${power} ينقل العلامة العشرية ${places} ${places === 1 ? 'منزلة' : 'منازل'} إلى اليمين.`,
          en`Multiplying by ${power} moves the decimal point ${places} place${places === 1 ? '' : 's'} to the right.`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`كم صفرًا في ${power}؟`, en`How many zeros does ${power} have?`),
        bi(
          'انقل العلامة العشرية إلى اليمين منزلة لكل صفر.',
          'Move the decimal point one place to the right for each zero.',
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          roundTo(x / power),
          bi(
            'نقلت العلامة إلى اليسار؛ الضرب يكبّر العدد.',
            'You moved the point to the left; multiplying makes the number bigger.',
          ),
        ),
      ]),
    };
  },
});

const addUnlikeFractions = defineGenerator({
  unitId: FRACTION_OPS,
  skill: 'add',
  difficulty: 2,
  kind: 'choice',
  make(random) {
    let a: Fraction;
    let b: Fraction;
    do {
      const [d1, d2] = random.distinct(2, 2, 9) as [number, number];
      a = { n: random.int(1, d1 - 1), d: d1 };
      b = { n: random.int(1, d2 - 1), d: d2 };
    } while (lcm(a.d, b.d) > 36);
    const sum = addFractions(a, b);
    const common = lcm(a.d, b.d);
    const right = frac(sum);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: frac({ n: a.n + b.n, d: a.d + b.d }),
        misconception: bi(
          'جمعت البسطين معًا والمقامين معًا؛ وحّد المقامين أولًا ثم اجمع البسطين فقط.',
          'You added the numerators and the denominators; find a common denominator, then add only the numerators.',
        ),
      },
      {
        text: frac({ n: a.n + b.n, d: common }),
        misconception: bi(
          'وحّدت المقام لكن لم تغيّر البسطين بالضرب نفسه.',
          'You changed the denominators but not the numerators to match.',
        ),
      },
      {
        text: frac({ n: a.n * b.n, d: a.d * b.d }),
        misconception: bi(
          'ضربت الكسرين، والمطلوب جمعهما.',
          'You multiplied the fractions; the question asks you to add them.',
        ),
      },
    ]);
    const over = (f: Fraction) => ({ n: (f.n * common) / f.d, d: common });
    return {
      stem: bi(ar`احسب: ${frac(a)} + ${frac(b)}`, en`Work out ${frac(a)} + ${frac(b)}.`),
      choices,
      key,
      keyText: right,
      solution: [
        bi(ar`المقام المشترك: ${common}`, en`A common denominator: ${common}`),
        bi(
          ar`${frac(over(a))} + ${frac(over(b))} = ${frac({ n: over(a).n + over(b).n, d: common })}`,
          en`${frac(over(a))} + ${frac(over(b))} = ${frac({ n: over(a).n + over(b).n, d: common })}`,
        ),
        answerIs(right),
      ],
      hints: [
        bi(
          'لا نجمع كسرين إلا إذا كان لهما المقام نفسه.',
          'We can add fractions only when they have the same denominator.',
        ),
        bi(
          ar`حوّل الكسرين إلى كسرين مقامهما ${common}، ثم اجمع البسطين فقط.`,
          en`Rewrite both fractions over ${common}, then add the numerators only.`,
        ),
      ],
    };
  },
});

const multiplyFractionsGenerator = defineGenerator({
  unitId: FRACTION_OPS,
  skill: 'multiply',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const a = { n: random.int(1, 5), d: random.int(2, 9) };
    const b = { n: random.int(1, 5), d: random.int(2, 9) };
    if (a.n >= a.d) a.n = a.d - 1;
    if (b.n >= b.d) b.n = b.d - 1;
    const product = multiplyFractions(a, b);
    const answer = fractionKey(product);
    const raw = { n: a.n * b.n, d: a.d * b.d };
    return {
      stem: bi(ar`احسب: ${frac(a)} × ${frac(b)}`, en`Work out ${frac(a)} × ${frac(b)}.`),
      ...answer,
      solution: [
        bi(
          'نضرب البسط في البسط والمقام في المقام.',
          'Multiply the numerators together and the denominators together.',
        ),
        bi(
          ar`${frac(raw)}${gcd(raw.n, raw.d) > 1 ? ` = ${frac(product).ar}` : ''}`,
          en`${frac(raw)}${gcd(raw.n, raw.d) > 1 ? ` = ${frac(product).en}` : ''}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('في الضرب لا نحتاج إلى توحيد المقامات.', 'To multiply, you do not need a common denominator.'),
        bi(
          'البسط × البسط، والمقام × المقام، ثم اختصر إن أمكن.',
          'Numerator times numerator, denominator times denominator, then simplify if you can.',
        ),
      ],
      mistakes: mistakesBesides(product.n / product.d, [
        mistake(
          `${a.n * b.n}/${a.d}`,
          bi(
            'ضربت البسطين فقط؛ اضرب المقامين أيضًا.',
            'You multiplied only the numerators; multiply the denominators too.',
          ),
        ),
        mistake(
          `${a.n * b.d}/${a.d * b.n}`,
          bi(
            'هذه قسمة الكسرين (ضرب في المقلوب)، لا ضربهما.',
            'That is dividing the fractions, not multiplying them.',
          ),
        ),
      ]),
    };
  },
});

const fractionOfQuantity = defineGenerator({
  unitId: FRACTION_OPS,
  skill: 'fraction-of-amount',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const d = random.pick([3, 4, 5, 6, 8]);
    let n = random.int(2, d - 1);
    while (gcd(n, d) > 1) n -= 1; // the fraction in its simplest form, as a question shows it
    const unit = random.int(2, 12);
    const total = unit * d;
    const value = unit * n;
    const answer = numberKey(value, UNITS.pounds, AR_NOUNS.pound);
    return {
      stem: bi(
        ar`مع سارة ${arabicCount(total, AR_NOUNS.pound)}، أنفقت ${frac({ n, d })} منها. كم جنيهًا أنفقت؟`,
        en`Sara has ${total} pounds and spends ${frac({ n, d })} of it. How many pounds does she spend?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`${frac({ n: 1, d })} من ${total} = ${total} ÷ ${d} = ${unit}`,
          en`${frac({ n: 1, d })} of ${total} = ${total} ÷ ${d} = ${unit}`,
        ),
        bi(
          ar`${frac({ n, d })} من ${total} = ${unit} × ${n} = ${value}`,
          en`${frac({ n, d })} of ${total} = ${unit} × ${n} = ${value}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('اقسم على المقام لتجد قيمة الجزء الواحد.', 'Divide by the denominator to find one part.'),
        bi('ثم اضرب في البسط.', 'Then multiply by the numerator.'),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          unit,
          bi('هذه قيمة جزء واحد فقط؛ اضرب في البسط.', 'That is one part only; multiply by the numerator.'),
        ),
      ]),
    };
  },
});

const cuboidVolume = defineGenerator({
  unitId: VOLUME,
  skill: 'volume',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const [l, w, h] = [random.int(2, 12), random.int(2, 10), random.int(2, 9)];
    const volume = l * w * h;
    const answer = numberKey(volume, UNITS.cm3);
    return {
      stem: bi(
        ar`متوازي مستطيلات أبعاده ${l} سم و${w} سم و${h} سم. ما حجمه؟`,
        en`A cuboid measures ${l} cm by ${w} cm by ${h} cm. What is its volume?`,
      ),
      ...answer,
      solution: [
        bi('الحجم = الطول × العرض × الارتفاع', 'Volume = length × width × height'),
        bi(ar`${l} × ${w} × ${h} = ${volume}`, en`${l} × ${w} × ${h} = ${volume}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'الحجم هو عدد المكعبات (١ سم³) التي تملأ الشكل.',
          'The volume is how many 1 cm³ cubes fill the shape.',
        ),
        bi('اضرب الأبعاد الثلاثة معًا.', 'Multiply the three measurements together.'),
      ],
      mistakes: mistakesBesides(volume, [
        mistake(
          l + w + h,
          bi('جمعت الأبعاد، والحجم حاصل ضربها.', 'You added the measurements; volume multiplies them.'),
        ),
        mistake(
          l * w,
          bi(
            'هذه مساحة القاعدة فقط؛ اضرب في الارتفاع.',
            'That is the base area only; multiply by the height.',
          ),
        ),
      ]),
    };
  },
});

const triangleArea = defineGenerator({
  unitId: VOLUME,
  skill: 'triangle-area',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const base = random.int(2, 20);
    const height = random.int(2, 15);
    const area = (base * height) / 2;
    const answer = numberKey(area, UNITS.cm2);
    return {
      stem: bi(
        ar`مثلث طول قاعدته ${base} سم وارتفاعه ${height} سم. ما مساحته؟`,
        en`A triangle has a base of ${base} cm and a height of ${height} cm. What is its area?`,
      ),
      ...answer,
      solution: [
        bi('مساحة المثلث = ١/٢ × القاعدة × الارتفاع', 'Area of a triangle = 1/2 × base × height'),
        bi(ar`${base} × ${height} ÷ ٢ = ${area}`, en`${base} × ${height} ÷ 2 = ${area}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'المثلث نصف مستطيل له القاعدة والارتفاع نفسيهما.',
          'A triangle is half of a rectangle with the same base and height.',
        ),
        bi(
          'اضرب القاعدة في الارتفاع ثم خذ نصف الناتج.',
          'Multiply the base by the height, then halve the result.',
        ),
      ],
      mistakes: mistakesBesides(area, [
        mistake(
          base * height,
          bi(
            'نسيت القسمة على ٢: المثلث نصف المستطيل.',
            'You forgot to halve: a triangle is half a rectangle.',
          ),
        ),
      ]),
    };
  },
});

function point(x: number, y: number): Bilingual {
  return bi(ar`(${x}، ${y})`, en`(${x}, ${y})`);
}

const movePoint = defineGenerator({
  unitId: COORDINATES,
  skill: 'plot',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    let x: number;
    let y: number;
    do [x, y] = [random.int(1, 9), random.int(1, 9)];
    while (x === y);
    const right = point(x, y);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: point(y, x),
        misconception: bi(
          'الإحداثي الأفقي (س) يُكتب أولًا، ثم الرأسي (ص).',
          'The across (x) coordinate comes first, then the up (y) one.',
        ),
      },
      {
        text: point(x, 0),
        misconception: bi('تحركت يمينًا فقط؛ تحرّك لأعلى أيضًا.', 'You moved right only; move up as well.'),
      },
      {
        text: point(x + y, 0),
        misconception: bi(
          'الحركة لأعلى تغيّر الإحداثي الثاني، لا الأول.',
          'Moving up changes the second coordinate, not the first.',
        ),
      },
    ]);
    return {
      stem: bi(
        ar`بدأت نملة من نقطة الأصل، وتحركت ${x} وحدات إلى اليمين ثم ${y} وحدات إلى أعلى. ما إحداثيا موقعها؟`,
        en`An ant starts at the origin, moves ${x} units right and then ${y} units up. What are the coordinates of where it stops?`,
      ),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          ar`الحركة إلى اليمين تعطي الإحداثي الأول: ${x}`,
          en`Moving right gives the first coordinate: ${x}`,
        ),
        bi(ar`الحركة إلى أعلى تعطي الإحداثي الثاني: ${y}`, en`Moving up gives the second coordinate: ${y}`),
        answerIs(right),
      ],
      hints: [
        bi('الزوج المرتب يُكتب (أفقي، رأسي).', 'An ordered pair is written (across, up).'),
        bi(
          'كم وحدة تحركت النملة يمينًا؟ هذا هو الإحداثي الأول.',
          'How far right did the ant go? That is the first coordinate.',
        ),
      ],
    };
  },
});

const distanceOnGrid = defineGenerator({
  unitId: COORDINATES,
  skill: 'distance',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const horizontal = random.chance(0.5);
    const fixed = random.int(0, 9);
    const [p, q] = random.distinct(2, 0, 12).sort((a, b) => a - b) as [number, number];
    const distance = q - p;
    const [a, b] = horizontal ? [point(p, fixed), point(q, fixed)] : [point(fixed, p), point(fixed, q)];
    const answer = numberKey(distance);
    return {
      stem: bi(
        ar`ما المسافة بين النقطتين ${a} و${b} بالوحدات؟`,
        en`How many units apart are the points ${a} and ${b}?`,
      ),
      ...answer,
      solution: [
        bi(
          horizontal
            ? 'الإحداثي الثاني متساوٍ، فالنقطتان على خط أفقي واحد.'
            : 'الإحداثي الأول متساوٍ، فالنقطتان على خط رأسي واحد.',
          horizontal
            ? 'The second coordinates are equal, so the points are on one horizontal line.'
            : 'The first coordinates are equal, so the points are on one vertical line.',
        ),
        bi(ar`المسافة = ${q} − ${p} = ${distance}`, en`Distance = ${q} − ${p} = ${distance}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('أيّ الإحداثيين متساوٍ في النقطتين؟', 'Which coordinate is the same for both points?'),
        bi('اطرح الإحداثيين المختلفين.', 'Subtract the coordinates that differ.'),
      ],
      mistakes: mistakesBesides(distance, [
        mistake(
          p + q,
          bi(
            'جمعت الإحداثيين؛ المسافة هي الفرق بينهما.',
            'You added the coordinates; the distance is their difference.',
          ),
        ),
      ]),
    };
  },
});

const COLOURS = [bi('حمراء', 'red'), bi('زرقاء', 'blue'), bi('خضراء', 'green')];

const probabilityOfColour = defineGenerator({
  unitId: DATA,
  skill: 'probability',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const counts = [random.int(3, 9), random.int(3, 9), random.int(3, 9)];
    const chosen = random.int(0, 2);
    const total = counts.reduce((s, c) => s + c, 0);
    const count = counts[chosen] as number;
    const answer = fractionKey(simplest({ n: count, d: total }));
    const colour = COLOURS[chosen] as Bilingual;
    const listAr = COLOURS.map((c, i) => ar`${counts[i] as number} كرات ${c.ar}`).join(' و');
    const listEn = COLOURS.map((c, i) => en`${counts[i] as number} ${c.en}`).join(', ');
    return {
      stem: bi(
        ar`في كيس ${listAr}. سحبنا كرة واحدة دون أن ننظر. ما احتمال أن تكون ${colour.ar}؟`,
        en`A bag holds ${listEn} balls. One ball is taken without looking. What is the probability that it is ${colour.en}?`,
      ),
      ...answer,
      solution: [
        bi(ar`عدد الكرات كلها: ${total}`, en`Balls in all: ${total}`),
        bi(
          ar`الاحتمال = عدد الكرات ال${colour.ar} ÷ عدد الكرات كلها = ${count} ÷ ${total}`,
          en`Probability = ${colour.en} balls ÷ all balls = ${count} ÷ ${total}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'الاحتمال = عدد النتائج المطلوبة ÷ عدد النتائج كلها.',
          'Probability = wanted outcomes ÷ all outcomes.',
        ),
        bi(
          'المقام هو عدد الكرات كلها في الكيس، لا عدد الكرات الأخرى.',
          'The denominator is all the balls in the bag, not only the others.',
        ),
      ],
      mistakes: [
        mistake(
          `${count}/${total - count}`,
          bi(
            'قسمت على عدد الكرات الأخرى؛ المقام عدد الكرات كلها.',
            'You divided by the other balls; divide by all the balls.',
          ),
        ),
      ],
    };
  },
});

const meanOfData = defineGenerator({
  unitId: DATA,
  skill: 'mean',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const count = random.int(3, 5);
    const mean = random.int(5, 30);
    // Values around the mean that sum to count × mean.
    let values: number[];
    do {
      values = Array.from({ length: count - 1 }, () => mean + random.int(-4, 4));
      values.push(count * mean - values.reduce((s, v) => s + v, 0));
    } while (values.some((v) => v < 1));
    const sum = count * mean;
    const answer = numberKey(mean);
    return {
      stem: bi(
        ar`سجّل يوسف درجاته في ${count} اختبارات: ${values.join('، ')}. ما متوسط درجاته؟`,
        en`Youssef's marks in ${count} quizzes were ${values.join(', ')}. What is his mean mark?`,
      ),
      ...answer,
      solution: [
        bi(ar`المجموع = ${values.join(' + ')} = ${sum}`, en`Sum = ${values.join(' + ')} = ${sum}`),
        bi(ar`المتوسط = ${sum} ÷ ${count} = ${mean}`, en`Mean = ${sum} ÷ ${count} = ${mean}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('المتوسط = مجموع القيم ÷ عددها.', 'Mean = the sum of the values ÷ how many there are.'),
        bi('اجمع الدرجات كلها أولًا.', 'Add up all the marks first.'),
      ],
      mistakes: mistakesBesides(mean, [
        mistake(
          sum,
          bi('هذا المجموع؛ اقسمه على عدد القيم.', 'That is the sum; divide it by how many values there are.'),
        ),
      ]),
    };
  },
});

export const YEAR5_GENERATORS: readonly ItemGenerator[] = [
  addDecimals,
  orderDecimals,
  timesPowerOfTen,
  addUnlikeFractions,
  multiplyFractionsGenerator,
  fractionOfQuantity,
  cuboidVolume,
  triangleArea,
  movePoint,
  distanceOnGrid,
  probabilityOfColour,
  meanOfData,
];
