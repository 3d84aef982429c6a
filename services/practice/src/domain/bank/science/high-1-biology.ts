import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from './write';

/** Secondary year 1, biology. */
export const HIGH_1_BIOLOGY: Item[] = [
  ...unit('high-1-biology-chemical-basis', [
    choice({
      s: 'macromolecules',
      d: 1,
      q: ['وحدات بناء البروتينات هي:', 'The building blocks of proteins are:'],
      ok: ['الأحماض الأمينية', 'Amino acids'],
      wrong: [
        [
          ['الجلوكوز', 'Glucose'],
          [
            'الجلوكوز وحدة بناء الكربوهيدرات المعقدة مثل النشا.',
            'Glucose builds carbohydrates such as starch.',
          ],
        ],
        [
          ['الأحماض الدهنية', 'Fatty acids'],
          ['الأحماض الدهنية تدخل في تركيب الليبيدات.', 'Fatty acids build lipids.'],
        ],
        [
          ['النيوكليوتيدات', 'Nucleotides'],
          ['النيوكليوتيدات وحدات بناء الأحماض النووية.', 'Nucleotides build nucleic acids.'],
        ],
      ],
      sol: [
        [
          'البروتين سلسلة (أو أكثر) من الأحماض الأمينية المرتبطة بروابط ببتيدية.',
          'A protein is one or more chains of amino acids joined by peptide bonds.',
        ],
      ],
      hints: [
        ['يوجد نحو 20 نوعًا منها في البروتينات.', 'About 20 kinds of them occur in proteins.'],
        ['كل وحدة فيها مجموعة أمين ومجموعة كربوكسيل.', 'Each unit has an amino group and a carboxyl group.'],
      ],
    }),
    short({
      s: 'macromolecules',
      d: 2,
      q: [
        'ما اسم الرابطة التي تربط بين حمضين أمينيين في البروتين؟',
        'What is the bond joining two amino acids in a protein called?',
      ],
      acc: [
        'الرابطة الببتيدية',
        'رابطة ببتيدية',
        'الببتيدية',
        'ببتيدية',
        'peptide bond',
        'peptide',
        'a peptide bond',
        'the peptide bond',
      ],
      kt: ['الرابطة الببتيدية', 'peptide bond'],
      mistakes: [
        [
          'رابطة جليكوسيدية',
          ['الرابطة الجليكوسيدية تربط السكريات الأحادية.', 'A glycosidic bond joins simple sugars.'],
        ],
      ],
      sol: [
        [
          'تتحد مجموعة الكربوكسيل لحمض أميني مع مجموعة الأمين لحمض آخر بفقد جزيء ماء (تكاثف).',
          'The carboxyl group of one amino acid joins the amino group of the next, losing a water molecule (condensation).',
        ],
      ],
      hints: [
        ['تتكون الرابطة بتفاعل تكاثف يخرج منه ماء.', 'The bond forms by condensation, releasing water.'],
        ['السلسلة القصيرة منها تسمى «عديد ...».', 'A short chain of them is called a "poly-..." .'],
      ],
    }),
    choice({
      s: 'enzymes',
      d: 2,
      q: ['الإنزيمات:', 'Enzymes:'],
      ok: [
        'بروتينات تسرّع التفاعلات الحيوية ولا تُستهلك فيها',
        'Are proteins that speed up reactions without being used up',
      ],
      wrong: [
        [
          ['تُستهلك في التفاعل ولا يمكن استخدامها ثانية', 'Are used up and cannot be reused'],
          [
            'الإنزيم عامل مساعد يخرج من التفاعل كما دخل.',
            'An enzyme is a catalyst and leaves the reaction unchanged.',
          ],
        ],
        [
          ['كربوهيدرات تخزن الطاقة', 'Are carbohydrates that store energy'],
          [
            'معظم الإنزيمات بروتينات، وتخزين الطاقة دور الكربوهيدرات والدهون.',
            'Most enzymes are proteins; storing energy is for carbohydrates and fats.',
          ],
        ],
        [
          ['ترفع طاقة التنشيط', 'Raise the activation energy'],
          [
            'الإنزيم يخفض طاقة التنشيط فيسرع التفاعل.',
            'An enzyme lowers the activation energy, speeding the reaction.',
          ],
        ],
      ],
      sol: [
        [
          'الإنزيم عامل مساعد حيوي بروتيني يخفض طاقة التنشيط، ويرتبط بمادة التفاعل في موقعه النشط ثم يخرج دون تغيير.',
          'An enzyme is a protein catalyst: it lowers activation energy, binds the substrate at its active site and comes out unchanged.',
        ],
      ],
      hints: [
        ['الإنزيم يعمل كعامل حفاز.', 'An enzyme acts as a catalyst.'],
        ['هل يتغير العامل الحفاز في نهاية التفاعل؟', 'Is a catalyst changed by the end of a reaction?'],
      ],
    }),
    choice({
      s: 'tests',
      d: 1,
      q: ['للكشف عن النشا في عينة غذاء نستخدم:', 'To test a food for starch we use:'],
      ok: ['محلول اليود (يصبح أزرق داكنًا)', 'Iodine solution (turns blue-black)'],
      wrong: [
        [
          ['محلول بندكت', "Benedict's solution"],
          [
            'بندكت يكشف عن السكريات المختزلة مثل الجلوكوز.',
            "Benedict's tests for reducing sugars such as glucose.",
          ],
        ],
        [
          ['كاشف بيوريت', 'Biuret reagent'],
          ['بيوريت يكشف عن البروتينات.', 'Biuret tests for proteins.'],
        ],
        [
          ['صبغة سودان III', 'Sudan III'],
          ['سودان III يكشف عن الدهون.', 'Sudan III tests for fats.'],
        ],
      ],
      sol: [
        [
          'اليود البني يتحول إلى اللون الأزرق الداكن (المسود) في وجود النشا.',
          'Brown iodine turns blue-black when starch is present.',
        ],
      ],
      hints: [
        ['لكل مجموعة غذائية كاشف خاص.', 'Each food group has its own test.'],
        [
          'الكاشف محلول بني اللون يُستخدم أيضًا مطهرًا للجروح.',
          'The reagent is a brown solution also used on wounds.',
        ],
      ],
    }),
    num({
      s: 'lipids',
      d: 1,
      q: [
        'كم جزيء حمض دهني يتحد مع جزيء جليسرول واحد لتكوين جزيء دهن ثلاثي الجليسريد؟',
        'How many fatty acid molecules join one glycerol molecule in a triglyceride?',
      ],
      v: 3,
      mistakes: [
        [
          '1',
          ['الجليسرول له ثلاث مجموعات هيدروكسيل، لا واحدة.', 'Glycerol has three hydroxyl groups, not one.'],
        ],
      ],
      sol: [
        [
          'الجليسرول كحول به ثلاث مجموعات OH، ترتبط كل منها بحمض دهني برابطة إستر.',
          'Glycerol is an alcohol with three OH groups, each bonded to a fatty acid by an ester link.',
        ],
      ],
      hints: [
        ['انظر إلى اسم المركب «ثلاثي الجليسريد».', 'Look at the name "triglyceride".'],
        ['كم مجموعة OH في جزيء الجليسرول؟', 'How many OH groups has a glycerol molecule?'],
      ],
    }),
  ]),

  ...unit('high-1-biology-cell', [
    choice({
      s: 'organelles',
      d: 1,
      q: [
        'العضية التي يتم فيها التنفس الهوائي وإنتاج معظم طاقة الخلية (ATP):',
        "The organelle where aerobic respiration makes most of the cell's ATP is:",
      ],
      ok: ['الميتوكوندريا', 'The mitochondrion'],
      wrong: [
        [
          ['الريبوسوم', 'The ribosome'],
          ['الريبوسوم مكان بناء البروتين.', 'The ribosome builds proteins.'],
        ],
        [
          ['البلاستيدة الخضراء', 'The chloroplast'],
          [
            'البلاستيدة تقوم بالبناء الضوئي، لا التنفس.',
            'The chloroplast does photosynthesis, not respiration.',
          ],
        ],
        [
          ['جهاز جولجي', 'The Golgi apparatus'],
          ['جولجي يعدّل المواد ويغلفها ويفرزها.', 'The Golgi modifies, packages and secretes materials.'],
        ],
      ],
      sol: [
        [
          'الميتوكوندريا «محطة الطاقة» في الخلية، يتم فيها التنفس الهوائي وإنتاج ATP.',
          'The mitochondrion is the cell\'s "power station", where aerobic respiration makes ATP.',
        ],
      ],
      hints: [
        ['تُلقَّب بمحطة الطاقة في الخلية.', "It is called the cell's power station."],
        ['لها غشاءان، والداخلي منهما مطوي في أعراف.', 'It has two membranes, the inner folded into cristae.'],
      ],
    }),
    choice({
      s: 'plant-animal',
      d: 1,
      q: [
        'تركيب يوجد في الخلية النباتية ولا يوجد في الخلية الحيوانية:',
        'A structure found in plant cells but not in animal cells is:',
      ],
      ok: ['الجدار الخلوي', 'The cell wall'],
      wrong: [
        [
          ['الغشاء البلازمي', 'The cell membrane'],
          ['كل الخلايا لها غشاء بلازمي.', 'Every cell has a membrane.'],
        ],
        [
          ['الميتوكوندريا', 'Mitochondria'],
          [
            'الخلايا النباتية والحيوانية كلتاهما تتنفس ولها ميتوكوندريا.',
            'Plant and animal cells both respire and have mitochondria.',
          ],
        ],
        [
          ['الريبوسومات', 'Ribosomes'],
          ['كل الخلايا تبني البروتين بالريبوسومات.', 'Every cell makes proteins on ribosomes.'],
        ],
      ],
      sol: [
        [
          'الخلية النباتية يحيط بها جدار سليلوزي خارج الغشاء البلازمي يعطيها الشكل والدعامة، ولا يوجد في الخلية الحيوانية.',
          'A plant cell has a cellulose wall outside its membrane giving shape and support; animal cells have none.',
        ],
      ],
      hints: [
        ['ابحث عن تركيب مسؤول عن ثبات شكل الخلية النباتية.', "Look for what keeps a plant cell's shape."],
        ['يتكون أساسًا من السليلوز.', 'It is made mainly of cellulose.'],
      ],
    }),
    short({
      s: 'organelles',
      d: 1,
      q: [
        'ما العضيات التي يتم عليها بناء البروتين في الخلية؟',
        'On which organelles are proteins built in the cell?',
      ],
      acc: ['الريبوسومات', 'ريبوسومات', 'الريبوسوم', 'ريبوسوم', 'ribosomes', 'ribosome', 'the ribosomes'],
      kt: ['الريبوسومات', 'ribosomes'],
      sol: [
        [
          'الريبوسومات حبيبات صغيرة، حرة في السيتوبلازم أو على الشبكة الإندوبلازمية الخشنة، تترجم mRNA إلى بروتين.',
          'Ribosomes are small granules, free or on rough ER, that translate mRNA into protein.',
        ],
      ],
      hints: [
        [
          'توجد على الشبكة الإندوبلازمية الخشنة فتعطيها خشونتها.',
          'They stud the rough endoplasmic reticulum.',
        ],
        ['أصغر العضيات وليس لها غشاء.', 'They are the smallest organelles, with no membrane.'],
      ],
    }),
    order({
      s: 'organisation',
      d: 1,
      q: [
        'رتب مستويات التنظيم في الكائن الحي من الأبسط إلى الأعقد:',
        'Order the levels of organisation in a living thing from simplest to most complex:',
      ],
      seq: [
        ['الخلية', 'Cell'],
        ['النسيج', 'Tissue'],
        ['العضو', 'Organ'],
        ['الجهاز', 'Organ system'],
        ['الكائن الحي', 'Organism'],
      ],
      sol: [
        [
          'خلايا متشابهة تكوّن نسيجًا، وعدة أنسجة تكوّن عضوًا، وعدة أعضاء تكوّن جهازًا، والأجهزة معًا تكوّن الكائن الحي.',
          'Similar cells make a tissue, tissues an organ, organs a system, and systems the organism.',
        ],
      ],
      hints: [
        ['الخلية هي وحدة البناء الأساسية.', 'The cell is the basic unit.'],
        [
          'القلب عضو، والجهاز الدوري يضم عدة أعضاء.',
          'The heart is an organ; the circulatory system holds several organs.',
        ],
      ],
    }),
    choice({
      s: 'history',
      d: 2,
      q: [
        'أول من شاهد الخلايا (في شريحة من الفلين) وأطلق عليها اسم «خلايا» هو:',
        'The first to see cells (in a slice of cork) and name them "cells" was:',
      ],
      ok: ['روبرت هوك', 'Robert Hooke'],
      wrong: [
        [
          ['ليفنهوك', 'Leeuwenhoek'],
          [
            'ليفنهوك أول من شاهد كائنات دقيقة حية بعدساته، لكن التسمية لهوك.',
            "Leeuwenhoek first saw living microbes, but the name is Hooke's.",
          ],
        ],
        [
          ['شلايدن', 'Schleiden'],
          [
            'شلايدن قرر بعد ذلك بكثير أن النباتات تتكون من خلايا.',
            'Schleiden stated much later that plants are made of cells.',
          ],
        ],
        [
          ['شفان', 'Schwann'],
          [
            'شفان قرر أن الحيوانات تتكون من خلايا (نظرية الخلية).',
            'Schwann stated that animals are made of cells (cell theory).',
          ],
        ],
      ],
      sol: [
        [
          'عام 1665 فحص روبرت هوك شريحة فلين بمجهر بسيط فرأى فجوات صغيرة سماها خلايا.',
          'In 1665 Robert Hooke looked at cork under a simple microscope and named the little chambers cells.',
        ],
      ],
      hints: [
        [
          'حدث ذلك في القرن السابع عشر باستخدام مجهر بسيط.',
          'It happened in the seventeenth century with an early microscope.',
        ],
        [
          'العالم إنجليزي، وله أيضًا قانون في المرونة.',
          'The scientist was English and also has a law of elasticity.',
        ],
      ],
    }),
  ]),

  ...unit('high-1-biology-division', [
    order({
      s: 'mitosis',
      d: 1,
      q: ['رتب أطوار الانقسام الميتوزي:', 'Put the phases of mitosis in order:'],
      seq: [
        ['الطور التمهيدي', 'Prophase'],
        ['الطور الاستوائي', 'Metaphase'],
        ['الطور الانفصالي', 'Anaphase'],
        ['الطور النهائي', 'Telophase'],
      ],
      sol: [
        [
          'تتكثف الكروموسومات (التمهيدي)، ثم تصطف عند خط الاستواء (الاستوائي)، ثم تنفصل الكروماتيدات إلى القطبين (الانفصالي)، ثم تتكون نواتان (النهائي).',
          'Chromosomes condense (prophase), line up at the equator (metaphase), chromatids separate to the poles (anaphase), two nuclei form (telophase).',
        ],
      ],
      hints: [
        ['يبدأ الانقسام بظهور الكروموسومات واضحة.', 'Division begins as the chromosomes become visible.'],
        [
          'الاصطفاف عند خط الاستواء يأتي قبل الانفصال إلى القطبين.',
          'Lining up at the equator comes before moving to the poles.',
        ],
      ],
    }),
    num({
      s: 'mitosis',
      d: 1,
      q: [
        'خلية جسدية في الإنسان بها 46 كروموسومًا انقسمت انقسامًا ميتوزيًا. كم كروموسومًا في كل خلية ناتجة؟',
        'A human body cell with 46 chromosomes divides by mitosis. How many chromosomes does each daughter cell have?',
      ],
      v: 46,
      mistakes: [
        [
          '23',
          ['الخلط بالانقسام الميوزي الذي ينصف العدد.', 'Confusing it with meiosis, which halves the number.'],
        ],
      ],
      sol: [
        [
          'الانقسام الميتوزي يعطي خليتين مطابقتين للخلية الأم في عدد الكروموسومات.',
          'Mitosis gives two cells identical to the parent in chromosome number.',
        ],
      ],
      hints: [
        ['الانقسام الميتوزي للنمو وتعويض الخلايا.', 'Mitosis is for growth and repair.'],
        ['هل تختلف الخلايا الناتجة عن الخلية الأم؟', 'Do the daughter cells differ from the parent?'],
      ],
    }),
    num({
      s: 'meiosis',
      d: 2,
      q: [
        'كم كروموسومًا في حيوان منوي للإنسان (ناتج عن الانقسام الميوزي)؟',
        'How many chromosomes are in a human sperm cell (made by meiosis)?',
      ],
      v: 23,
      mistakes: [
        ['46', ['الانقسام الميوزي يختزل العدد إلى النصف.', 'Meiosis halves the chromosome number.']],
      ],
      sol: [
        [
          'الانقسام الميوزي انقسام اختزالي: من 46 (2n) إلى 23 (n).',
          'Meiosis is a reduction division: from 46 (2n) to 23 (n).',
        ],
      ],
      hints: [
        ['الجاميتات أحادية المجموعة الكروموسومية (n).', 'Gametes are haploid (n).'],
        ['اقسم عدد الكروموسومات في الخلية الجسدية على 2.', "Halve the body cell's number."],
      ],
    }),
    choice({
      s: 'meiosis',
      d: 3,
      q: [
        'تحدث ظاهرة العبور (تبادل أجزاء بين الكروماتيدات) في:',
        'Crossing over (exchange between chromatids) happens in:',
      ],
      ok: ['الطور التمهيدي الأول للانقسام الميوزي', 'Prophase I of meiosis'],
      wrong: [
        [
          ['الطور الاستوائي للانقسام الميتوزي', 'Metaphase of mitosis'],
          [
            'في الميتوزي لا تتزاوج الكروموسومات المتماثلة فلا يحدث عبور.',
            'In mitosis homologues do not pair, so no crossing over.',
          ],
        ],
        [
          ['الطور الانفصالي الثاني', 'Anaphase II'],
          [
            'في الانفصالي الثاني تنفصل الكروماتيدات، والعبور حدث قبل ذلك بكثير.',
            'In anaphase II chromatids separate; crossing over happened long before.',
          ],
        ],
        [
          ['الطور البيني', 'Interphase'],
          [
            'في الطور البيني يتضاعف DNA، ولا تتزاوج الكروموسومات.',
            'DNA is copied in interphase; chromosomes do not pair.',
          ],
        ],
      ],
      sol: [
        [
          'في الطور التمهيدي الأول تتزاوج الكروموسومات المتماثلة في رباعيات، فتتبادل الكروماتيدات غير الشقيقة أجزاء منها.',
          'In prophase I homologous chromosomes pair as tetrads, and non-sister chromatids swap segments.',
        ],
      ],
      hints: [
        ['العبور يحتاج تزاوج الكروموسومات المتماثلة.', 'Crossing over needs homologous chromosomes paired.'],
        [
          'في أي انقسام تتكون الرباعيات؟ وفي أي طور منه؟',
          'In which division do tetrads form, and in which phase?',
        ],
      ],
    }),
    choice({
      s: 'mitosis',
      d: 1,
      q: [
        'في أي أطوار الانقسام الميتوزي تصطف الكروموسومات على خط استواء الخلية؟',
        "In which phase of mitosis do chromosomes line up on the cell's equator?",
      ],
      ok: ['الطور الاستوائي', 'Metaphase'],
      wrong: [
        [
          ['الطور التمهيدي', 'Prophase'],
          [
            'في التمهيدي تتكثف الكروموسومات ويختفي الغشاء النووي.',
            'In prophase chromosomes condense and the nuclear envelope breaks down.',
          ],
        ],
        [
          ['الطور الانفصالي', 'Anaphase'],
          ['في الانفصالي تتحرك الكروماتيدات إلى القطبين.', 'In anaphase chromatids move to the poles.'],
        ],
        [
          ['الطور النهائي', 'Telophase'],
          ['في النهائي تتكون نواتان جديدتان.', 'In telophase two new nuclei form.'],
        ],
      ],
      sol: [
        [
          'تتصل الكروموسومات بخيوط المغزل عند السنترومير وتصطف في مستوى خط الاستواء.',
          'Chromosomes attach to spindle fibres at their centromeres and line up on the equator.',
        ],
      ],
      hints: [
        ['اسم الطور مأخوذ من مكان الاصطفاف.', 'The phase is named after where they line up.'],
        ['هو الطور الثاني من الأطوار الأربعة.', 'It is the second of the four phases.'],
      ],
    }),
  ]),

  ...unit('high-1-biology-classification', [
    order({
      s: 'hierarchy',
      d: 2,
      q: [
        'رتب مستويات التصنيف من الأعم إلى الأخص:',
        'Order the levels of classification from the broadest to the narrowest:',
      ],
      seq: [
        ['المملكة', 'Kingdom'],
        ['الشعبة', 'Phylum'],
        ['الطائفة', 'Class'],
        ['الرتبة', 'Order'],
        ['الفصيلة', 'Family'],
        ['الجنس', 'Genus'],
        ['النوع', 'Species'],
      ],
      sol: [
        [
          'كل مستوى يضم عدة مستويات أصغر منه، من المملكة حتى النوع.',
          'Each level holds several of the next, from kingdom down to species.',
        ],
      ],
      hints: [
        ['أكبر مستوى هو المملكة وأصغره النوع.', 'The broadest is kingdom; the narrowest, species.'],
        [
          'الجنس يأتي مباشرة قبل النوع، والرتبة قبل الفصيلة.',
          'Genus comes just before species; order before family.',
        ],
      ],
    }),
    choice({
      s: 'naming',
      d: 1,
      q: [
        'العالم الذي وضع نظام التسمية الثنائية للكائنات الحية هو:',
        'The scientist who devised two-part (binomial) naming of living things was:',
      ],
      ok: ['لينيوس', 'Linnaeus'],
      wrong: [
        [
          ['داروين', 'Darwin'],
          [
            'داروين صاحب نظرية التطور بالانتخاب الطبيعي.',
            'Darwin is known for evolution by natural selection.',
          ],
        ],
        [
          ['أرسطو', 'Aristotle'],
          [
            'أرسطو قسّم الكائنات قديمًا إلى نباتات وحيوانات، دون تسمية ثنائية.',
            'Aristotle divided life into plants and animals, without binomial names.',
          ],
        ],
        [
          ['مندل', 'Mendel'],
          ['مندل أبو علم الوراثة.', 'Mendel is the father of genetics.'],
        ],
      ],
      sol: [
        [
          'وضع العالم السويدي لينيوس في القرن الثامن عشر نظام التسمية الثنائية: اسم الجنس ثم اسم النوع.',
          'The Swedish scientist Linnaeus, in the eighteenth century, named each organism by genus then species.',
        ],
      ],
      hints: [
        ['العالم سويدي من القرن الثامن عشر.', 'He was an eighteenth-century Swede.'],
        ['يُلقب بأبي علم التصنيف الحديث.', 'He is called the father of modern taxonomy.'],
      ],
    }),
    choice({
      s: 'naming',
      d: 2,
      q: [
        'في الاسم العلمي للإنسان Homo sapiens، ماذا تمثل كلمة Homo؟',
        "In the human's scientific name, Homo sapiens, what does the word Homo name?",
      ],
      ok: ['الجنس', 'The genus'],
      wrong: [
        [
          ['النوع', 'The species'],
          [
            'الظن أن الكلمة الأولى هي النوع؛ النوع هو الكلمة الثانية sapiens.',
            'Thinking the first word is the species; the species is the second word, sapiens.',
          ],
        ],
        [
          ['الفصيلة', 'The family'],
          [
            'الفصيلة لا تدخل في الاسم الثنائي؛ فصيلة الإنسان Hominidae.',
            'The family is not part of the two-part name; the human family is Hominidae.',
          ],
        ],
        [
          ['المملكة', 'The kingdom'],
          ['الاسم الثنائي لا يذكر المملكة.', 'The two-part name does not mention the kingdom.'],
        ],
      ],
      sol: [
        [
          'التسمية الثنائية للينيوس: الكلمة الأولى اسم الجنس وتبدأ بحرف كبير، والثانية اسم النوع بحروف صغيرة، ويكتب الاسم مائلًا أو تحته خط.',
          "Linnaeus's binomial name: the first word is the genus, with a capital; the second is the species, in lower case; the name is written in italics or underlined.",
        ],
      ],
      hints: [
        [
          'الاسم الثنائي يتكون من مستويين من مستويات التصنيف.',
          'The two-part name is made of two levels of classification.',
        ],
        [
          'الكلمة الأولى تبدأ بحرف كبير وتمثل المستوى الأعم من الاثنين.',
          'The first word has a capital letter and names the broader of the two levels.',
        ],
      ],
    }),
    short({
      s: 'hierarchy',
      d: 1,
      q: [
        'ما أصغر وحدة في التصنيف، وأفرادها يتزاوجون وينجبون أفرادًا خصبة؟',
        'What is the smallest unit of classification, whose members interbreed and have fertile young?',
      ],
      acc: ['النوع', 'نوع', 'species', 'the species'],
      kt: ['النوع', 'species'],
      sol: [
        [
          'أفراد النوع الواحد متشابهة وتتزاوج فيما بينها وتنتج أفرادًا خصبة.',
          'Members of one species are alike and interbreed, producing fertile offspring.',
        ],
      ],
      hints: [
        ['هو آخر مستوى في سلم التصنيف.', 'It is the last level of the hierarchy.'],
        [
          'يأتي مباشرة بعد الجنس، وهو الكلمة الثانية في الاسم العلمي.',
          'It comes right after genus, the second word of the scientific name.',
        ],
      ],
    }),
    choice({
      s: 'kingdoms',
      d: 2,
      q: ['إلى أي مملكة ينتمي عيش الغراب (المشروم)؟', 'To which kingdom does the mushroom belong?'],
      ok: ['الفطريات', 'Fungi'],
      wrong: [
        [
          ['النباتات', 'Plants'],
          [
            'الظن أنه نبات لأنه ثابت وينمو في التربة؛ لكنه لا يحتوي كلوروفيل ولا يصنع غذاءه.',
            'Thinking it is a plant because it stays put in soil; it has no chlorophyll and cannot make food.',
          ],
        ],
        [
          ['الحيوانات', 'Animals'],
          [
            'الفطريات غير ذاتية التغذية مثل الحيوان، لكن لها جدار خلوي من الكيتين وتمتص غذاءها.',
            'Fungi feed on others like animals, but have chitin walls and absorb their food.',
          ],
        ],
        [
          ['الطلائعيات', 'Protists'],
          [
            'عيش الغراب كائن عديد الخلايا له خيوط فطرية.',
            'A mushroom is multicellular, made of fungal threads (hyphae).',
          ],
        ],
      ],
      sol: [
        [
          'الفطريات حقيقية النواة، غير ذاتية التغذية، جدرها من الكيتين، وتمتص الغذاء من الوسط المحيط.',
          'Fungi are eukaryotes that cannot make food, have chitin walls and absorb food from around them.',
        ],
      ],
      hints: [
        ['هل يصنع المشروم غذاءه بالبناء الضوئي؟', 'Does a mushroom make food by photosynthesis?'],
        [
          'فكّر في الخميرة وعفن الخبز، من نفس المملكة.',
          'Think of yeast and bread mould, from the same kingdom.',
        ],
      ],
    }),
  ]),
];
