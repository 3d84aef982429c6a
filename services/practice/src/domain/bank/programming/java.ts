import type { Item } from '../../items/types';
import { choice, num, order, short, unit } from '../science/write';
import { PRINTS, orderToPrint } from './stems';

const java = 'java';

/** Java, every topic. Snippets are the body of `main` unless they show a whole class. */
export const JAVA_ITEMS: Item[] = [
  ...unit(
    'java-basics',
    [
      short({
        s: 'division',
        d: 1,
        q: PRINTS,
        code: 'int a = 7;\nint b = 2;\nSystem.out.println(a / b);',
        acc: ['3'],
        mistakes: [['3.5', ['قسمة عددين صحيحين int تعطي عددًا صحيحًا.', 'Dividing two ints gives an int.']]],
        sol: [
          [
            '`a` و `b` من النوع `int`، فالقسمة صحيحة ويُحذف الكسر: 7 / 2 = 3.5 ← 3.',
            '`a` and `b` are `int`, so the division is whole and the fraction is dropped: 7 / 2 = 3.5 → 3.',
          ],
        ],
        hints: [
          ['ما نوع `a` و `b`؟', 'What type are `a` and `b`?'],
          ['في جافا: int ÷ int = int.', 'In Java: int ÷ int = int.'],
        ],
      }),
      choice({
        s: 'division',
        d: 2,
        q: ['ما قيمة `d` بعد هذا السطر؟', 'What is `d` after this line?'],
        code: 'double d = 7 / 2;',
        ok: ['`3.0`', '`3.0`'],
        wrong: [
          [
            ['`3.5`', '`3.5`'],
            [
              'القسمة تتم على int أولًا ثم يُحوَّل الناتج إلى double.',
              'The division is done on ints first; only the result becomes a double.',
            ],
          ],
          [
            ['`3`', '`3`'],
            [
              'المتغير double فيُخزن ويُطبع بعلامة عشرية.',
              'The variable is a double, so it holds a decimal value.',
            ],
          ],
          [
            ['خطأ في الترجمة', 'A compile error'],
            ['تحويل int إلى double مسموح تلقائيًا.', 'Widening an int to a double is allowed automatically.'],
          ],
        ],
        sol: [
          [
            '`7 / 2` بين عددين int يعطي 3، ثم يُوسَّع إلى double فيصبح 3.0. للحصول على 3.5 نكتب `7.0 / 2`.',
            '`7 / 2` on two ints gives 3, then it is widened to 3.0. For 3.5 write `7.0 / 2`.',
          ],
        ],
        hints: [
          ['ما نوع `7` و `2` نفسيهما؟', 'What type are `7` and `2` themselves?'],
          ['القسمة تتم قبل الإسناد إلى `d`.', 'The division happens before the assignment to `d`.'],
        ],
      }),
      short({
        s: 'strings',
        d: 2,
        q: PRINTS,
        code: 'System.out.println("Sum: " + 2 + 3);',
        acc: ['Sum: 23'],
        mistakes: [
          [
            'Sum: 5',
            [
              '`+` ينفذ من اليسار لليمين، والطرف الأيسر نص فيصبح ضمًا.',
              '`+` goes left to right; the left side is a string, so it joins.',
            ],
          ],
        ],
        sol: [
          [
            '`"Sum: " + 2` يعطي `"Sum: 2"`، ثم `+ 3` يضم مرة أخرى.',
            '`"Sum: " + 2` gives `"Sum: 2"`; `+ 3` joins again.',
          ],
        ],
        hints: [
          ['التعبير يُحسب من اليسار إلى اليمين.', 'The expression is evaluated left to right.'],
          ['نص + عدد = نص.', 'String + number = string.'],
        ],
      }),
      choice({
        s: 'types',
        d: 1,
        q: [
          'أي سطر يعرّف متغيرًا يحمل حرفًا واحدًا بشكل صحيح؟',
          'Which line correctly declares a variable holding one character?',
        ],
        ok: ["`char c = 'A';`", "`char c = 'A';`"],
        wrong: [
          [
            ['`char c = "A";`', '`char c = "A";`'],
            [
              'علامتا التنصيص المزدوجتان لنص String لا لحرف char.',
              'Double quotes make a String, not a char.',
            ],
          ],
          [
            ["`String c = 'A';`", "`String c = 'A';`"],
            [
              "`'A'` حرف char لا يُسند إلى String مباشرة.",
              "`'A'` is a char and cannot be assigned to a String directly.",
            ],
          ],
          [
            ['`char c = A;`', '`char c = A;`'],
            [
              'بدون علامات يُقرأ `A` اسم متغير غير معرّف.',
              'Without quotes `A` is read as an undefined variable.',
            ],
          ],
        ],
        sol: [
          [
            'النوع `char` يحمل حرفًا واحدًا يُكتب بين علامتي تنصيص مفردتين.',
            'A `char` holds one character, written in single quotes.',
          ],
        ],
        hints: [
          ['في جافا نوعان مختلفان للحرف والنص.', 'Java has separate types for a character and a string.'],
          ['الحرف الواحد يُكتب بين علامتين مفردتين.', 'A single character goes in single quotes.'],
        ],
      }),
      choice({
        s: 'division',
        d: 2,
        q: [
          'يجب أن يطبع هذا البرنامج المتوسط `7.5` لكنه يطبع `7.0`. أي سطر فيه الخطأ؟',
          'This program should print the average `7.5` but prints `7.0`. Which line has the bug?',
        ],
        code: 'int sum = 7 + 8;\nint count = 2;\ndouble average = sum / count;\nSystem.out.println(average);',
        ok: ['`double average = sum / count;`', '`double average = sum / count;`'],
        wrong: [
          [
            ['`int sum = 7 + 8;`', '`int sum = 7 + 8;`'],
            [
              'المجموع 15 عدد صحيح ويتسع له int؛ هذا السطر صحيح.',
              'The sum, 15, is whole and fits an int; this line is right.',
            ],
          ],
          [
            ['`int count = 2;`', '`int count = 2;`'],
            [
              'العدد 2 صحيح، والمشكلة ليست في نوعه وحده بل في أين تتم القسمة.',
              'A count is whole; the problem is where the division happens, not this declaration.',
            ],
          ],
          [
            ['`System.out.println(average);`', '`System.out.println(average);`'],
            [
              'القيمة `7.0` موجودة في المتغير قبل الطباعة؛ الطباعة أمينة.',
              'The value is already `7.0` before it is printed; printing is faithful.',
            ],
          ],
        ],
        sol: [
          [
            '`sum / count` قسمة int على int فتعطي 7، ثم تُوسَّع إلى double فتصبح 7.0. الإصلاح: `double average = (double) sum / count;`.',
            '`sum / count` divides an int by an int, giving 7, which is then widened to 7.0. The fix: `double average = (double) sum / count;`.',
          ],
        ],
        hints: [
          [
            'ما نوع `sum` و `count`؟ وما نوع ناتج قسمتهما؟',
            'What types are `sum` and `count`? What type does their division give?',
          ],
          [
            'تحويل النتيجة إلى double بعد القسمة متأخر جدًا.',
            'Turning the result into a double after the division is too late.',
          ],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-control',
    [
      short({
        s: 'switch',
        d: 2,
        q: PRINTS,
        code: 'int x = 3;\nswitch (x) {\n  case 3: System.out.print("three ");\n  case 4: System.out.print("four");\n}',
        acc: ['three four'],
        mistakes: [
          [
            'three',
            [
              'بدون `break` يكمل التنفيذ إلى الحالة التالية (fall-through).',
              'Without `break`, execution falls through to the next case.',
            ],
          ],
        ],
        sol: [
          [
            'يبدأ التنفيذ من `case 3`، ولا يوجد `break` فيكمل إلى `case 4`.',
            'Execution starts at `case 3`; with no `break` it carries on into `case 4`.',
          ],
        ],
        hints: [
          ['ما دور `break` في `switch`؟', 'What does `break` do in a `switch`?'],
          ['هل يوجد `break` بعد الحالة الأولى؟', 'Is there a `break` after the first case?'],
        ],
      }),
      num({
        s: 'for',
        d: 1,
        q: ['كم مرة ينفذ جسم هذه الحلقة؟', 'How many times does this loop body run?'],
        code: 'for (int i = 0; i < 10; i += 3) {\n  count++;\n}',
        v: 4,
        mistakes: [['3', ['القيمة الأولى 0 تُحسب أيضًا.', 'The first value, 0, counts too.']]],
        sol: [
          [
            'i تأخذ 0 ثم 3 ثم 6 ثم 9، والتالية 12 لا تحقق الشرط.',
            'i takes 0, 3, 6, 9; the next, 12, fails the test.',
          ],
        ],
        hints: [
          ['اكتب قيم `i` بدءًا من الصفر.', 'List the values of `i` from zero.'],
          ['توقف عندما تصبح `i` غير أقل من 10.', 'Stop when `i` is no longer below 10.'],
        ],
      }),
      choice({
        s: 'strings',
        d: 2,
        q: [
          'الشرط قد يكون خطأ حتى لو كتب المستخدم Ali. ما الإصلاح؟',
          'The test may be false even when the user typed Ali. What is the fix?',
        ],
        code: 'String name = scanner.nextLine();\nif (name == "Ali") {\n  System.out.println("Welcome");\n}',
        ok: ['`if (name.equals("Ali"))`', '`if (name.equals("Ali"))`'],
        wrong: [
          [
            ['`if (name = "Ali")`', '`if (name = "Ali")`'],
            [
              '`=` إسناد، ولن يُترجم الشرط لأن الناتج ليس boolean.',
              '`=` assigns; it will not compile as the result is not a boolean.',
            ],
          ],
          [
            ['`if (name === "Ali")`', '`if (name === "Ali")`'],
            [
              '`===` غير موجود في جافا؛ هذا من جافاسكريبت.',
              '`===` does not exist in Java; it is JavaScript.',
            ],
          ],
          [
            ['`if ((String) name == "Ali")`', '`if ((String) name == "Ali")`'],
            [
              'التحويل لا يغير شيئًا؛ `==` ما زال يقارن المراجع.',
              'The cast changes nothing; `==` still compares references.',
            ],
          ],
        ],
        sol: [
          [
            '`==` مع الكائنات يقارن المرجع (هل هما الكائن نفسه؟)، و `equals` يقارن المحتوى.',
            '`==` on objects compares references (same object?); `equals` compares content.',
          ],
        ],
        hints: [
          ['String في جافا كائن، لا نوع أولي.', 'A String in Java is an object, not a primitive.'],
          ['ماذا يقارن `==` بين كائنين؟', 'What does `==` compare for two objects?'],
        ],
      }),
      order({
        s: 'for',
        d: 1,
        q: orderToPrint('10'),
        seq: [
          'int total = 0;',
          'for (int i = 1; i <= 4; i++) {',
          '  total += i;',
          '}',
          'System.out.println(total);',
        ],
        sol: [
          [
            'نعرّف المجموع، ثم الحلقة تضيف 1 إلى 4، ثم نطبع بعد إغلاقها.',
            'Declare the total, loop adding 1 to 4, then print after the loop closes.',
          ],
        ],
        hints: [
          ['المتغير يُعرّف قبل استخدامه داخل الحلقة.', 'The variable is declared before the loop uses it.'],
          ['الطباعة خارج الحلقة حتى تنفذ مرة واحدة.', 'The print is outside the loop so it runs once.'],
        ],
      }),
      short({
        s: 'for',
        d: 2,
        q: [
          'يجب أن تجمع هذه الحلقة كل الدرجات، لكنها تتوقف بالاستثناء `ArrayIndexOutOfBoundsException`. اكتب شرط الحلقة الصحيح (الجزء الأوسط من `for`).',
          'This loop should add up every mark, but it stops with `ArrayIndexOutOfBoundsException`. Write the right loop condition (the middle part of the `for`).',
        ],
        code: 'int[] marks = {70, 85, 90};\nint total = 0;\nfor (int i = 0; i <= marks.length; i++) {\n    total += marks[i];\n}',
        acc: ['i < marks.length', 'i<marks.length', 'i <= marks.length - 1', 'i<=marks.length-1'],
        mistakes: [
          [
            'i <= marks.length',
            [
              'هذا هو الشرط الخاطئ نفسه: آخر فهرس هو `marks.length - 1`.',
              'That is the buggy condition itself: the last index is `marks.length - 1`.',
            ],
          ],
          ['i < marks.length - 1', ['هذا يتخطى الدرجة الأخيرة.', 'That skips the last mark.']],
        ],
        sol: [
          [
            'فهارس مصفوفة من 3 عناصر هي 0 و 1 و 2، فعندما تصبح `i` مساوية لـ `marks.length` (3) تقرأ الحلقة خارج المصفوفة.',
            'An array of 3 items has the indexes 0, 1 and 2, so when `i` reaches `marks.length` (3) the loop reads past the end.',
          ],
        ],
        hints: [
          ['ما آخر فهرس في مصفوفة طولها 3؟', 'What is the last index of an array of length 3?'],
          [
            'متى يجب أن تتوقف الحلقة: عند الطول أم قبله؟',
            'When must the loop stop: at the length or before it?',
          ],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-methods',
    [
      short({
        s: 'return',
        d: 1,
        q: PRINTS,
        code: 'static int square(int n) {\n  return n * n;\n}\n// in main:\nSystem.out.println(square(3) + square(4));',
        acc: ['25'],
        mistakes: [
          [
            '916',
            [
              'القيمتان من النوع int فتُجمعان، لا تُضمان.',
              'Both values are ints, so they add rather than join.',
            ],
          ],
        ],
        sol: [
          [
            '`square(3)` = 9 و `square(4)` = 16، والمجموع 9 + 16.',
            '`square(3)` = 9 and `square(4)` = 16; their sum is 9 + 16.',
          ],
        ],
        hints: [
          ['احسب كل استدعاء وحده.', 'Work out each call alone.'],
          ['`+` بين عددين int جمع.', '`+` between two ints adds.'],
        ],
      }),
      choice({
        s: 'pass-by-value',
        d: 2,
        q: PRINTS,
        code: 'static void inc(int n) {\n  n++;\n}\n// in main:\nint a = 5;\ninc(a);\nSystem.out.println(a);',
        ok: ['`5`', '`5`'],
        wrong: [
          [
            ['`6`', '`6`'],
            [
              'جافا تمرر الأنواع الأولية بالقيمة؛ الدالة تغير نسخة.',
              'Java passes primitives by value; the method changes a copy.',
            ],
          ],
          [
            ['`0`', '`0`'],
            ['`a` لم يُمس، فيبقى بقيمته.', '`a` is untouched and keeps its value.'],
          ],
          [
            ['خطأ في الترجمة', 'A compile error'],
            [
              'الكود صالح؛ الدالة فقط بلا أثر على `a`.',
              'The code is valid; the method just has no effect on `a`.',
            ],
          ],
        ],
        sol: [
          [
            '`n` نسخة من قيمة `a`؛ زيادة `n` لا تغير `a`. لتغييره نرجع القيمة: `a = inc(a);`.',
            "`n` is a copy of `a`'s value; bumping `n` leaves `a` alone. To change it, return the value: `a = inc(a);`.",
          ],
        ],
        hints: [
          ['هل `n` و `a` متغير واحد؟', 'Are `n` and `a` the same variable?'],
          ['جافا تمرر النسخ للأنواع الأولية.', 'Java passes copies for primitives.'],
        ],
      }),
      choice({
        s: 'overloading',
        d: 2,
        q: PRINTS,
        code: 'static void show(int x) { System.out.println("int"); }\nstatic void show(double x) { System.out.println("double"); }\n// in main:\nshow(5);',
        ok: ['`int`', '`int`'],
        wrong: [
          [
            ['`double`', '`double`'],
            [
              'الظن أن double أعم فيُختار؛ المترجم يختار الأدق تطابقًا.',
              'Thinking the wider type wins; the compiler picks the exact match.',
            ],
          ],
          [
            ['`int` ثم `double`', '`int` then `double`'],
            ['يُستدعى تعريف واحد فقط.', 'Only one overload is called.'],
          ],
          [
            ['خطأ: اسم مكرر', 'An error: duplicate name'],
            [
              'التحميل الزائد (نفس الاسم بمعاملات مختلفة) مسموح.',
              'Overloading (same name, different parameters) is allowed.',
            ],
          ],
        ],
        sol: [
          [
            '`5` قيمة int، وهناك تعريف يأخذ int بالضبط فيُختار.',
            '`5` is an int and there is an overload taking exactly an int.',
          ],
        ],
        hints: [
          ['ما نوع القيمة `5`؟', 'What type is the literal `5`?'],
          [
            'المترجم يختار التعريف الأقرب لنوع المعامل.',
            'The compiler picks the closest match for the argument type.',
          ],
        ],
      }),
      choice({
        s: 'return',
        d: 2,
        q: ['هذه الدالة لا تُترجم. ما الإصلاح؟', 'This method does not compile. What is the fix?'],
        code: 'static int max(int a, int b) {\n  if (a > b) {\n    return a;\n  }\n}',
        ok: ['إضافة `return b;` في نهاية الدالة', 'Add `return b;` at the end'],
        wrong: [
          [
            ['تغيير `int` إلى `void`', 'Change `int` to `void`'],
            [
              'عندها لن يُسمح بـ `return a;` لأن void لا يرجع قيمة.',
              'Then `return a;` is not allowed, since void returns nothing.',
            ],
          ],
          [
            ['إضافة `else` فارغة', 'Add an empty `else`'],
            ['الفرع الفارغ لا يرجع قيمة، فيبقى الخطأ.', 'An empty branch returns nothing; the error stays.'],
          ],
          [
            ['حذف الأقواس `{}` حول `return a;`', 'Remove the braces around `return a;`'],
            [
              'الأقواس ليست المشكلة؛ المسار الذي لا يرجع قيمة هو المشكلة.',
              'The braces are not the problem; the path with no return is.',
            ],
          ],
        ],
        sol: [
          [
            'المترجم يطلب `return` في كل مسار؛ إذا لم يكن `a > b` فلا قيمة مرجعة (missing return statement).',
            'The compiler wants a `return` on every path; when `a > b` is false nothing is returned ("missing return statement").',
          ],
        ],
        hints: [
          ['ماذا ترجع الدالة إذا كان `a` أصغر من `b`؟', 'What does the method return when `a` is smaller?'],
          ['كل مسار في دالة غير void يحتاج `return`.', 'Every path in a non-void method needs a `return`.'],
        ],
      }),
      choice({
        s: 'return',
        d: 1,
        q: [
          'يجب أن يطبع `max(3, 8)` العدد `8` لكنه يطبع `3`. أي سطر فيه الخطأ؟',
          '`max(3, 8)` should print `8` but prints `3`. Which line has the bug?',
        ],
        code: 'static int max(int a, int b) {\n    if (a > b) return a;\n    return a;\n}\n// in main:\nSystem.out.println(max(3, 8));',
        ok: ['`return a;` (السطر الثالث)', '`return a;` (the third line)'],
        wrong: [
          [
            ['`static int max(int a, int b) {`', '`static int max(int a, int b) {`'],
            [
              'رأس الدالة صحيح: تأخذ عددين وترجع int.',
              'The header is right: it takes two ints and returns an int.',
            ],
          ],
          [
            ['`if (a > b) return a;`', '`if (a > b) return a;`'],
            ['إذا كان `a` أكبر فإرجاعه صحيح.', 'When `a` is bigger, returning it is right.'],
          ],
          [
            ['`System.out.println(max(3, 8));`', '`System.out.println(max(3, 8));`'],
            [
              'الاستدعاء صحيح؛ الخطأ في ما ترجعه الدالة.',
              'The call is right; the bug is in what the method returns.',
            ],
          ],
        ],
        sol: [
          [
            'عندما لا يكون `a` أكبر، يجب أن ترجع الدالة `b`. الإصلاح: `return b;`.',
            'When `a` is not bigger, the method must return `b`. The fix: `return b;`.',
          ],
        ],
        hints: [
          [
            'تتبّع الاستدعاء `max(3, 8)`: هل الشرط صحيح؟',
            'Trace the call `max(3, 8)`: is the condition true?',
          ],
          [
            'إذا كان الشرط خاطئًا، أي سطر يُنفذ؟ وماذا يرجع؟',
            'When the condition is false, which line runs, and what does it return?',
          ],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-arrays',
    [
      short({
        s: 'length',
        d: 1,
        q: PRINTS,
        code: 'int[] a = {3, 6, 9};\nSystem.out.println(a.length + a[1]);',
        acc: ['9'],
        mistakes: [
          [
            '6',
            [
              '`a.length` هو عدد العناصر (3) ويضاف إلى `a[1]`.',
              '`a.length` is the element count (3), added to `a[1]`.',
            ],
          ],
        ],
        sol: [
          [
            '`a.length` = 3 و `a[1]` = 6 (الفهرس يبدأ من 0)، والمجموع 3 + 6.',
            '`a.length` = 3 and `a[1]` = 6 (indexes start at 0); their sum is 3 + 6.',
          ],
        ],
        hints: [
          ['الفهرس الأول في المصفوفة هو 0.', 'The first index is 0.'],
          ['`length` عدد العناصر، لا آخر فهرس.', '`length` is the count, not the last index.'],
        ],
      }),
      choice({
        s: 'bounds',
        d: 1,
        q: ['ماذا يحدث عند تنفيذ هذا الكود؟', 'What happens when this runs?'],
        code: 'int[] a = {1, 2, 3};\nSystem.out.println(a[3]);',
        ok: ['استثناء `ArrayIndexOutOfBoundsException`', 'An `ArrayIndexOutOfBoundsException`'],
        wrong: [
          [
            ['يطبع `3`', 'It prints `3`'],
            [
              'آخر فهرس هو 2 لا 3، لأن الترقيم يبدأ من 0.',
              'The last index is 2, not 3, since counting starts at 0.',
            ],
          ],
          [
            ['يطبع `0`', 'It prints `0`'],
            [
              'جافا لا تعطي قيمة افتراضية لفهرس خارج الحدود.',
              'Java gives no default for an index out of range.',
            ],
          ],
          [
            ['يطبع `null`', 'It prints `null`'],
            [
              'عناصر `int` لا تكون null، والفهرس خارج المصفوفة أصلًا.',
              'An `int` is never null, and the index is outside the array anyway.',
            ],
          ],
        ],
        sol: [
          [
            'المصفوفة فيها 3 عناصر فهارسها 0 و 1 و 2، فالفهرس 3 خارج الحدود ويطلق استثناء وقت التشغيل.',
            'The array has indexes 0, 1, 2; index 3 is out of bounds and throws at run time.',
          ],
        ],
        hints: [
          ['ما آخر فهرس صالح في مصفوفة من 3 عناصر؟', 'What is the last valid index of a 3-element array?'],
          ['جافا تتحقق من الحدود عند كل وصول.', 'Java checks bounds on every access.'],
        ],
      }),
      short({
        s: 'defaults',
        d: 1,
        q: PRINTS,
        code: 'int[] a = new int[3];\nSystem.out.println(a[0]);',
        acc: ['0'],
        mistakes: [
          [
            'null',
            [
              'عناصر مصفوفة int تبدأ بالصفر؛ null للكائنات.',
              'int elements start at zero; null is for objects.',
            ],
          ],
        ],
        sol: [
          [
            '`new int[3]` ينشئ ثلاثة عناصر بقيمتها الافتراضية، وهي صفر للنوع int.',
            '`new int[3]` makes three elements at their default, zero for int.',
          ],
        ],
        hints: [
          [
            'ما القيمة الافتراضية لعناصر مصفوفة جديدة من int؟',
            "What is the default of a new int array's elements?",
          ],
          ['الأعداد تبدأ بأصغر قيمة «فارغة».', 'Numbers start at their "empty" value.'],
        ],
      }),
      num({
        s: 'for-each',
        d: 1,
        q: ['ماذا يطبع هذا الكود؟', 'What does this code print?'],
        code: 'int[] a = {2, 4, 6};\nint s = 0;\nfor (int x : a) {\n  s += x;\n}\nSystem.out.println(s);',
        v: 12,
        sol: [
          ['حلقة for-each تمر على كل عنصر: 2 + 4 + 6.', 'The for-each loop visits each element: 2 + 4 + 6.'],
        ],
        hints: [
          ['`x` يأخذ كل عنصر بالترتيب.', '`x` takes each element in turn.'],
          ['`s` يجمع العناصر كلها.', '`s` adds them all.'],
        ],
      }),
      choice({
        s: 'for-each',
        d: 2,
        q: [
          'يجب أن يطبع هذا البرنامج أعلى درجة حرارة `-2` لكنه يطبع `0`. أي سطر فيه الخطأ؟',
          'This program should print the highest temperature, `-2`, but prints `0`. Which line has the bug?',
        ],
        code: 'int[] temps = {-5, -2, -9};\nint max = 0;\nfor (int t : temps) {\n    if (t > max) max = t;\n}\nSystem.out.println(max);',
        ok: ['`int max = 0;`', '`int max = 0;`'],
        wrong: [
          [
            ['`int[] temps = {-5, -2, -9};`', '`int[] temps = {-5, -2, -9};`'],
            ['المصفوفة صحيحة؛ القيم السالبة مسموح بها.', 'The array is fine; negative values are allowed.'],
          ],
          [
            ['`for (int t : temps) {`', '`for (int t : temps) {`'],
            [
              'حلقة for-each تمر على كل العناصر كما يجب.',
              'The for-each loop visits every item, as it should.',
            ],
          ],
          [
            ['`if (t > max) max = t;`', '`if (t > max) max = t;`'],
            [
              'المقارنة صحيحة؛ لكنها لا تجد عنصرًا أكبر من القيمة الأولى لـ `max`.',
              'The comparison is right; it just never finds an item above the starting value of `max`.',
            ],
          ],
        ],
        sol: [
          [
            'كل القيم أصغر من 0، فلا يتغير `max` أبدًا. نبدأ بأول عنصر بدل الصفر: `int max = temps[0];`.',
            'Every value is below 0, so `max` never changes. Start from the first item instead of zero: `int max = temps[0];`.',
          ],
        ],
        hints: [
          ['هل يوجد في المصفوفة عدد أكبر من 0؟', 'Is any number in the array greater than 0?'],
          ['بأي قيمة يجب أن يبدأ "الأكبر حتى الآن"؟', 'What value should "the largest so far" start from?'],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-classes',
    [
      short({
        s: 'constructor',
        d: 1,
        q: PRINTS,
        code: 'class Box {\n  int size;\n  Box(int size) { this.size = size; }\n}\n// in main:\nBox b = new Box(4);\nSystem.out.println(b.size * 2);',
        acc: ['8'],
        sol: [
          [
            'المُنشئ يخزن 4 في `size`، والطباعة ضعفه.',
            'The constructor stores 4 in `size`; the print doubles it.',
          ],
        ],
        hints: [
          ['ماذا يفعل `this.size = size`؟', 'What does `this.size = size` do?'],
          ['اضرب الحجم المخزن في اثنين.', 'Double the stored size.'],
        ],
      }),
      choice({
        s: 'this',
        d: 2,
        q: [
          'بعد `new Box(4)` تبقى `size` صفرًا. ما الخطأ؟',
          'After `new Box(4)`, `size` is still zero. What is wrong?',
        ],
        code: 'class Box {\n  int size;\n  Box(int size) { size = size; }\n}',
        ok: [
          'يلزم `this.size = size;` لأن المعامل يحجب الحقل',
          'It needs `this.size = size;` because the parameter hides the field',
        ],
        wrong: [
          [
            ['يجب أن يكون الحقل `static`', 'The field must be `static`'],
            [
              'static يجعل الحقل مشتركًا، ولا يحل مشكلة الحجب.',
              'static makes it shared and does not fix the hiding.',
            ],
          ],
          [
            ['المُنشئ يجب أن يرجع `Box`', 'The constructor must return `Box`'],
            ['المُنشئ لا يكتب له نوع إرجاع.', 'A constructor has no return type.'],
          ],
          [
            ['يجب استدعاء `super()` أولًا', 'It must call `super()` first'],
            [
              '`super()` يُستدعى تلقائيًا، وليس سبب المشكلة.',
              '`super()` is called implicitly and is not the cause.',
            ],
          ],
        ],
        sol: [
          [
            'داخل المُنشئ `size` يعني المعامل، فـ `size = size` يسند المعامل لنفسه. `this.size` يشير إلى حقل الكائن.',
            "Inside the constructor `size` means the parameter, so `size = size` assigns it to itself. `this.size` names the object's field.",
          ],
        ],
        hints: [
          ['الحقل والمعامل لهما الاسم نفسه.', 'The field and the parameter share a name.'],
          ['أي كلمة تشير إلى الكائن الحالي؟', 'Which keyword refers to the current object?'],
        ],
      }),
      choice({
        s: 'encapsulation',
        d: 2,
        q: ['لماذا لا يُترجم السطر الأخير؟', 'Why does the last line not compile?'],
        code: 'class Account {\n  private double balance;\n}\n// in another class:\nAccount acc = new Account();\nacc.balance = 100;',
        ok: [
          '`balance` خاص (private) ولا يمكن الوصول إليه من خارج الصنف',
          '`balance` is private and cannot be reached from outside the class',
        ],
        wrong: [
          [
            ['يجب كتابة `100.0` لأنه double', 'It must be `100.0` since it is a double'],
            ['int يتحول إلى double تلقائيًا.', 'An int widens to a double automatically.'],
          ],
          [
            ['لا يوجد مُنشئ للصنف', 'The class has no constructor'],
            ['جافا تضيف مُنشئًا افتراضيًا بلا معاملات.', 'Java adds a default no-argument constructor.'],
          ],
          [
            ['يجب أن تكون `acc` من النوع `var`', '`acc` must be declared with `var`'],
            [
              'نوع المتغير صحيح؛ المشكلة في مستوى الوصول.',
              "The variable's type is fine; the problem is access.",
            ],
          ],
        ],
        sol: [
          [
            '`private` يخفي الحقل عن أي صنف آخر (التغليف). الحل: دالة عامة مثل `deposit(double amount)`.',
            '`private` hides the field from every other class (encapsulation). The fix: a public method such as `deposit(double amount)`.',
          ],
        ],
        hints: [
          ['انظر إلى الكلمة قبل `double balance`.', 'Look at the word before `double balance`.'],
          ['من يمكنه رؤية حقل private؟', 'Who can see a private field?'],
        ],
      }),
      short({
        s: 'static',
        d: 2,
        q: PRINTS,
        code: 'class Counter {\n  static int count = 0;\n  Counter() { count++; }\n}\n// in main:\nnew Counter();\nnew Counter();\nnew Counter();\nSystem.out.println(Counter.count);',
        acc: ['3'],
        mistakes: [
          [
            '1',
            [
              '`static` يجعل `count` مشتركًا بين كل الكائنات.',
              '`static` makes `count` shared by every object.',
            ],
          ],
        ],
        sol: [
          [
            '`count` واحد للصنف كله، وكل كائن جديد يزيده بواحد.',
            '`count` is one for the whole class; each new object adds one.',
          ],
        ],
        hints: [
          ['ماذا تعني `static` لحقل؟', 'What does `static` mean for a field?'],
          ['كم كائنًا أنشأنا؟', 'How many objects were made?'],
        ],
      }),
      choice({
        s: 'static',
        d: 2,
        q: [
          'يجب أن يعدّ الحقل `sold` كل التذاكر المباعة فيطبع `3`، لكن البرنامج يطبع `1`. أي سطر فيه الخطأ؟',
          'The field `sold` should count every ticket sold, so the program should print `3`, but it prints `1`. Which line has the bug?',
        ],
        code: 'class Ticket {\n    int sold = 0;\n    Ticket() { sold++; }\n}\n// in main:\nnew Ticket(); new Ticket();\nSystem.out.println(new Ticket().sold);',
        ok: ['`int sold = 0;`', '`int sold = 0;`'],
        wrong: [
          [
            ['`Ticket() { sold++; }`', '`Ticket() { sold++; }`'],
            [
              'الزيادة في المُنشئ صحيحة؛ المشكلة أن كل تذكرة تزيد عدادها الخاص.',
              'Increasing in the constructor is right; the trouble is that each ticket increases its own counter.',
            ],
          ],
          [
            ['`new Ticket(); new Ticket();`', '`new Ticket(); new Ticket();`'],
            [
              'إنشاء كائنات دون حفظها مسموح، والمُنشئ يعمل في كل مرة.',
              'Making objects without keeping them is allowed; the constructor runs each time.',
            ],
          ],
          [
            ['`System.out.println(new Ticket().sold);`', '`System.out.println(new Ticket().sold);`'],
            [
              'هذا يقرأ الحقل كما يجب؛ الحقل نفسه لا يحمل العدد الكلي.',
              'This reads the field correctly; the field itself does not hold the total.',
            ],
          ],
        ],
        sol: [
          [
            'حقل بلا `static` يكون لكل كائن نسخته، فكل تذكرة تعدّ نفسها فقط. الإصلاح: `static int sold = 0;`.',
            'A field without `static` is one per object, so each ticket counts only itself. The fix: `static int sold = 0;`.',
          ],
        ],
        hints: [
          [
            'كم نسخة من `sold` توجد إذا أنشأنا 3 تذاكر؟',
            'How many copies of `sold` exist once 3 tickets are made?',
          ],
          [
            'ما الكلمة التي تجعل الحقل مشتركًا بين كل الكائنات؟',
            'Which keyword makes a field shared by every object?',
          ],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-inheritance',
    [
      short({
        s: 'override',
        d: 2,
        q: PRINTS,
        code: 'class Animal { String sound() { return "hmm"; } }\nclass Dog extends Animal { String sound() { return "woof"; } }\n// in main:\nAnimal a = new Dog();\nSystem.out.println(a.sound());',
        acc: ['woof'],
        mistakes: [
          [
            'hmm',
            [
              'الدالة المستدعاة تتحدد بنوع الكائن الفعلي، لا نوع المتغير.',
              "The method called depends on the real object, not the variable's type.",
            ],
          ],
        ],
        sol: [
          [
            'الكائن الفعلي `Dog`، وهو يعيد تعريف `sound`، فتُستدعى نسخته (تعدد الأشكال).',
            'The object is really a `Dog`, which overrides `sound`, so its version runs (polymorphism).',
          ],
        ],
        hints: [
          ['ما نوع الكائن الذي أنشأناه بـ `new`؟', 'What type of object did `new` make?'],
          ['جافا تختار الدالة وقت التشغيل حسب الكائن.', 'Java picks the method at run time by the object.'],
        ],
      }),
      choice({
        s: 'super',
        d: 1,
        q: [
          'ما الكلمة التي تستدعي مُنشئ الصنف الأب من مُنشئ الصنف الابن؟',
          "Which keyword calls the parent class's constructor from a child's constructor?",
        ],
        ok: ['`super(...)`', '`super(...)`'],
        wrong: [
          [
            ['`this(...)`', '`this(...)`'],
            [
              '`this(...)` يستدعي مُنشئًا آخر في الصنف نفسه.',
              '`this(...)` calls another constructor of the same class.',
            ],
          ],
          [
            ['`base(...)`', '`base(...)`'],
            ['`base` هي كلمة سي شارب لا جافا.', '`base` is C#, not Java.'],
          ],
          [
            ['`parent(...)`', '`parent(...)`'],
            ['لا توجد كلمة `parent` في جافا.', 'Java has no `parent` keyword.'],
          ],
        ],
        sol: [
          [
            '`super(...)` في أول سطر من مُنشئ الابن يستدعي مُنشئ الأب بالمعاملات المطلوبة.',
            "`super(...)` on the first line of a child constructor calls the parent's constructor.",
          ],
        ],
        hints: [
          ['الصنف الأب يسمى أيضًا الصنف الأعلى (superclass).', 'The parent is also called the superclass.'],
          ['الكلمة نفسها تُستخدم لاستدعاء دوال الأب.', "The same word calls the parent's methods."],
        ],
      }),
      choice({
        s: 'interfaces',
        d: 2,
        q: ['أي العبارات صحيحة عن الصنف في جافا؟', 'Which is true of a Java class?'],
        ok: [
          'يرث صنفًا واحدًا فقط ويمكنه تنفيذ عدة واجهات',
          'It extends one class only and may implement several interfaces',
        ],
        wrong: [
          [
            ['يمكنه وراثة عدة أصناف', 'It may extend several classes'],
            [
              'هذا ممكن في ++C؛ جافا تمنع الوراثة المتعددة للأصناف.',
              'C++ allows that; Java forbids multiple class inheritance.',
            ],
          ],
          [
            ['ينفذ واجهة واحدة فقط', 'It may implement only one interface'],
            ['يمكن تنفيذ عدد غير محدود من الواجهات.', 'Any number of interfaces may be implemented.'],
          ],
          [
            ['لا يرث إذا نفذ واجهة', 'It cannot extend if it implements an interface'],
            [
              'يمكن الجمع: `class A extends B implements C, D`.',
              'Both at once is fine: `class A extends B implements C, D`.',
            ],
          ],
        ],
        sol: [
          [
            '`extends` لصنف واحد، و `implements` لعدة واجهات مفصولة بفواصل.',
            '`extends` takes one class; `implements` takes several interfaces, comma-separated.',
          ],
        ],
        hints: [
          ['جافا تتجنب الوراثة المتعددة للأصناف.', 'Java avoids multiple inheritance of classes.'],
          ['الواجهات هي طريقة جافا للجمع بين عدة أدوار.', "Interfaces are Java's way to combine roles."],
        ],
      }),
      choice({
        s: 'abstract',
        d: 2,
        q: ['لماذا لا يُترجم السطر الأخير؟', 'Why does the last line not compile?'],
        code: 'abstract class Shape {\n  abstract double area();\n}\n// in main:\nShape s = new Shape();',
        ok: ['لا يمكن إنشاء كائن من صنف مجرد', 'An abstract class cannot be instantiated'],
        wrong: [
          [
            ['`area` يجب أن تكون `public`', '`area` must be `public`'],
            ['مستوى الوصول ليس المشكلة.', 'The access level is not the problem.'],
          ],
          [
            ['المتغير يجب أن يكون من نوع `Object`', 'The variable must be an `Object`'],
            [
              'متغير من نوع `Shape` مسموح؛ المشكلة في `new Shape()`.',
              'A `Shape` variable is fine; `new Shape()` is the problem.',
            ],
          ],
          [
            ['ينقص `super()`', 'A `super()` call is missing'],
            ['`super()` غير مطلوب هنا.', '`super()` is not needed here.'],
          ],
        ],
        sol: [
          [
            'الصنف المجرد غير مكتمل (فيه دالة بلا جسم)، فنُنشئ كائنًا من صنف ابن ينفذها، مثل `Shape s = new Circle(2);`.',
            'An abstract class is incomplete (a method without a body); make an object of a subclass that implements it, e.g. `Shape s = new Circle(2);`.',
          ],
        ],
        hints: [
          ['ماذا تعني `abstract` قبل `class`؟', 'What does `abstract` before `class` mean?'],
          ['الدالة `area` ليس لها جسم؛ فماذا سينفذ؟', '`area` has no body; what would run?'],
        ],
      }),
      short({
        s: 'super',
        d: 2,
        q: [
          'هذا الكود لا يُترجم: `constructor Animal in class Animal cannot be applied to given types`. اكتب السطر الناقص الذي يجب أن يكون أول سطر في مُنشئ `Dog`.',
          "This code does not compile: `constructor Animal in class Animal cannot be applied to given types`. Write the missing line that must be the first line of `Dog`'s constructor.",
        ],
        code: 'class Animal {\n    String name;\n    Animal(String name) { this.name = name; }\n}\n\nclass Dog extends Animal {\n    Dog(String name) {\n        // the missing line\n    }\n}',
        acc: ['super(name);', 'super(name)'],
        mistakes: [
          [
            'this.name = name;',
            [
              'حتى مع هذا السطر تحاول جافا أولًا استدعاء `Animal()` بلا معاملات، وهو غير موجود.',
              'Even with this line Java first tries to call `Animal()` with no arguments, which does not exist.',
            ],
          ],
          [
            'super();',
            [
              '`Animal` ليس له مُنشئ بلا معاملات؛ يجب تمرير الاسم.',
              '`Animal` has no constructor without arguments; the name must be passed.',
            ],
          ],
        ],
        sol: [
          [
            'مُنشئ الصنف الابن يستدعي مُنشئ الأب أولًا. بدون استدعاء صريح تستدعي جافا `Animal()` بلا معاملات، وهو غير موجود، فنمرر الاسم بأنفسنا.',
            "A subclass constructor calls the parent's constructor first. Without an explicit call Java calls `Animal()` with no arguments, which does not exist, so we pass the name ourselves.",
          ],
        ],
        hints: [
          ['ما المُنشئات الموجودة في `Animal`؟', 'Which constructors does `Animal` have?'],
          [
            'الكلمة التي تستدعي مُنشئ الأب هي `super`.',
            "The keyword that calls the parent's constructor is `super`.",
          ],
        ],
      }),
    ],
    java,
  ),

  ...unit(
    'java-collections',
    [
      short({
        s: 'arraylist',
        d: 2,
        q: PRINTS,
        code: 'ArrayList<String> list = new ArrayList<>();\nlist.add("a");\nlist.add("b");\nlist.add(0, "c");\nSystem.out.println(list);',
        acc: ['[c, a, b]'],
        mistakes: [
          [
            '[a, b, c]',
            [
              '`add(0, "c")` يدرج في الفهرس 0، لا في النهاية.',
              '`add(0, "c")` inserts at index 0, not at the end.',
            ],
          ],
        ],
        sol: [
          [
            'بعد أول إضافتين: `[a, b]`، ثم `add(0, "c")` يدرج في البداية ويزيح الباقي.',
            'After two adds: `[a, b]`; `add(0, "c")` inserts at the front and shifts the rest.',
          ],
        ],
        hints: [
          ['`add` بمعاملين: الأول فهرس الإدراج.', 'With two arguments, the first of `add` is the index.'],
          [
            '`println` لقائمة يطبعها بين أقواس مربعة مع فواصل.',
            '`println` of a list shows it in brackets with commas.',
          ],
        ],
      }),
      short({
        s: 'hashmap',
        d: 2,
        q: PRINTS,
        code: 'HashMap<String, Integer> m = new HashMap<>();\nm.put("x", 1);\nm.put("x", 5);\nSystem.out.println(m.get("x") + " " + m.size());',
        acc: ['5 1'],
        mistakes: [
          [
            '1 2',
            [
              'المفاتيح لا تتكرر؛ `put` لمفتاح موجود يستبدل قيمته.',
              'Keys are unique; `put` on an existing key replaces its value.',
            ],
          ],
        ],
        sol: [
          [
            '`put` الثاني يستبدل قيمة `"x"`، فيبقى مفتاح واحد قيمته الأحدث.',
            'The second `put` replaces `"x"`\'s value, leaving one key with the newest value.',
          ],
        ],
        hints: [
          ['هل يمكن أن يتكرر المفتاح في HashMap؟', 'Can a key appear twice in a HashMap?'],
          [
            'ماذا يحدث للقيمة القديمة عند `put` بنفس المفتاح؟',
            'What happens to the old value on `put` with the same key?',
          ],
        ],
      }),
      choice({
        s: 'generics',
        d: 1,
        q: ['هذا السطر لا يُترجم. ما الإصلاح؟', 'This line does not compile. What is the fix?'],
        code: 'ArrayList<int> nums = new ArrayList<>();',
        ok: [
          '`ArrayList<Integer> nums = new ArrayList<>();`',
          '`ArrayList<Integer> nums = new ArrayList<>();`',
        ],
        wrong: [
          [
            [
              '`ArrayList<int> nums = new ArrayList<int>();`',
              '`ArrayList<int> nums = new ArrayList<int>();`',
            ],
            [
              'تكرار `int` لا يغير شيئًا؛ الأنواع الأولية غير مسموحة.',
              'Repeating `int` changes nothing; primitives are not allowed.',
            ],
          ],
          [
            ['`int[] nums = new ArrayList<>();`', '`int[] nums = new ArrayList<>();`'],
            ['المصفوفة والقائمة نوعان مختلفان.', 'An array and a list are different types.'],
          ],
          [
            ['`ArrayList nums<int> = new ArrayList<>();`', '`ArrayList nums<int> = new ArrayList<>();`'],
            [
              'النوع العام يُكتب بعد اسم الصنف لا بعد اسم المتغير.',
              'The type argument goes after the class name, not the variable.',
            ],
          ],
        ],
        sol: [
          [
            'المجموعات تحمل كائنات فقط، فنستخدم الصنف الغلاف `Integer` بدلًا من `int`.',
            'Collections hold objects only, so use the wrapper class `Integer` instead of `int`.',
          ],
        ],
        hints: [
          ['هل يقبل النوع العام أنواعًا أولية؟', 'Can a generic take a primitive type?'],
          ['لكل نوع أولي صنف غلاف.', 'Each primitive has a wrapper class.'],
        ],
      }),
      choice({
        s: 'arraylist',
        d: 1,
        q: [
          'أي تعبير يعطي عدد عناصر `ArrayList` اسمها `list`؟',
          'Which expression gives the number of elements in an `ArrayList` called `list`?',
        ],
        ok: ['`list.size()`', '`list.size()`'],
        wrong: [
          [
            ['`list.length`', '`list.length`'],
            ['`length` للمصفوفات العادية.', '`length` is for plain arrays.'],
          ],
          [
            ['`list.length()`', '`list.length()`'],
            ['`length()` للنصوص String.', '`length()` is for Strings.'],
          ],
          [
            ['`list.count`', '`list.count`'],
            ['`Count` من سي شارب، وليس في جافا.', '`Count` is C#, not Java.'],
          ],
        ],
        sol: [['المجموعات في جافا تستخدم الدالة `size()`.', 'Java collections use the `size()` method.']],
        hints: [
          [
            'للمصفوفة والنص والقائمة طرق مختلفة لمعرفة الطول.',
            'Arrays, strings and lists each have their own way.',
          ],
          ['القوائم تستخدم دالة وليس خاصية.', 'Lists use a method, not a field.'],
        ],
      }),
      choice({
        s: 'hashmap',
        d: 2,
        q: [
          'يجب أن يعدّ هذا الكود تكرار كل كلمة، لكنه يتوقف بـ `NullPointerException` عند أول كلمة. أي سطر فيه الخطأ؟',
          'This code should count each word, but it stops with `NullPointerException` at the first word. Which line has the bug?',
        ],
        code: 'HashMap<String, Integer> counts = new HashMap<>();\nfor (String w : words) {\n    counts.put(w, counts.get(w) + 1);\n}\nSystem.out.println(counts);',
        ok: ['`counts.put(w, counts.get(w) + 1);`', '`counts.put(w, counts.get(w) + 1);`'],
        wrong: [
          [
            [
              '`HashMap<String, Integer> counts = new HashMap<>();`',
              '`HashMap<String, Integer> counts = new HashMap<>();`',
            ],
            [
              'إنشاء الخريطة صحيح؛ هي فارغة في البداية كما يجب.',
              'Creating the map is right; it starts empty, as it should.',
            ],
          ],
          [
            ['`for (String w : words) {`', '`for (String w : words) {`'],
            ['الحلقة تمر على الكلمات كما يجب.', 'The loop goes through the words as it should.'],
          ],
          [
            ['`System.out.println(counts);`', '`System.out.println(counts);`'],
            ['البرنامج يتوقف قبل الوصول إلى الطباعة.', 'The program stops before it reaches the printing.'],
          ],
        ],
        sol: [
          [
            '`counts.get(w)` ترجع `null` لكلمة جديدة، و `null + 1` يرمي `NullPointerException`. الإصلاح: `counts.put(w, counts.getOrDefault(w, 0) + 1);`.',
            '`counts.get(w)` returns `null` for a new word, and `null + 1` throws `NullPointerException`. The fix: `counts.put(w, counts.getOrDefault(w, 0) + 1);`.',
          ],
        ],
        hints: [
          [
            'ماذا ترجع `get` لمفتاح غير موجود في الخريطة؟',
            'What does `get` return for a key the map does not hold?',
          ],
          [
            'ابحث عن دالة في `HashMap` ترجع قيمة افتراضية.',
            'Look for a `HashMap` method that returns a default value.',
          ],
        ],
      }),
    ],
    java,
  ),
];
