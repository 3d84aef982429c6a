import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from '../science/write';
import { PRINTS, orderToPrint } from './stems';

const py = 'python';

/** Python, every topic. */
export const PYTHON_ITEMS: Item[] = [
  ...unit(
    'python-variables',
    [
      short({
        s: 'operators',
        d: 1,
        q: PRINTS,
        code: 'x = 7\ny = 2\nprint(x // y)',
        acc: ['3'],
        mistakes: [
          [
            '3.5',
            [
              '`//` قسمة صحيحة تحذف الكسر؛ القسمة العادية هي `/`.',
              '`//` is floor division and drops the fraction; `/` is true division.',
            ],
          ],
        ],
        sol: [
          [
            '`//` يقسم ثم يقرّب الناتج لأسفل إلى عدد صحيح: 7 ÷ 2 = 3.5 ثم يحذف الكسر.',
            '`//` divides and rounds down to a whole number: 7 ÷ 2 = 3.5, fraction dropped.',
          ],
        ],
        hints: [
          ['ما الفرق بين `/` و `//` في بايثون؟', 'What is the difference between `/` and `//` in Python?'],
          ['`//` يحذف الجزء العشري من ناتج القسمة.', '`//` throws away the fractional part of the quotient.'],
        ],
      }),
      short({
        s: 'types',
        d: 1,
        q: PRINTS,
        code: 'print(type(3.0))',
        acc: ["<class 'float'>", 'float', "class 'float'"],
        kt: ["<class 'float'>", "<class 'float'>"],
        mistakes: [
          [
            "<class 'int'>",
            [
              'وجود العلامة العشرية يجعل العدد float حتى لو كان الكسر صفرًا.',
              'The decimal point makes it a float even when the fraction is zero.',
            ],
          ],
        ],
        sol: [
          [
            '`3.0` مكتوب بعلامة عشرية، فنوعه float، والدالة `type` تطبع الصنف.',
            '`3.0` has a decimal point, so its type is float; `type` prints the class.',
          ],
        ],
        hints: [
          ['هل `3.0` عدد صحيح أم عشري في بايثون؟', 'Is `3.0` an integer or a decimal in Python?'],
          ["`type()` تطبع الصنف بالشكل `<class '...'>`.", "`type()` prints the class as `<class '...'>`."],
        ],
      }),
      choice({
        s: 'types',
        d: 2,
        q: ['ماذا يحدث عند تنفيذ هذا السطر؟', 'What happens when this line runs?'],
        code: 'print("5" + 3)',
        ok: ['خطأ `TypeError`', 'A `TypeError`'],
        wrong: [
          [
            ['يطبع `53`', 'It prints `53`'],
            [
              'هذا سلوك جافاسكريبت؛ بايثون لا تحول العدد إلى نص تلقائيًا.',
              "That is JavaScript's behaviour; Python does not turn the number into text by itself.",
            ],
          ],
          [
            ['يطبع `8`', 'It prints `8`'],
            [
              'بايثون لا تحول النص `"5"` إلى عدد تلقائيًا.',
              'Python does not turn the text `"5"` into a number by itself.',
            ],
          ],
          [
            ['يطبع `"8"`', 'It prints `"8"`'],
            [
              'لا يحدث جمع ولا تحويل؛ الأنواع المختلفة لا تجمع.',
              'No adding or converting happens; the types do not mix.',
            ],
          ],
        ],
        sol: [
          [
            'لا يمكن جمع str و int مباشرة؛ يلزم `int("5") + 3` أو `"5" + str(3)`.',
            'A str and an int cannot be added; write `int("5") + 3` or `"5" + str(3)`.',
          ],
        ],
        hints: [
          ['ما نوع `"5"` وما نوع `3`؟', 'What are the types of `"5"` and `3`?'],
          ['هل تحول بايثون الأنواع تلقائيًا عند الجمع؟', 'Does Python convert types by itself when adding?'],
        ],
      }),
      short({
        s: 'strings',
        d: 1,
        q: PRINTS,
        code: 'a = "Hi"\nprint(a * 3)',
        acc: ['HiHiHi'],
        sol: [
          [
            'ضرب النص في عدد صحيح يكرره ذلك العدد من المرات.',
            'Multiplying a string by an integer repeats it that many times.',
          ],
        ],
        hints: [
          ['الضرب `*` مع النصوص له معنى خاص.', '`*` has a special meaning with strings.'],
          ['النص يتكرر بلا مسافات بين التكرارات.', 'The text repeats with no spaces in between.'],
        ],
      }),
      choice({
        s: 'names',
        d: 1,
        q: ['أي الأسماء الآتية اسم متغير صحيح في بايثون؟', 'Which is a valid Python variable name?'],
        ok: ['`total_2`', '`total_2`'],
        wrong: [
          [
            ['`2total`', '`2total`'],
            ['اسم المتغير لا يبدأ برقم.', 'A name cannot start with a digit.'],
          ],
          [
            ['`total-2`', '`total-2`'],
            [
              'الشرطة `-` تُقرأ عملية طرح، لا جزءًا من الاسم.',
              'A `-` is read as subtraction, not part of the name.',
            ],
          ],
          [
            ['`class`', '`class`'],
            ['`class` كلمة محجوزة في بايثون.', '`class` is a reserved keyword.'],
          ],
        ],
        sol: [
          [
            'الاسم يبدأ بحرف أو `_`، ويحتوي حروفًا وأرقامًا و `_` فقط، وليس كلمة محجوزة.',
            'A name starts with a letter or `_`, holds only letters, digits and `_`, and is not a keyword.',
          ],
        ],
        hints: [
          ['بماذا يمكن أن يبدأ اسم المتغير؟', 'What can a variable name start with?'],
          [
            'الرمز الوحيد المسموح في الاسم هو الشرطة السفلية.',
            'The only symbol allowed in a name is the underscore.',
          ],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-conditions',
    [
      short({
        s: 'elif',
        d: 1,
        q: PRINTS,
        code: 'x = 7\nif x > 10:\n    print("big")\nelif x > 5:\n    print("medium")\nelse:\n    print("small")',
        acc: ['medium'],
        sol: [
          [
            'الشرط الأول `7 > 10` خطأ، فيُفحص `elif`: `7 > 5` صحيح فينفذ فرعه ويتوقف.',
            'The first test `7 > 10` is false, so `elif` is checked: `7 > 5` is true, its branch runs and the chain stops.',
          ],
        ],
        hints: [
          ['افحص الشروط بالترتيب من أعلى.', 'Check the conditions in order from the top.'],
          ['أول شرط صحيح هو الذي ينفذ فقط.', 'Only the first true condition runs.'],
        ],
      }),
      choice({
        s: 'syntax',
        d: 1,
        q: ['هذا البرنامج يعطي خطأ. ما الإصلاح؟', 'This program gives an error. What is the fix?'],
        code: 'x = 5\nif x = 5:\n    print("five")',
        ok: ['استخدام `==` بدلًا من `=` في الشرط', 'Use `==` instead of `=` in the condition'],
        wrong: [
          [
            ['كتابة `if (x = 5):` بين أقواس', 'Write `if (x = 5):` in brackets'],
            ['الأقواس لا تجعل الإسناد مقارنة.', 'Brackets do not turn an assignment into a comparison.'],
          ],
          [
            ['تغيير `if` إلى `elif`', 'Change `if` to `elif`'],
            [
              '`elif` لا يأتي إلا بعد `if`، والخطأ في المقارنة.',
              '`elif` only follows an `if`; the error is in the comparison.',
            ],
          ],
          [
            ['حذف النقطتين `:`', 'Remove the colon `:`'],
            ['النقطتان مطلوبتان بعد الشرط.', 'The colon is required after the condition.'],
          ],
        ],
        sol: [
          [
            '`=` إسناد قيمة و `==` مقارنة، والشرط يحتاج مقارنة.',
            '`=` assigns and `==` compares; a condition needs a comparison.',
          ],
        ],
        hints: [
          [
            'في بايثون رمزان متشابهان: أحدهما يسند والآخر يقارن.',
            'Python has two similar symbols: one assigns, one compares.',
          ],
          ['الشرط يسأل «هل يساوي؟»؛ أي رمز يسأل؟', 'A condition asks "is it equal?"; which symbol asks?'],
        ],
      }),
      short({
        s: 'logic',
        d: 2,
        q: PRINTS,
        code: 'print(3 > 2 and 2 > 5)',
        acc: ['False'],
        mistakes: [['True', ['`and` يحتاج أن يكون الطرفان صحيحين.', '`and` needs both sides to be true.']]],
        sol: [
          [
            '`3 > 2` صحيح و `2 > 5` خطأ، و `and` لا يعطي True إلا إذا صح الطرفان.',
            '`3 > 2` is true and `2 > 5` is false; `and` is True only when both are.',
          ],
        ],
        hints: [
          ['احسب كل مقارنة وحدها.', 'Work out each comparison alone.'],
          ['متى يكون `and` صحيحًا؟', 'When is `and` true?'],
        ],
      }),
      order({
        s: 'if-else',
        d: 1,
        q: orderToPrint('even'),
        seq: ['n = 4', 'if n % 2 == 0:', '    print("even")', 'else:', '    print("odd")'],
        sol: [
          [
            'نعرّف المتغير أولًا، ثم الشرط وتحته فرعه، ثم `else` وتحته فرعه.',
            'Define the variable first, then the condition with its branch, then `else` with its branch.',
          ],
        ],
        hints: [
          ['لا يمكن اختبار متغير قبل إعطائه قيمة.', 'A variable cannot be tested before it has a value.'],
          ['`else` يأتي بعد فرع `if` مباشرة.', '`else` comes right after the `if` branch.'],
        ],
      }),
      choice({
        s: 'truthiness',
        d: 2,
        q: ['ما قيمة هذا التعبير؟', 'What does this expression evaluate to?'],
        code: 'bool("")',
        ok: ['`False`', '`False`'],
        wrong: [
          [
            ['`True`', '`True`'],
            [
              'الظن أن أي نص قيمته صحيحة؛ النص الفارغ قيمته خطأ.',
              'Thinking every string is truthy; an empty string is falsy.',
            ],
          ],
          [
            ['`""`', '`""`'],
            ['`bool` ترجع True أو False فقط.', '`bool` only returns True or False.'],
          ],
          [
            ['خطأ `TypeError`', 'A `TypeError`'],
            ['أي قيمة يمكن تحويلها إلى bool.', 'Any value can be turned into a bool.'],
          ],
        ],
        sol: [
          [
            'القيم الفارغة (`""` و `0` و `[]` و `None`) قيمتها المنطقية False.',
            'Empty values (`""`, `0`, `[]`, `None`) are False.',
          ],
        ],
        hints: [
          ['ما القيم التي تعتبرها بايثون «خطأ»؟', 'Which values does Python treat as false?'],
          ['هل هذا النص فيه أي حرف؟', 'Does this string hold any character?'],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-loops',
    [
      short({
        s: 'range',
        d: 1,
        q: PRINTS,
        code: 'for i in range(3):\n    print(i, end=" ")',
        acc: ['0 1 2'],
        mistakes: [
          ['1 2 3', ['`range(3)` يبدأ من 0 لا من 1.', '`range(3)` starts at 0, not 1.']],
          ['0 1 2 3', ['`range(3)` لا يشمل 3.', '`range(3)` stops before 3.']],
        ],
        sol: [
          [
            '`range(3)` يعطي 0 ثم 1 ثم 2، و `end=" "` يطبعها على سطر واحد.',
            '`range(3)` gives 0, 1, 2, and `end=" "` keeps them on one line.',
          ],
        ],
        hints: [
          ['من أين يبدأ `range` إذا أعطيته عددًا واحدًا؟', 'Where does `range` start when given one number?'],
          ['النهاية في `range` غير مشمولة.', 'The end of `range` is not included.'],
        ],
      }),
      short({
        s: 'accumulate',
        d: 2,
        q: PRINTS,
        code: 'total = 0\nfor i in range(1, 5):\n    total += i\nprint(total)',
        acc: ['10'],
        mistakes: [['15', ['`range(1, 5)` لا يشمل 5.', '`range(1, 5)` does not include 5.']]],
        sol: [
          [
            '`range(1, 5)` يعطي 1 و 2 و 3 و 4، ومجموعها 1 + 2 + 3 + 4 = 10',
            '`range(1, 5)` gives 1, 2, 3, 4, and 1 + 2 + 3 + 4 = 10',
          ],
        ],
        hints: [
          ['اكتب قيم `i` واحدة واحدة.', 'List the values of `i` one by one.'],
          ['هل `range(1, 5)` يشمل العدد 5؟', 'Does `range(1, 5)` include 5?'],
        ],
      }),
      choice({
        s: 'while',
        d: 1,
        q: ['هذا البرنامج لا يتوقف أبدًا. ما الإصلاح؟', 'This program never stops. What is the fix?'],
        code: 'i = 0\nwhile i < 5:\n    print(i)',
        ok: ['إضافة `i += 1` داخل الحلقة', 'Add `i += 1` inside the loop'],
        wrong: [
          [
            ['تغيير `<` إلى `<=`', 'Change `<` to `<=`'],
            [
              'الشرط سيبقى صحيحًا دائمًا لأن `i` لا يتغير.',
              'The test stays true forever because `i` never changes.',
            ],
          ],
          [
            ['وضع `break` قبل `print`', 'Put `break` before `print`'],
            ['ستتوقف الحلقة دون أن تطبع شيئًا.', 'The loop would stop without printing anything.'],
          ],
          [
            ['تغيير `while` إلى `if`', 'Change `while` to `if`'],
            ['سيطبع مرة واحدة فقط، لا الأعداد كلها.', 'It would print once, not every number.'],
          ],
        ],
        sol: [
          [
            'شرط `while` يعتمد على `i`، و `i` لا يتغير داخل الحلقة، فيبقى الشرط صحيحًا. زيادة `i` في كل دورة تجعله يصل إلى 5.',
            'The `while` test depends on `i`, which never changes inside, so it stays true. Increasing `i` each time lets it reach 5.',
          ],
        ],
        hints: [
          ['ما الذي يجب أن يتغير حتى يصبح الشرط خطأ؟', 'What must change for the test to become false?'],
          ['انظر إلى قيمة `i` بعد كل دورة.', 'Watch the value of `i` after each pass.'],
        ],
      }),
      order({
        s: 'while',
        d: 1,
        q: orderToPrint('1 2 3'),
        seq: ['i = 1', 'while i <= 3:', '    print(i, end=" ")', '    i += 1'],
        sol: [
          [
            'نبدأ العداد، ثم شرط الحلقة، ثم نطبع، ثم نزيد العداد داخل الحلقة.',
            'Start the counter, then the loop test, then print, then step the counter inside the loop.',
          ],
        ],
        hints: [
          ['العداد يأخذ قيمته قبل الحلقة.', 'The counter gets its value before the loop.'],
          ['لو زدنا العداد قبل الطباعة لبدأنا من 2.', 'Stepping before printing would start at 2.'],
        ],
      }),
      num({
        s: 'range',
        d: 2,
        q: ['كم مرة تطبع هذه الحلقة كلمة hi؟', 'How many times does this loop print hi?'],
        code: 'for i in range(2, 10, 3):\n    print("hi")',
        v: 3,
        mistakes: [['8', ['`range` هنا يقفز بخطوة 3، لا 1.', 'This `range` steps by 3, not 1.']]],
        sol: [
          [
            'القيم هي 2 ثم 5 ثم 8، والتالية 11 أكبر من النهاية.',
            'The values are 2, 5, 8; the next, 11, is past the end.',
          ],
        ],
        hints: [
          ['الوسيط الثالث في `range` هو الخطوة.', 'The third argument of `range` is the step.'],
          [
            'اكتب القيم بدءًا من 2 بإضافة الخطوة في كل مرة حتى تتجاوز 10.',
            'List the values from 2, adding the step each time until past 10.',
          ],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-functions',
    [
      short({
        s: 'defaults',
        d: 1,
        q: PRINTS,
        code: 'def add(a, b=10):\n    return a + b\n\nprint(add(5))',
        acc: ['15'],
        mistakes: [
          [
            '5',
            [
              '`b` له قيمة افتراضية تُستخدم عند عدم تمريره.',
              '`b` has a default that is used when it is not passed.',
            ],
          ],
        ],
        sol: [
          [
            'استدعينا `add(5)` فأخذ `b` قيمته الافتراضية 10، والناتج 5 + 10.',
            '`add(5)` leaves `b` at its default, 10; the result is 5 + 10.',
          ],
        ],
        hints: [
          [
            'ماذا يحدث لمعامل له قيمة افتراضية إذا لم نمرره؟',
            'What happens to a parameter with a default when it is not passed?',
          ],
          ['`b=10` في التعريف هي القيمة الافتراضية.', '`b=10` in the definition is the default.'],
        ],
      }),
      choice({
        s: 'return',
        d: 2,
        q: ['ماذا يطبع السطر الأخير؟', 'What does the last line print?'],
        code: 'def greet(name):\n    print("Hi " + name)\n\nresult = greet("Ali")\nprint(result)',
        ok: ['`None`', '`None`'],
        wrong: [
          [
            ['`Hi Ali`', '`Hi Ali`'],
            [
              'الخلط بين الطباعة والإرجاع؛ `print` يعرض النص ولا يرجعه.',
              'Confusing printing with returning; `print` shows text but does not return it.',
            ],
          ],
          [
            ['سطر فارغ', 'An empty line'],
            [
              'الدالة بلا `return` ترجع `None` وتُطبع كلمة None.',
              'A function with no `return` gives `None`, printed as the word None.',
            ],
          ],
          [
            ['خطأ', 'An error'],
            ['لا خطأ؛ أي دالة يمكن إسناد ناتجها.', "No error; any function's result can be assigned."],
          ],
        ],
        sol: [
          [
            'الدالة تطبع التحية لكنها لا تحتوي `return`، فترجع القيمة الخاصة `None`، وهي ما يُطبع أخيرًا.',
            'The function prints a greeting but has no `return`, so it gives the special value `None`, which the last line prints.',
          ],
        ],
        hints: [
          ['ما الذي ترجعه الدالة؟ ابحث عن `return`.', 'What does the function return? Look for `return`.'],
          [
            'دالة بلا `return` ترجع قيمة خاصة تعني «لا شيء».',
            'A function without `return` gives a special "nothing" value.',
          ],
        ],
      }),
      short({
        s: 'composition',
        d: 2,
        q: PRINTS,
        code: 'def square(n):\n    return n * n\n\nprint(square(square(2)))',
        acc: ['16'],
        mistakes: [['4', ['الدالة استُدعيت مرتين، لا مرة واحدة.', 'The function is called twice, not once.']]],
        sol: [
          [
            'الاستدعاء الداخلي `square(2)` يعطي 4، ثم `square(4)` يعطي 16.',
            'The inner call `square(2)` gives 4; then `square(4)` gives 16.',
          ],
        ],
        hints: [
          ['ابدأ بالاستدعاء الداخلي.', 'Start with the inner call.'],
          ['ناتج الاستدعاء الداخلي يصبح مدخل الخارجي.', "The inner result is the outer call's input."],
        ],
      }),
      choice({
        s: 'scope',
        d: 3,
        q: PRINTS,
        code: 'x = 5\n\ndef change():\n    x = 10\n\nchange()\nprint(x)',
        ok: ['`5`', '`5`'],
        wrong: [
          [
            ['`10`', '`10`'],
            [
              'الإسناد داخل الدالة ينشئ متغيرًا محليًا جديدًا ولا يغير المتغير العام.',
              'Assigning inside a function makes a new local variable; the global is untouched.',
            ],
          ],
          [
            ['`None`', '`None`'],
            [
              '`x` العام ما زال 5، ولا علاقة لـ None هنا.',
              'The global `x` is still 5; None plays no part here.',
            ],
          ],
          [
            ['خطأ `NameError`', 'A `NameError`'],
            ['`x` معرّف في المستوى العام، فلا خطأ.', '`x` is defined at the top level, so no error.'],
          ],
        ],
        sol: [
          [
            '`x = 10` داخل الدالة متغير محلي يختفي بعد انتهائها؛ لتغيير العام يلزم `global x`.',
            '`x = 10` inside the function is a local that vanishes afterwards; changing the global needs `global x`.',
          ],
        ],
        hints: [
          [
            'هل `x` داخل الدالة هو نفسه `x` خارجها؟',
            'Is the `x` inside the function the same as the one outside?',
          ],
          [
            'ما الكلمة اللازمة لتعديل متغير عام من داخل دالة؟',
            'Which keyword would let a function change a global?',
          ],
        ],
      }),
      order({
        s: 'define-call',
        d: 1,
        q: orderToPrint('Hello, Sara'),
        seq: ['def greet(name):', '    return "Hello, " + name', 'message = greet("Sara")', 'print(message)'],
        sol: [
          [
            'نعرّف الدالة أولًا، ثم نستدعيها ونخزن الناتج، ثم نطبعه.',
            'Define the function first, then call it and keep the result, then print it.',
          ],
        ],
        hints: [
          ['لا يمكن استدعاء دالة قبل تعريفها.', 'A function cannot be called before it is defined.'],
          ['جسم الدالة يأتي مباشرة تحت سطر `def`.', 'The body sits right under the `def` line.'],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-collections',
    [
      short({
        s: 'indexing',
        d: 1,
        q: PRINTS,
        code: 'nums = [4, 7, 9]\nprint(nums[-1])',
        acc: ['9'],
        mistakes: [['4', ['الفهرس السالب يعد من النهاية.', 'A negative index counts from the end.']]],
        sol: [['`-1` يعني آخر عنصر في القائمة.', '`-1` means the last element.']],
        hints: [
          ['ماذا يعني الفهرس السالب؟', 'What does a negative index mean?'],
          ['`-1` يبدأ العد من آخر القائمة.', '`-1` counts from the end of the list.'],
        ],
      }),
      short({
        s: 'dict',
        d: 1,
        q: PRINTS,
        code: 'd = {"a": 1, "b": 2}\nd["c"] = 3\nprint(len(d))',
        acc: ['3'],
        mistakes: [['2', ['الإسناد لمفتاح جديد يضيفه إلى القاموس.', 'Assigning to a new key adds it.']]],
        sol: [
          [
            'القاموس بدأ بمفتاحين، و `d["c"] = 3` أضاف مفتاحًا جديدًا.',
            'The dict started with two keys; `d["c"] = 3` added a new one.',
          ],
        ],
        hints: [
          ['`len` لقاموس تعطي عدد المفاتيح.', '`len` of a dict counts its keys.'],
          ['هل `"c"` كان موجودًا قبل الإسناد؟', 'Was `"c"` there before the assignment?'],
        ],
      }),
      choice({
        s: 'list-methods',
        d: 2,
        q: PRINTS,
        code: 'nums = [1, 2, 3]\nnums.append([4, 5])\nprint(len(nums))',
        ok: ['`4`', '`4`'],
        wrong: [
          [
            ['`5`', '`5`'],
            [
              'الخلط بين `append` و `extend`؛ `append` يضيف القائمة كلها عنصرًا واحدًا.',
              'Confusing `append` with `extend`; `append` adds the whole list as one element.',
            ],
          ],
          [
            ['`3`', '`3`'],
            ['`append` يغير القائمة نفسها.', '`append` changes the list itself.'],
          ],
          [
            ['خطأ', 'An error'],
            ['يمكن إضافة أي قيمة، حتى قائمة، إلى قائمة.', 'Any value, even a list, can be appended.'],
          ],
        ],
        sol: [
          [
            '`append` يضيف عنصرًا واحدًا هو القائمة `[4, 5]`، فتصبح `[1, 2, 3, [4, 5]]`.',
            '`append` adds one element, the list `[4, 5]`, giving `[1, 2, 3, [4, 5]]`.',
          ],
        ],
        hints: [
          ['`append` يضيف كم عنصرًا في كل مرة؟', 'How many elements does `append` add each time?'],
          ['اكتب القائمة بعد الإضافة.', 'Write out the list after the call.'],
        ],
      }),
      short({
        s: 'slicing',
        d: 2,
        q: PRINTS,
        code: 'print([1, 2, 3, 4, 5][1:3])',
        acc: ['[2, 3]', '[2,3]'],
        mistakes: [
          [
            '[1, 2, 3]',
            ['الفهرس يبدأ من 0، والنهاية غير مشمولة.', 'Indexes start at 0 and the end is excluded.'],
          ],
          ['[2, 3, 4]', ['النهاية 3 غير مشمولة.', 'The end index 3 is excluded.']],
        ],
        sol: [['`[1:3]` يأخذ العنصرين ذوي الفهرس 1 و 2.', '`[1:3]` takes the elements at indexes 1 and 2.']],
        hints: [
          ['الفهرس الأول في القائمة هو 0.', 'The first index is 0.'],
          ['التقطيع يشمل البداية ولا يشمل النهاية.', 'A slice includes its start but not its end.'],
        ],
      }),
      choice({
        s: 'dict',
        d: 2,
        q: [
          'القاموس `d = {"x": 1}` لا يحتوي المفتاح `"y"`. أي سطر يطبع `None` بدلًا من التوقف بخطأ؟',
          'The dict `d = {"x": 1}` has no key `"y"`. Which line prints `None` instead of crashing?',
        ],
        ok: ['`print(d.get("y"))`', '`print(d.get("y"))`'],
        wrong: [
          [
            ['`print(d["y"])`', '`print(d["y"])`'],
            [
              'الأقواس المربعة مع مفتاح غير موجود تعطي `KeyError`.',
              'Square brackets with a missing key raise `KeyError`.',
            ],
          ],
          [
            ['`print(d.y)`', '`print(d.y)`'],
            [
              'هذا أسلوب جافاسكريبت؛ في بايثون مفاتيح القاموس ليست خصائص.',
              'That is JavaScript style; Python dict keys are not attributes.',
            ],
          ],
          [
            ['`print(d[y])`', '`print(d[y])`'],
            [
              'بدون علامات التنصيص يبحث عن متغير اسمه `y` فيعطي `NameError`.',
              'Without quotes it looks for a variable `y`: `NameError`.',
            ],
          ],
        ],
        sol: [
          [
            '`get` ترجع `None` (أو قيمة افتراضية نعطيها) عند غياب المفتاح بدلًا من إطلاق خطأ.',
            '`get` returns `None` (or a default we give) when the key is missing instead of raising.',
          ],
        ],
        hints: [
          ['القاموس له دالة للقراءة الآمنة.', 'Dicts have a method for safe reading.'],
          ['ابحث عن طريقة قراءة لا تطلق `KeyError`.', 'Look for a read that never raises `KeyError`.'],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-files',
    [
      choice({
        s: 'modes',
        d: 1,
        q: [
          'بأي وضع نفتح ملفًا لنضيف نصًا في آخره دون مسح محتواه؟',
          'Which mode opens a file to add text at its end without erasing it?',
        ],
        ok: ['`"a"`', '`"a"`'],
        wrong: [
          [
            ['`"w"`', '`"w"`'],
            ['`"w"` يمسح الملف ويكتب من البداية.', '`"w"` empties the file and writes from the start.'],
          ],
          [
            ['`"r"`', '`"r"`'],
            ['`"r"` للقراءة فقط.', '`"r"` is for reading only.'],
          ],
          [
            ['`"x"`', '`"x"`'],
            [
              '`"x"` ينشئ ملفًا جديدًا ويفشل إن كان موجودًا.',
              '`"x"` creates a new file and fails if it exists.',
            ],
          ],
        ],
        sol: [
          [
            'وضع الإلحاق (append) يكتب في نهاية الملف ويحافظ على محتواه.',
            'Append mode writes at the end and keeps what is there.',
          ],
        ],
        hints: [
          ['الوضع `"w"` يمسح المحتوى القديم.', 'Mode `"w"` wipes the old content.'],
          ['الحرف من أول كلمة append.', 'The letter is the first of "append".'],
        ],
      }),
      short({
        s: 'exceptions',
        d: 1,
        q: PRINTS,
        code: 'try:\n    print(10 / 0)\nexcept ZeroDivisionError:\n    print("cannot")',
        acc: ['cannot'],
        sol: [
          [
            'القسمة على صفر تطلق `ZeroDivisionError` قبل الطباعة، فينتقل التنفيذ إلى `except`.',
            'Dividing by zero raises `ZeroDivisionError` before anything prints, so `except` runs.',
          ],
        ],
        hints: [
          ['ماذا يحدث عند القسمة على صفر؟', 'What happens when dividing by zero?'],
          ['الخطأ يطابق نوع `except`.', 'The error matches the `except` type.'],
        ],
      }),
      choice({
        s: 'with',
        d: 2,
        q: ['ما فائدة فتح الملف بـ `with open(...) as f:`؟', 'Why open a file with `with open(...) as f:`?'],
        ok: [
          'يُغلق الملف تلقائيًا عند الخروج من الكتلة حتى لو حدث خطأ',
          'The file is closed automatically on leaving the block, even after an error',
        ],
        wrong: [
          [
            ['يجعل القراءة أسرع', 'It makes reading faster'],
            [
              '`with` لا يغير السرعة؛ فائدته الإغلاق المضمون.',
              '`with` does not change speed; it guarantees closing.',
            ],
          ],
          [
            ['يلتقط كل الأخطاء', 'It catches every error'],
            [
              '`with` لا يلتقط الأخطاء؛ يلزم `try/except`.',
              '`with` does not catch errors; that needs `try/except`.',
            ],
          ],
          [
            ['ينشئ الملف دائمًا إن لم يكن موجودًا', 'It always creates a missing file'],
            [
              'الإنشاء يعتمد على الوضع (`"w"` أو `"a"`)، لا على `with`.',
              'Creating depends on the mode (`"w"` or `"a"`), not on `with`.',
            ],
          ],
        ],
        sol: [
          [
            '`with` مدير سياق: عند انتهاء الكتلة يستدعي `f.close()` تلقائيًا.',
            '`with` is a context manager: when the block ends it calls `f.close()` for you.',
          ],
        ],
        hints: [
          ['ماذا ننسى كثيرًا بعد الانتهاء من ملف؟', 'What do we often forget after using a file?'],
          [
            'فكّر فيما يحدث عند نهاية الكتلة المزاحة.',
            'Think of what happens at the end of the indented block.',
          ],
        ],
      }),
      order({
        s: 'exceptions',
        d: 2,
        q: [
          'رتب الأسطر ليطبع البرنامج أول سطر من الملف، أو `missing` إن لم يوجد الملف:',
          "Order the lines so the program prints the file's first line, or `missing` if the file does not exist:",
        ],
        seq: [
          'try:',
          '    with open("notes.txt") as f:',
          '        print(f.readline())',
          'except FileNotFoundError:',
          '    print("missing")',
        ],
        sol: [
          [
            'الكود الذي قد يفشل داخل `try`، والملف يُقرأ داخل `with`، ثم `except` يعالج غياب الملف.',
            'The risky code sits in `try`, the file is read inside `with`, then `except` handles the missing file.',
          ],
        ],
        hints: [
          ['المسافات البادئة تدل على التداخل.', 'The indentation shows the nesting.'],
          ['`except` في مستوى `try` نفسه ويأتي بعده.', '`except` is at the level of `try` and follows it.'],
        ],
      }),
      short({
        s: 'exceptions',
        d: 3,
        q: PRINTS,
        code: 'try:\n    n = int("abc")\nexcept ValueError:\n    n = -1\nfinally:\n    print("done", end=" ")\nprint(n)',
        acc: ['done -1'],
        mistakes: [
          [
            '-1 done',
            ['`finally` ينفذ قبل السطر الذي يلي الكتلة.', '`finally` runs before the line after the block.'],
          ],
        ],
        sol: [
          [
            '`int("abc")` يطلق `ValueError` فتصبح `n = -1`، ثم ينفذ `finally` دائمًا، ثم تُطبع `n`.',
            '`int("abc")` raises `ValueError`, so `n = -1`; `finally` always runs; then `n` is printed.',
          ],
        ],
        hints: [
          ['هل يمكن تحويل `"abc"` إلى عدد؟', 'Can `"abc"` become a number?'],
          [
            '`finally` ينفذ في كل الأحوال، قبل ما بعد الكتلة.',
            '`finally` always runs, before whatever follows the block.',
          ],
        ],
      }),
    ],
    py,
  ),

  ...unit(
    'python-classes',
    [
      short({
        s: 'methods',
        d: 1,
        q: PRINTS,
        code: 'class Dog:\n    def __init__(self, name):\n        self.name = name\n\n    def speak(self):\n        return self.name + " says woof"\n\nd = Dog("Rex")\nprint(d.speak())',
        acc: ['Rex says woof'],
        sol: [
          [
            '`__init__` يخزن الاسم في `self.name`، و `speak` يرجع الاسم متبوعًا بالجملة.',
            '`__init__` stores the name in `self.name`; `speak` returns the name followed by the phrase.',
          ],
        ],
        hints: [
          ['ما قيمة `self.name` للكائن `d`؟', 'What is `self.name` for `d`?'],
          ['الدالة تضم نصين معًا بـ `+`.', 'The method joins two strings with `+`.'],
        ],
      }),
      choice({
        s: 'self',
        d: 2,
        q: [
          'استدعاء `c.area()` يعطي `TypeError`. ما الإصلاح؟',
          'Calling `c.area()` raises a `TypeError`. What is the fix?',
        ],
        code: 'class Circle:\n    def __init__(self, r):\n        self.r = r\n\n    def area():\n        return 3.14 * self.r ** 2\n\nc = Circle(2)\nprint(c.area())',
        ok: [
          'إضافة `self` معاملًا أول: `def area(self):`',
          'Add `self` as the first parameter: `def area(self):`',
        ],
        wrong: [
          [
            ['استدعاؤها `Circle.area()`', 'Call it as `Circle.area()`'],
            [
              'المشكلة في التعريف؛ الدالة تحتاج الكائن لتعرف `r`.',
              'The problem is the definition; the method needs the object to know `r`.',
            ],
          ],
          [
            ['حذف `__init__`', 'Remove `__init__`'],
            ['بدونه لن يوجد `self.r` أصلًا.', 'Without it `self.r` would not exist at all.'],
          ],
          [
            ['تسمية الصنف بحرف صغير', 'Name the class in lower case'],
            ['اسم الصنف لا يسبب هذا الخطأ.', 'The class name does not cause this error.'],
          ],
        ],
        sol: [
          [
            'بايثون تمرر الكائن تلقائيًا معاملًا أول لكل دالة في الصنف؛ بدون `self` في التعريف يصل معامل زائد فيحدث الخطأ.',
            'Python passes the object as the first argument to every method; without `self` in the definition there is one argument too many.',
          ],
        ],
        hints: [
          ['قارن سطر تعريف `area` بسطر `__init__`.', 'Compare the `area` line with the `__init__` line.'],
          ['كيف تعرف الدالة قيمة `r` الخاصة بالكائن؟', "How would the method know the object's `r`?"],
        ],
      }),
      short({
        s: 'class-attributes',
        d: 2,
        q: PRINTS,
        code: 'class Counter:\n    count = 0\n\n    def __init__(self):\n        Counter.count += 1\n\na = Counter()\nb = Counter()\nprint(Counter.count)',
        acc: ['2'],
        mistakes: [
          [
            '1',
            [
              '`count` خاصية للصنف مشتركة بين كل الكائنات.',
              '`count` belongs to the class and is shared by all objects.',
            ],
          ],
        ],
        sol: [
          [
            'كل إنشاء لكائن يستدعي `__init__` فيزيد `Counter.count` المشترك؛ أنشأنا كائنين.',
            'Each new object runs `__init__`, bumping the shared `Counter.count`; two objects were made.',
          ],
        ],
        hints: [
          ['`count` معرّف على الصنف لا على `self`.', '`count` is defined on the class, not on `self`.'],
          ['كم مرة استُدعي `__init__`؟', 'How many times did `__init__` run?'],
        ],
      }),
      choice({
        s: 'inheritance',
        d: 2,
        q: PRINTS,
        code: 'class Animal:\n    def sound(self):\n        return "hmm"\n\nclass Cat(Animal):\n    def sound(self):\n        return "meow"\n\nprint(Cat().sound())',
        ok: ['`meow`', '`meow`'],
        wrong: [
          [
            ['`hmm`', '`hmm`'],
            [
              'دالة الصنف الابن تحل محل دالة الأب (إعادة التعريف).',
              "The child's method overrides the parent's.",
            ],
          ],
          [
            ['`hmm meow`', '`hmm meow`'],
            [
              'دالة الأب لا تُستدعى تلقائيًا مع دالة الابن.',
              "The parent's method is not called along with the child's.",
            ],
          ],
          [
            ['خطأ', 'An error'],
            ['إعادة تعريف دالة موروثة مسموح.', 'Overriding an inherited method is allowed.'],
          ],
        ],
        sol: [
          [
            '`Cat` يرث `Animal` ويعيد تعريف `sound`، فيُستخدم تعريف `Cat`.',
            "`Cat` inherits from `Animal` and overrides `sound`, so `Cat`'s version runs.",
          ],
        ],
        hints: [
          [
            'أين يبحث بايثون عن الدالة أولًا: في الصنف نفسه أم في الأب؟',
            'Where does Python look first: the class itself or its parent?',
          ],
          ['الصنف `Cat` له تعريفه الخاص لـ `sound`.', '`Cat` has its own `sound`.'],
        ],
      }),
      order({
        s: 'constructor',
        d: 1,
        q: orderToPrint('8'),
        seq: [
          'class Point:',
          '    def __init__(self, x):',
          '        self.x = x',
          'p = Point(4)',
          'print(p.x * 2)',
        ],
        sol: [
          [
            'نعرّف الصنف ومُنشئه، ثم ننشئ كائنًا، ثم نطبع ضعف خاصيته.',
            'Define the class and its constructor, then make an object, then print double its attribute.',
          ],
        ],
        hints: [
          ['الصنف يُعرَّف قبل إنشاء أي كائن منه.', 'The class must be defined before any object is made.'],
          ['`self.x = x` جزء من جسم `__init__`.', '`self.x = x` belongs in the body of `__init__`.'],
        ],
      }),
    ],
    py,
  ),
];
