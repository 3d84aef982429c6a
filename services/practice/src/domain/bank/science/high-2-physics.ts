import type { Item } from '../../items/types';
import { choice, num, short, unit } from './write';

/** Secondary year 2, physics. */
export const HIGH_2_PHYSICS: Item[] = [
  ...unit('high-2-physics-waves', [
    num({
      s: 'wave-equation',
      d: 1,
      q: [
        'موجة ترددها 50 هرتز وطولها الموجي 2 م. احسب سرعة انتشارها.',
        'A wave has a frequency of 50 Hz and a wavelength of 2 m. Find its speed.',
      ],
      v: 100,
      unit: ['م/ث', 'm/s'],
      mistakes: [
        ['25', ['قسمت التردد على الطول الموجي؛ v = λ f.', 'Divided frequency by wavelength; v = λ f.']],
      ],
      sol: [
        [
          'سرعة الموجة = الطول الموجي × التردد: v = λ f = 2 × 50 = 100',
          'Wave speed = wavelength × frequency: v = λ f = 2 × 50 = 100',
        ],
      ],
      hints: [
        [
          'اكتب العلاقة بين السرعة والتردد والطول الموجي.',
          'Write the relation between speed, frequency and wavelength.',
        ],
        ['v = λ × f', 'v = λ × f'],
      ],
    }),
    num({
      s: 'period',
      d: 1,
      q: ['مصدر يهتز بتردد 25 هرتز. احسب الزمن الدوري.', 'A source vibrates at 25 Hz. Find its period.'],
      v: 0.04,
      tol: 0.0005,
      unit: ['ث', 's'],
      mistakes: [['25', ['التردد ليس الزمن الدوري؛ T = 1/f.', 'The frequency is not the period; T = 1/f.']]],
      sol: [
        [
          'الزمن الدوري مقلوب التردد: T = 1/f = 1/25 = 0.04',
          'The period is the reciprocal of the frequency: T = 1/f = 1/25 = 0.04',
        ],
      ],
      hints: [
        ['الزمن الدوري هو زمن اهتزازة كاملة واحدة.', 'The period is the time of one full vibration.'],
        ['T = 1 ÷ f', 'T = 1 ÷ f'],
      ],
    }),
    choice({
      s: 'sound',
      d: 1,
      q: ['لا ينتقل الصوت في:', 'Sound cannot travel through:'],
      ok: ['الفراغ', 'A vacuum'],
      wrong: [
        [
          ['الماء', 'Water'],
          [
            'الظن أن الصوت يحتاج إلى الهواء فقط؛ الصوت ينتقل في السوائل أيضًا.',
            'Thinking sound needs air only; it travels through liquids too.',
          ],
        ],
        [
          ['الحديد', 'Iron'],
          [
            'الظن أن الصلب يمنع الصوت؛ الصوت ينتقل في الصلب بسرعة أكبر.',
            'Thinking solids block sound; sound is faster in solids.',
          ],
        ],
        [
          ['الهواء', 'Air'],
          ['الهواء هو الوسط المعتاد لانتقال الصوت.', 'Air is the usual medium for sound.'],
        ],
      ],
      sol: [
        [
          'الصوت موجة ميكانيكية تحتاج إلى وسط مادي تهتز جزيئاته، والفراغ لا جزيئات فيه.',
          'Sound is a mechanical wave that needs a medium whose particles vibrate; a vacuum has none.',
        ],
      ],
      hints: [
        ['الصوت موجة ميكانيكية.', 'Sound is a mechanical wave.'],
        [
          'ما الذي يحتاجه الصوت لينتقل؟ أي اختيار لا يحتوي عليه؟',
          'What does sound need to travel? Which option lacks it?',
        ],
      ],
    }),
    choice({
      s: 'wave-types',
      d: 2,
      q: ['موجات الصوت في الهواء موجات:', 'Sound waves in air are:'],
      ok: ['ميكانيكية طولية', 'Mechanical and longitudinal'],
      wrong: [
        [
          ['ميكانيكية مستعرضة', 'Mechanical and transverse'],
          [
            'الخلط بموجات الوتر؛ جزيئات الهواء تهتز في اتجاه الانتشار.',
            "Confusing with a string's waves; air particles vibrate along the direction of travel.",
          ],
        ],
        [
          ['كهرومغناطيسية', 'Electromagnetic'],
          [
            'الظن أن الصوت مثل الضوء؛ الصوت يحتاج وسطًا.',
            'Thinking sound is like light; sound needs a medium.',
          ],
        ],
        [
          ['كهرومغناطيسية طولية', 'Electromagnetic and longitudinal'],
          [
            'الموجات الكهرومغناطيسية مستعرضة ولا تحتاج وسطًا، والصوت ليس منها.',
            'EM waves are transverse and need no medium; sound is not one.',
          ],
        ],
      ],
      sol: [
        [
          'الصوت يحتاج وسطًا (ميكانيكي) وينتقل في صورة تضاغطات وتخلخلات في اتجاه الانتشار (طولي).',
          'Sound needs a medium (mechanical) and travels as compressions and rarefactions along its path (longitudinal).',
        ],
      ],
      hints: [
        ['هل يحتاج الصوت وسطًا؟', 'Does sound need a medium?'],
        [
          'فكّر في التضاغطات والتخلخلات: في أي اتجاه تهتز الجزيئات؟',
          'Think of compressions and rarefactions: which way do the particles vibrate?',
        ],
      ],
    }),
    num({
      s: 'wave-equation',
      d: 2,
      q: [
        'سرعة الصوت في الهواء 340 م/ث. احسب الطول الموجي لصوت تردده 170 هرتز.',
        'Sound travels at 340 m/s in air. Find the wavelength of a 170 Hz sound.',
      ],
      v: 2,
      unit: ['م', 'm'],
      mistakes: [
        ['57800', ['ضربت بدلًا من القسمة؛ λ = v ÷ f.', 'Multiplied instead of dividing; λ = v ÷ f.']],
      ],
      sol: [['λ = v ÷ f = 340 ÷ 170 = 2', 'λ = v ÷ f = 340 ÷ 170 = 2']],
      hints: [
        ['ابدأ من v = λ f.', 'Start from v = λ f.'],
        ['اجعل λ موضوع القانون.', 'Make λ the subject.'],
      ],
    }),
  ]),

  ...unit('high-2-physics-light', [
    choice({
      s: 'reflection',
      d: 1,
      q: [
        'سقط شعاع ضوئي على مرآة مستوية بزاوية سقوط 30°. زاوية الانعكاس تساوي:',
        'A ray meets a plane mirror at an angle of incidence of 30°. The angle of reflection is:',
      ],
      ok: ['30°', '30°'],
      wrong: [
        [
          ['60°', '60°'],
          [
            'قست الزاوية من سطح المرآة بدلًا من العمود المقام.',
            "Measured from the mirror's surface instead of the normal.",
          ],
        ],
        [
          ['90°', '90°'],
          [
            'الظن أن الشعاع المنعكس عمودي على الساقط دائمًا.',
            'Thinking the reflected ray is always at right angles to the incident one.',
          ],
        ],
        [
          ['15°', '15°'],
          [
            'لا تنقسم الزاوية؛ زاوية الانعكاس تساوي زاوية السقوط.',
            'The angle is not halved; reflection equals incidence.',
          ],
        ],
      ],
      sol: [
        [
          'قانون الانعكاس الثاني: زاوية السقوط = زاوية الانعكاس، وكلتاهما تقاس من العمود المقام.',
          'The law of reflection: angle of incidence = angle of reflection, both measured from the normal.',
        ],
      ],
      hints: [
        ['تذكّر قانوني الانعكاس.', 'Recall the laws of reflection.'],
        [
          'الزاويتان تقاسان من العمود المقام، وما العلاقة بينهما؟',
          'Both are measured from the normal; how are they related?',
        ],
      ],
    }),
    num({
      s: 'refractive-index',
      d: 2,
      q: [
        'سرعة الضوء في الفراغ 3×10⁸ م/ث وفي زجاج 2×10⁸ م/ث. احسب معامل الانكسار المطلق للزجاج.',
        "Light travels at 3×10⁸ m/s in a vacuum and 2×10⁸ m/s in a glass. Find the glass's absolute refractive index.",
      ],
      v: 1.5,
      tol: 0.005,
      mistakes: [
        [
          '0.67',
          ['قسمت بالعكس؛ n = c ÷ v وهو أكبر من 1.', 'Divided the wrong way; n = c ÷ v, which is above 1.'],
        ],
      ],
      sol: [['n = c ÷ v = (3×10⁸) ÷ (2×10⁸) = 1.5', 'n = c ÷ v = (3×10⁸) ÷ (2×10⁸) = 1.5']],
      hints: [
        ['معامل الانكسار المطلق نسبة بين سرعتين.', 'The absolute refractive index is a ratio of two speeds.'],
        [
          'اقسم سرعة الضوء في الفراغ على سرعته في الوسط.',
          'Divide the speed in a vacuum by the speed in the medium.',
        ],
      ],
    }),
    choice({
      s: 'refraction',
      d: 1,
      q: [
        'عند انتقال شعاع ضوئي مائلًا من الهواء إلى الماء فإنه:',
        'A ray passing obliquely from air into water:',
      ],
      ok: ['ينكسر مقتربًا من العمود المقام', 'Bends towards the normal'],
      wrong: [
        [
          ['ينكسر مبتعدًا عن العمود المقام', 'Bends away from the normal'],
          [
            'عكس الاتجاه؛ يبتعد الشعاع عن العمود عند انتقاله إلى وسط أقل كثافة ضوئية.',
            'The wrong way round; it bends away when entering an optically less dense medium.',
          ],
        ],
        [
          ['ينفذ دون أن ينكسر', 'Passes straight through'],
          ['ينفذ دون انكسار فقط إذا سقط عموديًا.', 'It goes straight only at normal incidence.'],
        ],
        [
          ['ينعكس انعكاسًا كليًا', 'Is totally reflected'],
          [
            'الانعكاس الكلي يحدث فقط من وسط أكبر كثافة ضوئية إلى أقل.',
            'Total internal reflection only happens from a denser to a less dense medium.',
          ],
        ],
      ],
      sol: [
        [
          'الماء أكبر كثافة ضوئية من الهواء، فتقل سرعة الضوء فيه وينكسر الشعاع مقتربًا من العمود المقام.',
          'Water is optically denser than air, light slows in it, and the ray bends towards the normal.',
        ],
      ],
      hints: [
        ['أيهما أكبر كثافة ضوئية: الهواء أم الماء؟', 'Which is optically denser: air or water?'],
        [
          'عند دخول وسط تقل فيه سرعة الضوء، كيف تتغير زاوية الشعاع بالنسبة للعمود؟',
          "Entering a medium where light slows, how does the ray's angle to the normal change?",
        ],
      ],
    }),
    short({
      s: 'total-reflection',
      d: 2,
      q: [
        'يحدث الانعكاس الكلي عندما تزيد زاوية السقوط في الوسط الأكبر كثافة ضوئية على زاوية تسمى:',
        'Total internal reflection happens when the angle of incidence in the denser medium exceeds an angle called:',
      ],
      acc: ['الزاوية الحرجة', 'critical angle', 'the critical angle', 'زاوية حرجة', 'الزاويه الحرجه'],
      kt: ['الزاوية الحرجة', 'the critical angle'],
      sol: [
        [
          'عندها تكون زاوية الانكسار 90°، وأي زاوية سقوط أكبر منها تعيد الضوء كله إلى الوسط الأول.',
          'At it the angle of refraction is 90°; any larger angle of incidence sends all the light back.',
        ],
      ],
      hints: [
        [
          'هي زاوية سقوط تقابلها زاوية انكسار 90°.',
          'It is the angle of incidence whose angle of refraction is 90°.',
        ],
        ['اسمها يعني «الحدّ الفاصل».', 'Its name means "the threshold".'],
      ],
    }),
    num({
      s: 'snell',
      d: 3,
      q: [
        'سقط شعاع من الهواء على وسط معامل انكساره 1.5 بزاوية سقوط جيبها 0.6. احسب جيب زاوية الانكسار.',
        'A ray passes from air into a medium of refractive index 1.5; the sine of the angle of incidence is 0.6. Find the sine of the angle of refraction.',
      ],
      v: 0.4,
      tol: 0.005,
      mistakes: [
        [
          '0.9',
          [
            'ضربت في معامل الانكسار بدلًا من القسمة عليه.',
            'Multiplied by the refractive index instead of dividing.',
          ],
        ],
      ],
      sol: [
        [
          'قانون سنل: n₁ sin θ₁ = n₂ sin θ₂، و n₁ = 1 للهواء.',
          "Snell's law: n₁ sin θ₁ = n₂ sin θ₂, with n₁ = 1 for air.",
        ],
        ['sin θ₂ = 0.6 ÷ 1.5 = 0.4', 'sin θ₂ = 0.6 ÷ 1.5 = 0.4'],
      ],
      hints: [
        ['استخدم قانون سنل.', "Use Snell's law."],
        [
          'معامل انكسار الهواء 1؛ اقسم على معامل انكسار الوسط.',
          "Air's index is 1; divide by the medium's index.",
        ],
      ],
    }),
  ]),

  ...unit('high-2-physics-fluids', [
    num({
      s: 'pressure',
      d: 1,
      q: [
        'احسب الضغط الناشئ عن عمود ماء عند عمق 10 م (كثافة الماء 1000 كجم/م³، g = 10 م/ث²)، دون الضغط الجوي.',
        'Find the pressure due to water alone at a depth of 10 m (water density 1000 kg/m³, g = 10 m/s²).',
      ],
      v: 100000,
      unit: ['باسكال', 'Pa'],
      sol: [['P = ρ g h = 1000 × 10 × 10 = 100000', 'P = ρ g h = 1000 × 10 × 10 = 100000']],
      hints: [
        [
          'الضغط عند نقطة في سائل يعتمد على الكثافة والعمق و g.',
          'Pressure in a liquid depends on density, depth and g.',
        ],
        ['P = ρ g h', 'P = ρ g h'],
      ],
    }),
    num({
      s: 'pascal',
      d: 2,
      q: [
        'مكبس هيدروليكي مساحة مكبسه الصغير 0.01 م² والكبير 0.5 م². أثرت قوة 100 نيوتن على الصغير. احسب القوة على الكبير.',
        'A hydraulic press has pistons of 0.01 m² and 0.5 m². A 100 N force acts on the small one. Find the force on the large one.',
      ],
      v: 5000,
      unit: ['نيوتن', 'N'],
      mistakes: [
        [
          '2',
          [
            'قلبت النسبة؛ القوة على المكبس الكبير أكبر.',
            'Inverted the ratio; the force on the large piston is larger.',
          ],
        ],
      ],
      sol: [
        ['قاعدة باسكال: الضغط متساوٍ: F₁/A₁ = F₂/A₂.', "Pascal's principle: equal pressure, F₁/A₁ = F₂/A₂."],
        ['F₂ = 100 × 0.5 ÷ 0.01 = 5000', 'F₂ = 100 × 0.5 ÷ 0.01 = 5000'],
      ],
      hints: [
        [
          'الضغط ينتقل بالتساوي في السائل المحبوس.',
          'Pressure passes undiminished through an enclosed liquid.',
        ],
        ['ساوِ F ÷ A على المكبسين.', 'Set F ÷ A equal on both pistons.'],
      ],
    }),
    choice({
      s: 'pascal',
      d: 1,
      q: ['أيٌّ مما يأتي تطبيق على قاعدة باسكال؟', "Which of these applies Pascal's principle?"],
      ok: ['الفرامل الهيدروليكية', 'Hydraulic brakes'],
      wrong: [
        [
          ['رفع جناح الطائرة', "An aeroplane wing's lift"],
          [
            'هذا تطبيق على معادلة برنولي (فرق السرعة والضغط).',
            "That applies Bernoulli's equation (speed and pressure).",
          ],
        ],
        [
          ['طفو السفينة', 'A ship floating'],
          ['الطفو تطبيق على قاعدة أرشميدس.', "Floating applies Archimedes' principle."],
        ],
        [
          ['البارومتر الزئبقي', 'The mercury barometer'],
          [
            'البارومتر يقيس الضغط الجوي بعمود الزئبق، ولا يعتمد على نقل الضغط.',
            'The barometer measures air pressure with a mercury column; it does not transmit pressure.',
          ],
        ],
      ],
      sol: [
        [
          'قاعدة باسكال: الضغط الواقع على سائل محبوس ينتقل بتمامه إلى جميع أجزائه، وهذا ما تعتمد عليه الفرامل الهيدروليكية.',
          'Pascal: pressure on an enclosed liquid passes undiminished to every part of it; hydraulic brakes rely on this.',
        ],
      ],
      hints: [
        [
          'القاعدة تتحدث عن سائل محبوس ينقل الضغط.',
          'The principle is about an enclosed liquid passing pressure on.',
        ],
        ['أي جهاز فيه سائل في أنابيب مغلقة؟', 'Which device has liquid in closed pipes?'],
      ],
    }),
    num({
      s: 'continuity',
      d: 2,
      q: [
        'يسري ماء في أنبوب مساحة مقطعه 4 سم² بسرعة 2 م/ث، ثم يضيق الأنبوب إلى 1 سم². احسب سرعة الماء في الجزء الضيق.',
        'Water flows at 2 m/s in a pipe of cross-section 4 cm²; the pipe narrows to 1 cm². Find the speed in the narrow part.',
      ],
      v: 8,
      unit: ['م/ث', 'm/s'],
      mistakes: [
        [
          '0.5',
          [
            'الظن أن السرعة تقل في الجزء الضيق؛ بل تزيد.',
            'Thinking the flow slows in the narrow part; it speeds up.',
          ],
        ],
      ],
      sol: [
        ['معادلة الاستمرارية: A₁ v₁ = A₂ v₂.', 'The continuity equation: A₁ v₁ = A₂ v₂.'],
        ['v₂ = 4 × 2 ÷ 1 = 8', 'v₂ = 4 × 2 ÷ 1 = 8'],
      ],
      hints: [
        ['معدل السريان الحجمي ثابت في الأنبوب.', 'The volume flow rate is the same along the pipe.'],
        ['A × v ثابت: مساحة أصغر تعني سرعة أكبر.', 'A × v is constant: a smaller area means a higher speed.'],
      ],
    }),
    num({
      s: 'density',
      d: 1,
      q: [
        'جسم كتلته 600 جم وحجمه 200 سم³. احسب كثافته.',
        'A body has a mass of 600 g and a volume of 200 cm³. Find its density.',
      ],
      v: 3,
      unit: ['جم/سم³', 'g/cm³'],
      sol: [['الكثافة = الكتلة ÷ الحجم = 600 ÷ 200 = 3', 'Density = mass ÷ volume = 600 ÷ 200 = 3']],
      hints: [
        ['الكثافة كتلة وحدة الحجوم.', 'Density is the mass of a unit volume.'],
        ['اقسم الكتلة على الحجم.', 'Divide mass by volume.'],
      ],
    }),
  ]),

  ...unit('high-2-physics-gases', [
    num({
      s: 'boyle',
      d: 1,
      q: [
        'غاز حجمه 3 لتر تحت ضغط 2 ضغط جوي. احسب حجمه عند 1 ضغط جوي مع ثبوت درجة الحرارة.',
        'A gas fills 3 L at 2 atm. Find its volume at 1 atm at the same temperature.',
      ],
      v: 6,
      unit: ['لتر', 'L'],
      mistakes: [
        [
          '1.5',
          [
            'الظن أن الحجم يقل بقلة الضغط؛ العلاقة عكسية.',
            'Thinking volume falls with pressure; they are inversely related.',
          ],
        ],
      ],
      sol: [
        ['قانون بويل: P₁ V₁ = P₂ V₂.', "Boyle's law: P₁ V₁ = P₂ V₂."],
        ['V₂ = 2 × 3 ÷ 1 = 6', 'V₂ = 2 × 3 ÷ 1 = 6'],
      ],
      hints: [
        ['درجة الحرارة ثابتة: أي قانون للغازات؟', 'Temperature is constant: which gas law?'],
        ['حاصل ضرب الضغط في الحجم ثابت.', 'Pressure × volume stays constant.'],
      ],
    }),
    num({
      s: 'charles',
      d: 2,
      q: [
        'غاز حجمه 2 لتر عند 300 كلفن. احسب حجمه عند 600 كلفن مع ثبوت الضغط.',
        'A gas fills 2 L at 300 K. Find its volume at 600 K at constant pressure.',
      ],
      v: 4,
      unit: ['لتر', 'L'],
      sol: [
        ['قانون شارل: V₁/T₁ = V₂/T₂ (بالكلفن).', "Charles's law: V₁/T₁ = V₂/T₂ (in kelvin)."],
        ['V₂ = 2 × 600 ÷ 300 = 4', 'V₂ = 2 × 600 ÷ 300 = 4'],
      ],
      hints: [
        [
          'الضغط ثابت: الحجم يتناسب طرديًا مع درجة الحرارة المطلقة.',
          'Constant pressure: volume is proportional to absolute temperature.',
        ],
        ['كم مرة تضاعفت درجة الحرارة بالكلفن؟', 'By what factor did the kelvin temperature grow?'],
      ],
    }),
    num({
      s: 'kelvin',
      d: 1,
      q: ['حوِّل 27 °س إلى كلفن.', 'Convert 27 °C to kelvin.'],
      v: 300,
      unit: ['كلفن', 'K'],
      mistakes: [['246', ['طرحت 273 بدلًا من الجمع.', 'Subtracted 273 instead of adding it.']]],
      sol: [['T(K) = t(°C) + 273 = 27 + 273 = 300', 'T(K) = t(°C) + 273 = 27 + 273 = 300']],
      hints: [
        ['الصفر المطلق يساوي −273 °س.', 'Absolute zero is −273 °C.'],
        ['أضف 273 إلى درجة الحرارة السيليزية.', 'Add 273 to the Celsius temperature.'],
      ],
    }),
    choice({
      s: 'kelvin',
      d: 1,
      q: ['الصفر المطلق (صفر كلفن) يساوي تقريبًا:', 'Absolute zero (0 K) is about:'],
      ok: ['−273 °س', '−273 °C'],
      wrong: [
        [
          ['0 °س', '0 °C'],
          [
            'الخلط بين صفر سيليزيوس (تجمد الماء) والصفر المطلق.',
            'Confusing 0 °C (water freezing) with absolute zero.',
          ],
        ],
        [
          ['273 °س', '273 °C'],
          ['أخطأت الإشارة؛ الصفر المطلق تحت الصفر السيليزي.', 'Wrong sign; absolute zero is below 0 °C.'],
        ],
        [
          ['−100 °س', '−100 °C'],
          ['قيمة تخمينية؛ الصفر المطلق أبرد من ذلك كثيرًا.', 'A guess; absolute zero is much colder.'],
        ],
      ],
      sol: [
        [
          'عند مد خط الحجم ودرجة الحرارة (قانون شارل) يصل الحجم نظريًا إلى الصفر عند −273 °س، وهي صفر كلفن.',
          "Extending Charles's line, the volume reaches zero at −273 °C, which is 0 K.",
        ],
      ],
      hints: [
        ['هي أدنى درجة حرارة ممكنة نظريًا.', 'It is the lowest temperature possible in theory.'],
        ['T(K) = t(°C) + 273؛ ضع T = 0.', 'T(K) = t(°C) + 273; set T = 0.'],
      ],
    }),
    num({
      s: 'pressure-law',
      d: 3,
      q: [
        'غاز محبوس في إناء مغلق ضغطه 1 ضغط جوي عند 27 °س. احسب ضغطه عند تسخينه إلى 177 °س.',
        'A gas in a closed vessel is at 1 atm at 27 °C. Find its pressure when heated to 177 °C.',
      ],
      v: 1.5,
      tol: 0.005,
      unit: ['ضغط جوي', 'atm'],
      mistakes: [['6.56', ['استخدمت درجات سيليزيوس بدلًا من الكلفن.', 'Used Celsius instead of kelvin.']]],
      sol: [
        ['حوِّل إلى كلفن: 27 + 273 = 300 و 177 + 273 = 450.', 'To kelvin: 27 + 273 = 300 and 177 + 273 = 450.'],
        [
          'قانون الضغط: P₂ = P₁ × T₂ ÷ T₁ = 1 × 450 ÷ 300 = 1.5',
          'Pressure law: P₂ = P₁ × T₂ ÷ T₁ = 1 × 450 ÷ 300 = 1.5',
        ],
      ],
      hints: [
        [
          'الحجم ثابت: الضغط يتناسب طرديًا مع درجة الحرارة المطلقة.',
          'Constant volume: pressure is proportional to absolute temperature.',
        ],
        ['حوِّل درجتي الحرارة إلى كلفن أولًا.', 'Convert both temperatures to kelvin first.'],
      ],
    }),
  ]),
];
