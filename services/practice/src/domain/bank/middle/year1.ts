/** First preparatory year: rational numbers, algebra, equations, angles and the triangle, statistics. */
import type { ItemGenerator } from '../../items/types';
import {
  M,
  Redraw,
  T,
  UNITS,
  choiceKey,
  define,
  simplifiedKey,
  fmt,
  frac,
  gcd,
  mono,
  moveConstant,
  numberKey,
  poly,
} from './kit';

const U = (slug: string) => `middle-1-math-${slug}`;

const addFractions = define({
  unitId: U('rationals'),
  skill: 'add-subtract',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [b, d] = [r.int(2, 9), r.int(2, 9)];
    if (b === d) throw new Redraw();
    const [a, c] = [r.nonZero(-(b - 1), b - 1), r.int(1, d - 1)];
    const op = r.pick(['+', '-'] as const);
    const lcm = (b * d) / gcd(b, d);
    const [a2, c2] = [(a * lcm) / b, (c * lcm) / d];
    const n = op === '+' ? a2 + c2 : a2 - c2;
    if (n === 0) throw new Redraw();
    const g = gcd(n, lcm);
    const text = frac(n, lcm);
    const vars = { a: frac(a, b), c: frac(c, d), op, lcm, a2: `${a2}/${lcm}`, c2: `${c2}/${lcm}`, n };
    const wrong = frac(op === '+' ? a + c : a - c, b + d);
    return {
      stem: T(
        'أوجد الناتج في أبسط صورة: {a} {op} {c}',
        'Find the result in its simplest form: {a} {op} {c}',
        vars,
      ),
      ...numberKey(n / g / (lcm / g), { tol: 1e-9, text }),
      solution: [
        T('المقام المشترك الأصغر هو {lcm}.', 'The least common denominator is {lcm}.', vars),
        T('{a} {op} {c} = {a2} {op} {c2} = {n}/{lcm}', '{a} {op} {c} = {a2} {op} {c2} = {n}/{lcm}', vars),
        T('في أبسط صورة: {t}', 'In its simplest form: {t}', { t: text }),
      ],
      hints: [
        T('لا تجمع المقامات: وحّد المقامات أولًا.', 'Do not add the denominators: make them the same first.'),
        T(
          'اكتب الكسرين بمقام {lcm}، ثم اجمع أو اطرح البسطين فقط.',
          'Write both fractions over {lcm}, then add or subtract the numerators only.',
          vars,
        ),
      ],
      mistakes:
        wrong !== text
          ? [
              {
                answer: wrong,
                misconception: T(
                  'جمعت البسطين معًا والمقامين معًا.',
                  'You combined the numerators and the denominators separately.',
                ),
              },
            ]
          : [],
    };
  },
});

const divideFractions = define({
  unitId: U('rationals'),
  skill: 'multiply-divide',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [a, b, c, d] = [r.int(1, 9) * r.sign(), r.int(2, 9), r.int(1, 9), r.int(2, 9)];
    if (gcd(a, b) !== 1 || gcd(c, d) !== 1) throw new Redraw();
    const right = frac(a * d, b * c);
    const vars = { x: frac(a, b), y: frac(c, d), ry: frac(d, c), right };
    return {
      stem: T('أوجد ناتج: {x} ÷ {y}', 'Find: {x} ÷ {y}', vars),
      ...choiceKey(r, M(right), [
        {
          text: M(frac(a * c, b * d)),
          why: T(
            'ضربت في المقسوم عليه نفسه بدل معكوسه الضربي.',
            'You multiplied by the divisor itself instead of by its reciprocal.',
          ),
        },
        {
          text: M(frac(b * c, a * d)),
          why: T(
            'قلبت الكسر الأول بدل الثاني.',
            'You took the reciprocal of the first fraction instead of the second.',
          ),
        },
        {
          text: M(frac(-a * d, b * c)),
          why: T(
            'خطأ في الإشارة: ناتج قسمة عددين لهما الإشارة نفسها موجب، ومختلفين سالب.',
            'A sign error: like signs give a positive quotient, unlike signs a negative one.',
          ),
        },
      ]),
      solution: [
        T(
          'القسمة على كسر = الضرب في معكوسه الضربي: {x} × {ry}',
          'Dividing by a fraction is multiplying by its reciprocal: {x} × {ry}',
          vars,
        ),
        T('الناتج في أبسط صورة: {right}', 'In its simplest form: {right}', vars),
      ],
      hints: [
        T('ما المعكوس الضربي للمقسوم عليه {y}؟', 'What is the reciprocal of the divisor {y}?', vars),
        T('احسب {x} × {ry} ثم اختصر.', 'Work out {x} × {ry}, then simplify.', vars),
      ],
    };
  },
});

const likeTerms = define({
  unitId: U('expressions'),
  skill: 'like-terms',
  difficulty: 1,
  kind: 'expression',
  make(r) {
    const [a, b, c, d] = [r.int(2, 9), r.nonZero(-9, 9), r.int(1, 9), r.int(1, 9)];
    const [p, q] = [a - c, b + d];
    if (p === 0 || q === 0 || b === d) throw new Redraw();
    const first = `${poly([a, 0], 'x')} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y`;
    const second = `${poly([c, 0], 'x')} - ${d === 1 ? '' : d}y`;
    const answer = `${mono(p, 'x', true)} ${mono(q, 'y', false)}`;
    const wrong = `${mono(p, 'x', true)} ${mono(b - d, 'y', false)}`;
    const vars = { first, second, answer, rest: `${mono(-c, 'x')} ${mono(d, 'y')}` };
    return {
      stem: T('اختصر لأبسط صورة: ({first}) - ({second})', 'Simplify: ({first}) - ({second})', vars),
      ...simplifiedKey(`${p}*x + ${q}*y`, answer, ['x', 'y']),
      solution: [
        T(
          'نفك القوس الثاني فتتغير إشارة كل حد فيه: {first} {rest}',
          'Removing the second bracket changes the sign of each of its terms: {first} {rest}',
          vars,
        ),
        T('نجمع الحدود المتشابهة: {answer}', 'Collect like terms: {answer}', vars),
      ],
      hints: [
        T(
          'السالب قبل القوس يغيّر إشارة كل حد داخله.',
          'The minus before a bracket changes the sign of every term inside it.',
        ),
        T(
          'بعد فك القوسين اجمع حدود س معًا وحدود ص معًا.',
          'After removing the brackets, collect the x terms together and the y terms together.',
        ),
      ],
      mistakes: [
        {
          answer: wrong,
          misconception: T(
            'غيّرت إشارة الحد الأول فقط داخل القوس.',
            'You changed the sign of only the first term inside the bracket.',
          ),
        },
      ],
    };
  },
});

const expandBinomials = define({
  unitId: U('expressions'),
  skill: 'expand',
  difficulty: 2,
  kind: 'expression',
  make(r) {
    const [a, b, c, d] = [r.int(1, 3), r.nonZero(-7, 7), r.int(1, 3), r.nonZero(-7, 7)];
    const coeffs = [a * c, a * d + b * c, b * d];
    if (coeffs[1] === 0) throw new Redraw();
    const vars = {
      f: poly([a, b]),
      g: poly([c, d]),
      ans: poly(coeffs),
      terms: `${mono(a * c, 'x^2', true)} ${mono(a * d, 'x')} ${mono(b * c, 'x')} ${mono(b * d, '')}`,
    };
    return {
      stem: T('أوجد ناتج: ({f})({g})', 'Expand: ({f})({g})', vars),
      ...simplifiedKey(poly(coeffs, 'x', true), vars.ans),
      solution: [
        T(
          'نضرب كل حد من القوس الأول في كل حد من القوس الثاني: {terms}',
          'Multiply each term of the first bracket by each term of the second: {terms}',
          vars,
        ),
        T('نجمع الحدين الأوسطين: {ans}', 'Add the two middle terms: {ans}', vars),
      ],
      hints: [
        T('الناتج فيه أربعة حاصلات ضرب قبل التجميع.', 'There are four products before collecting terms.'),
        T(
          'الحد الأوسط = (حاصل ضرب الطرفين) + (حاصل ضرب الوسطين).',
          'The middle term is the product of the outer terms plus the product of the inner terms.',
        ),
      ],
      mistakes: [
        {
          answer: poly([a * c, 0, b * d]),
          misconception: T('نسيت الحد الأوسط.', 'You left out the middle term.'),
        },
      ],
    };
  },
});

const linearEquation = define({
  unitId: U('equations'),
  skill: 'linear',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, s, b] = [r.nonZero(-9, 9), r.int(-12, 12), r.nonZero(-20, 20)];
    if (Math.abs(a) === 1) throw new Redraw();
    const c = a * s + b;
    const vars = { lhs: poly([a, b]), c, ax: poly([a, 0]), cb: c - b, a, s };
    return {
      stem: T(
        'أوجد قيمة س التي تحقق المعادلة: {lhs} = {c}',
        'Find the value of x that satisfies: {lhs} = {c}',
        vars,
      ),
      ...numberKey(s),
      solution: [
        T('{move}: {ax} = {cb}', '{move}: {ax} = {cb}', { ...vars, move: moveConstant(b) }),
        T('نقسم الطرفين على {a}: س = {s}', 'Divide both sides by {a}: x = {s}', vars),
      ],
      hints: [
        T('اجعل الحد الذي فيه س وحده في طرف.', 'Get the term with x alone on one side.'),
        T('بعد ذلك اقسم الطرفين على معامل س.', 'Then divide both sides by the coefficient of x.'),
      ],
      mistakes: [
        {
          answer: frac(c + b, a),
          misconception: T(
            'نقلت الحد الثابت دون أن تغيّر إشارته.',
            'You moved the constant across without changing its sign.',
          ),
        },
      ],
    };
  },
});

const inequalityFlip = define({
  unitId: U('equations'),
  skill: 'inequality',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [a, k, b] = [r.int(2, 9), r.nonZero(-9, 9), r.int(-15, 15)];
    const op = r.pick(['<', '>'] as const);
    const flip = op === '<' ? '>' : '<';
    const c = b - a * k;
    const vars = { lhs: poly([-a, b]), op, c, ax: `-${a}x`, cb: c - b, k, flip };
    return {
      stem: T('أوجد مجموعة حل المتباينة: {lhs} {op} {c}', 'Solve the inequality: {lhs} {op} {c}', vars),
      ...choiceKey(r, M(`x ${flip} ${k}`), [
        {
          text: M(`x ${op} ${k}`),
          why: T(
            'عند القسمة على عدد سالب يجب عكس علامة التباين.',
            'Dividing by a negative number reverses the inequality sign.',
          ),
        },
        {
          text: M(`x ${flip} ${-k}`),
          why: T('خطأ في إشارة العدد عند القسمة.', 'A sign error in the number when dividing.'),
        },
        {
          text: M(`x ${op} ${-k}`),
          why: T(
            'خطأ في الإشارة ولم تعكس علامة التباين.',
            'A sign error, and the inequality sign was not reversed.',
          ),
        },
      ]),
      solution: [
        T('{move}: {ax} {op} {cb}', '{move}: {ax} {op} {cb}', { ...vars, move: moveConstant(b) }),
        T(
          'نقسم على -{a} (عدد سالب) فتنعكس العلامة: س {flip} {k}',
          'Divide by -{a}, a negative number, so the sign reverses: x {flip} {k}',
          { ...vars, a },
        ),
      ],
      hints: [
        T(
          'حلها كما تحل المعادلة، مع الانتباه لخطوة القسمة.',
          'Solve it as you would an equation, watching the division step.',
        ),
        T(
          'ماذا يحدث لعلامة التباين عند القسمة على عدد سالب؟',
          'What happens to the inequality sign when you divide by a negative number?',
        ),
      ],
    };
  },
});

const triangleAngle = define({
  unitId: U('geometry'),
  skill: 'angle-sum',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, b] = [r.int(20, 110), r.int(20, 80)];
    const c = 180 - a - b;
    if (c < 10) throw new Redraw();
    const vars = { a, b, c, s: a + b };
    return {
      stem: T(
        'في المثلث ABC: ق(∠A) = {a}° و ق(∠B) = {b}°. أوجد ق(∠C).',
        'In triangle ABC, ∠A = {a}° and ∠B = {b}°. Find ∠C.',
        vars,
      ),
      ...numberKey(c, { unit: UNITS.deg }),
      solution: [
        T('مجموع قياسات زوايا المثلث الداخلة = ١٨٠°.', 'The interior angles of a triangle add up to 180°.'),
        T('ق(∠C) = ١٨٠° - ({a}° + {b}°) = {c}°', '∠C = 180° - ({a}° + {b}°) = {c}°', vars),
      ],
      hints: [
        T('ما مجموع قياسات زوايا المثلث؟', 'What do the angles of a triangle add up to?'),
        T(
          'اجمع الزاويتين المعلومتين ثم اطرح المجموع من ذلك.',
          'Add the two known angles, then subtract the sum from that total.',
        ),
      ],
      mistakes: [
        {
          answer: fmt(360 - a - b),
          misconception: T(
            'مجموع زوايا المثلث ١٨٠° وليس ٣٦٠°.',
            "A triangle's angles add up to 180°, not 360°.",
          ),
        },
      ],
    };
  },
});

const supplementComplement = define({
  unitId: U('geometry'),
  skill: 'supplement-complement',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const complement = r.int(0, 1) === 1;
    const t = complement ? r.int(10, 80) : r.int(10, 170);
    const [right, total] = complement ? [90 - t, 90] : [180 - t, 180];
    const name = complement ? T('المتممة', 'complement') : T('المكملة', 'supplement');
    const deg = (n: number) => M(`${n}°`);
    return {
      stem: T('ما قياس الزاوية {name} لزاوية قياسها {t}°؟', 'What is the {name} of an angle of {t}°?', {
        name,
        t,
      }),
      ...choiceKey(
        r,
        deg(right),
        [
          complement
            ? {
                text: deg(180 - t),
                why: T(
                  'هذه المكملة: الزاويتان المتتامتان مجموعهما ٩٠°.',
                  'That is the supplement: complementary angles add up to 90°.',
                ),
              }
            : {
                text: deg(90 - t),
                why: T(
                  'هذه المتممة: الزاويتان المتكاملتان مجموعهما ١٨٠°.',
                  'That is the complement: supplementary angles add up to 180°.',
                ),
              },
          {
            text: deg(360 - t),
            why: T(
              '٣٦٠° مجموع الزوايا حول نقطة، لا مجموع زاويتين متكاملتين أو متتامتين.',
              '360° is the angle around a point, not the sum of a complementary or supplementary pair.',
            ),
          },
          { text: deg(t), why: T('هذه الزاوية نفسها.', 'That is the angle itself.') },
        ].filter((w) => !w.text.en.startsWith('-')),
      ),
      solution: [
        T('{name} = {total}° - {t}° = {right}°', 'The {name} is {total}° - {t}° = {right}°', {
          name,
          total,
          t,
          right,
        }),
      ],
      hints: [
        T(
          'الزاويتان المتتامتان مجموعهما ٩٠°، والمتكاملتان مجموعهما ١٨٠°.',
          'Complementary angles add up to 90°; supplementary angles add up to 180°.',
        ),
        T('اطرح {t}° من المجموع المناسب.', 'Subtract {t}° from the right total.', { t }),
      ],
    };
  },
});

const mean = define({
  unitId: U('statistics'),
  skill: 'mean',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const n = r.int(4, 7);
    const m = r.int(5, 40);
    const xs = Array.from({ length: n - 1 }, () => m + r.int(-6, 6));
    const last = n * m - xs.reduce((s, x) => s + x, 0);
    if (last < 1) throw new Redraw();
    xs.push(last);
    const list = xs.join(', ');
    const vars = { list, arList: xs.join('، '), sum: n * m, n, m };
    return {
      stem: T('أوجد الوسط الحسابي للقيم: {arList}', 'Find the mean of: {list}', vars),
      ...numberKey(m),
      solution: [
        T('مجموع القيم = {sum}، وعددها {n}.', 'The values add up to {sum}; there are {n} of them.', vars),
        T('الوسط الحسابي = {sum} ÷ {n} = {m}', 'Mean = {sum} ÷ {n} = {m}', vars),
      ],
      hints: [
        T('الوسط الحسابي = مجموع القيم ÷ عددها.', 'Mean = the sum of the values ÷ how many there are.'),
        T('مجموع القيم هنا {sum}.', 'Here the values add up to {sum}.', vars),
      ],
    };
  },
});

const missingFrequency = define({
  unitId: U('statistics'),
  skill: 'frequency-table',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const start = r.pick([0, 10, 20]);
    const width = r.pick([5, 10]);
    const fs = Array.from({ length: 5 }, () => r.int(2, 15));
    const hole = r.int(0, 4);
    const total = fs.reduce((s, f) => s + f, 0);
    const k = fs[hole] as number;
    const groups = fs.map((_, i) => `${start + i * width}-`);
    const row = (lang: 'ar' | 'en') =>
      fs
        .map((f, i) => `${groups[i]}: ${i === hole ? (lang === 'ar' ? 'ك' : 'k') : f}`)
        .join(lang === 'ar' ? '، ' : ', ');
    const vars = { ar: row('ar'), en: row('en'), total, known: total - k };
    return {
      stem: {
        ar: T('جدول تكراري ذو مجموعات (المجموعة: التكرار): {ar}. مجموع التكرارات {total}. أوجد ك.', '', vars)
          .ar,
        en: T(
          '',
          'A grouped frequency table (group: frequency): {en}. The frequencies add up to {total}. Find k.',
          vars,
        ).en,
      },
      ...numberKey(k),
      solution: [
        T('مجموع التكرارات المعلومة = {known}.', 'The known frequencies add up to {known}.', vars),
        T('ك = {total} - {known} = {k}', 'k = {total} - {known} = {k}', { ...vars, k }),
      ],
      hints: [
        T('مجموع كل التكرارات معلوم.', 'You know what all the frequencies add up to.'),
        T(
          'اجمع التكرارات المعلومة واطرحها من المجموع الكلي.',
          'Add the known frequencies and subtract from the total.',
        ),
      ],
    };
  },
});

const factoriseCommon = define({
  unitId: U('expressions'),
  skill: 'factorise-common-factor',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [g, p, q] = [r.int(2, 6), r.int(1, 5), r.nonZero(-7, 7)];
    if (gcd(p, q) !== 1 || p === 1) throw new Redraw();
    const inside = (k: number) => `${mono(p, 'x', true)} ${mono(k, '')}`;
    const vars = { expr: `${mono(g * p, 'x^2', true)} ${mono(g * q, 'x')}`, g, right: `${g}x(${inside(q)})` };
    return {
      stem: T(
        'حلّل بإخراج العامل المشترك الأعلى: {expr}',
        'Factorise fully by taking out the highest common factor: {expr}',
        vars,
      ),
      ...choiceKey(r, M(vars.right), [
        {
          text: M(`${g}(${mono(p, 'x^2', true)} ${mono(q, 'x')})`),
          why: T(
            'لم تخرج العامل المشترك كله: س عامل مشترك أيضًا.',
            'Not the whole common factor: x is common too.',
          ),
        },
        {
          text: M(`x(${mono(g * p, 'x', true)} ${mono(g * q, '')})`),
          why: T(
            'لم تخرج العامل المشترك كله: {g} عامل مشترك أيضًا.',
            'Not the whole common factor: {g} is common too.',
            vars,
          ),
        },
        {
          text: M(`${g}x(${inside(-q)})`),
          why: T(
            'خطأ في إشارة الحد الثاني داخل القوس.',
            'A sign error in the second term inside the bracket.',
          ),
        },
      ]),
      solution: [
        T(
          'العامل المشترك الأعلى للمعاملين {g}، ولـ س² و س هو س: فالعامل {g}س.',
          'The HCF of the coefficients is {g}, and of x² and x it is x: so take out {g}x.',
          vars,
        ),
        T('نقسم كل حد على {g}س: {right}', 'Divide each term by {g}x: {right}', vars),
      ],
      hints: [
        T(
          'ابحث عن أكبر عدد يقسم المعاملين، وعن أصغر قوة لـ س في الحدين.',
          'Find the largest number dividing both coefficients, and the lowest power of x in both terms.',
        ),
        T(
          'العامل المشترك الأعلى عدد وفيه س أيضًا؛ اقسم كل حد عليه.',
          'The HCF is a number times x; divide each term by it.',
        ),
      ],
    };
  },
});

const exteriorAngle = define({
  unitId: U('geometry'),
  skill: 'exterior-angle',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [a, b] = [r.int(20, 80), r.int(20, 80)];
    const vars = { a, b, e: a + b };
    return {
      stem: T(
        'في المثلث ABC: ق(∠A) = {a}° و ق(∠B) = {b}°، ومُدّ BC على استقامته إلى D. أوجد ق(∠ACD) الخارجة.',
        'In triangle ABC, ∠A = {a}° and ∠B = {b}°; BC is extended to D. Find the exterior angle ACD.',
        vars,
      ),
      ...numberKey(a + b, { unit: UNITS.deg }),
      solution: [
        T(
          'قياس الزاوية الخارجة = مجموع قياسي الزاويتين الداخلتين عدا المجاورة لها.',
          'An exterior angle equals the sum of the two interior angles not next to it.',
        ),
        T('ق(∠ACD) = {a}° + {b}° = {e}°', '∠ACD = {a}° + {b}° = {e}°', vars),
      ],
      hints: [
        T(
          'الزاوية الخارجة والزاوية C متجاورتان على مستقيم.',
          'The exterior angle and angle C lie together on a straight line.',
        ),
        T(
          'أي زاويتين داخلتين لا تجاوران الزاوية الخارجة؟',
          'Which two interior angles are not next to the exterior angle?',
        ),
      ],
      mistakes: [
        {
          answer: fmt(180 - a - b),
          misconception: T(
            'هذه الزاوية الداخلة C، لا الخارجة.',
            'That is the interior angle C, not the exterior one.',
          ),
        },
      ],
    };
  },
});

export const MIDDLE_1: readonly ItemGenerator[] = [
  addFractions,
  divideFractions,
  likeTerms,
  expandBinomials,
  factoriseCommon,
  linearEquation,
  inequalityFlip,
  triangleAngle,
  exteriorAngle,
  supplementComplement,
  mean,
  missingFrequency,
];
