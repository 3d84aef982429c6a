import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from '../science/write';
import { PRINTS, orderToPrint } from './stems';

const cs = 'csharp';

/** C#, every topic. Snippets are top-level statements unless they show a whole type. */
export const CSHARP_ITEMS: Item[] = [
  ...unit(
    'csharp-basics',
    [
      short({
        s: 'operators',
        d: 1,
        q: PRINTS,
        code: 'int a = 7, b = 2;\nConsole.WriteLine(a % b);',
        acc: ['1'],
        mistakes: [['3', ['`%` باقي القسمة لا ناتجها.', '`%` is the remainder, not the quotient.']]],
        sol: [['7 = 2 × 3 + 1، و `%` يعطي الباقي.', '7 = 2 × 3 + 1, and `%` gives the remainder.']],
        hints: [
          ['`%` يعطي باقي القسمة.', '`%` gives the remainder of a division.'],
          ['كم مرة تدخل 2 في 7، وكم يتبقى؟', 'How many times does 2 go into 7, and what is left?'],
        ],
      }),
      short({
        s: 'strings',
        d: 1,
        q: PRINTS,
        code: 'string name = "Omar";\nint age = 16;\nConsole.WriteLine($"{name} is {age}");',
        acc: ['Omar is 16'],
        sol: [
          [
            '`$` قبل النص يجعله نصًا مُقحَمًا؛ ما بين `{}` يُستبدل بقيمته.',
            'A `$` before the string makes it interpolated; what is in `{}` is replaced by its value.',
          ],
        ],
        hints: [
          ['ماذا تفعل `$` قبل علامة التنصيص؟', 'What does `$` before the quote do?'],
          ['عوّض كل متغير بين `{}` بقيمته.', 'Replace each variable in `{}` with its value.'],
        ],
      }),
      choice({
        s: 'var',
        d: 2,
        q: ['ماذا يحدث عند ترجمة هذا الكود؟', 'What happens when this code is compiled?'],
        code: 'var x = 5;\nx = "five";',
        ok: [
          'خطأ ترجمة: `x` من النوع int ولا يقبل نصًا',
          'A compile error: `x` is an int and cannot take a string',
        ],
        wrong: [
          [
            ['يعمل ويصبح `x` نصًا', 'It works and `x` becomes a string'],
            [
              '`var` ليس نوعًا متغيرًا كما في جافاسكريبت؛ النوع يُستنتج مرة واحدة.',
              '`var` is not dynamic as in JavaScript; the type is inferred once.',
            ],
          ],
          [
            ['يعمل ويبقى `x` يساوي 5', 'It works and `x` stays 5'],
            [
              'المترجم لا يتجاهل الإسناد؛ يرفضه.',
              'The compiler does not skip the assignment; it rejects it.',
            ],
          ],
          [
            ['خطأ وقت التشغيل فقط', 'Only a run-time error'],
            [
              'الخطأ يُكتشف عند الترجمة لأن الأنواع ثابتة.',
              'It is caught at compile time, as types are static.',
            ],
          ],
        ],
        sol: [
          [
            '`var x = 5` يستنتج النوع int ويثبته، فإسناد نص إليه خطأ أنواع يكتشفه المترجم.',
            '`var x = 5` infers and fixes the type int, so assigning a string is a type error the compiler catches.',
          ],
        ],
        hints: [
          ['`var` يستنتج النوع من القيمة الأولى.', '`var` infers the type from the first value.'],
          ['هل يتغير نوع المتغير بعد ذلك في سي شارب؟', "Can a variable's type change later in C#?"],
        ],
      }),
      choice({
        s: 'parsing',
        d: 2,
        q: [
          'ماذا ترجع `int.TryParse("12a", out int n)`، وما قيمة `n`؟',
          'What does `int.TryParse("12a", out int n)` return, and what is `n`?',
        ],
        ok: ['ترجع `false` و `n` يساوي 0', 'It returns `false` and `n` is 0'],
        wrong: [
          [
            ['ترجع `true` و `n` يساوي 12', 'It returns `true` and `n` is 12'],
            [
              '`TryParse` لا يقرأ جزءًا من النص؛ النص كله يجب أن يكون عددًا.',
              '`TryParse` does not read part of the text; the whole string must be a number.',
            ],
          ],
          [
            ['تطلق `FormatException`', 'It throws a `FormatException`'],
            [
              'هذا سلوك `int.Parse`؛ `TryParse` لا يطلق استثناء.',
              'That is `int.Parse`; `TryParse` never throws.',
            ],
          ],
          [
            ['ترجع `false` و `n` بلا قيمة (null)', 'It returns `false` and `n` is null'],
            ['`int` لا يكون null؛ يُسند إليه 0.', 'An `int` cannot be null; it is set to 0.'],
          ],
        ],
        sol: [
          [
            '`TryParse` يرجع نجاح التحويل كقيمة منطقية، وعند الفشل يضع القيمة الافتراضية 0 في المتغير `out`.',
            '`TryParse` returns whether it worked; on failure it puts the default 0 in the `out` variable.',
          ],
        ],
        hints: [
          [
            'ما الفرق بين `Parse` و `TryParse` عند الفشل؟',
            'How do `Parse` and `TryParse` differ on failure?',
          ],
          ['هل `"12a"` عدد صحيح كامل؟', 'Is `"12a"` a whole integer?'],
        ],
      }),
      choice({
        s: 'operators',
        d: 2,
        q: [
          "هذا الكود لا يُترجم: `Cannot implicitly convert type 'double' to 'int'`. أي سطر فيه الخطأ؟",
          "This code does not compile: `Cannot implicitly convert type 'double' to 'int'`. Which line has the bug?",
        ],
        code: 'int price = 200;\ndouble vat = 0.14;\nint total = price + price * vat;\nConsole.WriteLine(total);',
        ok: ['`int total = price + price * vat;`', '`int total = price + price * vat;`'],
        wrong: [
          [
            ['`int price = 200;`', '`int price = 200;`'],
            ['السعر عدد صحيح، ووضعه في int صحيح.', 'The price is whole, and keeping it in an int is right.'],
          ],
          [
            ['`double vat = 0.14;`', '`double vat = 0.14;`'],
            ['النسبة كسر عشري، فمكانها double.', 'The rate is a decimal, so a double is its place.'],
          ],
          [
            ['`Console.WriteLine(total);`', '`Console.WriteLine(total);`'],
            ['الطباعة تقبل أي نوع؛ الخطأ يظهر قبلها.', 'Printing takes any type; the error comes before it.'],
          ],
        ],
        sol: [
          [
            '`price * vat` ناتجه double، و C# لا تضع double في int تلقائيًا لأنها قد تفقد الكسر. الإصلاح: `double total = price + price * vat;`.',
            '`price * vat` is a double, and C# never puts a double into an int by itself, since the fraction could be lost. The fix: `double total = price + price * vat;`.',
          ],
        ],
        hints: [
          ['ما نوع ناتج ضرب int في double؟', 'What type does an int times a double give?'],
          [
            'في أي سطر يُوضع هذا الناتج في متغير؟ وما نوع ذلك المتغير؟',
            'On which line is that result put into a variable, and what is its type?',
          ],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-control',
    [
      short({
        s: 'for',
        d: 1,
        q: PRINTS,
        code: 'for (int i = 5; i > 0; i -= 2)\n{\n    Console.Write(i);\n}',
        acc: ['531'],
        mistakes: [['53', ['1 أكبر من 0 فيُطبع أيضًا.', '1 is above 0, so it prints too.']]],
        sol: [
          [
            'i تأخذ 5 ثم 3 ثم 1، والتالية −1 لا تحقق الشرط. `Write` لا يضيف سطرًا جديدًا.',
            'i takes 5, 3, 1; the next, −1, fails. `Write` adds no new line.',
          ],
        ],
        hints: [
          ['الحلقة تنقص بمقدار 2 في كل دورة.', 'The loop steps down by 2.'],
          ['`Write` يطبع القيم متلاصقة.', '`Write` prints the values side by side.'],
        ],
      }),
      num({
        s: 'do-while',
        d: 2,
        q: ['ما القيمة المطبوعة؟', 'What value is printed?'],
        code: 'int n = 0;\ndo\n{\n    n++;\n} while (n < 0);\nConsole.WriteLine(n);',
        v: 1,
        mistakes: [
          [
            '0',
            [
              '`do...while` ينفذ الجسم مرة على الأقل قبل فحص الشرط.',
              '`do...while` runs the body at least once before testing.',
            ],
          ],
        ],
        sol: [
          [
            'الجسم ينفذ أولًا فتصبح `n` واحدًا، ثم الشرط `n < 0` خطأ فتتوقف الحلقة.',
            'The body runs first, making `n` one; then `n < 0` is false and the loop ends.',
          ],
        ],
        hints: [
          ['متى يُفحص الشرط في `do...while`؟', 'When is the test checked in `do...while`?'],
          ['كم مرة على الأقل ينفذ الجسم؟', 'At least how many times does the body run?'],
        ],
      }),
      choice({
        s: 'foreach',
        d: 3,
        q: [
          'هذا الكود يطلق `InvalidOperationException`. ما الإصلاح؟',
          'This code throws an `InvalidOperationException`. What is the fix?',
        ],
        code: 'var nums = new List<int> { 1, 2, 3, 4 };\nforeach (var n in nums)\n{\n    if (n % 2 == 0) nums.Remove(n);\n}',
        ok: [
          'استخدام `nums.RemoveAll(n => n % 2 == 0);` بدلًا من الحذف داخل `foreach`',
          'Use `nums.RemoveAll(n => n % 2 == 0);` instead of removing inside `foreach`',
        ],
        wrong: [
          [
            ['تغيير `var` إلى `int`', 'Change `var` to `int`'],
            [
              'نوع المتغير ليس السبب؛ السبب تعديل القائمة أثناء المرور عليها.',
              "The variable's type is not the cause; changing the list while walking it is.",
            ],
          ],
          [
            ['وضع `break` بعد `Remove`', 'Put `break` after `Remove`'],
            ['سيحذف أول عدد زوجي فقط.', 'It would remove only the first even number.'],
          ],
          [
            ['استخدام `nums.Delete(n)`', 'Use `nums.Delete(n)`'],
            [
              'لا توجد `Delete` في `List`، والمشكلة باقية.',
              '`List` has no `Delete`, and the problem remains.',
            ],
          ],
        ],
        sol: [
          [
            'لا يُسمح بتغيير المجموعة أثناء المرور عليها بـ `foreach`. `RemoveAll` يحذف كل ما يحقق الشرط بأمان.',
            'A collection may not change while `foreach` walks it. `RemoveAll` removes every match safely.',
          ],
        ],
        hints: [
          ['ما الذي يتغير أثناء المرور على القائمة؟', 'What changes while the list is being walked?'],
          [
            'ابحث عن دالة في `List` تحذف كل ما يحقق شرطًا.',
            'Look for a `List` method that removes everything matching a test.',
          ],
        ],
      }),
      order({
        s: 'while',
        d: 1,
        q: orderToPrint('3'),
        seq: ['int count = 0;', 'while (count < 3)', '{', '    count++;', '}', 'Console.WriteLine(count);'],
        sol: [
          [
            'نعرّف العداد، ثم الحلقة بشرطها وجسمها، ثم نطبع بعدها.',
            'Declare the counter, then the loop with its test and body, then print afterwards.',
          ],
        ],
        hints: [
          ['القوس `{` يفتح جسم الحلقة مباشرة بعد الشرط.', '`{` opens the body right after the test.'],
          ['الطباعة بعد إغلاق الحلقة.', 'The print comes after the loop closes.'],
        ],
      }),
      short({
        s: 'while',
        d: 1,
        q: [
          'يجب أن تطبع هذه الحلقة الأعداد من 1 إلى 5، لكنها تطبع 1 بلا نهاية. اكتب السطر الناقص داخل الحلقة.',
          'This loop should print the numbers from 1 to 5, but it prints 1 for ever. Write the missing line inside the loop.',
        ],
        code: 'int i = 1;\nwhile (i <= 5)\n{\n    Console.WriteLine(i);\n    // the missing line\n}',
        acc: ['i++;', 'i++', '++i;', '++i', 'i += 1;', 'i += 1', 'i = i + 1;', 'i = i + 1', 'i+=1', 'i=i+1'],
        mistakes: [
          [
            'i--;',
            [
              'التناقص يبقي `i` أصغر من 5 دائمًا، فلا تنتهي الحلقة.',
              'Counting down keeps `i` under 5 for ever, so the loop never ends.',
            ],
          ],
        ],
        sol: [
          [
            'الشرط `i <= 5` لا يتغير ما لم تتغير `i`، فيجب أن تزيد `i` بواحد في كل دورة.',
            'The condition `i <= 5` cannot change unless `i` does, so `i` must grow by one each time round.',
          ],
        ],
        hints: [
          [
            'ما الذي يجعل الشرط `i <= 5` خاطئًا في النهاية؟',
            'What makes the condition `i <= 5` false in the end?',
          ],
          ['`i` لا تتغير داخل الحلقة أبدًا.', '`i` never changes inside the loop.'],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-methods',
    [
      short({
        s: 'ref',
        d: 2,
        q: PRINTS,
        code: 'static void Twice(ref int x) { x *= 2; }\n\nint a = 4;\nTwice(ref a);\nConsole.WriteLine(a);',
        acc: ['8'],
        mistakes: [
          [
            '4',
            [
              '`ref` يمرر المتغير نفسه، فالتغيير يظهر خارج الدالة.',
              '`ref` passes the variable itself, so the change shows outside.',
            ],
          ],
        ],
        sol: [
          [
            'مع `ref` يصبح `x` اسمًا آخر لـ `a`، فمضاعفة `x` تضاعف `a`.',
            'With `ref`, `x` is another name for `a`, so doubling `x` doubles `a`.',
          ],
        ],
        hints: [
          ['ماذا يغير `ref` في طريقة التمرير؟', 'What does `ref` change about passing?'],
          ['هل `x` نسخة أم المتغير الأصلي؟', 'Is `x` a copy or the original?'],
        ],
      }),
      short({
        s: 'out',
        d: 2,
        q: PRINTS,
        code: 'static void Split(int n, out int tens, out int ones)\n{\n    tens = n / 10;\n    ones = n % 10;\n}\n\nSplit(47, out int t, out int o);\nConsole.WriteLine(t + o);',
        acc: ['11'],
        mistakes: [
          [
            '47',
            ['الطباعة مجموع الرقمين لا العدد الأصلي.', 'The print is the sum of the digits, not the number.'],
          ],
        ],
        sol: [
          [
            '`tens` = 47 / 10 = 4 و `ones` = 47 % 10 = 7، والمجموع 4 + 7.',
            '`tens` = 47 / 10 = 4 and `ones` = 47 % 10 = 7; the sum is 4 + 7.',
          ],
        ],
        hints: [
          ['`out` يسمح للدالة بإرجاع أكثر من قيمة.', '`out` lets a method hand back more than one value.'],
          ['احسب `/` و `%` على 47 بقسمة صحيحة.', 'Work out `/` and `%` on 47 with whole-number division.'],
        ],
      }),
      choice({
        s: 'optional',
        d: 1,
        q: PRINTS,
        code: 'static int Add(int a, int b = 3) => a + b;\n\nConsole.WriteLine(Add(2));',
        ok: ['`5`', '`5`'],
        wrong: [
          [
            ['خطأ ترجمة: ينقص معامل', 'A compile error: an argument is missing'],
            ['`b` معامل اختياري له قيمة افتراضية.', '`b` is optional, with a default.'],
          ],
          [
            ['`2`', '`2`'],
            ['`b` لا يصبح صفرًا؛ يأخذ القيمة الافتراضية.', '`b` does not become zero; it takes its default.'],
          ],
          [
            ['`23`', '`23`'],
            ['`+` بين عددين int جمع لا ضم.', '`+` between ints adds; it does not join.'],
          ],
        ],
        sol: [
          [
            'لم نمرر `b` فأخذ القيمة 3، والناتج 2 + 3.',
            '`b` was not passed, so it took 3; the result is 2 + 3.',
          ],
        ],
        hints: [
          ['انظر إلى `b = 3` في التعريف.', 'Look at `b = 3` in the definition.'],
          ['كم وسيطًا مررنا عند الاستدعاء؟', 'How many arguments were passed?'],
        ],
      }),
      choice({
        s: 'static',
        d: 2,
        q: ['هذا الكود لا يُترجم. ما الإصلاح؟', 'This code does not compile. What is the fix?'],
        code: 'class Program\n{\n    int Square(int n) => n * n;\n\n    static void Main()\n    {\n        Console.WriteLine(Square(3));\n    }\n}',
        ok: ['جعل `Square` دالة `static`', 'Make `Square` a `static` method'],
        wrong: [
          [
            ['جعل `Main` غير static', 'Make `Main` non-static'],
            [
              '`Main` يجب أن تكون static لأنها نقطة البداية.',
              '`Main` must be static; it is the entry point.',
            ],
          ],
          [
            ['كتابة `return` في `Square`', 'Write `return` in `Square`'],
            ['`=>` ترجع القيمة بالفعل.', '`=>` already returns the value.'],
          ],
          [
            ['تغيير `int` إلى `var`', 'Change `int` to `var`'],
            [
              '`var` غير مسموح في نوع إرجاع الدالة، والمشكلة ليست في النوع.',
              '`var` is not allowed as a return type, and the type is not the issue.',
            ],
          ],
        ],
        sol: [
          [
            'الدالة الـ static لا تملك كائنًا، فلا يمكنها استدعاء دالة كائن مباشرة. نجعل `Square` static أو نُنشئ كائنًا: `new Program().Square(3)`.',
            'A static method has no object, so it cannot call an instance method directly. Make `Square` static or create an object: `new Program().Square(3)`.',
          ],
        ],
        hints: [
          ['`Main` دالة static؛ هل لها كائن `this`؟', '`Main` is static; does it have a `this` object?'],
          ['دالة الكائن تحتاج كائنًا لتُستدعى عليه.', 'An instance method needs an object to be called on.'],
        ],
      }),
      choice({
        s: 'ref',
        d: 2,
        q: [
          'يجب أن تبادل `Swap` قيمتي `x` و `y`، لكن البرنامج يطبع `1 2`. ما الإصلاح؟',
          '`Swap` should exchange the values of `x` and `y`, but the program prints `1 2`. What is the fix?',
        ],
        code: 'static void Swap(int a, int b)\n{\n    int t = a;\n    a = b;\n    b = t;\n}\n\nint x = 1, y = 2;\nSwap(x, y);\nConsole.WriteLine($"{x} {y}");',
        ok: [
          'التمرير بالمرجع: `Swap(ref int a, ref int b)` والاستدعاء `Swap(ref x, ref y)`',
          'Pass by reference: `Swap(ref int a, ref int b)`, called as `Swap(ref x, ref y)`',
        ],
        wrong: [
          [
            [
              'تسمية المعاملين `x` و `y` بدل `a` و `b`',
              'Naming the parameters `x` and `y` instead of `a` and `b`',
            ],
            [
              'الأسماء لا تهم: المعامل يحمل نسخة من القيمة مهما كان اسمه.',
              'Names do not matter: a parameter holds a copy of the value whatever it is called.',
            ],
          ],
          [
            ['حذف المتغير المؤقت `t`', 'Removing the temporary `t`'],
            [
              'بدون `t` تضيع قيمة `a` الأولى؛ و`t` ليس سبب المشكلة.',
              'Without `t` the first value of `a` is lost; `t` is not the problem.',
            ],
          ],
          [
            ['حذف الكلمة `static`', 'Removing the keyword `static`'],
            [
              '`static` تحدد من يستدعي الدالة، لا كيف تُمرر القيم.',
              '`static` says how the method is called, not how values are passed.',
            ],
          ],
        ],
        sol: [
          [
            'الأعداد تُمرر بالقيمة: `a` و `b` نسختان، فتبديلهما لا يمس `x` و `y`. مع `ref` يصبح `a` اسمًا آخر لـ `x` نفسه.',
            'Numbers are passed by value: `a` and `b` are copies, so swapping them leaves `x` and `y` alone. With `ref`, `a` becomes another name for `x` itself.',
          ],
        ],
        hints: [
          ['هل `a` هو `x` نفسه أم نسخة منه؟', 'Is `a` the same variable as `x`, or a copy of it?'],
          [
            'في C# كلمة تجعل المعامل يشير إلى متغير المستدعي.',
            "C# has a keyword that makes a parameter refer to the caller's variable.",
          ],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-classes',
    [
      short({
        s: 'properties',
        d: 2,
        q: PRINTS,
        code: 'var t = new Temp { Celsius = 100 };\nConsole.WriteLine(t.Fahrenheit);\n\nclass Temp\n{\n    public double Celsius { get; set; }\n    public double Fahrenheit => Celsius * 9 / 5 + 32;\n}',
        acc: ['212'],
        mistakes: [
          ['100', ['`Fahrenheit` خاصية محسوبة من `Celsius`.', '`Fahrenheit` is computed from `Celsius`.']],
        ],
        sol: [['100 × 9 / 5 + 32 = 180 + 32', '100 × 9 / 5 + 32 = 180 + 32']],
        hints: [
          [
            '`=>` بعد اسم الخاصية يعني أنها تُحسب عند القراءة.',
            '`=>` after a property name means it is computed on read.',
          ],
          ['عوّض `Celsius` بالقيمة المسندة.', 'Substitute the assigned value for `Celsius`.'],
        ],
      }),
      choice({
        s: 'properties',
        d: 2,
        q: ['لماذا لا يُترجم السطر الثاني؟', 'Why does the second line not compile?'],
        code: 'var s = new Student("Ali");\ns.Name = "Omar";\n\nclass Student\n{\n    public string Name { get; private set; }\n    public Student(string name) { Name = name; }\n}',
        ok: [
          '`set` خاص (private) فلا يمكن التعديل من خارج الصنف',
          'The `set` is private, so it cannot be changed from outside',
        ],
        wrong: [
          [
            ['الخاصية `Name` للقراءة فقط داخل الصنف أيضًا', '`Name` is read-only inside the class too'],
            [
              'داخل الصنف يمكن الإسناد، كما في المُنشئ.',
              'Inside the class it can be set, as the constructor does.',
            ],
          ],
          [
            ['يجب استخدام `SetName("Omar")`', 'It must use `SetName("Omar")`'],
            [
              'لا توجد دالة بهذا الاسم؛ الخصائص لا تولد دوال Set.',
              'There is no such method; properties do not generate Set methods.',
            ],
          ],
          [
            ['`var` لا يصلح مع الأصناف', '`var` does not work with classes'],
            ['`var` يعمل مع أي نوع.', '`var` works with any type.'],
          ],
        ],
        sol: [
          [
            '`private set` يسمح بالإسناد داخل الصنف فقط؛ من الخارج الخاصية للقراءة.',
            '`private set` allows assignment only inside the class; from outside the property is read-only.',
          ],
        ],
        hints: [
          ['انظر إلى الكلمة قبل `set`.', 'Look at the word before `set`.'],
          ['من أين يحاول السطر الثاني التعديل؟', 'Where is the second line trying to assign from?'],
        ],
      }),
      choice({
        s: 'reference-types',
        d: 2,
        q: PRINTS,
        code: 'var a = new P { X = 1 };\nvar b = a;\nb.X = 9;\nConsole.WriteLine(a.X);\n\nclass P { public int X; }',
        ok: ['`9`', '`9`'],
        wrong: [
          [
            ['`1`', '`1`'],
            [
              'الظن أن `b = a` ينسخ الكائن؛ الصنف نوع مرجعي فيشيران للكائن نفسه.',
              'Thinking `b = a` copies the object; a class is a reference type, so both point to one object.',
            ],
          ],
          [
            ['`0`', '`0`'],
            [
              'لم يُعد تعيين الكائن؛ التغيير تم عليه نفسه.',
              'Nothing reset the object; it was changed in place.',
            ],
          ],
          [
            ['خطأ ترجمة', 'A compile error'],
            ['الكود صالح.', 'The code is valid.'],
          ],
        ],
        sol: [
          [
            '`b = a` ينسخ المرجع لا الكائن، فـ `a` و `b` كائن واحد. (لو كان `P` من نوع `struct` لطبع 1.)',
            '`b = a` copies the reference, not the object: one object, two names. (Were `P` a `struct`, it would print 1.)',
          ],
        ],
        hints: [
          ['هل `class` نوع قيمة أم نوع مرجعي؟', 'Is a `class` a value type or a reference type?'],
          ['كم كائنًا أنشأنا بـ `new`؟', 'How many objects did `new` create?'],
        ],
      }),
      short({
        s: 'static',
        d: 1,
        q: PRINTS,
        code: 'new Student("Ali");\nnew Student("Mai");\nConsole.WriteLine(Student.Count);\n\nclass Student\n{\n    public static int Count;\n    public string Name;\n    public Student(string name) { Name = name; Count++; }\n}',
        acc: ['2'],
        sol: [
          [
            '`Count` حقل static مشترك، وكل مُنشئ يزيده.',
            '`Count` is a shared static field; each constructor bumps it.',
          ],
        ],
        hints: [
          ['الحقل `static` واحد لكل الكائنات.', 'A `static` field is one for all objects.'],
          ['كم مرة استُدعي المُنشئ؟', 'How many times did the constructor run?'],
        ],
      }),
      choice({
        s: 'properties',
        d: 2,
        q: [
          'عند تنفيذ `acc.Balance = 100;` يتوقف البرنامج بـ `StackOverflowException`. أي سطر فيه الخطأ؟',
          'When `acc.Balance = 100;` runs, the program stops with `StackOverflowException`. Which line has the bug?',
        ],
        code: 'class Account\n{\n    private decimal balance;\n    public decimal Balance\n    {\n        get { return balance; }\n        set { Balance = value; }\n    }\n}',
        ok: ['`set { Balance = value; }`', '`set { Balance = value; }`'],
        wrong: [
          [
            ['`private decimal balance;`', '`private decimal balance;`'],
            [
              'الحقل الخاص هو المكان الصحيح لحفظ الرصيد.',
              'The private field is the right place to keep the balance.',
            ],
          ],
          [
            ['`public decimal Balance`', '`public decimal Balance`'],
            ['إعلان الخاصية صحيح.', "The property's declaration is right."],
          ],
          [
            ['`get { return balance; }`', '`get { return balance; }`'],
            [
              '`get` يقرأ الحقل الصغير `balance`، وهذا صحيح.',
              '`get` reads the small-letter field `balance`, which is right.',
            ],
          ],
        ],
        sol: [
          [
            'داخل `set` يكتب `Balance = value` في الخاصية نفسها، فيستدعي `set` من جديد بلا نهاية حتى يمتلئ المكدس. الإصلاح: `set { balance = value; }`.',
            'Inside `set`, `Balance = value` writes to the property itself, calling `set` again and again until the stack is full. The fix: `set { balance = value; }`.',
          ],
        ],
        hints: [
          [
            'قارن الحرف الأول في `Balance` و `balance`: ما الفرق بينهما؟',
            'Compare the first letter of `Balance` and `balance`: what is the difference?',
          ],
          [
            'ماذا يحدث إذا كتبت `set` في الخاصية التي هي فيها؟',
            'What happens when `set` writes to the very property it belongs to?',
          ],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-collections',
    [
      short({
        s: 'list',
        d: 1,
        q: PRINTS,
        code: 'var list = new List<int> { 3, 1, 2 };\nlist.Sort();\nConsole.WriteLine(string.Join(",", list));',
        acc: ['1,2,3'],
        sol: [
          [
            '`Sort` يرتب القائمة تصاعديًا في مكانها، و `Join` يضمها بفواصل.',
            '`Sort` orders the list ascending in place; `Join` joins it with commas.',
          ],
        ],
        hints: [
          ['`Sort` بلا معاملات يرتب تصاعديًا.', '`Sort` with no arguments sorts ascending.'],
          [
            '`Join(",", ...)` يضع فاصلة بين العناصر دون مسافات.',
            '`Join(",", ...)` puts a comma between items, no spaces.',
          ],
        ],
      }),
      choice({
        s: 'dictionary',
        d: 2,
        q: [
          '`d` من النوع `Dictionary<string, int>` ولا يحتوي المفتاح `"z"`. أي سطر يقرأ القيمة دون أن يطلق استثناء؟',
          '`d` is a `Dictionary<string, int>` without the key `"z"`. Which line reads it without throwing?',
        ],
        ok: ['`d.TryGetValue("z", out int v)`', '`d.TryGetValue("z", out int v)`'],
        wrong: [
          [
            ['`int v = d["z"];`', '`int v = d["z"];`'],
            [
              'الفهرسة بمفتاح غير موجود تطلق `KeyNotFoundException`.',
              'Indexing a missing key throws `KeyNotFoundException`.',
            ],
          ],
          [
            ['`int v = d.Get("z");`', '`int v = d.Get("z");`'],
            ['لا توجد دالة `Get` في Dictionary.', 'Dictionary has no `Get` method.'],
          ],
          [
            ['`int v = d["z"] ?? 0;`', '`int v = d["z"] ?? 0;`'],
            [
              'الاستثناء يحدث قبل أن يعمل `??`، كما أن int لا يكون null.',
              'The exception fires before `??` acts, and an int is never null anyway.',
            ],
          ],
        ],
        sol: [
          [
            '`TryGetValue` يرجع false عند غياب المفتاح ويضع القيمة الافتراضية في `v` دون استثناء.',
            '`TryGetValue` returns false for a missing key and sets `v` to the default, no exception.',
          ],
        ],
        hints: [
          [
            'ماذا يحدث عند فهرسة Dictionary بمفتاح غير موجود؟',
            'What happens when indexing a Dictionary with a missing key?',
          ],
          ['ابحث عن دالة تبدأ بـ Try.', 'Look for a method starting with Try.'],
        ],
      }),
      short({
        s: 'dictionary',
        d: 1,
        q: PRINTS,
        code: 'var d = new Dictionary<string, int>();\nd["a"] = 1;\nd["a"] += 4;\nConsole.WriteLine(d["a"]);',
        acc: ['5'],
        sol: [
          [
            '`d["a"] = 1` يضيف المفتاح، و `+= 4` يزيد قيمته الموجودة.',
            '`d["a"] = 1` adds the key; `+= 4` raises its value.',
          ],
        ],
        hints: [
          [
            'الإسناد عبر الفهرس يضيف المفتاح أو يستبدل قيمته.',
            'Assigning by index adds the key or replaces its value.',
          ],
          ['`+=` يضيف إلى القيمة الحالية.', '`+=` adds to the current value.'],
        ],
      }),
      num({
        s: 'list',
        d: 1,
        q: ['ما القيمة المطبوعة؟', 'What value is printed?'],
        code: 'var list = new List<string> { "a", "b", "c" };\nlist.RemoveAt(0);\nlist.Add("d");\nConsole.WriteLine(list.Count);',
        v: 3,
        sol: [['ثلاثة عناصر، نحذف واحدًا ثم نضيف واحدًا.', 'Three elements; one removed, one added.']],
        hints: [
          ['`RemoveAt(0)` يحذف العنصر الأول.', '`RemoveAt(0)` removes the first element.'],
          ['`Count` عدد العناصر بعد العمليتين.', '`Count` is the number left after both steps.'],
        ],
      }),
      choice({
        s: 'list',
        d: 2,
        q: [
          'يجب أن يحذف هذا الكود الدرجات تحت 50، لكنه يتوقف بـ `InvalidOperationException: Collection was modified`. أي سطر فيه الخطأ؟',
          'This code should remove the marks under 50, but it stops with `InvalidOperationException: Collection was modified`. Which line has the bug?',
        ],
        code: 'var marks = new List<int> { 40, 75, 30, 90 };\nforeach (var m in marks)\n{\n    if (m < 50) marks.Remove(m);\n}\nConsole.WriteLine(marks.Count);',
        ok: ['`if (m < 50) marks.Remove(m);`', '`if (m < 50) marks.Remove(m);`'],
        wrong: [
          [
            [
              '`var marks = new List<int> { 40, 75, 30, 90 };`',
              '`var marks = new List<int> { 40, 75, 30, 90 };`',
            ],
            ['إنشاء القائمة صحيح.', 'Creating the list is right.'],
          ],
          [
            ['`foreach (var m in marks)`', '`foreach (var m in marks)`'],
            [
              'المرور بـ `foreach` صحيح ما دامت القائمة لا تتغير أثناءه.',
              'Going through with `foreach` is fine as long as the list does not change meanwhile.',
            ],
          ],
          [
            ['`Console.WriteLine(marks.Count);`', '`Console.WriteLine(marks.Count);`'],
            ['البرنامج يتوقف قبل الوصول إلى هذا السطر.', 'The program stops before it reaches this line.'],
          ],
        ],
        sol: [
          [
            'لا يجوز تغيير القائمة داخل `foreach` يمر عليها. الإصلاح: `marks.RemoveAll(m => m < 50);` بدل الحلقة.',
            'A list must not change inside a `foreach` over it. The fix: `marks.RemoveAll(m => m < 50);` instead of the loop.',
          ],
        ],
        hints: [
          ['ماذا تقول رسالة الاستثناء: ما الذي تغيّر؟', 'What does the exception say: what was modified?'],
          [
            'أي سطر يغير القائمة أثناء المرور عليها؟',
            'Which line changes the list while it is being gone through?',
          ],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-linq',
    [
      short({
        s: 'where-select',
        d: 2,
        q: PRINTS,
        code: 'var nums = new[] { 1, 2, 3, 4, 5, 6 };\nvar q = nums.Where(n => n % 2 == 0).Select(n => n * n);\nConsole.WriteLine(string.Join(" ", q));',
        acc: ['4 16 36'],
        mistakes: [
          [
            '2 4 6',
            [
              '`Select` يحول كل عدد إلى مربعه بعد التصفية.',
              '`Select` turns each number into its square after filtering.',
            ],
          ],
        ],
        sol: [
          ['`Where` يبقي 2 و 4 و 6، ثم `Select` يربعها.', '`Where` keeps 2, 4, 6; `Select` squares them.'],
        ],
        hints: [
          ['نفذ `Where` أولًا ثم `Select`.', 'Apply `Where` first, then `Select`.'],
          ['`n % 2 == 0` يبقي الأعداد الزوجية.', '`n % 2 == 0` keeps even numbers.'],
        ],
      }),
      short({
        s: 'aggregates',
        d: 1,
        q: PRINTS,
        code: 'var a = new[] { 5, 3, 9 };\nConsole.WriteLine(a.Max() - a.Min());',
        acc: ['6'],
        sol: [
          [
            'أكبر قيمة 9 وأصغرها 3، والفرق 9 − 3.',
            'The largest is 9 and the smallest 3; the difference is 9 − 3.',
          ],
        ],
        hints: [
          ['`Max` و `Min` يعطيان أكبر وأصغر عنصر.', '`Max` and `Min` give the largest and smallest.'],
          ['اطرح الأصغر من الأكبر.', 'Subtract the smallest from the largest.'],
        ],
      }),
      choice({
        s: 'deferred',
        d: 3,
        q: PRINTS,
        code: 'var list = new List<int> { 1, 2 };\nvar q = list.Where(x => x > 0);\nlist.Add(3);\nConsole.WriteLine(q.Count());',
        ok: ['`3`', '`3`'],
        wrong: [
          [
            ['`2`', '`2`'],
            [
              'الظن أن الاستعلام نُفذ عند تعريفه؛ LINQ مؤجل التنفيذ حتى `Count()`.',
              'Thinking the query ran when defined; LINQ is deferred until `Count()`.',
            ],
          ],
          [
            ['`0`', '`0`'],
            ['كل العناصر موجبة فتحقق الشرط.', 'Every element is positive and passes.'],
          ],
          [
            ['استثناء لأن القائمة تغيرت', 'An exception because the list changed'],
            [
              'التغيير تم قبل تنفيذ الاستعلام لا أثناءه.',
              'The change happened before the query ran, not during.',
            ],
          ],
        ],
        sol: [
          [
            '`Where` لا ينفذ عند التعريف؛ ينفذ عند `Count()` بعد إضافة 3، فيرى العناصر الثلاثة.',
            '`Where` does not run when defined; it runs at `Count()`, after 3 was added, and sees all three.',
          ],
        ],
        hints: [
          ['متى ينفذ استعلام LINQ فعلًا؟', 'When does a LINQ query actually run?'],
          [
            'كم عنصرًا في القائمة لحظة استدعاء `Count()`؟',
            'How many elements are in the list when `Count()` is called?',
          ],
        ],
      }),
      choice({
        s: 'first',
        d: 2,
        q: [
          'في مصفوفة أعداد صحيحة لا يوجد فيها عنصر أكبر من 100، أي استدعاء يرجع 0 بدلًا من إطلاق استثناء؟',
          'In an int array with no element above 100, which call returns 0 instead of throwing?',
        ],
        ok: ['`nums.FirstOrDefault(n => n > 100)`', '`nums.FirstOrDefault(n => n > 100)`'],
        wrong: [
          [
            ['`nums.First(n => n > 100)`', '`nums.First(n => n > 100)`'],
            [
              '`First` يطلق `InvalidOperationException` إذا لم يجد شيئًا.',
              '`First` throws `InvalidOperationException` when nothing matches.',
            ],
          ],
          [
            ['`nums.Single(n => n > 100)`', '`nums.Single(n => n > 100)`'],
            [
              '`Single` يطلق استثناء عند عدم وجود عنصر أو وجود أكثر من واحد.',
              '`Single` throws for none or more than one.',
            ],
          ],
          [
            ['`nums.Where(n => n > 100)`', '`nums.Where(n => n > 100)`'],
            [
              '`Where` يرجع تسلسلًا (فارغًا هنا) لا عددًا.',
              '`Where` returns a sequence (empty here), not a number.',
            ],
          ],
        ],
        sol: [
          [
            '`FirstOrDefault` يرجع القيمة الافتراضية للنوع (0 لـ int) عند عدم وجود تطابق.',
            "`FirstOrDefault` returns the type's default (0 for int) when nothing matches.",
          ],
        ],
        hints: [
          [
            'ابحث عن الدالة التي تذكر «الافتراضي» في اسمها.',
            'Look for the method with "default" in its name.',
          ],
          ['القيمة الافتراضية لـ int هي القيمة المطلوبة.', 'The default of int is the value wanted.'],
        ],
      }),
      choice({
        s: 'where-select',
        d: 1,
        q: [
          "هذا الكود لا يُترجم: `Cannot implicitly convert type 'int' to 'bool'`. أي سطر فيه الخطأ؟",
          "This code does not compile: `Cannot implicitly convert type 'int' to 'bool'`. Which line has the bug?",
        ],
        code: 'using System.Linq;\nvar marks = new List<int> { 40, 100, 75, 100 };\nvar full = marks.Where(m => m = 100);\nConsole.WriteLine(full.Count());',
        ok: ['`var full = marks.Where(m => m = 100);`', '`var full = marks.Where(m => m = 100);`'],
        wrong: [
          [
            ['`using System.Linq;`', '`using System.Linq;`'],
            [
              'هذا السطر لازم لاستعمال `Where` و `Count()`.',
              'This line is needed for `Where` and `Count()`.',
            ],
          ],
          [
            [
              '`var marks = new List<int> { 40, 100, 75, 100 };`',
              '`var marks = new List<int> { 40, 100, 75, 100 };`',
            ],
            ['إنشاء القائمة صحيح.', 'Creating the list is right.'],
          ],
          [
            ['`Console.WriteLine(full.Count());`', '`Console.WriteLine(full.Count());`'],
            [
              '`Count()` تعمل على ناتج `Where`؛ الخطأ قبلها.',
              '`Count()` works on what `Where` gives; the error is before it.',
            ],
          ],
        ],
        sol: [
          [
            '`=` إسناد ناتجه int، أما `Where` فتحتاج شرطًا ناتجه bool. الإصلاح: `marks.Where(m => m == 100)`.',
            '`=` is an assignment giving an int, while `Where` needs a test giving a bool. The fix: `marks.Where(m => m == 100)`.',
          ],
        ],
        hints: [
          [
            'ما نوع القيمة التي يجب أن ترجعها الدالة داخل `Where`؟',
            'What type must the function inside `Where` return?',
          ],
          ['ما الفرق بين `=` و `==`؟', 'What is the difference between `=` and `==`?'],
        ],
      }),
    ],
    cs,
  ),

  ...unit(
    'csharp-exceptions',
    [
      short({
        s: 'finally',
        d: 2,
        q: PRINTS,
        code: 'try\n{\n    int[] a = new int[2];\n    a[5] = 1;\n    Console.Write("A");\n}\ncatch (IndexOutOfRangeException)\n{\n    Console.Write("B");\n}\nfinally\n{\n    Console.Write("C");\n}',
        acc: ['BC'],
        mistakes: [
          [
            'ABC',
            [
              'السطر الذي يطلق الاستثناء يوقف ما بعده في `try`.',
              'The line that throws stops the rest of `try`.',
            ],
          ],
        ],
        sol: [
          [
            '`a[5]` خارج الحدود فيطلق استثناء قبل طباعة A، فينفذ `catch` (B)، ثم `finally` دائمًا (C).',
            '`a[5]` is out of range and throws before A prints; `catch` runs (B), then `finally` always (C).',
          ],
        ],
        hints: [
          ['هل يصل التنفيذ إلى `Write("A")`؟', 'Does execution reach `Write("A")`?'],
          ['`finally` ينفذ في كل الأحوال.', '`finally` always runs.'],
        ],
      }),
      choice({
        s: 'catch-order',
        d: 3,
        q: ['لماذا لا يُترجم هذا الكود؟', 'Why does this code not compile?'],
        code: 'try\n{\n    int n = int.Parse(text);\n}\ncatch (Exception e) { Console.WriteLine("error"); }\ncatch (FormatException e) { Console.WriteLine("not a number"); }',
        ok: [
          '`catch (Exception)` العام قبل الخاص يجعل الثاني غير قابل للوصول؛ يجب وضع الخاص أولًا',
          'The general `catch (Exception)` before the specific one makes it unreachable; the specific one must come first',
        ],
        wrong: [
          [
            ['لا يُسمح بأكثر من `catch` واحد', 'Only one `catch` is allowed'],
            [
              'يُسمح بعدة كتل `catch` بشرط ترتيبها من الخاص إلى العام.',
              'Several `catch` blocks are fine, ordered specific to general.',
            ],
          ],
          [
            ['`int.Parse` لا يطلق استثناءات', '`int.Parse` never throws'],
            [
              '`int.Parse` يطلق `FormatException` لنص غير عددي.',
              '`int.Parse` throws `FormatException` for non-numeric text.',
            ],
          ],
          [
            ['ينقص `finally`', '`finally` is missing'],
            ['`finally` اختياري.', '`finally` is optional.'],
          ],
        ],
        sol: [
          [
            '`FormatException` نوع من `Exception`، فكل ما يلتقطه الثاني يلتقطه الأول قبله؛ المترجم يرفض كتلة لا يمكن الوصول إليها (CS0160).',
            '`FormatException` is an `Exception`, so the first block catches everything the second would; the compiler rejects the unreachable block (CS0160).',
          ],
        ],
        hints: [
          ['هل `FormatException` نوع فرعي من `Exception`؟', 'Is `FormatException` a kind of `Exception`?'],
          ['كتل `catch` تُفحص من أعلى إلى أسفل.', '`catch` blocks are checked top to bottom.'],
        ],
      }),
      choice({
        s: 'using',
        d: 2,
        q: ['ما فائدة `using` في هذا الكود؟', 'What does `using` do here?'],
        code: 'using (var w = new StreamWriter("log.txt"))\n{\n    w.WriteLine("started");\n}',
        ok: [
          'يغلق الملف ويحرره تلقائيًا (Dispose) عند نهاية الكتلة حتى لو حدث استثناء',
          'It closes and frees the file (Dispose) at the end of the block, even after an exception',
        ],
        wrong: [
          [
            ['يستورد مساحة الأسماء `System.IO`', 'It imports the `System.IO` namespace'],
            [
              'هذا استخدام آخر لـ `using` في أعلى الملف، لا هنا.',
              'That is a different use of `using`, at the top of a file.',
            ],
          ],
          [
            ['يلتقط أي استثناء في الكتلة', 'It catches any exception in the block'],
            [
              '`using` لا يلتقط الاستثناءات؛ يضمن التحرير فقط.',
              '`using` catches nothing; it only guarantees disposal.',
            ],
          ],
          [
            ['يجعل الكتابة أسرع', 'It makes writing faster'],
            ['لا أثر على السرعة؛ الفائدة تحرير المورد.', 'It has no effect on speed; it frees the resource.'],
          ],
        ],
        sol: [
          [
            '`using` يستدعي `Dispose()` على `w` عند الخروج من الكتلة، فيُكتب المخزن المؤقت ويُغلق الملف.',
            '`using` calls `Dispose()` on `w` when the block ends, flushing the buffer and closing the file.',
          ],
        ],
        hints: [
          ['ماذا يجب أن نفعل بالملف بعد الكتابة؟', 'What must be done with a file after writing?'],
          ['`StreamWriter` ينفذ الواجهة `IDisposable`.', '`StreamWriter` implements `IDisposable`.'],
        ],
      }),
      short({
        s: 'files',
        d: 1,
        q: PRINTS,
        code: 'File.WriteAllText("a.txt", "hi");\nFile.AppendAllText("a.txt", " there");\nConsole.WriteLine(File.ReadAllText("a.txt"));',
        acc: ['hi there'],
        mistakes: [
          [
            'there',
            [
              '`AppendAllText` يضيف في النهاية ولا يمسح.',
              '`AppendAllText` adds at the end; it does not erase.',
            ],
          ],
        ],
        sol: [
          [
            '`WriteAllText` يكتب `hi`، ثم `AppendAllText` يضيف `" there"` في النهاية.',
            '`WriteAllText` writes `hi`; `AppendAllText` adds `" there"` at the end.',
          ],
        ],
        hints: [
          ['ما الفرق بين Write و Append؟', 'How do Write and Append differ?'],
          ['الإلحاق يحتفظ بالمحتوى القديم.', 'Appending keeps the old content.'],
        ],
      }),
      short({
        s: 'catch',
        d: 2,
        q: [
          'عندما يُدخل المستخدم `0` يتوقف هذا البرنامج بالاستثناء بدل أن يطبع رسالة. اكتب سطر `catch` الناقص لهذا الاستثناء.',
          'When the user types `0`, this program stops with an exception instead of printing a message. Write the missing `catch` line for that exception.',
        ],
        code: 'try\n{\n    int n = int.Parse(Console.ReadLine());\n    Console.WriteLine(100 / n);\n}\ncatch (FormatException) { Console.WriteLine("not a number"); }\n// the missing catch\n{ Console.WriteLine("cannot divide by zero"); }',
        acc: [
          'catch (DivideByZeroException)',
          'catch (DivideByZeroException e)',
          'catch (DivideByZeroException ex)',
          'DivideByZeroException',
          'catch (ArithmeticException)',
          'catch (ArithmeticException e)',
        ],
        kt: ['catch (DivideByZeroException)', 'catch (DivideByZeroException)'],
        mistakes: [
          [
            'catch (FormatException)',
            [
              '`FormatException` للنص الذي ليس عددًا؛ القسمة على صفر استثناء آخر.',
              '`FormatException` is for text that is not a number; dividing by zero is another exception.',
            ],
          ],
        ],
        sol: [
          [
            'القسمة الصحيحة على صفر في C# ترمي `DivideByZeroException`، ولا يلتقطها `catch (FormatException)`.',
            'Whole-number division by zero in C# throws `DivideByZeroException`, which `catch (FormatException)` does not catch.',
          ],
        ],
        hints: [
          ['أي سطر في `try` يفشل عندما يكون `n` صفرًا؟', 'Which line in the `try` fails when `n` is zero?'],
          [
            'اسم الاستثناء يصف ما حدث: القسمة على صفر.',
            "The exception's name says what happened: dividing by zero.",
          ],
        ],
      }),
    ],
    cs,
  ),
];
