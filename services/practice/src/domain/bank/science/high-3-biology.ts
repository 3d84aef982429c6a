import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from './write';

/** Secondary year 3, biology. */
export const HIGH_3_BIOLOGY: Item[] = [
  ...unit('high-3-biology-support', [
    choice({
      s: 'joints',
      d: 1,
      q: ['مفصل المرفق (الكوع) مثال على:', 'The elbow is an example of a:'],
      ok: ['مفصل زلالي رزّي', 'Hinge joint'],
      wrong: [
        [
          ['مفصل كروي حُقّي', 'Ball-and-socket joint'],
          [
            'المفصل الكروي مثل الكتف، يتحرك في كل الاتجاهات.',
            'Ball-and-socket joints, like the shoulder, move in all directions.',
          ],
        ],
        [
          ['مفصل ثابت (ليفي)', 'Fixed joint'],
          [
            'المفاصل الثابتة مثل دروز الجمجمة لا تتحرك.',
            "Fixed joints such as the skull's sutures do not move.",
          ],
        ],
        [
          ['مفصل غضروفي', 'Cartilaginous joint'],
          [
            'المفاصل الغضروفية محدودة الحركة، مثل ما بين الفقرات.',
            'Cartilaginous joints, like those between vertebrae, barely move.',
          ],
        ],
      ],
      sol: [
        [
          'المرفق يتحرك في مستوى واحد كمفصلة الباب (ثني وفرد)، وهذه صفة المفصل الرزّي.',
          'The elbow moves in one plane like a door hinge (bend and straighten): a hinge joint.',
        ],
      ],
      hints: [
        ['في كم اتجاه يتحرك الكوع؟', 'In how many directions does the elbow move?'],
        ['شبّهه بمفصلة الباب.', "Compare it with a door's hinge."],
      ],
    }),
    short({
      s: 'muscle',
      d: 2,
      q: [
        'ما اسم البروتين المكوّن للخيوط السميكة في اللييفة العضلية؟',
        'Which protein makes up the thick filaments of a myofibril?',
      ],
      acc: ['الميوسين', 'ميوسين', 'myosin'],
      kt: ['الميوسين', 'myosin'],
      mistakes: [['الأكتين', ['الأكتين يكوّن الخيوط الرفيعة.', 'Actin makes the thin filaments.']]],
      sol: [
        [
          'اللييفة العضلية بها خيوط رفيعة من الأكتين وخيوط سميكة ذات رؤوس، تنزلق الرفيعة عليها أثناء الانقباض.',
          'A myofibril has thin actin filaments and thick filaments with heads, over which the thin ones slide during contraction.',
        ],
      ],
      hints: [
        ['الخيوط الرفيعة من الأكتين.', 'The thin filaments are actin.'],
        [
          'الخيوط السميكة لها رؤوس تكوّن قناطر عرضية مع الأكتين.',
          'The thick filaments have heads that form cross-bridges with actin.',
        ],
      ],
    }),
    choice({
      s: 'muscle',
      d: 2,
      q: [
        'الأيونات التي تنطلق من الشبكة الإندوبلازمية العضلية فتبدأ الانقباض العضلي:',
        'The ions released from the sarcoplasmic reticulum that start muscle contraction are:',
      ],
      ok: ['الكالسيوم', 'Calcium'],
      wrong: [
        [
          ['الصوديوم', 'Sodium'],
          [
            'الصوديوم مسؤول عن جهد الفعل في الغشاء، لا عن الانقباض داخل الليفة.',
            'Sodium drives the action potential at the membrane, not contraction inside the fibre.',
          ],
        ],
        [
          ['البوتاسيوم', 'Potassium'],
          ['البوتاسيوم يعيد استقطاب الغشاء.', 'Potassium repolarises the membrane.'],
        ],
        [
          ['الحديد', 'Iron'],
          [
            'الحديد في الهيموجلوبين والميوجلوبين، لا يطلق الانقباض.',
            'Iron is in haemoglobin and myoglobin; it does not trigger contraction.',
          ],
        ],
      ],
      sol: [
        [
          'يصل السيال العصبي فتنطلق أيونات الكالسيوم وتكشف مواقع الارتباط على الأكتين فترتبط بها رؤوس الميوسين.',
          'The nerve impulse releases calcium ions, which uncover binding sites on actin for the myosin heads.',
        ],
      ],
      hints: [
        ['نفس العنصر مهم لصحة العظام.', 'The same element matters for healthy bones.'],
        ['أيون ثنائي الشحنة الموجبة.', 'A doubly charged positive ion.'],
      ],
    }),
    choice({
      s: 'joints',
      d: 1,
      q: ['الأوتار تربط:', 'Tendons connect:'],
      ok: ['العضلات بالعظام', 'Muscles to bones'],
      wrong: [
        [
          ['العظام بالعظام', 'Bones to bones'],
          ['هذه وظيفة الأربطة.', 'That is the job of ligaments.'],
        ],
        [
          ['العضلات بالعضلات', 'Muscles to muscles'],
          ['الأوتار تنقل شد العضلة إلى العظمة لتحريكها.', "Tendons pass a muscle's pull to a bone."],
        ],
        [
          ['العظام بالغضاريف', 'Bones to cartilage'],
          [
            'الغضروف يغطي أطراف العظام ولا يرتبط بها بأوتار.',
            'Cartilage caps bone ends; tendons do not join them.',
          ],
        ],
      ],
      sol: [
        [
          'الوتر نسيج ضام ليفي متين غير مرن ينقل قوة انقباض العضلة إلى العظمة.',
          "A tendon is tough, inelastic fibrous tissue that passes a muscle's pull to a bone.",
        ],
      ],
      hints: [
        ['الأربطة والأوتار نسيجان مختلفان.', 'Ligaments and tendons are different tissues.'],
        ['ما الذي ينقل شد العضلة حتى تتحرك العظمة؟', "What passes a muscle's pull to move a bone?"],
      ],
    }),
    order({
      s: 'muscle',
      d: 2,
      q: [
        'رتب تركيب العضلة الهيكلية من الأكبر إلى الأصغر:',
        'Order the structure of a skeletal muscle from largest to smallest:',
      ],
      seq: [
        ['العضلة', 'Muscle'],
        ['الحزمة العضلية', 'Muscle bundle'],
        ['الليفة العضلية', 'Muscle fibre'],
        ['اللييفة العضلية', 'Myofibril'],
        ['الخييطات (أكتين وميوسين)', 'Filaments (actin and myosin)'],
      ],
      sol: [
        [
          'العضلة حزم، والحزمة ألياف (خلايا)، والليفة لييفات، واللييفة خييطات من الأكتين والميوسين.',
          'A muscle is bundles; a bundle, fibres (cells); a fibre, myofibrils; a myofibril, actin and myosin filaments.',
        ],
      ],
      hints: [
        ['الليفة العضلية هي الخلية العضلية.', 'The muscle fibre is the muscle cell.'],
        [
          'داخل الخلية لييفات، وداخل اللييفة خيوط بروتينية.',
          'Inside the cell are myofibrils; inside those, protein filaments.',
        ],
      ],
    }),
  ]),

  ...unit('high-3-biology-hormones', [
    choice({
      s: 'pancreas',
      d: 1,
      q: ['الهرمون الذي يخفض مستوى السكر في الدم:', 'The hormone that lowers blood sugar is:'],
      ok: ['الإنسولين', 'Insulin'],
      wrong: [
        [
          ['الجلوكاجون', 'Glucagon'],
          [
            'الجلوكاجون يرفع السكر بتحويل الجليكوجين إلى جلوكوز.',
            'Glucagon raises sugar by turning glycogen into glucose.',
          ],
        ],
        [
          ['الأدرينالين', 'Adrenaline'],
          ['الأدرينالين يرفع السكر في حالات الطوارئ.', 'Adrenaline raises sugar in emergencies.'],
        ],
        [
          ['الثيروكسين', 'Thyroxine'],
          ['الثيروكسين ينظم معدل الأيض العام.', 'Thyroxine sets the overall metabolic rate.'],
        ],
      ],
      sol: [
        [
          'تفرز خلايا بيتا في جزر لانجرهانز بالبنكرياس الإنسولين، فيساعد الخلايا على امتصاص الجلوكوز والكبد على تخزينه جليكوجين.',
          'Beta cells of the islets of Langerhans secrete insulin, helping cells take up glucose and the liver store it as glycogen.',
        ],
      ],
      hints: [
        ['يُفرز من جزر لانجرهانز.', 'It comes from the islets of Langerhans.'],
        ['نقصه يسبب مرض السكر.', 'Its lack causes diabetes.'],
      ],
    }),
    short({
      s: 'pituitary',
      d: 1,
      q: [
        'ما الغدة التي تسمى «سيدة الغدد» لأنها تنظم عمل كثير من الغدد الصماء الأخرى؟',
        'Which gland is called the "master gland" because it controls many other endocrine glands?',
      ],
      acc: [
        'الغدة النخامية',
        'النخامية',
        'الغده النخاميه',
        'الغدة النخامية',
        'pituitary',
        'pituitary gland',
        'the pituitary gland',
        'the pituitary',
      ],
      kt: ['الغدة النخامية', 'the pituitary gland'],
      sol: [
        [
          'تقع أسفل المخ وتتصل بالهيبوثالامس، وتفرز هرمونات منشطة للغدة الدرقية والكظرية والتناسلية.',
          'It sits below the brain, linked to the hypothalamus, and releases hormones that stimulate the thyroid, adrenal and sex glands.',
        ],
      ],
      hints: [
        ['تقع أسفل المخ في حجم حبة البازلاء.', 'It is pea-sized, below the brain.'],
        ['تتصل مباشرة بالهيبوثالامس.', 'It is joined to the hypothalamus.'],
      ],
    }),
    choice({
      s: 'thyroid',
      d: 2,
      q: ['نقص اليود في الغذاء يؤثر مباشرة على وظيفة:', 'A lack of iodine in the diet directly affects the:'],
      ok: ['الغدة الدرقية', 'Thyroid gland'],
      wrong: [
        [
          ['الغدة الكظرية', 'Adrenal gland'],
          ['الكظرية لا تحتاج اليود لهرموناتها.', 'The adrenal gland does not need iodine for its hormones.'],
        ],
        [
          ['البنكرياس', 'Pancreas'],
          [
            'هرمونات البنكرياس بروتينية لا يدخل فيها اليود.',
            "The pancreas's hormones are proteins without iodine.",
          ],
        ],
        [
          ['الغدة النخامية', 'Pituitary gland'],
          [
            'النخامية تتأثر بشكل غير مباشر، لكن اليود يدخل في هرمون غدة أخرى.',
            "The pituitary responds indirectly; iodine is part of another gland's hormone.",
          ],
        ],
      ],
      sol: [
        [
          'اليود يدخل في تركيب هرمون الثيروكسين، ونقصه يسبب تضخم الغدة الدرقية (الجويتر البسيط).',
          'Iodine is part of thyroxine; its lack causes goitre, a swollen thyroid.',
        ],
      ],
      hints: [
        ['اليود جزء من تركيب هرمون ينظم الأيض.', 'Iodine is part of a hormone that sets metabolism.'],
        ['الهرمون هو الثيروكسين؛ أين يُفرز؟', 'The hormone is thyroxine; where is it made?'],
      ],
    }),
    choice({
      s: 'adrenal',
      d: 1,
      q: [
        'الهرمون الذي يهيئ الجسم لمواجهة الطوارئ (الخوف والغضب):',
        'The hormone that readies the body for emergencies (fear, anger) is:',
      ],
      ok: ['الأدرينالين', 'Adrenaline'],
      wrong: [
        [
          ['الإنسولين', 'Insulin'],
          [
            'الإنسولين يخفض السكر ولا علاقة له بالطوارئ.',
            'Insulin lowers sugar; it is not an emergency hormone.',
          ],
        ],
        [
          ['الأوكسيتوسين', 'Oxytocin'],
          [
            'الأوكسيتوسين لانقباض الرحم عند الولادة وإدرار اللبن.',
            'Oxytocin contracts the womb in birth and lets down milk.',
          ],
        ],
        [
          ['هرمون النمو', 'Growth hormone'],
          ['هرمون النمو ينظم نمو العظام والجسم.', 'Growth hormone controls body growth.'],
        ],
      ],
      sol: [
        [
          'يفرز نخاع الغدة الكظرية الأدرينالين فيزيد ضربات القلب وسكر الدم وسرعة التنفس.',
          'The adrenal medulla releases adrenaline, raising heart rate, blood sugar and breathing.',
        ],
      ],
      hints: [
        ['يُفرز من الغدة فوق الكلية.', 'It comes from the gland on top of the kidney.'],
        ['يُسمى هرمون الكر والفر.', 'It is the "fight or flight" hormone.'],
      ],
    }),
    choice({
      s: 'plants',
      d: 3,
      q: ['تنحني ساق النبات نحو الضوء لأن الأوكسين:', 'A shoot bends towards light because auxin:'],
      ok: ['يتركز في الجانب المظلم فيستطيل أكثر', 'Builds up on the shaded side, which grows longer'],
      wrong: [
        [
          ['يتركز في الجانب المضيء فيستطيل أكثر', 'Builds up on the lit side, which grows longer'],
          [
            'لو استطال الجانب المضيء لانحنت الساق بعيدًا عن الضوء.',
            'If the lit side grew more, the shoot would bend away from light.',
          ],
        ],
        [
          ['يُصنع في الضوء فقط', 'Is only made in light'],
          [
            'الأوكسين يُصنع في القمة ويعاد توزيعه بفعل الضوء.',
            'Auxin is made at the tip and redistributed by light.',
          ],
        ],
        [
          ['يثبط النمو في الجانب المظلم', 'Slows growth on the shaded side'],
          [
            'الأوكسين في الساق ينشط استطالة الخلايا لا يثبطها.',
            'In shoots auxin speeds cell elongation, not slows it.',
          ],
        ],
      ],
      sol: [
        [
          'الضوء من جهة واحدة يجعل الأوكسين يهاجر إلى الجانب المظلم، فتستطيل خلاياه أكثر فتنحني القمة نحو الضوء (انتحاء ضوئي موجب).',
          'One-sided light sends auxin to the shaded side; its cells elongate more, so the tip curves towards the light (positive phototropism).',
        ],
      ],
      hints: [
        [
          'الانحناء يحدث لأن جانبًا يستطيل أكثر من الآخر.',
          'Bending happens when one side grows more than the other.',
        ],
        [
          'لكي تنحني الساق نحو الضوء، أي جانب يجب أن يكون أطول؟',
          'To bend towards light, which side must be longer?',
        ],
      ],
    }),
  ]),

  ...unit('high-3-biology-reproduction', [
    num({
      s: 'gametes',
      d: 1,
      q: ['كم كروموسومًا في بويضة الإنسان؟', 'How many chromosomes are in a human egg cell?'],
      v: 23,
      mistakes: [
        [
          '46',
          ['البويضة جاميت أحادي المجموعة (n) لا ثنائي.', 'An egg is a haploid gamete (n), not diploid.'],
        ],
      ],
      sol: [
        [
          'تتكون البويضة بالانقسام الميوزي فتحمل نصف عدد كروموسومات الخلية الجسدية: 46 ÷ 2 = 23',
          "The egg is made by meiosis, holding half the body cell's number: 46 ÷ 2 = 23",
        ],
      ],
      hints: [
        ['الجاميتات تنتج بالانقسام الميوزي.', 'Gametes come from meiosis.'],
        [
          'عند الإخصاب يجتمع عددان متساويان ليعطيا 46.',
          'At fertilisation two equal sets combine to make 46.',
        ],
      ],
    }),
    order({
      s: 'development',
      d: 2,
      q: ['رتب المراحل الأولى لتكوين الجنين:', 'Order the early stages of embryo development:'],
      seq: [
        ['اللاقحة (الزيجوت)', 'Zygote'],
        ['التوتية', 'Morula'],
        ['البلاستولا', 'Blastula'],
        ['الجاسترولا', 'Gastrula'],
      ],
      sol: [
        [
          'اللاقحة تنقسم انقسامات متتالية فتصبح كتلة مصمتة (التوتية)، ثم كرة مجوفة (البلاستولا)، ثم تتكون الطبقات الجرثومية (الجاسترولا).',
          'The zygote divides into a solid ball (morula), then a hollow ball (blastula), then forms germ layers (gastrula).',
        ],
      ],
      hints: [
        ['البداية خلية واحدة ناتجة من الإخصاب.', 'It starts as one cell from fertilisation.'],
        ['الكتلة المصمتة تسبق الكرة المجوفة.', 'The solid ball comes before the hollow one.'],
      ],
    }),
    choice({
      s: 'human',
      d: 1,
      q: ['يتم الإخصاب في الإنسان عادة في:', 'Human fertilisation normally takes place in the:'],
      ok: ['قناة فالوب', 'Fallopian tube (oviduct)'],
      wrong: [
        [
          ['الرحم', 'Uterus'],
          [
            'الرحم مكان انغراس الجنين ونموه، لا الإخصاب.',
            'The uterus is where the embryo implants and grows, not where fertilisation happens.',
          ],
        ],
        [
          ['المبيض', 'Ovary'],
          ['المبيض ينتج البويضة ويطلقها.', 'The ovary makes and releases the egg.'],
        ],
        [
          ['المهبل', 'Vagina'],
          [
            'الحيوانات المنوية تمر منه ولا يتم فيه الإخصاب.',
            'Sperm pass through it; fertilisation does not happen there.',
          ],
        ],
      ],
      sol: [
        [
          'تخرج البويضة من المبيض إلى قناة فالوب، وتلتقي بها الحيوانات المنوية هناك، ثم تنتقل اللاقحة إلى الرحم فتنغرس فيه.',
          'The egg leaves the ovary into the oviduct, meets sperm there, and the zygote travels to the uterus to implant.',
        ],
      ],
      hints: [
        ['الإخصاب يحدث قبل الوصول إلى الرحم.', 'Fertilisation happens before the uterus.'],
        ['القناة التي تصل المبيض بالرحم.', 'The tube joining the ovary to the uterus.'],
      ],
    }),
    choice({
      s: 'plants',
      d: 3,
      q: [
        'الإندوسبرم في النباتات الزهرية الناتج من الإخصاب المزدوج يكون:',
        'The endosperm formed by double fertilisation in flowering plants is:',
      ],
      ok: ['ثلاثي المجموعة الكروموسومية (3n)', 'Triploid (3n)'],
      wrong: [
        [
          ['ثنائي المجموعة الكروموسومية (2n)', 'Diploid (2n)'],
          [
            'الثنائي هو اللاقحة (نواة ذكرية + البويضة).',
            'The diploid product is the zygote (male nucleus + egg).',
          ],
        ],
        [
          ['أحادي المجموعة الكروموسومية (n)', 'Haploid (n)'],
          ['الأحادي هو الجاميتات قبل الإخصاب.', 'Haploid are the gametes before fertilisation.'],
        ],
        [
          ['رباعي المجموعة الكروموسومية (4n)', 'Tetraploid (4n)'],
          [
            'تتحد نواة ذكرية واحدة مع نواتين قطبيتين: 3 مجموعات لا 4.',
            'One male nucleus joins two polar nuclei: three sets, not four.',
          ],
        ],
      ],
      sol: [
        [
          'نواة ذكرية (n) + البويضة (n) = لاقحة 2n، ونواة ذكرية أخرى (n) + النواتان القطبيتان (n + n) = إندوسبرم 3n.',
          'One male nucleus (n) + egg (n) = zygote 2n; the other (n) + two polar nuclei (n + n) = endosperm 3n.',
        ],
      ],
      hints: [
        [
          'الإندوسبرم ينتج من اتحاد نواة ذكرية مع النواتين القطبيتين.',
          'The endosperm comes from a male nucleus joining the two polar nuclei.',
        ],
        ['اجمع عدد المجموعات في الأنوية الثلاث.', 'Add up the sets in the three nuclei.'],
      ],
    }),
    short({
      s: 'asexual',
      d: 1,
      q: [
        'ما اسم طريقة التكاثر اللاجنسي في فطر الخميرة، حيث ينمو نتوء صغير من الخلية الأم ثم ينفصل؟',
        'What is the asexual reproduction of yeast called, where a small outgrowth grows from the parent cell and splits off?',
      ],
      acc: ['التبرعم', 'تبرعم', 'بالتبرعم', 'budding'],
      kt: ['التبرعم', 'budding'],
      sol: [
        [
          'يظهر بروز صغير على الخلية الأم، تنقسم النواة ويدخل جزء منها فيه، ثم ينفصل ليكوّن خلية جديدة.',
          'A small bulge forms on the parent, the nucleus divides and one part moves into it, and it splits off as a new cell.',
        ],
      ],
      hints: [
        ['يحدث أيضًا في الهيدرا.', 'It also happens in Hydra.'],
        ['النتوء الصغير يشبه برعم النبات.', "The outgrowth looks like a plant's bud."],
      ],
    }),
  ]),

  ...unit('high-3-biology-immunity', [
    choice({
      s: 'cells',
      d: 2,
      q: ['الخلايا التي تفرز الأجسام المضادة:', 'The cells that secrete antibodies are:'],
      ok: ['الخلايا البلازمية الناتجة من الخلايا الليمفاوية B', 'Plasma cells derived from B lymphocytes'],
      wrong: [
        [
          ['الخلايا الليمفاوية T المساعدة', 'Helper T lymphocytes'],
          [
            'الخلايا T المساعدة تنشط الخلايا B ولا تفرز أجسامًا مضادة.',
            'Helper T cells activate B cells but do not make antibodies.',
          ],
        ],
        [
          ['كرات الدم الحمراء', 'Red blood cells'],
          [
            'كرات الدم الحمراء تنقل الأكسجين ولا دور مناعي لها.',
            'Red cells carry oxygen; they have no immune role.',
          ],
        ],
        [
          ['الخلايا الأكولة الكبيرة', 'Macrophages'],
          [
            'الأكولة تبتلع الميكروبات وتعرض الأنتيجينات، ولا تفرز أجسامًا مضادة.',
            'Macrophages engulf microbes and present antigens; they make no antibodies.',
          ],
        ],
      ],
      sol: [
        [
          'عند تنشيط الخلية B تنقسم وتتمايز إلى خلايا بلازمية تفرز الأجسام المضادة وخلايا ذاكرة.',
          'Activated B cells divide into antibody-secreting plasma cells and memory cells.',
        ],
      ],
      hints: [
        ['المناعة الخلطية تعتمد على الأجسام المضادة.', 'Humoral immunity relies on antibodies.'],
        ['ابحث عن الخلايا الناتجة من الليمفاويات B.', 'Look for the cells that come from B lymphocytes.'],
      ],
    }),
    short({
      s: 'antibodies',
      d: 1,
      q: [
        'ما اسم البروتينات التي يفرزها الجهاز المناعي لترتبط بالأنتيجينات وتبطل مفعولها؟',
        'What are the proteins the immune system makes to bind and neutralise antigens?',
      ],
      acc: [
        'الأجسام المضادة',
        'أجسام مضادة',
        'الاجسام المضادة',
        'اجسام مضادة',
        'الجسم المضاد',
        'antibodies',
        'antibody',
        'immunoglobulins',
      ],
      kt: ['الأجسام المضادة', 'antibodies'],
      sol: [
        [
          'هي جلوبيولينات مناعية على شكل حرف Y، لكل منها موقع يرتبط بأنتيجين معين.',
          'They are Y-shaped immunoglobulins, each with sites that fit one antigen.',
        ],
      ],
      hints: [
        ['شكلها يشبه حرف Y.', 'They are shaped like a Y.'],
        ['تُسمى أيضًا الجلوبيولينات المناعية.', 'They are also called immunoglobulins.'],
      ],
    }),
    choice({
      s: 'types',
      d: 2,
      q: ['المناعة الناتجة من التطعيم (أخذ اللقاح) مناعة:', 'Immunity from a vaccine is:'],
      ok: ['مكتسبة نشطة صناعية', 'Acquired, active and artificial'],
      wrong: [
        [
          ['مكتسبة سلبية', 'Acquired and passive'],
          [
            'السلبية تأتي من أجسام مضادة جاهزة (المصل)، أما اللقاح فيجعل الجسم يصنعها.',
            'Passive immunity comes from ready antibodies (serum); a vaccine makes the body produce its own.',
          ],
        ],
        [
          ['طبيعية فطرية', 'Natural and innate'],
          [
            'المناعة الفطرية يولد بها الإنسان، واللقاح يُعطى بعد الولادة.',
            'Innate immunity is inborn; a vaccine is given later.',
          ],
        ],
        [
          ['مؤقتة تزول في أيام', 'Temporary, gone in days'],
          ['اللقاح يكوّن خلايا ذاكرة تدوم طويلًا.', 'A vaccine makes memory cells that last.'],
        ],
      ],
      sol: [
        [
          'اللقاح ميكروب ضعيف أو ميت أو جزء منه، يحفز الجسم على إنتاج أجسام مضادة وخلايا ذاكرة بنفسه (نشطة) بتدخل الإنسان (صناعية).',
          'A vaccine is a weakened or dead microbe or part of one; the body makes its own antibodies and memory cells (active) through human action (artificial).',
        ],
      ],
      hints: [
        ['من يصنع الأجسام المضادة بعد التطعيم؟', 'Who makes the antibodies after vaccination?'],
        [
          'قارن اللقاح بالمصل الذي يحتوي أجسامًا مضادة جاهزة.',
          'Compare a vaccine with a serum of ready-made antibodies.',
        ],
      ],
    }),
    choice({
      s: 'disorders',
      d: 2,
      q: ['يهاجم فيروس نقص المناعة البشرية (HIV) أساسًا:', 'HIV mainly attacks:'],
      ok: ['الخلايا الليمفاوية T المساعدة', 'Helper T lymphocytes'],
      wrong: [
        [
          ['الخلايا الليمفاوية B', 'B lymphocytes'],
          [
            'الفيروس يرتبط بمستقبلات CD4 على الخلايا T المساعدة.',
            'The virus binds CD4 receptors on helper T cells.',
          ],
        ],
        [
          ['كرات الدم الحمراء', 'Red blood cells'],
          ['كرات الدم الحمراء لا تحمل مستقبلات الفيروس.', "Red cells do not carry the virus's receptors."],
        ],
        [
          ['الصفائح الدموية', 'Platelets'],
          ['الصفائح للتجلط، وليست هدف الفيروس.', 'Platelets are for clotting and are not its target.'],
        ],
      ],
      sol: [
        [
          'بتدمير الخلايا T المساعدة التي تنسق الاستجابة المناعية يضعف الجهاز المناعي كله (الإيدز).',
          'By destroying the helper T cells that coordinate the response, it weakens the whole immune system (AIDS).',
        ],
      ],
      hints: [
        [
          'الفيروس يدمر الخلايا التي تنسق الاستجابة المناعية كلها.',
          'The virus destroys the cells that coordinate the whole response.',
        ],
        ['هذه الخلايا تحمل مستقبلات CD4.', 'These cells carry CD4 receptors.'],
      ],
    }),
    choice({
      s: 'defence',
      d: 1,
      q: ['خط الدفاع الأول عن الجسم ضد الميكروبات:', "The body's first line of defence against microbes is:"],
      ok: ['الجلد والأغشية المخاطية', 'The skin and mucous membranes'],
      wrong: [
        [
          ['الأجسام المضادة', 'Antibodies'],
          [
            'الأجسام المضادة من المناعة المتخصصة (خط الدفاع الثالث).',
            'Antibodies belong to specific immunity (the third line).',
          ],
        ],
        [
          ['الخلايا الليمفاوية T', 'T lymphocytes'],
          [
            'الخلايا T من المناعة المتخصصة، لا الخط الأول.',
            'T cells are specific immunity, not the first line.',
          ],
        ],
        [
          ['الحمى والالتهاب', 'Fever and inflammation'],
          [
            'هذه من خط الدفاع الثاني بعد دخول الميكروب.',
            'These are the second line, once a microbe is inside.',
          ],
        ],
      ],
      sol: [
        [
          'الخط الأول حواجز تمنع دخول الميكروب أصلًا: الجلد والمخاط والإفرازات مثل الدموع وحمض المعدة.',
          'The first line is barriers that stop microbes getting in: skin, mucus and secretions such as tears and stomach acid.',
        ],
      ],
      hints: [
        ['الخط الأول يمنع دخول الميكروب من الأساس.', 'The first line keeps microbes out in the first place.'],
        [
          'ابحث عن حاجز يغطي الجسم من الخارج ويبطن فتحاته.',
          'Look for a barrier covering the body and lining its openings.',
        ],
      ],
    }),
  ]),

  ...unit('high-3-biology-dna', [
    short({
      s: 'bases',
      d: 1,
      q: [
        'ما القاعدة النيتروجينية التي ترتبط بالأدينين في جزيء DNA؟',
        'Which base pairs with adenine in DNA?',
      ],
      acc: ['الثايمين', 'ثايمين', 'الثيمين', 'thymine', 'T'],
      kt: ['الثايمين', 'thymine'],
      mistakes: [
        [
          'اليوراسيل',
          ['اليوراسيل يقابل الأدينين في RNA لا في DNA.', 'Uracil pairs with adenine in RNA, not DNA.'],
        ],
      ],
      sol: [
        [
          'قاعدة تزاوج القواعد: الأدينين مع الثايمين برابطتين هيدروجينيتين، والجوانين مع السيتوزين بثلاث.',
          'Base pairing: adenine with thymine by two hydrogen bonds, guanine with cytosine by three.',
        ],
      ],
      hints: [
        ['الجوانين يرتبط بالسيتوزين.', 'Guanine pairs with cytosine.'],
        ['في RNA يحل محلها اليوراسيل.', 'In RNA uracil takes its place.'],
      ],
    }),
    num({
      s: 'bases',
      d: 2,
      q: [
        'إذا كانت نسبة الأدينين في جزيء DNA هي 30%، فما نسبة الجوانين؟',
        "If adenine is 30% of a DNA molecule's bases, what percentage is guanine?",
      ],
      v: 20,
      unit: ['٪', '%'],
      mistakes: [
        ['30', ['الأدينين يساوي الثايمين لا الجوانين.', 'Adenine equals thymine, not guanine.']],
        ['70', ['نسيت أن الثايمين أيضًا 30%.', 'Forgot thymine is also 30%.']],
      ],
      sol: [
        ['A = T = 30%، فمجموعهما 60%.', 'A = T = 30%, together 60%.'],
        ['G + C = 40%، و G = C، إذن G = 20%', 'G + C = 40% and G = C, so G = 20%'],
      ],
      hints: [
        [
          'الأدينين يساوي الثايمين والجوانين يساوي السيتوزين.',
          'Adenine equals thymine; guanine equals cytosine.',
        ],
        ['مجموع النسب الأربع 100%.', 'The four add up to 100%.'],
      ],
    }),
    order({
      s: 'protein-synthesis',
      d: 1,
      q: [
        'رتب انتقال المعلومات الوراثية في بناء البروتين:',
        'Order the flow of genetic information in protein synthesis:',
      ],
      seq: [
        ['DNA في النواة', 'DNA in the nucleus'],
        ['mRNA (النسخ)', 'mRNA (transcription)'],
        ['الريبوسوم (الترجمة)', 'The ribosome (translation)'],
        ['سلسلة عديد الببتيد (البروتين)', 'Polypeptide chain (protein)'],
      ],
      sol: [
        [
          'يُنسخ جزء من DNA إلى mRNA في النواة، ويخرج إلى الريبوسوم فيُترجم إلى تتابع أحماض أمينية.',
          'A stretch of DNA is transcribed into mRNA in the nucleus, which goes to a ribosome and is translated into amino acids.',
        ],
      ],
      hints: [
        [
          'المعلومة تبدأ من المادة الوراثية في النواة.',
          'The information starts in the genetic material in the nucleus.',
        ],
        ['النسخ يسبق الترجمة.', 'Transcription comes before translation.'],
      ],
    }),
    choice({
      s: 'code',
      d: 1,
      q: ['الكودون (الشفرة الوراثية) على mRNA يتكون من:', 'A codon on mRNA consists of:'],
      ok: ['3 نيوكليوتيدات', '3 nucleotides'],
      wrong: [
        [
          ['2 نيوكليوتيد', '2 nucleotides'],
          [
            '4 قواعد في أزواج تعطي 16 تركيبًا فقط، أقل من 20 حمضًا أمينيًا.',
            'Pairs of 4 bases give only 16 combinations, fewer than 20 amino acids.',
          ],
        ],
        [
          ['4 نيوكليوتيدات', '4 nucleotides'],
          [
            'الخلط بعدد أنواع القواعد (4) وطول الكودون.',
            "Confusing the four kinds of base with the codon's length.",
          ],
        ],
        [
          ['نيوكليوتيد واحد', '1 nucleotide'],
          [
            '4 قواعد منفردة لا تكفي لتشفير 20 حمضًا أمينيًا.',
            'Four single bases cannot code for 20 amino acids.',
          ],
        ],
      ],
      sol: [
        [
          'ثلاث قواعد متتالية تعطي 4³ = 64 كودونًا، تكفي لتشفير 20 حمضًا أمينيًا وإشارات البدء والتوقف.',
          'Three bases give 4³ = 64 codons, enough for 20 amino acids plus start and stop signals.',
        ],
      ],
      hints: [
        ['هناك 4 أنواع من القواعد و 20 حمضًا أمينيًا.', 'There are 4 kinds of base and 20 amino acids.'],
        [
          'ما أقل طول يعطي 20 تركيبًا مختلفًا على الأقل؟',
          'What is the shortest length giving at least 20 combinations?',
        ],
      ],
    }),
    choice({
      s: 'protein-synthesis',
      d: 2,
      q: [
        'تحدث عملية النسخ (تكوين mRNA) في الخلايا حقيقية النواة في:',
        'In eukaryotic cells transcription (making mRNA) happens in the:',
      ],
      ok: ['النواة', 'Nucleus'],
      wrong: [
        [
          ['الريبوسوم', 'Ribosome'],
          [
            'الريبوسوم مكان الترجمة لا النسخ.',
            'The ribosome is where translation happens, not transcription.',
          ],
        ],
        [
          ['السيتوبلازم', 'Cytoplasm'],
          ['DNA لا يغادر النواة، فالنسخ يتم عنده.', 'DNA does not leave the nucleus, so it is copied there.'],
        ],
        [
          ['جهاز جولجي', 'Golgi apparatus'],
          [
            'جولجي يعدّل البروتينات ويغلفها بعد بنائها.',
            'The Golgi modifies and packages proteins after they are made.',
          ],
        ],
      ],
      sol: [
        [
          'يُنسخ mRNA على أحد شريطي DNA في النواة بواسطة إنزيم بلمرة RNA، ثم يخرج من الثقوب النووية.',
          'RNA polymerase copies mRNA from one DNA strand in the nucleus; it then leaves through the nuclear pores.',
        ],
      ],
      hints: [
        ['النسخ يحتاج DNA قالبًا؛ أين يوجد DNA؟', 'Transcription needs a DNA template; where is the DNA?'],
        ['الترجمة وحدها تحدث خارج هذا المكان.', 'Only translation happens outside that place.'],
      ],
    }),
  ]),
];
