/** Third secondary year: counting and the binomial theorem, solid geometry, calculus, statics, dynamics. */
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
  gcd,
  mono,
  numberKey,
  paren,
  poly,
  pretty,
} from '../middle/kit';

const U = (slug: string) => `high-3-math-${slug}`;

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const perm = (n: number, k: number) => factorial(n) / factorial(n - k);
const comb = (n: number, k: number) => perm(n, k) / factorial(k);

const permOrComb = define({
  unitId: U('algebra'),
  skill: 'permutations-combinations',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [n, k] = [r.int(5, 10), r.int(2, 4)];
    const ordered = r.int(0, 1) === 1;
    const [P, C] = [perm(n, k), comb(n, k)];
    const vars = { n, k, P, C };
    return {
      stem: ordered
        ? T(
            'فصل عدد طلابه {n}. بكم طريقة يمكن شغل مناصب مختلفة عددها {k} من طلابه، لكل منصب طالب؟',
            'In how many ways can {k} of {n} students be placed in {k} different posts?',
            vars,
          )
        : T(
            'فصل عدد طلابه {n}. بكم طريقة يمكن اختيار لجنة عدد أعضائها {k} منهم؟',
            'In how many ways can a committee of {k} be chosen from {n} students?',
            vars,
          ),
      ...choiceKey(r, M(fmt(ordered ? P : C)), [
        ordered
          ? {
              text: M(fmt(C)),
              why: T(
                'هذه توافيق: الترتيب هنا مهم لأن المناصب مختلفة، فنستخدم التباديل.',
                'That is a combination: the posts differ, so order matters and you need permutations.',
              ),
            }
          : {
              text: M(fmt(P)),
              why: T(
                'هذه تباديل: ترتيب أعضاء اللجنة لا يهم، فنستخدم التوافيق.',
                'That is a permutation: order does not matter in a committee, so use combinations.',
              ),
            },
        {
          text: M(fmt(n ** k)),
          why: T(
            'هذا يسمح باختيار الطالب نفسه أكثر من مرة.',
            'That lets the same student be picked more than once.',
          ),
        },
        {
          text: M(fmt(n * k)),
          why: T(
            'الضرب في عدد المختارين لا يعد الطرق.',
            'Multiplying by how many are picked does not count the ways.',
          ),
        },
      ]),
      solution: ordered
        ? [
            T('الترتيب مهم، فالعدد = {n}ل{k}', 'Order matters, so the count is P({n}, {k})', vars),
            T('= {n}!/({n} - {k})! = {P}', '= {n}!/({n} - {k})! = {P}', vars),
          ]
        : [
            T(
              'الترتيب غير مهم، فالعدد = {n}ق{k}',
              'Order does not matter, so the count is C({n}, {k})',
              vars,
            ),
            T('= {n}!/({k}! × ({n} - {k})!) = {C}', '= {n}!/({k}! × ({n} - {k})!) = {C}', vars),
          ],
      hints: [
        T(
          'هل يختلف الاختيار إذا بدّلنا أماكن المختارين؟',
          'Does the choice change if the chosen ones swap places?',
        ),
        ordered
          ? T('الترتيب مهم هنا: استخدم التباديل.', 'Order matters here: use permutations.')
          : T('الترتيب لا يهم هنا: استخدم التوافيق.', 'Order does not matter here: use combinations.'),
      ],
    };
  },
});

const binomialCoefficient = define({
  unitId: U('algebra'),
  skill: 'binomial-term',
  difficulty: 3,
  kind: 'number',
  make(r) {
    const [n, a] = [r.int(3, 7), r.nonZero(-3, 3)];
    const k = r.int(1, n - 1);
    const coefficient = comb(n, k) * a ** (n - k);
    const xk = k === 1 ? 'x' : pretty(`x^${k}`);
    const vars = {
      n,
      a: paren(a),
      xk,
      nk: n - k,
      C: comb(n, k),
      pow: paren(a ** (n - k)),
      coefficient,
      expr: pretty(`(x ${mono(a, '')})^${n}`),
    };
    return {
      stem: T(
        'أوجد معامل {xk} في مفكوك {expr}.',
        'Find the coefficient of {xk} in the expansion of {expr}.',
        vars,
      ),
      ...numberKey(coefficient),
      solution: [
        T(
          'الحد الذي فيه {xk} هو {n}ق{nk} × {xk} × {a}^{nk}',
          'The term in {xk} is C({n}, {nk}) × {xk} × {a}^{nk}',
          vars,
        ),
        T('المعامل = {C} × {pow} = {coefficient}', 'The coefficient is {C} × {pow} = {coefficient}', vars),
      ],
      hints: [
        T('الحد العام: ن ق ر × س^(ن-ر) × {a}^ر.', 'The general term is C(n, r) × x^(n-r) × {a}^r.', vars),
        T(
          'أي قيمة لـ ر تعطي {xk}؟ لا تنسَ رفع {a} للأس المناسب.',
          'Which r gives {xk}? Do not forget to raise {a} to the right power.',
          vars,
        ),
      ],
      mistakes: [
        {
          answer: fmt(comb(n, k)),
          misconception: T(
            'نسيت ضرب معامل ذات الحدين في قوة الحد الثاني.',
            'You forgot to multiply by the power of the second term.',
          ),
        },
      ],
    };
  },
});

/** Whole-number distances in space: (a, b, c) with a² + b² + c² = d². */
const QUADRUPLES: readonly [number, number, number, number][] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [6, 6, 7, 11],
  [2, 4, 4, 6],
  [3, 4, 12, 13],
];

const distance3d = define({
  unitId: U('solid-geometry'),
  skill: 'distance-in-space',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [p, q, s, d] = r.pick(QUADRUPLES);
    const deltas = r.shuffle([p, q, s]).map((v) => v * r.sign());
    const A = [r.int(-5, 5), r.int(-5, 5), r.int(-5, 5)];
    const B = A.map((v, i) => v + (deltas[i] as number));
    const vars = {
      A: `(${A.join(', ')})`,
      B: `(${B.join(', ')})`,
      sq: deltas.map((v) => v * v).join(' + '),
      d2: d * d,
      d,
    };
    return {
      stem: T('أوجد البعد بين النقطتين A{A} و B{B}.', 'Find the distance between A{A} and B{B}.', vars),
      ...numberKey(d, { unit: { ar: 'وحدة طول', en: 'units' } }),
      solution: [
        T('AB = √((س٢ - س١)² + (ص٢ - ص١)² + (ع٢ - ع١)²)', 'AB = √((x₂ - x₁)² + (y₂ - y₁)² + (z₂ - z₁)²)'),
        T('AB = √({sq}) = √{d2} = {d}', 'AB = √({sq}) = √{d2} = {d}', vars),
      ],
      hints: [
        T(
          'قانون البعد في الفراغ مثل قانونه في المستوى مع حد ثالث لـ ع.',
          'The distance formula in space is the plane one with a third term for z.',
        ),
        T('احسب الفرق في كل إحداثي ثم ربّعه.', 'Find the difference in each coordinate, then square it.'),
      ],
    };
  },
});

const perpendicularVectors = define({
  unitId: U('solid-geometry'),
  skill: 'dot-product',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [a1, a2, b1, b2, b3] = [r.int(-6, 6), r.int(-6, 6), r.int(-6, 6), r.int(-6, 6), r.nonZero(-4, 4)];
    const rest = a1 * b1 + a2 * b2;
    if (rest % b3 !== 0) throw new Redraw();
    const k = -rest / b3;
    const vars = {
      A: `(${a1}, ${a2}, k)`,
      arA: `(${a1}، ${a2}، ك)`,
      B: `(${b1}, ${b2}, ${b3})`,
      dot: `${paren(a1)} × ${paren(b1)} + ${paren(a2)} × ${paren(b2)} ${mono(b3, 'k')}`,
      rest,
      b3,
      k: fmt(k),
    };
    return {
      stem: {
        ar: T('إذا كان المتجه A = {arA} عموديًا على المتجه B = {B} فأوجد قيمة ك.', '', vars).ar,
        en: T('', 'The vector A = {A} is perpendicular to B = {B}. Find k.', vars).en,
      },
      ...numberKey(k),
      solution: [
        T(
          'المتجهان متعامدان، إذن A · B = 0: {dot} = 0',
          'Perpendicular vectors have A · B = 0: {dot} = 0',
          vars,
        ),
        T('{rest} {bk} = 0، إذن ك = {k}', '{rest} {bk} = 0, so k = {k}', { ...vars, bk: mono(b3, 'k') }),
      ],
      hints: [
        T(
          'متى يكون متجهان متعامدين؟ فكّر في حاصل الضرب القياسي.',
          'When are two vectors perpendicular? Think of the dot product.',
        ),
        T(
          'اضرب المركبات المتناظرة واجمع، واجعل الناتج صفرًا.',
          'Multiply matching components, add, and set the sum to zero.',
        ),
      ],
    };
  },
});

const chainRule = define({
  unitId: U('calculus'),
  skill: 'chain-rule',
  difficulty: 3,
  kind: 'expression',
  make(r) {
    const [a, b, n] = [r.int(2, 5), r.nonZero(-6, 6), r.int(3, 6)];
    const inner = poly([a, b]);
    const coef = n * a;
    const display = `${coef}(${inner})^${n - 1}`;
    const vars = { f: pretty(`(${inner})^${n}`), n, a, inner, coef, display };
    return {
      stem: T('إذا كانت ص = {f} فأوجد دص/دس.', 'If y = {f}, find dy/dx.', vars),
      ...exprKey(`${coef}*(${poly([a, b], 'x', true)})^${n - 1}`, display),
      solution: [
        T(
          'بقاعدة السلسلة: دص/دس = {n}({inner})^{m} × مشتقة ({inner})',
          'By the chain rule: dy/dx = {n}({inner})^{m} × the derivative of ({inner})',
          { ...vars, m: n - 1 },
        ),
        T('= {n} × {a} ({inner})^{m} = {display}', '= {n} × {a} ({inner})^{m} = {display}', {
          ...vars,
          m: n - 1,
        }),
      ],
      hints: [
        T(
          'الدالة قوس مرفوع لأس: استخدم قاعدة السلسلة.',
          'It is a bracket raised to a power: use the chain rule.',
        ),
        T(
          'انزل الأس وأنقصه واحدًا، ثم اضرب في مشتقة ما داخل القوس.',
          'Bring the power down, lower it by one, then multiply by the derivative of the inside.',
        ),
      ],
      mistakes: [
        {
          answer: `${n}(${inner})^${n - 1}`,
          misconception: T(
            'نسيت الضرب في مشتقة ما داخل القوس.',
            'You forgot to multiply by the derivative of the inside.',
          ),
        },
      ],
    };
  },
});

const definiteIntegral = define({
  unitId: U('calculus'),
  skill: 'definite-integral',
  difficulty: 3,
  kind: 'number',
  make(r) {
    const [a, b, c] = [r.int(-3, 3), r.int(-6, 6), r.int(-6, 6)];
    const [p, q] = [r.int(-2, 2), r.int(1, 4)];
    if (p >= q || (a === 0 && b === 0)) throw new Redraw();
    // ∫ = a(q³ - p³)/3 + b(q² - p²)/2 + c(q - p), over the common denominator 6.
    const num6 = 2 * a * (q ** 3 - p ** 3) + 3 * b * (q * q - p * p) + 6 * c * (q - p);
    const text = frac(num6, 6);
    const g = gcd(num6, 6) || 1;
    const term = (coef: string, power: string) =>
      coef.includes('/') ? `(${coef})${power}` : `${coef === '1' ? '' : coef === '-1' ? '-' : coef}${power}`;
    const antiText = [
      a ? term(frac(a, 3), 'x^3') : '',
      b ? term(frac(b, 2), 'x^2') : '',
      c ? `${c === 1 ? '' : c === -1 ? '-' : c}x` : '',
    ]
      .filter(Boolean)
      .join(' + ')
      .replace(/\+ -/g, '- ');
    const vars = { f: pretty(poly([a, b, c])), p, q, F: pretty(antiText), text };
    return {
      stem: T('أوجد: ∫ من {p} إلى {q} ({f}) دس', 'Find the integral from {p} to {q} of ({f}) dx', vars),
      ...numberKey(num6 / g / (6 / g), { tol: 1e-9, text }),
      solution: [
        T('دالة أصلية: {F}', 'An antiderivative: {F}', vars),
        T(
          'نعوض بالحد الأعلى {q} ونطرح قيمتها عند {p}: الناتج = {text}',
          'Evaluate at {q} and subtract its value at {p}: {text}',
          vars,
        ),
      ],
      hints: [
        T(
          'أوجد دالة أصلية: زد الأس واحدًا واقسم على الأس الجديد.',
          'Find an antiderivative: raise each power by one and divide by the new power.',
        ),
        T(
          'ثم احسب قيمتها عند {q} واطرح قيمتها عند {p}.',
          'Then work it out at {q} and subtract its value at {p}.',
          vars,
        ),
      ],
    };
  },
});

const moment = define({
  unitId: U('statics'),
  skill: 'moment',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [F, d] = [r.int(2, 40), r.int(1, 12) / 2];
    const angle = r.pick([90, 30]);
    const arm = angle === 90 ? d : d / 2;
    const M0 = F * arm;
    const vars = { F, d: fmt(d), angle, arm: fmt(arm), M: fmt(M0) };
    return {
      stem: T(
        'قوة مقدارها {F} نيوتن تؤثر في نقطة تبعد {d} متر عن النقطة M، وتصنع زاوية {angle}° مع المستقيم الواصل بينهما. أوجد مقدار عزمها حول M.',
        'A force of {F} N acts at a point {d} m from M, at {angle}° to the line joining them. Find the magnitude of its moment about M.',
        vars,
      ),
      ...numberKey(M0, { tol: 1e-9, unit: UNITS.Nm }),
      solution: [
        T(
          'العزم = القوة × طول العمود من M على خط عمل القوة = {F} × {d} × sin {angle}°',
          'Moment = force × perpendicular distance from M to its line of action = {F} × {d} × sin {angle}°',
          vars,
        ),
        T(
          'طول العمود = {arm} متر، فالعزم = {M} نيوتن.متر',
          'The perpendicular distance is {arm} m, so the moment is {M} N·m',
          vars,
        ),
      ],
      hints: [
        T(
          'العزم يحتاج البعد العمودي عن خط عمل القوة، لا أي بعد.',
          'A moment uses the perpendicular distance to the line of action, not just any distance.',
        ),
        T('البعد العمودي = {d} × sin {angle}°', 'The perpendicular distance is {d} × sin {angle}°', vars),
      ],
      mistakes:
        angle === 30
          ? [
              {
                answer: fmt(F * d),
                misconception: T(
                  'استخدمت البعد كله بدل البعد العمودي.',
                  'You used the whole distance instead of the perpendicular distance.',
                ),
              },
            ]
          : [],
    };
  },
});

const friction = define({
  unitId: U('statics'),
  skill: 'friction',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const mu = r.pick([0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75]);
    const W = r.int(2, 20) * 10;
    const F = Math.round(mu * W * 100) / 100;
    const vars = { mu: fmt(mu), W, F: fmt(F) };
    return {
      stem: T(
        'جسم وزنه {W} نيوتن موضوع على مستوى أفقي خشن معامل الاحتكاك بينه وبين الجسم {mu}. أوجد أصغر قوة أفقية تجعل الجسم على وشك الحركة.',
        'A body of weight {W} N rests on a rough horizontal plane with coefficient of friction {mu}. Find the least horizontal force that puts it on the point of moving.',
        vars,
      ),
      ...numberKey(F, { tol: 1e-9, unit: UNITS.N }),
      solution: [
        T('رد الفعل العمودي ر = الوزن = {W} نيوتن.', 'The normal reaction R equals the weight: {W} N.', vars),
        T(
          'القوة = الاحتكاك النهائي = م × ر = {mu} × {W} = {F} نيوتن',
          'The force equals limiting friction = μR = {mu} × {W} = {F} N',
          vars,
        ),
      ],
      hints: [
        T(
          'عند بدء الحركة تساوي القوة الاحتكاك النهائي.',
          'On the point of moving, the force equals limiting friction.',
        ),
        T(
          'الاحتكاك النهائي = معامل الاحتكاك × رد الفعل العمودي.',
          'Limiting friction = coefficient of friction × normal reaction.',
        ),
      ],
    };
  },
});

const newton = define({
  unitId: U('dynamics'),
  skill: 'newtons-second-law',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [m, a, R] = [r.int(2, 20), r.int(1, 6), r.int(0, 30)];
    const F = m * a + R;
    const vars = { m, F, R, net: m * a, a };
    return {
      stem:
        R === 0
          ? T(
              'قوة مقدارها {F} نيوتن تؤثر على جسم كتلته {m} كجم على مستوى أفقي أملس. أوجد عجلة حركته.',
              'A force of {F} N acts on a body of mass {m} kg on a smooth horizontal plane. Find its acceleration.',
              vars,
            )
          : T(
              'قوة أفقية مقدارها {F} نيوتن تؤثر على جسم كتلته {m} كجم، ومقاومة الحركة {R} نيوتن. أوجد عجلة حركته.',
              'A horizontal force of {F} N acts on a body of mass {m} kg against a resistance of {R} N. Find its acceleration.',
              vars,
            ),
      ...numberKey(a, { unit: UNITS.ms2 }),
      solution: [
        R === 0
          ? T('القوة المحصلة = {F} نيوتن', 'The net force is {F} N', vars)
          : T('القوة المحصلة = {F} - {R} = {net} نيوتن', 'The net force is {F} - {R} = {net} N', vars),
        T(
          'جـ = القوة المحصلة ÷ الكتلة = {net} ÷ {m} = {a} م/ث²',
          'a = net force ÷ mass = {net} ÷ {m} = {a} m/s²',
          vars,
        ),
      ],
      hints: [
        T(
          'قانون نيوتن الثاني: القوة المحصلة = الكتلة × العجلة.',
          "Newton's second law: net force = mass × acceleration.",
        ),
        R === 0
          ? T('المستوى أملس، فلا مقاومة.', 'The plane is smooth, so there is no resistance.')
          : T('المقاومة تعمل ضد القوة: اطرحها أولًا.', 'The resistance opposes the force: subtract it first.'),
      ],
      mistakes:
        R === 0
          ? []
          : [
              {
                answer: frac(F, m),
                misconception: T('نسيت طرح المقاومة من القوة.', 'You forgot to subtract the resistance.'),
              },
            ],
    };
  },
});

const impulse = define({
  unitId: U('dynamics'),
  skill: 'impulse',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [m, v1, v2] = [r.int(1, 10) / 2, r.int(2, 20), r.int(1, 15)];
    const rebound = r.int(0, 1) === 1;
    const I = m * (rebound ? v1 + v2 : Math.abs(v1 - v2));
    if (I === 0) throw new Redraw();
    const vars = { m: fmt(m), v1, v2, I: fmt(I), dv: rebound ? v1 + v2 : Math.abs(v1 - v2) };
    return {
      stem: rebound
        ? T(
            'كرة كتلتها {m} كجم تتحرك بسرعة {v1} م/ث فتصطدم بحائط رأسي وترتد بسرعة {v2} م/ث. أوجد مقدار دفع الحائط على الكرة.',
            'A ball of mass {m} kg moving at {v1} m/s hits a vertical wall and rebounds at {v2} m/s. Find the magnitude of the impulse of the wall on the ball.',
            vars,
          )
        : T(
            'جسم كتلته {m} كجم تتغير سرعته من {v1} م/ث إلى {v2} م/ث في الاتجاه نفسه. أوجد مقدار الدفع المؤثر عليه.',
            'The velocity of a body of mass {m} kg changes from {v1} m/s to {v2} m/s in the same direction. Find the magnitude of the impulse on it.',
            vars,
          ),
      ...numberKey(I, { tol: 1e-9, unit: UNITS.kgms }),
      solution: [
        rebound
          ? T(
              'الدفع = التغير في كمية الحركة؛ السرعتان متضادتان فالتغير في السرعة = {v1} + {v2} = {dv} م/ث.',
              'Impulse = change in momentum; the velocities are opposite, so the change in velocity is {v1} + {v2} = {dv} m/s.',
              vars,
            )
          : T(
              'الدفع = التغير في كمية الحركة؛ التغير في السرعة = {dv} م/ث.',
              'Impulse = change in momentum; the change in velocity is {dv} m/s.',
              vars,
            ),
        T('الدفع = {m} × {dv} = {I} كجم.م/ث', 'Impulse = {m} × {dv} = {I} kg·m/s', vars),
      ],
      hints: [
        T('الدفع = الكتلة × التغير في السرعة.', 'Impulse = mass × change in velocity.'),
        rebound
          ? T(
              'بعد الارتداد تنعكس السرعة: خذ الاتجاه في الاعتبار.',
              'After rebounding the velocity is reversed: mind the direction.',
            )
          : T('السرعتان في الاتجاه نفسه.', 'Both velocities point the same way.'),
      ],
      mistakes: rebound
        ? [
            {
              answer: fmt(m * Math.abs(v1 - v2)),
              misconception: T(
                'طرحت السرعتين مع أن الكرة ارتدت في الاتجاه المضاد.',
                'You subtracted the speeds though the ball came back the opposite way.',
              ),
            },
          ]
        : [],
    };
  },
});

const antiderivative = define({
  unitId: U('calculus'),
  skill: 'antiderivative',
  difficulty: 2,
  kind: 'expression',
  make(r) {
    const [p, q, k] = [r.int(1, 4), r.int(-5, 5), r.nonZero(-9, 9)];
    // f'(x) = 3p x² + 2q x, so f(x) = p x³ + q x² + k with f(0) = k.
    const display = poly([p, q, 0, k]);
    const vars = { d: poly([3 * p, 2 * q, 0]), k, display, general: `${poly([p, q, 0, 0])} + C` };
    return {
      stem: T(
        "إذا كانت د'(س) = {d} و د(٠) = {k} فأوجد د(س).",
        "If f'(x) = {d} and f(0) = {k}, find f(x).",
        vars,
      ),
      ...exprKey(poly([p, q, 0, k], 'x', true), display),
      solution: [
        T('نكامل: د(س) = {general}', 'Integrate: f(x) = {general}', vars),
        T('د(٠) = جـ = {k}، إذن د(س) = {display}', 'f(0) = C = {k}, so f(x) = {display}', vars),
      ],
      hints: [
        T(
          "د(س) دالة أصلية لـ د'(س): زد كل أس واحدًا واقسم على الأس الجديد.",
          "f(x) is an antiderivative of f'(x): raise each power by one and divide by the new power.",
        ),
        T(
          'لا تنسَ ثابت التكامل؛ الشرط المعطى يحدده.',
          'Do not forget the constant of integration; the given value fixes it.',
        ),
      ],
      mistakes: [
        {
          answer: poly([p, q, 0, 0]),
          misconception: T('نسيت ثابت التكامل.', 'You left out the constant of integration.'),
        },
      ],
    };
  },
});

export const HIGH_3: readonly ItemGenerator[] = [
  permOrComb,
  binomialCoefficient,
  distance3d,
  perpendicularVectors,
  chainRule,
  antiderivative,
  definiteIntegral,
  moment,
  friction,
  newton,
  impulse,
];
