import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from './write';

/** Secondary year 3, chemistry. */
export const HIGH_3_CHEMISTRY: Item[] = [
  ...unit('high-3-chemistry-transition', [
    num({
      s: 'configuration',
      d: 2,
      q: [
        'كم إلكترونًا مفردًا في أيون الحديد III (Fe³⁺)؟ (العدد الذري للحديد 26)',
        "How many unpaired electrons has the iron(III) ion, Fe³⁺? (iron's atomic number is 26)",
      ],
      v: 5,
      mistakes: [
        ['4', ['هذا عدد الإلكترونات المفردة في Fe²⁺ (3d⁶).', 'That is Fe²⁺ (3d⁶).']],
        [
          '3',
          [
            'نزعت الإلكترونات الثلاثة من 3d؛ الأيون يفقد 4s أولًا.',
            'Took all three from 3d; the ion loses 4s first.',
          ],
        ],
      ],
      sol: [
        [
          'Fe: [Ar] 3d⁶ 4s². عند التأين يفقد إلكتروني 4s أولًا ثم إلكترونًا من 3d.',
          'Fe: [Ar] 3d⁶ 4s². On ionising it loses the two 4s electrons first, then one 3d.',
        ],
        [
          'Fe³⁺: [Ar] 3d⁵، وحسب قاعدة هوند تكون الخمسة مفردة.',
          "Fe³⁺: [Ar] 3d⁵; by Hund's rule all five are unpaired.",
        ],
      ],
      hints: [
        ['اكتب التوزيع الإلكتروني للحديد أولًا.', "Write iron's configuration first."],
        ['الإلكترونات تُفقد من 4s قبل 3d.', 'Electrons leave 4s before 3d.'],
      ],
    }),
    choice({
      s: 'colour',
      d: 2,
      q: ['أي الأيونات الآتية محاليله عديمة اللون؟', 'Which of these ions gives colourless solutions?'],
      ok: ['Zn²⁺', 'Zn²⁺'],
      wrong: [
        [
          ['Cu²⁺', 'Cu²⁺'],
          [
            'Cu²⁺ (3d⁹) ملون أزرق لأن فيه إلكترونًا مفردًا في d.',
            'Cu²⁺ (3d⁹) is blue: it has an unpaired d electron.',
          ],
        ],
        [
          ['Fe³⁺', 'Fe³⁺'],
          ['Fe³⁺ (3d⁵) ملون أصفر بني.', 'Fe³⁺ (3d⁵) is yellow-brown.'],
        ],
        [
          ['Cr³⁺', 'Cr³⁺'],
          ['Cr³⁺ (3d³) ملون أخضر.', 'Cr³⁺ (3d³) is green.'],
        ],
      ],
      sol: [
        [
          'اللون في أيونات العناصر الانتقالية يرجع إلى انتقالات إلكترونات d غير المكتملة. Zn²⁺ توزيعه 3d¹⁰ (مكتمل) فلا يمتص الضوء المرئي.',
          'Colour comes from electrons moving within an incomplete d sublevel. Zn²⁺ is 3d¹⁰ (full), so it absorbs no visible light.',
        ],
      ],
      hints: [
        ['اللون يحتاج مستوى فرعيًا d غير مكتمل.', 'Colour needs an incomplete d sublevel.'],
        [
          'اكتب توزيع 3d لكل أيون وابحث عن المكتمل أو الفارغ.',
          "Write each ion's 3d count and look for a full or empty one.",
        ],
      ],
    }),
    choice({
      s: 'magnetism',
      d: 1,
      q: [
        'تكون المادة بارامغناطيسية (تنجذب للمجال المغناطيسي) عندما:',
        'A substance is paramagnetic (drawn into a magnetic field) when:',
      ],
      ok: ['تحتوي على إلكترونات مفردة', 'It has unpaired electrons'],
      wrong: [
        [
          ['تكون كل إلكتروناتها مزدوجة', 'All its electrons are paired'],
          [
            'هذه صفة المادة الدايامغناطيسية التي تتنافر مع المجال.',
            'That describes a diamagnetic substance, which is repelled.',
          ],
        ],
        [
          ['يكون مستواها d ممتلئًا', 'Its d sublevel is full'],
          ['المستوى الممتلئ كل إلكتروناته مزدوجة.', 'A full sublevel has only paired electrons.'],
        ],
        [
          ['تكون فلزًا فقط', 'It is simply a metal'],
          [
            'ليست كل الفلزات بارامغناطيسية؛ العنصر الحاسم هو الإلكترونات المفردة.',
            'Not every metal is paramagnetic; what matters is unpaired electrons.',
          ],
        ],
      ],
      sol: [
        [
          'الإلكترون المفرد له عزم مغناطيسي غير ملغى، فتنجذب المادة للمجال، وكلما زاد عددها زاد العزم.',
          'An unpaired electron has an uncancelled magnetic moment, so the substance is attracted; more unpaired electrons, more moment.',
        ],
      ],
      hints: [
        [
          'الإلكترونان المزدوجان يلغي كل منهما العزم المغناطيسي للآخر.',
          "Two paired electrons cancel each other's magnetic moment.",
        ],
        ['متى يبقى عزم مغناطيسي غير ملغى؟', 'When is a moment left uncancelled?'],
      ],
    }),
    short({
      s: 'ores',
      d: 2,
      q: [
        'اكتب الصيغة الكيميائية لخام المجنتيت (أكسيد الحديد المغناطيسي).',
        'Write the formula of magnetite (magnetic iron oxide).',
      ],
      acc: ['Fe₃O₄', 'Fe3O4'],
      kt: ['Fe₃O₄', 'Fe₃O₄'],
      mistakes: [['Fe2O3', ['Fe₂O₃ هو الهيماتيت.', 'Fe₂O₃ is haematite.']]],
      sol: [
        [
          'المجنتيت أكسيد مختلط من FeO و Fe₂O₃، فصيغته Fe₃O₄.',
          'Magnetite is a mixed oxide of FeO and Fe₂O₃, hence Fe₃O₄.',
        ],
      ],
      hints: [
        [
          'الهيماتيت Fe₂O₃، والمجنتيت خليط منه ومن FeO.',
          'Haematite is Fe₂O₃; magnetite combines it with FeO.',
        ],
        ['اجمع ذرات FeO و Fe₂O₃.', 'Add up the atoms of FeO and Fe₂O₃.'],
      ],
    }),
    num({
      s: 'oxidation',
      d: 2,
      q: [
        'ما عدد تأكسد المنجنيز في برمنجنات البوتاسيوم KMnO₄؟',
        'What is the oxidation number of manganese in potassium permanganate, KMnO₄?',
      ],
      v: 7,
      mistakes: [['8', ['نسيت شحنة البوتاسيوم +1.', "Forgot potassium's +1."]]],
      sol: [
        ['(+1) + Mn + 4(−2) = 0', '(+1) + Mn + 4(−2) = 0'],
        ['Mn = 8 − 1 = +7', 'Mn = 8 − 1 = +7'],
      ],
      hints: [
        ['K = +1 و O = −2.', 'K = +1 and O = −2.'],
        ['المجموع صفر في المركب المتعادل.', 'They add to zero in a neutral compound.'],
      ],
    }),
  ]),

  ...unit('high-3-chemistry-analysis', [
    choice({
      s: 'anions',
      d: 2,
      q: [
        'أضيف محلول كلوريد الباريوم إلى محلول ملح فتكوّن راسب أبيض لا يذوب في حمض الهيدروكلوريك المخفف. الشق الحمضي هو:',
        'Barium chloride added to a salt solution gives a white precipitate that does not dissolve in dilute hydrochloric acid. The anion is:',
      ],
      ok: ['الكبريتات SO₄²⁻', 'Sulphate SO₄²⁻'],
      wrong: [
        [
          ['الكربونات CO₃²⁻', 'Carbonate CO₃²⁻'],
          [
            'راسب كربونات الباريوم يذوب في الحمض مع فوران CO₂.',
            'Barium carbonate dissolves in acid with fizzing CO₂.',
          ],
        ],
        [
          ['الكلوريد Cl⁻', 'Chloride Cl⁻'],
          [
            'الكلوريد يكشف بنترات الفضة لا بكلوريد الباريوم.',
            'Chloride is tested with silver nitrate, not barium chloride.',
          ],
        ],
        [
          ['النترات NO₃⁻', 'Nitrate NO₃⁻'],
          [
            'نترات الباريوم تذوب في الماء فلا تكوّن راسبًا.',
            'Barium nitrate is soluble, so no precipitate forms.',
          ],
        ],
      ],
      sol: [
        [
          'BaCl₂ + Na₂SO₄ → BaSO₄↓ + 2NaCl، وكبريتات الباريوم لا تذوب في الأحماض.',
          'BaCl₂ + Na₂SO₄ → BaSO₄↓ + 2NaCl; barium sulphate does not dissolve in acids.',
        ],
      ],
      hints: [
        [
          'أي أملاح الباريوم لا تذوب في الماء ولا في الأحماض؟',
          'Which barium salt dissolves in neither water nor acid?',
        ],
        [
          'الكربونات كانت ستذوب في الحمض مع فوران.',
          'A carbonate would have dissolved in the acid with fizzing.',
        ],
      ],
    }),
    num({
      s: 'titration',
      d: 2,
      q: [
        'لزم 20 ملّيلتر من حمض HCl تركيزه 0.1 مول/لتر لمعادلة 25 ملّيلتر من محلول NaOH. احسب تركيز NaOH.',
        '20 mL of 0.1 mol/L HCl neutralises 25 mL of NaOH solution. Find the NaOH concentration.',
      ],
      v: 0.08,
      tol: 0.0005,
      unit: ['مول/لتر', 'mol/L'],
      mistakes: [['0.125', ['قلبت الحجمين في القانون.', 'Swapped the two volumes.']]],
      sol: [
        ['النسبة 1 : 1، إذن M₁V₁ = M₂V₂.', 'The ratio is 1 : 1, so M₁V₁ = M₂V₂.'],
        ['M₂ = 0.1 × 20 ÷ 25 = 0.08', 'M₂ = 0.1 × 20 ÷ 25 = 0.08'],
      ],
      hints: [
        [
          'اكتب المعادلة الموزونة وانظر إلى نسبة المولات.',
          'Write the balanced equation and look at the mole ratio.',
        ],
        [
          'عند نقطة التعادل: مولات الحمض = مولات القاعدة.',
          'At the end point: moles of acid = moles of base.',
        ],
      ],
    }),
    choice({
      s: 'cations',
      d: 1,
      q: [
        'عند إضافة محلول هيدروكسيد الصوديوم إلى محلول ملح الحديد III يتكوّن راسب:',
        'Sodium hydroxide added to an iron(III) salt solution gives a precipitate that is:',
      ],
      ok: ['بني محمر', 'Reddish-brown'],
      wrong: [
        [
          ['أبيض جيلاتيني', 'White and gelatinous'],
          ['هذا راسب هيدروكسيد الألومنيوم.', 'That is aluminium hydroxide.'],
        ],
        [
          ['أزرق', 'Blue'],
          ['هذا راسب هيدروكسيد النحاس II.', 'That is copper(II) hydroxide.'],
        ],
        [
          ['أبيض مخضر', 'Greenish white'],
          ['هذا راسب هيدروكسيد الحديد II، لا الحديد III.', 'That is iron(II) hydroxide, not iron(III).'],
        ],
      ],
      sol: [
        [
          'FeCl₃ + 3NaOH → Fe(OH)₃↓ + 3NaCl، وهيدروكسيد الحديد III راسب بني محمر.',
          'FeCl₃ + 3NaOH → Fe(OH)₃↓ + 3NaCl; iron(III) hydroxide is reddish-brown.',
        ],
      ],
      hints: [
        ['الراسب هو Fe(OH)₃.', 'The precipitate is Fe(OH)₃.'],
        ['فكّر في لون صدأ الحديد.', 'Think of the colour of rust.'],
      ],
    }),
    short({
      s: 'gases',
      d: 1,
      q: [
        'ما الغاز الذي يعكّر ماء الجير الرائق؟ (اكتب صيغته أو اسمه)',
        'Which gas turns clear limewater milky? (formula or name)',
      ],
      acc: ['CO₂', 'CO2', 'ثاني أكسيد الكربون', 'ثانى أكسيد الكربون', 'carbon dioxide'],
      kt: ['CO₂', 'CO₂'],
      sol: [
        [
          'Ca(OH)₂ + CO₂ → CaCO₃↓ + H₂O، وكربونات الكالسيوم راسب أبيض يعكر المحلول.',
          'Ca(OH)₂ + CO₂ → CaCO₃↓ + H₂O; calcium carbonate is the white solid that clouds it.',
        ],
      ],
      hints: [
        ['ماء الجير محلول هيدروكسيد الكالسيوم.', 'Limewater is calcium hydroxide solution.'],
        [
          'الراسب الأبيض كربونات الكالسيوم؛ أي غاز يعطي الكربونات؟',
          'The white solid is calcium carbonate; which gas supplies the carbonate?',
        ],
      ],
    }),
    num({
      s: 'gravimetric',
      d: 3,
      q: [
        'رُسّب أيون الكلوريد في عينة على صورة كلوريد فضة AgCl فكانت كتلة الراسب 14.35 جم. احسب كتلة الكلور في العينة (Ag = 108، Cl = 35.5).',
        'The chloride in a sample is precipitated as silver chloride, AgCl: 14.35 g. Find the mass of chlorine in the sample (Ag = 108, Cl = 35.5).',
      ],
      v: 3.55,
      tol: 0.005,
      unit: ['جم', 'g'],
      sol: [
        [
          'الكتلة المولية لـ AgCl = 108 + 35.5 = 143.5، وعدد المولات = 14.35 ÷ 143.5 = 0.1 مول.',
          'Molar mass of AgCl = 108 + 35.5 = 143.5; moles = 14.35 ÷ 143.5 = 0.1.',
        ],
        ['كتلة الكلور = 0.1 × 35.5 = 3.55', 'Mass of chlorine = 0.1 × 35.5 = 3.55'],
      ],
      hints: [
        ['احسب عدد مولات AgCl.', 'Find the moles of AgCl.'],
        ['كل مول AgCl فيه مول واحد من الكلور.', 'Each mole of AgCl holds one mole of chlorine.'],
      ],
    }),
  ]),

  ...unit('high-3-chemistry-equilibrium', [
    choice({
      s: 'le-chatelier',
      d: 2,
      q: [
        'في التفاعل المتزن N₂(g) + 3H₂(g) ⇌ 2NH₃(g)، زيادة الضغط تزيح الاتزان:',
        'In N₂(g) + 3H₂(g) ⇌ 2NH₃(g), raising the pressure shifts the equilibrium:',
      ],
      ok: ['في الاتجاه الطردي', 'Forward, towards ammonia'],
      wrong: [
        [
          ['في الاتجاه العكسي', 'Backward'],
          [
            'الضغط يزيح الاتزان نحو عدد المولات الغازية الأقل، وهو الطردي هنا.',
            'Pressure favours fewer gas moles, which is forward here.',
          ],
        ],
        [
          ['لا يتأثر الاتزان', 'Not at all'],
          [
            'الضغط لا يؤثر فقط إذا تساوت مولات الغاز في الطرفين (4 و 2 هنا).',
            'Pressure has no effect only when the gas moles match (4 and 2 here).',
          ],
        ],
        [
          ['يتوقف التفاعل', 'The reaction stops'],
          ['الاتزان ديناميكي؛ التفاعلان مستمران.', 'Equilibrium is dynamic; both reactions go on.'],
        ],
      ],
      sol: [
        [
          'قاعدة لوشاتلييه: يقل الضغط بالتحول إلى الجانب الأقل مولات غازية: 4 مول ← 2 مول.',
          'Le Chatelier: the system relieves pressure by moving to fewer gas moles: 4 mol → 2 mol.',
        ],
      ],
      hints: [
        ['عدّ مولات الغاز في كل طرف.', 'Count the gas moles on each side.'],
        [
          'النظام يقاوم زيادة الضغط بتقليل عدد الجزيئات.',
          'The system resists higher pressure by making fewer molecules.',
        ],
      ],
    }),
    num({
      s: 'kc',
      d: 2,
      q: [
        'في التفاعل H₂ + I₂ ⇌ 2HI عند الاتزان: [H₂] = 0.1، [I₂] = 0.1، [HI] = 0.8 مول/لتر. احسب ثابت الاتزان Kc.',
        'For H₂ + I₂ ⇌ 2HI at equilibrium: [H₂] = 0.1, [I₂] = 0.1, [HI] = 0.8 mol/L. Find Kc.',
      ],
      v: 64,
      tol: 0.05,
      mistakes: [['80', ['لم ترفع تركيز HI للأس 2.', 'Did not square [HI].']]],
      sol: [
        ['Kc = [HI]² ÷ ([H₂][I₂])', 'Kc = [HI]² ÷ ([H₂][I₂])'],
        ['Kc = 0.64 ÷ 0.01 = 64', 'Kc = 0.64 ÷ 0.01 = 64'],
      ],
      hints: [
        ['النواتج في البسط والمتفاعلات في المقام.', 'Products on top, reactants below.'],
        ['كل تركيز يرفع لأس يساوي معامله في المعادلة.', 'Raise each concentration to its coefficient.'],
      ],
    }),
    choice({
      s: 'catalyst',
      d: 2,
      q: ['إضافة عامل حفاز إلى تفاعل متزن:', 'Adding a catalyst to a reaction at equilibrium:'],
      ok: ['يسرّع الوصول إلى الاتزان دون تغيير موضعه', 'Reaches equilibrium sooner without moving it'],
      wrong: [
        [
          ['يزيح الاتزان في الاتجاه الطردي', 'Shifts it forward'],
          ['الحفاز يسرع التفاعلين الطردي والعكسي بالقدر نفسه.', 'A catalyst speeds both directions equally.'],
        ],
        [
          ['يزيد قيمة ثابت الاتزان', 'Raises the equilibrium constant'],
          ['Kc لا يتغير إلا بتغير درجة الحرارة.', 'Kc changes only with temperature.'],
        ],
        [
          ['يزيد كمية النواتج عند الاتزان', 'Increases the yield at equilibrium'],
          ['الكميات عند الاتزان لا تتغير بالحفاز.', 'The equilibrium amounts are unchanged by a catalyst.'],
        ],
      ],
      sol: [
        [
          'الحفاز يخفض طاقة التنشيط للتفاعلين معًا، فيصل النظام للاتزان أسرع، ويبقى Kc وموضع الاتزان كما هما.',
          'A catalyst lowers the activation energy of both directions: equilibrium comes sooner, Kc and its position unchanged.',
        ],
      ],
      hints: [
        ['الحفاز يؤثر على طاقة التنشيط.', 'A catalyst acts on activation energy.'],
        ['هل يسرع الطردي فقط أم الاتجاهين؟', 'Does it speed the forward reaction only, or both?'],
      ],
    }),
    num({
      s: 'ph',
      d: 3,
      q: [
        'احسب pH لمحلول هيدروكسيد صوديوم تركيزه 0.01 مول/لتر عند 25 °س.',
        'Find the pH of 0.01 mol/L sodium hydroxide at 25 °C.',
      ],
      v: 12,
      mistakes: [['2', ['هذا pOH؛ pH = 14 − pOH.', 'That is the pOH; pH = 14 − pOH.']]],
      sol: [
        [
          'NaOH قاعدة قوية تامة التأين: [OH⁻] = 10⁻² مول/لتر، إذن pOH = 2.',
          'NaOH ionises fully: [OH⁻] = 10⁻² mol/L, so pOH = 2.',
        ],
        ['pH = 14 − 2 = 12', 'pH = 14 − 2 = 12'],
      ],
      hints: [
        ['المحلول قاعدي، فابدأ بتركيز OH⁻.', 'The solution is basic: start with [OH⁻].'],
        ['pH + pOH = 14.', 'pH + pOH = 14.'],
      ],
    }),
    short({
      s: 'le-chatelier',
      d: 1,
      q: [
        '«إذا حدث تغيير في أحد العوامل المؤثرة على نظام متزن، ينشط النظام في الاتجاه الذي يقلل أثر هذا التغيير». ما اسم هذه القاعدة؟',
        '"If a condition of a system at equilibrium changes, the system shifts so as to reduce the change." Name this principle.',
      ],
      acc: [
        'قاعدة لوشاتلييه',
        'لوشاتلييه',
        'مبدأ لوشاتلييه',
        'قاعدة لو شاتلييه',
        'لو شاتلييه',
        "le chatelier's principle",
        'le chatelier principle',
        'le chatelier',
        'le chateliers principle',
      ],
      kt: ['قاعدة لوشاتلييه', "Le Chatelier's principle"],
      sol: [
        [
          'القاعدة وضعها كيميائي فرنسي، وتُستخدم للتنبؤ بأثر التركيز والضغط والحرارة على الاتزان.',
          'A French chemist stated it; it predicts the effect of concentration, pressure and temperature on equilibrium.',
        ],
      ],
      hints: [
        ['القاعدة باسم كيميائي فرنسي.', 'It is named after a French chemist.'],
        ['يبدأ اسمه بأداة التعريف الفرنسية «لو».', 'His name starts with the French article "Le".'],
      ],
    }),
  ]),

  ...unit('high-3-chemistry-electrochemistry', [
    choice({
      s: 'galvanic',
      d: 1,
      q: ['في الخلية الجلفانية تحدث عملية الأكسدة عند:', 'In a galvanic cell, oxidation takes place at:'],
      ok: ['الأنود (القطب السالب)', 'The anode (negative pole)'],
      wrong: [
        [
          ['الكاثود (القطب الموجب)', 'The cathode (positive pole)'],
          ['الكاثود يحدث عنده الاختزال.', 'Reduction happens at the cathode.'],
        ],
        [
          ['القنطرة الملحية', 'The salt bridge'],
          [
            'القنطرة تنقل الأيونات فقط ولا تحدث فيها أكسدة.',
            'The salt bridge only carries ions; nothing is oxidised there.',
          ],
        ],
        [
          ['القطبين معًا', 'Both electrodes'],
          [
            'كل قطب له نصف تفاعل واحد: أكسدة أو اختزال.',
            'Each electrode has one half-reaction: oxidation or reduction.',
          ],
        ],
      ],
      sol: [
        [
          'الأنود يفقد فيه الفلز إلكترونات (أكسدة) فتسري الإلكترونات منه في السلك الخارجي، ولذلك هو القطب السالب في الخلية الجلفانية.',
          'At the anode the metal loses electrons (oxidation), which flow out through the wire; so in a galvanic cell it is the negative pole.',
        ],
      ],
      hints: [
        ['الأكسدة فقد إلكترونات.', 'Oxidation is losing electrons.'],
        [
          'من أي قطب تخرج الإلكترونات إلى الدائرة الخارجية؟',
          'From which electrode do electrons leave into the wire?',
        ],
      ],
    }),
    num({
      s: 'emf',
      d: 2,
      q: [
        'احسب القوة الدافعة الكهربية القياسية لخلية دانيال (خارصين - نحاس) إذا كان جهد الاختزال القياسي للنحاس +0.34 فولت وللخارصين −0.76 فولت.',
        'Find the standard emf of the Daniell (zinc–copper) cell: standard reduction potentials Cu +0.34 V, Zn −0.76 V.',
      ],
      v: 1.1,
      tol: 0.005,
      unit: ['فولت', 'V'],
      mistakes: [
        ['-0.42', ['جمعت الجهدين بدلًا من الطرح.', 'Added the potentials instead of subtracting.']],
        ['0.42', ['جمعت الجهدين بدلًا من الطرح.', 'Added the potentials instead of subtracting.']],
      ],
      sol: [
        [
          'emf = جهد اختزال الكاثود − جهد اختزال الأنود.',
          'emf = cathode reduction potential − anode reduction potential.',
        ],
        ['emf = 0.34 − (−0.76) = 1.1', 'emf = 0.34 − (−0.76) = 1.1'],
      ],
      hints: [
        [
          'النحاس هو الكاثود لأن جهد اختزاله أعلى.',
          'Copper is the cathode: its reduction potential is higher.',
        ],
        [
          'اطرح جهد الأنود من جهد الكاثود وانتبه للإشارة.',
          "Subtract the anode's potential from the cathode's; mind the sign.",
        ],
      ],
    }),
    num({
      s: 'faraday',
      d: 3,
      q: [
        'احسب كتلة النحاس المترسبة من محلول كبريتات النحاس II عند مرور 193000 كولوم (الفاراداي = 96500 كولوم، Cu = 63.5).',
        'Find the mass of copper deposited from copper(II) sulphate by 193000 C (1 F = 96500 C, Cu = 63.5).',
      ],
      v: 63.5,
      tol: 0.05,
      unit: ['جم', 'g'],
      mistakes: [
        [
          '127',
          [
            'نسيت أن أيون النحاس يحتاج إلكترونين (Cu²⁺).',
            'Forgot that a copper ion takes two electrons (Cu²⁺).',
          ],
        ],
      ],
      sol: [
        ['عدد الفاراداي = 193000 ÷ 96500 = 2 فاراداي.', 'Faradays = 193000 ÷ 96500 = 2 F.'],
        [
          'Cu²⁺ + 2e⁻ → Cu: كل 2 فاراداي ترسّب مولًا واحدًا = 63.5 جم.',
          'Cu²⁺ + 2e⁻ → Cu: 2 F deposit one mole = 63.5 g.',
        ],
      ],
      hints: [
        ['حوِّل الكولوم إلى فاراداي.', 'Turn the coulombs into faradays.'],
        ['كم فاراداي يلزم لترسيب مول واحد من النحاس؟', 'How many faradays deposit one mole of copper?'],
      ],
    }),
    short({
      s: 'galvanic',
      d: 1,
      q: [
        'ما اسم الجزء الذي يصل بين نصفي الخلية الجلفانية ويسمح بانتقال الأيونات بينهما؟',
        'What connects the two half-cells of a galvanic cell and lets ions move between them?',
      ],
      acc: ['القنطرة الملحية', 'قنطرة ملحية', 'القنطره الملحيه', 'salt bridge', 'the salt bridge'],
      kt: ['القنطرة الملحية', 'the salt bridge'],
      sol: [
        [
          'القنطرة أنبوبة بها محلول إلكتروليتي تحافظ على تعادل شحنة المحلولين فيستمر سريان التيار.',
          'It is a tube of electrolyte that keeps both solutions neutral so the current keeps flowing.',
        ],
      ],
      hints: [
        [
          'تحتوي على محلول إلكتروليت مثل كلوريد البوتاسيوم.',
          'It holds an electrolyte such as potassium chloride.',
        ],
        ['شكلها أنبوبة على هيئة حرف U تشبه الجسر.', 'It is a U-shaped tube, like a bridge.'],
      ],
    }),
    choice({
      s: 'corrosion',
      d: 2,
      q: [
        'يحمي طلاء الحديد بالخارصين (الجلفنة) الحديدَ من الصدأ حتى لو خُدش الطلاء، لأن الخارصين:',
        'A zinc coating (galvanising) protects iron even when scratched because zinc:',
      ],
      ok: ['أنشط من الحديد فيتأكسد بدلًا منه', 'Is more active than iron and corrodes instead'],
      wrong: [
        [
          ['أقل نشاطًا من الحديد', 'Is less active than iron'],
          [
            'لو كان أقل نشاطًا لتأكسد الحديد عند الخدش (كما في القصدير).',
            'If it were less active, the iron would corrode at the scratch (as with tin).',
          ],
        ],
        [
          ['يعزل الحديد عن الهواء فقط', 'Only keeps air away from the iron'],
          [
            'العزل وحده يفشل عند الخدش؛ الحماية هنا كاثودية (مضحية).',
            'Shielding alone fails at a scratch; the protection here is sacrificial.',
          ],
        ],
        [
          ['لا فلز', 'Is a non-metal'],
          ['الخارصين فلز.', 'Zinc is a metal.'],
        ],
      ],
      sol: [
        [
          'الخارصين يسبق الحديد في السلسلة الكهروكيميائية، فيصبح أنودًا ويتأكسد هو، ويبقى الحديد كاثودًا محميًا.',
          'Zinc is above iron in the electrochemical series, so it becomes the anode and corrodes while iron stays a protected cathode.',
        ],
      ],
      hints: [
        [
          'قارن موقعي الخارصين والحديد في السلسلة الكهروكيميائية.',
          'Compare zinc and iron in the electrochemical series.',
        ],
        ['أي الفلزين يصبح أنودًا عند الخدش؟', 'Which metal becomes the anode at a scratch?'],
      ],
    }),
  ]),

  ...unit('high-3-chemistry-organic', [
    num({
      s: 'alkanes',
      d: 1,
      q: [
        'كم ذرة هيدروجين في جزيء الألكان الذي يحتوي على 5 ذرات كربون؟',
        'How many hydrogen atoms are in the alkane with 5 carbon atoms?',
      ],
      v: 12,
      mistakes: [['10', ['هذه صيغة الألكين CₙH₂ₙ.', 'That is the alkene formula, CₙH₂ₙ.']]],
      sol: [
        ['الصيغة العامة للألكانات CₙH₂ₙ₊₂.', 'Alkanes follow CₙH₂ₙ₊₂.'],
        ['2 × 5 + 2 = 12 (البنتان C₅H₁₂)', '2 × 5 + 2 = 12 (pentane, C₅H₁₂)'],
      ],
      hints: [
        ['استخدم الصيغة العامة للألكانات.', 'Use the general formula of the alkanes.'],
        ['CₙH₂ₙ₊₂ مع n = 5.', 'CₙH₂ₙ₊₂ with n = 5.'],
      ],
    }),
    short({
      s: 'naming',
      d: 1,
      q: ['ما الاسم النظامي (IUPAC) للمركب CH₄؟', 'What is the IUPAC name of CH₄?'],
      acc: ['ميثان', 'الميثان', 'methane'],
      kt: ['الميثان', 'methane'],
      sol: [
        [
          'ذرة كربون واحدة مشبعة بالهيدروجين: أول الألكانات، والمقطع «ميث» يعني ذرة كربون واحدة.',
          'One carbon saturated with hydrogen: the first alkane; "meth-" means one carbon.',
        ],
      ],
      hints: [
        ['هو أبسط الألكانات.', 'It is the simplest alkane.'],
        ['المكون الرئيسي للغاز الطبيعي.', 'The main component of natural gas.'],
      ],
    }),
    choice({
      s: 'functional-groups',
      d: 1,
      q: ['المجموعة الوظيفية في الكحولات هي:', 'The functional group of the alcohols is:'],
      ok: ['الهيدروكسيل OH−', 'Hydroxyl −OH'],
      wrong: [
        [
          ['الكربوكسيل COOH−', 'Carboxyl −COOH'],
          ['هذه مجموعة الأحماض الكربوكسيلية.', "That is the carboxylic acids' group."],
        ],
        [
          ['الفورميل CHO−', 'Formyl −CHO'],
          ['هذه مجموعة الألدهيدات.', "That is the aldehydes' group."],
        ],
        [
          ['الأمينو NH₂−', 'Amino −NH₂'],
          ['هذه مجموعة الأمينات.', "That is the amines' group."],
        ],
      ],
      sol: [
        [
          'الكحول مشتق من الهيدروكربون بإحلال مجموعة هيدروكسيل محل ذرة هيدروجين، مثل الإيثانول C₂H₅OH.',
          "An alcohol replaces a hydrocarbon's hydrogen with a hydroxyl group, e.g. ethanol C₂H₅OH.",
        ],
      ],
      hints: [
        ['فكّر في صيغة الإيثانول C₂H₅OH.', 'Think of ethanol, C₂H₅OH.'],
        ['المجموعة من ذرة أكسجين وذرة هيدروجين.', 'The group is one oxygen and one hydrogen.'],
      ],
    }),
    choice({
      s: 'isomerism',
      d: 2,
      q: ['المتشكلات (الأيزومرات) مركبات لها:', 'Isomers are compounds with:'],
      ok: ['الصيغة الجزيئية نفسها وصيغ بنائية مختلفة', 'The same molecular formula but different structures'],
      wrong: [
        [
          ['الصيغة البنائية نفسها وصيغ جزيئية مختلفة', 'The same structure but different molecular formulas'],
          [
            'عكس التعريف؛ الصيغة البنائية تحدد الصيغة الجزيئية.',
            'The reverse; a structure fixes the molecular formula.',
          ],
        ],
        [
          ['كتل جزيئية مختلفة', 'Different molecular masses'],
          [
            'الصيغة الجزيئية نفسها تعني الكتلة الجزيئية نفسها.',
            'The same molecular formula means the same molecular mass.',
          ],
        ],
        [
          ['عدد نيوترونات مختلف', 'Different numbers of neutrons'],
          ['هذا تعريف النظائر لا المتشكلات.', 'That defines isotopes, not isomers.'],
        ],
      ],
      sol: [
        [
          'مثل الإيثانول وثنائي ميثيل الإيثر: كلاهما C₂H₆O لكن ترتيب الذرات مختلف فتختلف الخواص.',
          'Like ethanol and dimethyl ether: both C₂H₆O with atoms arranged differently, so their properties differ.',
        ],
      ],
      hints: [
        ['قارن الإيثانول وثنائي ميثيل الإيثر.', 'Compare ethanol and dimethyl ether.'],
        ['ما المشترك بينهما وما المختلف؟', 'What do they share, and what differs?'],
      ],
    }),
    order({
      s: 'alkanes',
      d: 2,
      q: [
        'رتب الألكانات الآتية حسب درجة الغليان تصاعديًا:',
        'Put these alkanes in order of boiling point, lowest first:',
      ],
      seq: [
        ['الميثان CH₄', 'Methane CH₄'],
        ['الإيثان C₂H₆', 'Ethane C₂H₆'],
        ['البروبان C₃H₈', 'Propane C₃H₈'],
        ['البيوتان C₄H₁₀', 'Butane C₄H₁₀'],
      ],
      sol: [
        [
          'كلما زادت الكتلة الجزيئية وطول السلسلة زادت قوى التجاذب بين الجزيئات فترتفع درجة الغليان.',
          'A longer chain and larger mass mean stronger forces between molecules, so a higher boiling point.',
        ],
      ],
      hints: [
        ['ما الذي يتغير بزيادة عدد ذرات الكربون؟', 'What changes as the carbon count grows?'],
        ['الجزيء الأكبر تجاذبه مع جيرانه أقوى.', 'A bigger molecule attracts its neighbours more.'],
      ],
    }),
  ]),
];
