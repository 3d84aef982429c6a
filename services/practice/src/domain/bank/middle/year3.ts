/** Third preparatory year: functions, ratio and variation, trigonometry, analytic geometry, the circle. */
import type { Bilingual, ItemGenerator } from '../../items/types';
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
  signed,
  TRIPLES,
} from './kit';

const U = (slug: string) => `middle-3-math-${slug}`;

const evaluate = define({
  unitId: U('functions'),
  skill: 'evaluate',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, b, c, k] = [r.nonZero(-4, 4), r.int(-6, 6), r.int(-9, 9), r.nonZero(-4, 4)];
    const value = a * k * k + b * k + c;
    const vars = {
      f: poly([a, b, c]),
      k,
      sub: `${fmt(a)} × ${paren(k)}^2 ${signed(b)} × ${paren(k)} ${signed(c)}`,
      value,
    };
    return {
      stem: T('إذا كانت f(x) = {f} فأوجد f({k}).', 'If f(x) = {f}, find f({k}).', {
        ...vars,
        f: pretty(vars.f),
      }),
      ...numberKey(value),
      solution: [
        T('نعوض بـ س = {k}: f({k}) = {sub}', 'Put x = {k}: f({k}) = {sub}', {
          ...vars,
          sub: pretty(vars.sub),
        }),
        T('f({k}) = {value}', 'f({k}) = {value}', vars),
      ],
      hints: [
        T('ضع {k} مكان كل س.', 'Put {k} in place of every x.', vars),
        T(
          'احسب القوة أولًا ثم الضرب ثم الجمع، وانتبه للإشارات.',
          'Work out the power first, then multiply, then add; watch the signs.',
        ),
      ],
      mistakes:
        k < 0 && a !== 0
          ? [
              {
                answer: fmt(-a * k * k + b * k + c),
                misconception: T('مربع العدد السالب موجب.', 'The square of a negative number is positive.'),
              },
            ]
          : [],
    };
  },
});

const cartesian = define({
  unitId: U('functions'),
  skill: 'cartesian-product',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [n, m] = [r.int(2, 6), r.int(2, 6)];
    if (n === m) throw new Redraw();
    const vars = { n, m, right: n * m };
    return {
      stem: T(
        'س مجموعة عدد عناصرها {n} و ص مجموعة عدد عناصرها {m}. ما عدد عناصر س × ص؟',
        'X has {n} elements and Y has {m}. How many elements does X × Y have?',
        vars,
      ),
      ...choiceKey(r, M(fmt(n * m)), [
        {
          text: M(fmt(n + m)),
          why: T(
            'جمعت العددين؛ عناصر حاصل الضرب الديكارتي أزواج مرتبة فعددها حاصل الضرب.',
            'You added; the Cartesian product is made of ordered pairs, so their number is the product.',
          ),
        },
        { text: M(fmt(n * n)), why: T('هذا عدد عناصر س × س.', 'That is the size of X × X.') },
        ...(2 ** (n * m) < 1000
          ? [
              {
                text: M(fmt(2 ** (n * m))),
                why: T('هذا عدد العلاقات الممكنة لا عدد الأزواج.', 'That counts relations, not pairs.'),
              },
            ]
          : []),
      ]),
      solution: [
        T('كل عنصر من س يكوّن زوجًا مرتبًا مع كل عنصر من ص.', 'Each element of X pairs with each element of Y.'),
        T('ن(س × ص) = {n} × {m} = {right}', 'n(X × Y) = {n} × {m} = {right}', vars),
      ],
      hints: [
        T(
          'عناصر س × ص أزواج مرتبة (أ، ب) حيث أ من س و ب من ص.',
          'The elements of X × Y are ordered pairs (a, b) with a in X and b in Y.',
        ),
        T('كم زوجًا يبدأ بعنصر واحد من س؟', 'How many pairs start with one given element of X?'),
      ],
    };
  },
});

const fourthProportional = define({
  unitId: U('ratio'),
  skill: 'proportion',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [a, k, c] = [r.int(2, 9), r.int(2, 6), r.int(2, 12)];
    const b = a * k;
    const x = c * k;
    const vars = { a, b, c, x, bc: b * c };
    return {
      stem: T(
        'إذا كانت الأعداد {a}، {b}، {c}، ك متناسبة فأوجد قيمة ك.',
        'The numbers {a}, {b}, {c}, k are in proportion. Find k.',
        vars,
      ),
      ...numberKey(x),
      solution: [
        T('{a}/{b} = {c}/ك، إذن {a} × ك = {b} × {c}', '{a}/{b} = {c}/k, so {a} × k = {b} × {c}', vars),
        T('ك = {bc} ÷ {a} = {x}', 'k = {bc} ÷ {a} = {x}', vars),
      ],
      hints: [
        T(
          'في التناسب: حاصل ضرب الطرفين = حاصل ضرب الوسطين.',
          'In a proportion, the product of the extremes equals the product of the means.',
        ),
        T('{a} × ك = {b} × {c}', '{a} × k = {b} × {c}', vars),
      ],
    };
  },
});

const variation = define({
  unitId: U('ratio'),
  skill: 'variation',
  difficulty: 2,
  kind: 'choice',
  make(r) {
    const inverse = r.int(0, 1) === 1;
    const [x1, x2, k] = [r.int(2, 12), r.int(2, 12), r.int(1, 12)];
    if (x1 === x2) throw new Redraw();
    const y1 = inverse ? k * x2 : k * x1;
    const direct = (y1 * x2) / x1;
    const inv = (y1 * x1) / x2;
    const [right, other] = inverse ? [inv, direct] : [direct, inv];
    const kind: Bilingual = inverse ? T('عكسيًا', 'inversely') : T('طرديًا', 'directly');
    const vars = { kind, x1, x2, y1, right: fmt(right) };
    return {
      stem: T(
        'ص تتغير {kind} مع س، و ص = {y1} عندما س = {x1}. أوجد ص عندما س = {x2}.',
        'y varies {kind} as x, and y = {y1} when x = {x1}. Find y when x = {x2}.',
        vars,
      ),
      ...choiceKey(
        r,
        M(fmt(right)),
        [
          {
            text: M(fmt(other)),
            why: inverse
              ? T(
                  'عاملتها كتغير طردي؛ في التغير العكسي س ص ثابت.',
                  'You treated it as direct variation; in inverse variation xy stays the same.',
                )
              : T(
                  'عاملتها كتغير عكسي؛ في التغير الطردي ص/س ثابت.',
                  'You treated it as inverse variation; in direct variation y/x stays the same.',
                ),
          },
          {
            text: M(fmt(y1 + x2 - x1)),
            why: T('التغير بالضرب لا بالجمع.', 'Variation works by multiplying, not by adding.'),
          },
          { text: M(fmt(y1)), why: T('ص تتغير عندما تتغير س.', 'y changes when x does.') },
        ].filter((w) => Number.isInteger(Number(w.text.en) * 100) && Number(w.text.en) > 0),
      ),
      solution: inverse
        ? [
            T('في التغير العكسي: س١ ص١ = س٢ ص٢', 'In inverse variation x₁y₁ = x₂y₂'),
            T('ص = {y1} × {x1} ÷ {x2} = {right}', 'y = {y1} × {x1} ÷ {x2} = {right}', vars),
          ]
        : [
            T('في التغير الطردي: ص١/س١ = ص٢/س٢', 'In direct variation y₁/x₁ = y₂/x₂'),
            T('ص = {y1} × {x2} ÷ {x1} = {right}', 'y = {y1} × {x2} ÷ {x1} = {right}', vars),
          ],
      hints: [
        inverse
          ? T('في التغير العكسي حاصل الضرب س ص ثابت.', 'In inverse variation the product xy is constant.')
          : T('في التغير الطردي النسبة ص ÷ س ثابتة.', 'In direct variation the ratio y ÷ x is constant.'),
        T('احسب الثابت من القيمتين المعطاتين أولًا.', 'Work out the constant from the given pair first.'),
      ],
    };
  },
});

const trigRatio = define({
  unitId: U('trigonometry'),
  skill: 'ratios',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const [p, q, h] = r.pick(TRIPLES);
    const fn = r.pick(['sin', 'cos', 'tan'] as const);
    // BC = p is opposite A, AB = q is adjacent to A, AC = h is the hypotenuse; the triangle is right-angled at B.
    const values = { sin: frac(p, h), cos: frac(q, h), tan: frac(p, q) };
    const wrongs = {
      sin: [
        [values.cos, T('هذا جتا A: المجاور ÷ الوتر.', 'That is cos A: adjacent ÷ hypotenuse.')],
        [values.tan, T('هذا ظا A: المقابل ÷ المجاور.', 'That is tan A: opposite ÷ adjacent.')],
        [frac(h, p), T('قلبت النسبة.', 'You turned the ratio upside down.')],
      ],
      cos: [
        [values.sin, T('هذا جا A: المقابل ÷ الوتر.', 'That is sin A: opposite ÷ hypotenuse.')],
        [values.tan, T('هذا ظا A: المقابل ÷ المجاور.', 'That is tan A: opposite ÷ adjacent.')],
        [frac(h, q), T('قلبت النسبة.', 'You turned the ratio upside down.')],
      ],
      tan: [
        [values.sin, T('هذا جا A: المقابل ÷ الوتر.', 'That is sin A: opposite ÷ hypotenuse.')],
        [
          frac(q, p),
          T('هذا المجاور ÷ المقابل: قلبت النسبة.', 'That is adjacent ÷ opposite: the ratio upside down.'),
        ],
        [values.cos, T('هذا جتا A.', 'That is cos A.')],
      ],
    } as const;
    const vars = { p, q, h, fn, right: values[fn] };
    return {
      stem: T(
        'ABC مثلث قائم الزاوية في B فيه AB = {q} سم، BC = {p} سم، AC = {h} سم. أوجد {fn} A.',
        'Triangle ABC is right-angled at B, with AB = {q} cm, BC = {p} cm and AC = {h} cm. Find {fn} A.',
        vars,
      ),
      ...choiceKey(
        r,
        M(values[fn]),
        wrongs[fn].map(([t, why]) => ({ text: M(t), why })),
      ),
      solution: [
        T(
          'بالنسبة للزاوية A: المقابل BC = {p}، المجاور AB = {q}، الوتر AC = {h}.',
          'For angle A: opposite BC = {p}, adjacent AB = {q}, hypotenuse AC = {h}.',
          vars,
        ),
        T('{fn} A = {right}', '{fn} A = {right}', vars),
      ],
      hints: [
        T(
          'حدد الضلع المقابل للزاوية A والمجاور لها والوتر.',
          'Name the side opposite A, the side next to it, and the hypotenuse.',
        ),
        fn === 'sin'
          ? T('جا = المقابل ÷ الوتر.', 'sin = opposite ÷ hypotenuse.')
          : fn === 'cos'
            ? T('جتا = المجاور ÷ الوتر.', 'cos = adjacent ÷ hypotenuse.')
            : T('ظا = المقابل ÷ المجاور.', 'tan = opposite ÷ adjacent.'),
      ],
    };
  },
});

const trigSide = define({
  unitId: U('trigonometry'),
  skill: 'find-side',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [h, angle] = [r.int(5, 30), r.int(20, 70)];
    const opposite = h * Math.sin((angle * Math.PI) / 180);
    const rounded = Math.round(opposite * 100) / 100;
    const vars = {
      h,
      angle,
      s: fmt(Math.round(Math.sin((angle * Math.PI) / 180) * 10000) / 10000),
      v: fmt(rounded),
    };
    return {
      stem: T(
        'ABC مثلث قائم الزاوية في B فيه AC = {h} سم و ق(∠A) = {angle}°. أوجد طول BC لأقرب جزء من مائة.',
        'Triangle ABC is right-angled at B, with AC = {h} cm and ∠A = {angle}°. Find BC to 2 decimal places.',
        vars,
      ),
      ...numberKey(opposite, { tol: 0.01, unit: UNITS.cm, text: fmt(rounded) }),
      solution: [
        T(
          'BC مقابل للزاوية A و AC الوتر، إذن sin A = BC ÷ AC.',
          'BC is opposite A and AC is the hypotenuse, so sin A = BC ÷ AC.',
        ),
        T(
          'BC = {h} × sin {angle}° ≈ {h} × {s} ≈ {v} سم',
          'BC = {h} × sin {angle}° ≈ {h} × {s} ≈ {v} cm',
          vars,
        ),
      ],
      hints: [
        T('أي نسبة مثلثية تربط المقابل بالوتر؟', 'Which ratio links the opposite side with the hypotenuse?'),
        T('BC = AC × sin A', 'BC = AC × sin A'),
      ],
    };
  },
});

const distance = define({
  unitId: U('analytic'),
  skill: 'distance',
  difficulty: 1,
  kind: 'number',
  make(r) {
    const [p, q, h] = r.pick(TRIPLES.filter((t) => t[2] <= 17));
    const [x1, y1] = [r.int(-6, 6), r.int(-6, 6)];
    const [dx, dy] = r.int(0, 1) ? [p * r.sign(), q * r.sign()] : [q * r.sign(), p * r.sign()];
    const vars = {
      A: `(${x1}, ${y1})`,
      B: `(${x1 + dx}, ${y1 + dy})`,
      dx2: dx * dx,
      dy2: dy * dy,
      s: h * h,
      h,
    };
    return {
      stem: T(
        'أوجد طول القطعة المستقيمة AB حيث A{A} و B{B}.',
        'Find the length of AB, where A = {A} and B = {B}.',
        vars,
      ),
      ...numberKey(h, { unit: { ar: 'وحدة طول', en: 'units' } }),
      solution: [
        T('AB = √((س٢ - س١)² + (ص٢ - ص١)²)', 'AB = √((x₂ - x₁)² + (y₂ - y₁)²)'),
        T('AB = √({dx2} + {dy2}) = √{s} = {h}', 'AB = √({dx2} + {dy2}) = √{s} = {h}', vars),
      ],
      hints: [
        T('استخدم قانون البعد بين نقطتين.', 'Use the distance formula.'),
        T(
          'الفرق بين السينين {dx} والفرق بين الصادين {dy}.',
          'The x-coordinates differ by {dx} and the y-coordinates by {dy}.',
          { dx: Math.abs(dx), dy: Math.abs(dy) },
        ),
      ],
    };
  },
});

const lineEquation = define({
  unitId: U('analytic'),
  skill: 'line-equation',
  difficulty: 2,
  kind: 'expression',
  make(r) {
    const [m, x1, y1] = [r.nonZero(-5, 5), r.int(-5, 5), r.int(-6, 6)];
    const c = y1 - m * x1;
    const display = `y = ${poly([m, c])}`;
    const vars = {
      m,
      mxs: mono(m, 'x', true),
      P: `(${x1}, ${y1})`,
      x1,
      y1,
      mx: `${fmt(m)} × ${paren(x1)}`,
      c,
      display,
    };
    return {
      stem: T(
        'أوجد معادلة المستقيم الذي ميله {m} ويمر بالنقطة {P}، في الصورة ص = م س + جـ.',
        'Find the equation of the line with slope {m} through {P}, in the form y = mx + c.',
        vars,
      ),
      ...exprKey(`y = ${poly([m, c], 'x', true)}`, display, ['x', 'y']),
      solution: [
        T(
          'ص = {mxs} + جـ، والنقطة تحقق المعادلة: {y1} = {mx} + جـ',
          'y = {mxs} + c, and the point satisfies it: {y1} = {mx} + c',
          vars,
        ),
        T('جـ = {c}، إذن {display}', 'c = {c}, so {display}', vars),
      ],
      hints: [
        T(
          'الميل معلوم؛ ينقصك الجزء المقطوع من محور الصادات.',
          'You know the slope; you still need the y-intercept.',
        ),
        T(
          'عوّض بإحداثيَي النقطة في ص = {mxs} + جـ لتجد جـ.',
          "Put the point's coordinates into y = {mxs} + c to find c.",
          vars,
        ),
      ],
    };
  },
});

const inscribedAngle = define({
  unitId: U('circle'),
  skill: 'inscribed-angle',
  difficulty: 1,
  kind: 'choice',
  make(r) {
    const inscribed = r.int(15, 85);
    const askInscribed = r.int(0, 1) === 1;
    const right = askInscribed ? inscribed : 2 * inscribed;
    const given = askInscribed ? 2 * inscribed : inscribed;
    const deg = (n: number) => M(`${n}°`);
    const vars = { given, right };
    return {
      stem: askInscribed
        ? T(
            'في دائرة مركزها M: ق(∠AMB) المركزية = {given}°. ما قياس الزاوية المحيطية ACB المشتركة معها في القوس AB؟',
            'In a circle with centre M, the central angle AMB is {given}°. What is the inscribed angle ACB on the same arc AB?',
            vars,
          )
        : T(
            'في دائرة مركزها M: ق(∠ACB) المحيطية = {given}°. ما قياس الزاوية المركزية AMB المشتركة معها في القوس AB؟',
            'In a circle with centre M, the inscribed angle ACB is {given}°. What is the central angle AMB on the same arc AB?',
            vars,
          ),
      ...choiceKey(
        r,
        deg(right),
        [
          {
            text: deg(askInscribed ? 2 * given : given / 2),
            why: askInscribed
              ? T(
                  'المحيطية نصف المركزية لا ضعفها.',
                  'The inscribed angle is half the central angle, not twice it.',
                )
              : T(
                  'المركزية ضعف المحيطية لا نصفها.',
                  'The central angle is twice the inscribed angle, not half of it.',
                ),
          },
          { text: deg(given), why: T('الزاويتان غير متساويتين.', 'The two angles are not equal.') },
          {
            text: deg(180 - given),
            why: T('الزاويتان ليستا متكاملتين.', 'The two angles are not supplementary.'),
          },
        ].filter((w) => Number.isInteger(Number(w.text.en.replace('°', '')))),
      ),
      solution: [
        T(
          'قياس الزاوية المحيطية = نصف قياس الزاوية المركزية المشتركة معها في القوس.',
          'An inscribed angle is half the central angle on the same arc.',
        ),
        askInscribed
          ? T('ق(∠ACB) = {given}° ÷ ٢ = {right}°', '∠ACB = {given}° ÷ 2 = {right}°', vars)
          : T('ق(∠AMB) = ٢ × {given}° = {right}°', '∠AMB = 2 × {given}° = {right}°', vars),
      ],
      hints: [
        T('الزاويتان تحصران القوس نفسه.', 'Both angles stand on the same arc.'),
        T(
          'أيهما أكبر: المركزية أم المحيطية؟ وكم مرة؟',
          'Which is bigger, the central or the inscribed angle, and how many times bigger?',
        ),
      ],
    };
  },
});

const chordDistance = define({
  unitId: U('circle'),
  skill: 'chord',
  difficulty: 2,
  kind: 'number',
  make(r) {
    const [half, d, radius] = r.pick(TRIPLES);
    const askDistance = r.int(0, 1) === 1;
    const vars = { r: radius, l: 2 * half, half, d, r2: radius * radius, h2: half * half, d2: d * d };
    return {
      stem: askDistance
        ? T(
            'دائرة طول نصف قطرها {r} سم، و AB وتر فيها طوله {l} سم. أوجد بعد الوتر عن المركز.',
            'A circle has radius {r} cm and a chord AB of length {l} cm. How far is the chord from the centre?',
            vars,
          )
        : T(
            'دائرة طول نصف قطرها {r} سم، و AB وتر فيها يبعد عن المركز {d} سم. أوجد طول AB.',
            'A circle has radius {r} cm and a chord AB {d} cm from the centre. Find AB.',
            vars,
          ),
      ...numberKey(askDistance ? d : 2 * half, { unit: UNITS.cm }),
      solution: askDistance
        ? [
            T(
              'العمود من المركز على الوتر ينصفه، فنصف الوتر {half} سم.',
              'The perpendicular from the centre bisects the chord, so half the chord is {half} cm.',
              vars,
            ),
            T('البعد = √({r2} - {h2}) = {d} سم', 'Distance = √({r2} - {h2}) = {d} cm', vars),
          ]
        : [
            T(
              'العمود من المركز على الوتر ينصفه: نصف الوتر = √({r2} - {d2}) = {half} سم.',
              'The perpendicular from the centre bisects the chord: half the chord = √({r2} - {d2}) = {half} cm.',
              vars,
            ),
            T('AB = ٢ × {half} = {l} سم', 'AB = 2 × {half} = {l} cm', vars),
          ],
      hints: [
        T(
          'ارسم العمود من المركز على الوتر؛ إنه ينصف الوتر.',
          'Draw the perpendicular from the centre to the chord; it bisects the chord.',
        ),
        T(
          'نصف القطر ونصف الوتر والبعد تكوّن مثلثًا قائمًا: استخدم فيثاغورس.',
          'The radius, half the chord and the distance form a right triangle: use Pythagoras.',
        ),
      ],
      mistakes: askDistance
        ? []
        : [{ answer: fmt(half), misconception: T('هذا نصف الوتر فقط.', 'That is only half the chord.') }],
    };
  },
});

export const MIDDLE_3: readonly ItemGenerator[] = [
  evaluate,
  cartesian,
  fourthProportional,
  variation,
  trigRatio,
  trigSide,
  distance,
  lineEquation,
  inscribedAngle,
  chordDistance,
];
