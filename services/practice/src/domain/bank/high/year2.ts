/** Second secondary year: functions and logarithms, trigonometry, limits and derivatives, circles, mechanics. */
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
  pretty,
  TRIPLES,
} from '../middle/kit';

const U = (slug: string) => `high-2-math-${slug}`;
const round2 = (n: number) => Math.round(n * 100) / 100;
const rad = (deg: number) => (deg * Math.PI) / 180;

const logValue = define({
  unitId: U('algebra'),
  skill: 'log-laws',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const base = r.pick([2, 3, 5]);
    const [m, n] = [r.int(1, 4), r.int(1, 4)];
    const op = r.pick(['+', '-'] as const);
    if (m === n || base ** m > 700 || base ** n > 700) throw new Redraw();
    const value = op === '+' ? m + n : m - n;
    const vars = { b: base, x: base ** m, y: base ** n, op, m, n, value };
    return {
      stem: T(
        'أوجد قيمة: log_{b} {x} {op} log_{b} {y}',
        'Find the value of log_{b} {x} {op} log_{b} {y}',
        vars,
      ),
      ...numberKey(value),
      solution: [
        T(
          '{x} = {b}^{m} و {y} = {b}^{n}، إذن log_{b} {x} = {m} و log_{b} {y} = {n}',
          '{x} = {b}^{m} and {y} = {b}^{n}, so log_{b} {x} = {m} and log_{b} {y} = {n}',
          vars,
        ),
        T('الناتج = {m} {op} {n} = {value}', 'The value is {m} {op} {n} = {value}', vars),
      ],
      hints: [
        T(
          'log_{b} {x} هو الأس الذي نرفع إليه {b} لنحصل على {x}.',
          'log_{b} {x} is the power of {b} that gives {x}.',
          vars,
        ),
        T('اكتب {x} و {y} في صورة قوى للأساس {b}.', 'Write {x} and {y} as powers of {b}.', vars),
      ],
      mistakes: [
        {
          answer: fmt(op === '+' ? m * n : m / n),
          misconception:
            op === '+'
              ? T(
                  'لو أ + لو ب = لو (أب)، لا حاصل ضرب اللوغاريتمين.',
                  'log a + log b = log(ab), not the product of the logs.',
                )
              : T(
                  'لو أ - لو ب = لو (أ/ب)، لا خارج قسمة اللوغاريتمين.',
                  'log a - log b = log(a/b), not the quotient of the logs.',
                ),
        },
      ],
    };
  },
});

const exponentialEquation = define({
  unitId: U('algebra'),
  skill: 'exponential-equation',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const base = r.pick([2, 3, 5]);
    const [k, p] = [r.int(1, base === 2 ? 9 : 4), r.nonZero(-4, 4)];
    if (base ** k > 700) throw new Redraw();
    const x = k - p;
    const vars = { b: base, e: poly([1, p]), N: base ** k, k, p: paren(p), x };
    return {
      stem: T('أوجد قيمة س: {b}^({e}) = {N}', 'Solve for x: {b}^({e}) = {N}', vars),
      ...numberKey(x),
      solution: [
        T('{N} = {b}^{k}، إذن {e} = {k}', '{N} = {b}^{k}, so {e} = {k}', vars),
        T('س = {k} - {p} = {x}', 'x = {k} - {p} = {x}', vars),
      ],
      hints: [
        T('اكتب {N} قوةً للأساس {b}.', 'Write {N} as a power of {b}.', vars),
        T('إذا تساوت الأساسات تساوت الأسس.', 'With equal bases, the exponents are equal.'),
      ],
    };
  },
});

const cosineRule = define({
  unitId: U('trigonometry'),
  skill: 'cosine-rule',
  difficulty: 3,
  kind: 'number',
  make(r) {
    const [a, b, C] = [r.int(3, 15), r.int(3, 15), r.pick([30, 40, 50, 60, 70, 80, 100, 110, 120, 130])];
    const c2 = a * a + b * b - 2 * a * b * Math.cos(rad(C));
    const c = Math.sqrt(c2);
    const vars = { a, b, C, c2: fmt(round2(c2)), v: fmt(round2(c)) };
    return {
      stem: T(
        'في المثلث ABC: BC = {a} سم، AC = {b} سم، ق(∠C) = {C}°. أوجد طول AB لأقرب جزء من مائة.',
        'In triangle ABC, BC = {a} cm, AC = {b} cm and ∠C = {C}°. Find AB to 2 decimal places.',
        vars,
      ),
      ...numberKey(c, { tol: 0.01, unit: UNITS.cm, text: fmt(round2(c)) }),
      solution: [
        T(
          'قانون جيب التمام: AB² = BC² + AC² - ٢ × BC × AC × cos C',
          'The cosine rule: AB² = BC² + AC² - 2 × BC × AC × cos C',
        ),
        T(
          'AB² = {a}² + {b}² - ٢ × {a} × {b} × cos {C}° ≈ {c2}',
          'AB² = {a}² + {b}² - 2 × {a} × {b} × cos {C}° ≈ {c2}',
          vars,
        ),
        T('AB ≈ {v} سم', 'AB ≈ {v} cm', vars),
      ],
      hints: [
        T(
          'تعرف ضلعين والزاوية المحصورة بينهما: أي قانون يناسب ذلك؟',
          'You know two sides and the angle between them: which rule fits?',
        ),
        T('AB² = BC² + AC² - ٢ × BC × AC × cos C', 'AB² = BC² + AC² - 2 × BC × AC × cos C'),
      ],
    };
  },
});

const triangleArea = define({
  unitId: U('trigonometry'),
  skill: 'triangle-area',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, b, C] = [r.int(3, 20), r.int(3, 20), r.int(20, 160)];
    const area = 0.5 * a * b * Math.sin(rad(C));
    const vars = { a, b, C, v: fmt(round2(area)) };
    return {
      stem: T(
        'في المثلث ABC: BC = {a} سم، AC = {b} سم، ق(∠C) = {C}°. أوجد مساحته لأقرب جزء من مائة.',
        'In triangle ABC, BC = {a} cm, AC = {b} cm and ∠C = {C}°. Find its area to 2 decimal places.',
        vars,
      ),
      ...numberKey(area, { tol: 0.01, unit: UNITS.cm2, text: fmt(round2(area)) }),
      solution: [
        T('المساحة = ½ × BC × AC × sin C', 'Area = ½ × BC × AC × sin C'),
        T('المساحة = ½ × {a} × {b} × sin {C}° ≈ {v} سم²', 'Area = ½ × {a} × {b} × sin {C}° ≈ {v} cm²', vars),
      ],
      hints: [
        T(
          'مساحة المثلث = نصف حاصل ضرب ضلعين × جيب الزاوية المحصورة بينهما.',
          "A triangle's area is half the product of two sides times the sine of the angle between them.",
        ),
        T(
          'الضلعان هنا {a} سم و {b} سم، والزاوية بينهما C.',
          'Here the sides are {a} cm and {b} cm, and the angle between them is C.',
          vars,
        ),
      ],
    };
  },
});

const limitFactor = define({
  unitId: U('calculus'),
  skill: 'limit-factorise',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const a = r.nonZero(-5, 5);
    const cube = r.int(0, 1) === 1;
    const n = cube ? 3 : 2;
    const value = n * a ** (n - 1);
    const vars = { a, num: poly([1, ...Array<number>(n - 1).fill(0), -(a ** n)]), den: poly([1, -a]), value };
    return {
      stem: T('أوجد: lim (س ← {a}) ({num}) ÷ ({den})', 'Find lim (x → {a}) of ({num}) ÷ ({den})', {
        ...vars,
        num: pretty(vars.num),
      }),
      ...numberKey(value),
      solution: [
        T(
          'بالتعويض المباشر نحصل على ٠/٠، فنحلل البسط.',
          'Direct substitution gives 0/0, so factorise the numerator.',
        ),
        cube
          ? T(
              '({num}) = ({den})({q}) فنختصر ونعوض: {value}',
              '({num}) = ({den})({q}); cancel and substitute: {value}',
              { ...vars, num: pretty(vars.num), q: pretty(poly([1, a, a * a])) },
            )
          : T(
              '({num}) = ({den})({q}) فنختصر ونعوض: {value}',
              '({num}) = ({den})({q}); cancel and substitute: {value}',
              { ...vars, num: pretty(vars.num), q: poly([1, a]) },
            ),
      ],
      hints: [
        T('ماذا تحصل عليه إذا عوضت مباشرة؟', 'What do you get if you substitute directly?'),
        T('حلّل البسط؛ أحد عوامله ({den}).', 'Factorise the numerator; one factor is ({den}).', vars),
      ],
      mistakes: [
        {
          answer: '0',
          misconception: T('٠/٠ كمية غير معينة وليست صفرًا.', '0/0 is indeterminate, not zero.'),
        },
      ],
    };
  },
});

const derivative = define({
  unitId: U('calculus'),
  skill: 'derivative-polynomial',
  difficulty: 1,
  kind: 'expression',
  make(r) {
    const deg = r.int(2, 4);
    const coeffs = Array.from({ length: deg + 1 }, (_, i) => (i === 0 ? r.nonZero(-6, 6) : r.int(-9, 9)));
    const d = coeffs.slice(0, -1).map((c, i) => c * (deg - i));
    const vars = { f: pretty(poly(coeffs)), d: poly(d) };
    return {
      stem: T('إذا كانت ص = {f} فأوجد دص/دس.', 'If y = {f}, find dy/dx.', vars),
      ...exprKey(poly(d, 'x', true), poly(d)),
      solution: [
        T(
          'مشتقة أ سⁿ هي ن أ سⁿ⁻¹، ومشتقة الثابت صفر.',
          "The derivative of a xⁿ is n a xⁿ⁻¹; a constant's derivative is 0.",
        ),
        T('دص/دس = {d}', 'dy/dx = {d}', vars),
      ],
      hints: [
        T('اشتق كل حد وحده.', 'Differentiate term by term.'),
        T(
          'اضرب كل معامل في الأس، ثم أنقص الأس واحدًا.',
          'Multiply each coefficient by the power, then lower the power by one.',
        ),
      ],
    };
  },
});

const limitInfinity = define({
  unitId: U('calculus'),
  skill: 'limit-at-infinity',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const [a, b, c, d] = [r.nonZero(-9, 9), r.int(-9, 9), r.nonZero(-9, 9), r.int(-9, 9)];
    if (b === 0 || d === 0) throw new Redraw();
    const vars = {
      num: pretty(poly([a, 0, b])),
      den: pretty(poly([c, 1, d])),
      right: frac(a, c),
      a,
      c: paren(c),
    };
    return {
      stem: T('أوجد: lim (س ← ∞) ({num}) ÷ ({den})', 'Find lim (x → ∞) of ({num}) ÷ ({den})', vars),
      ...choiceKey(r, M(frac(a, c)), [
        {
          text: M(frac(b, d)),
          why: T(
            'عند ∞ تتحكم الحدود ذات الأس الأكبر، لا الحدود المطلقة.',
            'At infinity the highest powers decide, not the constant terms.',
          ),
        },
        {
          text: M('0'),
          why: T(
            'النهاية صفر فقط إذا كانت درجة البسط أقل من درجة المقام.',
            "The limit is 0 only when the numerator's degree is lower.",
          ),
        },
        {
          text: M('∞'),
          why: T(
            'الدرجتان متساويتان فالنهاية عدد محدد.',
            'The degrees are equal, so the limit is a finite number.',
          ),
        },
      ]),
      solution: [
        T(
          'نقسم البسط والمقام على س²؛ كل حد فيه س في المقام يؤول إلى صفر.',
          'Divide top and bottom by x²; every term with x in its denominator tends to 0.',
        ),
        T('النهاية = {a} ÷ {c} = {right}', 'The limit is {a} ÷ {c} = {right}', vars),
      ],
      hints: [
        T(
          'قارن درجة البسط بدرجة المقام.',
          'Compare the degree of the numerator with that of the denominator.',
        ),
        T(
          'اقسم كل حد على أعلى قوة لـ س في المقام.',
          'Divide every term by the highest power of x in the denominator.',
        ),
      ],
    };
  },
});

const circleRadius = define({
  unitId: U('analytic'),
  skill: 'circle-radius',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [a, b, radius] = [r.int(-6, 6), r.int(-6, 6), r.int(1, 9)];
    const F = a * a + b * b - radius * radius;
    const eq = `x^2 + y^2 ${mono(-2 * a, 'x')} ${mono(-2 * b, 'y')} ${mono(F, '')}`
      .replace(/ \+ 0\w?/g, '')
      .replace(/ - 0\w?/g, '');
    const vars = { eq: pretty(eq), a, b, ab: `(${a}, ${b})`, s: a * a + b * b - F, radius, F: paren(F) };
    return {
      stem: T('أوجد طول نصف قطر الدائرة: {eq} = 0', 'Find the radius of the circle {eq} = 0', vars),
      ...numberKey(radius, { unit: { ar: 'وحدة طول', en: 'units' } }),
      solution: [
        T(
          'المركز = (- نصف معامل س، - نصف معامل ص) = {ab}',
          'The centre is (-½ coefficient of x, -½ coefficient of y) = {ab}',
          vars,
        ),
        T('نق = √({a}² + {b}² - {F}) = √{s} = {radius}', 'r = √({a}² + {b}² - {F}) = √{s} = {radius}', {
          ...vars,
          a: paren(a),
          b: paren(b),
        }),
      ],
      hints: [
        T('أوجد المركز أولًا من معاملي س و ص.', 'Find the centre first from the coefficients of x and y.'),
        T(
          'نق² = (الإحداثي السيني للمركز)² + (الصادي)² - الحد المطلق.',
          'r² = (centre x)² + (centre y)² - the constant term.',
        ),
      ],
    };
  },
});

const circleCentre = define({
  unitId: U('analytic'),
  skill: 'circle-centre',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [a, b, radius] = [r.nonZero(-7, 7), r.nonZero(-7, 7), r.int(1, 9)];
    const sq = (v: string, k: number) => `(${v} ${mono(-k, '')})^2`;
    const eq = `${sq('x', a)} + ${sq('y', b)} = ${radius * radius}`;
    const pt = (x: number, y: number) => M(`(${x}, ${y})`);
    const vars = { eq: pretty(eq), c: `(${a}, ${b})`, radius };
    return {
      stem: T('ما مركز الدائرة {eq}؟', 'What is the centre of the circle {eq}?', vars),
      ...choiceKey(r, pt(a, b), [
        {
          text: pt(-a, -b),
          why: T(
            'خطأ في الإشارة: في (س - أ)² المركز عند أ.',
            'A sign error: in (x - a)² the centre is at a.',
          ),
        },
        { text: pt(b, a), why: T('بدّلت الإحداثيين.', 'You swapped the coordinates.') },
        { text: pt(-a, b), why: T('خطأ في إشارة الإحداثي السيني.', 'A sign error in the x-coordinate.') },
      ]),
      solution: [
        T(
          'معادلة الدائرة التي مركزها (أ، ب): (س - أ)² + (ص - ب)² = نق².',
          'The circle with centre (a, b) is (x - a)² + (y - b)² = r².',
        ),
        T('بالمقارنة: المركز {c}', 'Comparing: the centre is {c}', vars),
      ],
      hints: [
        T(
          'قارن بالصورة القياسية (س - أ)² + (ص - ب)² = نق².',
          'Compare with the standard form (x - a)² + (y - b)² = r².',
        ),
        T('انتبه: (س + ٣) = (س - (-٣)).', 'Careful: (x + 3) is (x - (-3)).'),
      ],
    };
  },
});

const resultant = define({
  unitId: U('mechanics'),
  skill: 'resultant',
  difficulty: 3,
  kind: 'number',
  make(r) {
    const perpendicular = r.int(0, 1) === 1;
    let F1: number, F2: number, angle: number;
    if (perpendicular) {
      const [p, q] = r.pick(TRIPLES);
      [F1, F2, angle] = [p, q, 90];
    } else {
      [F1, F2, angle] = [r.int(2, 20), r.int(2, 20), r.pick([30, 45, 60, 120, 135, 150])];
    }
    const R = Math.sqrt(F1 * F1 + F2 * F2 + 2 * F1 * F2 * Math.cos(rad(angle)));
    const exact = Math.abs(R - Math.round(R)) < 1e-9;
    const text = exact ? fmt(Math.round(R)) : fmt(round2(R));
    const vars = { F1, F2, angle, text };
    return {
      stem:
        exact && perpendicular
          ? T(
              'قوتان مقداراهما {F1} نيوتن و {F2} نيوتن تؤثران في نقطة، والزاوية بينهما {angle}°. أوجد مقدار محصلتهما.',
              'Two forces of {F1} N and {F2} N act at a point at {angle}° to each other. Find the magnitude of their resultant.',
              vars,
            )
          : T(
              'قوتان مقداراهما {F1} نيوتن و {F2} نيوتن تؤثران في نقطة، والزاوية بينهما {angle}°. أوجد مقدار محصلتهما لأقرب جزء من مائة.',
              'Two forces of {F1} N and {F2} N act at a point at {angle}° to each other. Find the magnitude of their resultant to 2 decimal places.',
              vars,
            ),
      ...numberKey(R, { tol: exact ? 1e-9 : 0.01, unit: UNITS.N, text }),
      solution: [
        T('ح² = ق١² + ق٢² + ٢ ق١ ق٢ cos θ', 'R² = F₁² + F₂² + 2 F₁ F₂ cos θ'),
        T(
          'ح = √({F1}² + {F2}² + ٢ × {F1} × {F2} × cos {angle}°) {eq} {text} نيوتن',
          'R = √({F1}² + {F2}² + 2 × {F1} × {F2} × cos {angle}°) {eq} {text} N',
          { ...vars, eq: exact ? '=' : '≈' },
        ),
      ],
      hints: [
        T(
          'المحصلة ليست مجموع المقدارين إلا إذا كانت القوتان في اتجاه واحد.',
          'The resultant is the plain sum only when the forces point the same way.',
        ),
        T('استخدم ح² = ق١² + ق٢² + ٢ ق١ ق٢ cos θ.', 'Use R² = F₁² + F₂² + 2 F₁ F₂ cos θ.'),
      ],
      mistakes: [
        {
          answer: fmt(F1 + F2),
          misconception: T(
            'جمعت المقدارين كأن القوتين في اتجاه واحد.',
            'You added the magnitudes as if the forces pointed the same way.',
          ),
        },
      ],
    };
  },
});

const kinematics = define({
  unitId: U('mechanics'),
  skill: 'uniform-acceleration',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [u, a, t] = [r.int(0, 20), r.int(1, 6), r.int(2, 10)];
    const askDistance = r.int(0, 1) === 1;
    const v = u + a * t;
    const s = u * t + (a * t * t) / 2;
    const vars = { u, a, t, v, s, at: a * t, ut: u * t, half: fmt((a * t * t) / 2) };
    return {
      stem: askDistance
        ? T(
            'جسم يتحرك في خط مستقيم بسرعة ابتدائية {u} م/ث وعجلة منتظمة {a} م/ث². أوجد المسافة التي يقطعها في {t} ثوانٍ.',
            'A body moves in a straight line with initial velocity {u} m/s and uniform acceleration {a} m/s². Find the distance it covers in {t} s.',
            vars,
          )
        : T(
            'جسم يتحرك في خط مستقيم بسرعة ابتدائية {u} م/ث وعجلة منتظمة {a} م/ث². أوجد سرعته بعد {t} ثوانٍ.',
            'A body moves in a straight line with initial velocity {u} m/s and uniform acceleration {a} m/s². Find its velocity after {t} s.',
            vars,
          ),
      ...(askDistance ? numberKey(s, { unit: UNITS.m }) : numberKey(v, { unit: UNITS.ms })),
      solution: askDistance
        ? [
            T('ف = ع٠ ن + ½ جـ ن²', 's = ut + ½ a t²'),
            T('ف = {ut} + {half} = {s} متر', 's = {ut} + {half} = {s} m', vars),
          ]
        : [T('ع = ع٠ + جـ ن', 'v = u + at'), T('ع = {u} + {at} = {v} م/ث', 'v = {u} + {at} = {v} m/s', vars)],
      hints: askDistance
        ? [
            T(
              'أي معادلة حركة تربط المسافة بالزمن والسرعة الابتدائية والعجلة؟',
              'Which equation of motion links distance, time, initial velocity and acceleration?',
            ),
            T('ف = ع٠ ن + ½ جـ ن²', 's = ut + ½ a t²'),
          ]
        : [
            T('أي معادلة حركة تربط السرعة بالزمن؟', 'Which equation of motion links velocity and time?'),
            T('ع = ع٠ + جـ ن', 'v = u + at'),
          ],
      mistakes: askDistance
        ? [
            {
              answer: fmt(u * t + a * t * t),
              misconception: T('نسيت النصف في ½ جـ ن².', 'You forgot the ½ in ½ a t².'),
            },
          ]
        : [],
    };
  },
});

const inverseFunction = define({
  unitId: U('algebra'),
  skill: 'inverse-function',
  difficulty: 2,
  kind: 'expression',
  make(r) {
    const [a, b] = [r.nonZero(-6, 6), r.nonZero(-9, 9)];
    if (Math.abs(a) === 1) throw new Redraw();
    const display = `(${poly([1, -b])})/${paren(a)}`;
    const vars = { f: poly([a, b]), a, b: paren(b), display, step: `x = ${poly([a, b], 'y')}` };
    return {
      stem: T('إذا كانت f(x) = {f} فأوجد f⁻¹(x).', 'If f(x) = {f}, find f⁻¹(x).', vars),
      ...exprKey(`(x ${mono(-b, '')})/(${a})`, display),
      solution: [
        T('نكتب ص = {f} ونبدّل س و ص: {step}', 'Write y = {f} and swap x and y: {step}', vars),
        T('نحل في ص: f⁻¹(x) = {display}', 'Solve for y: f⁻¹(x) = {display}', vars),
      ],
      hints: [
        T(
          'الدالة العكسية تعكس ما تفعله f: بدّل س و ص ثم حل في ص.',
          'The inverse undoes f: swap x and y, then solve for y.',
        ),
        T(
          'f تضرب في {a} ثم تضيف {b}؛ العكسية تطرح أولًا ثم تقسم.',
          'f multiplies by {a} and then adds {b}; the inverse subtracts first, then divides.',
          vars,
        ),
      ],
      mistakes: [
        {
          answer: `x/${paren(a)} ${mono(-b, '')}`,
          misconception: T(
            'العكسية تطرح أولًا ثم تقسم، لا العكس.',
            'The inverse subtracts first, then divides, not the other way round.',
          ),
        },
        {
          answer: `1/(${poly([a, b])})`,
          misconception: T(
            'الدالة العكسية ليست مقلوب الدالة.',
            'The inverse function is not the reciprocal of f.',
          ),
        },
      ],
    };
  },
});

const tangentLine = define({
  unitId: U('calculus'),
  skill: 'tangent-line',
  difficulty: 3,
  kind: 'expression',
  make(r) {
    const [b, c, x0] = [r.int(-6, 6), r.int(-9, 9), r.nonZero(-4, 4)];
    const y0 = x0 * x0 + b * x0 + c;
    const m = 2 * x0 + b;
    const k = y0 - m * x0;
    if (m === 0) throw new Redraw();
    const display = `y = ${poly([m, k])}`;
    const vars = { f: poly([1, b, c]), x0, y0, m, d: poly([2, b]), display, P: `(${x0}, ${y0})` };
    return {
      stem: T(
        'أوجد معادلة المماس للمنحنى ص = {f} عند النقطة التي إحداثيها السيني {x0}، في الصورة ص = م س + جـ.',
        'Find the equation of the tangent to y = {f} at the point where x = {x0}, in the form y = mx + c.',
        vars,
      ),
      ...exprKey(`y = ${poly([m, k], 'x', true)}`, display, ['x', 'y']),
      solution: [
        T('نقطة التماس {P}، و دص/دس = {d}', 'The point of contact is {P}, and dy/dx = {d}', vars),
        T(
          'ميل المماس = قيمة المشتقة عند س = {x0}، وهو {m}.',
          "The tangent's slope is the derivative at x = {x0}: {m}.",
          vars,
        ),
        T('ص - {y0} = {m}(س - {x0})، أي {display}', 'y - {y0} = {m}(x - {x0}), that is {display}', {
          ...vars,
          y0: paren(y0),
          x0: paren(x0),
        }),
      ],
      hints: [
        T(
          'ميل المماس عند نقطة = قيمة المشتقة عندها.',
          'The slope of the tangent at a point is the derivative there.',
        ),
        T(
          'أوجد الإحداثي الصادي للنقطة وميل المماس، ثم استخدم ص - ص١ = م(س - س١).',
          "Find the point's y and the slope, then use y - y₁ = m(x - x₁).",
        ),
      ],
    };
  },
});

export const HIGH_2: readonly ItemGenerator[] = [
  logValue,
  exponentialEquation,
  inverseFunction,
  cosineRule,
  triangleArea,
  limitFactor,
  derivative,
  limitInfinity,
  tangentLine,
  circleRadius,
  circleCentre,
  resultant,
  kinematics,
];
