import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from './write';

/** Secondary year 2, biology. */
export const HIGH_2_BIOLOGY: Item[] = [
  ...unit('high-2-biology-nutrition', [
    choice({
      s: 'enzymes',
      d: 1,
      q: ['الإنزيم الذي يبدأ هضم النشا في الفم:', 'The enzyme that starts digesting starch in the mouth is:'],
      ok: ['الأميليز اللعابي', 'Salivary amylase'],
      wrong: [
        [
          ['الببسين', 'Pepsin'],
          ['الببسين يهضم البروتينات في المعدة.', 'Pepsin digests proteins in the stomach.'],
        ],
        [
          ['الليبيز', 'Lipase'],
          ['الليبيز يهضم الدهون.', 'Lipase digests fats.'],
        ],
        [
          ['التربسين', 'Trypsin'],
          [
            'التربسين إنزيم بنكرياسي يهضم البروتينات في الأمعاء.',
            'Trypsin is a pancreatic protein enzyme in the intestine.',
          ],
        ],
      ],
      sol: [
        [
          'اللعاب يحتوي على الأميليز الذي يحول النشا إلى سكر المالتوز.',
          'Saliva contains amylase, which turns starch into maltose.',
        ],
      ],
      hints: [
        ['الإنزيم موجود في اللعاب.', 'The enzyme is in saliva.'],
        [
          'اسمه مشتق من الكلمة اللاتينية للنشا (amylum).',
          'Its name comes from the Latin for starch (amylum).',
        ],
      ],
    }),
    choice({
      s: 'digestion',
      d: 1,
      q: ['يبدأ هضم البروتينات في:', 'Protein digestion begins in the:'],
      ok: ['المعدة', 'Stomach'],
      wrong: [
        [
          ['الفم', 'Mouth'],
          ['اللعاب لا يحتوي إنزيمًا يهضم البروتين.', 'Saliva has no protein-digesting enzyme.'],
        ],
        [
          ['الأمعاء الدقيقة', 'Small intestine'],
          [
            'هضم البروتين يكتمل في الأمعاء، لكنه يبدأ قبلها.',
            'Protein digestion finishes in the intestine but starts earlier.',
          ],
        ],
        [
          ['الأمعاء الغليظة', 'Large intestine'],
          [
            'الأمعاء الغليظة تمتص الماء أساسًا، ولا تهضم.',
            'The large intestine mainly absorbs water; it does not digest.',
          ],
        ],
      ],
      sol: [
        [
          'في المعدة يتحول الببسينوجين إلى ببسين في الوسط الحمضي (HCl)، فيبدأ تحويل البروتين إلى ببتونات.',
          'In the stomach pepsinogen becomes pepsin in acid (HCl), which starts breaking proteins into peptones.',
        ],
      ],
      hints: [
        ['أين يوجد إنزيم الببسين؟', 'Where is pepsin found?'],
        ['العضو الذي يفرز حمض الهيدروكلوريك.', 'The organ that secretes hydrochloric acid.'],
      ],
    }),
    short({
      s: 'absorption',
      d: 1,
      q: [
        'ما اسم البروزات الإصبعية الدقيقة في جدار الأمعاء الدقيقة التي تزيد مساحة الامتصاص؟',
        "What are the tiny finger-like projections of the small intestine's wall that increase absorption called?",
      ],
      acc: ['الخملات', 'خملات', 'الخملات المعوية', 'villi', 'villus', 'the villi'],
      kt: ['الخملات', 'villi'],
      sol: [
        [
          'كل خملة بها شعيرات دموية ووعاء لبني، وتزيد مساحة سطح الامتصاص زيادة كبيرة.',
          'Each villus has capillaries and a lacteal, greatly increasing the absorbing surface.',
        ],
      ],
      hints: [
        ['تحتوي كل منها على وعاء لبني لامتصاص الدهون.', 'Each holds a lacteal for absorbing fats.'],
        ['مفردها «خملة».', 'The singular ends in "-us".'],
      ],
    }),
    order({
      s: 'digestion',
      d: 1,
      q: [
        'رتب أجزاء القناة الهضمية حسب مرور الطعام:',
        'Order the parts of the digestive tract as food passes through them:',
      ],
      seq: [
        ['الفم', 'Mouth'],
        ['المريء', 'Oesophagus'],
        ['المعدة', 'Stomach'],
        ['الأمعاء الدقيقة', 'Small intestine'],
        ['الأمعاء الغليظة', 'Large intestine'],
      ],
      sol: [
        [
          'يُمضغ الطعام في الفم، ويمر في المريء بالحركة الدودية إلى المعدة، ثم الأمعاء الدقيقة حيث يكتمل الهضم والامتصاص، ثم الغليظة.',
          'Food is chewed in the mouth, pushed down the oesophagus to the stomach, then to the small intestine for digestion and absorption, then the large.',
        ],
      ],
      hints: [
        ['المريء يصل الفم بالمعدة.', 'The oesophagus joins the mouth to the stomach.'],
        [
          'الامتصاص الرئيسي يحدث قبل امتصاص الماء في النهاية.',
          'Most absorption happens before the final water absorption.',
        ],
      ],
    }),
    choice({
      s: 'bile',
      d: 2,
      q: ['العصارة الصفراوية:', 'Bile:'],
      ok: ['تستحلب الدهون ولا تحتوي على إنزيمات', 'Emulsifies fats and contains no enzymes'],
      wrong: [
        [
          ['تحتوي على إنزيم يهضم الدهون', 'Contains an enzyme that digests fats'],
          [
            'الصفراء لا إنزيمات فيها؛ الليبيز من البنكرياس.',
            'Bile has no enzymes; lipase comes from the pancreas.',
          ],
        ],
        [
          ['تُفرز من الحوصلة الصفراوية', 'Is made by the gall bladder'],
          ['الكبد يفرزها، والحوصلة تخزنها فقط.', 'The liver makes it; the gall bladder only stores it.'],
        ],
        [
          ['تهضم البروتينات', 'Digests proteins'],
          ['الصفراء لا تهضم البروتين.', 'Bile does not digest proteins.'],
        ],
      ],
      sol: [
        [
          'يفرز الكبد الصفراء وتخزن في الحوصلة، وأملاحها تحول الدهون إلى قطيرات صغيرة (استحلاب) تزيد سطح عمل الليبيز.',
          'The liver makes bile, the gall bladder stores it; its salts break fat into droplets (emulsion) for lipase to work on.',
        ],
      ],
      hints: [
        ['هل كل العصارات الهاضمة فيها إنزيمات؟', 'Does every digestive juice contain enzymes?'],
        ['فكّر في عمل الصابون مع الزيت.', 'Think of what soap does to oil.'],
      ],
    }),
  ]),

  ...unit('high-2-biology-transport', [
    choice({
      s: 'plants',
      d: 1,
      q: [
        'الأنسجة التي تنقل الماء والأملاح من الجذر إلى الأوراق في النبات هي:',
        'The tissue that carries water and salts from root to leaves is:',
      ],
      ok: ['الخشب', 'Xylem'],
      wrong: [
        [
          ['اللحاء', 'Phloem'],
          [
            'اللحاء ينقل الغذاء الجاهز (السكريات) من الأوراق.',
            'Phloem carries made food (sugars) from the leaves.',
          ],
        ],
        [
          ['البشرة', 'Epidermis'],
          ['البشرة نسيج واقٍ يغطي النبات.', 'The epidermis is a protective covering.'],
        ],
        [
          ['الكامبيوم', 'Cambium'],
          [
            'الكامبيوم نسيج إنشائي ينتج خشبًا ولحاءً جديدين.',
            'Cambium is a growing tissue that makes new xylem and phloem.',
          ],
        ],
      ],
      sol: [
        [
          'أوعية الخشب وقصيباته أنابيب ميتة مغلظة باللجنين ينتقل فيها الماء والأملاح إلى أعلى بفعل قوة الشد الناتجة عن النتح.',
          'Xylem vessels and tracheids are dead, lignified tubes carrying water up, pulled by transpiration.',
        ],
      ],
      hints: [
        [
          'هناك نسيجان للنقل في النبات: أحدهما للماء والآخر للغذاء.',
          'Plants have two transport tissues: one for water, one for food.',
        ],
        ['نسيج الماء خلاياه ميتة ومغلظة باللجنين.', 'The water tissue is dead and lignified.'],
      ],
    }),
    order({
      s: 'circulation',
      d: 2,
      q: ['رتب مسار الدم بدءًا من الأذين الأيمن:', 'Order the path of blood starting at the right atrium:'],
      seq: [
        ['الأذين الأيمن', 'Right atrium'],
        ['البطين الأيمن', 'Right ventricle'],
        ['الرئتان', 'Lungs'],
        ['الأذين الأيسر', 'Left atrium'],
        ['البطين الأيسر', 'Left ventricle'],
      ],
      sol: [
        [
          'الدم غير المؤكسج يدخل الأذين الأيمن ثم البطين الأيمن الذي يدفعه في الشريان الرئوي إلى الرئتين، ويعود مؤكسجًا بالأوردة الرئوية إلى الأذين الأيسر ثم البطين الأيسر الذي يدفعه في الأورطى.',
          'Deoxygenated blood enters the right atrium, then the right ventricle, which pumps it to the lungs; oxygenated, it returns to the left atrium, then the left ventricle pumps it into the aorta.',
        ],
      ],
      hints: [
        ['الأذين يصب دائمًا في البطين الذي تحته.', 'An atrium always empties into the ventricle below it.'],
        ['الجانب الأيمن يرسل الدم إلى الرئتين.', 'The right side sends blood to the lungs.'],
      ],
    }),
    short({
      s: 'blood',
      d: 1,
      q: [
        'ما الصبغة الحمراء في كرات الدم الحمراء التي تحمل الأكسجين؟',
        'What red pigment in red blood cells carries oxygen?',
      ],
      acc: ['الهيموجلوبين', 'هيموجلوبين', 'الهيموغلوبين', 'hemoglobin', 'haemoglobin'],
      kt: ['الهيموجلوبين', 'haemoglobin'],
      sol: [
        [
          'بروتين يحتوي على الحديد، يتحد مع الأكسجين في الرئتين ويطلقه في الأنسجة.',
          'An iron-containing protein that takes up oxygen in the lungs and releases it in the tissues.',
        ],
      ],
      hints: [
        ['يحتوي على عنصر الحديد.', 'It contains iron.'],
        [
          'اسمه من «هيم» (الحديد) و «جلوبين» (البروتين).',
          'Its name joins "haem" (iron part) and "globin" (protein).',
        ],
      ],
    }),
    choice({
      s: 'circulation',
      d: 2,
      q: ['أي الأوعية الآتية يحمل دمًا غير مؤكسج؟', 'Which of these vessels carries deoxygenated blood?'],
      ok: ['الشريان الرئوي', 'The pulmonary artery'],
      wrong: [
        [
          ['الوريد الرئوي', 'The pulmonary vein'],
          [
            'الظن أن الأوردة كلها غير مؤكسجة؛ الوريد الرئوي يعيد دمًا مؤكسجًا من الرئتين.',
            'Thinking every vein is deoxygenated; the pulmonary vein brings oxygenated blood from the lungs.',
          ],
        ],
        [
          ['الأورطى', 'The aorta'],
          [
            'الأورطى يحمل دمًا مؤكسجًا من البطين الأيسر إلى الجسم.',
            'The aorta carries oxygenated blood from the left ventricle to the body.',
          ],
        ],
        [
          ['الشريان التاجي', 'The coronary artery'],
          [
            'الشريان التاجي يغذي عضلة القلب بدم مؤكسج.',
            'The coronary artery supplies oxygenated blood to the heart muscle.',
          ],
        ],
      ],
      sol: [
        [
          'الشريان يحمل الدم بعيدًا عن القلب أيًا كان نوعه؛ الشريان الرئوي يحمل الدم غير المؤكسج من البطين الأيمن إلى الرئتين.',
          'An artery carries blood away from the heart, whatever its kind; the pulmonary artery takes deoxygenated blood from the right ventricle to the lungs.',
        ],
      ],
      hints: [
        [
          'الشريان يُعرَّف باتجاه سريان الدم، لا بنوعه.',
          'An artery is defined by the direction of flow, not by the blood it carries.',
        ],
        ['أي وعاء يخرج من البطين الأيمن؟', 'Which vessel leaves the right ventricle?'],
      ],
    }),
    num({
      s: 'heart',
      d: 2,
      q: [
        'إذا كانت الدورة القلبية تستغرق 0.8 ث، فكم نبضة يدق القلب في الدقيقة؟',
        'If one cardiac cycle takes 0.8 s, how many beats does the heart make per minute?',
      ],
      v: 75,
      unit: ['نبضة/دقيقة', 'beats/min'],
      mistakes: [['48', ['ضربت 60 في 0.8 بدلًا من القسمة.', 'Multiplied 60 by 0.8 instead of dividing.']]],
      sol: [['الدقيقة 60 ث، وعدد النبضات = 60 ÷ 0.8 = 75', 'A minute is 60 s; beats = 60 ÷ 0.8 = 75']],
      hints: [
        ['كل دورة قلبية نبضة واحدة.', 'Each cardiac cycle is one beat.'],
        ['كم مرة تتكرر 0.8 ث في 60 ث؟', 'How many 0.8 s cycles fit in 60 s?'],
      ],
    }),
  ]),

  ...unit('high-2-biology-respiration', [
    num({
      s: 'glycolysis',
      d: 2,
      q: [
        'كم جزيء ATP صافيًا ينتج من تحلل جزيء جلوكوز واحد في مرحلة التحلل الجلايكولي؟',
        'How many ATP molecules (net) does glycolysis make from one glucose molecule?',
      ],
      v: 2,
      mistakes: [
        [
          '4',
          [
            'هذا الإجمالي؛ يُستهلك جزيئان في بداية المرحلة.',
            'That is the gross yield; two are used at the start.',
          ],
        ],
      ],
      sol: [
        [
          'ينتج التحلل الجلايكولي 4 جزيئات ATP ويستهلك 2 في بدايته.',
          'Glycolysis makes 4 ATP and uses 2 at its start.',
        ],
        ['الصافي = 4 − 2 = 2', 'Net = 4 − 2 = 2'],
      ],
      hints: [
        [
          'المرحلة تستهلك ATP في بدايتها لتنشيط الجلوكوز.',
          'The stage spends some ATP first to activate glucose.',
        ],
        ['اطرح المستهلك من الناتج.', 'Subtract what is spent from what is made.'],
      ],
    }),
    choice({
      s: 'anaerobic',
      d: 1,
      q: [
        'الناتج النهائي للتنفس اللاهوائي في عضلات الإنسان:',
        'The end product of anaerobic respiration in human muscle is:',
      ],
      ok: ['حمض اللاكتيك', 'Lactic acid'],
      wrong: [
        [
          ['الكحول الإيثيلي', 'Ethanol'],
          ['الكحول ناتج التخمر في الخميرة.', 'Ethanol comes from fermentation in yeast.'],
        ],
        [
          ['ثاني أكسيد الكربون والماء', 'Carbon dioxide and water'],
          ['هذه نواتج التنفس الهوائي.', 'Those are the products of aerobic respiration.'],
        ],
        [
          ['الجلوكوز', 'Glucose'],
          ['الجلوكوز مادة التنفس وليس ناتجه.', 'Glucose is what is respired, not a product.'],
        ],
      ],
      sol: [
        [
          'عند نقص الأكسجين في المجهود العنيف يتحول حمض البيروفيك إلى حمض اللاكتيك، وتراكمه يسبب إجهاد العضلات.',
          'With too little oxygen in hard exercise, pyruvic acid becomes lactic acid, whose build-up tires the muscles.',
        ],
      ],
      hints: [
        ['فكّر في سبب الإرهاق العضلي بعد الجري السريع.', 'Think of what makes muscles ache after a sprint.'],
        ['هو حمض موجود أيضًا في اللبن الرائب.', 'It is also the acid in sour milk.'],
      ],
    }),
    short({
      s: 'glycolysis',
      d: 2,
      q: [
        'ما اسم المرحلة الأولى من التنفس التي تحدث في السيتوبلازم ويتحول فيها الجلوكوز إلى حمض البيروفيك؟',
        'What is the first stage of respiration, in the cytoplasm, that turns glucose into pyruvic acid?',
      ],
      acc: [
        'التحلل الجلايكولي',
        'تحلل جلايكولي',
        'التحلل الجليكولي',
        'التحلل السكري',
        'الجلكزة',
        'glycolysis',
      ],
      kt: ['التحلل الجلايكولي', 'glycolysis'],
      sol: [
        [
          'يتحلل الجلوكوز (6 كربون) إلى جزيئين من حمض البيروفيك (3 كربون) دون حاجة إلى الأكسجين.',
          'Glucose (6 carbons) splits into two pyruvic acid molecules (3 carbons) without needing oxygen.',
        ],
      ],
      hints: [
        ['معنى الاسم «تكسير السكر».', 'The name means "splitting sugar".'],
        [
          'لا تحتاج هذه المرحلة إلى أكسجين وتحدث خارج الميتوكوندريا.',
          'It needs no oxygen and happens outside the mitochondria.',
        ],
      ],
    }),
    choice({
      s: 'krebs',
      d: 2,
      q: ['تحدث دورة كريبس في:', 'The Krebs cycle takes place in the:'],
      ok: ['حشوة (مادة أساس) الميتوكوندريا', 'Matrix of the mitochondrion'],
      wrong: [
        [
          ['السيتوبلازم', 'Cytoplasm'],
          ['السيتوبلازم مكان التحلل الجلايكولي.', 'The cytoplasm hosts glycolysis.'],
        ],
        [
          ['الغشاء الداخلي للميتوكوندريا', 'Inner mitochondrial membrane'],
          [
            'على الغشاء الداخلي توجد سلسلة نقل الإلكترونات.',
            'The electron transport chain sits on the inner membrane.',
          ],
        ],
        [
          ['الريبوسومات', 'Ribosomes'],
          ['الريبوسومات لبناء البروتين.', 'Ribosomes build proteins.'],
        ],
      ],
      sol: [
        [
          'يدخل حمض البيروفيك الميتوكوندريا فيتحول إلى أسيتيل مرافق الإنزيم-أ الذي يدخل دورة كريبس في الحشوة.',
          'Pyruvic acid enters the mitochondrion, becomes acetyl-CoA and joins the Krebs cycle in the matrix.',
        ],
      ],
      hints: [
        [
          'الدورة جزء من التنفس الهوائي داخل الميتوكوندريا.',
          'The cycle is part of aerobic respiration inside the mitochondrion.',
        ],
        [
          'ليست على الغشاء بل في السائل الذي يملأ الميتوكوندريا.',
          'Not on a membrane but in the fluid filling the mitochondrion.',
        ],
      ],
    }),
    choice({
      s: 'breathing',
      d: 1,
      q: ['أثناء الشهيق فإن الحجاب الحاجز:', 'During inhalation the diaphragm:'],
      ok: ['ينقبض ويتسطح', 'Contracts and flattens'],
      wrong: [
        [
          ['ينبسط ويتقبب لأعلى', 'Relaxes and domes upwards'],
          ['هذا ما يحدث في الزفير.', 'That happens during exhalation.'],
        ],
        [
          ['لا يتحرك', 'Does not move'],
          [
            'حركة الحجاب الحاجز أساسية في تغيير حجم التجويف الصدري.',
            "Its movement is key to changing the chest's volume.",
          ],
        ],
        [
          ['يدفع الهواء إلى الرئتين', 'Pushes air into the lungs'],
          ['الهواء يُسحب للداخل لانخفاض الضغط، لا يُدفع.', 'Air is drawn in by lower pressure, not pushed.'],
        ],
      ],
      sol: [
        [
          'انقباض الحجاب الحاجز وتسطحه يزيد حجم التجويف الصدري فيقل الضغط داخله ويندفع الهواء إلى الرئتين.',
          'The diaphragm contracts and flattens, enlarging the chest; pressure falls and air rushes in.',
        ],
      ],
      hints: [
        ['الشهيق يحتاج زيادة حجم التجويف الصدري.', 'Inhaling needs a bigger chest cavity.'],
        [
          'العضلة المنقبضة تقصر؛ ماذا يحدث لشكل القبة؟',
          'A contracting muscle shortens; what happens to the dome?',
        ],
      ],
    }),
  ]),

  ...unit('high-2-biology-excretion', [
    short({
      s: 'kidney',
      d: 1,
      q: [
        'ما الوحدة التركيبية والوظيفية للكلية؟',
        'What is the structural and functional unit of the kidney?',
      ],
      acc: ['النفرون', 'نفرون', 'الوحدة الكلوية', 'وحدة كلوية', 'nephron', 'the nephron'],
      kt: ['النفرون', 'the nephron'],
      sol: [
        [
          'تحتوي كل كلية على نحو مليون نفرون، يتكون كل منها من محفظة بومان والكبة والأنيبيبات.',
          "Each kidney has about a million nephrons, each with a Bowman's capsule, glomerulus and tubules.",
        ],
      ],
      hints: [
        ['في كل كلية نحو مليون منها.', 'Each kidney holds about a million of them.'],
        ['تبدأ بمحفظة بومان.', "It begins with Bowman's capsule."],
      ],
    }),
    order({
      s: 'urinary',
      d: 1,
      q: ['رتب مسار البول في الجهاز البولي:', 'Order the path of urine through the urinary system:'],
      seq: [
        ['الكلية', 'Kidney'],
        ['الحالب', 'Ureter'],
        ['المثانة', 'Bladder'],
        ['قناة مجرى البول', 'Urethra'],
      ],
      sol: [
        [
          'يتكون البول في الكلية، وينزل في الحالب إلى المثانة حيث يخزن، ثم يخرج عبر قناة مجرى البول.',
          'Urine forms in the kidney, flows down the ureter to the bladder for storage, then leaves through the urethra.',
        ],
      ],
      hints: [
        ['المثانة مكان التخزين.', 'The bladder is the store.'],
        ['الحالب يصل الكلية بالمثانة.', 'The ureter links kidney to bladder.'],
      ],
    }),
    choice({
      s: 'wastes',
      d: 1,
      q: ['الفضلة النيتروجينية الرئيسية في بول الإنسان:', 'The main nitrogenous waste in human urine is:'],
      ok: ['البولينا (اليوريا)', 'Urea'],
      wrong: [
        [
          ['حمض البوليك', 'Uric acid'],
          [
            'حمض البوليك الفضلة الرئيسية في الطيور والزواحف.',
            'Uric acid is the main waste of birds and reptiles.',
          ],
        ],
        [
          ['النشادر', 'Ammonia'],
          [
            'النشادر سامة ويطرحها أساسًا الكائنات المائية كالأسماك.',
            'Ammonia is toxic; water animals like fish excrete it.',
          ],
        ],
        [
          ['الجلوكوز', 'Glucose'],
          [
            'الجلوكوز ليس فضلة نيتروجينية، ويعاد امتصاصه كله عادة.',
            'Glucose is not nitrogenous and is normally all reabsorbed.',
          ],
        ],
      ],
      sol: [
        [
          'يحول الكبد النشادر السامة الناتجة من هدم الأحماض الأمينية إلى بولينا أقل سمية تطرحها الكليتان.',
          'The liver turns toxic ammonia from amino acids into less toxic urea, which the kidneys excrete.',
        ],
      ],
      hints: [
        ['العضو الذي يكوّنها هو الكبد.', 'The liver makes it.'],
        ['تتكون من النشادر وثاني أكسيد الكربون.', 'It is made from ammonia and carbon dioxide.'],
      ],
    }),
    choice({
      s: 'kidney',
      d: 2,
      q: ['تحدث عملية الترشيح الفائق في:', 'Ultrafiltration happens in the:'],
      ok: ['الكبة الكلوية ومحفظة بومان', "Glomerulus and Bowman's capsule"],
      wrong: [
        [
          ['التواء هنلي', 'Loop of Henle'],
          [
            'التواء هنلي يختص بتركيز البول وإعادة امتصاص الماء.',
            'The loop of Henle concentrates urine by reabsorbing water.',
          ],
        ],
        [
          ['القناة الجامعة', 'Collecting duct'],
          [
            'القناة الجامعة تجمع البول ويعاد فيها امتصاص الماء تحت تأثير ADH.',
            'The collecting duct gathers urine and reabsorbs water under ADH.',
          ],
        ],
        [
          ['الحالب', 'Ureter'],
          ['الحالب ينقل البول فقط.', 'The ureter only carries urine.'],
        ],
      ],
      sol: [
        [
          'ضغط الدم المرتفع في الكبة يدفع الماء والمواد الذائبة الصغيرة إلى محفظة بومان، وتبقى البروتينات والخلايا في الدم.',
          "High pressure in the glomerulus forces water and small solutes into Bowman's capsule; proteins and cells stay in the blood.",
        ],
      ],
      hints: [
        [
          'الترشيح يحتاج ضغط دم مرتفعًا في شبكة شعيرات.',
          'Filtration needs high pressure in a tuft of capillaries.',
        ],
        ['هي أول جزء في النفرون.', 'It is the first part of the nephron.'],
      ],
    }),
    choice({
      s: 'hormones',
      d: 3,
      q: ['الهرمون المضاد لإدرار البول (ADH) يؤدي إلى:', 'Antidiuretic hormone (ADH) leads to:'],
      ok: ['زيادة إعادة امتصاص الماء فيقل حجم البول', 'More water reabsorbed, so less urine'],
      wrong: [
        [
          ['زيادة حجم البول', 'More urine'],
          ['عكس عمله؛ اسمه «مضاد» لإدرار البول.', 'The reverse; its name says it works against urine flow.'],
        ],
        [
          ['إعادة امتصاص الجلوكوز', 'Glucose reabsorption'],
          [
            'الجلوكوز يعاد امتصاصه في الأنيبيب الملتوي القريب دون ADH.',
            'Glucose is reabsorbed in the proximal tubule without ADH.',
          ],
        ],
        [
          ['زيادة الترشيح في الكبة', 'More filtration in the glomerulus'],
          [
            'ADH يعمل على القناة الجامعة لا على الترشيح.',
            'ADH acts on the collecting duct, not on filtration.',
          ],
        ],
      ],
      sol: [
        [
          'عند نقص الماء في الجسم تفرز الغدة النخامية ADH فيزيد نفاذية القنوات الجامعة للماء، فيعاد امتصاصه ويصبح البول قليلًا مركزًا.',
          'When the body is short of water the pituitary releases ADH; collecting ducts let more water back, giving little, concentrated urine.',
        ],
      ],
      hints: [
        ['ما معنى «مضاد لإدرار البول»؟', 'What does "antidiuretic" mean?'],
        ['متى يحتاج الجسم إلى توفير الماء؟', 'When does the body need to save water?'],
      ],
    }),
  ]),
];
