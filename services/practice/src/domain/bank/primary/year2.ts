import { choiceOptions, defineGenerator, orderPieces } from '../../items/build';
import { AR_NOUNS, arabicCount, ar, bi, en, joinBi, num } from '../../items/format';
import type { Bilingual, ItemGenerator } from '../../items/types';
import { UNITS, answerIs, mistake, mistakesBesides, numberKey } from './common';

/** Year 2: numbers to 1,000, regrouping, first multiplication, money, time and measures, 2D and 3D shapes. */

const PLACE_VALUE = 'primary-2-math-place-value';
const REGROUPING = 'primary-2-math-regrouping';
const MULTIPLICATION = 'primary-2-math-multiplication';
const MONEY_TIME = 'primary-2-math-money-time';
const GEOMETRY = 'primary-2-math-geometry';

const PLACES: { name: Bilingual; value: number }[] = [
  { name: bi('الآحاد', 'ones'), value: 1 },
  { name: bi('العشرات', 'tens'), value: 10 },
  { name: bi('المئات', 'hundreds'), value: 100 },
];

const digitValue = defineGenerator({
  unitId: PLACE_VALUE,
  skill: 'digit-value',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const digits = random.distinct(3, 1, 9);
    const number = (digits[0] as number) * 100 + (digits[1] as number) * 10 + (digits[2] as number);
    const position = random.int(1, 2); // tens or hundreds: the ones digit's value is itself
    const place = PLACES[position] as (typeof PLACES)[number];
    const digit = digits[2 - position] as number;
    const value = digit * place.value;
    const answer = numberKey(value);
    return {
      stem: bi(
        ar`ما القيمة المكانية للرقم ${digit} في العدد ${number}؟`,
        en`What is the value of the digit ${digit} in ${number}?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`الرقم ${digit} في منزلة ${place.name.ar}.`,
          en`The digit ${digit} is in the ${place.name.en} place.`,
        ),
        bi(ar`${digit} × ${place.value} = ${value}`, en`${digit} × ${place.value} = ${value}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'في أيّ منزلة يقع هذا الرقم: الآحاد أم العشرات أم المئات؟',
          'Which place is the digit in: ones, tens or hundreds?',
        ),
        bi(
          ar`الرقم في منزلة ${place.name.ar}: قيمته عدد من ${place.name.ar} يساوي الرقم.`,
          en`It is in the ${place.name.en} place: it is worth that many ${place.name.en}.`,
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(
          digit,
          bi(
            'هذه قيمة الرقم وحده، لا قيمته في منزلته.',
            'That is the digit itself, not its value in its place.',
          ),
        ),
      ]),
    };
  },
});

const expandedForm = defineGenerator({
  unitId: PLACE_VALUE,
  skill: 'expanded-form',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const hundreds = random.int(1, 9);
    const ones = random.int(1, 9);
    const value = hundreds * 100 + ones; // a zero in the tens: the classic trap
    const answer = numberKey(value);
    return {
      stem: bi(
        ar`اكتب العدد المكوّن من ${hundreds} مئات و٠ عشرات و${ones} آحاد.`,
        en`Write the number with ${hundreds} hundreds, 0 tens and ${ones} ones.`,
      ),
      ...answer,
      solution: [
        bi(ar`${hundreds * 100} + ٠ + ${ones}`, en`${hundreds * 100} + 0 + ${ones}`),
        bi('نكتب صفرًا في منزلة العشرات.', 'We write a zero in the tens place.'),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('للعدد ثلاث منازل: مئات ثم عشرات ثم آحاد.', 'The number has three places: hundreds, tens, ones.'),
        bi('لا توجد عشرات، فماذا نكتب في منزلتها؟', 'There are no tens: what goes in the tens place?'),
      ],
      mistakes: [
        mistake(
          hundreds * 10 + ones,
          bi('نسيت الصفر في منزلة العشرات.', 'You left out the zero in the tens place.'),
        ),
      ],
    };
  },
});

const orderThreeDigit = defineGenerator({
  unitId: PLACE_VALUE,
  skill: 'order',
  difficulty: 2,
  kind: 'order',
  make(random) {
    const hundreds = random.int(1, 8);
    // Close numbers that share a hundreds digit, so the tens and ones matter.
    const values = [
      hundreds * 100 + random.int(10, 99),
      hundreds * 100 + random.int(10, 99),
      (hundreds + 1) * 100 + random.int(0, 9),
      random.int(hundreds * 10 + 1, hundreds * 10 + 9) * 10,
    ];
    const distinct = new Set(values);
    while (distinct.size < 4) distinct.add(random.int(100, 999));
    const unique = [...distinct].sort((a, b) => a - b);
    const { pieces, key } = orderPieces(
      random,
      unique.map((v) => num(v)),
    );
    const written = joinBi(unique.map((v) => num(v)));
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
          'قارن المئات أولًا، ثم العشرات، ثم الآحاد.',
          'Compare the hundreds first, then the tens, then the ones.',
        ),
        answerIs(written),
      ],
      hints: [
        bi(
          'ابدأ بمنزلة المئات: العدد الذي مئاته أقل يأتي أولًا.',
          'Start with the hundreds: fewer hundreds comes first.',
        ),
        bi('إذا تساوت المئات فقارن العشرات.', 'If the hundreds are equal, compare the tens.'),
      ],
    };
  },
});

const addWithCarry = defineGenerator({
  unitId: REGROUPING,
  skill: 'add',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const aOnes = random.int(3, 9);
    const bOnes = random.int(11 - aOnes, 9); // the ones make ten or more: a carry
    const a = random.int(1, 6) * 10 + aOnes;
    const b = random.int(1, 3) * 10 + bOnes;
    const sum = a + b;
    const answer = numberKey(sum);
    const onesSum = aOnes + bOnes;
    return {
      stem: bi(ar`اجمع: ${a} + ${b}`, en`Add: ${a} + ${b}`),
      ...answer,
      solution: [
        bi(
          ar`الآحاد: ${aOnes} + ${bOnes} = ${onesSum}؛ نكتب ${onesSum - 10} ونحمل ١ إلى العشرات.`,
          en`Ones: ${aOnes} + ${bOnes} = ${onesSum}; write ${onesSum - 10} and carry 1 ten.`,
        ),
        bi(
          ar`العشرات: ${Math.floor(a / 10)} + ${Math.floor(b / 10)} + ١ = ${Math.floor(sum / 10)}`,
          en`Tens: ${Math.floor(a / 10)} + ${Math.floor(b / 10)} + 1 = ${Math.floor(sum / 10)}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('ابدأ بجمع الآحاد.', 'Start by adding the ones.'),
        bi(
          ar`مجموع الآحاد ${onesSum}، أي أكثر من ٩: احمل عشرة إلى منزلة العشرات.`,
          en`The ones make ${onesSum}, more than 9: carry a ten to the tens.`,
        ),
      ],
      mistakes: mistakesBesides(sum, [
        mistake(sum - 10, bi('نسيت أن تحمل العشرة إلى منزلة العشرات.', 'You forgot to carry the ten.')),
        mistake(
          (Math.floor(a / 10) + Math.floor(b / 10)) * 100 + onesSum,
          bi(
            'كتبت مجموع الآحاد كاملًا بدل أن تحمل العشرة.',
            'You wrote the whole ones total instead of carrying.',
          ),
        ),
      ]),
    };
  },
});

const subtractWithBorrow = defineGenerator({
  unitId: REGROUPING,
  skill: 'subtract',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const aOnes = random.int(0, 7);
    const bOnes = random.int(aOnes + 1, 9); // the ones cannot be taken: a borrow
    const aTens = random.int(3, 9);
    const bTens = random.int(1, aTens - 1);
    const a = aTens * 10 + aOnes;
    const b = bTens * 10 + bOnes;
    const difference = a - b;
    const answer = numberKey(difference);
    const wrongWay = (aTens - bTens) * 10 + (bOnes - aOnes);
    return {
      stem: bi(ar`اطرح: ${a} − ${b}`, en`Subtract: ${a} − ${b}`),
      ...answer,
      solution: [
        bi(
          ar`لا نستطيع طرح ${bOnes} من ${aOnes}، فنستلف عشرة: ${aOnes + 10} − ${bOnes} = ${aOnes + 10 - bOnes}`,
          en`We cannot take ${bOnes} from ${aOnes}, so we borrow a ten: ${aOnes + 10} − ${bOnes} = ${aOnes + 10 - bOnes}`,
        ),
        bi(
          ar`العشرات: ${aTens - 1} − ${bTens} = ${aTens - 1 - bTens}`,
          en`Tens: ${aTens - 1} − ${bTens} = ${aTens - 1 - bTens}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'ابدأ بالآحاد: هل رقم آحاد المطروح منه أصغر من رقم آحاد المطروح؟',
          'Start with the ones: is the top ones digit smaller than the bottom one?',
        ),
        bi(
          'استلف عشرة من منزلة العشرات، فتقلّ العشرات واحدًا.',
          'Borrow a ten from the tens place; the tens go down by one.',
        ),
      ],
      mistakes: mistakesBesides(difference, [
        mistake(
          wrongWay,
          bi(
            'طرحت الرقم الأصغر من الأكبر في الآحاد، والصحيح أن تستلف عشرة.',
            'You took the smaller ones digit from the bigger; you need to borrow a ten.',
          ),
        ),
        mistake(
          difference + 10,
          bi('استلفت العشرة لكن لم تنقص العشرات.', 'You borrowed a ten but did not take it off the tens.'),
        ),
      ]),
    };
  },
});

const equalGroups = defineGenerator({
  unitId: MULTIPLICATION,
  skill: 'equal-groups',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const groups = random.int(2, 5);
    const each = random.int(2, 10);
    const total = groups * each;
    const answer = numberKey(total);
    return {
      stem: bi(
        ar`في ${arabicCount(groups, AR_NOUNS.bag)}، في كل كيس ${arabicCount(each, AR_NOUNS.orange)}. كم برتقالة في الأكياس كلها؟`,
        en`There are ${groups} bags with ${each} oranges in each bag. How many oranges are there altogether?`,
      ),
      ...answer,
      solution: [
        bi(
          ar`${groups} مجموعات متساوية في كل منها ${each}: ${groups} × ${each}`,
          en`${groups} equal groups of ${each}: ${groups} × ${each}`,
        ),
        bi(ar`${groups} × ${each} = ${total}`, en`${groups} × ${each} = ${total}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'المجموعات متساوية: يمكنك الجمع المتكرر أو الضرب.',
          'The groups are equal: add the same number again and again, or multiply.',
        ),
        bi(
          ar`اجمع ${each} مرة لكل كيس (${groups} مرات).`,
          en`Add ${each} once for each bag (${groups} times).`,
        ),
      ],
      mistakes: mistakesBesides(total, [
        mistake(
          groups + each,
          bi(
            'جمعت عدد الأكياس وعدد البرتقال في الكيس، والصحيح الضرب.',
            'You added the bags and the oranges in one bag; multiply instead.',
          ),
        ),
      ]),
    };
  },
});

const timesTable = defineGenerator({
  unitId: MULTIPLICATION,
  skill: 'tables',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const table = random.pick([2, 3, 4, 5, 10]);
    const times = random.int(2, 10);
    const product = table * times;
    const answer = numberKey(product);
    return {
      stem: bi(ar`${times} × ${table} = ؟`, en`${times} × ${table} = ?`),
      ...answer,
      solution: [
        bi(
          ar`${times} × ${table} يعني ${times} مجموعات في كل منها ${table}.`,
          en`${times} × ${table} means ${times} groups of ${table}.`,
        ),
        bi(
          ar`عُدّ بالـ${table}: ${Array.from({ length: times }, (_, i) => (i + 1) * table).join('، ')}`,
          en`Count in ${table}s: ${Array.from({ length: times }, (_, i) => (i + 1) * table).join(', ')}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(ar`عُدّ بالـ${table} عددًا من المرات يساوي ${times}.`, en`Count in ${table}s, ${times} times.`),
        bi(
          ar`${times - 1} × ${table} = ${(times - 1) * table}؛ أضف ${table} أخرى.`,
          en`${times - 1} × ${table} = ${(times - 1) * table}; add one more ${table}.`,
        ),
      ],
      mistakes: mistakesBesides(product, [
        mistake(
          table + times,
          bi('جمعت العددين بدل ضربهما.', 'You added the numbers instead of multiplying.'),
        ),
      ]),
    };
  },
});

const repeatedAddition = defineGenerator({
  unitId: MULTIPLICATION,
  skill: 'repeated-addition',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const each = random.int(2, 9);
    const times = random.int(3, 5);
    const sum = Array.from({ length: times }, () => each).join(' + ');
    const right = bi(ar`${times} × ${each}`, en`${times} × ${each}`);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: bi(ar`${times} + ${each}`, en`${times} + ${each}`),
        misconception: bi(
          'الجمع المتكرر لعدد واحد يُكتب ضربًا، لا جمعًا للعددين.',
          'Adding the same number again and again is multiplication, not adding the two numbers.',
        ),
      },
      {
        text: bi(ar`${times - 1} × ${each}`, en`${times - 1} × ${each}`),
        misconception: bi(
          'عُدّ مرات تكرار العدد، لا علامات الجمع.',
          'Count how many times the number appears, not the plus signs.',
        ),
      },
      { text: bi(ar`${each} × ${each}`, en`${each} × ${each}`) },
    ]);
    return {
      stem: bi(ar`أيّ مما يلي يساوي ${sum}؟`, en`Which is the same as ${sum}?`),
      choices,
      key,
      keyText: right,
      solution: [
        bi(ar`العدد ${each} مكرر ${times} مرات.`, en`The number ${each} appears ${times} times.`),
        bi(
          ar`${times} مرات ${each} تُكتب ${times} × ${each}`,
          en`${times} lots of ${each} is written ${times} × ${each}`,
        ),
        answerIs(right),
      ],
      hints: [
        bi('كم مرة تكرر العدد نفسه؟', 'How many times is the same number added?'),
        bi(
          'الجمع المتكرر لعدد واحد يُكتب ضربًا.',
          'Adding the same number again and again is written as multiplication.',
        ),
      ],
    };
  },
});

const change = defineGenerator({
  unitId: MONEY_TIME,
  skill: 'money',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const paid = random.pick([20, 50, 100]);
    let price = random.int(3, paid - 2);
    if (paid - price === price) price += 1; // the hints name the price
    const changeDue = paid - price;
    const answer = numberKey(changeDue, UNITS.pounds, AR_NOUNS.pound);
    return {
      stem: bi(
        ar`اشترى أحمد كتابًا بـ${arabicCount(price, AR_NOUNS.pound)}، ودفع ورقة من فئة ${paid} جنيه. كم جنيهًا يأخذ باقيًا؟`,
        en`Ahmed buys a book for ${price} pounds and pays with a ${paid}-pound note. How much change does he get?`,
      ),
      ...answer,
      solution: [
        bi('الباقي = المدفوع − الثمن', 'Change = the money paid − the price'),
        bi(ar`${paid} − ${price} = ${changeDue}`, en`${paid} − ${price} = ${changeDue}`),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          'الباقي هو ما يزيد من المال المدفوع على الثمن.',
          'The change is how much more he paid than the price.',
        ),
        bi(ar`اطرح الثمن من ${paid}.`, en`Take the price away from ${paid}.`),
      ],
      mistakes: mistakesBesides(changeDue, [
        mistake(
          paid + price,
          bi('جمعت، والصحيح أن تطرح الثمن من المدفوع.', 'You added; take the price away from what was paid.'),
        ),
      ]),
    };
  },
});

const metresToCentimetres = defineGenerator({
  unitId: MONEY_TIME,
  skill: 'measure',
  difficulty: 1,
  kind: 'number',
  make(random) {
    const metres = random.int(2, 9);
    const extra = random.chance(0.5) ? random.int(1, 99) : 0;
    const value = metres * 100 + extra;
    const answer = numberKey(value, UNITS.cm);
    const stemAr = extra ? ar`${metres} م و${extra} سم = كم سنتيمترًا؟` : ar`${metres} م = كم سنتيمترًا؟`;
    const stemEn = extra
      ? en`${metres} m ${extra} cm = how many centimetres?`
      : en`${metres} m = how many centimetres?`;
    return {
      stem: bi(stemAr, stemEn),
      ...answer,
      solution: [
        bi('المتر = ١٠٠ سم', '1 metre = 100 cm'),
        bi(ar`${metres} × ١٠٠ = ${metres * 100}`, en`${metres} × 100 = ${metres * 100}`),
        ...(extra
          ? [bi(ar`${metres * 100} + ${extra} = ${value}`, en`${metres * 100} + ${extra} = ${value}`)]
          : []),
        answerIs(answer.keyText),
      ],
      hints: [
        bi('كم سنتيمترًا في المتر الواحد؟', 'How many centimetres are in one metre?'),
        bi(
          ar`اضرب ${metres} في ١٠٠${extra ? ' ثم أضف السنتيمترات' : ''}.`,
          en`Multiply ${metres} by 100${extra ? ', then add the centimetres' : ''}.`,
        ),
      ],
      mistakes: mistakesBesides(value, [
        mistake(metres * 10 + extra, bi('المتر ١٠٠ سم، لا ١٠ سم.', 'A metre is 100 cm, not 10 cm.')),
      ]),
    };
  },
});

function clockTime(hour: number, half: boolean): Bilingual {
  return half
    ? bi(ar`الساعة ${hour} والنصف`, en`half past ${hour}`)
    : bi(ar`الساعة ${hour}`, en`${hour} o'clock`);
}

const elapsedTime = defineGenerator({
  unitId: MONEY_TIME,
  skill: 'time',
  difficulty: 2,
  kind: 'choice',
  make(random) {
    const start = random.int(1, 8);
    const hours = random.int(1, 3);
    const half = random.chance(0.5);
    const end = start + hours;
    const right = clockTime(end, half);
    const { choices, key } = choiceOptions(random, right, [
      {
        text: clockTime(end, !half),
        misconception: bi(
          'الساعات تمر كاملة، والدقائق تبقى كما هي.',
          'Whole hours pass; the minutes stay the same.',
        ),
      },
      {
        text: clockTime(end + 1, half),
        misconception: bi(
          'عُدّ الساعات بعد وقت البداية، لا وقت البداية نفسه.',
          'Count the hours after the start time, not the start itself.',
        ),
      },
      { text: clockTime(start, half) },
    ]);
    return {
      stem: bi(
        ar`بدأت مباراة في ${clockTime(start, half).ar}، واستمرت ${arabicCount(hours, AR_NOUNS.hour)}. متى انتهت؟`,
        en`A match started at ${clockTime(start, half).en} and lasted ${hours} hour${hours === 1 ? '' : 's'}. When did it end?`,
      ),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          ar`نعدّ ${hours} ساعة بعد البداية: ${start} + ${hours} = ${end}`,
          en`Count on ${hours} hour${hours === 1 ? '' : 's'}: ${start} + ${hours} = ${end}`,
        ),
        answerIs(right),
      ],
      hints: [
        bi(
          'حرّك عقرب الساعات ساعة لكل ساعة تمرّ.',
          'Move the hour hand on one hour for each hour that passes.',
        ),
        bi(
          'عقرب الدقائق يعود إلى مكانه بعد كل ساعة كاملة.',
          'After each whole hour the minute hand is back where it started.',
        ),
      ],
    };
  },
});

const SOLIDS = [
  { name: bi('المكعب', 'a cube'), faces: 6, edges: 12, vertices: 8 },
  { name: bi('متوازي المستطيلات', 'a cuboid'), faces: 6, edges: 12, vertices: 8 },
  { name: bi('الهرم الرباعي', 'a square-based pyramid'), faces: 5, edges: 8, vertices: 5 },
  { name: bi('المنشور الثلاثي', 'a triangular prism'), faces: 5, edges: 9, vertices: 6 },
];
const PARTS = [
  { key: 'faces', name: bi('أوجه', 'faces') },
  { key: 'edges', name: bi('أحرف', 'edges') },
  { key: 'vertices', name: bi('رؤوس', 'vertices') },
] as const;

const solidParts = defineGenerator({
  unitId: GEOMETRY,
  skill: 'solids',
  difficulty: 2,
  kind: 'number',
  make(random) {
    const solid = random.pick(SOLIDS);
    const part = random.pick(PARTS);
    const value = solid[part.key];
    const answer = numberKey(value);
    const others = PARTS.filter((p) => p.key !== part.key);
    return {
      stem: bi(
        ar`كم عدد ${part.name.ar} ${solid.name.ar}؟`,
        en`How many ${part.name.en} does ${solid.name.en} have?`,
      ),
      ...answer,
      solution: [
        bi(
          'الوجه سطح مستوٍ، والحرف خط يلتقي عنده وجهان، والرأس نقطة تلتقي عندها الأحرف.',
          'A face is a flat surface, an edge is where two faces meet, a vertex is where edges meet.',
        ),
        bi(
          ar`نعدّ ${part.name.ar} ${solid.name.ar}: ${value}`,
          en`Count the ${part.name.en} of ${solid.name.en}: ${value}`,
        ),
        answerIs(answer.keyText),
      ],
      hints: [
        bi(
          ar`تذكّر الفرق: ${PARTS.map((p) => p.name.ar).join('، ')}.`,
          en`Remember the difference between ${PARTS.map((p) => p.name.en).join(', ')}.`,
        ),
        bi(
          ar`تخيّل ${solid.name.ar} وعُدّ ${part.name.ar} بالترتيب: الأعلى ثم الجوانب ثم الأسفل.`,
          en`Picture ${solid.name.en} and count its ${part.name.en} in order: top, sides, bottom.`,
        ),
      ],
      mistakes: mistakesBesides(
        value,
        others.map((p) =>
          mistake(
            solid[p.key],
            bi(
              ar`هذا عدد ${p.name.ar}، لا ${part.name.ar}.`,
              en`That is the number of ${p.name.en}, not ${part.name.en}.`,
            ),
          ),
        ),
      ),
    };
  },
});

const FLAT = [
  bi('دائرة', 'a circle'),
  bi('مربع', 'a square'),
  bi('مثلث', 'a triangle'),
  bi('مستطيل', 'a rectangle'),
];
const SOLID_SHAPES = [
  bi('كرة', 'a sphere'),
  bi('مكعب', 'a cube'),
  bi('أسطوانة', 'a cylinder'),
  bi('مخروط', 'a cone'),
];

const flatOrSolid = defineGenerator({
  unitId: GEOMETRY,
  skill: '2d-3d',
  difficulty: 1,
  kind: 'choice',
  make(random) {
    const right = random.pick(SOLID_SHAPES);
    const flat = random.shuffle(FLAT).slice(0, 3);
    const { choices, key } = choiceOptions(
      random,
      right,
      flat.map((f) => ({
        text: f,
        misconception: bi(
          ar`${f.ar} شكل مستوٍ (ثنائي الأبعاد): له طول وعرض فقط.`,
          en`${f.en} is flat (2D): it has length and width only.`,
        ),
      })),
    );
    return {
      stem: bi('أيّ هذه الأشكال مجسّم (ثلاثي الأبعاد)؟', 'Which of these is a solid (3D) shape?'),
      choices,
      key,
      keyText: right,
      solution: [
        bi(
          'المجسم له طول وعرض وارتفاع، ويمكن أن تمسكه بيدك.',
          'A solid has length, width and height: you can hold it.',
        ),
        answerIs(right),
      ],
      hints: [
        bi(
          'الشكل المستوي يُرسم على الورق، والمجسم يشغل حيزًا.',
          'A flat shape can be drawn on paper; a solid takes up space.',
        ),
        bi('ابحث عن الشكل الذي له ارتفاع أيضًا.', 'Look for the shape that also has height.'),
      ],
    };
  },
});

export const YEAR2_GENERATORS: readonly ItemGenerator[] = [
  digitValue,
  expandedForm,
  orderThreeDigit,
  addWithCarry,
  subtractWithBorrow,
  equalGroups,
  timesTable,
  repeatedAddition,
  change,
  metresToCentimetres,
  elapsedTime,
  solidParts,
  flatOrSolid,
];
