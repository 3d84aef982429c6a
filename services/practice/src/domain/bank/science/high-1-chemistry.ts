import type { Item } from '../../items/types';
import { choice, num, short, unit } from './write';

/** Secondary year 1, chemistry. */
export const HIGH_1_CHEMISTRY: Item[] = [
  ...unit('high-1-chemistry-measurement', [
    choice({
      s: 'tools',
      d: 1,
      q: [
        'أي الأدوات الآتية تُستخدم لإضافة حجم دقيق من محلول نقطةً بنقطة في عملية المعايرة؟',
        'Which tool adds a precise volume of solution drop by drop in a titration?',
      ],
      ok: ['السحاحة', 'The burette'],
      wrong: [
        [
          ['المخبار المدرج', 'The measuring cylinder'],
          [
            'المخبار يقيس الحجم لكنه أقل دقة ولا يضيف نقطة بنقطة.',
            'A cylinder measures volume but less precisely and cannot add drop by drop.',
          ],
        ],
        [
          ['الدورق المخروطي', 'The conical flask'],
          [
            'الدورق المخروطي يوضع فيه المحلول المعاير ولا يقيس الحجم بدقة.',
            'The conical flask holds the solution being titrated; it does not measure volume precisely.',
          ],
        ],
        [
          ['الميزان الحساس', 'The sensitive balance'],
          ['الميزان يقيس الكتلة لا الحجم.', 'A balance measures mass, not volume.'],
        ],
      ],
      sol: [
        [
          'السحاحة أنبوبة مدرجة بصنبور في أسفلها تسمح بالتحكم في الإضافة وقراءة الحجم بدقة.',
          'A burette is a graduated tube with a tap at the bottom, so the volume added can be controlled and read precisely.',
        ],
      ],
      hints: [
        ['الأداة مدرجة ولها صنبور.', 'The tool is graduated and has a tap.'],
        ['هي أنبوبة طويلة تثبت رأسيًا فوق الدورق.', 'It is a long tube clamped upright over the flask.'],
      ],
    }),
    num({
      s: 'units',
      d: 1,
      q: ['حوِّل 250 ملّيلتر إلى لترات.', 'Convert 250 mL to litres.'],
      v: 0.25,
      tol: 0.0005,
      unit: ['لتر', 'L'],
      mistakes: [['250000', ['ضربت في 1000 بدلًا من القسمة.', 'Multiplied by 1000 instead of dividing.']]],
      sol: [
        [
          '1 لتر = 1000 ملّيلتر، إذن نقسم على 1000: 250 ÷ 1000 = 0.25',
          '1 L = 1000 mL, so divide by 1000: 250 ÷ 1000 = 0.25',
        ],
      ],
      hints: [
        ['كم ملّيلترًا في اللتر؟', 'How many mL are in a litre?'],
        ['من وحدة صغرى إلى كبرى نقسم.', 'Going to a bigger unit, divide.'],
      ],
    }),
    num({
      s: 'density',
      d: 1,
      q: [
        'قطعة ألومنيوم كتلتها 27 جم وحجمها 10 سم³. احسب كثافتها.',
        'A piece of aluminium has a mass of 27 g and a volume of 10 cm³. Find its density.',
      ],
      v: 2.7,
      tol: 0.005,
      unit: ['جم/سم³', 'g/cm³'],
      sol: [['الكثافة = الكتلة ÷ الحجم = 27 ÷ 10 = 2.7', 'Density = mass ÷ volume = 27 ÷ 10 = 2.7']],
      hints: [
        ['الكثافة كتلة وحدة الحجوم.', 'Density is mass per unit volume.'],
        ['اقسم الكتلة على الحجم.', 'Divide mass by volume.'],
      ],
    }),
    choice({
      s: 'units',
      d: 2,
      q: ['النانومتر يساوي:', 'One nanometre equals:'],
      ok: ['10⁻⁹ م', '10⁻⁹ m'],
      wrong: [
        [
          ['10⁻⁶ م', '10⁻⁶ m'],
          ['هذا الميكرومتر وليس النانومتر.', 'That is the micrometre, not the nanometre.'],
        ],
        [
          ['10⁻³ م', '10⁻³ m'],
          ['هذا الملّيمتر.', 'That is the millimetre.'],
        ],
        [
          ['10⁹ م', '10⁹ m'],
          [
            'أخطأت الإشارة؛ نانو جزء صغير جدًا لا مضاعف.',
            'Wrong sign; nano is a tiny fraction, not a multiple.',
          ],
        ],
      ],
      sol: [
        [
          'البادئة نانو تعني جزءًا من مليار، أي 10⁻⁹، وهي وحدة علم النانو تكنولوجي.',
          'The prefix nano means one billionth, 10⁻⁹, the scale of nanotechnology.',
        ],
      ],
      hints: [
        ['ملّي 10⁻³ ثم ميكرو 10⁻⁶ ثم ...', 'Milli is 10⁻³, micro 10⁻⁶, then ...'],
        ['نانو أصغر من ميكرو بألف مرة.', 'Nano is a thousand times smaller than micro.'],
      ],
    }),
    short({
      s: 'units',
      d: 1,
      q: ['ما وحدة قياس كمية المادة في النظام الدولي؟', 'What is the SI unit of amount of substance?'],
      acc: ['المول', 'مول', 'mole', 'mol', 'the mole'],
      kt: ['المول', 'mole'],
      sol: [
        [
          'كمية المادة تقاس بعدد الجسيمات، ووحدتها تحتوي على عدد أفوجادرو 6.02×10²³ من الجسيمات.',
          "Amount of substance counts particles; its unit holds Avogadro's number, 6.02×10²³ particles.",
        ],
      ],
      hints: [
        ['ليست الجرام؛ الجرام للكتلة.', 'Not the gram; that is for mass.'],
        ['الوحدة تحتوي على 6.02×10²³ جسيمًا.', 'The unit holds 6.02×10²³ particles.'],
      ],
    }),
  ]),

  ...unit('high-1-chemistry-mole', [
    num({
      s: 'molar-mass',
      d: 1,
      q: [
        'احسب الكتلة المولية للماء H₂O (H = 1، O = 16).',
        'Find the molar mass of water, H₂O (H = 1, O = 16).',
      ],
      v: 18,
      unit: ['جم/مول', 'g/mol'],
      mistakes: [
        ['17', ['حسبت ذرة هيدروجين واحدة؛ في الجزيء ذرتان.', 'Counted one hydrogen; the molecule has two.']],
      ],
      sol: [['(2 × 1) + 16 = 18', '(2 × 1) + 16 = 18']],
      hints: [
        ['اجمع كتل كل الذرات في الجزيء.', 'Add the masses of all atoms in the molecule.'],
        ['كم ذرة هيدروجين في H₂O؟', 'How many hydrogen atoms are in H₂O?'],
      ],
    }),
    num({
      s: 'moles',
      d: 1,
      q: [
        'كم مولًا في 88 جم من ثاني أكسيد الكربون CO₂ (C = 12، O = 16)؟',
        'How many moles are in 88 g of carbon dioxide, CO₂ (C = 12, O = 16)?',
      ],
      v: 2,
      unit: ['مول', 'mol'],
      sol: [
        ['الكتلة المولية لـ CO₂ = 12 + 2 × 16 = 44 جم/مول.', 'Molar mass of CO₂ = 12 + 2 × 16 = 44 g/mol.'],
        ['عدد المولات = 88 ÷ 44 = 2', 'Moles = 88 ÷ 44 = 2'],
      ],
      hints: [
        ['احسب الكتلة المولية أولًا.', 'Find the molar mass first.'],
        ['عدد المولات = الكتلة ÷ الكتلة المولية.', 'Moles = mass ÷ molar mass.'],
      ],
    }),
    num({
      s: 'avogadro',
      d: 2,
      q: [
        'كم جزيئًا في 0.5 مول من الماء؟ اكتب الإجابة بوحدة 10²³ جزيء (عدد أفوجادرو 6.02×10²³).',
        "How many molecules are in 0.5 mol of water? Give it in units of 10²³ molecules (Avogadro's number 6.02×10²³).",
      ],
      v: 3.01,
      tol: 0.005,
      unit: ['×10²³ جزيء', '×10²³ molecules'],
      sol: [
        [
          'عدد الجزيئات = عدد المولات × عدد أفوجادرو = 0.5 × 6.02×10²³ = 3.01×10²³',
          "Molecules = moles × Avogadro's number = 0.5 × 6.02×10²³ = 3.01×10²³",
        ],
      ],
      hints: [
        ['المول الواحد فيه عدد أفوجادرو من الجزيئات.', "One mole holds Avogadro's number of molecules."],
        ['اضرب عدد المولات في 6.02.', 'Multiply the moles by 6.02.'],
      ],
    }),
    choice({
      s: 'gas-volume',
      d: 1,
      q: [
        'حجم المول الواحد من أي غاز في الظروف القياسية (STP) يساوي:',
        'One mole of any gas at STP occupies:',
      ],
      ok: ['22.4 لتر', '22.4 L'],
      wrong: [
        [
          ['1 لتر', '1 L'],
          ['الظن أن المول يشغل وحدة حجم واحدة.', 'Thinking a mole fills one unit of volume.'],
        ],
        [
          ['6.02×10²³ لتر', '6.02×10²³ L'],
          [
            'الخلط بين عدد الجسيمات (عدد أفوجادرو) والحجم.',
            'Mixing up the number of particles (Avogadro) with volume.',
          ],
        ],
        [
          ['يختلف باختلاف نوع الغاز', 'It depends on the gas'],
          [
            'قانون أفوجادرو: الحجوم المتساوية من الغازات تحتوي العدد نفسه من الجزيئات، أيًا كان الغاز.',
            "Avogadro's law: equal volumes of gases hold equal numbers of molecules, whatever the gas.",
          ],
        ],
      ],
      sol: [
        [
          'في الظروف القياسية (0 °س و 1 ضغط جوي) يشغل المول من أي غاز 22.4 لتر.',
          'At STP (0 °C and 1 atm) a mole of any gas fills 22.4 L.',
        ],
      ],
      hints: [
        ['الحجم لا يعتمد على نوع الغاز.', 'The volume does not depend on the gas.'],
        [
          'يسمى الحجم الجزيئي الجرامي، وهو أكثر من 20 لترًا بقليل.',
          'It is called the molar volume, a little over 20 L.',
        ],
      ],
    }),
    num({
      s: 'stoichiometry',
      d: 3,
      q: [
        'في التفاعل 2H₂ + O₂ → 2H₂O، احسب كتلة الماء الناتجة من احتراق 4 جم من الهيدروجين احتراقًا تامًا (H = 1، O = 16).',
        'In 2H₂ + O₂ → 2H₂O, find the mass of water formed when 4 g of hydrogen burns completely (H = 1, O = 16).',
      ],
      v: 36,
      unit: ['جم', 'g'],
      mistakes: [['18', ['نسيت أن 4 جم هيدروجين تساوي 2 مول.', 'Forgot that 4 g of hydrogen is 2 mol.']]],
      sol: [
        ['مولات H₂ = 4 ÷ 2 = 2 مول.', 'Moles of H₂ = 4 ÷ 2 = 2 mol.'],
        [
          'النسبة 2 H₂ : 2 H₂O، إذن 2 مول ماء = 2 × 18 = 36 جم.',
          'The ratio is 2 H₂ : 2 H₂O, so 2 mol of water = 2 × 18 = 36 g.',
        ],
      ],
      hints: [
        ['حوِّل كتلة الهيدروجين إلى مولات.', "Turn the hydrogen's mass into moles."],
        [
          'استخدم معاملات المعادلة الموزونة ثم حوِّل إلى جرامات.',
          "Use the balanced equation's ratio, then turn moles into grams.",
        ],
      ],
    }),
  ]),

  ...unit('high-1-chemistry-solutions', [
    num({
      s: 'ph',
      d: 2,
      q: [
        'محلول تركيز أيونات الهيدروجين فيه 10⁻³ مول/لتر. احسب الأس الهيدروجيني pH.',
        'A solution has a hydrogen-ion concentration of 10⁻³ mol/L. Find its pH.',
      ],
      v: 3,
      mistakes: [
        [
          '-3',
          ['pH = −log[H⁺]؛ الإشارة السالبة تجعله موجبًا.', 'pH = −log[H⁺]; the minus sign makes it positive.'],
        ],
        ['11', ['هذا pOH وليس pH.', 'That is the pOH, not the pH.']],
      ],
      sol: [['pH = −log[H⁺] = −log(10⁻³) = 3', 'pH = −log[H⁺] = −log(10⁻³) = 3']],
      hints: [
        [
          'pH هو سالب لوغاريتم تركيز أيون الهيدروجين.',
          'pH is minus the log of the hydrogen-ion concentration.',
        ],
        ['لوغاريتم 10 مرفوعة لأس يساوي الأس نفسه.', 'The log of 10 to a power is that power.'],
      ],
    }),
    choice({
      s: 'ph',
      d: 1,
      q: ['محلول قيمة pH له 10 يكون:', 'A solution of pH 10 is:'],
      ok: ['قاعديًا', 'Basic (alkaline)'],
      wrong: [
        [
          ['حمضيًا', 'Acidic'],
          [
            'الظن أن الرقم الأكبر حموضة أكبر؛ كلما زاد pH قلت الحموضة.',
            'Thinking a bigger number is more acidic; a higher pH is less acidic.',
          ],
        ],
        [
          ['متعادلًا', 'Neutral'],
          ['المتعادل قيمته 7 عند 25 °س.', 'Neutral is 7 at 25 °C.'],
        ],
        [
          ['حمضيًا قويًا', 'Strongly acidic'],
          ['الحمض القوي قيمته قريبة من الصفر أو 1.', 'A strong acid has a pH near 0 or 1.'],
        ],
      ],
      sol: [
        [
          'المقياس من 0 إلى 14: أقل من 7 حمضي، و 7 متعادل، وأكبر من 7 قاعدي.',
          'On the 0–14 scale: below 7 acidic, 7 neutral, above 7 basic.',
        ],
      ],
      hints: [
        ['أين يقع 7 على مقياس pH؟', 'Where is 7 on the pH scale?'],
        ['قارن 10 بالقيمة المتعادلة.', 'Compare 10 with the neutral value.'],
      ],
    }),
    num({
      s: 'molarity',
      d: 2,
      q: [
        'أذيب 0.5 مول من مادة في ماء حتى أصبح حجم المحلول 250 ملّيلتر. احسب التركيز المولاري.',
        '0.5 mol of a solute is made up to 250 mL of solution. Find the molarity.',
      ],
      v: 2,
      unit: ['مول/لتر', 'mol/L'],
      mistakes: [
        ['0.002', ['استخدمت الحجم بالملّيلتر بدلًا من اللتر.', 'Used the volume in mL instead of L.']],
      ],
      sol: [
        ['الحجم = 250 ÷ 1000 = 0.25 لتر.', 'Volume = 250 ÷ 1000 = 0.25 L.'],
        [
          'المولارية = عدد المولات ÷ الحجم باللتر = 0.5 ÷ 0.25 = 2',
          'Molarity = moles ÷ litres = 0.5 ÷ 0.25 = 2',
        ],
      ],
      hints: [
        ['المولارية عدد المولات في لتر من المحلول.', 'Molarity is moles per litre of solution.'],
        ['حوِّل الحجم إلى لترات قبل القسمة.', 'Convert the volume to litres before dividing.'],
      ],
    }),
    short({
      s: 'acids',
      d: 1,
      q: [
        'حسب أرهينيوس، الحمض مادة تتأين في الماء وتعطي أيون:',
        'By Arrhenius, an acid is a substance that ionises in water to give which ion?',
      ],
      acc: [
        'أيون الهيدروجين',
        'ايون الهيدروجين',
        'الهيدروجين',
        'H+',
        'H⁺',
        'hydrogen ion',
        'hydrogen',
        'H3O+',
        'H₃O⁺',
        'hydronium',
        'أيون الهيدرونيوم',
        'الهيدرونيوم',
      ],
      kt: ['أيون الهيدروجين', 'hydrogen ion'],
      mistakes: [
        [
          'OH-',
          ['أيون الهيدروكسيد تعطيه القاعدة لا الحمض.', 'The hydroxide ion comes from a base, not an acid.'],
        ],
      ],
      sol: [
        [
          'الحمض عند أرهينيوس يتأين في الماء ويعطي أيونات H⁺ (تتحد بالماء مكونة H₃O⁺)، والقاعدة تعطي OH⁻.',
          'An Arrhenius acid ionises in water to give H⁺ (joined to water as H₃O⁺); a base gives OH⁻.',
        ],
      ],
      hints: [
        [
          'القاعدة تعطي أيون الهيدروكسيد؛ الحمض يعطي أيونًا آخر.',
          'A base gives the hydroxide ion; an acid gives another.',
        ],
        ['هو أيون موجب لأخف العناصر.', 'It is the positive ion of the lightest element.'],
      ],
    }),
    choice({
      s: 'neutralisation',
      d: 1,
      q: [
        'عند تفاعل حمض مع قاعدة تفاعلًا تامًا (تعادل) ينتج:',
        'When an acid fully neutralises a base, the products are:',
      ],
      ok: ['ملح وماء', 'A salt and water'],
      wrong: [
        [
          ['غاز الهيدروجين', 'Hydrogen gas'],
          ['الهيدروجين ينتج من تفاعل الحمض مع فلز نشط.', 'Hydrogen comes from an acid and an active metal.'],
        ],
        [
          ['ثاني أكسيد الكربون وماء فقط', 'Only carbon dioxide and water'],
          ['CO₂ ينتج من تفاعل الحمض مع كربونات.', 'CO₂ comes from an acid and a carbonate.'],
        ],
        [
          ['غاز الأكسجين', 'Oxygen gas'],
          ['لا ينطلق أكسجين في التعادل.', 'No oxygen is given off in neutralisation.'],
        ],
      ],
      sol: [
        [
          'H⁺ من الحمض يتحد مع OH⁻ من القاعدة مكونًا ماء، وتكوّن الأيونات الباقية ملحًا، مثل: HCl + NaOH → NaCl + H₂O.',
          'H⁺ from the acid meets OH⁻ from the base to form water; the other ions form a salt: HCl + NaOH → NaCl + H₂O.',
        ],
      ],
      hints: [
        ['ماذا يكوّن H⁺ مع OH⁻؟', 'What do H⁺ and OH⁻ make together?'],
        ['جرّب HCl + NaOH: ما الذي يتكون من Na⁺ و Cl⁻؟', 'Try HCl + NaOH: what do Na⁺ and Cl⁻ make?'],
      ],
    }),
  ]),

  ...unit('high-1-chemistry-nuclear', [
    num({
      s: 'half-life',
      d: 2,
      q: [
        'عينة من عنصر مشع كتلتها 80 جم وعمر النصف له 5 أيام. احسب الكتلة المتبقية بعد 15 يومًا.',
        'A radioactive sample of 80 g has a half-life of 5 days. Find the mass left after 15 days.',
      ],
      v: 10,
      unit: ['جم', 'g'],
      mistakes: [
        ['26.7', ['قسمت على 3 بدلًا من التنصيف 3 مرات.', 'Divided by 3 instead of halving three times.']],
        ['40', ['نصّفت مرة واحدة فقط.', 'Halved only once.']],
      ],
      sol: [
        ['عدد فترات عمر النصف = 15 ÷ 5 = 3.', 'Half-lives = 15 ÷ 5 = 3.'],
        ['80 → 40 → 20 → 10', '80 → 40 → 20 → 10'],
      ],
      hints: [
        ['كم فترة عمر نصف في 15 يومًا؟', 'How many half-lives fit in 15 days?'],
        ['في كل فترة تنقص الكتلة إلى النصف.', 'Each half-life halves the mass.'],
      ],
    }),
    choice({
      s: 'radiation',
      d: 1,
      q: ['جسيم ألفا هو:', 'An alpha particle is:'],
      ok: ['نواة ذرة هيليوم', 'A helium nucleus'],
      wrong: [
        [
          ['إلكترون سريع', 'A fast electron'],
          ['هذا جسيم بيتا.', 'That is a beta particle.'],
        ],
        [
          ['موجة كهرومغناطيسية', 'An electromagnetic wave'],
          ['هذه أشعة جاما، ولا كتلة لها ولا شحنة.', 'That is gamma radiation, with no mass or charge.'],
        ],
        [
          ['نيوترون', 'A neutron'],
          [
            'جسيم ألفا موجب الشحنة، والنيوترون متعادل.',
            'An alpha particle is positive; a neutron is neutral.',
          ],
        ],
      ],
      sol: [
        [
          'جسيم ألفا يتكون من بروتونين ونيوترونين، أي نواة هيليوم ⁴₂He، وشحنته +2.',
          'An alpha particle is two protons and two neutrons, a helium nucleus ⁴₂He, charge +2.',
        ],
      ],
      hints: [
        ['كتلته 4 وشحنته +2.', 'Its mass number is 4 and its charge +2.'],
        ['أي عنصر عدده الذري 2؟', 'Which element has atomic number 2?'],
      ],
    }),
    num({
      s: 'decay',
      d: 2,
      q: [
        'تحللت نواة يورانيوم ²³⁸₉₂U بانبعاث جسيم ألفا واحد. ما العدد الكتلي للنواة الناتجة؟',
        'A uranium nucleus ²³⁸₉₂U emits one alpha particle. What is the mass number of the new nucleus?',
      ],
      v: 234,
      mistakes: [
        [
          '236',
          ['طرحت 2 (العدد الذري لألفا) بدلًا من 4.', "Subtracted 2 (alpha's atomic number) instead of 4."],
        ],
      ],
      sol: [
        [
          'انبعاث ألفا يُنقص العدد الكتلي 4 والعدد الذري 2.',
          'Alpha emission lowers the mass number by 4 and the atomic number by 2.',
        ],
        ['238 − 4 = 234', '238 − 4 = 234'],
      ],
      hints: [
        ['ما العدد الكتلي لجسيم ألفا؟', "What is an alpha particle's mass number?"],
        ['اطرحه من العدد الكتلي لليورانيوم.', "Subtract it from uranium's mass number."],
      ],
    }),
    short({
      s: 'isotopes',
      d: 1,
      q: [
        'ذرات العنصر الواحد التي تتفق في العدد الذري وتختلف في عدد النيوترونات تسمى:',
        'Atoms of one element with the same atomic number but different numbers of neutrons are called:',
      ],
      acc: ['النظائر', 'نظائر', 'نظير', 'isotopes', 'isotope'],
      kt: ['النظائر', 'isotopes'],
      sol: [
        [
          'مثل الكربون-12 والكربون-14: العدد الذري نفسه (6) وعدد نيوترونات مختلف.',
          'Like carbon-12 and carbon-14: the same atomic number (6), different neutrons.',
        ],
      ],
      hints: [
        ['تختلف في العدد الكتلي فقط.', 'They differ only in mass number.'],
        ['مثال: الكربون-12 والكربون-14.', 'Example: carbon-12 and carbon-14.'],
      ],
    }),
    num({
      s: 'decay',
      d: 3,
      q: [
        'تتحلل نواة كربون ¹⁴₆C بانبعاث جسيم بيتا. ما العدد الذري للنواة الناتجة؟',
        'A ¹⁴₆C nucleus emits a beta particle. What is the atomic number of the new nucleus?',
      ],
      v: 7,
      mistakes: [
        ['5', ['بيتا يزيد العدد الذري ولا ينقصه.', 'Beta emission raises the atomic number, not lowers it.']],
        [
          '6',
          [
            'الظن أن بيتا لا يغير العدد الذري لأن كتلته مهملة.',
            'Thinking beta changes nothing because its mass is negligible.',
          ],
        ],
      ],
      sol: [
        [
          'في تحلل بيتا يتحول نيوترون إلى بروتون وإلكترون ينطلق، فيزيد العدد الذري 1 ويبقى العدد الكتلي.',
          'In beta decay a neutron turns into a proton and an emitted electron: atomic number +1, mass number unchanged.',
        ],
        ['6 + 1 = 7 (نيتروجين-14)', '6 + 1 = 7 (nitrogen-14)'],
      ],
      hints: [
        [
          'من أين يأتي الإلكترون المنطلق في تحلل بيتا؟',
          'Where does the emitted electron come from in beta decay?',
        ],
        [
          'نيوترون يتحول إلى بروتون: ماذا يحدث لعدد البروتونات؟',
          'A neutron becomes a proton: what happens to the proton count?',
        ],
      ],
    }),
  ]),
];
