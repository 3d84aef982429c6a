import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from './write';

/** Secondary year 2, chemistry. */
export const HIGH_2_CHEMISTRY: Item[] = [
  ...unit('high-2-chemistry-atom', [
    num({
      s: 'levels',
      d: 1,
      q: [
        'ما أقصى عدد من الإلكترونات يتسع له مستوى الطاقة الثالث (n = 3)؟',
        'What is the largest number of electrons the third energy level (n = 3) can hold?',
      ],
      v: 18,
      mistakes: [
        [
          '8',
          [
            'الخلط بقاعدة الثمانية لمستوى التكافؤ؛ السعة القصوى 2n².',
            'Confusing it with the octet of the outer shell; the capacity is 2n².',
          ],
        ],
        ['9', ['حسبت n² ونسيت الضرب في 2.', 'Computed n² and forgot to double.']],
      ],
      sol: [['السعة القصوى للمستوى = 2n² = 2 × 3² = 18', 'The capacity of a level = 2n² = 2 × 3² = 18']],
      hints: [
        ['هناك قانون يربط السعة برقم المستوى n.', 'A formula links the capacity to the level number n.'],
        ['السعة = 2n².', 'Capacity = 2n².'],
      ],
    }),
    choice({
      s: 'orbitals',
      d: 1,
      q: ['عدد الأوربيتالات في المستوى الفرعي p:', 'The number of orbitals in a p sublevel is:'],
      ok: ['3', '3'],
      wrong: [
        [
          ['1', '1'],
          ['هذا عدد أوربيتالات المستوى الفرعي s.', 'That is the s sublevel.'],
        ],
        [
          ['5', '5'],
          ['هذا عدد أوربيتالات المستوى الفرعي d.', 'That is the d sublevel.'],
        ],
        [
          ['6', '6'],
          ['الخلط بين عدد الأوربيتالات وعدد الإلكترونات (6).', 'Confusing orbitals with electrons (6).'],
        ],
      ],
      sol: [
        [
          'للمستوى الفرعي p ثلاثة أوربيتالات px و py و pz، يتسع كل منها لإلكترونين، فيتسع لـ 6 إلكترونات.',
          'A p sublevel has three orbitals px, py, pz, two electrons each, 6 electrons in all.',
        ],
      ],
      hints: [
        ['المستوى الفرعي p يتسع لـ 6 إلكترونات.', 'A p sublevel holds 6 electrons.'],
        ['كل أوربيتال يتسع لإلكترونين فقط.', 'Each orbital holds two electrons.'],
      ],
    }),
    short({
      s: 'configuration',
      d: 2,
      q: [
        'اكتب التوزيع الإلكتروني لذرة الصوديوم ₁₁Na حسب المستويات الفرعية.',
        'Write the electron configuration of sodium, ₁₁Na, by sublevels.',
      ],
      acc: [
        '1s2 2s2 2p6 3s1',
        '1s22s22p63s1',
        '1s² 2s² 2p⁶ 3s¹',
        '1s²2s²2p⁶3s¹',
        '[Ne] 3s1',
        '[Ne]3s1',
        '[Ne] 3s¹',
        '[Ne]3s¹',
      ],
      kt: ['1s² 2s² 2p⁶ 3s¹', '1s² 2s² 2p⁶ 3s¹'],
      sol: [
        [
          'نملأ المستويات الفرعية حسب مبدأ البناء التصاعدي: 1s ثم 2s ثم 2p ثم 3s، ومجموع الإلكترونات 11.',
          'Fill the sublevels by the Aufbau principle: 1s, 2s, 2p, then 3s, 11 electrons in all.',
        ],
      ],
      hints: [
        ['ترتيب الملء: 1s ثم 2s ثم 2p ثم 3s.', 'The order is 1s, 2s, 2p, 3s.'],
        [
          'بعد ملء 10 إلكترونات (مثل النيون) يبقى إلكترون واحد.',
          'After 10 electrons (like neon), one is left.',
        ],
      ],
    }),
    choice({
      s: 'hund',
      d: 2,
      q: ['تنص قاعدة هوند على أن:', "Hund's rule says that:"],
      ok: [
        'الإلكترونات تشغل أوربيتالات المستوى الفرعي الواحد فرادى أولًا قبل الازدواج',
        "Electrons occupy a sublevel's orbitals singly before pairing",
      ],
      wrong: [
        [
          [
            'الإلكترونات تزدوج أولًا في أوربيتال واحد ثم تنتقل للتالي',
            'Electrons pair up in one orbital before moving on',
          ],
          [
            'عكس القاعدة؛ الازدواج يحتاج طاقة أكبر بسبب التنافر.',
            'The reverse of the rule; pairing costs more energy because of repulsion.',
          ],
        ],
        [
          ['الإلكترونات تملأ المستويات الأقل طاقة أولًا', 'Electrons fill the lowest energy levels first'],
          ['هذا مبدأ البناء التصاعدي لا قاعدة هوند.', "That is the Aufbau principle, not Hund's rule."],
        ],
        [
          ['لا يتفق إلكترونان في الأعداد الكمية الأربعة', 'No two electrons share all four quantum numbers'],
          ['هذا مبدأ الاستبعاد لباولي.', "That is Pauli's exclusion principle."],
        ],
      ],
      sol: [
        [
          'في المستوى الفرعي الواحد يدخل كل إلكترون أوربيتالًا فارغًا بغزل متشابه، ولا يبدأ الازدواج إلا بعد أن يأخذ كل أوربيتال إلكترونًا.',
          'Within a sublevel each electron takes an empty orbital with parallel spin; pairing starts only once each orbital has one.',
        ],
      ],
      hints: [
        [
          'القاعدة تخص توزيع الإلكترونات داخل المستوى الفرعي الواحد.',
          'The rule is about electrons within one sublevel.',
        ],
        ['الإلكترونات متشابهة الشحنة تتنافر؛ ماذا تفضل؟', 'Like charges repel; what would electrons prefer?'],
      ],
    }),
    num({
      s: 'orbitals',
      d: 2,
      q: ['كم إلكترونًا يتسع له المستوى الفرعي f؟', 'How many electrons can an f sublevel hold?'],
      v: 14,
      mistakes: [
        [
          '7',
          [
            'هذا عدد الأوربيتالات؛ كل أوربيتال يتسع لإلكترونين.',
            'That is the number of orbitals; each holds two electrons.',
          ],
        ],
      ],
      sol: [
        [
          'للمستوى الفرعي f سبعة أوربيتالات، وكل منها يتسع لإلكترونين: 7 × 2 = 14',
          'An f sublevel has seven orbitals of two electrons each: 7 × 2 = 14',
        ],
      ],
      hints: [
        [
          'عدد الأوربيتالات في s و p و d و f هو 1 و 3 و 5 و ... .',
          'The orbitals in s, p, d, f number 1, 3, 5, ... .',
        ],
        ['اضرب عدد أوربيتالات f في 2.', 'Multiply the number of f orbitals by 2.'],
      ],
    }),
  ]),

  ...unit('high-2-chemistry-periodic', [
    choice({
      s: 'radius',
      d: 1,
      q: [
        'بالانتقال من اليسار إلى اليمين في الدورة الواحدة، نصف قطر الذرة:',
        'Across a period from left to right, the atomic radius:',
      ],
      ok: ['يقل', 'Decreases'],
      wrong: [
        [
          ['يزداد', 'Increases'],
          [
            'الظن أن زيادة الإلكترونات تكبّر الذرة؛ الإلكترونات تضاف للمستوى نفسه وتزيد شحنة النواة جذبها.',
            'Thinking more electrons mean a bigger atom; they join the same shell while a larger nuclear charge pulls harder.',
          ],
        ],
        [
          ['لا يتغير', 'Stays the same'],
          [
            'عدد المستويات ثابت لكن شحنة النواة الفعالة تزداد.',
            'The number of shells is fixed but the effective nuclear charge rises.',
          ],
        ],
        [
          ['يزداد ثم يقل', 'Increases then decreases'],
          ['النقص مطّرد تقريبًا عبر الدورة.', 'The fall is steady across the period.'],
        ],
      ],
      sol: [
        [
          'في الدورة الواحدة يبقى عدد مستويات الطاقة ثابتًا، بينما يزداد العدد الذري وشحنة النواة الموجبة، فيزداد جذبها للإلكترونات ويصغر الحجم.',
          'Across a period the number of shells stays the same while the nuclear charge grows, pulling electrons closer.',
        ],
      ],
      hints: [
        ['هل يتغير عدد مستويات الطاقة في الدورة؟', 'Does the number of shells change across a period?'],
        [
          'ماذا تفعل شحنة النواة المتزايدة بالإلكترونات؟',
          'What does a growing nuclear charge do to the electrons?',
        ],
      ],
    }),
    choice({
      s: 'electronegativity',
      d: 2,
      q: ['أعلى العناصر سالبية كهربية هو:', 'The most electronegative element is:'],
      ok: ['الفلور', 'Fluorine'],
      wrong: [
        [
          ['الأكسجين', 'Oxygen'],
          [
            'الأكسجين عالي السالبية لكنه أقل من الفلور.',
            'Oxygen is highly electronegative but less than fluorine.',
          ],
        ],
        [
          ['الكلور', 'Chlorine'],
          [
            'الخلط بالميل الإلكتروني؛ للكلور أعلى ميل إلكتروني لكن السالبية الأعلى للفلور.',
            'Confusing it with electron affinity; chlorine has the highest affinity, fluorine the highest electronegativity.',
          ],
        ],
        [
          ['الفرانسيوم', 'Francium'],
          [
            'الفرانسيوم أكثر العناصر كهروموجبية، أي أقلها سالبية.',
            'Francium is the most electropositive, so the least electronegative.',
          ],
        ],
      ],
      sol: [
        [
          'السالبية الكهربية تزداد في الدورة من اليسار لليمين وتقل في المجموعة من أعلى لأسفل، فأعلاها للعنصر أعلى يمين الجدول (بدون الغازات النبيلة).',
          'Electronegativity rises across a period and falls down a group, so it peaks at the top right (noble gases aside).',
        ],
      ],
      hints: [
        [
          'كيف تتغير السالبية في الدورة وفي المجموعة؟',
          'How does electronegativity change across a period and down a group?',
        ],
        ['ابحث عن أصغر ذرة في المجموعة 7A.', 'Look for the smallest atom in group 7A.'],
      ],
    }),
    num({
      s: 'position',
      d: 2,
      q: [
        'عنصر توزيعه الإلكتروني [Ne] 3s² 3p⁵. ما رقم المجموعة (A) التي يقع فيها؟',
        'An element has the configuration [Ne] 3s² 3p⁵. What is its group number (A)?',
      ],
      v: 7,
      mistakes: [
        [
          '5',
          [
            'عددت إلكترونات p فقط؛ إلكترونات التكافؤ هي s و p معًا.',
            'Counted only the p electrons; the valence electrons are s and p together.',
          ],
        ],
        ['3', ['هذا رقم الدورة لا المجموعة.', 'That is the period number, not the group.']],
      ],
      sol: [
        [
          'رقم الدورة = أعلى مستوى = 3، ورقم المجموعة A = عدد إلكترونات مستوى التكافؤ = 2 + 5 = 7 (الكلور في 7A).',
          'Period = highest level = 3; group A = valence electrons = 2 + 5 = 7 (chlorine, in 7A).',
        ],
      ],
      hints: [
        [
          'رقم المجموعة A يساوي عدد إلكترونات مستوى الطاقة الأخير.',
          'The A group number equals the electrons in the outermost level.',
        ],
        ['اجمع إلكترونات 3s و 3p.', 'Add the 3s and 3p electrons.'],
      ],
    }),
    short({
      s: 'families',
      d: 1,
      q: [
        'ماذا تسمى عناصر المجموعة الصفرية (8A) في الجدول الدوري؟',
        'What are the elements of group 0 (8A) of the periodic table called?',
      ],
      acc: [
        'الغازات النبيلة',
        'غازات نبيلة',
        'الغازات الخاملة',
        'noble gases',
        'the noble gases',
        'inert gases',
      ],
      kt: ['الغازات النبيلة', 'the noble gases'],
      sol: [
        [
          'مستوى طاقتها الأخير مكتمل، فهي مستقرة قليلة النشاط، مثل الهيليوم والنيون والأرجون.',
          'Their outer level is full, so they are stable and unreactive, e.g. helium, neon and argon.',
        ],
      ],
      hints: [
        ['مستوى طاقتها الخارجي مكتمل.', 'Their outer shell is full.'],
        ['أمثلة: الهيليوم والنيون والأرجون.', 'Examples: helium, neon, argon.'],
      ],
    }),
    order({
      s: 'radius',
      d: 2,
      q: [
        'رتب عناصر المجموعة 1A الآتية حسب نصف القطر الذري تصاعديًا (من الأصغر إلى الأكبر):',
        'Put these group 1A elements in order of atomic radius, smallest first:',
      ],
      seq: [
        ['الليثيوم Li', 'Lithium Li'],
        ['الصوديوم Na', 'Sodium Na'],
        ['البوتاسيوم K', 'Potassium K'],
        ['الروبيديوم Rb', 'Rubidium Rb'],
      ],
      sol: [
        [
          'في المجموعة الواحدة يزداد عدد مستويات الطاقة كلما اتجهنا لأسفل، فيزداد نصف القطر.',
          'Down a group each element adds a shell, so the radius grows.',
        ],
      ],
      hints: [
        [
          'كيف يتغير عدد المستويات من أعلى المجموعة إلى أسفلها؟',
          'How does the number of shells change down a group?',
        ],
        ['العنصر الأعلى في المجموعة هو الأصغر.', 'The element at the top of the group is the smallest.'],
      ],
    }),
  ]),

  ...unit('high-2-chemistry-alkali', [
    choice({
      s: 'properties',
      d: 1,
      q: [
        'تُحفظ الفلزات القلوية مثل الصوديوم تحت سطح الكيروسين لأنها:',
        'Alkali metals such as sodium are kept under kerosene because they:',
      ],
      ok: ['تتفاعل بشدة مع أكسجين الهواء ورطوبته', 'React vigorously with air and moisture'],
      wrong: [
        [
          ['تتبخر بسرعة في الهواء', 'Evaporate quickly in air'],
          [
            'الصوديوم فلز صلب لا يتبخر في درجة حرارة الغرفة.',
            'Sodium is a solid metal and does not evaporate at room temperature.',
          ],
        ],
        [
          ['تذوب في الكيروسين', 'Dissolve in kerosene'],
          [
            'لا تذوب ولا تتفاعل مع الكيروسين، ولذلك يستخدم.',
            'They neither dissolve in nor react with kerosene; that is why it is used.',
          ],
        ],
        [
          ['ثقيلة فتحتاج إلى سائل يحملها', 'Are heavy and need a liquid to hold them'],
          [
            'الفلزات القلوية خفيفة، والسبب نشاطها الكيميائي.',
            'Alkali metals are light; the reason is their reactivity.',
          ],
        ],
      ],
      sol: [
        [
          'للفلز القلوي إلكترون تكافؤ واحد يفقده بسهولة، فيتفاعل بشدة مع الأكسجين وبخار الماء، والكيروسين يعزله عنهما.',
          'An alkali metal has one valence electron it loses easily, so it reacts fast with oxygen and water vapour; kerosene keeps them away.',
        ],
      ],
      hints: [
        ['كم إلكترون تكافؤ للفلز القلوي؟', 'How many valence electrons has an alkali metal?'],
        [
          'الكيروسين يعزل الفلز عن شيء ما في الهواء.',
          'Kerosene keeps the metal away from something in the air.',
        ],
      ],
    }),
    short({
      s: 'reactions',
      d: 1,
      q: [
        'ما الغاز الذي يتصاعد عند تفاعل الصوديوم مع الماء؟',
        'Which gas is given off when sodium reacts with water?',
      ],
      acc: ['الهيدروجين', 'هيدروجين', 'غاز الهيدروجين', 'H2', 'H₂', 'hydrogen', 'hydrogen gas'],
      kt: ['الهيدروجين', 'hydrogen'],
      mistakes: [
        [
          'الأكسجين',
          [
            'الأكسجين لا ينطلق؛ الفلز يحل محل الهيدروجين في الماء.',
            'No oxygen is released; the metal replaces the hydrogen of water.',
          ],
        ],
      ],
      sol: [['2Na + 2H₂O → 2NaOH + H₂↑', '2Na + 2H₂O → 2NaOH + H₂↑']],
      hints: [
        ['الفلز النشط يحل محل أحد عنصري الماء.', "The active metal replaces one of water's elements."],
        ['الناتج الآخر هيدروكسيد الصوديوم NaOH.', 'The other product is sodium hydroxide, NaOH.'],
      ],
    }),
    choice({
      s: 'reactivity',
      d: 2,
      q: ['أنشط الفلزات الآتية كيميائيًا:', 'The most reactive of these metals is:'],
      ok: ['السيزيوم Cs', 'Caesium Cs'],
      wrong: [
        [
          ['الليثيوم Li', 'Lithium Li'],
          [
            'الظن أن الذرة الأصغر أنشط؛ الإلكترون البعيد عن النواة يُفقد بسهولة أكبر.',
            'Thinking the smallest atom is most reactive; a distant electron is lost more easily.',
          ],
        ],
        [
          ['الصوديوم Na', 'Sodium Na'],
          [
            'الصوديوم أقل نشاطًا من العناصر التي تحته في المجموعة.',
            'Sodium is less reactive than the elements below it.',
          ],
        ],
        [
          ['البوتاسيوم K', 'Potassium K'],
          [
            'البوتاسيوم نشط جدًا لكن السيزيوم أسفل منه فهو أنشط.',
            'Potassium is very reactive but caesium, further down, is more so.',
          ],
        ],
      ],
      sol: [
        [
          'النشاط يزداد لأسفل المجموعة لأن نصف القطر يزداد وتقل طاقة التأين فيسهل فقد إلكترون التكافؤ.',
          'Reactivity rises down the group: the radius grows, the ionisation energy falls, and the valence electron leaves more easily.',
        ],
      ],
      hints: [
        ['أي عنصر يفقد إلكترونه الخارجي بأسهل طريقة؟', 'Which one loses its outer electron most easily?'],
        ['كيف تتغير طاقة التأين لأسفل المجموعة؟', 'How does ionisation energy change down the group?'],
      ],
    }),
    num({
      s: 'reactions',
      d: 2,
      q: [
        'في التفاعل 2Na + 2H₂O → 2NaOH + H₂، احسب كتلة هيدروكسيد الصوديوم الناتجة من 23 جم صوديوم (Na = 23، O = 16، H = 1).',
        'In 2Na + 2H₂O → 2NaOH + H₂, find the mass of sodium hydroxide made from 23 g of sodium (Na = 23, O = 16, H = 1).',
      ],
      v: 40,
      unit: ['جم', 'g'],
      mistakes: [
        [
          '80',
          [
            'أخذت معامل المعادلة 2 مرتين؛ 23 جم صوديوم مول واحد.',
            'Used the coefficient 2 again; 23 g of sodium is one mole.',
          ],
        ],
      ],
      sol: [
        ['23 جم Na = 1 مول، والنسبة Na : NaOH = 1 : 1.', '23 g Na = 1 mol; the ratio Na : NaOH is 1 : 1.'],
        ['كتلة NaOH = 1 × (23 + 16 + 1) = 40', 'Mass of NaOH = 1 × (23 + 16 + 1) = 40'],
      ],
      hints: [
        ['كم مولًا في 23 جم صوديوم؟', 'How many moles are in 23 g of sodium?'],
        ['النسبة بين Na و NaOH في المعادلة 2 : 2.', "The equation's ratio of Na to NaOH is 2 : 2."],
      ],
    }),
    choice({
      s: 'flame',
      d: 1,
      q: ['لون لهب الصوديوم في الكشف الجاف:', 'The flame colour of sodium is:'],
      ok: ['أصفر ذهبي', 'Golden yellow'],
      wrong: [
        [
          ['بنفسجي فاتح', 'Lilac'],
          ['هذا لون لهب البوتاسيوم.', "That is potassium's flame."],
        ],
        [
          ['أحمر قرمزي', 'Crimson red'],
          ['هذا لون لهب الليثيوم.', "That is lithium's flame."],
        ],
        [
          ['أخضر مزرق', 'Blue-green'],
          ['هذا لون لهب النحاس.', "That is copper's flame."],
        ],
      ],
      sol: [
        [
          'تُثار إلكترونات الصوديوم بالحرارة ثم تعود فتبعث ضوءًا أصفر ذهبيًا مميزًا (يُرى في مصابيح الشوارع).',
          "Heat excites sodium's electrons; they fall back emitting a distinctive golden-yellow light (seen in street lamps).",
        ],
      ],
      hints: [
        [
          'تذكّر ألوان اللهب: الليثيوم والبوتاسيوم والصوديوم مختلفة.',
          'Recall the flame colours: lithium, potassium and sodium all differ.',
        ],
        ['فكّر في لون مصابيح الشوارع القديمة.', 'Think of the colour of old street lamps.'],
      ],
    }),
  ]),

  ...unit('high-2-chemistry-group-5a', [
    choice({
      s: 'elements',
      d: 1,
      q: [
        'أي عناصر المجموعة 5A الآتية غاز في الظروف العادية؟',
        'Which of these group 5A elements is a gas at room conditions?',
      ],
      ok: ['النيتروجين', 'Nitrogen'],
      wrong: [
        [
          ['الفوسفور', 'Phosphorus'],
          ['الفوسفور صلب (أبيض أو أحمر).', 'Phosphorus is a solid (white or red).'],
        ],
        [
          ['الزرنيخ', 'Arsenic'],
          ['الزرنيخ شبه فلز صلب.', 'Arsenic is a solid metalloid.'],
        ],
        [
          ['البزموت', 'Bismuth'],
          ['البزموت فلز صلب.', 'Bismuth is a solid metal.'],
        ],
      ],
      sol: [
        [
          'يتحول طابع المجموعة من لافلزات في أعلاها إلى فلزات في أسفلها، والنيتروجين أول عناصرها وهو الغاز الوحيد بينها.',
          'The group goes from non-metals at the top to metals at the bottom; nitrogen, at the top, is its only gas.',
        ],
      ],
      hints: [
        ['الغاز في الغالب أول عنصر في المجموعة.', 'The gas is usually the first element of the group.'],
        ['هذا الغاز يكوّن نحو 78% من الهواء.', 'This gas makes up about 78% of air.'],
      ],
    }),
    short({
      s: 'compounds',
      d: 1,
      q: ['اكتب الصيغة الكيميائية للنشادر (الأمونيا).', 'Write the chemical formula of ammonia.'],
      acc: ['NH₃', 'NH3'],
      kt: ['NH₃', 'NH₃'],
      mistakes: [
        ['NH4', ['NH₄⁺ أيون الأمونيوم، لا جزيء النشادر.', 'NH₄⁺ is the ammonium ion, not ammonia.']],
      ],
      sol: [
        [
          'ذرة النيتروجين لها 3 إلكترونات منفردة تشارك بها مع 3 ذرات هيدروجين.',
          'Nitrogen has three unpaired electrons, shared with three hydrogens.',
        ],
      ],
      hints: [
        ['يتكون من نيتروجين وهيدروجين.', 'It is made of nitrogen and hydrogen.'],
        ['النيتروجين ثلاثي التكافؤ في هذا المركب.', 'Nitrogen has a valency of three here.'],
      ],
    }),
    num({
      s: 'oxidation',
      d: 2,
      q: [
        'ما عدد تأكسد النيتروجين في حمض النيتريك HNO₃؟ (اكتب العدد بإشارته)',
        'What is the oxidation number of nitrogen in nitric acid, HNO₃? (give the sign)',
      ],
      v: 5,
      mistakes: [
        [
          '3',
          [
            'الظن أنه ثلاثي كما في النشادر؛ احسب من الهيدروجين والأكسجين.',
            'Assuming 3 as in ammonia; work it out from H and O.',
          ],
        ],
        [
          '-5',
          [
            'أخطأت الإشارة؛ الأكسجين سالب فالنيتروجين موجب.',
            'Wrong sign; oxygen is negative so nitrogen is positive.',
          ],
        ],
      ],
      sol: [
        [
          'مجموع أعداد التأكسد في الجزيء المتعادل صفر: (+1) + N + 3(−2) = 0',
          'Oxidation numbers in a neutral molecule add to zero: (+1) + N + 3(−2) = 0',
        ],
        ['N = 6 − 1 = +5', 'N = 6 − 1 = +5'],
      ],
      hints: [
        ['عدد تأكسد الهيدروجين +1 والأكسجين −2.', 'Hydrogen is +1 and oxygen −2.'],
        ['مجموع أعداد التأكسد في الجزيء صفر.', 'They add to zero in the molecule.'],
      ],
    }),
    choice({
      s: 'industry',
      d: 2,
      q: [
        'تُحضَّر النشادر صناعيًا من النيتروجين والهيدروجين بطريقة:',
        'Ammonia is made industrially from nitrogen and hydrogen by the:',
      ],
      ok: ['هابر-بوش', 'Haber–Bosch process'],
      wrong: [
        [
          ['أوستفالد', 'Ostwald process'],
          [
            'طريقة أوستفالد تحضر حمض النيتريك من النشادر.',
            'The Ostwald process makes nitric acid from ammonia.',
          ],
        ],
        [
          ['التلامس', 'Contact process'],
          ['طريقة التلامس تحضر حمض الكبريتيك.', 'The contact process makes sulphuric acid.'],
        ],
        [
          ['سولفاي', 'Solvay process'],
          ['طريقة سولفاي تحضر كربونات الصوديوم.', 'The Solvay process makes sodium carbonate.'],
        ],
      ],
      sol: [
        [
          'N₂ + 3H₂ ⇌ 2NH₃ عند ضغط مرتفع ودرجة حرارة نحو 500 °س في وجود الحديد عاملًا حفازًا.',
          'N₂ + 3H₂ ⇌ 2NH₃ at high pressure and about 500 °C over an iron catalyst.',
        ],
      ],
      hints: [
        ['الطريقة باسم عالمين ألمانيين.', 'The process is named after two German chemists.'],
        ['تُستخدم فيها الحديد عاملًا حفازًا وضغط مرتفع.', 'It uses an iron catalyst and high pressure.'],
      ],
    }),
    num({
      s: 'compounds',
      d: 3,
      q: [
        'في التفاعل N₂ + 3H₂ → 2NH₃، احسب كتلة النشادر الناتجة من 28 جم نيتروجين بفرض تمام التفاعل (N = 14، H = 1).',
        'In N₂ + 3H₂ → 2NH₃, find the mass of ammonia from 28 g of nitrogen, assuming complete reaction (N = 14, H = 1).',
      ],
      v: 34,
      unit: ['جم', 'g'],
      mistakes: [
        [
          '17',
          [
            'أخذت مولًا واحدًا من النشادر؛ المعادلة تعطي 2 مول.',
            'Took one mole of ammonia; the equation gives 2.',
          ],
        ],
      ],
      sol: [
        ['28 جم N₂ = 1 مول، ويعطي 2 مول NH₃.', '28 g N₂ = 1 mol, giving 2 mol NH₃.'],
        ['الكتلة = 2 × 17 = 34', 'Mass = 2 × 17 = 34'],
      ],
      hints: [
        ['الكتلة المولية لـ N₂ هي 28.', 'The molar mass of N₂ is 28.'],
        [
          'النسبة N₂ : NH₃ = 1 : 2 والكتلة المولية للنشادر 17.',
          "N₂ : NH₃ = 1 : 2, and ammonia's molar mass is 17.",
        ],
      ],
    }),
  ]),
];
