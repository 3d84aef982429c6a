import type { Item } from '../../items/types';
import { choice, num, short, unit } from './write';

/** Secondary year 3, physics. */
export const HIGH_3_PHYSICS: Item[] = [
  ...unit('high-3-physics-current', [
    num({
      s: 'ohm',
      d: 1,
      q: [
        'مقاومة 4 أوم وُصلت بفرق جهد 12 فولت. احسب شدة التيار المار فيها.',
        'A 4 Ω resistor is connected across 12 V. Find the current through it.',
      ],
      v: 3,
      unit: ['أمبير', 'A'],
      mistakes: [
        ['48', ['ضربت الجهد في المقاومة؛ I = V ÷ R.', 'Multiplied voltage by resistance; I = V ÷ R.']],
      ],
      sol: [['قانون أوم: I = V ÷ R = 12 ÷ 4 = 3', "Ohm's law: I = V ÷ R = 12 ÷ 4 = 3"]],
      hints: [
        ['قانون أوم يربط الجهد والتيار والمقاومة.', "Ohm's law links voltage, current and resistance."],
        ['V = I R؛ اجعل I موضوع القانون.', 'V = I R; make I the subject.'],
      ],
    }),
    num({
      s: 'series',
      d: 1,
      q: [
        'احسب المقاومة المكافئة لمقاومتين 4 أوم و 6 أوم متصلتين على التوالي.',
        'Find the equivalent resistance of 4 Ω and 6 Ω in series.',
      ],
      v: 10,
      unit: ['أوم', 'Ω'],
      mistakes: [['2.4', ['هذه قيمة التوصيل على التوازي.', 'That is the parallel value.']]],
      sol: [['على التوالي: R = R₁ + R₂ = 4 + 6 = 10', 'In series: R = R₁ + R₂ = 4 + 6 = 10']],
      hints: [
        ['على التوالي يمر التيار نفسه في المقاومتين.', 'In series the same current flows through both.'],
        ['في التوالي تُجمع المقاومات مباشرة.', 'In series the resistances simply add.'],
      ],
    }),
    num({
      s: 'parallel',
      d: 2,
      q: [
        'احسب المقاومة المكافئة لمقاومتين 6 أوم و 3 أوم متصلتين على التوازي.',
        'Find the equivalent resistance of 6 Ω and 3 Ω in parallel.',
      ],
      v: 2,
      unit: ['أوم', 'Ω'],
      mistakes: [['9', ['جمعت المقاومتين كأنهما على التوالي.', 'Added them as if in series.']]],
      sol: [
        ['على التوازي: 1/R = 1/6 + 1/3 = 1/6 + 2/6 = 3/6', 'In parallel: 1/R = 1/6 + 1/3 = 1/6 + 2/6 = 3/6'],
        ['R = 6 ÷ 3 = 2', 'R = 6 ÷ 3 = 2'],
      ],
      hints: [
        ['على التوازي تُجمع مقلوبات المقاومات.', 'In parallel, add the reciprocals.'],
        [
          'المكافئة على التوازي أصغر من أصغر مقاومة.',
          'The parallel equivalent is smaller than the smallest resistor.',
        ],
      ],
    }),
    num({
      s: 'charge',
      d: 1,
      q: [
        'يمر تيار شدته 2 أمبير في موصل لمدة 5 ث. احسب كمية الكهربية المارة.',
        'A current of 2 A flows for 5 s. Find the charge that passes.',
      ],
      v: 10,
      unit: ['كولوم', 'C'],
      sol: [
        [
          'شدة التيار = الشحنة ÷ الزمن، إذن Q = I t = 2 × 5 = 10',
          'Current = charge ÷ time, so Q = I t = 2 × 5 = 10',
        ],
      ],
      hints: [
        ['الأمبير كولوم لكل ثانية.', 'An ampere is a coulomb per second.'],
        ['Q = I × t', 'Q = I × t'],
      ],
    }),
    choice({
      s: 'resistivity',
      d: 2,
      q: ['تزداد مقاومة سلك معدني عند:', 'The resistance of a metal wire increases when:'],
      ok: ['زيادة طوله', 'Its length increases'],
      wrong: [
        [
          ['زيادة مساحة مقطعه', 'Its cross-section increases'],
          [
            'الظن أن السلك السميك أكبر مقاومة؛ R تتناسب عكسيًا مع مساحة المقطع.',
            'Thinking a thick wire resists more; R is inversely proportional to area.',
          ],
        ],
        [
          ['تقصيره', 'It is shortened'],
          [
            'المقاومة تتناسب طرديًا مع الطول، فالتقصير يقللها.',
            'Resistance is proportional to length; shortening lowers it.',
          ],
        ],
        [
          ['صنعه من مادة أجود توصيلًا', 'It is made of a better conductor'],
          ['المادة الأجود توصيلًا مقاومتها النوعية أقل.', 'A better conductor has a lower resistivity.'],
        ],
      ],
      sol: [
        [
          'R = ρ L ÷ A: المقاومة تتناسب طرديًا مع الطول وعكسيًا مع مساحة المقطع.',
          'R = ρ L ÷ A: resistance grows with length and falls with cross-section.',
        ],
      ],
      hints: [
        ['تذكّر قانون المقاومة R = ρ L ÷ A.', 'Recall R = ρ L ÷ A.'],
        ['أي المتغيرات في البسط؟', 'Which quantities are in the numerator?'],
      ],
    }),
  ]),

  ...unit('high-3-physics-magnetism', [
    num({
      s: 'force-on-wire',
      d: 2,
      q: [
        'سلك طوله 0.3 م يمر به تيار 2 أمبير، موضوع عموديًا على مجال مغناطيسي كثافة فيضه 0.5 تسلا. احسب القوة المؤثرة عليه.',
        'A 0.3 m wire carrying 2 A lies perpendicular to a 0.5 T magnetic field. Find the force on it.',
      ],
      v: 0.3,
      tol: 0.005,
      unit: ['نيوتن', 'N'],
      sol: [
        ['F = B I L sin θ، و θ = 90°.', 'F = B I L sin θ, with θ = 90°.'],
        ['F = 0.5 × 2 × 0.3 = 0.3', 'F = 0.5 × 2 × 0.3 = 0.3'],
      ],
      hints: [
        [
          'القوة تعتمد على كثافة الفيض والتيار والطول والزاوية.',
          'The force depends on B, the current, the length and the angle.',
        ],
        ['F = B I L لأن السلك عمودي على المجال.', 'F = B I L since the wire is perpendicular.'],
      ],
    }),
    choice({
      s: 'field-shapes',
      d: 1,
      q: [
        'خطوط الفيض المغناطيسي حول سلك مستقيم يمر به تيار تكون:',
        'The magnetic field lines around a straight current-carrying wire are:',
      ],
      ok: ['دوائر متحدة المركز حول السلك', 'Concentric circles around the wire'],
      wrong: [
        [
          ['خطوطًا مستقيمة موازية للسلك', 'Straight lines parallel to the wire'],
          [
            'تصور المجال يسير مع التيار؛ المجال يلتف حول السلك.',
            'Picturing the field running with the current; it wraps around the wire.',
          ],
        ],
        [
          ['خطوطًا تخرج من السلك في كل الاتجاهات', 'Lines radiating out of the wire'],
          ['الخلط بالمجال الكهربي لشحنة نقطية.', 'Confusing it with the electric field of a point charge.'],
        ],
        [
          ['لا يوجد مجال حوله', 'There is no field'],
          [
            'تجربة أورستد أثبتت أن التيار يولد مجالًا مغناطيسيًا.',
            'Oersted showed that a current makes a magnetic field.',
          ],
        ],
      ],
      sol: [
        [
          'مركز الدوائر هو السلك، ويُعين اتجاهها بقاعدة قبضة اليد اليمنى لأمبير.',
          "The circles are centred on the wire; their direction follows Ampère's right-hand grip rule.",
        ],
      ],
      hints: [
        [
          'تذكّر تجربة أورستد وبرادة الحديد حول السلك.',
          "Recall Oersted's experiment and iron filings round the wire.",
        ],
        [
          'قاعدة قبضة اليد اليمنى: الأصابع تلتف حول الإبهام.',
          'The right-hand grip rule: the fingers curl around the thumb.',
        ],
      ],
    }),
    short({
      s: 'force-on-wire',
      d: 2,
      q: [
        'ما القاعدة التي يُعيَّن بها اتجاه القوة المؤثرة على سلك يمر به تيار في مجال مغناطيسي؟',
        'Which rule gives the direction of the force on a current-carrying wire in a magnetic field?',
      ],
      acc: [
        'قاعدة فلمنج لليد اليسرى',
        "fleming's left-hand rule",
        'fleming left hand rule',
        'flemings left hand rule',
        'فلمنج لليد اليسرى',
        'قاعدة فلمنج لليد اليسري',
        'قاعدة اليد اليسرى لفلمنج',
        'left hand rule',
        'قاعدة اليد اليسرى',
      ],
      kt: ['قاعدة فلمنج لليد اليسرى', "Fleming's left-hand rule"],
      sol: [
        [
          'الإبهام والسبابة والوسطى متعامدة: السبابة للمجال، والوسطى للتيار، والإبهام للحركة (القوة).',
          'Thumb, first and second fingers at right angles: first finger field, second current, thumb motion (force).',
        ],
      ],
      hints: [
        [
          'القاعدة باسم عالم وتستخدم ثلاثة أصابع متعامدة.',
          "The rule bears a scientist's name and uses three perpendicular fingers.",
        ],
        [
          'اليد اليمنى لاتجاه التيار المستحث في المولد؛ أما المحرك فباليد الأخرى.',
          "The right hand is for the dynamo's induced current; the motor uses the other hand.",
        ],
      ],
    }),
    num({
      s: 'ammeter',
      d: 3,
      q: [
        'جلفانومتر مقاومة ملفه 90 أوم وأقصى تيار يتحمله 10 مللي أمبير. احسب مقاومة مجزئ التيار اللازم لتحويله إلى أميتر يقيس حتى 100 مللي أمبير.',
        'A galvanometer of 90 Ω takes at most 10 mA. Find the shunt that turns it into an ammeter reading up to 100 mA.',
      ],
      v: 10,
      unit: ['أوم', 'Ω'],
      mistakes: [
        [
          '9',
          [
            'قسمت على التيار الكلي 100 بدلًا من تيار المجزئ 90.',
            "Divided by the total 100 mA instead of the shunt's 90 mA.",
          ],
        ],
      ],
      sol: [
        [
          'تيار المجزئ = 100 − 10 = 90 مللي أمبير، والجهد على الجلفانومتر والمجزئ واحد (توازٍ).',
          'The shunt takes 100 − 10 = 90 mA; the galvanometer and shunt share one voltage (parallel).',
        ],
        ['Rs = Ig Rg ÷ Is = 10 × 90 ÷ 90 = 10', 'Rs = Ig Rg ÷ Is = 10 × 90 ÷ 90 = 10'],
      ],
      hints: [
        ['المجزئ يوصل على التوازي مع الجلفانومتر.', 'The shunt is in parallel with the galvanometer.'],
        [
          'ساوِ Ig × Rg بـ Is × Rs، حيث Is هو ما يمر في المجزئ.',
          "Set Ig × Rg equal to Is × Rs, Is being the shunt's current.",
        ],
      ],
    }),
    choice({
      s: 'solenoid',
      d: 2,
      q: [
        'تزداد كثافة الفيض المغناطيسي داخل ملف لولبي عند:',
        'The flux density inside a solenoid increases when:',
      ],
      ok: ['زيادة عدد اللفات في وحدة الأطوال', 'The turns per unit length increase'],
      wrong: [
        [
          ['تقليل شدة التيار', 'The current is reduced'],
          ['كثافة الفيض تتناسب طرديًا مع شدة التيار.', 'The flux density is proportional to the current.'],
        ],
        [
          ['مط الملف بالعدد نفسه من اللفات', 'The coil is stretched with the same turns'],
          [
            'المط يقلل عدد اللفات في وحدة الطول فيضعف المجال.',
            'Stretching lowers turns per length and weakens the field.',
          ],
        ],
        [
          ['إخراج القلب الحديدي', 'The iron core is removed'],
          [
            'الحديد المطاوع يزيد النفاذية فيقوي المجال؛ إخراجه يضعفه.',
            'Soft iron raises permeability and strengthens the field; removing it weakens it.',
          ],
        ],
      ],
      sol: [
        [
          'B = μ N I ÷ L = μ n I، حيث n عدد اللفات في وحدة الأطوال.',
          'B = μ N I ÷ L = μ n I, n being the turns per unit length.',
        ],
      ],
      hints: [
        ['اكتب قانون كثافة الفيض داخل الملف اللولبي.', 'Write the formula for B inside a solenoid.'],
        ['أي الكميات في البسط؟', 'Which quantities are in the numerator?'],
      ],
    }),
  ]),

  ...unit('high-3-physics-induction', [
    num({
      s: 'faraday',
      d: 2,
      q: [
        'ملف عدد لفاته 100 لفة تغير الفيض المغناطيسي خلاله بمقدار 0.02 وبر في 0.1 ث. احسب مقدار القوة الدافعة الكهربية المستحثة.',
        'A 100-turn coil sees its flux change by 0.02 Wb in 0.1 s. Find the size of the induced emf.',
      ],
      v: 20,
      unit: ['فولت', 'V'],
      mistakes: [['0.2', ['نسيت الضرب في عدد اللفات.', 'Forgot to multiply by the number of turns.']]],
      sol: [
        ['قانون فاراداي: emf = −N ΔΦ ÷ Δt.', "Faraday's law: emf = −N ΔΦ ÷ Δt."],
        ['المقدار = 100 × 0.02 ÷ 0.1 = 20', 'Size = 100 × 0.02 ÷ 0.1 = 20'],
      ],
      hints: [
        [
          'القوة الدافعة المستحثة تتناسب مع معدل تغير الفيض وعدد اللفات.',
          'The induced emf depends on the rate of change of flux and the turns.',
        ],
        ['N × ΔΦ ÷ Δt', 'N × ΔΦ ÷ Δt'],
      ],
    }),
    num({
      s: 'transformer',
      d: 1,
      q: [
        'محول مثالي عدد لفات ملفه الابتدائي 1000 والثانوي 50، وجهد الابتدائي 220 فولت. احسب جهد الثانوي.',
        'An ideal transformer has 1000 primary and 50 secondary turns; the primary is at 220 V. Find the secondary voltage.',
      ],
      v: 11,
      unit: ['فولت', 'V'],
      mistakes: [
        ['4400', ['قلبت النسبة؛ هذا محول خافض.', 'Inverted the ratio; this is a step-down transformer.']],
      ],
      sol: [
        ['Vs ÷ Vp = Ns ÷ Np', 'Vs ÷ Vp = Ns ÷ Np'],
        ['Vs = 220 × 50 ÷ 1000 = 11', 'Vs = 220 × 50 ÷ 1000 = 11'],
      ],
      hints: [
        ['النسبة بين الجهدين تساوي النسبة بين عدد اللفات.', 'The voltage ratio equals the turns ratio.'],
        [
          'الثانوي لفاته أقل، فهل جهده أكبر أم أصغر؟',
          'The secondary has fewer turns: is its voltage higher or lower?',
        ],
      ],
    }),
    choice({
      s: 'lenz',
      d: 2,
      q: [
        'ينص قانون لنز على أن التيار المستحث يكون اتجاهه بحيث:',
        "Lenz's law says the induced current flows so that it:",
      ],
      ok: ['يقاوم التغير المسبب له', 'Opposes the change that causes it'],
      wrong: [
        [
          ['يساعد التغير المسبب له', 'Helps the change that causes it'],
          [
            'لو ساعد التغير لزادت الطاقة من لا شيء، وهذا ينقض بقاء الطاقة.',
            'Helping the change would create energy from nothing, breaking energy conservation.',
          ],
        ],
        [
          ['يكون في اتجاه التيار الأصلي دائمًا', 'Always follows the original current'],
          [
            'الاتجاه يعتمد على زيادة الفيض أو نقصه.',
            'The direction depends on whether the flux is rising or falling.',
          ],
        ],
        [
          ['لا يعتمد على اتجاه حركة المغناطيس', 'Does not depend on how the magnet moves'],
          ['عكس اتجاه الحركة يعكس التيار المستحث.', 'Reversing the motion reverses the induced current.'],
        ],
      ],
      sol: [
        [
          'التيار المستحث يولد مجالًا يعاكس التغير في الفيض، وهذا صورة من قانون بقاء الطاقة (لذا الإشارة السالبة في قانون فاراداي).',
          "The induced current makes a field against the change in flux, a form of energy conservation (hence the minus sign in Faraday's law).",
        ],
      ],
      hints: [
        ['فكّر في الإشارة السالبة في قانون فاراداي.', "Think of the minus sign in Faraday's law."],
        [
          'ماذا يحدث للطاقة لو ساعد التيار المستحث التغير؟',
          'What would happen to energy if the induced current helped the change?',
        ],
      ],
    }),
    choice({
      s: 'transformer',
      d: 1,
      q: ['يعمل المحول الكهربي على:', 'A transformer works on:'],
      ok: ['التيار المتردد فقط', 'Alternating current only'],
      wrong: [
        [
          ['التيار المستمر فقط', 'Direct current only'],
          [
            'التيار المستمر الثابت لا يغير الفيض، فلا يستحث جهدًا في الثانوي.',
            'A steady direct current does not change the flux, so it induces nothing.',
          ],
        ],
        [
          ['التيار المستمر والمتردد', 'Both direct and alternating current'],
          [
            'الحث المتبادل يحتاج فيضًا متغيرًا، وهذا لا يحققه المستمر.',
            'Mutual induction needs a changing flux, which direct current does not give.',
          ],
        ],
        [
          ['البطاريات فقط', 'Batteries only'],
          [
            'البطارية تعطي تيارًا مستمرًا لا يعمل معه المحول.',
            'A battery gives direct current, which a transformer cannot use.',
          ],
        ],
      ],
      sol: [
        [
          'المحول يعتمد على الحث المتبادل، والحث يحتاج تغيرًا مستمرًا في الفيض يوفره التيار المتردد.',
          'A transformer relies on mutual induction, which needs a continually changing flux: alternating current.',
        ],
      ],
      hints: [
        [
          'المحول يعمل بالحث المتبادل بين ملفين.',
          'A transformer works by mutual induction between two coils.',
        ],
        [
          'الحث يحتاج فيضًا متغيرًا؛ أي تيار يغير فيضه باستمرار؟',
          'Induction needs a changing flux; which current keeps changing it?',
        ],
      ],
    }),
    num({
      s: 'transformer',
      d: 3,
      q: [
        'محول مثالي جهد ملفه الابتدائي 220 فولت والتيار فيه 2 أمبير، وجهد الثانوي 11 فولت. احسب شدة تيار الثانوي.',
        'An ideal transformer: primary 220 V and 2 A, secondary 11 V. Find the secondary current.',
      ],
      v: 40,
      unit: ['أمبير', 'A'],
      mistakes: [
        [
          '0.1',
          [
            'الظن أن التيار يقل مع الجهد؛ في المحول الخافض يزيد التيار.',
            'Thinking current falls with voltage; a step-down transformer raises the current.',
          ],
        ],
      ],
      sol: [
        [
          'المحول المثالي: القدرة الداخلة = القدرة الخارجة، Vp Ip = Vs Is.',
          'Ideal transformer: power in = power out, Vp Ip = Vs Is.',
        ],
        ['Is = 220 × 2 ÷ 11 = 40', 'Is = 220 × 2 ÷ 11 = 40'],
      ],
      hints: [
        ['في المحول المثالي لا تُفقد قدرة.', 'An ideal transformer loses no power.'],
        ['ساوِ V × I في الملفين.', 'Set V × I equal in both coils.'],
      ],
    }),
  ]),

  ...unit('high-3-physics-modern', [
    num({
      s: 'photon-energy',
      d: 2,
      q: [
        'احسب طاقة فوتون تردده 5×10¹⁴ هرتز (ثابت بلانك 6.6×10⁻³⁴ جول·ث). اكتب الإجابة بوحدة 10⁻¹⁹ جول.',
        "Find the energy of a photon of 5×10¹⁴ Hz (Planck's constant 6.6×10⁻³⁴ J·s). Give it in units of 10⁻¹⁹ J.",
      ],
      v: 3.3,
      tol: 0.005,
      unit: ['×10⁻¹⁹ جول', '×10⁻¹⁹ J'],
      sol: [
        [
          'E = h f = 6.6×10⁻³⁴ × 5×10¹⁴ = 33×10⁻²⁰ = 3.3×10⁻¹⁹ جول',
          'E = h f = 6.6×10⁻³⁴ × 5×10¹⁴ = 33×10⁻²⁰ = 3.3×10⁻¹⁹ J',
        ],
      ],
      hints: [
        ['طاقة الفوتون تتناسب مع تردده.', "A photon's energy is proportional to its frequency."],
        ['E = h f؛ اضرب الأعداد ثم اجمع الأسس.', 'E = h f; multiply the numbers, then add the powers.'],
      ],
    }),
    choice({
      s: 'photoelectric',
      d: 2,
      q: [
        'في الظاهرة الكهروضوئية، زيادة شدة الضوء الساقط (تردده أكبر من التردد الحرج) تزيد:',
        'In the photoelectric effect, brighter light (above the threshold frequency) increases:',
      ],
      ok: ['عدد الإلكترونات المتحررة', 'The number of electrons emitted'],
      wrong: [
        [
          ['طاقة حركة الإلكترونات المتحررة', 'The kinetic energy of the electrons'],
          [
            'تصور النظرية الموجية؛ طاقة الإلكترون تعتمد على التردد لا الشدة.',
            "The wave-theory picture; each electron's energy depends on frequency, not intensity.",
          ],
        ],
        [
          ['التردد الحرج للسطح', 'The threshold frequency of the surface'],
          [
            'التردد الحرج صفة للمعدن ولا يتغير بالضوء.',
            'The threshold frequency is a property of the metal.',
          ],
        ],
        [
          ['دالة الشغل للسطح', 'The work function of the surface'],
          [
            'دالة الشغل صفة للمعدن ولا تعتمد على الضوء.',
            'The work function is a property of the metal, not of the light.',
          ],
        ],
      ],
      sol: [
        [
          'الشدة الأكبر تعني فوتونات أكثر، وكل فوتون يحرر إلكترونًا واحدًا على الأكثر، فيزيد عدد الإلكترونات وتيارها، أما طاقتها فتحددها hf − E_w.',
          'Brighter light means more photons; each frees at most one electron, so more electrons flow; their energy is set by hf − E_w.',
        ],
      ],
      hints: [
        ['شدة الضوء تعني عدد الفوتونات.', 'Intensity means the number of photons.'],
        ['كل فوتون يتعامل مع إلكترون واحد.', 'Each photon deals with one electron.'],
      ],
    }),
    num({
      s: 'photoelectric',
      d: 2,
      q: [
        'سقط فوتون طاقته 5 إلكترون فولت على سطح دالة الشغل له 3 إلكترون فولت. احسب أقصى طاقة حركة للإلكترون المتحرر.',
        'A 5 eV photon strikes a surface whose work function is 3 eV. Find the maximum kinetic energy of the emitted electron.',
      ],
      v: 2,
      unit: ['إلكترون فولت', 'eV'],
      mistakes: [
        ['8', ['جمعت الطاقتين؛ دالة الشغل تُطرح.', 'Added the energies; the work function is subtracted.']],
      ],
      sol: [['معادلة أينشتين: KE = hf − E_w = 5 − 3 = 2', "Einstein's equation: KE = hf − E_w = 5 − 3 = 2"]],
      hints: [
        [
          'جزء من طاقة الفوتون يُستهلك لتحرير الإلكترون.',
          "Part of the photon's energy goes into freeing the electron.",
        ],
        ['اطرح دالة الشغل من طاقة الفوتون.', "Subtract the work function from the photon's energy."],
      ],
    }),
    short({
      s: 'duality',
      d: 1,
      q: ['ما اسم كمّة (جسيم) الطاقة الضوئية؟', 'What is a quantum (particle) of light called?'],
      acc: ['فوتون', 'الفوتون', 'photon', 'a photon', 'فوتونات'],
      kt: ['الفوتون', 'photon'],
      sol: [
        [
          'افترض أينشتين أن الضوء سيل من كمّات طاقة كل منها hf.',
          'Einstein took light to be a stream of quanta, each of energy hf.',
        ],
      ],
      hints: [
        ['طاقته تساوي h f.', 'Its energy is h f.'],
        ['الكلمة من الأصل اليوناني للضوء (phos).', 'The word comes from the Greek for light (phos).'],
      ],
    }),
    choice({
      s: 'photoelectric',
      d: 3,
      q: [
        'سقط ضوء تردده أقل من التردد الحرج لسطح فلز. عند مضاعفة شدة الضوء:',
        "Light below a metal's threshold frequency falls on it. Doubling the intensity:",
      ],
      ok: ['لا تتحرر إلكترونات أيضًا', 'Still frees no electrons'],
      wrong: [
        [
          ['تتحرر إلكترونات قليلة', 'Frees a few electrons'],
          [
            'النظرية الموجية تتوقع تراكم الطاقة، لكن التجربة تنفي ذلك.',
            'The wave theory expects energy to build up; experiment says no.',
          ],
        ],
        [
          ['تتحرر إلكترونات بعد فترة تسخين', 'Frees electrons after a warm-up delay'],
          [
            'لا يوجد تأخير زمني في الظاهرة الكهروضوئية.',
            'There is no time delay in the photoelectric effect.',
          ],
        ],
        [
          ['يتضاعف التردد الحرج', 'Doubles the threshold frequency'],
          [
            'التردد الحرج صفة للفلز لا للضوء.',
            'The threshold frequency belongs to the metal, not the light.',
          ],
        ],
      ],
      sol: [
        [
          'طاقة الفوتون الواحد hf أقل من دالة الشغل، وزيادة الشدة تزيد عدد الفوتونات لا طاقة كل منها.',
          "Each photon's hf is below the work function; brighter light adds photons, not energy per photon.",
        ],
      ],
      hints: [
        ['كل إلكترون يمتص فوتونًا واحدًا.', 'Each electron absorbs one photon.'],
        ['هل تغير الشدة طاقة الفوتون الواحد؟', "Does intensity change one photon's energy?"],
      ],
    }),
  ]),

  ...unit('high-3-physics-electronics', [
    choice({
      s: 'spectra',
      d: 2,
      q: [
        'تقع خطوط متسلسلة ليمان في طيف ذرة الهيدروجين في منطقة:',
        'The Lyman series of hydrogen lies in the:',
      ],
      ok: ['الأشعة فوق البنفسجية', 'Ultraviolet'],
      wrong: [
        [
          ['الضوء المرئي', 'Visible light'],
          [
            'الخلط بمتسلسلة بالمر التي تنتهي عند المستوى الثاني.',
            'Confusing it with the Balmer series, which ends at level 2.',
          ],
        ],
        [
          ['الأشعة تحت الحمراء', 'Infrared'],
          [
            'متسلسلات باشن وما بعدها هي التي تقع في تحت الحمراء.',
            'Paschen and later series lie in the infrared.',
          ],
        ],
        [
          ['الأشعة السينية', 'X-rays'],
          [
            'الأشعة السينية تنتج من انتقالات إلكترونات داخلية في ذرات ثقيلة.',
            'X-rays come from inner-electron transitions in heavy atoms.',
          ],
        ],
      ],
      sol: [
        [
          'متسلسلة ليمان تنتهي انتقالاتها عند المستوى الأول (n = 1)، وفروق الطاقة إليه كبيرة فتقع في فوق البنفسجية.',
          'Lyman transitions end at n = 1; the energy gaps down to it are large, so they lie in the ultraviolet.',
        ],
      ],
      hints: [
        ['عند أي مستوى تنتهي انتقالات ليمان؟', 'At which level do Lyman transitions end?'],
        [
          'فرق طاقة أكبر يعني ترددًا أعلى من المرئي.',
          'A larger energy gap means a frequency above the visible.',
        ],
      ],
    }),
    num({
      s: 'spectra',
      d: 2,
      q: [
        'طاقة المستوى الأول لذرة الهيدروجين −13.6 إلكترون فولت والثاني −3.4 إلكترون فولت. احسب طاقة الفوتون المنبعث عند انتقال الإلكترون من الثاني إلى الأول.',
        "Hydrogen's first level is at −13.6 eV and its second at −3.4 eV. Find the energy of the photon emitted when an electron falls from the second to the first.",
      ],
      v: 10.2,
      tol: 0.005,
      unit: ['إلكترون فولت', 'eV'],
      mistakes: [['17', ['جمعت القيمتين بدلًا من طرحهما.', 'Added the values instead of subtracting.']]],
      sol: [['E = E₂ − E₁ = −3.4 − (−13.6) = 10.2', 'E = E₂ − E₁ = −3.4 − (−13.6) = 10.2']],
      hints: [
        ['طاقة الفوتون = فرق الطاقة بين المستويين.', 'Photon energy = the gap between the two levels.'],
        ['انتبه لإشارتي القيمتين عند الطرح.', 'Mind the signs when subtracting.'],
      ],
    }),
    choice({
      s: 'semiconductors',
      d: 2,
      q: [
        'عند تطعيم بلورة سيليكون نقي بعنصر خماسي التكافؤ مثل الفوسفور تصبح بلورة:',
        'Doping pure silicon with a pentavalent element such as phosphorus gives:',
      ],
      ok: ['من النوع السالب (n)', 'An n-type crystal'],
      wrong: [
        [
          ['من النوع الموجب (p)', 'A p-type crystal'],
          [
            'النوع الموجب يأتي من شوائب ثلاثية التكافؤ تصنع فجوات.',
            'p-type comes from trivalent impurities that make holes.',
          ],
        ],
        [
          ['عازلة تمامًا', 'A perfect insulator'],
          ['التطعيم يزيد التوصيل ولا يقلله.', 'Doping raises conductivity, not lowers it.'],
        ],
        [
          ['نقية كما هي', 'Still intrinsic (pure)'],
          ['بمجرد التطعيم لم تعد البلورة نقية.', 'Once doped the crystal is no longer intrinsic.'],
        ],
      ],
      sol: [
        [
          'ذرة الفوسفور لها 5 إلكترونات تكافؤ؛ يشارك 4 منها في الروابط ويبقى إلكترون حر، فتكون حاملات الشحنة الأغلبية إلكترونات سالبة.',
          'Phosphorus has 5 valence electrons; 4 bond and 1 is left free, so the majority carriers are negative electrons.',
        ],
      ],
      hints: [
        ['كم إلكترون تكافؤ للسيليكون؟ وللفوسفور؟', 'How many valence electrons has silicon? Phosphorus?'],
        ['ماذا يتبقى بعد تكوين الروابط الأربع؟', 'What is left over after the four bonds form?'],
      ],
    }),
    short({
      s: 'semiconductors',
      d: 1,
      q: [
        'ما اسم النبيطة المكونة من بلورتين p و n، التي تسمح بمرور التيار في اتجاه واحد فتستخدم في التوحيد؟',
        'What is the device made of a p and an n crystal that passes current one way only, used for rectification?',
      ],
      acc: [
        'الوصلة الثنائية',
        'وصلة ثنائية',
        'الثنائي',
        'دايود',
        'الدايود',
        'diode',
        'a diode',
        'pn junction',
        'p-n junction',
        'junction diode',
      ],
      kt: ['الوصلة الثنائية', 'diode'],
      sol: [
        [
          'في التوصيل الأمامي تضيق منطقة الاستنزاف ويمر التيار، وفي العكسي تتسع فلا يمر تيار يُذكر.',
          'Forward-biased, the depletion layer narrows and current flows; reverse-biased, it widens and almost none flows.',
        ],
      ],
      hints: [
        ['لها طرفان فقط.', 'It has only two terminals.'],
        ['اسمها يدل على أنها من جزأين.', 'Its name says it has two parts.'],
      ],
    }),
    num({
      s: 'transistor',
      d: 3,
      q: [
        'ترانزستور تيار قاعدته 0.02 مللي أمبير وتيار مجمعه 2 مللي أمبير. احسب معامل تكبير التيار β.',
        'A transistor has a base current of 0.02 mA and a collector current of 2 mA. Find its current gain β.',
      ],
      v: 100,
      mistakes: [
        [
          '0.01',
          ['قسمت تيار القاعدة على تيار المجمع؛ β = Ic ÷ Ib.', 'Divided base by collector; β = Ic ÷ Ib.'],
        ],
      ],
      sol: [['β = Ic ÷ Ib = 2 ÷ 0.02 = 100', 'β = Ic ÷ Ib = 2 ÷ 0.02 = 100']],
      hints: [
        [
          'معامل التكبير يقارن تيار المجمع بتيار القاعدة.',
          'The gain compares the collector current with the base current.',
        ],
        ['β = Ic ÷ Ib، والوحدتان متماثلتان.', 'β = Ic ÷ Ib; the units match.'],
      ],
    }),
  ]),
];
