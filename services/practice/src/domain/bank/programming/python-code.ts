import type { Item } from '../../items/types';
import { exercises, reads } from './exercise';

const py = String.raw;

/**
 * Python exercises that run (issue 34): every topic has programs to write, checked by their tests. A program
 * reads with `input()` and no prompt text (a prompt would be printed and fail the test); function and class
 * exercises are checked by calls run after the learner's code.
 */
export const PYTHON_CODE_ITEMS: Item[] = [
  ...exercises(
    'python-variables',
    [
      {
        s: 'strings',
        d: 1,
        q: [
          'اكتب برنامجًا يقرأ اسمًا ثم يطبع `Hello, ` ثم الاسم ثم `!`.',
          'Write a program that reads a name and prints `Hello, ` then the name then `!`.',
        ],
        starter: reads('name = input()'),
        sol: py`name = input()
print("Hello, " + name + "!")`,
        steps: [
          [
            'نجمع النصوص بالعلامة `+`: التحية ثم الاسم ثم علامة التعجب، ونطبع الناتج.',
            'Join the texts with `+`: the greeting, the name, then the exclamation mark, and print the result.',
          ],
        ],
        hints: [
          ['يمكن جمع نصين بالعلامة `+`.', 'Two strings can be joined with `+`.'],
          [
            'انتبه للمسافة بعد الفاصلة: هي جزء من النص `"Hello, "`.',
            'Mind the space after the comma: it is part of the text `"Hello, "`.',
          ],
        ],
        tests: [
          { in: 'Mona', out: 'Hello, Mona!' },
          { in: 'Omar', out: 'Hello, Omar!' },
          {
            in: 'Abdel Rahman',
            out: 'Hello, Abdel Rahman!',
            hidden: ['اسم من كلمتين', 'A name of two words'],
          },
          { in: 'X', out: 'Hello, X!', hidden: ['اسم من حرف واحد', 'A one-letter name'] },
        ],
      },
      {
        s: 'types',
        d: 1,
        q: [
          'اكتب برنامجًا يقرأ عددين صحيحين، كل عدد في سطر، ويطبع مجموعهما.',
          'Write a program that reads two whole numbers, one per line, and prints their sum.',
        ],
        starter: reads('a = input()', 'b = input()'),
        sol: py`a = int(input())
b = int(input())
print(a + b)`,
        steps: [
          [
            '`input()` تعطي نصًا دائمًا، فنحوّل كل قيمة إلى عدد بالدالة `int` قبل الجمع؛ وإلا لصقت النصوص `"3" + "4"` فأعطت `34`.',
            '`input()` always gives text, so each value is turned into a number with `int` before adding; otherwise the texts would be glued: `"3" + "4"` gives `34`.',
          ],
        ],
        hints: [
          ['ما نوع القيمة التي تعطيها `input()`؟', 'What type of value does `input()` give?'],
          [
            'حوّل النص إلى عدد صحيح بالدالة `int()` ثم اجمع.',
            'Turn the text into a whole number with `int()`, then add.',
          ],
        ],
        tests: [
          { in: '3\n4', out: '7' },
          { in: '120\n35', out: '155' },
          { in: '-5\n2', out: '-3', hidden: ['عدد سالب', 'A negative number'] },
          { in: '0\n0', out: '0', hidden: ['صفران', 'Two zeros'] },
        ],
      },
      {
        s: 'operators',
        d: 1,
        q: [
          'يقرأ البرنامج سعر القطعة بالجنيه (عدد صحيح) ثم عدد القطع، ويطبع `Total: ` ثم الثمن الكلي ثم ` EGP`.',
          'The program reads the price of one piece in pounds (a whole number), then the number of pieces, and prints `Total: `, the total price, then ` EGP`.',
        ],
        starter: reads('price = int(input())', 'count = int(input())'),
        sol: py`price = int(input())
count = int(input())
total = price * count
print("Total:", total, "EGP")`,
        steps: [
          [
            'الثمن الكلي = سعر القطعة × عدد القطع. `print` بعدة قيم تفصل بينها بمسافة.',
            'The total is the price times the count. `print` with several values puts a space between them.',
          ],
        ],
        hints: [
          [
            'ما العملية التي تعطي ثمن عدة قطع متساوية السعر؟',
            'Which operation gives the price of several equal pieces?',
          ],
          [
            '`print` تقبل عدة قيم مفصولة بفواصل وتضع مسافة بينها.',
            '`print` takes several values separated by commas and puts a space between them.',
          ],
        ],
        tests: [
          { in: '15\n4', out: 'Total: 60 EGP' },
          { in: '250\n3', out: 'Total: 750 EGP' },
          { in: '35\n0', out: 'Total: 0 EGP', hidden: ['لا قطع', 'No pieces'] },
          { in: '1\n1000', out: 'Total: 1000 EGP', hidden: ['عدد كبير', 'A large count'] },
        ],
      },
      {
        s: 'operators',
        d: 2,
        q: [
          'يقرأ البرنامج عدد الدقائق، ويطبع الساعات والدقائق الباقية بالشكل `2 h 5 min`.',
          'The program reads a number of minutes and prints the hours and the minutes left over, as `2 h 5 min`.',
        ],
        starter: reads('minutes = int(input())'),
        sol: py`minutes = int(input())
hours = minutes // 60
rest = minutes % 60
print(hours, "h", rest, "min")`,
        steps: [
          [
            'في الساعة 60 دقيقة: القسمة الصحيحة `//` تعطي عدد الساعات الكاملة، وباقي القسمة `%` يعطي الدقائق الباقية.',
            'An hour has 60 minutes: floor division `//` gives the whole hours and the remainder `%` gives the minutes left.',
          ],
        ],
        hints: [
          [
            'كم دقيقة في الساعة؟ وكم ساعة كاملة في 125 دقيقة؟',
            'How many minutes are in an hour? How many whole hours are in 125 minutes?',
          ],
          [
            'استعمل `//` للساعات الكاملة و `%` للدقائق الباقية.',
            'Use `//` for the whole hours and `%` for the minutes left over.',
          ],
        ],
        tests: [
          { in: '125', out: '2 h 5 min' },
          { in: '90', out: '1 h 30 min' },
          { in: '0', out: '0 h 0 min', hidden: ['صفر دقيقة', 'Zero minutes'] },
          { in: '59', out: '0 h 59 min', hidden: ['أقل من ساعة', 'Under an hour'] },
          { in: '60', out: '1 h 0 min', hidden: ['ساعة بالضبط', 'Exactly an hour'] },
        ],
      },
      {
        s: 'types',
        d: 2,
        q: [
          'يقرأ البرنامج ثلاث درجات (أعداد صحيحة، كل درجة في سطر)، ويطبع متوسطها بمنزلتين عشريتين.',
          'The program reads three marks (whole numbers, one per line) and prints their average with two decimal places.',
        ],
        starter: reads('a = int(input())', 'b = int(input())', 'c = int(input())'),
        sol: py`a = int(input())
b = int(input())
c = int(input())
average = (a + b + c) / 3
print(f"{average:.2f}")`,
        steps: [
          [
            'المتوسط هو المجموع مقسومًا على 3، والأقواس لازمة حتى يتم الجمع أولًا.',
            'The average is the sum divided by 3; the brackets make the adding happen first.',
          ],
          [
            'الصيغة `:.2f` داخل f-string تكتب العدد بمنزلتين عشريتين.',
            'The format `:.2f` inside an f-string writes the number with two decimal places.',
          ],
        ],
        hints: [
          [
            'بدون أقواس، `a + b + c / 3` تقسم `c` وحدها.',
            'Without brackets, `a + b + c / 3` divides only `c`.',
          ],
          ['ابحث عن تنسيق الأعداد `:.2f` في f-string.', 'Look up the number format `:.2f` in an f-string.'],
        ],
        tests: [
          { in: '80\n90\n100', out: '90.00' },
          { in: '70\n75\n81', out: '75.33' },
          { in: '0\n0\n0', out: '0.00', hidden: ['كل الدرجات صفر', 'All marks zero'] },
          { in: '50\n50\n51', out: '50.33', hidden: ['متوسط غير صحيح', 'An average that is not whole'] },
        ],
      },
      {
        s: 'strings',
        d: 2,
        q: [
          'يقرأ البرنامج الاسم الأول ثم اسم العائلة، ويطبع الحرفين الأولين بحروف كبيرة بعد كل منهما نقطة، مثل `A.S.`.',
          'The program reads a first name, then a family name, and prints their first letters in capitals, each followed by a dot, like `A.S.`.',
        ],
        starter: reads('first = input()', 'last = input()'),
        sol: py`first = input()
last = input()
print(first[0].upper() + "." + last[0].upper() + ".")`,
        steps: [
          [
            'أول حرف في النص هو `text[0]`، و `.upper()` تجعله حرفًا كبيرًا.',
            'The first letter of a text is `text[0]`, and `.upper()` makes it a capital.',
          ],
        ],
        hints: [
          ['كيف تصل إلى أول حرف في نص؟', 'How do you reach the first letter of a text?'],
          ['الدالة `.upper()` تحوّل الحروف إلى كبيرة.', 'The method `.upper()` turns letters into capitals.'],
        ],
        tests: [
          { in: 'ahmed\nsalah', out: 'A.S.' },
          { in: 'Nour\nHassan', out: 'N.H.' },
          { in: 'MONA\nzaki', out: 'M.Z.', hidden: ['حروف كبيرة وصغيرة', 'Capitals and small letters'] },
          { in: 'x\ny', out: 'X.Y.', hidden: ['أسماء من حرف واحد', 'One-letter names'] },
        ],
      },
    ],
    'python',
  ),

  ...exercises(
    'python-conditions',
    [
      {
        s: 'if-else',
        d: 1,
        q: [
          'يقرأ البرنامج عددًا صحيحًا ويطبع `even` إذا كان زوجيًا و `odd` إذا كان فرديًا.',
          'The program reads a whole number and prints `even` if it is even, `odd` if it is odd.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
if n % 2 == 0:
    print("even")
else:
    print("odd")`,
        steps: [
          [
            'العدد زوجي إذا كان باقي قسمته على 2 صفرًا، وهذا ما يختبره `n % 2 == 0`.',
            'A number is even when its remainder on division by 2 is zero, which `n % 2 == 0` tests.',
          ],
        ],
        hints: [
          ['ما باقي قسمة العدد الزوجي على 2؟', 'What is the remainder when an even number is divided by 2?'],
          [
            'العامل `%` يعطي باقي القسمة؛ قارن بالعلامة `==`.',
            'The `%` operator gives the remainder; compare with `==`.',
          ],
        ],
        tests: [
          { in: '4', out: 'even' },
          { in: '7', out: 'odd' },
          { in: '0', out: 'even', hidden: ['الصفر', 'Zero'] },
          { in: '-3', out: 'odd', hidden: ['عدد سالب', 'A negative number'] },
        ],
      },
      {
        s: 'if-else',
        d: 1,
        q: [
          'يقرأ البرنامج درجة طالب من 100 ويطبع `pass` إذا كانت 50 أو أكثر، وإلا `fail`.',
          'The program reads a mark out of 100 and prints `pass` if it is 50 or more, otherwise `fail`.',
        ],
        starter: reads('mark = int(input())'),
        sol: py`mark = int(input())
if mark >= 50:
    print("pass")
else:
    print("fail")`,
        steps: [
          [
            'الشرط "50 أو أكثر" يُكتب `>= 50`؛ الكتابة `> 50` ترسب من حصل على 50 بالضبط.',
            '"50 or more" is written `>= 50`; writing `> 50` would fail a mark of exactly 50.',
          ],
        ],
        hints: [
          [
            'ماذا يجب أن يطبع البرنامج للدرجة 50 بالضبط؟',
            'What must the program print for a mark of exactly 50?',
          ],
          [
            'الفرق بين `>` و `>=` هو الحد نفسه.',
            'The difference between `>` and `>=` is the boundary itself.',
          ],
        ],
        tests: [
          { in: '75', out: 'pass' },
          { in: '30', out: 'fail' },
          { in: '50', out: 'pass', hidden: ['الحد: 50 بالضبط', 'The boundary: exactly 50'] },
          { in: '49', out: 'fail', hidden: ['تحت الحد مباشرة', 'Just under the boundary'] },
          { in: '0', out: 'fail', hidden: ['صفر', 'Zero'] },
        ],
      },
      {
        s: 'elif',
        d: 2,
        q: [
          'يقرأ البرنامج درجة من 100 ويطبع التقدير: `A` من 85، و `B` من 75، و `C` من 65، و `D` من 50، و `F` لما دون ذلك.',
          'The program reads a mark out of 100 and prints the grade: `A` from 85, `B` from 75, `C` from 65, `D` from 50, and `F` below that.',
        ],
        starter: reads('mark = int(input())'),
        sol: py`mark = int(input())
if mark >= 85:
    grade = "A"
elif mark >= 75:
    grade = "B"
elif mark >= 65:
    grade = "C"
elif mark >= 50:
    grade = "D"
else:
    grade = "F"
print(grade)`,
        steps: [
          [
            'نختبر من أعلى تقدير إلى أدناه؛ أول شرط صحيح في سلسلة `if`/`elif` هو الوحيد الذي يُنفَّذ، فلا نحتاج إلى حد أعلى لكل تقدير.',
            'Test from the highest grade down; only the first true branch of an `if`/`elif` chain runs, so no grade needs an upper bound.',
          ],
        ],
        hints: [
          [
            'إذا بدأت بالشرط `mark >= 50` فماذا يحدث للدرجة 90؟',
            'If you start with the test `mark >= 50`, what happens to a mark of 90?',
          ],
          [
            'ابدأ بأعلى حد (85) وانزل خطوة خطوة بـ `elif`.',
            'Start with the highest bound (85) and go down step by step with `elif`.',
          ],
        ],
        tests: [
          { in: '90', out: 'A' },
          { in: '70', out: 'C' },
          { in: '85', out: 'A', hidden: ['الحد 85', 'The boundary 85'] },
          { in: '75', out: 'B', hidden: ['الحد 75', 'The boundary 75'] },
          { in: '50', out: 'D', hidden: ['الحد 50', 'The boundary 50'] },
          { in: '49', out: 'F', hidden: ['تحت 50', 'Under 50'] },
        ],
      },
      {
        s: 'logic',
        d: 2,
        q: [
          'يقرأ البرنامج ثلاثة أعداد صحيحة، كل عدد في سطر، ويطبع أكبرها دون استعمال `max`.',
          'The program reads three whole numbers, one per line, and prints the largest without using `max`.',
        ],
        starter: reads('a = int(input())', 'b = int(input())', 'c = int(input())'),
        sol: py`a = int(input())
b = int(input())
c = int(input())
largest = a
if b > largest:
    largest = b
if c > largest:
    largest = c
print(largest)`,
        steps: [
          [
            'نفترض أن الأول هو الأكبر، ثم نقارن كل عدد بعده بالأكبر حتى الآن ونستبدله إذا زاد عليه.',
            'Assume the first is the largest, then compare each next number with the largest so far and replace it when bigger.',
          ],
        ],
        hints: [
          ['احفظ "الأكبر حتى الآن" في متغير.', 'Keep "the largest so far" in a variable.'],
          [
            'جرّب أعدادًا متساوية وأعدادًا سالبة: هل ما زال برنامجك صحيحًا؟',
            'Try equal numbers and negative ones: is your program still right?',
          ],
        ],
        tests: [
          { in: '3\n9\n5', out: '9' },
          { in: '12\n4\n7', out: '12' },
          { in: '-4\n-2\n-9', out: '-2', hidden: ['أعداد سالبة', 'Negative numbers'] },
          { in: '5\n5\n5', out: '5', hidden: ['أعداد متساوية', 'Equal numbers'] },
          { in: '1\n2\n8', out: '8', hidden: ['الأكبر في الآخر', 'The largest last'] },
        ],
      },
      {
        s: 'elif',
        d: 2,
        q: [
          'تذكرة متحف: يقرأ البرنامج العمر ويطبع السعر بالشكل `Price: 20 EGP`: أقل من 6 سنوات مجانًا (0)، وأقل من 18 بـ 20، ومن 60 فأكثر بـ 15، وغيرهم بـ 40.',
          'A museum ticket: the program reads an age and prints the price as `Price: 20 EGP`: under 6 free (0), under 18 pays 20, 60 and over pays 15, everyone else 40.',
        ],
        starter: reads('age = int(input())'),
        sol: py`age = int(input())
if age < 6:
    price = 0
elif age < 18:
    price = 20
elif age >= 60:
    price = 15
else:
    price = 40
print("Price:", price, "EGP")`,
        steps: [
          [
            'نرتب الشروط من الأصغر سنًا، ونحفظ السعر في متغير ثم نطبعه مرة واحدة في النهاية.',
            'Order the tests from the youngest, keep the price in a variable and print it once at the end.',
          ],
        ],
        hints: [
          [
            'كم فئة في المسألة؟ كل فئة فرع في `if`/`elif`/`else`.',
            'How many groups are there? Each is a branch of `if`/`elif`/`else`.',
          ],
          [
            'انتبه للحدود: عمر 6 ليس "أقل من 6"، وعمر 60 من فئة "60 فأكثر".',
            'Mind the boundaries: age 6 is not "under 6", and age 60 is "60 and over".',
          ],
        ],
        tests: [
          { in: '10', out: 'Price: 20 EGP' },
          { in: '30', out: 'Price: 40 EGP' },
          { in: '5', out: 'Price: 0 EGP', hidden: ['طفل صغير', 'A small child'] },
          { in: '6', out: 'Price: 20 EGP', hidden: ['الحد 6', 'The boundary 6'] },
          { in: '18', out: 'Price: 40 EGP', hidden: ['الحد 18', 'The boundary 18'] },
          { in: '60', out: 'Price: 15 EGP', hidden: ['الحد 60', 'The boundary 60'] },
        ],
      },
      {
        s: 'logic',
        d: 3,
        q: [
          'يقرأ البرنامج سنة ويطبع `leap` إذا كانت كبيسة وإلا `common`. السنة كبيسة إذا قبلت القسمة على 4 ولم تقبل القسمة على 100، أو قبلت القسمة على 400.',
          'The program reads a year and prints `leap` if it is a leap year, otherwise `common`. A year is a leap year when it divides by 4 but not by 100, or when it divides by 400.',
        ],
        starter: reads('year = int(input())'),
        sol: py`year = int(input())
if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0:
    print("leap")
else:
    print("common")`,
        steps: [
          [
            'نترجم القاعدة كما هي: `and` بين الشرطين الأولين، ثم `or` مع شرط القسمة على 400.',
            'Translate the rule as it is: `and` between the first two tests, then `or` with the test for 400.',
          ],
        ],
        hints: [
          ['"يقبل القسمة على 4" تعني أن `year % 4` يساوي صفرًا.', '"Divides by 4" means `year % 4` is zero.'],
          [
            'جرّب 1900 (ليست كبيسة) و 2000 (كبيسة) قبل أن ترسل.',
            'Try 1900 (not leap) and 2000 (leap) before you submit.',
          ],
        ],
        tests: [
          { in: '2024', out: 'leap' },
          { in: '2023', out: 'common' },
          { in: '1900', out: 'common', hidden: ['تقبل القسمة على 100', 'Divides by 100'] },
          { in: '2000', out: 'leap', hidden: ['تقبل القسمة على 400', 'Divides by 400'] },
        ],
      },
    ],
    'python',
  ),
];
