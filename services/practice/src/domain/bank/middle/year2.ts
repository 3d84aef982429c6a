/** Second preparatory year: real numbers, relations, statistics, medians of a triangle, triangle inequality. */
import type { ItemGenerator } from '../../items/types';
import {
  M,
  Redraw,
  T,
  UNITS,
  choiceKey,
  define,
  exprKey,
  fmt,
  frac,
  mono,
  numberKey,
  paren,
  poly,
} from './kit';

const U = (slug: string) => `middle-2-math-${slug}`;
const surd = (k: number, n: number) => (k === 1 ? `√${n}` : `${k}√${n}`);

const addSurds = define({
  unitId: U('reals'),
  skill: 'surds',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const k = r.pick([2, 3, 5, 6, 7]);
    const [p, q] = [r.int(2, 4), r.int(2, 5)];
    if (p === q) throw new Redraw();
    const [m, n] = [p * p * k, q * q * k];
    const vars = { m, n, sm: surd(p, k), sn: surd(q, k), right: surd(p + q, k) };
    return {
      stem: T('اختصر: √{m} + √{n}', 'Simplify: √{m} + √{n}', vars),
      ...choiceKey(r, M(vars.right), [
        {
          text: M(`√${m + n}`),
          why: T(
            'لا يجوز جمع ما تحت الجذرين: √أ + √ب ≠ √(أ + ب).',
            'You cannot add under the roots: √a + √b ≠ √(a + b).',
          ),
        },
        {
          text: M(surd(p + q, 2 * k)),
          why: T(
            'جمعت ما تحت الجذرين أيضًا؛ الحدان المتشابهان يُجمع معاملاهما فقط.',
            'You added the numbers under the roots too; for like surds add only the coefficients.',
          ),
        },
        {
          text: M(surd(p * q, k)),
          why: T('ضربت المعاملين بدل جمعهما.', 'You multiplied the coefficients instead of adding them.'),
        },
      ]),
      solution: [
        T('√{m} = {sm} و √{n} = {sn}', '√{m} = {sm} and √{n} = {sn}', vars),
        T(
          'الحدان متشابهان فنجمع المعاملين: {right}',
          'They are like surds, so add the coefficients: {right}',
          vars,
        ),
      ],
      hints: [
        T(
          'اكتب كل عدد تحت الجذر في صورة مربع كامل × عدد.',
          'Write each number under a root as a perfect square × a number.',
        ),
        T('√{m} = √({pp} × {k})', '√{m} = √({pp} × {k})', { m, pp: p * p, k }),
      ],
    };
  },
});

const squareEquation = define({
  unitId: U('reals'),
  skill: 'square-root-equation',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [a, k] = [r.int(1, 4), r.int(2, 9)];
    const b = a * k * k;
    const lhs = a === 1 ? 'x^2' : `${a}x^2`;
    const set = (xs: number[]) => ({ ar: arSet(xs), en: `{${xs.join(', ')}}` });
    const arSet = (xs: number[]) => M(`{${xs.join('، ')}}`).ar;
    const vars = { eq: `${lhs} = ${b}`, k2: k * k, k };
    return {
      stem: T('أوجد مجموعة حل المعادلة في ح: {eq}', 'Solve in the real numbers: {eq}', {
        eq: vars.eq.replace('^2', '²'),
      }),
      ...choiceKey(r, set([k, -k]), [
        {
          text: set([k]),
          why: T(
            'نسيت الجذر السالب: لكل عدد موجب جذران تربيعيان ±.',
            'You forgot the negative root: a positive number has two square roots, ±.',
          ),
        },
        {
          text: set([(k * k) / 2, (-k * k) / 2].map((v) => Number(fmt(v)))),
          why: T('قسمت على ٢ بدل أخذ الجذر التربيعي.', 'You divided by 2 instead of taking the square root.'),
        },
        {
          text: set([b]),
          why: T('هذه قيمة الطرف الأيمن، لا قيمة س.', 'That is the right-hand side, not x.'),
        },
      ]),
      solution: [
        ...(a === 1 ? [] : [T('نقسم على {a}: س² = {k2}', 'Divide by {a}: x² = {k2}', { a, k2: k * k })]),
        T('س = ±√{k2}، فمجموعة الحل {s}', 'x = ±√{k2}, so the solution set is {s}', {
          k2: k * k,
          s: set([k, -k]),
        }),
      ],
      hints: [
        T('اجعل س² وحدها في طرف.', 'Get x² alone on one side.'),
        T('كم عددًا حقيقيًا مربعه {k2}؟', 'How many real numbers have square {k2}?', vars),
      ],
    };
  },
});

const pointOnLine = define({
  unitId: U('relations'),
  skill: 'point-on-line',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, b, p, k] = [r.nonZero(-5, 5), r.int(1, 3), r.int(-5, 5), r.int(-9, 9)];
    const c = a * p + b * k;
    const lhs = `${poly([a, 0])} + ${b === 1 ? '' : b}y`.replace('+ -', '- ');
    const vars = { lhs, c, p, ap: a * p, bk: b * k, b: b === 1 ? '' : b, pt: `(${p}, k)`, arPt: `(${p}، ك)` };
    return {
      stem: {
        ar: T('إذا كانت النقطة {arPt} تحقق العلاقة {lhs} = {c} فأوجد قيمة ك.', '', vars).ar,
        en: T('', 'The point {pt} satisfies the relation {lhs} = {c}. Find k.', vars).en,
      },
      ...numberKey(k),
      solution: [
        T('نعوض بـ س = {p} و ص = ك: {ap} + {b}ك = {c}', 'Put x = {p} and y = k: {ap} + {b}k = {c}', vars),
        b === 1
          ? T('ك = {c} - {ap} = {k}', 'k = {c} - {ap} = {k}', { ...vars, ap: paren(a * p), k })
          : T('{b}ك = {bk}، إذن ك = {k}', '{b}k = {bk}, so k = {k}', { ...vars, k }),
      ],
      hints: [
        T(
          'النقطة تحقق العلاقة: عوّض بإحداثيَيها.',
          'The point satisfies the relation: substitute its coordinates.',
        ),
        T('الإحداثي السيني هو قيمة س، والصادي هو قيمة ص.', 'The first coordinate is x, the second is y.'),
      ],
    };
  },
});

const slope = define({
  unitId: U('relations'),
  skill: 'slope',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [x1, y1, x2, y2] = [r.int(-6, 6), r.int(-6, 6), r.int(-6, 6), r.int(-6, 6)];
    const [dx, dy] = [x2 - x1, y2 - y1];
    if (dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy)) throw new Redraw();
    const vars = { A: `(${x1}, ${y1})`, B: `(${x2}, ${y2})`, dy, dx, m: frac(dy, dx) };
    return {
      stem: T(
        'أوجد ميل المستقيم المار بالنقطتين {A} و {B}.',
        'Find the slope of the line through {A} and {B}.',
        vars,
      ),
      ...choiceKey(r, M(frac(dy, dx)), [
        {
          text: M(frac(dx, dy)),
          why: T(
            'قسمت فرق السينات على فرق الصادات: الميل = فرق الصادات ÷ فرق السينات.',
            'You divided the change in x by the change in y; slope = change in y ÷ change in x.',
          ),
        },
        {
          text: M(frac(-dy, dx)),
          why: T(
            'خطأ في الإشارة: اطرح بالترتيب نفسه في البسط والمقام.',
            'A sign error: subtract in the same order on top and bottom.',
          ),
        },
        ...(x1 + x2 !== 0
          ? [
              {
                text: M(frac(y1 + y2, x1 + x2)),
                why: T(
                  'جمعت الإحداثيات بدل طرحها.',
                  'You added the coordinates instead of subtracting them.',
                ),
              },
            ]
          : []),
      ]),
      solution: [
        T('الميل = (ص٢ - ص١) ÷ (س٢ - س١)', 'Slope = (y₂ - y₁) ÷ (x₂ - x₁)', {}),
        T('= {dy} ÷ {dx} = {m}', '= {dy} ÷ {dx} = {m}', vars),
      ],
      hints: [
        T('الميل = التغير في ص ÷ التغير في س.', 'Slope = change in y ÷ change in x.'),
        T('التغير في ص = {dy}.', 'The change in y is {dy}.', vars),
      ],
    };
  },
});

const median = define({
  unitId: U('statistics'),
  skill: 'median',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const n = r.pick([5, 6, 7]);
    const xs = r.shuffle(Array.from({ length: n }, () => r.int(1, 30)));
    if (new Set(xs).size !== n) throw new Redraw();
    const sorted = [...xs].sort((p, q) => p - q);
    const mid = (ys: number[]) =>
      n % 2 ? (ys[(n - 1) / 2] as number) : ((ys[n / 2 - 1] as number) + (ys[n / 2] as number)) / 2;
    const med = mid(sorted);
    const mean = xs.reduce((s, x) => s + x, 0) / n;
    const vars = {
      list: xs.join(', '),
      arList: xs.join('، '),
      sorted: sorted.join(', '),
      arSorted: sorted.join('، '),
      med,
    };
    return {
      stem: { ar: T('أوجد الوسيط للقيم: {arList}', '', vars).ar, en: `Find the median of: ${vars.list}` },
      ...choiceKey(
        r,
        M(fmt(med)),
        [
          {
            text: M(fmt(mid(xs))),
            why: T(
              'أخذت القيمة الوسطى دون ترتيب القيم أولًا.',
              'You took the middle value without putting the values in order first.',
            ),
          },
          { text: M(fmt(mean)), why: T('هذا الوسط الحسابي لا الوسيط.', 'That is the mean, not the median.') },
          ...(n % 2
            ? []
            : [
                {
                  text: M(fmt(sorted[n / 2] as number)),
                  why: T(
                    'عدد القيم زوجي: الوسيط متوسط القيمتين الوسطيين.',
                    'With an even count, the median is the mean of the two middle values.',
                  ),
                },
              ]),
        ].filter((w) => Number.isInteger(Number(w.text.en) * 10)),
      ),
      solution: [
        { ar: T('نرتب القيم: {arSorted}', '', vars).ar, en: `Put them in order: ${vars.sorted}` },
        n % 2
          ? T(
              'عدد القيم فردي، فالوسيط القيمة الوسطى: {med}',
              'The count is odd, so the median is the middle value: {med}',
              vars,
            )
          : T(
              'عدد القيم زوجي، فالوسيط متوسط القيمتين الوسطيين: {med}',
              'The count is even, so the median is the mean of the two middle values: {med}',
              vars,
            ),
      ],
      hints: [
        T('رتب القيم تصاعديًا أولًا.', 'Put the values in increasing order first.'),
        T(
          'عدد القيم {n}: هل توجد قيمة وسطى واحدة أم قيمتان؟',
          'There are {n} values: is there one middle value or two?',
          { n },
        ),
      ],
    };
  },
});

const missingValue = define({
  unitId: U('statistics'),
  skill: 'mean-missing-value',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const n = r.int(4, 6);
    const m = r.int(6, 30);
    const xs = Array.from({ length: n - 1 }, () => m + r.int(-5, 5));
    const k = n * m - xs.reduce((s, x) => s + x, 0);
    if (k < 1) throw new Redraw();
    const known = n * m - k;
    const vars = {
      list: [...xs, 'k'].join(', '),
      arList: [...xs, 'ك'].join('، '),
      m,
      n,
      total: n * m,
      known,
      k,
    };
    return {
      stem: {
        ar: T('الوسط الحسابي للقيم {arList} يساوي {m}. أوجد ك.', '', vars).ar,
        en: T('', 'The mean of {list} is {m}. Find k.', vars).en,
      },
      ...numberKey(k),
      solution: [
        T(
          'مجموع القيم = الوسط × العدد = {m} × {n} = {total}',
          'Sum = mean × count = {m} × {n} = {total}',
          vars,
        ),
        T('ك = {total} - {known} = {k}', 'k = {total} - {known} = {k}', vars),
      ],
      hints: [
        T(
          'من الوسط الحسابي وعدد القيم يمكنك إيجاد مجموعها.',
          'From the mean and the count you can find the sum.',
        ),
        T('مجموع كل القيم {total}.', 'All the values add up to {total}.', vars),
      ],
    };
  },
});

const centroid = define({
  unitId: U('medians'),
  skill: 'centroid',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const t = r.int(2, 9);
    const cm = (n: number) => T('{n} سم', '{n} cm', { n: fmt(n) });
    const vars = { l: 3 * t, t, right: 2 * t };
    return {
      stem: T(
        'AD متوسط في المثلث ABC طوله {l} سم، و M نقطة تقاطع متوسطاته. أوجد طول AM.',
        'AD is a median of triangle ABC of length {l} cm, and M is where its medians meet. Find AM.',
        vars,
      ),
      ...choiceKey(r, cm(2 * t), [
        {
          text: cm(t),
          why: T(
            'هذا طول MD: نقطة التقاطع تبعد عن الرأس ضعف بعدها عن القاعدة.',
            'That is MD: the centroid is twice as far from the vertex as from the side.',
          ),
        },
        {
          text: cm(1.5 * t),
          why: T('نقطة التقاطع ليست منتصف المتوسط.', 'The centroid is not the midpoint of the median.'),
        },
        { text: cm(3 * t), why: T('هذا طول المتوسط كله.', 'That is the whole median.') },
      ]),
      solution: [
        T(
          'نقطة تقاطع المتوسطات تقسم كل متوسط بنسبة ٢ : ١ من جهة الرأس.',
          'The centroid divides each median in the ratio 2 : 1 from the vertex.',
        ),
        T('AM = ⅔ × {l} = {right} سم', 'AM = ⅔ × {l} = {right} cm', vars),
      ],
      hints: [
        T(
          'بأي نسبة تقسم نقطة تقاطع المتوسطات كل متوسط؟',
          'In what ratio does the centroid divide each median?',
        ),
        T('AM جزءان من ثلاثة أجزاء متساوية من المتوسط.', 'AM is two of three equal parts of the median.'),
      ],
    };
  },
});

const hypotenuseMedian = define({
  unitId: U('medians'),
  skill: 'right-triangle-median',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const m = r.int(3, 20);
    const askMedian = r.int(0, 1) === 1;
    const vars = { h: 2 * m, m };
    return {
      stem: askMedian
        ? T(
            'ABC مثلث قائم الزاوية في B، و BD متوسط فيه. إذا كان AC = {h} سم فأوجد طول BD.',
            'ABC is right-angled at B and BD is a median. If AC = {h} cm, find BD.',
            vars,
          )
        : T(
            'ABC مثلث قائم الزاوية في B، و BD متوسط فيه طوله {m} سم. أوجد طول الوتر AC.',
            'ABC is right-angled at B and BD is a median of length {m} cm. Find the hypotenuse AC.',
            vars,
          ),
      ...numberKey(askMedian ? m : 2 * m, { unit: UNITS.cm }),
      solution: [
        T(
          'طول المتوسط الخارج من رأس القائمة = نصف طول الوتر.',
          'The median from the right angle is half the hypotenuse.',
        ),
        askMedian
          ? T('BD = ½ × {h} = {m} سم', 'BD = ½ × {h} = {m} cm', vars)
          : T('AC = ٢ × {m} = {h} سم', 'AC = 2 × {m} = {h} cm', vars),
      ],
      hints: [
        T('المتوسط هنا خارج من رأس الزاوية القائمة.', 'The median here starts at the right angle.'),
        T('ما العلاقة بين هذا المتوسط والوتر؟', 'How does that median compare with the hypotenuse?'),
      ],
      mistakes: [
        {
          answer: fmt(askMedian ? 2 * m : m / 2),
          misconception: T('المتوسط نصف الوتر، لا ضعفه.', 'The median is half the hypotenuse, not twice it.'),
        },
      ],
    };
  },
});

const isosceles = define({
  unitId: U('medians'),
  skill: 'isosceles-angles',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const base = r.int(20, 85);
    const apex = 180 - 2 * base;
    const askBase = r.int(0, 1) === 1;
    const vars = { base, apex };
    return {
      stem: askBase
        ? T(
            'ABC مثلث متساوي الساقين فيه AB = AC و ق(∠A) = {apex}°. أوجد ق(∠B).',
            'In triangle ABC, AB = AC and ∠A = {apex}°. Find ∠B.',
            vars,
          )
        : T(
            'ABC مثلث متساوي الساقين فيه AB = AC و ق(∠B) = {base}°. أوجد ق(∠A).',
            'In triangle ABC, AB = AC and ∠B = {base}°. Find ∠A.',
            vars,
          ),
      ...numberKey(askBase ? base : apex, { unit: UNITS.deg }),
      solution: [
        T(
          'زاويتا القاعدة في المثلث المتساوي الساقين متساويتان: ق(∠B) = ق(∠C).',
          'The base angles of an isosceles triangle are equal: ∠B = ∠C.',
        ),
        askBase
          ? T('ق(∠B) = (١٨٠° - {apex}°) ÷ ٢ = {base}°', '∠B = (180° - {apex}°) ÷ 2 = {base}°', vars)
          : T('ق(∠A) = ١٨٠° - ٢ × {base}° = {apex}°', '∠A = 180° - 2 × {base}° = {apex}°', vars),
      ],
      hints: [
        T('أي زاويتين متساويتان في هذا المثلث؟', 'Which two angles of this triangle are equal?'),
        T('مجموع زوايا المثلث ١٨٠°.', 'The angles of a triangle add up to 180°.'),
      ],
    };
  },
});

const triangleSides = define({
  unitId: U('inequality'),
  skill: 'triangle-inequality',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const trio = (xs: number[]) =>
      T('{a} سم، {b} سم، {c} سم', '{a} cm, {b} cm, {c} cm', {
        a: xs[0] as number,
        b: xs[1] as number,
        c: xs[2] as number,
      });
    const [a, b] = [r.int(2, 9), r.int(2, 9)];
    const good = r.shuffle([a, b, r.int(Math.abs(a - b) + 1, a + b - 1)]);
    const [c, d] = [r.int(2, 9), r.int(2, 9)];
    const [e, f] = [r.int(2, 9), r.int(2, 9)];
    return {
      stem: T(
        'أي مجموعة من الأطوال الآتية تصلح أن تكون أطوال أضلاع مثلث؟',
        'Which of these sets of lengths can be the sides of a triangle?',
      ),
      ...choiceKey(r, trio(good), [
        {
          text: trio(r.shuffle([c, d, c + d])),
          why: T(
            'مجموع طولي ضلعين يجب أن يكون أكبر من الثالث، لا مساويًا له.',
            'Two sides must add up to MORE than the third, not exactly to it.',
          ),
        },
        {
          text: trio(r.shuffle([e, f, e + f + r.int(1, 4)])),
          why: T(
            'الضلع الأطول أكبر من مجموع الآخرين.',
            'The longest side is longer than the other two together.',
          ),
        },
        {
          text: trio(r.shuffle([1, a + 1, a + 3])),
          why: T(
            'تحقق من مجموع أصغر ضلعين مقارنة بالأكبر.',
            'Check the two shortest sides against the longest.',
          ),
        },
      ]),
      solution: [
        T(
          'يصلح الطول أن يكون ضلعًا إذا كان مجموع أصغر طولين أكبر من الطول الأكبر.',
          'Three lengths make a triangle when the two shortest add up to more than the longest.',
        ),
        T('المجموعة الوحيدة التي تحقق ذلك: {s}', 'The only set where that holds: {s}', { s: trio(good) }),
      ],
      hints: [
        T(
          'في كل مثلث: مجموع طولي أي ضلعين أكبر من طول الضلع الثالث.',
          'In every triangle, any two sides add up to more than the third.',
        ),
        T(
          'يكفي أن تقارن مجموع الطولين الأصغرين بالطول الأكبر في كل مجموعة.',
          "In each set, compare the two shortest lengths' sum with the longest.",
        ),
      ],
    };
  },
});

const thirdSide = define({
  unitId: U('inequality'),
  skill: 'third-side-range',
  difficulty: 3,
  kind: 'number',
  make(r) {
    const [a, b] = [r.int(2, 9), r.int(10, 20)];
    const vars = { a, b, lo: b - a, hi: a + b };
    return {
      stem: T(
        'مثلث طولا ضلعين فيه {a} سم و {b} سم، وطول الضلع الثالث عدد صحيح من السنتيمترات. كم قيمة ممكنة لطوله؟',
        'Two sides of a triangle are {a} cm and {b} cm, and the third is a whole number of centimetres. How many lengths are possible for it?',
        vars,
      ),
      ...numberKey(2 * a - 1),
      solution: [
        T(
          'الضلع الثالث أكبر من {b} - {a} = {lo} وأصغر من {b} + {a} = {hi}.',
          'The third side is longer than {b} - {a} = {lo} and shorter than {b} + {a} = {hi}.',
          vars,
        ),
        T(
          'الأعداد الصحيحة بينهما من {lo1} إلى {hi1}، وعددها {n}',
          'The whole numbers strictly between run from {lo1} to {hi1}: {n}',
          { lo1: b - a + 1, hi1: a + b - 1, n: 2 * a - 1 },
        ),
      ],
      hints: [
        T(
          'طول الضلع الثالث محصور بين الفرق والمجموع لطولي الضلعين الآخرين.',
          'The third side lies between the difference and the sum of the other two.',
        ),
        T(
          'الحدان نفساهما غير مسموح بهما (المتباينة تامة).',
          'The two bounds themselves are not allowed (the inequality is strict).',
        ),
      ],
      mistakes: [
        {
          answer: fmt(2 * a + 1),
          misconception: T(
            'أدخلت الحدين، لكن المثلث لا يكون إذا تساوى المجموع أو الفرق مع الضلع الثالث.',
            'You counted the bounds, but the lengths cannot equal the sum or the difference.',
          ),
        },
      ],
    };
  },
});

const linearRule = define({
  unitId: U('relations'),
  skill: 'linear-rule',
  difficulty: 2,
  kind: 'expression',
  make(r) {
    const [m, c, x0] = [r.nonZero(-5, 5), r.int(-9, 9), r.int(-3, 2)];
    const xs = [x0, x0 + 1, x0 + 2, x0 + 3];
    const ys = xs.map((x) => m * x + c);
    const display = `y = ${poly([m, c])}`;
    const vars = {
      xs: xs.join(', '),
      ys: ys.join(', '),
      m,
      mx: mono(m, 'x', true),
      c,
      display,
      x0,
      y0: ys[0] as number,
    };
    return {
      stem: T(
        'العلاقة بين س و ص خطية: عندما س = {xs} تكون ص = {ys} على الترتيب. اكتب ص بدلالة س.',
        'The relation between x and y is linear: for x = {xs}, y = {ys} respectively. Write y in terms of x.',
        vars,
      ),
      ...exprKey(`y = ${poly([m, c], 'x', true)}`, display, ['x', 'y']),
      solution: [
        T(
          'كلما زادت س بمقدار ١ تغيرت ص بمقدار {m}، فالميل {m}.',
          'Each time x goes up by 1, y changes by {m}: the slope is {m}.',
          vars,
        ),
        T(
          'ص = {mx} + جـ، ونعوض بـ ({x0}، {y0}) فنجد جـ = {c}: {display}',
          'y = {mx} + c; putting in ({x0}, {y0}) gives c = {c}: {display}',
          vars,
        ),
      ],
      hints: [
        T('بكم تتغير ص كلما زادت س بمقدار ١؟', 'By how much does y change each time x goes up by 1?'),
        T(
          'هذا التغير هو الميل م؛ ثم عوّض بزوج واحد في ص = م س + جـ لتجد جـ.',
          'That change is the slope m; then put one pair into y = mx + c to find c.',
        ),
      ],
    };
  },
});

export const MIDDLE_2: readonly ItemGenerator[] = [
  addSurds,
  squareEquation,
  pointOnLine,
  slope,
  linearRule,
  median,
  missingValue,
  centroid,
  hypotenuseMedian,
  isosceles,
  triangleSides,
  thirdSide,
];
