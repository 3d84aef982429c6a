/** First secondary year: quadratics and complex numbers, trigonometry, similarity, matrices, vectors and lines. */
import type { Bilingual, ItemGenerator } from '../../items/types';
import {
  M,
  Redraw,
  T,
  UNITS,
  choiceKey,
  define,
  fmt,
  frac,
  gcd,
  mono,
  numberKey,
  paren,
  poly,
  pretty,
  TRIPLES,
} from '../middle/kit';

const U = (slug: string) => `high-1-math-${slug}`;
const set = (xs: number[]): Bilingual => ({ ar: M(`{${xs.join('، ')}}`).ar, en: `{${xs.join(', ')}}` });

const quadraticRoots = define({
  unitId: U('algebra'),
  skill: 'quadratic-roots',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [p, q] = [r.nonZero(-9, 9), r.nonZero(-9, 9)];
    if (p === q || p === -q) throw new Redraw();
    const [b, c] = [-(p + q), p * q];
    const roots = [p, q].sort((u, v) => u - v);
    const vars = { eq: pretty(poly([1, b, c])), f1: poly([1, -p]), f2: poly([1, -q]), s: set(roots) };
    return {
      stem: T('أوجد مجموعة حل المعادلة: {eq} = 0', 'Solve: {eq} = 0', vars),
      ...choiceKey(r, set(roots), [
        {
          text: set([-p, -q].sort((u, v) => u - v)),
          why: T(
            'خطأ في الإشارة: إذا كان (س - ٣) عاملًا فالجذر ٣ لا -٣.',
            'A sign error: if (x - 3) is a factor, the root is 3, not -3.',
          ),
        },
        {
          text: set([b, c].sort((u, v) => u - v)),
          why: T('الجذران ليسا معاملي المعادلة.', 'The roots are not the coefficients of the equation.'),
        },
        {
          text: set([p, -q].sort((u, v) => u - v)),
          why: T('خطأ في إشارة أحد الجذرين.', 'A sign error in one of the roots.'),
        },
      ]),
      solution: [
        T('نحلل: ({f1})({f2}) = 0', 'Factorise: ({f1})({f2}) = 0', vars),
        T('إذن مجموعة الحل = {s}', 'So the solution set is {s}', vars),
      ],
      hints: [
        T(
          'ابحث عن عددين حاصل ضربهما الحد المطلق ومجموعهما معامل س.',
          'Look for two numbers whose product is the constant term and whose sum is the coefficient of x.',
        ),
        T(
          'حلّل الطرف الأيمن إلى قوسين، ثم اجعل كل قوس يساوي صفرًا.',
          'Factorise into two brackets, then set each bracket to zero.',
        ),
      ],
    };
  },
});

const complexProduct = define({
  unitId: U('algebra'),
  skill: 'complex-product',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [a, b, c, d] = [r.nonZero(-6, 6), r.nonZero(-6, 6), r.nonZero(-6, 6), r.nonZero(-6, 6)];
    const real = r.int(0, 1) === 1;
    const [re, im] = [a * c - b * d, a * d + b * c];
    const z = (x: number, y: number) => (y === 0 ? fmt(x) : `${fmt(x)} ${mono(y, 'i')}`);
    const part: Bilingual = real ? T('الحقيقي', 'real') : T('التخيلي', 'imaginary');
    const vars = {
      z1: z(a, b),
      z2: z(c, d),
      part,
      ac: a * c,
      bd: b * d,
      ad: a * d,
      bc: b * c,
      re,
      im,
      ans: real ? re : im,
    };
    return {
      stem: T('أوجد الجزء {part} للعدد المركب ({z1})({z2}).', 'Find the {part} part of ({z1})({z2}).', vars),
      ...numberKey(real ? re : im),
      solution: [
        T('({z1})({z2}) = {ac} + {ad}i + {bc}i + {bd}i^2', '({z1})({z2}) = {ac} + {ad}i + {bc}i + {bd}i^2', {
          ...vars,
          ad: paren(a * d),
          bc: paren(b * c),
          bd: paren(b * d),
        }),
        T('وبما أن i^2 = -1: الناتج = {w}', 'Since i^2 = -1, the product is {w}', { w: z(re, im) }),
        T('الجزء {part} = {ans}', 'The {part} part is {ans}', vars),
      ],
      hints: [
        T(
          'اضرب كما تضرب قوسين جبريين، ثم عوّض عن i^2.',
          'Multiply as you would two brackets, then replace i^2.',
        ),
        T(
          'تذكر أن i^2 = -1، فالحد {bd}i^2 يصبح عددًا حقيقيًا.',
          'Remember i^2 = -1, so the term {bd}i^2 becomes a real number.',
          { bd: paren(b * d) },
        ),
      ],
      mistakes: real
        ? [
            {
              answer: fmt(a * c + b * d),
              misconception: T('اعتبرت i^2 = 1، والصحيح i^2 = -1.', 'You took i^2 as 1; it is -1.'),
            },
          ]
        : [],
    };
  },
});

const discriminant = define({
  unitId: U('algebra'),
  skill: 'nature-of-roots',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const kind = r.pick(['two', 'equal', 'complex'] as const);
    const a = r.int(1, 3);
    let b = r.int(-8, 8);
    let c: number;
    if (kind === 'equal') {
      const k = r.nonZero(-4, 4);
      b = -2 * a * k;
      c = a * k * k;
    } else {
      c = r.nonZero(-9, 9);
    }
    const disc = b * b - 4 * a * c;
    if ((kind === 'two' && disc <= 0) || (kind === 'complex' && disc >= 0)) throw new Redraw();
    const names = {
      two: T('جذران حقيقيان مختلفان', 'two different real roots'),
      equal: T('جذران حقيقيان متساويان', 'two equal real roots'),
      complex: T('جذران مركبان غير حقيقيين (مترافقان)', 'two non-real complex (conjugate) roots'),
    };
    const why = {
      two: T(
        'يكون الجذران حقيقيين مختلفين عندما يكون المميز موجبًا.',
        'The roots are real and different when the discriminant is positive.',
      ),
      equal: T(
        'يتساوى الجذران عندما يكون المميز صفرًا.',
        'The roots are equal when the discriminant is zero.',
      ),
      complex: T(
        'يكون الجذران غير حقيقيين عندما يكون المميز سالبًا.',
        'The roots are non-real when the discriminant is negative.',
      ),
    };
    const others = (['two', 'equal', 'complex'] as const).filter((k) => k !== kind);
    const vars = { eq: pretty(poly([a, b, c])), a, b: paren(b), c: paren(c), disc };
    return {
      stem: T('ما نوع جذري المعادلة {eq} = 0؟', 'What kind of roots does {eq} = 0 have?', vars),
      ...choiceKey(
        r,
        names[kind],
        others.map((k) => ({ text: names[k], why: why[k] })),
      ),
      solution: [
        T(
          'المميز = ب² - ٤ أ جـ = {b}² - ٤ × {a} × {c} = {disc}',
          'Discriminant = b² - 4ac = {b}² - 4 × {a} × {c} = {disc}',
          vars,
        ),
        why[kind],
        T('إذن للمعادلة {name}', 'So the equation has {name}', { name: names[kind] }),
      ],
      hints: [
        T('نوع الجذرين يحدده المميز.', 'The discriminant decides what kind of roots there are.'),
        T('احسب ب² - ٤ أ جـ وانظر إلى إشارته.', 'Work out b² - 4ac and look at its sign.'),
      ],
    };
  },
});

const radians = define({
  unitId: U('trigonometry'),
  skill: 'radians',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const deg = r.pick([30, 45, 60, 90, 120, 135, 150, 210, 225, 240, 270, 300, 315, 330]);
    const k = frac(deg, 180);
    const vars = { deg, k };
    return {
      stem: T(
        'حوّل الزاوية {deg}° إلى التقدير الدائري في الصورة ك π. ما قيمة ك؟',
        'Write {deg}° in radians as k π. What is k?',
        vars,
      ),
      ...numberKey(deg / 180, { tol: 1e-9, text: k }),
      solution: [
        T('الزاوية بالتقدير الدائري = الزاوية بالدرجات × π ÷ ١٨٠', 'Radians = degrees × π ÷ 180'),
        T('{deg} ÷ ١٨٠ = {k}، إذن الزاوية = {k} π', '{deg} ÷ 180 = {k}, so the angle is {k} π', vars),
      ],
      hints: [
        T('١٨٠° تقابل π بالتقدير الدائري.', '180° is π radians.'),
        T('اقسم {deg} على ١٨٠ واختصر الكسر.', 'Divide {deg} by 180 and simplify the fraction.', vars),
      ],
      mistakes: [
        {
          answer: frac(180, deg),
          misconception: T(
            'قسمت ١٨٠ على الزاوية؛ الصحيح العكس.',
            'You divided 180 by the angle; it is the other way round.',
          ),
        },
      ],
    };
  },
});

/** Exact values at 30°, 45° and 60° as school writes them. */
const EXACT: Record<number, Record<'sin' | 'cos' | 'tan', string>> = {
  30: { sin: '1/2', cos: '√3/2', tan: '1/√3' },
  45: { sin: '1/√2', cos: '1/√2', tan: '1' },
  60: { sin: '√3/2', cos: '1/2', tan: '√3' },
};

const quadrantValue = define({
  unitId: U('trigonometry'),
  skill: 'exact-values',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [ref, quad] = [r.pick([30, 45, 60]), r.int(2, 4)];
    const angle = quad === 2 ? 180 - ref : quad === 3 ? 180 + ref : 360 - ref;
    const fn = r.pick(['sin', 'cos', 'tan'] as const);
    const positive = { sin: quad === 2, cos: quad === 4, tan: quad === 3 }[fn];
    const val = (EXACT[ref] as Record<string, string>)[fn] as string;
    // The option that uses another function of the reference angle (at 45° sin and cos agree, so tan).
    const otherFn = fn === 'tan' ? 'cos' : ref === 45 ? 'tan' : fn === 'sin' ? 'cos' : 'sin';
    const other = (EXACT[ref] as Record<string, string>)[otherFn] as string;
    const withSign = (v: string, pos: boolean) => M(pos ? v : `-${v}`);
    const vars = {
      fn,
      angle,
      ref,
      quad,
      sign: positive ? T('موجبة', 'positive') : T('سالبة', 'negative'),
      right: withSign(val, positive),
    };
    return {
      stem: T('أوجد القيمة الدقيقة: {fn} {angle}°', 'Find the exact value of {fn} {angle}°', vars),
      ...choiceKey(r, withSign(val, positive), [
        {
          text: withSign(val, !positive),
          why: T(
            'الإشارة خطأ: حدد الربع الذي تقع فيه الزاوية.',
            'Wrong sign: check which quadrant the angle is in.',
          ),
        },
        {
          text: withSign(other, positive),
          why: T(
            'استخدمت الدالة الأخرى للزاوية المرجعية.',
            'You used the other function of the reference angle.',
          ),
        },
        {
          text: withSign(other, !positive),
          why: T('الدالة والإشارة كلتاهما خطأ.', 'Both the function and the sign are wrong.'),
        },
      ]),
      solution: [
        T(
          'الزاوية {angle}° تقع في الربع {quad}، وزاويتها المرجعية {ref}°.',
          '{angle}° is in quadrant {quad}; its reference angle is {ref}°.',
          vars,
        ),
        T(
          'إشارة {fn} في هذا الربع {sign}، إذن {fn} {angle}° = {right}',
          '{fn} is {sign} in that quadrant, so {fn} {angle}° = {right}',
          vars,
        ),
      ],
      hints: [
        T(
          'في أي ربع تقع الزاوية {angle}°؟ وما زاويتها المرجعية؟',
          'Which quadrant is {angle}° in, and what is its reference angle?',
          vars,
        ),
        T(
          'الموجب في الربع الأول: الكل، الثاني: جا، الثالث: ظا، الرابع: جتا.',
          'Positive in quadrant I: all; II: sin; III: tan; IV: cos.',
        ),
      ],
    };
  },
});

const arcLength = define({
  unitId: U('trigonometry'),
  skill: 'arc-length',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [radius, deg] = [r.int(3, 20), r.pick([30, 40, 45, 60, 72, 80, 100, 120, 135, 150])];
    const l = (radius * deg * Math.PI) / 180;
    const rounded = Math.round(l * 100) / 100;
    const vars = { radius, deg, theta: frac(deg, 180), v: fmt(rounded) };
    return {
      stem: T(
        'دائرة طول نصف قطرها {radius} سم. أوجد طول القوس المقابل لزاوية مركزية قياسها {deg}°، لأقرب جزء من مائة.',
        'A circle has radius {radius} cm. Find the length of the arc under a central angle of {deg}°, to 2 decimal places.',
        vars,
      ),
      ...numberKey(l, { tol: 0.01, unit: UNITS.cm, text: fmt(rounded) }),
      solution: [
        T('θ بالتقدير الدائري = {theta} π', 'θ in radians = {theta} π', vars),
        T(
          'طول القوس = θ × نق = {theta} π × {radius} ≈ {v} سم',
          'Arc length = θ × r = {theta} π × {radius} ≈ {v} cm',
          vars,
        ),
      ],
      hints: [
        T(
          'طول القوس = الزاوية بالتقدير الدائري × نصف القطر.',
          'Arc length = the angle in radians × the radius.',
        ),
        T('حوّل {deg}° إلى التقدير الدائري أولًا.', 'Convert {deg}° to radians first.', vars),
      ],
    };
  },
});

const similarSide = define({
  unitId: U('similarity'),
  skill: 'corresponding-sides',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [ab, k2, k1, bc] = [r.int(2, 9), r.int(2, 5), r.int(1, 4), r.int(2, 9)];
    if (k1 === k2) throw new Redraw();
    const g = gcd(k2, k1);
    const [p, q] = [k2 / g, k1 / g];
    if (ab % q !== 0 || bc % q !== 0) throw new Redraw();
    const de = (ab * p) / q;
    const ef = (bc * p) / q;
    const vars = { ab, bc, de, ef, ratio: frac(de, ab) };
    return {
      stem: T(
        'المثلث ABC ∼ المثلث DEF، و AB = {ab} سم، BC = {bc} سم، DE = {de} سم. أوجد EF.',
        'Triangle ABC ∼ triangle DEF, with AB = {ab} cm, BC = {bc} cm and DE = {de} cm. Find EF.',
        vars,
      ),
      ...numberKey(ef, { unit: UNITS.cm }),
      solution: [
        T(
          'في المثلثين المتشابهين تتناسب الأضلاع المتناظرة: DE/AB = EF/BC = {ratio}',
          'Corresponding sides of similar triangles are in proportion: DE/AB = EF/BC = {ratio}',
          vars,
        ),
        T('EF = {bc} × {ratio} = {ef} سم', 'EF = {bc} × {ratio} = {ef} cm', vars),
      ],
      hints: [
        T('أي ضلع في المثلث ABC يناظر EF؟', 'Which side of ABC corresponds to EF?'),
        T('نسبة التشابه = DE ÷ AB.', 'The scale factor is DE ÷ AB.'),
      ],
      mistakes: [
        {
          answer: fmt(bc + de - ab),
          misconception: T(
            'الأضلاع تتناسب بالضرب في نسبة التشابه لا بإضافة فرق ثابت.',
            'Sides scale by multiplying by the scale factor, not by adding a fixed difference.',
          ),
        },
      ],
    };
  },
});

const areaRatio = define({
  unitId: U('similarity'),
  skill: 'area-ratio',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [p, q] = [r.int(1, 6), r.int(2, 7)];
    if (p >= q || gcd(p, q) !== 1) throw new Redraw();
    const ratio = (x: number, y: number) => M(`${x} : ${y}`);
    const vars = { p, q, p2: p * p, q2: q * q };
    return {
      stem: T(
        'مضلعان متشابهان النسبة بين طولي ضلعين متناظرين فيهما {p} : {q}. ما النسبة بين مساحتيهما؟',
        'Two similar polygons have corresponding sides in the ratio {p} : {q}. What is the ratio of their areas?',
        vars,
      ),
      ...choiceKey(r, ratio(p * p, q * q), [
        {
          text: ratio(p, q),
          why: T(
            'النسبة بين المساحتين مربع النسبة بين الأضلاع، لا النسبة نفسها.',
            'The areas are in the square of the side ratio, not the same ratio.',
          ),
        },
        {
          text: ratio(2 * p, 2 * q),
          why: T(
            'ضربت في ٢ بدل التربيع، وهذه النسبة نفسها.',
            'You doubled instead of squaring; that is the same ratio.',
          ),
        },
        {
          text: ratio(p ** 3, q ** 3),
          why: T('التكعيب للحجوم، لا للمساحات.', 'Cubing is for volumes, not areas.'),
        },
      ]),
      solution: [
        T(
          'النسبة بين مساحتي سطحي مضلعين متشابهين = مربع النسبة بين طولي ضلعين متناظرين.',
          'The ratio of the areas of similar polygons is the square of the ratio of corresponding sides.',
        ),
        T('({p} : {q})² = {p2} : {q2}', '({p} : {q})² = {p2} : {q2}', vars),
      ],
      hints: [
        T(
          'المساحة لها بعدان، فكيف تتأثر إذا تضاعف كل طول؟',
          'Area has two dimensions: what happens to it when every length doubles?',
        ),
        T('ربّع كل حد من حدي نسبة الأضلاع.', 'Square each term of the side ratio.'),
      ],
    };
  },
});

const matrix = (rows: number[][]): Bilingual => M(`[${rows.map((row) => row.join('  ')).join(' ; ')}]`);

const determinant = define({
  unitId: U('matrices'),
  skill: 'determinant',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [a, b, c, d] = [r.int(-6, 9), r.int(-6, 9), r.int(-6, 9), r.int(-6, 9)];
    const det = a * d - b * c;
    const vars = {
      A: matrix([
        [a, b],
        [c, d],
      ]),
      ad: `${paren(a)} × ${paren(d)}`,
      bc: `${paren(b)} × ${paren(c)}`,
      det,
    };
    return {
      stem: T('أوجد قيمة محدد المصفوفة A = {A}', 'Find the determinant of A = {A}', vars),
      ...choiceKey(r, M(fmt(det)), [
        {
          text: M(fmt(a * d + b * c)),
          why: T(
            'المحدد حاصل ضرب القطر الرئيسي ناقص حاصل ضرب القطر الآخر، لا مجموعهما.',
            'The determinant is the main diagonal product MINUS the other diagonal product.',
          ),
        },
        {
          text: M(fmt(b * c - a * d)),
          why: T(
            'طرحت بالترتيب المعكوس فانعكست الإشارة.',
            'You subtracted the other way round, so the sign flipped.',
          ),
        },
        {
          text: M(fmt(a * c - b * d)),
          why: T(
            'ضربت عناصر العمودين بدل القطرين.',
            'You multiplied down the columns instead of along the diagonals.',
          ),
        },
      ]),
      solution: [
        T(
          '|A| = (عنصرا القطر الرئيسي) - (عنصرا القطر الآخر) = {ad} - {bc}',
          '|A| = (main diagonal) - (other diagonal) = {ad} - {bc}',
          vars,
        ),
        T('|A| = {det}', '|A| = {det}', vars),
      ],
      hints: [
        T('محدد المصفوفة [أ  ب ; جـ  د] يساوي أ د - ب جـ.', 'The determinant of [a  b ; c  d] is ad - bc.'),
        T('احسب {ad} و {bc} أولًا.', 'Work out {ad} and {bc} first.', vars),
      ],
    };
  },
});

const productEntry = define({
  unitId: U('matrices'),
  skill: 'product',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const cell = () => r.int(-4, 6);
    const A = [
      [cell(), cell()],
      [cell(), cell()],
    ];
    const B = [
      [cell(), cell()],
      [cell(), cell()],
    ];
    const [i, j] = [r.int(0, 1), r.int(0, 1)];
    const rowA = A[i] as number[];
    const colB = B.map((row) => row[j] as number);
    const value = (rowA[0] as number) * (colB[0] as number) + (rowA[1] as number) * (colB[1] as number);
    const ord = (n: number): Bilingual => (n === 0 ? T('الأول', 'first') : T('الثاني', 'second'));
    const vars = {
      A: matrix(A),
      B: matrix(B),
      row: ord(i),
      col: ord(j),
      sum: `${paren(rowA[0] as number)} × ${paren(colB[0] as number)} + ${paren(rowA[1] as number)} × ${paren(colB[1] as number)}`,
      value,
    };
    return {
      stem: T(
        'A = {A} و B = {B}. أوجد العنصر في الصف {row} والعمود {col} من AB.',
        'A = {A} and B = {B}. Find the entry in the {row} row and {col} column of AB.',
        vars,
      ),
      ...numberKey(value),
      solution: [
        T(
          'العنصر = الصف {row} من A مضروبًا في العمود {col} من B: {sum}',
          'The entry is the {row} row of A times the {col} column of B: {sum}',
          vars,
        ),
        T('= {value}', '= {value}', vars),
      ],
      hints: [
        T(
          'في ضرب المصفوفات: صف من الأولى × عمود من الثانية.',
          'Multiplying matrices: a row of the first times a column of the second.',
        ),
        T(
          'اضرب العناصر المتناظرة من الصف {row} في A والعمود {col} في B ثم اجمع.',
          'Multiply the matching entries of the {row} row of A and the {col} column of B, then add.',
          vars,
        ),
      ],
      mistakes: [
        {
          answer: fmt((A[i]?.[j] as number) * (B[i]?.[j] as number)),
          misconception: T(
            'ضرب المصفوفات ليس ضرب العناصر المتناظرة.',
            'A matrix product is not entry-by-entry multiplication.',
          ),
        },
      ],
    };
  },
});

const vectorNorm = define({
  unitId: U('vectors'),
  skill: 'magnitude',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [p, q, h] = r.pick(TRIPLES);
    const [x, y] = r.int(0, 1) ? [p * r.sign(), q * r.sign()] : [q * r.sign(), p * r.sign()];
    const vars = { v: `(${x}, ${y})`, x2: x * x, y2: y * y, s: h * h, h };
    return {
      stem: T('أوجد معيار المتجه A = {v}.', 'Find the magnitude of the vector A = {v}.', vars),
      ...numberKey(h, { unit: { ar: 'وحدة طول', en: 'units' } }),
      solution: [
        T('‖A‖ = √(س² + ص²)', '‖A‖ = √(x² + y²)'),
        T('‖A‖ = √({x2} + {y2}) = √{s} = {h}', '‖A‖ = √({x2} + {y2}) = √{s} = {h}', vars),
      ],
      hints: [
        T('المعيار هو طول المتجه: استخدم فيثاغورس.', "The magnitude is the vector's length: use Pythagoras."),
        T(
          'ربّع كل مركبة ثم اجمع، ثم خذ الجذر التربيعي.',
          'Square each component, add, then take the square root.',
        ),
      ],
      mistakes: [
        {
          answer: fmt(Math.abs(x) + Math.abs(y)),
          misconception: T('المعيار ليس مجموع المركبتين.', 'The magnitude is not the sum of the components.'),
        },
      ],
    };
  },
});

const vectorCombination = define({
  unitId: U('vectors'),
  skill: 'combination',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [a1, a2, b1, b2] = [r.int(-6, 6), r.int(-6, 6), r.int(-6, 6), r.int(-6, 6)];
    const k = r.int(2, 3);
    const v = (x: number, y: number) => M(`(${x}, ${y})`);
    const vars = {
      A: `(${a1}, ${a2})`,
      B: `(${b1}, ${b2})`,
      k,
      kA: `(${k * a1}, ${k * a2})`,
      right: v(k * a1 - b1, k * a2 - b2),
    };
    return {
      stem: T('إذا كان A = {A} و B = {B} فأوجد {k}A - B.', 'If A = {A} and B = {B}, find {k}A - B.', vars),
      ...choiceKey(r, v(k * a1 - b1, k * a2 - b2), [
        {
          text: v(k * a1 + b1, k * a2 + b2),
          why: T('جمعت B بدل طرحه.', 'You added B instead of subtracting it.'),
        },
        {
          text: v(a1 - b1, a2 - b2),
          why: T('نسيت ضرب A في {k}.', 'You forgot to multiply A by {k}.', { k }),
        },
        {
          text: v(k * a1 - b2, k * a2 - b1),
          why: T(
            'تُطرح كل مركبة من نظيرتها: الأولى من الأولى والثانية من الثانية.',
            'Subtract component by matching component: first from first, second from second.',
          ),
        },
      ]),
      solution: [T('{k}A = {kA}', '{k}A = {kA}', vars), T('{k}A - B = {right}', '{k}A - B = {right}', vars)],
      hints: [
        T('اضرب كل مركبة من A في {k} أولًا.', 'First multiply each component of A by {k}.', vars),
        T('ثم اطرح المركبتين المتناظرتين من B.', 'Then subtract the matching components of B.'),
      ],
    };
  },
});

const lineSlope = define({
  unitId: U('vectors'),
  skill: 'line-slope',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [a, b, c] = [r.nonZero(-7, 7), r.nonZero(-7, 7), r.int(-9, 9)];
    if (Math.abs(a) === Math.abs(b)) throw new Redraw();
    const line = `${poly([a, 0])} ${mono(b, 'y')} ${c === 0 ? '' : mono(c, '')}`.trim();
    const vars = { line, a: paren(a), b: paren(b), m: frac(-a, b) };
    return {
      stem: T('أوجد ميل المستقيم: {line} = 0', 'Find the slope of the line {line} = 0', vars),
      ...choiceKey(r, M(frac(-a, b)), [
        {
          text: M(frac(a, b)),
          why: T(
            'نسيت الإشارة السالبة: الميل = - معامل س ÷ معامل ص.',
            'You dropped the minus: slope = -(coefficient of x) ÷ (coefficient of y).',
          ),
        },
        {
          text: M(frac(-b, a)),
          why: T(
            'قلبت النسبة: معامل س في البسط.',
            'You turned it upside down: the x coefficient goes on top.',
          ),
        },
        { text: M(frac(b, a)), why: T('قلبت النسبة ونسيت الإشارة.', 'Upside down and the sign dropped.') },
      ]),
      solution: [
        T('نجعل ص في طرف: {by} = {rest}', 'Make y the subject: {by} = {rest}', {
          by: mono(b, 'y', true),
          rest: poly([-a, -c]),
        }),
        T('الميل = -({a}) ÷ {b} = {m}', 'Slope = -({a}) ÷ {b} = {m}', vars),
      ],
      hints: [
        T('اكتب المعادلة في الصورة ص = م س + جـ.', 'Rewrite the equation as y = mx + c.'),
        T('الميل = - معامل س ÷ معامل ص.', 'Slope = -(coefficient of x) ÷ (coefficient of y).'),
      ],
    };
  },
});

const complexModulus = define({
  unitId: U('algebra'),
  skill: 'complex-modulus',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [p, q, h] = r.pick(TRIPLES);
    const [a, b] = r.chance(0.5) ? [p * r.sign(), q * r.sign()] : [q * r.sign(), p * r.sign()];
    const vars = { z: `${fmt(a)} ${mono(b, 'i')}`, a2: a * a, b2: b * b, s: h * h, h };
    return {
      stem: T('أوجد مقياس العدد المركب ع = {z}.', 'Find the modulus of z = {z}.', vars),
      ...numberKey(h),
      solution: [
        T('|ع| = √(الجزء الحقيقي² + الجزء التخيلي²)', '|z| = √(real part² + imaginary part²)'),
        T('|ع| = √({a2} + {b2}) = √{s} = {h}', '|z| = √({a2} + {b2}) = √{s} = {h}', vars),
      ],
      hints: [
        T(
          'المقياس هو بعد النقطة الممثلة للعدد عن نقطة الأصل.',
          "The modulus is the distance of the number's point from the origin.",
        ),
        T(
          'ربّع الجزأين الحقيقي والتخيلي واجمعهما، ثم خذ الجذر.',
          'Square the real and imaginary parts, add, then take the square root.',
        ),
      ],
      mistakes: [
        {
          answer: fmt(Math.abs(a) + Math.abs(b)),
          misconception: T('المقياس ليس مجموع الجزأين.', 'The modulus is not the sum of the parts.'),
        },
      ],
    };
  },
});

export const HIGH_1: readonly ItemGenerator[] = [
  quadraticRoots,
  complexProduct,
  complexModulus,
  discriminant,
  radians,
  quadrantValue,
  arcLength,
  similarSide,
  areaRatio,
  determinant,
  productEntry,
  vectorNorm,
  vectorCombination,
  lineSlope,
];
