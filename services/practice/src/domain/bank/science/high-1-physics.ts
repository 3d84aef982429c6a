import type { Item } from '../../items/types';
import { choice, num, short, unit } from './write';

/** Secondary year 1, physics. */
export const HIGH_1_PHYSICS: Item[] = [
  ...unit('high-1-physics-measurement', [
    choice({
      s: 'quantities',
      d: 1,
      q: [
        'أيٌّ من الكميات الآتية كمية فيزيائية أساسية في النظام الدولي للوحدات؟',
        'Which of these is a fundamental physical quantity in the SI?',
      ],
      ok: ['الكتلة', 'Mass'],
      wrong: [
        [
          ['السرعة', 'Velocity'],
          [
            'السرعة كمية مشتقة من الطول والزمن، وليست أساسية.',
            'Velocity is derived from length and time, not fundamental.',
          ],
        ],
        [
          ['القوة', 'Force'],
          [
            'القوة مشتقة (كجم·م/ث²) من الكتلة والطول والزمن.',
            'Force is derived (kg·m/s²) from mass, length and time.',
          ],
        ],
        [
          ['الحجم', 'Volume'],
          [
            'الحجم مشتق من الطول (م³)، فهو ليس كمية أساسية.',
            'Volume is derived from length (m³), so it is not fundamental.',
          ],
        ],
      ],
      sol: [
        [
          'الكميات الأساسية لا تُعرَّف بدلالة كميات أخرى، مثل الطول والكتلة والزمن.',
          'Fundamental quantities are not defined from others: length, mass, time and a few more.',
        ],
        [
          'السرعة والقوة والحجم كلها تُشتق من الطول والكتلة والزمن.',
          'Velocity, force and volume are all derived from length, mass and time.',
        ],
      ],
      hints: [
        [
          'الكمية الأساسية لا يمكن كتابة وحدتها بدلالة وحدات أخرى.',
          'A fundamental quantity has a unit that is not built from other units.',
        ],
        [
          'اكتب وحدة كل اختيار: أيها وحدته بسيطة وليست حاصل ضرب أو قسمة؟',
          "Write each option's unit: which one is not a product or quotient of others?",
        ],
      ],
    }),
    num({
      s: 'units',
      d: 1,
      q: ['حوِّل 2.5 كم إلى أمتار.', 'Convert 2.5 km to metres.'],
      v: 2500,
      unit: ['م', 'm'],
      mistakes: [['250', ['الكيلو يعني 1000 وليس 100.', 'Kilo means 1000, not 100.']]],
      sol: [
        ['البادئة كيلو تعني 1000، أي 1 كم = 1000 م.', 'The prefix kilo means 1000: 1 km = 1000 m.'],
        ['2.5 × 1000 = 2500', '2.5 × 1000 = 2500'],
      ],
      hints: [
        ['كم مترًا في الكيلومتر الواحد؟', 'How many metres are in one kilometre?'],
        ['اضرب العدد في قيمة البادئة كيلو.', 'Multiply by the value of the prefix kilo.'],
      ],
    }),
    choice({
      s: 'units',
      d: 1,
      q: ['البادئة «ملّي» (m) تساوي:', 'The prefix "milli" (m) equals:'],
      ok: ['10⁻³', '10⁻³'],
      wrong: [
        [
          ['10³', '10³'],
          ['خلط بين ملّي وكيلو؛ كيلو هي 10³.', 'Mixing up milli with kilo; kilo is 10³.'],
        ],
        [
          ['10⁻⁶', '10⁻⁶'],
          ['هذه قيمة ميكرو وليست ملّي.', 'That is micro, not milli.'],
        ],
        [
          ['10⁻²', '10⁻²'],
          ['هذه قيمة سنتي وليست ملّي.', 'That is centi, not milli.'],
        ],
      ],
      sol: [
        [
          'المتر فيه 1000 ملّيمتر، إذن الملّيمتر جزء من ألف من المتر.',
          'A metre holds 1000 millimetres, so a millimetre is a thousandth of a metre.',
        ],
      ],
      hints: [
        ['كم ملّيمترًا في المتر؟', 'How many millimetres are in a metre?'],
        [
          'البادئة تعني جزءًا من ألف؛ اكتبه قوةً للعشرة.',
          'The prefix means one thousandth; write that as a power of ten.',
        ],
      ],
    }),
    num({
      s: 'errors',
      d: 2,
      q: [
        'قاس طالب طول قضيب فوجده 20.4 سم، وطوله الحقيقي 20 سم. احسب الخطأ النسبي (كسر عشري).',
        'A student measures a rod as 20.4 cm; its true length is 20 cm. Find the relative error (as a decimal).',
      ],
      v: 0.02,
      tol: 0.0005,
      mistakes: [
        [
          '0.4',
          [
            'هذا هو الخطأ المطلق، والمطلوب الخطأ النسبي.',
            'That is the absolute error; the relative error was asked for.',
          ],
        ],
      ],
      sol: [
        ['الخطأ المطلق = |20.4 − 20| = 0.4 سم.', 'Absolute error = |20.4 − 20| = 0.4 cm.'],
        [
          'الخطأ النسبي = الخطأ المطلق ÷ القيمة الحقيقية = 0.4 ÷ 20 = 0.02',
          'Relative error = absolute error ÷ true value = 0.4 ÷ 20 = 0.02',
        ],
      ],
      hints: [
        [
          'احسب أولًا الخطأ المطلق: الفرق بين القيمة المقيسة والحقيقية.',
          'First find the absolute error: the gap between measured and true values.',
        ],
        ['اقسم الخطأ المطلق على القيمة الحقيقية.', 'Divide the absolute error by the true value.'],
      ],
    }),
    short({
      s: 'units',
      d: 1,
      q: ['ما وحدة قياس الكتلة في النظام الدولي؟', 'What is the SI unit of mass?'],
      acc: ['كيلوجرام', 'kilogram', 'kg', 'كجم', 'كيلو جرام', 'kilogramme'],
      kt: ['كيلوجرام', 'kilogram'],
      mistakes: [
        [
          'جرام',
          [
            'الجرام جزء من الوحدة الدولية وليس هو الوحدة نفسها.',
            'The gram is a part of the SI unit, not the unit itself.',
          ],
        ],
      ],
      sol: [
        [
          'الوحدة الدولية للكتلة لها بادئة في اسمها، وهي استثناء بين الوحدات الأساسية.',
          'The SI unit of mass is the one base unit with a prefix in its name.',
        ],
      ],
      hints: [
        ['ليست الجرام.', 'It is not the gram.'],
        ['تساوي 1000 جرام.', 'It equals 1000 grams.'],
      ],
    }),
  ]),

  ...unit('high-1-physics-motion', [
    num({
      s: 'speed',
      d: 1,
      q: [
        'تتحرك سيارة بسرعة منتظمة فتقطع 120 م في 6 ث. احسب سرعتها.',
        'A car at constant speed covers 120 m in 6 s. Find its speed.',
      ],
      v: 20,
      unit: ['م/ث', 'm/s'],
      mistakes: [
        [
          '720',
          ['ضربت المسافة في الزمن بدلًا من القسمة.', 'Multiplied distance by time instead of dividing.'],
        ],
      ],
      sol: [
        ['السرعة = المسافة ÷ الزمن.', 'Speed = distance ÷ time.'],
        ['120 ÷ 6 = 20', '120 ÷ 6 = 20'],
      ],
      hints: [
        ['السرعة هي المسافة المقطوعة في وحدة الزمن.', 'Speed is the distance covered per unit of time.'],
        ['اقسم المسافة على الزمن.', 'Divide the distance by the time.'],
      ],
    }),
    num({
      s: 'equations',
      d: 1,
      q: [
        'بدأ جسم الحركة من السكون بعجلة منتظمة 2 م/ث². احسب سرعته بعد 5 ث.',
        'A body starts from rest with a uniform acceleration of 2 m/s². Find its velocity after 5 s.',
      ],
      v: 10,
      unit: ['م/ث', 'm/s'],
      sol: [
        [
          'المعادلة الأولى للحركة: v = v₀ + a t، و v₀ = 0 لأنه بدأ من السكون.',
          'First equation of motion: v = v₀ + a t, with v₀ = 0 since it starts from rest.',
        ],
        ['v = 0 + 2 × 5 = 10', 'v = 0 + 2 × 5 = 10'],
      ],
      hints: [
        [
          'ما السرعة الابتدائية لجسم بدأ من السكون؟',
          'What is the initial velocity of a body starting from rest?',
        ],
        ['استخدم v = v₀ + a t.', 'Use v = v₀ + a t.'],
      ],
    }),
    num({
      s: 'equations',
      d: 2,
      q: [
        'بدأ جسم من السكون بعجلة 4 م/ث². احسب المسافة التي يقطعها في 3 ث.',
        'A body starts from rest with an acceleration of 4 m/s². Find the distance it covers in 3 s.',
      ],
      v: 18,
      unit: ['م', 'm'],
      mistakes: [
        ['36', ['نسيت المعامل ½ في d = v₀t + ½at².', 'Forgot the ½ in d = v₀t + ½at².']],
        ['6', ['لم تُربِّع الزمن.', 'Did not square the time.']],
      ],
      sol: [
        [
          'المعادلة الثانية للحركة: d = v₀ t + ½ a t²، و v₀ = 0.',
          'Second equation of motion: d = v₀ t + ½ a t², with v₀ = 0.',
        ],
        ['d = ½ × 4 × 3² = 2 × 9 = 18', 'd = ½ × 4 × 3² = 2 × 9 = 18'],
      ],
      hints: [
        [
          'اختر معادلة الحركة التي تربط المسافة بالزمن والعجلة.',
          'Pick the equation of motion that links distance, time and acceleration.',
        ],
        [
          'd = ½ a t² لأن الجسم بدأ من السكون؛ لا تنسَ تربيع الزمن.',
          'd = ½ a t² since it starts from rest; remember to square the time.',
        ],
      ],
    }),
    choice({
      s: 'free-fall',
      d: 2,
      q: [
        'تُركت كرتان كتلتاهما 1 كجم و 5 كجم لتسقطا سقوطًا حرًا من الارتفاع نفسه في اللحظة نفسها (بإهمال مقاومة الهواء). أيهما تصل الأرض أولًا؟',
        'Balls of 1 kg and 5 kg are dropped together from the same height (air resistance neglected). Which reaches the ground first?',
      ],
      ok: ['تصلان معًا', 'They land together'],
      wrong: [
        [
          ['الكرة 5 كجم', 'The 5 kg ball'],
          [
            'الاعتقاد بأن الجسم الأثقل يسقط أسرع؛ عجلة السقوط الحر لا تعتمد على الكتلة.',
            'Believing heavier bodies fall faster; free-fall acceleration does not depend on mass.',
          ],
        ],
        [
          ['الكرة 1 كجم', 'The 1 kg ball'],
          [
            'الاعتقاد بأن الأخف أسرع؛ كل الأجسام تسقط بالعجلة نفسها g.',
            'Believing lighter bodies are quicker; all bodies fall with the same g.',
          ],
        ],
        [
          ['لا يمكن المعرفة دون معرفة الارتفاع', 'Cannot tell without the height'],
          [
            'الارتفاع نفسه للكرتين، فلا يغيّر المقارنة.',
            'The height is the same for both, so it does not change the comparison.',
          ],
        ],
      ],
      sol: [
        [
          'في السقوط الحر تتحرك كل الأجسام بعجلة الجاذبية g ≈ 9.8 م/ث² مهما كانت كتلتها.',
          'In free fall every body accelerates at g ≈ 9.8 m/s² whatever its mass.',
        ],
        [
          'نفس الارتفاع ونفس العجلة ونفس البداية من السكون تعني نفس الزمن.',
          'Same height, same acceleration, both from rest: same time.',
        ],
      ],
      hints: [
        ['هل تعتمد عجلة السقوط الحر على كتلة الجسم؟', 'Does free-fall acceleration depend on the mass?'],
        [
          'تذكّر تجربة جاليليو، وأن مقاومة الهواء مهملة هنا.',
          "Remember Galileo's experiment, and that air resistance is neglected here.",
        ],
      ],
    }),
    choice({
      s: 'vectors',
      d: 1,
      q: ['أيٌّ مما يلي كمية متجهة؟', 'Which of these is a vector quantity?'],
      ok: ['الإزاحة', 'Displacement'],
      wrong: [
        [
          ['المسافة', 'Distance'],
          [
            'الخلط بين المسافة والإزاحة؛ المسافة مقدار فقط.',
            'Confusing distance with displacement; distance has magnitude only.',
          ],
        ],
        [
          ['السرعة القياسية (مقدار السرعة)', 'Speed'],
          [
            'مقدار السرعة كمية قياسية؛ السرعة المتجهة هي التي لها اتجاه.',
            'Speed is scalar; it is velocity that has a direction.',
          ],
        ],
        [
          ['الزمن', 'Time'],
          ['الزمن له مقدار فقط ولا اتجاه له.', 'Time has magnitude only, no direction.'],
        ],
      ],
      sol: [
        [
          'الكمية المتجهة يلزم لتعريفها مقدار واتجاه. الإزاحة هي أقصر مسافة في اتجاه معين من نقطة البداية إلى النهاية.',
          'A vector needs a magnitude and a direction. Displacement is the straight-line distance in a given direction from start to end.',
        ],
      ],
      hints: [
        ['الكمية المتجهة لها مقدار واتجاه.', 'A vector quantity has a magnitude and a direction.'],
        ['أيّ الاختيارات تسأل فيه: «في أي اتجاه؟»', 'For which option would you ask "in which direction?"'],
      ],
    }),
    num({
      s: 'equations',
      d: 3,
      q: [
        'سيارة سرعتها 20 م/ث ضغط سائقها الفرامل فتباطأت بعجلة منتظمة 5 م/ث² حتى توقفت. احسب المسافة حتى التوقف.',
        'A car at 20 m/s brakes with a uniform deceleration of 5 m/s² until it stops. Find the stopping distance.',
      ],
      v: 40,
      unit: ['م', 'm'],
      mistakes: [
        ['80', ['نسيت العدد 2 في 2ad.', 'Forgot the 2 in 2ad.']],
        [
          '4',
          [
            'هذا زمن التوقف بالثواني وليس المسافة.',
            'That is the stopping time in seconds, not the distance.',
          ],
        ],
      ],
      sol: [
        [
          'المعادلة الثالثة: v² = v₀² + 2 a d، والسرعة النهائية صفر والعجلة −5 م/ث².',
          'Third equation: v² = v₀² + 2 a d, with final velocity 0 and a = −5 m/s².',
        ],
        ['0 = 400 − 10 d ⇒ d = 40', '0 = 400 − 10 d ⇒ d = 40'],
      ],
      hints: [
        [
          'الزمن غير معطى؛ أي معادلة حركة لا تحتاج إلى الزمن؟',
          'No time is given; which equation of motion does not need it?',
        ],
        [
          'استخدم v² = v₀² + 2ad مع v = 0 وعجلة سالبة.',
          'Use v² = v₀² + 2ad with v = 0 and a negative acceleration.',
        ],
      ],
    }),
  ]),

  ...unit('high-1-physics-newton', [
    num({
      s: 'second-law',
      d: 1,
      q: [
        'جسم كتلته 2 كجم يتحرك بعجلة 3 م/ث². احسب القوة المحصلة المؤثرة عليه.',
        'A 2 kg mass accelerates at 3 m/s². Find the net force on it.',
      ],
      v: 6,
      unit: ['نيوتن', 'N'],
      mistakes: [
        [
          '1.5',
          ['قسمت الكتلة على العجلة بدلًا من الضرب.', 'Divided instead of multiplying mass by acceleration.'],
        ],
      ],
      sol: [
        ['قانون نيوتن الثاني: F = m a.', "Newton's second law: F = m a."],
        ['F = 2 × 3 = 6', 'F = 2 × 3 = 6'],
      ],
      hints: [
        ['أي قوانين نيوتن يربط القوة بالعجلة؟', "Which of Newton's laws links force and acceleration?"],
        ['اضرب الكتلة في العجلة.', 'Multiply the mass by the acceleration.'],
      ],
    }),
    num({
      s: 'second-law',
      d: 1,
      q: [
        'أثرت قوة محصلة 20 نيوتن على جسم كتلته 4 كجم. احسب عجلته.',
        'A net force of 20 N acts on a 4 kg body. Find its acceleration.',
      ],
      v: 5,
      unit: ['م/ث²', 'm/s²'],
      mistakes: [
        [
          '80',
          [
            'ضربت القوة في الكتلة؛ العجلة = القوة ÷ الكتلة.',
            'Multiplied force by mass; acceleration = force ÷ mass.',
          ],
        ],
      ],
      sol: [
        ['من F = m a نحصل على a = F ÷ m.', 'From F = m a, a = F ÷ m.'],
        ['a = 20 ÷ 4 = 5', 'a = 20 ÷ 4 = 5'],
      ],
      hints: [
        ['ابدأ من F = m a.', 'Start from F = m a.'],
        ['اجعل العجلة موضوع القانون.', 'Make the acceleration the subject.'],
      ],
    }),
    choice({
      s: 'first-law',
      d: 1,
      q: [
        'عندما يتوقف أتوبيس فجأة يندفع الركاب للأمام. لماذا؟',
        'When a bus stops suddenly its passengers lurch forward. Why?',
      ],
      ok: [
        'لأن أجسامهم تميل إلى الاستمرار في حركتها (القصور الذاتي)',
        'Their bodies tend to keep moving (inertia)',
      ],
      wrong: [
        [
          ['لأن قوة تدفعهم للأمام', 'A force pushes them forward'],
          [
            'تخيّل قوة دافعة للأمام؛ لا توجد قوة، بل استمرار الحركة بالقصور الذاتي.',
            'Imagining a forward force; there is none, only motion continuing by inertia.',
          ],
        ],
        [
          ['لأن الجاذبية تزداد عند التوقف', 'Gravity increases when it stops'],
          [
            'الجاذبية رأسية ولا تتغير بتوقف الأتوبيس.',
            'Gravity is vertical and does not change when the bus stops.',
          ],
        ],
        [
          ['لأن الأتوبيس يجذبهم للأمام', 'The bus pulls them forward'],
          [
            'الأتوبيس يتباطأ، ولا يشد الركاب للأمام.',
            'The bus is slowing down; it does not pull the passengers forward.',
          ],
        ],
      ],
      sol: [
        [
          'قانون نيوتن الأول: الجسم يبقى على حالته من سكون أو حركة منتظمة ما لم تؤثر عليه قوة محصلة.',
          "Newton's first law: a body keeps its state of rest or uniform motion unless a net force acts on it.",
        ],
        [
          'الأتوبيس توقف لكن أجسام الركاب استمرت في الحركة للأمام.',
          "The bus stopped but the passengers' bodies kept moving forward.",
        ],
      ],
      hints: [
        ['فكّر في قانون نيوتن الأول.', "Think of Newton's first law."],
        [
          'ما اسم ممانعة الجسم لتغيير حالته الحركية؟',
          "What is a body's resistance to a change in its motion called?",
        ],
      ],
    }),
    choice({
      s: 'third-law',
      d: 2,
      q: [
        'قوتا الفعل ورد الفعل في قانون نيوتن الثالث:',
        "The action and reaction forces of Newton's third law:",
      ],
      ok: [
        'متساويتان مقدارًا، متضادتان اتجاهًا، وتؤثران على جسمين مختلفين',
        'Are equal, opposite, and act on two different bodies',
      ],
      wrong: [
        [
          ['تلغي كل منهما الأخرى لأنهما على الجسم نفسه', 'Cancel out because they act on the same body'],
          [
            'تؤثران على جسمين مختلفين، فلا تلغي إحداهما الأخرى.',
            'They act on different bodies, so they never cancel.',
          ],
        ],
        [
          ['رد الفعل دائمًا أصغر من الفعل', 'The reaction is always smaller than the action'],
          ['القوتان متساويتان دائمًا في المقدار.', 'The two are always equal in size.'],
        ],
        [
          ['رد الفعل يحدث بعد الفعل بزمن قصير', 'The reaction comes a moment after the action'],
          ['القوتان تنشآن معًا في اللحظة نفسها.', 'Both forces arise at the same instant.'],
        ],
      ],
      sol: [
        [
          'لكل فعل رد فعل مساوٍ له في المقدار ومضاد له في الاتجاه، والقوتان تؤثران على جسمين مختلفين في اللحظة نفسها.',
          'Every action has an equal and opposite reaction; the pair act at the same instant on two different bodies.',
        ],
      ],
      hints: [
        [
          'عندما تدفع الحائط، على أي جسم تؤثر قوتك؟ وعلى أي جسم تؤثر قوة الحائط؟',
          "When you push a wall, on what does your force act? And the wall's?",
        ],
        [
          'قارن بين مقداري القوتين والجسمين اللذين تؤثران عليهما.',
          'Compare the sizes of the two forces and the bodies they act on.',
        ],
      ],
    }),
    num({
      s: 'weight',
      d: 1,
      q: [
        'احسب وزن جسم كتلته 5 كجم على سطح الأرض (g = 9.8 م/ث²).',
        'Find the weight of a 5 kg body on Earth (g = 9.8 m/s²).',
      ],
      v: 49,
      tol: 0.05,
      unit: ['نيوتن', 'N'],
      mistakes: [
        [
          '5',
          ['خلط بين الكتلة والوزن؛ الوزن قوة = m g.', 'Confusing mass and weight; weight is a force, m g.'],
        ],
      ],
      sol: [
        ['الوزن = الكتلة × عجلة الجاذبية: W = m g.', 'Weight = mass × gravitational acceleration: W = m g.'],
        ['W = 5 × 9.8 = 49', 'W = 5 × 9.8 = 49'],
      ],
      hints: [
        ['الوزن قوة، والكتلة ليست قوة.', 'Weight is a force; mass is not.'],
        ['طبّق قانون نيوتن الثاني والعجلة هي g.', "Apply Newton's second law with the acceleration g."],
      ],
    }),
    short({
      s: 'units',
      d: 1,
      q: ['ما وحدة قياس القوة في النظام الدولي؟', 'What is the SI unit of force?'],
      acc: ['نيوتن', 'newton', 'N', 'newtons', 'كجم.م/ث2', 'kg.m/s2'],
      kt: ['نيوتن', 'newton'],
      sol: [
        [
          'القوة = الكتلة × العجلة، فوحدتها كجم·م/ث²، وسُميت باسم العالم الذي وضع قوانين الحركة.',
          'Force = mass × acceleration, so its unit is kg·m/s², named after the scientist of the laws of motion.',
        ],
      ],
      hints: [
        ['الوحدة تحمل اسم عالم.', 'The unit is named after a scientist.'],
        ['هو صاحب قوانين الحركة الثلاثة.', 'He wrote the three laws of motion.'],
      ],
    }),
  ]),

  ...unit('high-1-physics-work-energy', [
    num({
      s: 'work',
      d: 1,
      q: [
        'قوة 10 نيوتن حرّكت جسمًا مسافة 5 م في اتجاهها. احسب الشغل المبذول.',
        'A 10 N force moves a body 5 m along its direction. Find the work done.',
      ],
      v: 50,
      unit: ['جول', 'J'],
      mistakes: [
        [
          '2',
          [
            'قسمت القوة على الإزاحة؛ الشغل حاصل ضربهما.',
            'Divided force by displacement; work is their product.',
          ],
        ],
      ],
      sol: [
        [
          'الشغل = القوة × الإزاحة في اتجاه القوة: W = F d.',
          'Work = force × displacement along the force: W = F d.',
        ],
        ['W = 10 × 5 = 50', 'W = 10 × 5 = 50'],
      ],
      hints: [
        [
          'الشغل يبذل عندما تُحدث القوة إزاحة في اتجاهها.',
          'Work is done when a force moves something along its direction.',
        ],
        ['W = F × d.', 'W = F × d.'],
      ],
    }),
    num({
      s: 'kinetic',
      d: 2,
      q: [
        'احسب طاقة حركة جسم كتلته 2 كجم يتحرك بسرعة 3 م/ث.',
        'Find the kinetic energy of a 2 kg body moving at 3 m/s.',
      ],
      v: 9,
      unit: ['جول', 'J'],
      mistakes: [
        ['18', ['نسيت المعامل ½ في KE = ½ m v².', 'Forgot the ½ in KE = ½ m v².']],
        ['3', ['لم تُربِّع السرعة.', 'Did not square the velocity.']],
      ],
      sol: [
        ['طاقة الحركة KE = ½ m v².', 'Kinetic energy KE = ½ m v².'],
        ['KE = ½ × 2 × 3² = 9', 'KE = ½ × 2 × 3² = 9'],
      ],
      hints: [
        [
          'طاقة الحركة تعتمد على الكتلة ومربع السرعة.',
          'Kinetic energy depends on the mass and the square of the speed.',
        ],
        ['استخدم KE = ½ m v².', 'Use KE = ½ m v².'],
      ],
    }),
    num({
      s: 'potential',
      d: 1,
      q: [
        'احسب طاقة الوضع لجسم كتلته 2 كجم على ارتفاع 5 م من سطح الأرض (g = 10 م/ث²).',
        'Find the potential energy of a 2 kg body 5 m above the ground (g = 10 m/s²).',
      ],
      v: 100,
      unit: ['جول', 'J'],
      sol: [
        ['طاقة الوضع PE = m g h.', 'Potential energy PE = m g h.'],
        ['PE = 2 × 10 × 5 = 100', 'PE = 2 × 10 × 5 = 100'],
      ],
      hints: [
        ['طاقة الوضع تعتمد على الوزن والارتفاع.', 'Potential energy depends on the weight and the height.'],
        ['اضرب الكتلة في g في الارتفاع.', 'Multiply mass by g by height.'],
      ],
    }),
    choice({
      s: 'work',
      d: 2,
      q: [
        'إذا كانت القوة عمودية على اتجاه الإزاحة فإن الشغل المبذول يكون:',
        'When the force is perpendicular to the displacement, the work done is:',
      ],
      ok: ['صفرًا', 'Zero'],
      wrong: [
        [
          ['أكبر ما يمكن', 'As large as it can be'],
          [
            'الشغل أكبر ما يمكن عندما تكون القوة في اتجاه الإزاحة، لا عمودية عليها.',
            'Work is largest when force and displacement are parallel, not perpendicular.',
          ],
        ],
        [
          ['F × d', 'F × d'],
          [
            'أهملت الزاوية؛ W = F d cos θ و cos 90° = 0.',
            'Ignoring the angle; W = F d cos θ and cos 90° = 0.',
          ],
        ],
        [
          ['سالبًا', 'Negative'],
          [
            'الشغل سالب عندما تعاكس القوة الإزاحة (الزاوية 180°).',
            'Work is negative when the force opposes the motion (180°).',
          ],
        ],
      ],
      sol: [['W = F d cos θ، وعندما θ = 90° يكون cos θ = 0.', 'W = F d cos θ, and for θ = 90°, cos θ = 0.']],
      hints: [
        [
          'الشغل يعتمد على الزاوية بين القوة والإزاحة.',
          'Work depends on the angle between force and displacement.',
        ],
        ['ما قيمة جيب تمام الزاوية 90°؟', 'What is the cosine of 90°?'],
      ],
    }),
    num({
      s: 'conservation',
      d: 3,
      q: [
        'سقطت كرة سقوطًا حرًا من السكون من ارتفاع 5 م. احسب سرعتها لحظة وصولها الأرض (g = 10 م/ث²، بإهمال مقاومة الهواء).',
        'A ball falls from rest from a height of 5 m. Find its speed just before it hits the ground (g = 10 m/s², no air resistance).',
      ],
      v: 10,
      unit: ['م/ث', 'm/s'],
      mistakes: [['100', ['نسيت أخذ الجذر التربيعي: v² = 100.', 'Forgot the square root: v² = 100.']]],
      sol: [
        [
          'بقاء الطاقة: طاقة الوضع في الأعلى = طاقة الحركة عند الأرض: m g h = ½ m v².',
          'Conservation of energy: m g h at the top = ½ m v² at the ground.',
        ],
        ['v² = 2 g h = 2 × 10 × 5 = 100، إذن v = 10', 'v² = 2 g h = 2 × 10 × 5 = 100, so v = 10'],
      ],
      hints: [
        ['تتحول طاقة الوضع كلها إلى طاقة حركة.', 'All the potential energy turns into kinetic energy.'],
        ['ساوِ m g h بـ ½ m v²؛ الكتلة تختصر.', 'Set m g h equal to ½ m v²; the mass cancels.'],
      ],
    }),
    short({
      s: 'units',
      d: 1,
      q: ['ما وحدة قياس الشغل والطاقة في النظام الدولي؟', 'What is the SI unit of work and energy?'],
      acc: ['جول', 'joule', 'J', 'joules', 'نيوتن.متر', 'N.m'],
      kt: ['جول', 'joule'],
      sol: [
        [
          'الشغل = قوة × إزاحة، فوحدته نيوتن·متر، ولها اسم خاص على اسم عالم إنجليزي.',
          'Work = force × displacement, so its unit is the newton-metre, which has its own name after an English scientist.',
        ],
      ],
      hints: [
        ['الشغل = نيوتن × متر.', 'Work = newton × metre.'],
        [
          'للوحدة اسم عالم درس الحرارة والشغل.',
          'The unit is named after a scientist who studied heat and work.',
        ],
      ],
    }),
  ]),
];
