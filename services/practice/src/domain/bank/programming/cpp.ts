import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from '../science/write';
import { PRINTS, whichLine } from './stems';

const cpp = 'cpp';

/** C++, every topic. Snippets assume `#include <iostream>` (and the header they use) and `using namespace std;`. */
export const CPP_ITEMS: Item[] = [
  ...unit(
    'cpp-basics',
    [
      short({
        s: 'operators',
        d: 1,
        q: PRINTS,
        code: 'int a = 7, b = 2;\ncout << a / b << " " << a % b;',
        acc: ['3 1'],
        mistakes: [['3.5 1', ['قسمة int على int تعطي int.', 'int divided by int gives an int.']]],
        sol: [
          [
            '`7 / 2` قسمة صحيحة = 3، و `7 % 2` الباقي = 1.',
            '`7 / 2` is whole division = 3; `7 % 2` is the remainder = 1.',
          ],
        ],
        hints: [
          ['ما نوع `a` و `b`؟', 'What type are `a` and `b`?'],
          [
            '`/` بين عددين صحيحين يحذف الكسر، و `%` يعطي الباقي.',
            '`/` on two ints drops the fraction; `%` gives the remainder.',
          ],
        ],
      }),
      choice({
        s: 'input',
        d: 2,
        q: [
          'كتب المستخدم `Ahmed Ali` لكن البرنامج خزن `Ahmed` فقط. ما الإصلاح؟',
          'The user typed `Ahmed Ali` but the program kept only `Ahmed`. What is the fix?',
        ],
        code: 'string name;\ncin >> name;',
        ok: ['`getline(cin, name);`', '`getline(cin, name);`'],
        wrong: [
          [
            ['`cin >> name >> name;`', '`cin >> name >> name;`'],
            [
              'القراءة الثانية تستبدل الأولى فيبقى `Ali` فقط.',
              'The second read replaces the first, leaving only `Ali`.',
            ],
          ],
          [
            ['`char name[100]; cin >> name;`', '`char name[100]; cin >> name;`'],
            [
              '`>>` يتوقف عند المسافة مهما كان نوع المتغير.',
              '`>>` stops at a space whatever the variable type.',
            ],
          ],
          [
            ['`cout >> name;`', '`cout >> name;`'],
            ['`cout` للإخراج لا للإدخال.', '`cout` is for output, not input.'],
          ],
        ],
        sol: [
          [
            '`cin >>` يقرأ كلمة واحدة ويتوقف عند أول مسافة، و `getline` يقرأ السطر كله.',
            '`cin >>` reads one word, stopping at the first space; `getline` reads the whole line.',
          ],
        ],
        hints: [
          ['أين يتوقف `cin >>` عن القراءة؟', 'Where does `cin >>` stop reading?'],
          ['نحتاج دالة تقرأ سطرًا كاملًا.', 'We need a function that reads a whole line.'],
        ],
      }),
      short({
        s: 'types',
        d: 2,
        q: PRINTS,
        code: 'double x = 5 / 2;\ncout << x;',
        acc: ['2'],
        mistakes: [
          [
            '2.5',
            [
              'القسمة تتم بين int قبل التحويل إلى double.',
              'The division is done on ints before becoming a double.',
            ],
          ],
        ],
        sol: [
          [
            '`5 / 2` بين عددين صحيحين = 2، ثم يُخزن 2.0 في `x`، و `cout` يطبعه دون كسور.',
            '`5 / 2` on ints = 2; `x` holds 2.0, which `cout` prints without decimals.',
          ],
        ],
        hints: [
          ['ما نوع العددين المقسومين؟', 'What type are the two numbers being divided?'],
          ['القسمة تحدث قبل الإسناد.', 'The division happens before the assignment.'],
        ],
      }),
      choice({
        s: 'initialisation',
        d: 2,
        q: ['ماذا يطبع هذا الكود؟', 'What does this code print?'],
        code: 'int count;\ncout << count;',
        ok: ['قيمة غير محددة (سلوك غير معرّف)', 'An unpredictable value (undefined behaviour)'],
        wrong: [
          [
            ['`0` دائمًا', 'Always `0`'],
            [
              'المتغيرات المحلية في ++C لا تُهيأ تلقائيًا بالصفر.',
              'Local variables in C++ are not zeroed automatically.',
            ],
          ],
          [
            ['خطأ ترجمة', 'A compile error'],
            ['المترجم قد يحذر فقط؛ الكود يُترجم.', 'The compiler may warn, but it compiles.'],
          ],
          [
            ['لا يطبع شيئًا', 'Nothing'],
            ['سيطبع عددًا ما، لكنه غير مضمون.', 'It prints some number, just not a predictable one.'],
          ],
        ],
        sol: [
          [
            '`count` محلي بلا قيمة ابتدائية، فقراءته سلوك غير معرّف. نكتب دائمًا `int count = 0;`.',
            '`count` is a local without an initial value; reading it is undefined behaviour. Always write `int count = 0;`.',
          ],
        ],
        hints: [
          ['هل أعطينا `count` قيمة؟', 'Did `count` get a value?'],
          ['هل ++C تهيئ المتغيرات المحلية تلقائيًا؟', 'Does C++ initialise locals by itself?'],
        ],
      }),
      choice({
        s: 'operators',
        d: 1,
        q: whichLine([
          'البرنامج يجمع ثلاثة أسعار، لكنه للمدخل 10 20 30 يطبع 30 لا 60.',
          'The program adds up three prices, but for the input 10 20 30 it prints 30, not 60.',
        ]),
        code: 'int total = 0, price;\nfor (int i = 0; i < 3; i++) {\n    cin >> price;\n    total =+ price;\n}\ncout << total;',
        ok: ['`total =+ price;`', '`total =+ price;`'],
        wrong: [
          [
            ['`int total = 0, price;`', '`int total = 0, price;`'],
            [
              'المجموع يبدأ من صفر كما يجب، و `price` يأخذ قيمته من `cin` قبل استخدامه.',
              'The total starts at zero as it should, and `price` gets its value from `cin` before it is used.',
            ],
          ],
          [
            ['`for (int i = 0; i < 3; i++) {`', '`for (int i = 0; i < 3; i++) {`'],
            ['الحلقة تدور ثلاث مرات بالضبط: 0 و 1 و 2.', 'The loop runs exactly three times: 0, 1 and 2.'],
          ],
          [
            ['`cin >> price;`', '`cin >> price;`'],
            ['كل دورة تقرأ سعرًا جديدًا، وهذا المطلوب.', 'Each pass reads a new price, which is what we want.'],
          ],
        ],
        sol: [
          [
            '`=+` ليس معاملًا واحدًا: هو `=` ثم `+price`، أي أن `total` يصبح السعر الأخير في كل دورة. الجمع التراكمي `+=`، والسطر الصحيح `total += price;`.',
            '`=+` is not one operator: it is `=` followed by `+price`, so `total` becomes the latest price on every pass. Adding up is `+=`; the right line is `total += price;`.',
          ],
        ],
        hints: [
          [
            'الناتج 30 هو آخر سعر فقط: أي سطر يضع السعر في المجموع؟',
            'The result, 30, is just the last price: which line puts the price into the total?',
          ],
          [
            'اقرأ المعامل حرفًا حرفًا: هل `=+` هو نفسه `+=`؟',
            'Read the operator character by character: is `=+` the same as `+=`?',
          ],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-control',
    [
      short({
        s: 'for',
        d: 1,
        q: PRINTS,
        code: 'for (int i = 1; i <= 10; i *= 2)\n    cout << i << " ";',
        acc: ['1 2 4 8'],
        mistakes: [['1 2 4 8 16', ['16 أكبر من 10 فلا تُطبع.', '16 is above 10, so it is not printed.']]],
        sol: [
          [
            '`i` تتضاعف: 1 ثم 2 ثم 4 ثم 8، والتالية 16 لا تحقق الشرط.',
            '`i` doubles: 1, 2, 4, 8; the next, 16, fails the test.',
          ],
        ],
        hints: [
          ['`i *= 2` يضاعف `i` في كل دورة.', '`i *= 2` doubles `i` each pass.'],
          ['توقف عندما تتجاوز `i` العشرة.', 'Stop once `i` passes ten.'],
        ],
      }),
      choice({
        s: 'conditions',
        d: 1,
        q: [
          'الشرط لا ينفذ أبدًا وتتغير قيمة `x`. ما الإصلاح؟',
          'The branch never runs and `x` changes. What is the fix?',
        ],
        code: 'int x = 0;\nif (x = 0) {\n    cout << "zero";\n}',
        ok: ['`if (x == 0)`', '`if (x == 0)`'],
        wrong: [
          [
            ['`if (x === 0)`', '`if (x === 0)`'],
            ['`===` غير موجود في ++C.', '`===` does not exist in C++.'],
          ],
          [
            ['`if (0 = x)`', '`if (0 = x)`'],
            ['لا يمكن الإسناد إلى ثابت؛ خطأ ترجمة.', 'You cannot assign to a literal; a compile error.'],
          ],
          [
            ['`if x == 0`', '`if x == 0`'],
            ['الشرط في ++C يجب أن يكون بين أقواس.', 'A C++ condition needs brackets.'],
          ],
        ],
        sol: [
          [
            '`x = 0` يسند صفرًا وقيمته 0 أي false، فلا ينفذ الفرع. المقارنة `==`.',
            '`x = 0` assigns zero and its value, 0, is false, so the branch never runs. Comparison is `==`.',
          ],
        ],
        hints: [
          ['ما الفرق بين `=` و `==`؟', 'How do `=` and `==` differ?'],
          ['ما قيمة التعبير `x = 0` نفسه؟', 'What is the value of the expression `x = 0` itself?'],
        ],
      }),
      num({
        s: 'nested',
        d: 2,
        q: ['ما قيمة `count` بعد الحلقتين؟', 'What is `count` after the two loops?'],
        code: 'int count = 0;\nfor (int i = 0; i < 3; i++)\n    for (int j = 0; j < 4; j++)\n        count++;',
        v: 12,
        mistakes: [
          [
            '7',
            [
              'الحلقة الداخلية تنفذ كاملة في كل دورة للخارجية: ضرب لا جمع.',
              'The inner loop runs fully on every outer pass: multiply, do not add.',
            ],
          ],
        ],
        sol: [
          [
            'الخارجية 3 دورات، وفي كل منها الداخلية 4 دورات: 3 × 4.',
            'The outer loop runs 3 times, the inner 4 times each: 3 × 4.',
          ],
        ],
        hints: [
          [
            'كم مرة تنفذ الحلقة الداخلية لكل دورة من الخارجية؟',
            'How many times does the inner loop run per outer pass?',
          ],
          ['اضرب عدد دورات الحلقتين.', 'Multiply the two loop counts.'],
        ],
      }),
      short({
        s: 'while',
        d: 3,
        q: PRINTS,
        code: 'int n = 5;\nwhile (n-- > 3)\n    cout << n;',
        acc: ['43'],
        mistakes: [
          [
            '54',
            [
              '`n--` يقارن بالقيمة القديمة ثم ينقص قبل الطباعة.',
              '`n--` compares the old value, then decrements before the print.',
            ],
          ],
        ],
        sol: [
          [
            '5 > 3 صحيح ثم n = 4 فيطبع 4؛ 4 > 3 صحيح ثم n = 3 فيطبع 3؛ 3 > 3 خطأ.',
            '5 > 3 true, n becomes 4, prints 4; 4 > 3 true, n becomes 3, prints 3; 3 > 3 false.',
          ],
        ],
        hints: [
          [
            '`n--` يعطي القيمة الحالية للمقارنة ثم ينقصها.',
            '`n--` yields the current value for the test, then decrements.',
          ],
          ['الطباعة تحدث بعد النقص.', 'The print happens after the decrement.'],
        ],
      }),
      choice({
        s: 'conditions',
        d: 2,
        q: whichLine([
          'البرنامج يطبع `adult` لكل عمر، حتى 10.',
          'The program prints `adult` for every age, even 10.',
        ]),
        code: 'int age;\ncin >> age;\nif (age >= 18);\n    cout << "adult";',
        ok: ['`if (age >= 18);`', '`if (age >= 18);`'],
        wrong: [
          [
            ['`int age;`', '`int age;`'],
            ['العمر عدد صحيح، و `int` مناسب له.', 'An age is a whole number; `int` suits it.'],
          ],
          [
            ['`cin >> age;`', '`cin >> age;`'],
            [
              'القراءة صحيحة؛ المشكلة أن الطباعة تحدث مهما كان العمر.',
              'The reading is fine; the trouble is that the print happens whatever the age.',
            ],
          ],
          [
            ['`cout << "adult";`', '`cout << "adult";`'],
            [
              'السطر نفسه سليم، والإزاحة لا تعني شيئًا للمترجم؛ ما يربطه بالشرط هو سطر `if`.',
              'The line itself is fine, and indentation means nothing to the compiler; what ties it to the condition is the `if` line.',
            ],
          ],
        ],
        sol: [
          [
            'الفاصلة المنقوطة بعد `if (...)` جملة فارغة هي جسم الشرط، فالطباعة بعدها تنفذ دائمًا. نحذفها: `if (age >= 18)`.',
            'The semicolon after `if (...)` is an empty statement that becomes the body of the `if`, so the print after it always runs. Remove it: `if (age >= 18)`.',
          ],
        ],
        hints: [
          [
            'ما الجملة التي ينفذها الشرط إذا تحقق؟',
            'Which statement does the `if` run when its condition holds?',
          ],
          ['انظر إلى آخر حرف في سطر الشرط.', 'Look at the last character of the condition line.'],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-functions',
    [
      short({
        s: 'references',
        d: 2,
        q: PRINTS,
        code: 'void addOne(int &x) { x++; }\n\nint main() {\n    int a = 5;\n    addOne(a);\n    addOne(a);\n    cout << a;\n}',
        acc: ['7'],
        mistakes: [
          [
            '5',
            [
              '`&` في المعامل يجعله مرجعًا للمتغير الأصلي.',
              'The `&` makes the parameter a reference to the original.',
            ],
          ],
        ],
        sol: [
          [
            '`x` مرجع لـ `a`، فكل استدعاء يزيد `a` بواحد، مرتين.',
            '`x` refers to `a`, so each call adds one to `a`, twice.',
          ],
        ],
        hints: [
          ['ماذا يعني `&` في تعريف المعامل؟', 'What does `&` in the parameter mean?'],
          ['كم مرة استُدعيت الدالة؟', 'How many times is the function called?'],
        ],
      }),
      short({
        s: 'overloading',
        d: 2,
        q: PRINTS,
        code: 'int f(int x) { return x * 2; }\ndouble f(double x) { return x / 2; }\n\nint main() {\n    cout << f(3) << " " << f(3.0);\n}',
        acc: ['6 1.5'],
        mistakes: [
          [
            '6 6',
            ['`3.0` قيمة double فتُستدعى النسخة الثانية.', '`3.0` is a double, so the second overload runs.'],
          ],
        ],
        sol: [
          [
            '`f(3)` تطابق نسخة int: 6، و `f(3.0)` تطابق نسخة double: 1.5.',
            '`f(3)` matches the int version: 6; `f(3.0)` the double version: 1.5.',
          ],
        ],
        hints: [
          ['ما نوع `3` وما نوع `3.0`؟', 'What type is `3`, and `3.0`?'],
          ['المترجم يختار الدالة حسب نوع الوسيط.', 'The compiler picks the overload by argument type.'],
        ],
      }),
      order({
        s: 'structure',
        d: 1,
        q: [
          'رتب الأسطر ليُترجم البرنامج ويطبع `42`:',
          'Order the lines so the program compiles and prints `42`:',
        ],
        seq: [
          '#include <iostream>',
          'using namespace std;',
          'int twice(int n) { return n * 2; }',
          'int main() { cout << twice(21); }',
        ],
        sol: [
          [
            'المكتبة أولًا، ثم `using` بعد أن تُعرّف `std`، ثم الدالة قبل استخدامها في `main`.',
            'The header first, then `using` once `std` exists, then the function before `main` uses it.',
          ],
        ],
        hints: [
          [
            '`using namespace std;` يحتاج أن تكون `std` معرّفة بالفعل.',
            '`using namespace std;` needs `std` to exist already.',
          ],
          ['الدالة تُعرّف قبل استدعائها.', 'A function is defined before it is called.'],
        ],
      }),
      short({
        s: 'recursion',
        d: 2,
        q: PRINTS,
        code: 'int fact(int n) {\n    return n <= 1 ? 1 : n * fact(n - 1);\n}\n\nint main() {\n    cout << fact(5);\n}',
        acc: ['120'],
        sol: [['`fact(5)` = 5 × 4 × 3 × 2 × 1', '`fact(5)` = 5 × 4 × 3 × 2 × 1']],
        hints: [
          [
            'الدالة تستدعي نفسها بعدد أصغر حتى تصل إلى 1.',
            'The function calls itself with a smaller number down to 1.',
          ],
          ['اضرب كل الأعداد من 5 نزولًا إلى 1.', 'Multiply every number from 5 down to 1.'],
        ],
      }),
      choice({
        s: 'references',
        d: 2,
        q: whichLine([
          'بعد `swapValues(x, y)` تبقى قيمتا `x` و `y` كما هما.',
          'After `swapValues(x, y)`, `x` and `y` keep their old values.',
        ]),
        code: 'void swapValues(int a, int b) {\n    int t = a;\n    a = b;\n    b = t;\n}',
        ok: ['`void swapValues(int a, int b) {`', '`void swapValues(int a, int b) {`'],
        wrong: [
          [
            ['`int t = a;`', '`int t = a;`'],
            [
              'المتغير المؤقت ضروري لكي لا تضيع قيمة `a`.',
              'The temporary is needed so that the value of `a` is not lost.',
            ],
          ],
          [
            ['`a = b;`', '`a = b;`'],
            [
              'خطوات التبديل الثلاث صحيحة، لكنها تعمل على نسخ.',
              'The three swapping steps are right, but they work on copies.',
            ],
          ],
          [
            ['`b = t;`', '`b = t;`'],
            ['هذا آخر خطوات التبديل وهو صحيح.', 'This is the last step of the swap, and it is right.'],
          ],
        ],
        sol: [
          [
            'المعاملات تُمرَّر بالقيمة، فالدالة تبدّل نسختين ثم تختفيان. لتغيير متغيرات المستدعي نمررها بالمرجع: `void swapValues(int& a, int& b) {`.',
            'The parameters are passed by value, so the function swaps two copies that then vanish. To change the caller’s variables, pass them by reference: `void swapValues(int& a, int& b) {`.',
          ],
        ],
        hints: [
          [
            'هل `a` داخل الدالة هو `x` نفسه أم نسخة منه؟',
            'Is `a` inside the function `x` itself, or a copy of it?',
          ],
          ['الرمز `&` في نوع المعامل يجعله مرجعًا.', 'An `&` in the parameter’s type makes it a reference.'],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-arrays',
    [
      short({
        s: 'initialisation',
        d: 2,
        q: PRINTS,
        code: 'int a[5] = {1, 2};\ncout << a[1] + a[4];',
        acc: ['2'],
        mistakes: [
          [
            '3',
            ['`a[1]` هو العنصر الثاني (2) لا الأول.', '`a[1]` is the second element (2), not the first.'],
          ],
        ],
        sol: [
          [
            'عند تهيئة جزء من المصفوفة تصبح بقية العناصر صفرًا: a = {1, 2, 0, 0, 0}.',
            'When an array is partly initialised the rest are zero: a = {1, 2, 0, 0, 0}.',
          ],
          ['a[1] + a[4] = 2 + 0', 'a[1] + a[4] = 2 + 0'],
        ],
        hints: [
          [
            'ما قيمة العناصر التي لم نعطها قيمة في قائمة التهيئة؟',
            'What value do the elements left out of the list get?',
          ],
          ['الفهرس يبدأ من 0.', 'Indexes start at 0.'],
        ],
      }),
      short({
        s: 'strings',
        d: 1,
        q: PRINTS,
        code: 'string s = "Cairo";\ncout << s.length() << s[0];',
        acc: ['5C'],
        sol: [
          ['طول `"Cairo"` خمسة أحرف، و `s[0]` أول حرف.', '`"Cairo"` has five letters; `s[0]` is the first.'],
        ],
        hints: [
          ['`length()` يعد الأحرف.', '`length()` counts the characters.'],
          ['لا توجد مسافة بين القيمتين في الإخراج.', 'There is no space between the two outputs.'],
        ],
      }),
      choice({
        s: 'c-strings',
        d: 3,
        q: ['لماذا لا يُترجم هذا السطر؟', 'Why does this line not compile?'],
        code: 'char name[5] = "Hello";',
        ok: [
          "النص يحتاج 6 خانات: 5 أحرف والحرف الختامي `'\\0'`",
          "The text needs 6 slots: 5 letters and the terminating `'\\0'`",
        ],
        wrong: [
          [
            ['يجب استخدام علامات تنصيص مفردة', 'It must use single quotes'],
            ['العلامة المفردة لحرف واحد فقط.', 'Single quotes are for one character.'],
          ],
          [
            ['المصفوفات لا تُهيأ بنص', 'Arrays cannot be initialised from text'],
            [
              'مصفوفة char يمكن تهيئتها بنص بشرط أن تتسع له.',
              'A char array can take a string if it is big enough.',
            ],
          ],
          [
            ['يجب كتابة `char* name[5]`', 'It must be `char* name[5]`'],
            ['هذه مصفوفة مؤشرات، شيء مختلف تمامًا.', 'That is an array of pointers, something else.'],
          ],
        ],
        sol: [
          [
            'النص الحرفي `"Hello"` يُخزن بـ 6 أحرف لأنه ينتهي بـ `\'\\0\'`، فالمصفوفة يجب أن تكون `char name[6]` على الأقل.',
            'The literal `"Hello"` takes 6 chars because it ends with `\'\\0\'`, so the array must be at least `char name[6]`.',
          ],
        ],
        hints: [
          ['كيف تعرف دوال ++C نهاية نص من نوع char؟', 'How do C++ functions find the end of a char string?'],
          ['عدّ الأحرف ثم أضف ما يختم النص.', 'Count the letters, then add what ends the string.'],
        ],
      }),
      short({
        s: '2d',
        d: 2,
        q: PRINTS,
        code: 'int m[2][3] = {{1, 2, 3}, {4, 5, 6}};\ncout << m[1][2];',
        acc: ['6'],
        mistakes: [
          [
            '2',
            [
              'الفهرس الأول للصف والثاني للعمود، وكلاهما يبدأ من 0.',
              'The first index is the row, the second the column, both from 0.',
            ],
          ],
        ],
        sol: [
          [
            '`m[1]` هو الصف الثاني `{4, 5, 6}`، و `[2]` عنصره الثالث.',
            '`m[1]` is the second row `{4, 5, 6}`; `[2]` is its third element.',
          ],
        ],
        hints: [
          ['الفهرس الأول يختار الصف.', 'The first index picks the row.'],
          ['ابدأ العد من صفر في الصف والعمود.', 'Count rows and columns from zero.'],
        ],
      }),
      choice({
        s: 'indexes',
        d: 1,
        q: whichLine([
          'البرنامج يطبع مجموعًا غريبًا، وأحيانًا يتوقف فجأة.',
          'The program prints a strange total, and sometimes crashes.',
        ]),
        code: 'int marks[5] = {70, 80, 90, 60, 85};\nint total = 0;\nfor (int i = 0; i <= 5; i++)\n    total += marks[i];',
        ok: ['`for (int i = 0; i <= 5; i++)`', '`for (int i = 0; i <= 5; i++)`'],
        wrong: [
          [
            ['`int marks[5] = {70, 80, 90, 60, 85};`', '`int marks[5] = {70, 80, 90, 60, 85};`'],
            ['المصفوفة تتسع لخمس درجات وفيها خمس.', 'The array holds five marks and is given five.'],
          ],
          [
            ['`int total = 0;`', '`int total = 0;`'],
            ['المجموع يبدأ من صفر كما يجب.', 'The total starts at zero, as it should.'],
          ],
          [
            ['`total += marks[i];`', '`total += marks[i];`'],
            [
              'الجمع صحيح؛ المشكلة في قيم `i` التي يصل إليها.',
              'The adding is right; the trouble is the values `i` reaches.',
            ],
          ],
        ],
        sol: [
          [
            'فهارس مصفوفة من 5 عناصر هي 0 إلى 4. الشرط `i <= 5` يصل إلى `marks[5]` خارج المصفوفة، فيقرأ ذاكرة لا تخصها. الصحيح `i < 5`.',
            'The indexes of a 5-element array are 0 to 4. The condition `i <= 5` reaches `marks[5]`, outside the array, and reads memory that is not its own. The right test is `i < 5`.',
          ],
        ],
        hints: [
          [
            'ما آخر فهرس صالح في مصفوفة من خمسة عناصر؟',
            'What is the last valid index of a five-element array?',
          ],
          ['ما قيمة `i` في آخر دورة للحلقة؟', 'What is `i` on the loop’s last pass?'],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-pointers',
    [
      short({
        s: 'dereference',
        d: 1,
        q: PRINTS,
        code: 'int x = 10;\nint *p = &x;\n*p = 20;\ncout << x;',
        acc: ['20'],
        mistakes: [
          [
            '10',
            [
              '`*p` هو `x` نفسه، فالإسناد إليه يغير `x`.',
              '`*p` is `x` itself, so assigning to it changes `x`.',
            ],
          ],
        ],
        sol: [
          [
            '`p` يحمل عنوان `x`، و `*p = ...` يكتب في ذلك العنوان.',
            "`p` holds `x`'s address; `*p = ...` writes at that address.",
          ],
        ],
        hints: [
          ['ماذا يعني `&x`؟', 'What does `&x` mean?'],
          ['`*p` يصل إلى المتغير الذي يشير إليه `p`.', '`*p` reaches the variable `p` points to.'],
        ],
      }),
      choice({
        s: 'references',
        d: 1,
        q: ['بعد `int &r = x;`، ما `r`؟', 'After `int &r = x;`, what is `r`?'],
        ok: ['اسم آخر للمتغير `x` نفسه', 'Another name for `x` itself'],
        wrong: [
          [
            ['نسخة مستقلة من `x`', 'An independent copy of `x`'],
            [
              'المرجع لا ينسخ؛ أي تغيير في `r` يغير `x`.',
              'A reference does not copy; changing `r` changes `x`.',
            ],
          ],
          [
            ['مؤشر يحتاج `*` للوصول إلى القيمة', 'A pointer that needs `*` to reach the value'],
            ['المرجع يُستخدم مباشرة دون `*`.', 'A reference is used directly, without `*`.'],
          ],
          [
            ['عنوان `x` في الذاكرة', 'The address of `x`'],
            [
              '`&` في التعريف يعني مرجعًا، لا «عنوان».',
              'In a declaration `&` means reference, not "address of".',
            ],
          ],
        ],
        sol: [
          [
            'المرجع مرتبط بـ `x` طوال حياته، فـ `r++` يزيد `x`.',
            'A reference is bound to `x` for life, so `r++` increases `x`.',
          ],
        ],
        hints: [
          [
            '`&` له معنى مختلف في التعريف عنه في التعبير.',
            '`&` means different things in a declaration and an expression.',
          ],
          ['هل يحتاج `r` إلى `*` لقراءة القيمة؟', 'Does `r` need `*` to read the value?'],
        ],
      }),
      choice({
        s: 'dangling',
        d: 3,
        q: ['ما المشكلة في هذه الدالة؟', 'What is wrong with this function?'],
        code: 'int* make() {\n    int n = 5;\n    return &n;\n}',
        ok: [
          'ترجع عنوان متغير محلي يزول بانتهاء الدالة (مؤشر معلّق)',
          'It returns the address of a local that dies when the function ends (a dangling pointer)',
        ],
        wrong: [
          [
            ['لا مشكلة؛ القيمة 5 تبقى محفوظة', 'None; the 5 stays safe'],
            [
              'ذاكرة `n` تُحرر بانتهاء الدالة ويمكن أن تُستبدل.',
              "`n`'s memory is released when the function returns and may be reused.",
            ],
          ],
          [
            ['يجب كتابة `return *n;`', 'It should be `return *n;`'],
            ['`n` ليس مؤشرًا، فلا يمكن تطبيق `*` عليه.', '`n` is not a pointer; `*` cannot apply.'],
          ],
          [
            ['نوع الإرجاع يجب أن يكون `int&`', 'The return type must be `int&`'],
            ['مرجع لمتغير محلي له المشكلة نفسها.', 'A reference to a local has the same problem.'],
          ],
        ],
        sol: [
          [
            '`n` يعيش على المكدس حتى نهاية الدالة؛ بعدها يصبح العنوان غير صالح. الحل: إرجاع القيمة نفسها أو حجز الذاكرة بعمر أطول.',
            '`n` lives on the stack until the function ends; after that the address is invalid. Return the value itself, or allocate with a longer lifetime.',
          ],
        ],
        hints: [
          ['متى ينتهي عمر المتغير المحلي `n`؟', 'When does the local `n` stop existing?'],
          [
            'إلى أين يشير المؤشر بعد انتهاء الدالة؟',
            'What does the pointer point to once the function returns?',
          ],
        ],
      }),
      short({
        s: 'arithmetic',
        d: 2,
        q: PRINTS,
        code: 'int a[] = {5, 10, 15};\nint *p = a;\np++;\ncout << *p + 1;',
        acc: ['11'],
        mistakes: [
          ['6', ['`p++` ينقل المؤشر إلى العنصر التالي.', '`p++` moves the pointer to the next element.']],
          [
            '15',
            [
              '`*p + 1` يضيف 1 إلى القيمة، ولا ينقل المؤشر.',
              '`*p + 1` adds 1 to the value; it does not move the pointer.',
            ],
          ],
        ],
        sol: [
          [
            '`p` يبدأ عند `a[0]`، و `p++` ينقله إلى `a[1]` = 10، ثم `*p + 1`.',
            '`p` starts at `a[0]`; `p++` moves it to `a[1]` = 10; then `*p + 1`.',
          ],
        ],
        hints: [
          ['زيادة المؤشر تنقله عنصرًا كاملًا.', 'Incrementing a pointer moves it one whole element.'],
          ['`*` تُحسب قبل `+`.', '`*` is applied before `+`.'],
        ],
      }),
      choice({
        s: 'new-delete',
        d: 3,
        q: whichLine([
          'البرنامج يعمل، لكن أداة فحص الذاكرة تبلّغ عن خطأ في تحرير الذاكرة.',
          'The program runs, but a memory checker reports a wrong deallocation.',
        ]),
        code: 'int* scores = new int[3]{70, 80, 90};\nint sum = 0;\nfor (int i = 0; i < 3; i++) sum += scores[i];\ndelete scores;',
        ok: ['`delete scores;`', '`delete scores;`'],
        wrong: [
          [
            ['`int* scores = new int[3]{70, 80, 90};`', '`int* scores = new int[3]{70, 80, 90};`'],
            [
              'حجز مصفوفة بـ `new[]` وتهيئتها بهذا الشكل صحيح.',
              'Allocating an array with `new[]` and initialising it this way is right.',
            ],
          ],
          [
            ['`int sum = 0;`', '`int sum = 0;`'],
            ['المجموع يبدأ من صفر كما يجب.', 'The total starts at zero, as it should.'],
          ],
          [
            [
              '`for (int i = 0; i < 3; i++) sum += scores[i];`',
              '`for (int i = 0; i < 3; i++) sum += scores[i];`',
            ],
            [
              'الحلقة تمر على الفهارس 0 و 1 و 2 فقط، داخل المصفوفة.',
              'The loop visits indexes 0, 1 and 2 only, inside the array.',
            ],
          ],
        ],
        sol: [
          [
            'ما حُجز بـ `new[]` يُحرَّر بـ `delete[]`؛ استخدام `delete` وحده سلوك غير معرّف. السطر الصحيح `delete[] scores;` (والأفضل `vector<int>` الذي يحرر نفسه).',
            'What was allocated with `new[]` is freed with `delete[]`; plain `delete` is undefined behaviour. The right line is `delete[] scores;` (better still, a `vector<int>` frees itself).',
          ],
        ],
        hints: [
          [
            'كيف حُجزت الذاكرة: عنصرًا واحدًا أم مصفوفة؟',
            'How was the memory allocated: one element or an array?',
          ],
          ['لكل شكل من `new` شكل مطابق من `delete`.', 'Each form of `new` has a matching form of `delete`.'],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-classes',
    [
      short({
        s: 'constructor',
        d: 1,
        q: PRINTS,
        code: 'class Rect {\npublic:\n    int w, h;\n    Rect(int w, int h) : w(w), h(h) {}\n    int area() { return w * h; }\n};\n\nint main() {\n    Rect r(3, 4);\n    cout << r.area();\n}',
        acc: ['12'],
        sol: [
          [
            'قائمة التهيئة تضع 3 في `w` و 4 في `h`، و `area` ترجع حاصل ضربهما.',
            'The initialiser list puts 3 in `w` and 4 in `h`; `area` returns their product.',
          ],
        ],
        hints: [
          [
            '`: w(w), h(h)` يهيئ الحقلين من المعاملين.',
            '`: w(w), h(h)` sets both fields from the parameters.',
          ],
          ['المساحة = العرض × الارتفاع.', 'Area = width × height.'],
        ],
      }),
      choice({
        s: 'access',
        d: 2,
        q: ['لماذا لا يُترجم السطر الأخير؟', 'Why does the last line not compile?'],
        code: 'class A {\n    int x;\n};\n\nint main() {\n    A a;\n    a.x = 5;\n}',
        ok: ['أعضاء `class` خاصة (private) افتراضيًا', 'Members of a `class` are private by default'],
        wrong: [
          [
            ['يجب إنشاء الكائن بـ `new`', 'The object must be made with `new`'],
            ['الكائن على المكدس صالح تمامًا.', 'An object on the stack is perfectly fine.'],
          ],
          [
            ['ينقص مُنشئ', 'A constructor is missing'],
            ['المترجم يولد مُنشئًا افتراضيًا.', 'The compiler generates a default constructor.'],
          ],
          [
            ['`x` يجب أن يكون static', '`x` must be static'],
            ['static لا علاقة له بمستوى الوصول.', 'static has nothing to do with access.'],
          ],
        ],
        sol: [
          [
            'في `class` كل الأعضاء private حتى نكتب `public:`، بخلاف `struct` حيث الافتراضي public.',
            'In a `class` members are private until `public:`; in a `struct` the default is public.',
          ],
        ],
        hints: [
          ['لا يوجد `public:` في الصنف.', 'There is no `public:` in the class.'],
          ['ما مستوى الوصول الافتراضي في `class`؟', 'What is the default access in a `class`?'],
        ],
      }),
      choice({
        s: 'destructor',
        d: 2,
        q: [
          'متى يُستدعى المُدمِّر `~Rect()` لكائن محلي `Rect r(3, 4);` داخل دالة؟',
          'When is the destructor `~Rect()` called for a local `Rect r(3, 4);` in a function?',
        ],
        ok: [
          'تلقائيًا عند خروج `r` من نطاقه (نهاية الكتلة)',
          'Automatically when `r` goes out of scope (end of the block)',
        ],
        wrong: [
          [
            ['عند كتابة `delete r;` فقط', 'Only when `delete r;` is written'],
            [
              '`delete` للكائنات المحجوزة بـ `new`، و `r` ليس منها.',
              '`delete` is for objects made with `new`; `r` is not one.',
            ],
          ],
          [
            ['عند انتهاء البرنامج كله فقط', 'Only when the whole program ends'],
            [
              'الكائن المحلي يُدمر عند نهاية كتلته، لا البرنامج.',
              'A local is destroyed at the end of its block, not of the program.',
            ],
          ],
          [
            ['لا يُستدعى أبدًا إلا يدويًا', 'Never, unless called by hand'],
            [
              '++C تستدعيه تلقائيًا؛ استدعاؤه يدويًا خطأ غالبًا.',
              'C++ calls it itself; calling it by hand is usually a bug.',
            ],
          ],
        ],
        sol: [
          [
            'الكائنات المحلية تُدمر تلقائيًا عند نهاية نطاقها بترتيب عكسي لإنشائها (RAII).',
            'Locals are destroyed automatically at the end of their scope, in reverse order of creation (RAII).',
          ],
        ],
        hints: [
          ['أين يعيش الكائن المحلي؟', 'Where does a local object live?'],
          ['ماذا يحدث للمتغيرات المحلية عند `}`؟', 'What happens to locals at the `}`?'],
        ],
      }),
      short({
        s: 'lifetime',
        d: 3,
        q: PRINTS,
        code: 'class T {\npublic:\n    T() { cout << "in "; }\n    ~T() { cout << "out "; }\n};\n\nint main() {\n    T a;\n    cout << "mid ";\n}',
        acc: ['in mid out'],
        mistakes: [
          [
            'in out mid',
            ['المُدمر لا يُستدعى إلا عند نهاية نطاق `a`.', 'The destructor runs only when `a` leaves scope.'],
          ],
        ],
        sol: [
          [
            'المُنشئ عند تعريف `a`، ثم السطر التالي، ثم المُدمر عند نهاية `main`.',
            'The constructor runs when `a` is defined, then the next line, then the destructor at the end of `main`.',
          ],
        ],
        hints: [
          ['متى يُستدعى المُنشئ؟', 'When does the constructor run?'],
          ['المُدمر ينتظر نهاية الكتلة.', 'The destructor waits for the end of the block.'],
        ],
      }),
      choice({
        s: 'constructor',
        d: 2,
        q: whichLine([
          'بعد `Student s("Mona");` تعيد `s.getName()` نصًا فارغًا.',
          'After `Student s("Mona");`, `s.getName()` returns an empty string.',
        ]),
        code: 'class Student {\n    string name;\npublic:\n    Student(string name) {\n        name = name;\n    }\n    string getName() { return name; }\n};',
        ok: ['`name = name;`', '`name = name;`'],
        wrong: [
          [
            ['`string name;`', '`string name;`'],
            [
              'العضو خاص (private) كما ينبغي، و `getName` تقرؤه.',
              'The member is private, as it should be, and `getName` reads it.',
            ],
          ],
          [
            ['`Student(string name) {`', '`Student(string name) {`'],
            [
              'يجوز أن يحمل المعامل اسم العضو نفسه، بشرط أن نكتب العضو `this->name`.',
              'The parameter may share the member’s name, as long as the member is written `this->name`.',
            ],
          ],
          [
            ['`string getName() { return name; }`', '`string getName() { return name; }`'],
            [
              'هنا لا يوجد معامل يخفي العضو، فـ `name` هو العضو.',
              'No parameter hides the member here, so `name` is the member.',
            ],
          ],
        ],
        sol: [
          [
            'داخل الباني يخفي المعامل `name` العضو الذي يحمل الاسم نفسه، فـ `name = name` يسند المعامل إلى نفسه ويبقى العضو فارغًا. الصحيح `this->name = name;` (أو قائمة التهيئة `: name(name)`).',
            'Inside the constructor the parameter `name` hides the member of the same name, so `name = name` assigns the parameter to itself and the member stays empty. The fix is `this->name = name;` (or the initialiser list `: name(name)`).',
          ],
        ],
        hints: [
          [
            'داخل الباني، إلى أي `name` يشير الاسم: العضو أم المعامل؟',
            'Inside the constructor, which `name` does the name mean: the member or the parameter?',
          ],
          [
            '`this->` يصل إلى عضو الكائن حتى لو أخفاه معامل.',
            '`this->` reaches the object’s member even when a parameter hides it.',
          ],
        ],
      }),
    ],
    cpp,
  ),

  ...unit(
    'cpp-stl',
    [
      short({
        s: 'vector',
        d: 2,
        q: PRINTS,
        code: 'vector<int> v = {4, 1, 3};\nv.push_back(2);\nsort(v.begin(), v.end());\ncout << v[0] << v.back();',
        acc: ['14'],
        mistakes: [['42', ['`sort` رتب المتجه قبل الطباعة.', '`sort` ordered the vector before printing.']]],
        sol: [
          [
            'بعد الإضافة: {4, 1, 3, 2}، وبعد الترتيب: {1, 2, 3, 4}؛ الأول 1 والأخير 4.',
            'After the push: {4, 1, 3, 2}; sorted: {1, 2, 3, 4}; first 1, last 4.',
          ],
        ],
        hints: [
          ['`push_back` يضيف في النهاية، ثم يأتي `sort`.', '`push_back` appends; then comes `sort`.'],
          ['`back()` آخر عنصر.', '`back()` is the last element.'],
        ],
      }),
      short({
        s: 'map',
        d: 2,
        q: PRINTS,
        code: 'map<string, int> m;\nm["b"] = 2;\nm["a"] = 1;\nfor (auto &p : m)\n    cout << p.first;',
        acc: ['ab'],
        mistakes: [
          [
            'ba',
            [
              '`map` يرتب مفاتيحه تلقائيًا، لا بترتيب الإدخال.',
              '`map` keeps its keys sorted, not in insertion order.',
            ],
          ],
        ],
        sol: [
          [
            '`std::map` مرتب حسب المفتاح، فالمرور عليه يعطي المفاتيح تصاعديًا.',
            '`std::map` is ordered by key, so walking it gives the keys ascending.',
          ],
        ],
        hints: [
          ['هل يحفظ `map` ترتيب الإدخال؟', 'Does `map` keep insertion order?'],
          ['`p.first` هو المفتاح.', '`p.first` is the key.'],
        ],
      }),
      choice({
        s: 'map',
        d: 3,
        q: [
          '`m` من النوع `map<string, int>` ولا يحتوي `"z"`. ماذا يفعل `cout << m["z"];`؟',
          '`m` is a `map<string, int>` without `"z"`. What does `cout << m["z"];` do?',
        ],
        ok: ['يضيف `"z"` بالقيمة 0 ويطبع 0', 'Inserts `"z"` with value 0 and prints 0'],
        wrong: [
          [
            ['يطلق استثناء', 'Throws an exception'],
            ['هذا سلوك `m.at("z")`، لا `[]`.', 'That is `m.at("z")`, not `[]`.'],
          ],
          [
            ['يطبع 0 دون تغيير الخريطة', 'Prints 0 without changing the map'],
            ['`[]` يُدرج المفتاح المفقود فيزيد الحجم.', '`[]` inserts the missing key, growing the map.'],
          ],
          [
            ['سلوك غير معرّف', 'Undefined behaviour'],
            [
              'السلوك معرّف تمامًا: إدراج بقيمة افتراضية.',
              'It is well defined: insertion with a default value.',
            ],
          ],
        ],
        sol: [
          [
            '`operator[]` يُدرج المفتاح إن لم يوجد بقيمة افتراضية (0 لـ int) ثم يرجعها. للقراءة دون إدراج نستخدم `find` أو `count`.',
            '`operator[]` inserts a missing key with a default (0 for int) and returns it. To read without inserting use `find` or `count`.',
          ],
        ],
        hints: [
          ['`[]` في `map` يصلح للكتابة أيضًا.', '`[]` on a `map` also works for writing.'],
          [
            'ما الذي يجب أن يحدث لكي يرجع مرجعًا إلى قيمة؟',
            'What must happen for it to return a reference to a value?',
          ],
        ],
      }),
      choice({
        s: 'vector',
        d: 1,
        q: ['ما محتوى `v` بعد `vector<int> v(3, 7);`؟', 'What does `v` hold after `vector<int> v(3, 7);`?'],
        ok: ['`{7, 7, 7}`', '`{7, 7, 7}`'],
        wrong: [
          [
            ['`{3, 7}`', '`{3, 7}`'],
            [
              'الأقواس العادية تعني (العدد، القيمة)؛ الأقواس المعقوصة `{3, 7}` هي القائمة.',
              'Round brackets mean (count, value); braces `{3, 7}` would be the list.',
            ],
          ],
          [
            ['`{3, 3, 3, 3, 3, 3, 3}`', '`{3, 3, 3, 3, 3, 3, 3}`'],
            [
              'الترتيب معكوس؛ الأول العدد والثاني القيمة.',
              'Reversed; the first is the count, the second the value.',
            ],
          ],
          [
            ['`{0, 0, 0}`', '`{0, 0, 0}`'],
            ['القيمة 7 معطاة فتُستخدم بدل الصفر.', 'The value 7 is given and used instead of zero.'],
          ],
        ],
        sol: [
          [
            'المُنشئ `vector(n, value)` ينشئ `n` عناصر كلها `value`.',
            'The constructor `vector(n, value)` makes `n` elements, all `value`.',
          ],
        ],
        hints: [
          ['المعامل الأول العدد والثاني القيمة.', 'The first argument is a count, the second a value.'],
          ['الأقواس العادية تختلف عن `{}` في المتجه.', 'Round brackets differ from `{}` for a vector.'],
        ],
      }),
      choice({
        s: 'vector',
        d: 3,
        q: whichLine([
          'عندما تكون `marks` فارغة يتوقف البرنامج فجأة بدل ألا يطبع شيئًا.',
          'When `marks` is empty the program crashes instead of printing nothing.',
        ]),
        code: 'vector<int> marks = readMarks();\nfor (int i = 0; i <= marks.size() - 1; i++)\n    cout << marks[i] << " ";\ncout << endl;',
        ok: [
          '`for (int i = 0; i <= marks.size() - 1; i++)`',
          '`for (int i = 0; i <= marks.size() - 1; i++)`',
        ],
        wrong: [
          [
            ['`vector<int> marks = readMarks();`', '`vector<int> marks = readMarks();`'],
            [
              'المتجه الفارغ قيمة مقبولة؛ على الكود أن يتعامل معها.',
              'An empty vector is a valid value; the code must cope with it.',
            ],
          ],
          [
            ['`cout << marks[i] << " ";`', '`cout << marks[i] << " ";`'],
            [
              'الطباعة صحيحة لأي فهرس داخل المتجه؛ المشكلة في الفهارس التي تصل إليها الحلقة.',
              'The print is fine for any index inside the vector; the trouble is the indexes the loop reaches.',
            ],
          ],
          [
            ['`cout << endl;`', '`cout << endl;`'],
            ['إنهاء السطر لا يسبب التوقف.', 'Ending the line causes no crash.'],
          ],
        ],
        sol: [
          [
            '`size()` عدد بلا إشارة (unsigned)، فـ `0 - 1` لا يعطي 1- بل أكبر عدد ممكن، فتدخل الحلقة وتقرأ خارج المتجه. الصحيح `i < marks.size()` (أو `for (int m : marks)`).',
            '`size()` is unsigned, so `0 - 1` is not -1 but the largest possible number; the loop runs and reads outside the vector. The fix is `i < marks.size()` (or `for (int m : marks)`).',
          ],
        ],
        hints: [
          [
            'ما قيمة `marks.size() - 1` عندما يكون المتجه فارغًا؟',
            'What is `marks.size() - 1` when the vector is empty?',
          ],
          ['نوع `size()` لا يقبل القيم السالبة.', 'The type of `size()` has no negative values.'],
        ],
      }),
    ],
    cpp,
  ),
];
