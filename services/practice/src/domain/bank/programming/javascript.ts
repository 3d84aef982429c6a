import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from '../science/write';
import { PRINTS, orderToPrint } from './stems';

const js = 'javascript';

/** JavaScript, every topic. */
export const JAVASCRIPT_ITEMS: Item[] = [
  ...unit(
    'javascript-variables',
    [
      choice({
        s: 'const',
        d: 1,
        q: ['ماذا يحدث عند تنفيذ هذا الكود؟', 'What happens when this code runs?'],
        code: 'const x = 5;\nx = 6;\nconsole.log(x);',
        ok: ['خطأ `TypeError` لأن `const` لا يُعاد إسناده', 'A `TypeError`: a `const` cannot be reassigned'],
        wrong: [
          [
            ['يطبع `6`', 'It prints `6`'],
            [
              'معاملة `const` كأنه `let`؛ الثابت لا يقبل إسنادًا جديدًا.',
              'Treating `const` like `let`; a constant takes no new assignment.',
            ],
          ],
          [
            ['يطبع `5` ويتجاهل السطر الثاني', 'It prints `5`, ignoring line two'],
            [
              'جافاسكريبت لا تتجاهل الإسناد بصمت هنا؛ تطلق خطأ.',
              'JavaScript does not silently skip it; it throws.',
            ],
          ],
          [
            ['يطبع `undefined`', 'It prints `undefined`'],
            ['`x` له قيمة؛ المشكلة في إعادة الإسناد.', '`x` has a value; the problem is the reassignment.'],
          ],
        ],
        sol: [
          [
            '`const` يربط الاسم بقيمته مرة واحدة، وأي إسناد جديد يطلق `TypeError: Assignment to constant variable`.',
            '`const` binds the name once; any new assignment throws `TypeError: Assignment to constant variable`.',
          ],
        ],
        hints: [
          ['ما الفرق بين `let` و `const`؟', 'What is the difference between `let` and `const`?'],
          ['هل يسمح `const` بتغيير القيمة بعد تعريفها؟', 'Does `const` allow changing the value afterwards?'],
        ],
      }),
      short({
        s: 'typeof',
        d: 2,
        q: PRINTS,
        code: 'console.log(typeof null);',
        acc: ['object'],
        mistakes: [
          [
            'null',
            [
              '`typeof null` يعطي `"object"`، وهي غرابة تاريخية في اللغة.',
              '`typeof null` gives `"object"`, a historical quirk.',
            ],
          ],
        ],
        sol: [
          [
            'بسبب خطأ قديم في أول إصدار من جافاسكريبت بقي `typeof null` يعطي `"object"`.',
            'A bug from the first JavaScript kept `typeof null` returning `"object"`.',
          ],
        ],
        hints: [
          ['الناتج ليس «null».', 'The answer is not "null".'],
          [
            'هي غرابة تاريخية مشهورة: الناتج نوع يُستخدم للكائنات.',
            'It is a famous quirk: the result is the type used for objects.',
          ],
        ],
      }),
      short({
        s: 'coercion',
        d: 1,
        q: PRINTS,
        code: 'console.log("5" + 3);',
        acc: ['53'],
        mistakes: [
          [
            '8',
            [
              '`+` مع نص يضم النصوص ولا يجمع الأعداد.',
              '`+` with a string joins text; it does not add numbers.',
            ],
          ],
        ],
        sol: [
          [
            'أحد الطرفين نص، فيتحول 3 إلى `"3"` ويتم الضم.',
            'One side is a string, so 3 becomes `"3"` and they are joined.',
          ],
        ],
        hints: [
          ['ما نوع `"5"`؟', 'What type is `"5"`?'],
          ['`+` له معنيان: الجمع والضم.', '`+` means both adding and joining.'],
        ],
      }),
      short({
        s: 'coercion',
        d: 2,
        q: PRINTS,
        code: 'console.log("5" * "2");',
        acc: ['10'],
        mistakes: [
          [
            '52',
            [
              '`*` ليس لضم النصوص؛ يحول النصوص إلى أعداد.',
              '`*` never joins text; it turns strings into numbers.',
            ],
          ],
          [
            'NaN',
            [
              'النصان يمثلان أعدادًا صالحة فيتحولان بنجاح.',
              'Both strings are valid numbers and convert fine.',
            ],
          ],
        ],
        sol: [
          [
            '`*` للأعداد فقط، فتحول جافاسكريبت `"5"` و `"2"` إلى 5 و 2 ثم تضرب.',
            '`*` is numeric only, so JavaScript turns `"5"` and `"2"` into 5 and 2 and multiplies.',
          ],
        ],
        hints: [
          ['هل يوجد معنى لـ `*` مع النصوص؟', 'Does `*` mean anything for strings?'],
          ['جافاسكريبت تحاول تحويل النصين إلى أعداد.', 'JavaScript tries to turn both strings into numbers.'],
        ],
      }),
      choice({
        s: 'hoisting',
        d: 3,
        q: PRINTS,
        code: 'console.log(a);\nvar a = 3;',
        ok: ['`undefined`', '`undefined`'],
        wrong: [
          [
            ['`3`', '`3`'],
            [
              'التعريف يُرفع لأعلى لكن الإسناد يبقى مكانه.',
              'The declaration is hoisted but the assignment stays put.',
            ],
          ],
          [
            ['خطأ `ReferenceError`', 'A `ReferenceError`'],
            [
              'هذا سلوك `let` و `const`؛ أما `var` فيُرفع بقيمة `undefined`.',
              'That is how `let` and `const` behave; `var` is hoisted as `undefined`.',
            ],
          ],
          [
            ['`null`', '`null`'],
            [
              'المتغير المرفوع قيمته `undefined` لا `null`.',
              'A hoisted variable holds `undefined`, not `null`.',
            ],
          ],
        ],
        sol: [
          [
            '`var a` يُرفع إلى أعلى النطاق بقيمة `undefined`، والإسناد `a = 3` ينفذ في مكانه بعد الطباعة.',
            '`var a` is hoisted to the top as `undefined`; `a = 3` runs where it is, after the log.',
          ],
        ],
        hints: [
          [
            'ما الذي يُرفع مع `var`: التعريف أم القيمة؟',
            'What does `var` hoist: the declaration or the value?',
          ],
          ['الطباعة تنفذ قبل سطر الإسناد.', 'The log runs before the assignment line.'],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-conditions',
    [
      short({
        s: 'equality',
        d: 2,
        q: PRINTS,
        code: 'console.log(0 == "0", 0 === "0");',
        acc: ['true false'],
        mistakes: [
          [
            'true true',
            ['`===` يقارن النوع أيضًا دون تحويل.', '`===` compares types too, without converting.'],
          ],
        ],
        sol: [
          [
            '`==` يحول النص إلى عدد فيتساويان، و `===` يرى نوعين مختلفين.',
            '`==` converts the string to a number so they match; `===` sees two different types.',
          ],
        ],
        hints: [
          ['`==` يحول الأنواع قبل المقارنة.', '`==` converts types before comparing.'],
          ['هل العدد والنص من النوع نفسه؟', 'Are a number and a string the same type?'],
        ],
      }),
      short({
        s: 'truthiness',
        d: 1,
        q: PRINTS,
        code: 'const name = "";\nif (name) {\n  console.log("hi " + name);\n} else {\n  console.log("no name");\n}',
        acc: ['no name'],
        sol: [
          [
            'النص الفارغ قيمته falsy، فينفذ فرع `else`.',
            'An empty string is falsy, so the `else` branch runs.',
          ],
        ],
        hints: [
          ['هل النص الفارغ يعتبر صحيحًا أم خطأ في الشرط؟', 'Is an empty string true or false in a test?'],
          ['القيم الفارغة مثل `""` و `0` تعتبر falsy.', 'Empty values like `""` and `0` are falsy.'],
        ],
      }),
      short({
        s: 'ternary',
        d: 1,
        q: PRINTS,
        code: 'const age = 17;\nconsole.log(age >= 18 ? "adult" : "minor");',
        acc: ['minor'],
        sol: [
          [
            'الشرط `17 >= 18` خطأ، فيؤخذ ما بعد `:`.',
            'The test `17 >= 18` is false, so the part after `:` is used.',
          ],
        ],
        hints: [
          [
            'الصيغة: شرط ? قيمة إذا صح : قيمة إذا خطأ.',
            'The form is: test ? value if true : value if false.',
          ],
          ['هل 17 أكبر من أو يساوي 18؟', 'Is 17 at least 18?'],
        ],
      }),
      choice({
        s: 'equality',
        d: 1,
        q: [
          'هذا الشرط يطبع دائمًا مهما كانت قيمة `x`. ما الإصلاح؟',
          'This always prints, whatever `x` is. What is the fix?',
        ],
        code: 'let x = 3;\nif (x = 10) {\n  console.log("ten");\n}',
        ok: ['استخدام `===` بدلًا من `=`', 'Use `===` instead of `=`'],
        wrong: [
          [
            ['استخدام `=>` بدلًا من `=`', 'Use `=>` instead of `=`'],
            ['`=>` لكتابة الدوال السهمية، لا للمقارنة.', '`=>` writes arrow functions, not comparisons.'],
          ],
          [
            ['تغيير `let` إلى `const`', 'Change `let` to `const`'],
            [
              'سيصبح خطأ إسناد لثابت، ولن يصلح المقارنة.',
              'It becomes an assignment to a constant; the comparison is still wrong.',
            ],
          ],
          [
            ['وضع `10` بين علامتي تنصيص', 'Put `10` in quotes'],
            [
              'النص غير الفارغ أيضًا truthy، فيبقى الشرط صحيحًا دائمًا.',
              'A non-empty string is truthy too, so it is still always true.',
            ],
          ],
        ],
        sol: [
          [
            '`x = 10` إسناد قيمته 10 وهي truthy، فينفذ الفرع دائمًا. المقارنة الصارمة تكون `x === 10`.',
            '`x = 10` assigns and yields 10, which is truthy, so the branch always runs. A strict comparison is `x === 10`.',
          ],
        ],
        hints: [
          ['ما قيمة التعبير `x = 10` نفسه؟', 'What is the value of the expression `x = 10` itself?'],
          [
            'أي رمز يقارن في جافاسكريبت دون تحويل الأنواع؟',
            'Which JavaScript symbol compares without converting types?',
          ],
        ],
      }),
      short({
        s: 'nullish',
        d: 3,
        q: PRINTS,
        code: 'console.log(null ?? "default", 0 || "zero");',
        acc: ['default zero'],
        mistakes: [
          [
            'default 0',
            [
              '`||` يتجاوز كل قيمة falsy ومنها 0، بخلاف `??`.',
              '`||` skips every falsy value, 0 included, unlike `??`.',
            ],
          ],
        ],
        sol: [
          [
            '`??` يأخذ الطرف الأيمن فقط إذا كان الأيسر `null` أو `undefined`، و `||` يأخذه إذا كان الأيسر falsy، و 0 falsy.',
            '`??` uses the right side only for `null` or `undefined`; `||` uses it for any falsy left side, and 0 is falsy.',
          ],
        ],
        hints: [
          ['ما الفرق بين `??` و `||`؟', 'How do `??` and `||` differ?'],
          ['هل 0 قيمة falsy؟ وهل هو null؟', 'Is 0 falsy? Is it null?'],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-loops',
    [
      short({
        s: 'for',
        d: 1,
        q: PRINTS,
        code: 'let s = "";\nfor (let i = 1; i <= 3; i++) {\n  s += i;\n}\nconsole.log(s);',
        acc: ['123'],
        mistakes: [
          ['6', ['`s` نص، فالإضافة ضم لا جمع.', '`s` is a string, so `+=` joins rather than adds.']],
        ],
        sol: [
          [
            '`s` يبدأ نصًا فارغًا، فكل `s += i` يضم الرقم في آخره: `"1"` ثم `"12"` ثم `"123"`.',
            '`s` starts as an empty string, so each `s += i` appends: `"1"`, `"12"`, `"123"`.',
          ],
        ],
        hints: [
          ['ما نوع `s` في البداية؟', 'What type is `s` at the start?'],
          ['نص + عدد = ضم.', 'String + number = joining.'],
        ],
      }),
      short({
        s: 'continue',
        d: 2,
        q: PRINTS,
        code: 'const out = [];\nfor (const x of [10, 20, 30]) {\n  if (x === 20) continue;\n  out.push(x);\n}\nconsole.log(out.join(" "));',
        acc: ['10 30'],
        mistakes: [
          [
            '10',
            [
              '`continue` يتخطى الدورة الحالية فقط، ولا يوقف الحلقة.',
              '`continue` skips only this pass; it does not end the loop.',
            ],
          ],
        ],
        sol: [
          [
            'عند 20 ينفذ `continue` فيتخطى `push`، وتكمل الحلقة إلى 30.',
            'At 20, `continue` skips the `push` and the loop goes on to 30.',
          ],
        ],
        hints: [
          ['ما الفرق بين `continue` و `break`؟', 'How does `continue` differ from `break`?'],
          ['`join(" ")` يضع مسافة بين العناصر.', '`join(" ")` puts a space between elements.'],
        ],
      }),
      choice({
        s: 'for-in',
        d: 2,
        q: ['ماذا يطبع هذا الكود؟', 'What does this code print?'],
        code: 'for (const k in ["a", "b"]) {\n  console.log(k);\n}',
        ok: ['`0` ثم `1` (الفهارس)', '`0` then `1` (the indexes)'],
        wrong: [
          [
            ['`a` ثم `b`', '`a` then `b`'],
            [
              'الخلط بين `for...in` (المفاتيح) و `for...of` (القيم).',
              'Confusing `for...in` (keys) with `for...of` (values).',
            ],
          ],
          [
            ['`undefined` مرتين', '`undefined` twice'],
            ['`k` يأخذ المفاتيح نفسها، وهي موجودة.', '`k` takes the keys themselves, which exist.'],
          ],
          [
            ['خطأ لأن `for...in` للكائنات فقط', 'An error: `for...in` is for objects only'],
            [
              'المصفوفة كائن، و `for...in` يمر على مفاتيحها.',
              'An array is an object; `for...in` walks its keys.',
            ],
          ],
        ],
        sol: [
          [
            '`for...in` يمر على المفاتيح، ومفاتيح المصفوفة فهارسها كنصوص `"0"` و `"1"`.',
            '`for...in` walks the keys; an array\'s keys are its indexes, as strings `"0"` and `"1"`.',
          ],
        ],
        hints: [
          ['`in` يمر على المفاتيح و `of` على القيم.', '`in` walks keys; `of` walks values.'],
          ['ما مفاتيح المصفوفة؟', "What are an array's keys?"],
        ],
      }),
      num({
        s: 'while',
        d: 3,
        q: ['كم مرة ينفذ جسم هذه الحلقة؟', "How many times does this loop's body run?"],
        code: 'let n = 10;\nwhile (n > 1) {\n  n = n / 2;\n}',
        v: 4,
        mistakes: [
          [
            '3',
            [
              'القسمة في جافاسكريبت عشرية: 2.5 ثم 1.25 ما زالا أكبر من 1.',
              'JavaScript division is decimal: 2.5 and 1.25 are still above 1.',
            ],
          ],
        ],
        sol: [
          [
            'n: 10 → 5 → 2.5 → 1.25 → 0.625؛ بعد الدورة الرابعة يصبح الشرط خطأ.',
            'n: 10 → 5 → 2.5 → 1.25 → 0.625; after the fourth pass the test fails.',
          ],
        ],
        hints: [
          ['تتبع قيمة `n` بعد كل دورة.', 'Trace `n` after each pass.'],
          ['القسمة هنا لا تقرّب إلى عدد صحيح.', 'The division does not round to a whole number.'],
        ],
      }),
      order({
        s: 'for',
        d: 1,
        q: orderToPrint('15'),
        seq: ['let sum = 0;', 'for (let i = 1; i <= 5; i++) {', '  sum += i;', '}', 'console.log(sum);'],
        sol: [
          [
            'نبدأ المجموع بصفر، ثم الحلقة من 1 إلى 5 تضيف كل عدد، ثم نطبع بعد إغلاق الحلقة.',
            'Start the sum at zero, loop 1 to 5 adding each, then print after the loop closes.',
          ],
        ],
        hints: [
          ['المجموع يُعرّف قبل الحلقة.', 'The sum is declared before the loop.'],
          ['الطباعة بعد القوس المغلق حتى تطبع مرة واحدة.', 'Print after the closing brace so it runs once.'],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-functions',
    [
      short({
        s: 'arrow',
        d: 1,
        q: PRINTS,
        code: 'const double = n => n * 2;\nconsole.log(double(7));',
        acc: ['14'],
        sol: [
          [
            'الدالة السهمية ترجع `n * 2` مباشرة، و 7 × 2.',
            'The arrow function returns `n * 2` directly: 7 × 2.',
          ],
        ],
        hints: [
          [
            'الدالة السهمية ذات السطر الواحد ترجع قيمة التعبير تلقائيًا.',
            'A one-line arrow function returns its expression.',
          ],
          ['عوّض `n` بالعدد المعطى.', 'Substitute the given number for `n`.'],
        ],
      }),
      short({
        s: 'defaults',
        d: 1,
        q: PRINTS,
        code: 'function greet(name = "guest") {\n  return "Hi " + name;\n}\nconsole.log(greet());',
        acc: ['Hi guest'],
        mistakes: [
          [
            'Hi undefined',
            [
              'المعامل له قيمة افتراضية تُستخدم عند عدم تمريره.',
              'The parameter has a default used when nothing is passed.',
            ],
          ],
        ],
        sol: [
          ['لم نمرر قيمة، فأخذ `name` قيمته الافتراضية.', 'Nothing was passed, so `name` took its default.'],
        ],
        hints: [
          ['هل مررنا أي قيمة عند الاستدعاء؟', 'Was anything passed in the call?'],
          ['انظر إلى ما بعد `=` في تعريف المعامل.', 'Look after the `=` in the parameter.'],
        ],
      }),
      choice({
        s: 'arrow',
        d: 3,
        q: PRINTS,
        code: 'const f = () => { value: 1 };\nconsole.log(f());',
        ok: ['`undefined`', '`undefined`'],
        wrong: [
          [
            ['`{ value: 1 }`', '`{ value: 1 }`'],
            [
              'الأقواس `{}` بعد السهم تُقرأ جسم دالة لا كائنًا؛ لإرجاع كائن نكتب `({ value: 1 })`.',
              'Braces after the arrow are read as a body, not an object; return an object with `({ value: 1 })`.',
            ],
          ],
          [
            ['`1`', '`1`'],
            [
              '`value:` هنا تسمية (label) والجسم لا يحتوي `return`.',
              '`value:` is a label here, and the body has no `return`.',
            ],
          ],
          [
            ['خطأ', 'An error'],
            ['الكود صالح نحويًا، لكنه لا يرجع شيئًا.', 'The code is valid; it just returns nothing.'],
          ],
        ],
        sol: [
          [
            'بعد `=>` تعني `{` بداية جسم دالة، و `value: 1` فيه عبارة بتسمية، ولا `return`، فتعود `undefined`.',
            'After `=>`, `{` opens a body; `value: 1` is a labelled statement and there is no `return`, so it gives `undefined`.',
          ],
        ],
        hints: [
          [
            'كيف تفهم جافاسكريبت `{` بعد السهم مباشرة؟',
            'How does JavaScript read `{` right after the arrow?',
          ],
          ['هل يحتوي الجسم على `return`؟', 'Does the body contain `return`?'],
        ],
      }),
      short({
        s: 'closures',
        d: 3,
        q: PRINTS,
        code: 'function counter() {\n  let c = 0;\n  return () => ++c;\n}\nconst next = counter();\nnext();\nconsole.log(next());',
        acc: ['2'],
        mistakes: [
          [
            '1',
            [
              'الدالة الداخلية تحتفظ بـ `c` نفسه بين الاستدعاءات (closure).',
              'The inner function keeps the same `c` between calls (a closure).',
            ],
          ],
        ],
        sol: [
          [
            '`next` تغلق على `c`؛ الاستدعاء الأول يجعله 1 والثاني 2 ويُطبع.',
            '`next` closes over `c`; the first call makes it 1, the second 2, which is printed.',
          ],
        ],
        hints: [
          ['هل يعود `c` إلى الصفر مع كل استدعاء لـ `next`؟', 'Does `c` reset with each call to `next`?'],
          ['`counter()` استدعيت مرة واحدة فقط.', '`counter()` was called only once.'],
        ],
      }),
      choice({
        s: 'return',
        d: 1,
        q: PRINTS,
        code: 'function f() {\n  5;\n}\nconsole.log(f());',
        ok: ['`undefined`', '`undefined`'],
        wrong: [
          [
            ['`5`', '`5`'],
            [
              'الدالة العادية لا ترجع آخر تعبير تلقائيًا؛ يلزم `return`.',
              'A normal function does not return its last expression; it needs `return`.',
            ],
          ],
          [
            ['`null`', '`null`'],
            [
              'الدالة بلا `return` ترجع `undefined` لا `null`.',
              'A function without `return` gives `undefined`, not `null`.',
            ],
          ],
          [
            ['خطأ', 'An error'],
            ['التعبير `5;` وحده صالح لكنه بلا أثر.', '`5;` alone is valid, just useless.'],
          ],
        ],
        sol: [
          [
            'لا يوجد `return` في جسم الدالة، فترجع `undefined`.',
            'There is no `return` in the body, so the function gives `undefined`.',
          ],
        ],
        hints: [
          ['ابحث عن كلمة `return`.', 'Look for `return`.'],
          [
            'ماذا ترجع الدالة إذا انتهى جسمها دون `return`؟',
            'What does a function give when its body ends without `return`?',
          ],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-arrays',
    [
      short({
        s: 'map',
        d: 1,
        q: PRINTS,
        code: 'console.log([1, 2, 3].map(x => x * 10).join(" "));',
        acc: ['10 20 30'],
        sol: [
          [
            '`map` يطبق الدالة على كل عنصر: `[10, 20, 30]`، و `join(" ")` يضمها بمسافات.',
            '`map` applies the function to each element: `[10, 20, 30]`; `join(" ")` joins them with spaces.',
          ],
        ],
        hints: [
          ['`map` يرجع مصفوفة جديدة بنفس الطول.', '`map` returns a new array of the same length.'],
          ['اضرب كل عنصر في عشرة.', 'Multiply each element by ten.'],
        ],
      }),
      short({
        s: 'filter',
        d: 1,
        q: PRINTS,
        code: 'console.log([5, 12, 8, 130].filter(n => n > 10).length);',
        acc: ['2'],
        sol: [['العناصر الأكبر من 10 هي 12 و 130.', 'The elements above 10 are 12 and 130.']],
        hints: [
          ['`filter` يبقي العناصر التي يتحقق فيها الشرط.', '`filter` keeps elements that pass the test.'],
          ['ثم `length` يعد ما بقي.', 'Then `length` counts what is left.'],
        ],
      }),
      choice({
        s: 'sort',
        d: 2,
        q: PRINTS,
        code: 'console.log([10, 9, 1].sort());',
        ok: ['`[1, 10, 9]`', '`[1, 10, 9]`'],
        wrong: [
          [
            ['`[1, 9, 10]`', '`[1, 9, 10]`'],
            [
              'الظن أن `sort` يرتب عدديًا؛ بدون دالة مقارنة يرتب كنصوص.',
              'Thinking `sort` is numeric; without a compare function it sorts as strings.',
            ],
          ],
          [
            ['`[10, 9, 1]`', '`[10, 9, 1]`'],
            ['`sort` يغير الترتيب فعلًا.', '`sort` does reorder the array.'],
          ],
          [
            ['خطأ', 'An error'],
            ['`sort` يعمل على أي مصفوفة.', '`sort` works on any array.'],
          ],
        ],
        sol: [
          [
            '`sort()` يقارن العناصر كنصوص: `"1"` < `"10"` < `"9"`. للترتيب العددي: `sort((a, b) => a - b)`.',
            '`sort()` compares as strings: `"1"` < `"10"` < `"9"`. For numbers use `sort((a, b) => a - b)`.',
          ],
        ],
        hints: [
          ['كيف يقارن `sort()` العناصر إذا لم نعطه دالة؟', 'How does `sort()` compare without a function?'],
          ['قارن `"10"` و `"9"` حرفًا حرفًا.', 'Compare `"10"` and `"9"` character by character.'],
        ],
      }),
      short({
        s: 'objects',
        d: 1,
        q: PRINTS,
        code: 'const p = { name: "Mona", age: 15 };\nconsole.log(p["name"] + " " + p.age);',
        acc: ['Mona 15'],
        sol: [
          [
            '`p["name"]` و `p.name` طريقتان لقراءة الخاصية نفسها.',
            '`p["name"]` and `p.name` read the same property.',
          ],
        ],
        hints: [
          ['الأقواس المربعة والنقطة كلاهما يقرأ خاصية.', 'Brackets and dots both read a property.'],
          ['بين القيمتين مسافة واحدة.', 'There is one space between the two values.'],
        ],
      }),
      short({
        s: 'reduce',
        d: 2,
        q: PRINTS,
        code: 'console.log([1, 2, 3, 4].reduce((a, b) => a + b, 0));',
        acc: ['10'],
        sol: [
          [
            '`reduce` يبدأ من 0 ويضيف كل عنصر: 0 + 1 + 2 + 3 + 4.',
            '`reduce` starts at 0 and adds each element: 0 + 1 + 2 + 3 + 4.',
          ],
        ],
        hints: [
          ['الوسيط الثاني (0) هو القيمة الابتدائية.', 'The second argument (0) is the starting value.'],
          ['`a` يحمل المجموع المتراكم.', '`a` carries the running total.'],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-dom',
    [
      choice({
        s: 'select',
        d: 1,
        q: ['أي سطر يختار العنصر `<h1 id="title">`؟', 'Which line selects the element `<h1 id="title">`?'],
        ok: ['`document.getElementById("title")`', '`document.getElementById("title")`'],
        wrong: [
          [
            ['`document.getElementById("#title")`', '`document.getElementById("#title")`'],
            [
              '`getElementById` يأخذ المعرف بدون `#`؛ الـ `#` لمحددات CSS.',
              '`getElementById` takes the id without `#`; `#` is for CSS selectors.',
            ],
          ],
          [
            ['`document.querySelector("title")`', '`document.querySelector("title")`'],
            [
              'بدون `#` يختار وسم `<title>` لا العنصر ذا المعرف.',
              'Without `#` it picks the `<title>` tag, not the id.',
            ],
          ],
          [
            ['`document.getElementsByClassName("title")`', '`document.getElementsByClassName("title")`'],
            ['هذا يبحث بالصنف (class) لا بالمعرف.', 'That searches by class, not id.'],
          ],
        ],
        sol: [
          [
            'العنصر له `id="title"`، و `getElementById` يأخذ المعرف كما هو. (بديل صحيح: `querySelector("#title")`.)',
            'The element has `id="title"`; `getElementById` takes the id as it is. (Also right: `querySelector("#title")`.)',
          ],
        ],
        hints: [
          ['ابحث عن دالة تبحث بالمعرف id.', 'Look for a function that searches by id.'],
          ['هل نكتب `#` مع `getElementById`؟', 'Do we write `#` with `getElementById`?'],
        ],
      }),
      choice({
        s: 'events',
        d: 2,
        q: [
          'أي سطر يجعل الدالة `handler` تنفذ عند الضغط على الزر `btn`؟',
          'Which line runs `handler` when the button `btn` is clicked?',
        ],
        ok: ['`btn.addEventListener("click", handler);`', '`btn.addEventListener("click", handler);`'],
        wrong: [
          [
            ['`btn.addEventListener("click", handler());`', '`btn.addEventListener("click", handler());`'],
            [
              'الأقواس تستدعي الدالة فورًا وتمرر ناتجها بدلًا من الدالة نفسها.',
              'The brackets call the function now and pass its result instead of the function.',
            ],
          ],
          [
            ['`btn.addEventListener("onclick", handler);`', '`btn.addEventListener("onclick", handler);`'],
            ['اسم الحدث `"click"` بدون `on`.', 'The event name is `"click"`, without `on`.'],
          ],
          [
            ['`btn.click = handler;`', '`btn.click = handler;`'],
            [
              '`click` دالة تضغط الزر برمجيًا؛ الكتابة فوقها لا تسجل مستمعًا.',
              '`click` is a method that clicks the button; overwriting it registers nothing.',
            ],
          ],
        ],
        sol: [
          [
            '`addEventListener` يأخذ اسم الحدث والدالة نفسها (بدون استدعاء)، وتُستدعى عند الضغط.',
            '`addEventListener` takes the event name and the function itself (not called); it runs on each click.',
          ],
        ],
        hints: [
          ['مرر الدالة، لا ناتج استدعائها.', 'Pass the function, not the result of calling it.'],
          [
            'أسماء الأحداث في `addEventListener` لا تبدأ بـ `on`.',
            'Event names in `addEventListener` do not start with `on`.',
          ],
        ],
      }),
      choice({
        s: 'safety',
        d: 2,
        q: [
          'نريد عرض نص كتبه المستخدم داخل عنصر `el` بأمان. أي سطر نستخدم؟',
          'We want to show text the user typed inside `el`, safely. Which line?',
        ],
        ok: ['`el.textContent = input;`', '`el.textContent = input;`'],
        wrong: [
          [
            ['`el.innerHTML = input;`', '`el.innerHTML = input;`'],
            [
              '`innerHTML` يفسر النص كـ HTML فقد ينفذ كودًا خبيثًا (XSS).',
              '`innerHTML` parses the text as HTML and may run malicious code (XSS).',
            ],
          ],
          [
            ['`document.write(input);`', '`document.write(input);`'],
            [
              '`document.write` يكتب HTML أيضًا وقد يمسح الصفحة.',
              '`document.write` writes HTML too and may wipe the page.',
            ],
          ],
          [
            ['`el.value = input;`', '`el.value = input;`'],
            [
              '`value` لحقول الإدخال، لا لعرض نص داخل عنصر عادي.',
              '`value` is for form fields, not for showing text in an element.',
            ],
          ],
        ],
        sol: [
          [
            '`textContent` يضع النص كما هو دون تفسيره HTML، فلا يمكن حقن وسوم أو سكربتات.',
            '`textContent` puts the text in as is, never parsed as HTML, so no tags or scripts can be injected.',
          ],
        ],
        hints: [
          [
            'المشكلة إذا كتب المستخدم وسومًا مثل `<script>`.',
            'The danger is the user typing tags such as `<script>`.',
          ],
          ['أي خاصية لا تفسر HTML؟', 'Which property does not parse HTML?'],
        ],
      }),
      order({
        s: 'events',
        d: 1,
        q: [
          'رتب الأسطر ليتغير نص الزر `#go` إلى Clicked عند الضغط عليه:',
          "Order the lines so the `#go` button's text becomes Clicked when it is pressed:",
        ],
        seq: [
          'const btn = document.querySelector("#go");',
          'btn.addEventListener("click", () => {',
          '  btn.textContent = "Clicked";',
          '});',
        ],
        sol: [
          [
            'نختار الزر أولًا، ثم نسجل مستمع الحدث، وبداخله تغيير النص، ثم نغلق الدالة والاستدعاء.',
            'Select the button, register the listener, change the text inside it, then close the function and the call.',
          ],
        ],
        hints: [
          ['لا يمكن استخدام `btn` قبل تعريفه.', '`btn` cannot be used before it is declared.'],
          ['السطر المزاح يقع داخل الدالة السهمية.', 'The indented line sits inside the arrow function.'],
        ],
      }),
      short({
        s: 'events',
        d: 2,
        q: ['ماذا يُطبع في الكونسول عند الضغط على الزر؟', 'What is logged when the button is clicked?'],
        code: 'btn.addEventListener("click", (e) => {\n  e.preventDefault();\n  console.log(e.type);\n});',
        acc: ['click'],
        sol: [
          [
            '`e` كائن الحدث، و `e.type` اسم الحدث الذي وقع.',
            '`e` is the event object; `e.type` is the name of the event.',
          ],
        ],
        hints: [
          ['`e` يصف الحدث الذي وقع.', '`e` describes the event that happened.'],
          ['`preventDefault` لا يغير نوع الحدث.', "`preventDefault` does not change the event's type."],
        ],
      }),
    ],
    js,
  ),

  ...unit(
    'javascript-async',
    [
      short({
        s: 'event-loop',
        d: 2,
        q: [
          'بأي ترتيب تظهر الحروف؟ اكتبها متتالية، مثل XYZ.',
          'In what order do the letters appear? Write them in a row, like XYZ.',
        ],
        code: 'console.log("A");\nsetTimeout(() => console.log("B"), 0);\nconsole.log("C");',
        acc: ['ACB', 'A C B', 'A,C,B', 'A, C, B'],
        mistakes: [
          [
            'ABC',
            [
              '`setTimeout` بصفر لا ينفذ فورًا؛ ينتظر انتهاء الكود الحالي.',
              'A zero `setTimeout` does not run at once; it waits for the current code to finish.',
            ],
          ],
        ],
        sol: [
          [
            'الكود المتزامن ينفذ كله أولًا (A ثم C)، ثم تنفذ دالة المؤقت من الطابور.',
            'All synchronous code runs first (A, then C); the timer callback runs afterwards from the queue.',
          ],
        ],
        hints: [
          ['هل `setTimeout(..., 0)` ينفذ في الحال؟', 'Does `setTimeout(..., 0)` run immediately?'],
          [
            'الدوال المؤجلة تنتظر انتهاء الكود الحالي كله.',
            'Deferred callbacks wait for all current code to finish.',
          ],
        ],
      }),
      choice({
        s: 'async-functions',
        d: 2,
        q: PRINTS,
        code: 'async function f() {\n  return 5;\n}\nconsole.log(f());',
        ok: ['كائن `Promise` (وعد يتحقق بالقيمة 5)', 'A `Promise` (resolving to 5)'],
        wrong: [
          [
            ['`5`', '`5`'],
            [
              'الدالة `async` ترجع دائمًا وعدًا، والقيمة داخله.',
              'An `async` function always returns a promise, with the value inside.',
            ],
          ],
          [
            ['`undefined`', '`undefined`'],
            ['الدالة ترجع شيئًا: وعدًا.', 'The function does return something: a promise.'],
          ],
          [
            ['خطأ', 'An error'],
            [
              'لا خطأ؛ لكن بدون `await` نطبع الوعد نفسه.',
              'No error; without `await` we log the promise itself.',
            ],
          ],
        ],
        sol: [
          [
            'أي دالة `async` تلف قيمتها في `Promise`؛ للحصول على 5 نكتب `await f()` أو `f().then(...)`.',
            'Every `async` function wraps its value in a `Promise`; to get 5 write `await f()` or `f().then(...)`.',
          ],
        ],
        hints: [
          ['ماذا ترجع أي دالة `async`؟', 'What does any `async` function return?'],
          ['لم نستخدم `await` عند الاستدعاء.', 'No `await` was used in the call.'],
        ],
      }),
      short({
        s: 'await',
        d: 1,
        q: PRINTS,
        code: 'async function main() {\n  const v = await Promise.resolve(7);\n  console.log(v + 1);\n}\nmain();',
        acc: ['8'],
        sol: [
          [
            '`await` ينتظر الوعد ويعطي قيمته 7، ثم نضيف 1.',
            '`await` waits for the promise and gives its value, 7; then 1 is added.',
          ],
        ],
        hints: [
          ['`await` يفك الوعد إلى قيمته.', '`await` unwraps a promise to its value.'],
          ['ما القيمة داخل `Promise.resolve(7)`؟', 'What value is inside `Promise.resolve(7)`?'],
        ],
      }),
      choice({
        s: 'await',
        d: 2,
        q: [
          'هذا الكود داخل دالة `async` يطبع `undefined`. ما الإصلاح؟',
          'Inside an `async` function this code logs `undefined`. What is the fix?',
        ],
        code: 'const res = fetch("/api/weather");\nconsole.log(res.status);',
        ok: ['`const res = await fetch("/api/weather");`', '`const res = await fetch("/api/weather");`'],
        wrong: [
          [
            ['`console.log(await res.status);`', '`console.log(await res.status);`'],
            [
              '`res` نفسه وعد؛ يجب انتظار `fetch` لا الخاصية.',
              '`res` itself is a promise; await the `fetch`, not the property.',
            ],
          ],
          [
            ['`const res = async fetch("/api/weather");`', '`const res = async fetch("/api/weather");`'],
            [
              '`async` تُكتب قبل تعريف الدالة، لا قبل الاستدعاء.',
              '`async` goes before a function definition, not a call.',
            ],
          ],
          [
            [
              '`setTimeout(() => console.log(res.status), 1000);`',
              '`setTimeout(() => console.log(res.status), 1000);`',
            ],
            [
              'الانتظار بمؤقت لا يحول الوعد إلى استجابة؛ `res` يبقى وعدًا.',
              'Waiting on a timer does not turn the promise into a response; `res` stays a promise.',
            ],
          ],
        ],
        sol: [
          [
            '`fetch` ترجع وعدًا، والوعد ليس له خاصية `status`. بـ `await` نحصل على كائن الاستجابة نفسه.',
            '`fetch` returns a promise, which has no `status`. With `await` we get the response itself.',
          ],
        ],
        hints: [
          ['ما نوع ما ترجعه `fetch`؟', 'What does `fetch` return?'],
          ['كيف ننتظر الوعد داخل دالة `async`؟', 'How do we wait for a promise in an `async` function?'],
        ],
      }),
      short({
        s: 'event-loop',
        d: 3,
        q: [
          'بأي ترتيب تظهر الحروف؟ اكتبها متتالية، مثل XYZ.',
          'In what order do the letters appear? Write them in a row, like XYZ.',
        ],
        code: 'setTimeout(() => console.log("T"), 0);\nPromise.resolve().then(() => console.log("P"));\nconsole.log("S");',
        acc: ['SPT', 'S P T', 'S,P,T', 'S, P, T'],
        mistakes: [
          [
            'STP',
            [
              'دوال `then` (المهام الدقيقة) تسبق دوال المؤقتات.',
              '`then` callbacks (microtasks) run before timer callbacks.',
            ],
          ],
        ],
        sol: [
          [
            'الكود المتزامن أولًا (S)، ثم طابور المهام الدقيقة (`then`: P)، ثم طابور المؤقتات (T).',
            'Synchronous code first (S), then the microtask queue (`then`: P), then the timer queue (T).',
          ],
        ],
        hints: [
          [
            'ما الذي ينفذ أولًا دائمًا: الكود المتزامن أم المؤجل؟',
            'What always runs first: synchronous or deferred code?',
          ],
          ['للوعود طابور له أولوية على طابور المؤقتات.', 'Promises have a queue that beats the timer queue.'],
        ],
      }),
    ],
    js,
  ),
];
