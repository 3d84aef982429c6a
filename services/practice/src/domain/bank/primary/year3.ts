import { choiceOptions, defineGenerator } from '../../items/build';
import { AR_NOUNS, arabicCount, ar, bi, en, frac } from '../../items/format';
import type { Bilingual, ItemGenerator } from '../../items/types';
import { UNITS, answerIs, fractionKey, mistake, mistakesBesides, numberKey } from './common';

/** Year 3: numbers to 10,000, multiplying and dividing, fractions, area and perimeter, data. */

const NUMBERS = 'primary-3-math-numbers';
const MULTIPLY = 'primary-3-math-multiply-divide';
const FRACTIONS = 'primary-3-math-fractions';
const AREA = 'primary-3-math-area';
const DATA = 'primary-3-math-data';

const COMPARE_SIGNS = { greater: bi('>', '>'), less: bi('<', '<'), equal: bi('=', '=') };

const compareFourDigit = defineGenerator({
  unitId: NUMBERS,
  skill: 'compare',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const a = random.int(1000, 9999);
    // A close rival: the same thousands, or the same digits in another order.
    const digits = String(a).split('');
    const rival = random.chance(0.5)
      ? Number(`${digits[0]}${random.int(0, 9)}${random.int(0, 9)}${random.int(0, 9)}`)
      : Number([digits[0], digits[2], digits[1], digits[3]].join(''));
    const b = rival === a ? a + (a > 9000 ? -1 : 1) * random.int(1, 9) * 10 : rival;
    const sign = a > b ? COMPARE_SIGNS.greater : a < b ? COMPARE_SIGNS.less : COMPARE_SIGNS.equal;
    const { choices, key } = choiceOptions(random, sign, [
      ...[COMPARE_SIGNS.greater, COMPARE_SIGNS.less]
        .filter((s) => s !== sign)
        .map((s) => ({
          text: s,
          misconception: bi(
            'قارن الأرقام من اليسار: الآلاف أولًا ثم المئات ثم العشرات.',
            'Compare the digits from the left: thousands first, then hundreds, then tens.',
          ),
        })),
      {
        text: COMPARE_SIGNS.equal,
        misconception: bi(
          'العددان مختلفان، فلا يتساويان.',
          'The numbers are different, so they are not equal.',
        ),
      },
    ]);
    return {
      stem: bi(
        ar`ضع العلامة المناسبة ( > أو < أو = ): ${a} ⬜ ${b}`,
        en`Choose the right sign (>, < or =): ${a} ⬜ ${b}`,
      ),
      choices,
      key,
      keyText: sign,
      solution: [
        bi(
          'نقارن الأرقام منزلةً منزلة من اليسار حتى نجد رقمين مختلفين.',
          'Compare place by place from the left until two digits differ.',
        ),
        bi(ar`${a} ${sign.ar} ${b}`, en`${a} ${sign.en} ${b}`),
        answerIs(sign),
      ],
      hints: [
        bi('ابدأ بمنزلة الآلاف في العددين.', 'Start with the thousands digit of each number.'),
        bi(
          'أول منزلة يختلف فيها الرقمان تحدد العدد الأكبر.',
          'The first place where the digits differ decides which is greater.',
        ),
      ],
    };
  },
});

const roundToHundred = defineGenerator({
  unitId: NUMBERS,
  skill: 'rounding',
  difficulty: 2,
  kind: 'number',
  make(random) {
    let n = random.int(1001, 9899);
    if (n % 100 === 0) n += random.int(1, 99);
    const rounded = Math.round(n / 100) * 100;
    const down = Math.floor(n / 100) * 100;
    const answer = numberKey(rounded);
    const tens = Math.floor(n / 10) % 10;
    return {
      stem: bi(ar`قرّب العدد ${n} لأقرب مائة.`, en`Round ${n} to the nearest hundred.`),
      ...answer,
      solution: [
        bi(ar`العدد بين ${down} و${down + 100}.`, en`${n} lies between ${down} and ${down + 100}.`),
        bi(
          ar`رقم العشرات ${tens}، ${tens >= 5 ? 'وهو ٥ أو أكثر فنقرّب لأعلى' : 'وهو أقل من ٥ فنقرّب لأسفل'}.`,
          en`The tens digit is ${tens}: ${tens >= 5 ? '5 or more, so round up' : 'less than 5, so round down'}.`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('انظر إلى رقم العشرات.', 'Look at the tens digit.'),
        bi(
          'إذا كان رقم العشرات ٥ أو أكثر نقرّب لأعلى، وإلا نقرّب لأسفل.',
          'If the tens digit is 5 or more, round up; otherwise round down.',
        ),
      ],
      mistakes: mistakesBesides(rounded, [
        mistake(
          rounded === down ? down + 100 : down,
          bi(
            'قرّبت في الاتجاه الخطأ: رقم العشرات هو الذي يحدد.',
            'You rounded the wrong way: the tens digit decides.',
          ),
        ),
        mistake(
          Math.round(n / 10) * 10,
          bi('قرّبت لأقرب عشرة، لا لأقرب مائة.', 'You rounded to the nearest ten, not hundred.'),
        ),
      ]),
    };
  },
});

const multiplyTwoDigit = defineGenerator({
  unitId: MULTIPLY,
  skill: 'multiply',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const tens = random.int(1, 4);
    const ones = random.int(3, 9);
    const a = tens * 10 + ones;
    const b = random.int(3, 9);
    const product = a * b;
    const answer = numberKey(product);
    const onesProduct = ones * b;
    return {
      stem: bi(ar`${a} × ${b} = ؟`, en`${a} × ${b} = ?`),
      ...answer,
      solution: [
        bi(ar`الآحاد: ${ones} × ${b} = ${onesProduct}`, en`Ones: ${ones} × ${b} = ${onesProduct}`),
        bi(
          ar`العشرات: ${tens * 10} × ${b} = ${tens * 10 * b}`,
          en`Tens: ${tens * 10} × ${b} = ${tens * 10 * b}`,
        ),
        bi(
          ar`${tens * 10 * b} + ${onesProduct} = ${product}`,
          en`${tens * 10 * b} + ${onesProduct} = ${product}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          ar`جزّئ ${a} إلى عشرات وآحاد، واضرب كل جزء في ${b}.`,
          en`Split ${a} into tens and ones and multiply each by ${b}.`,
        ),
        bi(
          ar`اضرب الآحاد أولًا: ${ones} × ${b}، واحمل العشرات.`,
          en`Multiply the ones first: ${ones} × ${b}, and carry the tens.`,
        ),
      ],
      mistakes: mistakesBesides(product, [
        mistake(
          tens * b * 10 + (onesProduct % 10),
          bi(
            'نسيت أن تحمل العشرات من ضرب الآحاد.',
            'You forgot to carry the tens from multiplying the ones.',
          ),
        ),
        mistake(
          tens * b * 100 + onesProduct,
          bi('كتبت ناتج الآحاد كاملًا بدل أن تحمل.', 'You wrote the whole ones product instead of carrying.'),
        ),
      ]),
    };
  },
});

const shareEqually = defineGenerator({
  unitId: MULTIPLY,
  skill: 'divide',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const children = random.int(2, 9);
    let each = random.int(2, 10);
    if (each === children) each += 1; // the hints name the number of children
    const total = children * each;
    const answer = numberKey(each);
    return {
      stem: bi(
        ar`وُزِّعت ${total} حلوى بالتساوي على ${arabicCount(children, AR_NOUNS.child)}. كم حلوى يأخذ كل طفل؟`,
        en`${total} sweets are shared equally between ${children} children. How many sweets does each child get?`,
      ),
      ...answer,
      solution: [
        bi('التوزيع بالتساوي قسمة.', 'Sharing equally is division.'),
        bi(
          ar`${total} ÷ ${children} = ${each} لأن ${each} × ${children} = ${total}`,
          en`${total} ÷ ${children} = ${each} because ${each} × ${children} = ${total}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('التوزيع بالتساوي: أيّ عملية نستخدم؟', 'Sharing equally: which operation is that?'),
        bi(ar`فكّر: أيّ عدد × ${children} = ${total}؟`, en`Think: what number × ${children} = ${total}?`),
      ],
      mistakes: mistakesBesides(each, [
        mistake(
          total - children,
          bi('طرحت، والتوزيع بالتساوي قسمة.', 'You subtracted; sharing equally is division.'),
        ),
      ]),
    };
  },
});

const fractionOfShape = defineGenerator({
  unitId: FRACTIONS,
  skill: 'fraction-of-whole',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const slices = random.pick([4, 5, 6, 8, 10, 12]);
    let eaten = random.int(1, slices - 1);
    if (2 * eaten === slices) eaten = slices - 1; // a half simplifies; keep the parts countable as given
    const key = fractionKey({ n: eaten, d: slices });
    return {
      stem: bi(
        ar`قُسِّمت فطيرة بالتساوي إلى ${arabicCount(slices, AR_NOUNS.part)}، وأُكِل منها ${eaten}. ما الكسر الذي يمثل الجزء المأكول؟`,
        en`A pie is cut into ${slices} equal slices and ${eaten} are eaten. What fraction of the pie is eaten?`,
      ),
      ...key,
      solution: [
        bi(
          ar`المقام عدد الأجزاء المتساوية: ${slices}`,
          en`The denominator is the number of equal parts: ${slices}`,
        ),
        bi(
          ar`البسط عدد الأجزاء المأكولة: ${eaten}`,
          en`The numerator is the number of parts eaten: ${eaten}`,
        ),
        answerIs(key.keyText),
      ],
      hints: [
        bi(
          'المقام (أسفل الكسر) هو عدد الأجزاء المتساوية كلها.',
          'The denominator (bottom) is how many equal parts there are in all.',
        ),
        bi(
          'البسط (أعلى الكسر) هو عدد الأجزاء التي نتحدث عنها.',
          'The numerator (top) is how many parts we are talking about.',
        ),
      ],
      mistakes: [
        mistake(
          `${slices - eaten}/${slices}`,
          bi('هذا الجزء الباقي، لا المأكول.', 'That is the part left, not the part eaten.'),
        ),
        ...(slices - eaten !== eaten
          ? [
              mistake(
                `${eaten}/${slices - eaten}`,
                bi(
                  'المقام عدد الأجزاء كلها، لا الأجزاء الباقية.',
                  'The denominator is all the parts, not the parts left.',
                ),
              ),
            ]
          : []),
        mistake(
          `${slices}/${eaten}`,
          bi(
            'قلبت الكسر: عدد الأجزاء كلها يوضع في المقام.',
            'You turned it upside down: all the parts go at the bottom.',
          ),
        ),
      ],
    };
  },
});

const compareUnitFractions = defineGenerator({
  unitId: FRACTIONS,
  skill: 'compare',
  difficulty: 2,
  kind: 'choice',
  make(random) {
    const [small, large] = random.distinct(2, 2, 10).sort((a, b) => a - b) as [number, number];
    const bigger = frac({ n: 1, d: small });
    const smaller = frac({ n: 1, d: large });
    const [first, second] = random.shuffle([bigger, smaller]) as [Bilingual, Bilingual];
    const { choices, key } = choiceOptions(random, bigger, [
      {
        text: smaller,
        misconception: bi(
          'المقام الأكبر يعني أجزاء أكثر وأصغر، فالكسر أصغر.',
          'A bigger denominator means more, smaller pieces: the fraction is smaller.',
        ),
      },
    ]);
    return {
      stem: bi(
        ar`أيّ الكسرين أكبر: ${first} أم ${second}؟`,
        en`Which fraction is greater: ${first} or ${second}?`,
      ),
      choices,
      key,
      keyText: bigger,
      solution: [
        bi(
          'للكسرين البسط نفسه (١)، فنقارن حجم الجزء.',
          'Both have numerator 1, so compare the size of one piece.',
        ),
        bi(
          ar`كلما قسمنا الكل إلى أجزاء أقل كان الجزء أكبر: ${small} أجزاء أقل من ${large}.`,
          en`Fewer pieces means bigger pieces: ${small} pieces are fewer than ${large}.`,
        ),
        answerIs(bigger),
      ],
      hints: [
        bi(
          'تخيّل رغيفًا واحدًا يُقسَم مرة إلى أجزاء قليلة ومرة إلى أجزاء كثيرة.',
          'Picture one loaf cut into a few pieces, and another cut into many.',
        ),
        bi('كلما زاد المقام صغر الجزء الواحد.', 'The bigger the denominator, the smaller each piece.'),
      ],
    };
  },
});

const fractionOfAmount = defineGenerator({
  unitId: FRACTIONS,
  skill: 'fraction-of-amount',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const d = random.pick([2, 3, 4, 5]);
    let each = random.int(2, 9);
    if (each === d) each += 1; // the hints name the denominator
    const total = d * each;
    const answer = numberKey(each);
    return {
      stem: bi(ar`كم يساوي ${frac({ n: 1, d })} من ${total}؟`, en`What is ${frac({ n: 1, d })} of ${total}?`),
      ...answer,
      solution: [
        bi(
          ar`${frac({ n: 1, d })} من عدد يعني أن نقسمه على ${d}.`,
          en`${frac({ n: 1, d })} of a number means divide it by ${d}.`,
        ),
        bi(ar`${total} ÷ ${d} = ${each}`, en`${total} ÷ ${d} = ${each}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`قسّم ${total} إلى ${d} مجموعات متساوية.`, en`Share ${total} into ${d} equal groups.`),
        bi('كم في المجموعة الواحدة؟ استخدم القسمة.', 'How many are in one group? Use division.'),
      ],
      mistakes: mistakesBesides(each, [
        mistake(
          total * d,
          bi('ضربت، والصحيح أن تقسم على المقام.', 'You multiplied; divide by the denominator.'),
        ),
      ]),
    };
  },
});

const rectanglePerimeter = defineGenerator({
  unitId: AREA,
  skill: 'perimeter',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const [length, width] = random.distinct(2, 2, 15).sort((a, b) => b - a) as [number, number];
    const perimeter = 2 * (length + width);
    const answer = numberKey(perimeter, UNITS.cm);
    return {
      stem: bi(
        ar`مستطيل طوله ${length} سم وعرضه ${width} سم. ما محيطه؟`,
        en`A rectangle is ${length} cm long and ${width} cm wide. What is its perimeter?`,
      ),
      ...answer,
      solution: [
        bi(
          'المحيط = مجموع أطوال الأضلاع الأربعة = (الطول + العرض) × ٢',
          'Perimeter = the four sides added = (length + width) × 2',
        ),
        bi(ar`(${length} + ${width}) × ٢ = ${perimeter}`, en`(${length} + ${width}) × 2 = ${perimeter}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('المحيط هو طول الخط حول الشكل كله.', 'The perimeter is the distance all the way round.'),
        bi(
          'للمستطيل ضلعان بطول الطول وضلعان بطول العرض.',
          'A rectangle has two long sides and two short sides.',
        ),
      ],
      mistakes: mistakesBesides(perimeter, [
        mistake(length * width, bi('هذه المساحة، لا المحيط.', 'That is the area, not the perimeter.')),
        mistake(
          length + width,
          bi('جمعت ضلعين فقط؛ للمستطيل أربعة أضلاع.', 'You added two sides only; a rectangle has four.'),
        ),
      ]),
    };
  },
});

const rectangleArea = defineGenerator({
  unitId: AREA,
  skill: 'area',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const [length, width] = random.distinct(2, 2, 10).sort((a, b) => b - a) as [number, number];
    const area = length * width;
    const answer = numberKey(area, UNITS.cm2);
    return {
      stem: bi(
        ar`مستطيل مرسوم على مربعات، كل مربع مساحته ١ سم². فيه ${length} مربعات في كل صف، و${width} صفوف. ما مساحة المستطيل؟`,
        en`A rectangle is drawn on squares of 1 cm² each. It has ${length} squares in each row and ${width} rows. What is its area?`,
      ),
      ...answer,
      solution: [
        bi(
          'المساحة = عدد المربعات = عدد المربعات في الصف × عدد الصفوف',
          'Area = the number of squares = squares in a row × rows',
        ),
        bi(ar`${length} × ${width} = ${area}`, en`${length} × ${width} = ${area}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('المساحة هي عدد المربعات التي تغطي الشكل.', 'The area is how many squares cover the shape.'),
        bi(
          'الصفوف متساوية: بدل العدّ واحدًا واحدًا، اضرب.',
          'The rows are equal: instead of counting one by one, multiply.',
        ),
      ],
      mistakes: mistakesBesides(area, [
        mistake(2 * (length + width), bi('هذا المحيط، لا المساحة.', 'That is the perimeter, not the area.')),
        mistake(length + width, bi('جمعت بدل أن تضرب.', 'You added instead of multiplying.')),
      ]),
    };
  },
});

const FRUITS = [
  bi('التفاح', 'apples'),
  bi('الموز', 'bananas'),
  bi('البرتقال', 'oranges'),
  bi('العنب', 'grapes'),
];

function table(values: number[]): Bilingual {
  return bi(
    FRUITS.map((f, i) => ar`${f.ar}: ${values[i] as number}`).join('، '),
    FRUITS.map((f, i) => en`${f.en}: ${values[i] as number}`).join(', '),
  );
}

const tableDifference = defineGenerator({
  unitId: DATA,
  skill: 'read-table',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const values = random.distinct(4, 3, 30);
    const [i, j] = random.distinct(2, 0, 3) as [number, number];
    const [more, less] = (values[i] as number) > (values[j] as number) ? [i, j] : [j, i];
    const difference = (values[more] as number) - (values[less] as number);
    const answer = numberKey(difference);
    const [moreFruit, lessFruit] = [FRUITS[more] as Bilingual, FRUITS[less] as Bilingual];
    return {
      stem: bi(
        ar`سأل فصلٌ تلاميذه عن فاكهتهم المفضلة، فكانت الأعداد: ${table(values).ar}. كم يزيد عدد من اختاروا ${moreFruit.ar} على عدد من اختاروا ${lessFruit.ar}؟`,
        en`A class voted for their favourite fruit: ${table(values).en}. How many more children chose ${moreFruit.en} than ${lessFruit.en}?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`${moreFruit.ar}: ${values[more] as number}، ${lessFruit.ar}: ${values[less] as number}`,
          en`${moreFruit.en}: ${values[more] as number}; ${lessFruit.en}: ${values[less] as number}`,
        ),
        bi(
          ar`${values[more] as number} − ${values[less] as number} = ${difference}`,
          en`${values[more] as number} − ${values[less] as number} = ${difference}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('اقرأ من الجدول العددين المطلوبين فقط.', 'Read just the two numbers you need from the table.'),
        bi('"كم يزيد" تعني الفرق: اطرح.', '"How many more" means the difference: subtract.'),
      ],
      mistakes: mistakesBesides(difference, [
        mistake(
          (values[more] as number) + (values[less] as number),
          bi('جمعت العددين، والمطلوب الفرق بينهما.', 'You added them; the question asks for the difference.'),
        ),
      ]),
    };
  },
});

const mostPopular = defineGenerator({
  unitId: DATA,
  skill: 'most-popular',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const values = random.distinct(4, 2, 25);
    const top = values.indexOf(Math.max(...values));
    const bottom = values.indexOf(Math.min(...values));
    const right = FRUITS[top] as Bilingual;
    const { choices, key } = choiceOptions(
      random,
      right,
      FRUITS.map((f, i) => ({
        text: f,
        ...(i === bottom
          ? {
              misconception: bi(
                'هذه الفاكهة الأقل اختيارًا، والسؤال عن الأكثر.',
                'That is the least chosen; the question asks for the most.',
              ),
            }
          : {}),
      })),
    );
    return {
      stem: bi(
        ar`اختار تلاميذ فصلٍ فاكهتهم المفضلة: ${table(values).ar}. أيّ فاكهة اختارها أكبر عدد من التلاميذ؟`,
        en`A class chose their favourite fruit: ${table(values).en}. Which fruit did the most children choose?`,
      ),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          ar`أكبر عدد في الجدول ${values[top] as number}.`,
          en`The greatest number in the table is ${values[top] as number}.`,
        ),
        answerIs(right),
      ],
      hints: [
        bi('قارن الأعداد الأربعة في الجدول.', 'Compare the four numbers in the table.'),
        bi(
          'ابحث عن أكبر عدد، ثم انظر لأيّ فاكهة هو.',
          'Find the greatest number, then see which fruit it belongs to.',
        ),
      ],
    };
  },
});

export const YEAR3_GENERATORS: readonly ItemGenerator[] = [
  compareFourDigit,
  roundToHundred,
  multiplyTwoDigit,
  shareEqually,
  fractionOfShape,
  compareUnitFractions,
  fractionOfAmount,
  rectanglePerimeter,
  rectangleArea,
  tableDifference,
  mostPopular,
];
