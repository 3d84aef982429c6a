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

  ...exercises(
    'python-loops',
    [
      {
        s: 'range',
        d: 1,
        q: [
          'يقرأ البرنامج عددًا `n` ويطبع الأعداد من 1 إلى `n`، كل عدد في سطر.',
          'The program reads a number `n` and prints the numbers from 1 to `n`, one per line.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
for i in range(1, n + 1):
    print(i)`,
        steps: [
          [
            '`range(1, n + 1)` يعطي الأعداد من 1 حتى `n`: الحد الثاني لا يدخل في العدّ، لذلك نضيف 1.',
            '`range(1, n + 1)` gives the numbers from 1 up to `n`: the second bound is left out, so we add 1.',
          ],
        ],
        hints: [
          [
            'حلقة `for` مع `range` تمر على الأعداد بالترتيب.',
            'A `for` loop over a `range` goes through the numbers in order.',
          ],
          [
            'الحد الثاني في `range` لا يدخل في العدّ: `range(1, 4)` تعطي 1 و 2 و 3.',
            'The second bound of `range` is left out: `range(1, 4)` gives 1, 2 and 3.',
          ],
        ],
        tests: [
          { in: '3', out: '1\n2\n3' },
          { in: '5', out: '1\n2\n3\n4\n5' },
          { in: '1', out: '1', hidden: ['عدد واحد', 'Just one number'] },
          { in: '0', out: '', hidden: ['صفر: لا شيء يُطبع', 'Zero: nothing is printed'] },
        ],
      },
      {
        s: 'accumulate',
        d: 1,
        q: [
          'يقرأ البرنامج عددًا `n` ويطبع مجموع الأعداد من 1 إلى `n` باستعمال حلقة.',
          'The program reads a number `n` and prints the sum of the numbers from 1 to `n`, using a loop.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
total = 0
for i in range(1, n + 1):
    total += i
print(total)`,
        steps: [
          [
            'نبدأ بمجموع صفر قبل الحلقة، ونضيف إليه كل عدد داخلها، ثم نطبعه بعد انتهائها (خارج الحلقة).',
            'Start a total at zero before the loop, add each number inside it, and print the total after the loop ends (outside it).',
          ],
        ],
        hints: [
          [
            'تحتاج متغيرًا يبدأ من صفر ويكبر في كل دورة.',
            'You need a variable that starts at zero and grows each time round.',
          ],
          [
            'إذا وضعت `print` داخل الحلقة فستطبع كل مجموع جزئي؛ المطلوب الأخير فقط.',
            'A `print` inside the loop prints every partial sum; only the last is wanted.',
          ],
        ],
        tests: [
          { in: '4', out: '10' },
          { in: '10', out: '55' },
          { in: '1', out: '1', hidden: ['n = 1', 'n = 1'] },
          { in: '0', out: '0', hidden: ['صفر', 'Zero'] },
        ],
      },
      {
        s: 'range',
        d: 1,
        q: [
          'يقرأ البرنامج عددًا ويطبع جدول ضربه من 1 إلى 10 بالشكل `3 x 1 = 3`.',
          'The program reads a number and prints its times table from 1 to 10, as `3 x 1 = 3`.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
for i in range(1, 11):
    print(n, "x", i, "=", n * i)`,
        steps: [
          [
            'الحلقة تمر على `i` من 1 إلى 10، وفي كل دورة نطبع سطرًا واحدًا من الجدول.',
            'The loop takes `i` from 1 to 10, and each time round prints one line of the table.',
          ],
        ],
        hints: [
          [
            'كم سطرًا في الجدول؟ اجعل الحلقة تدور بهذا العدد.',
            'How many lines does the table have? Make the loop go round that many times.',
          ],
          [
            '`print` بعدة قيم تضع مسافة بينها، وهذا يعطي الشكل المطلوب.',
            '`print` with several values puts spaces between them, which gives the shape wanted.',
          ],
        ],
        tests: [
          {
            in: '3',
            out: '3 x 1 = 3\n3 x 2 = 6\n3 x 3 = 9\n3 x 4 = 12\n3 x 5 = 15\n3 x 6 = 18\n3 x 7 = 21\n3 x 8 = 24\n3 x 9 = 27\n3 x 10 = 30',
          },
          {
            in: '7',
            out: '7 x 1 = 7\n7 x 2 = 14\n7 x 3 = 21\n7 x 4 = 28\n7 x 5 = 35\n7 x 6 = 42\n7 x 7 = 49\n7 x 8 = 56\n7 x 9 = 63\n7 x 10 = 70',
          },
          {
            in: '0',
            out: '0 x 1 = 0\n0 x 2 = 0\n0 x 3 = 0\n0 x 4 = 0\n0 x 5 = 0\n0 x 6 = 0\n0 x 7 = 0\n0 x 8 = 0\n0 x 9 = 0\n0 x 10 = 0',
            hidden: ['جدول الصفر', 'The table of zero'],
          },
          {
            in: '-2',
            out: '-2 x 1 = -2\n-2 x 2 = -4\n-2 x 3 = -6\n-2 x 4 = -8\n-2 x 5 = -10\n-2 x 6 = -12\n-2 x 7 = -14\n-2 x 8 = -16\n-2 x 9 = -18\n-2 x 10 = -20',
            hidden: ['عدد سالب', 'A negative number'],
          },
        ],
      },
      {
        s: 'accumulate',
        d: 2,
        q: [
          'يقرأ البرنامج عددًا `n` (صفر أو أكثر) ويطبع مضروبه `n!` = 1 × 2 × … × `n`؛ ومضروب الصفر 1.',
          'The program reads a number `n` (zero or more) and prints its factorial `n!` = 1 × 2 × … × `n`; the factorial of zero is 1.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
result = 1
for i in range(2, n + 1):
    result *= i
print(result)`,
        steps: [
          [
            'مثل المجموع لكن بالضرب: نبدأ من 1 (لا من صفر، وإلا صار الناتج صفرًا) ونضرب في كل عدد حتى `n`.',
            'Like a sum but multiplying: start from 1 (not zero, or everything becomes zero) and multiply by each number up to `n`.',
          ],
        ],
        hints: [
          [
            'بأي قيمة يبدأ حاصل الضرب؟ ماذا يحدث لو بدأ من صفر؟',
            'What value does a product start from? What happens if it starts from zero?',
          ],
          [
            'إذا لم تدر الحلقة أبدًا (عندما `n` صفر) يجب أن تبقى النتيجة 1.',
            'When the loop never runs (for `n` zero) the result must stay 1.',
          ],
        ],
        tests: [
          { in: '5', out: '120' },
          { in: '3', out: '6' },
          { in: '0', out: '1', hidden: ['مضروب الصفر', 'The factorial of zero'] },
          { in: '1', out: '1', hidden: ['مضروب الواحد', 'The factorial of one'] },
          { in: '20', out: '2432902008176640000', hidden: ['عدد كبير', 'A large number'] },
        ],
      },
      {
        s: 'while',
        d: 2,
        q: [
          'يقرأ البرنامج عددًا صحيحًا (صفر أو أكثر) ويطبع مجموع أرقامه باستعمال حلقة `while` والعمليتين `%` و `//`.',
          'The program reads a whole number (zero or more) and prints the sum of its digits, using a `while` loop with `%` and `//`.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
total = 0
while n > 0:
    total += n % 10
    n //= 10
print(total)`,
        steps: [
          [
            '`n % 10` هو آخر رقم في العدد، و `n // 10` يحذفه. نكرر حتى لا يبقى من العدد شيء.',
            '`n % 10` is the last digit of the number and `n // 10` removes it. Repeat until nothing is left.',
          ],
        ],
        hints: [
          ['ما باقي قسمة 472 على 10؟ وما ناتج قسمتها الصحيحة على 10؟', 'What is 472 % 10? And 472 // 10?'],
          ['كرر ما دام العدد أكبر من صفر.', 'Repeat while the number is greater than zero.'],
        ],
        tests: [
          { in: '472', out: '13' },
          { in: '1005', out: '6' },
          { in: '0', out: '0', hidden: ['الصفر', 'Zero'] },
          { in: '9', out: '9', hidden: ['رقم واحد', 'One digit'] },
          { in: '99999', out: '45', hidden: ['أرقام كثيرة', 'Many digits'] },
        ],
      },
      {
        s: 'while',
        d: 3,
        q: [
          'يقرأ البرنامج أسعار مشتريات بالجنيه، كل سعر في سطر، حتى يقرأ `0`، ثم يطبع عدد المشتريات ومجموعها بالشكل `3 items, 85 EGP`.',
          'The program reads prices in pounds, one per line, until it reads `0`, then prints how many there were and their total, as `3 items, 85 EGP`.',
        ],
        starter: reads('price = int(input())'),
        sol: py`count = 0
total = 0
price = int(input())
while price != 0:
    count += 1
    total += price
    price = int(input())
print(count, "items,", total, "EGP")`,
        steps: [
          [
            'لا نعرف عدد الأسعار مسبقًا، لذا نستعمل `while`: نقرأ سعرًا قبل الحلقة، ونكرر ما دام ليس صفرًا.',
            'We do not know how many prices come, so we use `while`: read one price before the loop and repeat while it is not zero.',
          ],
          [
            'في آخر كل دورة نقرأ السعر التالي، وإلا لن يتغير الشرط وتدور الحلقة بلا نهاية.',
            'At the end of each round read the next price; otherwise the test never changes and the loop runs for ever.',
          ],
        ],
        hints: [
          ['متى تتوقف الحلقة؟ اجعل هذا شرط `while`.', 'When does the loop stop? Make that the `while` test.'],
          [
            'تحتاج عدّادًا ومجموعًا يبدآن من صفر، وقراءة جديدة داخل الحلقة.',
            'You need a counter and a total that start at zero, and a new read inside the loop.',
          ],
        ],
        tests: [
          { in: '20\n15\n50\n0', out: '3 items, 85 EGP' },
          { in: '100\n0', out: '1 items, 100 EGP' },
          { in: '0', out: '0 items, 0 EGP', hidden: ['لا مشتريات', 'No purchases'] },
          { in: '5\n5\n5\n5\n5\n5\n0', out: '6 items, 30 EGP', hidden: ['مشتريات كثيرة', 'Many purchases'] },
        ],
      },
      {
        s: 'break',
        d: 3,
        q: [
          'يقرأ البرنامج عددًا صحيحًا ويطبع `prime` إذا كان أوليًا وإلا `not prime`. العدد الأولي أكبر من 1 ولا يقبل القسمة إلا على 1 وعلى نفسه.',
          'The program reads a whole number and prints `prime` if it is prime, otherwise `not prime`. A prime is greater than 1 and divides only by 1 and itself.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
is_prime = n > 1
for d in range(2, n):
    if n % d == 0:
        is_prime = False
        break
if is_prime:
    print("prime")
else:
    print("not prime")`,
        steps: [
          [
            'نجرب كل قاسم من 2 إلى `n - 1`؛ إذا قسم أحدها العدد فليس أوليًا ونخرج من الحلقة بـ `break`.',
            'Try every divisor from 2 to `n - 1`; if one divides the number it is not prime, and `break` leaves the loop.',
          ],
          [
            'العددان 0 و 1 والأعداد السالبة ليست أولية، لذلك تبدأ النتيجة بـ `n > 1`.',
            '0, 1 and negative numbers are not prime, so the result starts as `n > 1`.',
          ],
        ],
        hints: [
          [
            'استعمل متغيرًا منطقيًا (True/False) يقول "أولي حتى الآن".',
            'Use a True/False variable that says "prime so far".',
          ],
          ['ماذا يطبع برنامجك للعدد 1؟ وللعدد 2؟', 'What does your program print for 1? For 2?'],
        ],
        tests: [
          { in: '7', out: 'prime' },
          { in: '12', out: 'not prime' },
          { in: '1', out: 'not prime', hidden: ['الواحد', 'One'] },
          { in: '2', out: 'prime', hidden: ['العدد 2', 'Two'] },
          { in: '0', out: 'not prime', hidden: ['الصفر', 'Zero'] },
          { in: '49', out: 'not prime', hidden: ['مربع عدد أولي', 'The square of a prime'] },
        ],
      },
    ],
    'python',
  ),

  ...exercises(
    'python-functions',
    [
      {
        s: 'return',
        d: 1,
        q: [
          'اكتب دالة `area(width, height)` ترجع مساحة مستطيل. الاختبارات تستدعيها وتطبع ما ترجعه.',
          'Write a function `area(width, height)` that returns the area of a rectangle. The tests call it and print what it returns.',
        ],
        starter: py`def area(width, height):
    # your code here
    pass
`,
        sol: py`def area(width, height):
    return width * height`,
        steps: [
          [
            'المساحة = الطول × العرض، و `return` يعيد الناتج لمن استدعى الدالة (ولا يطبعه).',
            'The area is width times height, and `return` hands the result back to the caller (it does not print it).',
          ],
        ],
        hints: [
          ['ما قانون مساحة المستطيل؟', 'What is the formula for the area of a rectangle?'],
          [
            'الدالة يجب أن ترجع القيمة بـ `return`، لا أن تطبعها.',
            'The function must give the value back with `return`, not print it.',
          ],
        ],
        tests: [
          { call: 'print(area(3, 4))', out: '12' },
          { call: 'print(area(10, 5))', out: '50' },
          { call: 'print(area(0, 7))', out: '0', hidden: ['عرض صفر', 'A zero width'] },
          { call: 'print(area(2.5, 4))', out: '10.0', hidden: ['عدد عشري', 'A decimal'] },
        ],
      },
      {
        s: 'defaults',
        d: 1,
        q: [
          'اكتب دالة `greet(name, greeting="Hello")` ترجع النص `Hello, Mona!` (التحية ثم فاصلة ومسافة ثم الاسم ثم `!`). إذا لم تُعطَ التحية فهي `Hello`.',
          'Write a function `greet(name, greeting="Hello")` that returns the text `Hello, Mona!` (the greeting, a comma and a space, the name, then `!`). When no greeting is given it is `Hello`.',
        ],
        starter: py`def greet(name, greeting="Hello"):
    # your code here
    pass
`,
        sol: py`def greet(name, greeting="Hello"):
    return greeting + ", " + name + "!"`,
        steps: [
          [
            'القيمة الافتراضية في رأس الدالة تُستعمل فقط عندما لا يعطي المستدعي قيمة لهذا المعامل.',
            'The default in the header is used only when the caller gives no value for that parameter.',
          ],
        ],
        hints: [
          [
            'الدالة ترجع نصًا مبنيًا من جزأين وعلامات بينهما.',
            'The function returns a text built from two parts with marks between them.',
          ],
          [
            'استعمل المعامل `greeting` في النص، لا الكلمة `"Hello"` مباشرة.',
            'Use the parameter `greeting` in the text, not the word `"Hello"` itself.',
          ],
        ],
        tests: [
          { call: 'print(greet("Mona"))', out: 'Hello, Mona!' },
          { call: 'print(greet("Omar", "Welcome"))', out: 'Welcome, Omar!' },
          {
            call: 'print(greet("Sara", greeting="Hi"))',
            out: 'Hi, Sara!',
            hidden: ['التحية باسمها', 'The greeting by name'],
          },
          { call: 'print(greet(""))', out: 'Hello, !', hidden: ['اسم فارغ', 'An empty name'] },
        ],
      },
      {
        s: 'return',
        d: 1,
        q: [
          'اكتب دالة `is_even(n)` ترجع `True` إذا كان `n` زوجيًا و `False` إذا كان فرديًا.',
          'Write a function `is_even(n)` that returns `True` if `n` is even and `False` if it is odd.',
        ],
        starter: py`def is_even(n):
    # your code here
    pass
`,
        sol: py`def is_even(n):
    return n % 2 == 0`,
        steps: [
          [
            'المقارنة `n % 2 == 0` قيمتها نفسها `True` أو `False`، فيمكن إرجاعها مباشرة دون `if`.',
            'The comparison `n % 2 == 0` is itself `True` or `False`, so it can be returned directly, with no `if`.',
          ],
        ],
        hints: [
          ['ما الذي يجعل العدد زوجيًا؟', 'What makes a number even?'],
          [
            'المقارنة بـ `==` تعطي قيمة منطقية يمكن إرجاعها.',
            'A comparison with `==` gives a True/False value you can return.',
          ],
        ],
        tests: [
          { call: 'print(is_even(4))', out: 'True' },
          { call: 'print(is_even(7))', out: 'False' },
          { call: 'print(is_even(0))', out: 'True', hidden: ['الصفر', 'Zero'] },
          { call: 'print(is_even(-6))', out: 'True', hidden: ['عدد سالب', 'A negative number'] },
        ],
      },
      {
        s: 'defaults',
        d: 2,
        q: [
          'اكتب دالة `with_vat(price, rate=14)` ترجع السعر بعد إضافة ضريبة القيمة المضافة (النسبة مئوية، 14 إذا لم تُعطَ)، مقربًا إلى منزلتين عشريتين بـ `round`.',
          'Write a function `with_vat(price, rate=14)` that returns the price with VAT added (the rate is a percentage, 14 when not given), rounded to two decimal places with `round`.',
        ],
        starter: py`def with_vat(price, rate=14):
    # your code here
    pass
`,
        sol: py`def with_vat(price, rate=14):
    return round(price + price * rate / 100, 2)`,
        steps: [
          [
            'الضريبة = السعر × النسبة ÷ 100، والسعر النهائي = السعر + الضريبة.',
            'The tax is price × rate ÷ 100, and the final price is the price plus the tax.',
          ],
          [
            '`round(x, 2)` يقرب إلى منزلتين، فيختفي خطأ التقريب الصغير في الأعداد العشرية.',
            '`round(x, 2)` rounds to two places, which removes the tiny rounding error of decimals.',
          ],
        ],
        hints: [
          ['كم ضريبة على 100 جنيه بنسبة 14٪؟', 'How much tax is there on 100 pounds at 14%?'],
          [
            '`round` تأخذ العدد وعدد المنازل العشرية.',
            '`round` takes the number and the number of decimal places.',
          ],
        ],
        tests: [
          { call: 'print(with_vat(100))', out: '114.0' },
          { call: 'print(with_vat(200, 10))', out: '220.0' },
          { call: 'print(with_vat(0))', out: '0.0', hidden: ['سعر صفر', 'A zero price'] },
          { call: 'print(with_vat(99.99))', out: '113.99', hidden: ['سعر بقروش', 'A price with piasters'] },
          { call: 'print(with_vat(50, 0))', out: '50.0', hidden: ['نسبة صفر', 'A zero rate'] },
        ],
      },
      {
        s: 'composition',
        d: 2,
        q: [
          'اكتب دالتين: `bigger(a, b)` ترجع الأكبر من عددين، و `biggest(a, b, c)` ترجع الأكبر من ثلاثة باستدعاء `bigger` (دون `max`).',
          'Write two functions: `bigger(a, b)` returns the larger of two numbers, and `biggest(a, b, c)` returns the largest of three by calling `bigger` (no `max`).',
        ],
        starter: py`def bigger(a, b):
    # your code here
    pass


def biggest(a, b, c):
    # your code here
    pass
`,
        sol: py`def bigger(a, b):
    if a > b:
        return a
    return b


def biggest(a, b, c):
    return bigger(bigger(a, b), c)`,
        steps: [
          [
            'الأكبر من ثلاثة هو الأكبر بين (الأكبر من الأولين) والثالث: نستدعي `bigger` مرتين.',
            'The largest of three is the larger of (the larger of the first two) and the third: call `bigger` twice.',
          ],
        ],
        hints: [
          [
            'ابدأ بـ `bigger`؛ الدالة الثانية تبني عليها.',
            'Start with `bigger`; the second function builds on it.',
          ],
          [
            'يمكن أن تمرر ما ترجعه دالة مباشرة إلى دالة أخرى.',
            'You can pass what one call returns straight into another call.',
          ],
        ],
        tests: [
          { call: 'print(bigger(3, 8))', out: '8' },
          { call: 'print(biggest(4, 9, 2))', out: '9' },
          { call: 'print(biggest(-1, -5, -3))', out: '-1', hidden: ['أعداد سالبة', 'Negative numbers'] },
          { call: 'print(biggest(7, 7, 7))', out: '7', hidden: ['أعداد متساوية', 'Equal numbers'] },
          { call: 'print(biggest(1, 2, 10))', out: '10', hidden: ['الأكبر في الآخر', 'The largest last'] },
        ],
      },
      {
        s: 'return',
        d: 2,
        q: [
          'اكتب دالة `count_vowels(text)` ترجع عدد حروف العلة الإنجليزية (a e i o u، كبيرة أو صغيرة) في النص.',
          'Write a function `count_vowels(text)` that returns how many English vowels (a e i o u, capital or small) the text holds.',
        ],
        starter: py`def count_vowels(text):
    # your code here
    pass
`,
        sol: py`def count_vowels(text):
    count = 0
    for letter in text.lower():
        if letter in "aeiou":
            count += 1
    return count`,
        steps: [
          [
            'نمر على حروف النص بعد تحويله إلى حروف صغيرة، ونعد كل حرف موجود في `"aeiou"`.',
            'Go through the letters of the text made small, counting each one found in `"aeiou"`.',
          ],
        ],
        hints: [
          ['حلقة `for` تمر على حروف النص واحدًا واحدًا.', 'A `for` loop goes through a text letter by letter.'],
          [
            'العامل `in` يختبر وجود حرف داخل نص، و `.lower()` يحل مشكلة الحروف الكبيرة.',
            'The `in` operator tests whether a letter is inside a text, and `.lower()` deals with capitals.',
          ],
        ],
        tests: [
          { call: 'print(count_vowels("hello"))', out: '2' },
          { call: 'print(count_vowels("Python is fun"))', out: '3' },
          { call: 'print(count_vowels(""))', out: '0', hidden: ['نص فارغ', 'An empty text'] },
          { call: 'print(count_vowels("AEIOU"))', out: '5', hidden: ['حروف كبيرة', 'Capitals'] },
          { call: 'print(count_vowels("rhythm"))', out: '0', hidden: ['بلا حروف علة', 'No vowels'] },
        ],
      },
      {
        s: 'composition',
        d: 3,
        q: [
          'اكتب دالة `fib(n)` ترجع العدد رقم `n` في متتالية فيبوناتشي: `fib(0)` = 0، و `fib(1)` = 1، وكل عدد بعدها مجموع العددين قبله. استعمل حلقة.',
          'Write a function `fib(n)` that returns the `n`-th Fibonacci number: `fib(0)` = 0, `fib(1)` = 1, and every later one is the sum of the two before it. Use a loop.',
        ],
        starter: py`def fib(n):
    # your code here
    pass
`,
        sol: py`def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a`,
        steps: [
          [
            'نحفظ آخر عددين في المتتالية `a` و `b`، وفي كل خطوة يصبح `a` هو `b` ويصبح `b` مجموعهما.',
            'Keep the last two numbers of the sequence in `a` and `b`; each step `a` becomes `b` and `b` becomes their sum.',
          ],
          [
            'بعد `n` خطوة يكون `a` هو العدد المطلوب؛ وعندما `n` صفر لا تدور الحلقة ويبقى `a` صفرًا.',
            'After `n` steps `a` is the number wanted; when `n` is zero the loop never runs and `a` stays zero.',
          ],
        ],
        hints: [
          [
            'اكتب أول 8 أعداد بيدك: 0، 1، 1، 2، 3، 5، 8، 13.',
            'Write the first 8 by hand: 0, 1, 1, 2, 3, 5, 8, 13.',
          ],
          [
            'تحتاج متغيرين فقط تحركهما معًا خطوة في كل دورة؛ الإسناد المتعدد `x, y = ...` يساعد.',
            'You need only two variables moved on together each round; the multiple assignment `x, y = ...` helps.',
          ],
        ],
        tests: [
          { call: 'print(fib(7))', out: '13' },
          { call: 'print(fib(10))', out: '55' },
          { call: 'print(fib(0))', out: '0', hidden: ['fib(0)', 'fib(0)'] },
          { call: 'print(fib(1))', out: '1', hidden: ['fib(1)', 'fib(1)'] },
          { call: 'print(fib(50))', out: '12586269025', hidden: ['عدد كبير بسرعة', 'A large one, fast'] },
        ],
      },
    ],
    'python',
  ),

  ...exercises(
    'python-collections',
    [
      {
        s: 'list-methods',
        d: 1,
        q: [
          'يقرأ البرنامج أعدادًا صحيحة في سطر واحد بينها مسافات، ويطبع أكبرها ثم أصغرها في سطرين.',
          'The program reads whole numbers on one line, separated by spaces, and prints the largest, then the smallest, on two lines.',
        ],
        starter: reads('numbers = [int(x) for x in input().split()]'),
        sol: py`numbers = [int(x) for x in input().split()]
print(max(numbers))
print(min(numbers))`,
        steps: [
          [
            'السطر الأول يحول السطر المقروء إلى قائمة أعداد؛ الدالتان `max` و `min` تعطيان أكبر عنصر وأصغره.',
            'The first line turns the line read into a list of numbers; `max` and `min` give its largest and smallest item.',
          ],
        ],
        hints: [
          [
            'في بايثون دوال جاهزة تعمل على القائمة كلها.',
            'Python has ready-made functions that work on a whole list.',
          ],
          ['ابحث عن `max` و `min`.', 'Look up `max` and `min`.'],
        ],
        tests: [
          { in: '4 9 1 7', out: '9\n1' },
          { in: '15 3 22', out: '22\n3' },
          { in: '5', out: '5\n5', hidden: ['عدد واحد', 'One number'] },
          { in: '-3 -10 -1', out: '-1\n-10', hidden: ['أعداد سالبة', 'Negative numbers'] },
        ],
      },
      {
        s: 'slicing',
        d: 1,
        q: [
          'يقرأ البرنامج أسماء في سطر واحد بينها مسافات، ويطبعها بترتيب معكوس في سطر واحد بينها مسافات.',
          'The program reads names on one line, separated by spaces, and prints them in reverse order on one line, separated by spaces.',
        ],
        starter: reads('names = input().split()'),
        sol: py`names = input().split()
print(" ".join(names[::-1]))`,
        steps: [
          [
            'الشريحة `[::-1]` تعطي القائمة معكوسة، و `" ".join` تجمع عناصرها في نص بينها مسافات.',
            'The slice `[::-1]` gives the list reversed, and `" ".join` joins its items into one text with spaces.',
          ],
        ],
        hints: [
          [
            'الشرائح (slices) تقبل خطوة ثالثة؛ ماذا تفعل الخطوة السالبة؟',
            'Slices take a third part, the step; what does a negative step do?',
          ],
          ['`join` تحول قائمة نصوص إلى نص واحد.', '`join` turns a list of texts into one text.'],
        ],
        tests: [
          { in: 'Ali Mona Omar', out: 'Omar Mona Ali' },
          { in: 'a b c d', out: 'd c b a' },
          { in: 'Nour', out: 'Nour', hidden: ['اسم واحد', 'One name'] },
          { in: '\n', out: '', hidden: ['سطر فارغ', 'An empty line'] },
        ],
      },
      {
        s: 'list-methods',
        d: 2,
        q: [
          'يقرأ البرنامج درجات في سطر واحد بينها مسافات، ويطبع متوسطها بمنزلتين عشريتين؛ وإذا كان السطر فارغًا يطبع `no marks`.',
          'The program reads marks on one line, separated by spaces, and prints their average with two decimal places; if the line is empty it prints `no marks`.',
        ],
        starter: reads('marks = [int(x) for x in input().split()]'),
        sol: py`marks = [int(x) for x in input().split()]
if len(marks) == 0:
    print("no marks")
else:
    print(f"{sum(marks) / len(marks):.2f}")`,
        steps: [
          [
            'المتوسط = `sum(marks) / len(marks)`؛ لكن القسمة على طول قائمة فارغة خطأ `ZeroDivisionError`، فنختبر الطول أولًا.',
            'The average is `sum(marks) / len(marks)`; dividing by the length of an empty list is a `ZeroDivisionError`, so test the length first.',
          ],
        ],
        hints: [
          [
            '`sum` تجمع القائمة و `len` تعطي عدد عناصرها.',
            '`sum` adds a list and `len` gives how many items it has.',
          ],
          [
            'ماذا يحدث إذا قسمت على `len` لقائمة فارغة؟',
            'What happens when you divide by the `len` of an empty list?',
          ],
        ],
        tests: [
          { in: '80 90 70', out: '80.00' },
          { in: '50 65', out: '57.50' },
          { in: '\n', out: 'no marks', hidden: ['لا درجات', 'No marks'] },
          { in: '0 0 1', out: '0.33', hidden: ['متوسط صغير', 'A small average'] },
        ],
      },
      {
        s: 'dict',
        d: 2,
        q: [
          'يقرأ البرنامج سطرًا من الكلمات، ويطبع كل كلمة وعدد مرات ظهورها بالشكل `word: 2`، بترتيب أول ظهور لكل كلمة.',
          'The program reads a line of words and prints each word with how many times it appears, as `word: 2`, in the order each word first appears.',
        ],
        starter: reads('words = input().split()'),
        sol: py`words = input().split()
counts = {}
for word in words:
    counts[word] = counts.get(word, 0) + 1
for word, count in counts.items():
    print(word + ":", count)`,
        steps: [
          [
            'القاموس يربط كل كلمة بعددها؛ `counts.get(word, 0)` تعطي العدد الحالي أو صفرًا لكلمة جديدة.',
            'A dictionary maps each word to its count; `counts.get(word, 0)` gives the count so far, or zero for a new word.',
          ],
          [
            'القاموس يحفظ ترتيب الإضافة، فطباعة `counts.items()` تأتي بترتيب أول ظهور.',
            'A dictionary keeps the order keys were added, so printing `counts.items()` follows first appearance.',
          ],
        ],
        hints: [
          ['أي نوع في بايثون يربط مفتاحًا بقيمة؟', 'Which Python type maps a key to a value?'],
          [
            'كتابة `counts[word] += 1` لكلمة جديدة تعطي `KeyError`؛ `get` بقيمة افتراضية تحل ذلك.',
            'Writing `counts[word] += 1` for a new word raises `KeyError`; `get` with a default avoids it.',
          ],
        ],
        tests: [
          { in: 'tea milk tea', out: 'tea: 2\nmilk: 1' },
          { in: 'a b a c b a', out: 'a: 3\nb: 2\nc: 1' },
          { in: 'one', out: 'one: 1', hidden: ['كلمة واحدة', 'One word'] },
          { in: '\n', out: '', hidden: ['سطر فارغ', 'An empty line'] },
          {
            in: 'Tea tea',
            out: 'Tea: 1\ntea: 1',
            hidden: ['حروف كبيرة وصغيرة', 'Capitals and small letters'],
          },
        ],
      },
      {
        s: 'dict',
        d: 2,
        q: [
          'دفتر هواتف: يقرأ البرنامج عددًا `n`، ثم `n` سطرًا في كل منها اسم ورقم بينهما مسافة، ثم اسمًا يبحث عنه؛ ويطبع رقمه أو `not found`.',
          'A phone book: the program reads a number `n`, then `n` lines each holding a name and a number separated by a space, then a name to look up; it prints the number or `not found`.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
book = {}
for _ in range(n):
    name, number = input().split()
    book[name] = number
wanted = input()
if wanted in book:
    print(book[wanted])
else:
    print("not found")`,
        steps: [
          [
            'نبني قاموسًا من الاسم إلى الرقم في حلقة تدور `n` مرة، ثم نختبر وجود الاسم بـ `in` قبل قراءته.',
            'Build a dictionary from name to number in a loop that runs `n` times, then test for the name with `in` before reading it.',
          ],
        ],
        hints: [
          [
            '`input().split()` تقسم السطر إلى جزأين يمكن إسنادهما لمتغيرين.',
            '`input().split()` splits the line into two parts you can assign to two variables.',
          ],
          [
            'قراءة مفتاح غير موجود في القاموس تعطي `KeyError`؛ اختبر بـ `in` أولًا.',
            'Reading a key the dictionary lacks raises `KeyError`; test with `in` first.',
          ],
        ],
        tests: [
          { in: '2\nMona 0100\nAli 0122\nAli', out: '0122' },
          { in: '1\nOmar 0111\nSara', out: 'not found' },
          { in: '0\nMona', out: 'not found', hidden: ['دفتر فارغ', 'An empty book'] },
          { in: '3\nA 1\nB 2\nC 3\nC', out: '3', hidden: ['الاسم الأخير', 'The last name'] },
        ],
      },
      {
        s: 'list-methods',
        d: 2,
        q: [
          'يقرأ البرنامج كلمات في سطر واحد، ويطبعها في سطر واحد بعد حذف المكرر منها، مع الإبقاء على ترتيب أول ظهور.',
          'The program reads words on one line and prints them on one line with the repeats removed, keeping the order of first appearance.',
        ],
        starter: reads('words = input().split()'),
        sol: py`words = input().split()
unique = []
for word in words:
    if word not in unique:
        unique.append(word)
print(" ".join(unique))`,
        steps: [
          [
            'نبني قائمة جديدة ونضيف إليها كل كلمة لم تكن فيها بعد؛ `set` تحذف المكرر لكنها لا تحفظ الترتيب.',
            'Build a new list, adding each word not already in it; a `set` removes repeats but does not keep the order.',
          ],
        ],
        hints: [
          [
            'ابدأ بقائمة فارغة وأضف إليها بـ `append`.',
            'Start with an empty list and add to it with `append`.',
          ],
          [
            '`not in` تختبر أن العنصر غير موجود في القائمة.',
            '`not in` tests that an item is not in the list.',
          ],
        ],
        tests: [
          { in: 'red blue red green blue', out: 'red blue green' },
          { in: 'a a a', out: 'a' },
          { in: 'x y z', out: 'x y z', hidden: ['بلا تكرار', 'No repeats'] },
          { in: '\n', out: '', hidden: ['سطر فارغ', 'An empty line'] },
        ],
      },
      {
        s: 'dict',
        d: 3,
        q: [
          'سلة مشتريات: الأسعار بالجنيه في القاموس `PRICES`. يقرأ البرنامج أسماء أصناف في سطر واحد، ويطبع لكل صنف غير موجود في `PRICES` السطر `unknown: ` ثم اسمه، ثم في النهاية `Total: ` ثم مجموع أسعار الأصناف المعروفة.',
          "A shopping basket: the prices in pounds are in the dictionary `PRICES`. The program reads item names on one line, prints `unknown: ` and the name for every item not in `PRICES`, and at the end `Total: ` and the sum of the known items' prices.",
        ],
        starter: py`PRICES = {"bread": 5, "milk": 35, "eggs": 60, "rice": 40}
items = input().split()

# your code here
`,
        sol: py`PRICES = {"bread": 5, "milk": 35, "eggs": 60, "rice": 40}
items = input().split()
total = 0
for item in items:
    if item in PRICES:
        total += PRICES[item]
    else:
        print("unknown:", item)
print("Total:", total)`,
        steps: [
          [
            'نمر على الأصناف: المعروف نضيف سعره من القاموس إلى المجموع، وغير المعروف نطبع عنه سطرًا فورًا.',
            'Go through the items: a known one adds its price from the dictionary to the total, an unknown one gets its line printed at once.',
          ],
          ['المجموع يُطبع مرة واحدة بعد الحلقة.', 'The total is printed once, after the loop.'],
        ],
        hints: [
          ['`PRICES["milk"]` تعطي سعر اللبن.', '`PRICES["milk"]` gives the price of milk.'],
          [
            'اختبر `item in PRICES` قبل قراءة السعر؛ الصنف غير المعروف يعطي `KeyError`.',
            'Test `item in PRICES` before reading the price; an unknown item raises `KeyError`.',
          ],
        ],
        tests: [
          { in: 'bread milk bread', out: 'Total: 45' },
          { in: 'eggs tea rice', out: 'unknown: tea\nTotal: 100' },
          { in: '\n', out: 'Total: 0', hidden: ['سلة فارغة', 'An empty basket'] },
          {
            in: 'tea coffee',
            out: 'unknown: tea\nunknown: coffee\nTotal: 0',
            hidden: ['كل الأصناف غير معروفة', 'Every item unknown'],
          },
        ],
      },
    ],
    'python',
  ),

  ...exercises(
    'python-files',
    [
      {
        s: 'exceptions',
        d: 1,
        q: [
          'يقرأ البرنامج سطرًا؛ إذا كان عددًا صحيحًا يطبع ضعفه، وإلا يطبع `not a number` بدل أن يتوقف بخطأ. استعمل `try` و `except ValueError`.',
          'The program reads a line; if it is a whole number it prints its double, otherwise it prints `not a number` instead of stopping with an error. Use `try` and `except ValueError`.',
        ],
        starter: reads('text = input()'),
        sol: py`text = input()
try:
    n = int(text)
    print(n * 2)
except ValueError:
    print("not a number")`,
        steps: [
          [
            '`int("abc")` يرفع `ValueError`؛ نضع التحويل داخل `try` ونرد على الخطأ في `except ValueError`.',
            '`int("abc")` raises `ValueError`; put the conversion inside `try` and answer the error in `except ValueError`.',
          ],
        ],
        hints: [
          ['ما الخطأ الذي يظهر عند `int("abc")`؟', 'Which error does `int("abc")` raise?'],
          [
            'السطر الذي قد يفشل يوضع داخل `try`، والرد عليه في `except`.',
            'The line that may fail goes inside `try`, and the answer to its failure in `except`.',
          ],
        ],
        tests: [
          { in: '21', out: '42' },
          { in: 'abc', out: 'not a number' },
          { in: '-5', out: '-10', hidden: ['عدد سالب', 'A negative number'] },
          { in: '3.5', out: 'not a number', hidden: ['عدد عشري ليس صحيحًا', 'A decimal is not whole'] },
          { in: '\n', out: 'not a number', hidden: ['سطر فارغ', 'An empty line'] },
        ],
      },
      {
        s: 'with',
        d: 1,
        q: [
          'يقرأ البرنامج سطرًا ويكتبه في الملف `note.txt` (في مجلد البرنامج)، ثم يفتح الملف من جديد ويقرأ ما فيه ويطبعه.',
          'The program reads a line and writes it to the file `note.txt` (in its own folder), then opens the file again, reads it and prints what it holds.',
        ],
        starter: reads('text = input()'),
        sol: py`text = input()
with open("note.txt", "w") as f:
    f.write(text)
with open("note.txt") as f:
    print(f.read())`,
        steps: [
          [
            '`open` بالوضع `"w"` يكتب الملف من جديد، و `with` تغلقه عند انتهاء الكتلة فيُحفظ ما كُتب.',
            '`open` in mode `"w"` writes the file afresh, and `with` closes it at the end of the block, so what was written is saved.',
          ],
          [
            'ثم نفتحه للقراءة (الوضع الافتراضي `"r"`) ونطبع `f.read()`.',
            'Then open it for reading (the default mode `"r"`) and print `f.read()`.',
          ],
        ],
        hints: [
          [
            'تحتاج فتح الملف مرتين: مرة للكتابة ومرة للقراءة.',
            'You need to open the file twice: once to write, once to read.',
          ],
          [
            '`with open(...) as f:` تغلق الملف وحدها عند نهاية الكتلة.',
            '`with open(...) as f:` closes the file by itself at the end of the block.',
          ],
        ],
        tests: [
          { in: 'Hello, file', out: 'Hello, file' },
          { in: 'Cairo 2025', out: 'Cairo 2025' },
          { in: 'x', out: 'x', hidden: ['حرف واحد', 'One letter'] },
          { in: 'a  b  c', out: 'a  b  c', hidden: ['مسافات داخل السطر', 'Spaces inside the line'] },
        ],
      },
      {
        s: 'modes',
        d: 2,
        q: [
          'يقرأ البرنامج عددًا `n` ويكتب الأعداد من 1 إلى `n` في الملف `numbers.txt`، كل عدد في سطر. ثم يقرأ الملف سطرًا سطرًا ويطبع مجموع الأعداد.',
          'The program reads a number `n` and writes the numbers from 1 to `n` to the file `numbers.txt`, one per line. Then it reads the file line by line and prints the sum of the numbers.',
        ],
        starter: reads('n = int(input())'),
        sol: py`n = int(input())
with open("numbers.txt", "w") as f:
    for i in range(1, n + 1):
        f.write(str(i) + "\n")
total = 0
with open("numbers.txt") as f:
    for line in f:
        total += int(line)
print(total)`,
        steps: [
          [
            '`write` تكتب نصًا فقط ولا تضيف سطرًا جديدًا: نكتب `str(i)` ثم `"\\n"`.',
            '`write` writes text only and adds no new line: write `str(i)` then `"\\n"`.',
          ],
          [
            'حلقة `for line in f` تمر على أسطر الملف؛ `int(line)` تقبل السطر مع علامة نهايته.',
            "A loop `for line in f` goes through the file's lines; `int(line)` accepts a line with its line ending.",
          ],
        ],
        hints: [
          ['الكتابة في الملف تحتاج نصًا، لا عددًا.', 'Writing to a file needs text, not a number.'],
          [
            'بدون علامة السطر الجديد تلتصق الأعداد ببعضها في سطر واحد.',
            'Without a new-line mark the numbers stick together on one line.',
          ],
        ],
        tests: [
          { in: '4', out: '10' },
          { in: '10', out: '55' },
          { in: '1', out: '1', hidden: ['عدد واحد', 'One number'] },
          { in: '0', out: '0', hidden: ['ملف فارغ', 'An empty file'] },
        ],
      },
      {
        s: 'modes',
        d: 2,
        q: [
          'يكتب البرنامج السطر `Shopping list:` في الملف `list.txt` بالوضع `"w"`، ثم يقرأ عددًا `n` و `n` صنفًا، ويضيف كل صنف في سطر جديد بالوضع `"a"`، ثم يطبع محتوى الملف كله.',
          'The program writes the line `Shopping list:` to the file `list.txt` in mode `"w"`, then reads a number `n` and `n` items and adds each item on a new line in mode `"a"`, then prints the whole file.',
        ],
        starter: reads('n = int(input())'),
        sol: py`with open("list.txt", "w") as f:
    f.write("Shopping list:\n")
n = int(input())
for _ in range(n):
    item = input()
    with open("list.txt", "a") as f:
        f.write(item + "\n")
with open("list.txt") as f:
    print(f.read())`,
        steps: [
          [
            'الوضع `"w"` يمحو الملف ويبدأ من جديد، أما `"a"` فيضيف في آخره ويحفظ ما قبله.',
            'Mode `"w"` wipes the file and starts again, while `"a"` adds at its end and keeps what was there.',
          ],
        ],
        hints: [
          ['ما الفرق بين الوضعين `"w"` و `"a"`؟', 'What is the difference between modes `"w"` and `"a"`?'],
          [
            'لو فتحت بالوضع `"w"` لكل صنف، ماذا يبقى في الملف في النهاية؟',
            'If you opened it in mode `"w"` for each item, what would be left in the file at the end?',
          ],
        ],
        tests: [
          { in: '2\nbread\nmilk', out: 'Shopping list:\nbread\nmilk' },
          { in: '1\nrice', out: 'Shopping list:\nrice' },
          { in: '0', out: 'Shopping list:', hidden: ['لا أصناف', 'No items'] },
          { in: '3\na\nb\nc', out: 'Shopping list:\na\nb\nc', hidden: ['ثلاثة أصناف', 'Three items'] },
        ],
      },
      {
        s: 'exceptions',
        d: 2,
        q: [
          'يقرأ البرنامج عددين صحيحين، كل عدد في سطر، ويطبع ناتج القسمة الصحيحة `a // b`. إذا كان أحدهما ليس عددًا يطبع `not a number`، وإذا كان المقسوم عليه صفرًا يطبع `cannot divide by zero`.',
          'The program reads two whole numbers, one per line, and prints the floor division `a // b`. If either is not a number it prints `not a number`; if the divisor is zero it prints `cannot divide by zero`.',
        ],
        starter: reads('a = input()', 'b = input()'),
        sol: py`a = input()
b = input()
try:
    print(int(a) // int(b))
except ValueError:
    print("not a number")
except ZeroDivisionError:
    print("cannot divide by zero")`,
        steps: [
          [
            'يمكن أن يتبع `try` واحد عدة كتل `except`، لكل نوع خطأ ردّه: `ValueError` من `int`، و `ZeroDivisionError` من القسمة.',
            'One `try` can have several `except` blocks, each answering one kind of error: `ValueError` from `int`, `ZeroDivisionError` from the division.',
          ],
        ],
        hints: [
          ['ما الخطأان اللذان يمكن أن يحدثا هنا؟', 'Which two errors can happen here?'],
          [
            'اكتب كتلة `except` لكل نوع خطأ بعد `try` نفسه.',
            'Write one `except` block per kind of error after the same `try`.',
          ],
        ],
        tests: [
          { in: '17\n5', out: '3' },
          { in: '8\n0', out: 'cannot divide by zero' },
          { in: 'ten\n2', out: 'not a number', hidden: ['ليس عددًا', 'Not a number'] },
          { in: '0\n7', out: '0', hidden: ['المقسوم صفر', 'Zero divided'] },
          { in: '-7\n2', out: '-4', hidden: ['عدد سالب', 'A negative number'] },
        ],
      },
      {
        s: 'exceptions',
        d: 3,
        q: [
          'يكتب البرنامج الملف `data.txt` بثلاثة أسطر (كما في البداية)، ثم يقرأ اسم ملف ويطبع عدد أسطره بالشكل `3 lines`. إذا لم يوجد الملف يطبع `file not found` بدل أن يتوقف (`FileNotFoundError`).',
          'The program writes the file `data.txt` with three lines (as the starter does), then reads a file name and prints how many lines that file has, as `3 lines`. If the file does not exist it prints `file not found` instead of stopping (`FileNotFoundError`).',
        ],
        starter: py`with open("data.txt", "w") as f:
    f.write("Cairo\nGiza\nAswan\n")
name = input()

# your code here
`,
        sol: py`with open("data.txt", "w") as f:
    f.write("Cairo\nGiza\nAswan\n")
name = input()
try:
    with open(name) as f:
        count = len(f.readlines())
    print(count, "lines")
except FileNotFoundError:
    print("file not found")`,
        steps: [
          [
            'فتح ملف غير موجود للقراءة يرفع `FileNotFoundError`، فنضع `open` داخل `try`.',
            'Opening a missing file for reading raises `FileNotFoundError`, so `open` goes inside `try`.',
          ],
          [
            '`f.readlines()` تعطي قائمة بأسطر الملف، وطولها عدد الأسطر.',
            "`f.readlines()` gives a list of the file's lines, and its length is the number of lines.",
          ],
        ],
        hints: [
          ['أي سطر في البرنامج يفشل عندما لا يوجد الملف؟', 'Which line fails when the file does not exist?'],
          [
            'اسم الخطأ هو `FileNotFoundError`؛ و `readlines` تساعد على العد.',
            'The error is called `FileNotFoundError`; `readlines` helps with counting.',
          ],
        ],
        tests: [
          { in: 'data.txt', out: '3 lines' },
          { in: 'missing.txt', out: 'file not found' },
          {
            in: 'no_such_file_42.txt',
            out: 'file not found',
            hidden: ['ملف آخر غير موجود', 'Another missing file'],
          },
          { in: 'DATA.TXT', out: 'file not found', hidden: ['اسم بحروف مختلفة', 'A name in other letters'] },
        ],
      },
    ],
    'python',
  ),

  ...exercises(
    'python-classes',
    [
      {
        s: 'constructor',
        d: 1,
        q: [
          'اكتب صنفًا `Rectangle` يُنشأ بعرض وطول `Rectangle(width, height)`، وله دالة `area()` ترجع المساحة ودالة `perimeter()` ترجع المحيط.',
          'Write a class `Rectangle` made with a width and a height, `Rectangle(width, height)`, with a method `area()` that returns the area and a method `perimeter()` that returns the perimeter.',
        ],
        starter: py`class Rectangle:
    def __init__(self, width, height):
        # your code here
        pass
`,
        sol: py`class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)`,
        steps: [
          [
            '`__init__` يحفظ العرض والطول في الكائن نفسه (`self.width`) لتجدهما الدوال الأخرى.',
            '`__init__` keeps the width and height on the object itself (`self.width`) so the other methods find them.',
          ],
        ],
        hints: [
          [
            'المتغير المحلي في `__init__` يختفي بعد انتهائها؛ ما الذي يبقى مع الكائن؟',
            'A local variable in `__init__` is gone once it ends; what stays with the object?',
          ],
          ['كل دالة في الصنف تأخذ `self` أولًا.', 'Every method of the class takes `self` first.'],
        ],
        tests: [
          { call: 'r = Rectangle(3, 4)\nprint(r.area())', out: '12' },
          { call: 'r = Rectangle(3, 4)\nprint(r.perimeter())', out: '14' },
          {
            call: 'r = Rectangle(0, 5)\nprint(r.area(), r.perimeter())',
            out: '0 10',
            hidden: ['عرض صفر', 'A zero width'],
          },
          {
            call: 'a = Rectangle(1, 2)\nb = Rectangle(5, 5)\nprint(a.area(), b.area())',
            out: '2 25',
            hidden: ['مستطيلان مستقلان', 'Two separate rectangles'],
          },
        ],
      },
      {
        s: 'self',
        d: 1,
        q: [
          'اكتب صنفًا `Counter` يبدأ عدّه من صفر، وله `increment()` تزيده 1، و `reset()` تعيده صفرًا، و `value()` ترجع العدد الحالي.',
          'Write a class `Counter` whose count starts at zero, with `increment()` adding 1, `reset()` setting it back to zero and `value()` returning the current count.',
        ],
        starter: py`class Counter:
    # your code here
    pass
`,
        sol: py`class Counter:
    def __init__(self):
        self.count = 0

    def increment(self):
        self.count += 1

    def reset(self):
        self.count = 0

    def value(self):
        return self.count`,
        steps: [
          [
            'العدد حالة يحفظها كل كائن في `self.count`، يبدأ في `__init__` وتغيره الدوال الأخرى.',
            'The count is state each object keeps in `self.count`: set in `__init__`, changed by the other methods.',
          ],
        ],
        hints: [
          [
            'أين يبدأ العدد؟ في الدالة التي تعمل عند إنشاء الكائن.',
            'Where does the count start? In the method that runs when the object is made.',
          ],
          [
            'اكتب `self.` قبل اسم المتغير في كل دالة.',
            "Write `self.` before the variable's name in every method.",
          ],
        ],
        tests: [
          { call: 'c = Counter()\nc.increment()\nc.increment()\nprint(c.value())', out: '2' },
          { call: 'c = Counter()\nc.increment()\nc.reset()\nprint(c.value())', out: '0' },
          { call: 'c = Counter()\nprint(c.value())', out: '0', hidden: ['عداد جديد', 'A new counter'] },
          {
            call: 'a = Counter()\nb = Counter()\na.increment()\nprint(a.value(), b.value())',
            out: '1 0',
            hidden: ['عدادان مستقلان', 'Two separate counters'],
          },
        ],
      },
      {
        s: 'methods',
        d: 2,
        q: [
          'اكتب صنفًا `Student` يُنشأ باسم `Student(name)`، وله `add(mark)` تضيف درجة، و `average()` ترجع متوسط الدرجات (0 إذا لم توجد درجات).',
          'Write a class `Student` made with a name, `Student(name)`, with `add(mark)` adding a mark and `average()` returning the average of the marks (0 when there are none).',
        ],
        starter: py`class Student:
    def __init__(self, name):
        self.name = name
        # your code here
`,
        sol: py`class Student:
    def __init__(self, name):
        self.name = name
        self.marks = []

    def add(self, mark):
        self.marks.append(mark)

    def average(self):
        if not self.marks:
            return 0
        return sum(self.marks) / len(self.marks)`,
        steps: [
          [
            'كل طالب يحفظ قائمة درجاته في `self.marks`، تبدأ فارغة في `__init__`.',
            'Each student keeps a list of marks in `self.marks`, empty at first in `__init__`.',
          ],
          [
            'المتوسط = المجموع ÷ العدد، ونرجع 0 قبل القسمة إذا كانت القائمة فارغة.',
            'The average is the sum divided by the count; return 0 before dividing when the list is empty.',
          ],
        ],
        hints: [
          [
            'أين تحفظ الدرجات ليجدها `average` لاحقًا؟',
            'Where do you keep the marks so `average` finds them later?',
          ],
          [
            'لا تجعل القائمة متغيرًا على مستوى الصنف؛ كل طالب يحتاج قائمته.',
            'Do not make the list a class-level variable: each student needs their own.',
          ],
        ],
        tests: [
          { call: 's = Student("Mona")\ns.add(80)\ns.add(90)\nprint(s.average())', out: '85.0' },
          { call: 's = Student("Ali")\ns.add(70)\nprint(s.name, s.average())', out: 'Ali 70.0' },
          { call: 's = Student("Omar")\nprint(s.average())', out: '0', hidden: ['بلا درجات', 'No marks'] },
          {
            call: 'a = Student("A")\nb = Student("B")\na.add(100)\nprint(b.average())',
            out: '0',
            hidden: ['طالبان مستقلان', 'Two separate students'],
          },
        ],
      },
      {
        s: 'methods',
        d: 2,
        q: [
          'اكتب صنفًا `Wallet` يُنشأ برصيد `Wallet(balance)`، وله `spend(amount)` تخصم المبلغ وترجع `True` إذا كفى الرصيد، وإلا لا تخصم شيئًا وترجع `False`؛ و `balance` صفة تحمل الرصيد.',
          'Write a class `Wallet` made with a balance, `Wallet(balance)`, with `spend(amount)` that takes the amount off and returns `True` when the balance is enough, otherwise takes nothing and returns `False`; `balance` is an attribute holding the balance.',
        ],
        starter: py`class Wallet:
    def __init__(self, balance):
        self.balance = balance

    def spend(self, amount):
        # your code here
        pass
`,
        sol: py`class Wallet:
    def __init__(self, balance):
        self.balance = balance

    def spend(self, amount):
        if amount > self.balance:
            return False
        self.balance -= amount
        return True`,
        steps: [
          [
            'نختبر أولًا، ونغير الرصيد فقط إذا كفى؛ الإنفاق المساوي للرصيد مسموح ويتركه صفرًا.',
            'Test first and change the balance only when it is enough; spending exactly the balance is allowed and leaves zero.',
          ],
        ],
        hints: [
          ['متى يجب أن يُرفض الإنفاق؟', 'When must spending be refused?'],
          [
            'هل يجوز إنفاق الرصيد كله بالضبط؟ انتبه لـ `>` و `>=`.',
            'May the whole balance be spent exactly? Mind `>` versus `>=`.',
          ],
        ],
        tests: [
          { call: 'w = Wallet(100)\nprint(w.spend(30))\nprint(w.balance)', out: 'True\n70' },
          { call: 'w = Wallet(50)\nprint(w.spend(80))\nprint(w.balance)', out: 'False\n50' },
          {
            call: 'w = Wallet(40)\nprint(w.spend(40))\nprint(w.balance)',
            out: 'True\n0',
            hidden: ['الرصيد كله', 'The whole balance'],
          },
          {
            call: 'w = Wallet(0)\nprint(w.spend(1))\nprint(w.balance)',
            out: 'False\n0',
            hidden: ['رصيد صفر', 'A zero balance'],
          },
        ],
      },
      {
        s: 'class-attributes',
        d: 2,
        q: [
          'اكتب صنفًا `Product` يُنشأ باسم وسعر `Product(name, price)`، ويعدّ كل المنتجات المنشأة في صفة على مستوى الصنف `Product.count` تبدأ من صفر.',
          'Write a class `Product` made with a name and a price, `Product(name, price)`, that counts every product made in a class attribute `Product.count` starting at zero.',
        ],
        starter: py`class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price
        # your code here
`,
        sol: py`class Product:
    count = 0

    def __init__(self, name, price):
        self.name = name
        self.price = price
        Product.count += 1`,
        steps: [
          [
            'الصفة المكتوبة في جسم الصنف (`count = 0`) مشتركة بين كل الكائنات؛ نزيدها عبر اسم الصنف `Product.count`.',
            'An attribute written in the class body (`count = 0`) is shared by every object; increase it through the class name, `Product.count`.',
          ],
          [
            'لو كتبنا `self.count += 1` لصنع كل كائن نسخته الخاصة، وبقي `Product.count` صفرًا.',
            'Writing `self.count += 1` would give each object its own copy, leaving `Product.count` at zero.',
          ],
        ],
        hints: [
          ['أين تكتب صفة يشترك فيها كل الكائنات؟', 'Where do you write an attribute every object shares?'],
          [
            'في `__init__` زِد العدد عبر اسم الصنف، لا عبر `self`.',
            'In `__init__` increase the count through the class name, not through `self`.',
          ],
        ],
        tests: [
          { call: 'a = Product("tea", 30)\nb = Product("rice", 40)\nprint(Product.count)', out: '2' },
          { call: 'p = Product("milk", 35)\nprint(p.name, p.price, Product.count)', out: 'milk 35 1' },
          { call: 'print(Product.count)', out: '0', hidden: ['قبل إنشاء أي منتج', 'Before any product'] },
          {
            call: 'for i in range(5):\n    Product("x", i)\nprint(Product.count)',
            out: '5',
            hidden: ['منتجات في حلقة', 'Products made in a loop'],
          },
        ],
      },
      {
        s: 'inheritance',
        d: 3,
        q: [
          'اكتب صنفًا `Animal` يُنشأ باسم، وله `sound()` ترجع `"..."` و `describe()` ترجع `"<name> says <sound>"`. ثم صنفين يرثانه: `Dog` صوته `"Woof"` و `Cat` صوته `"Meow"`، يغيّران `sound()` فقط.',
          'Write a class `Animal` made with a name, with `sound()` returning `"..."` and `describe()` returning `"<name> says <sound>"`. Then two classes that inherit it: `Dog` whose sound is `"Woof"` and `Cat` whose sound is `"Meow"`, overriding only `sound()`.',
        ],
        starter: py`class Animal:
    def __init__(self, name):
        self.name = name

    # your code here
`,
        sol: py`class Animal:
    def __init__(self, name):
        self.name = name

    def sound(self):
        return "..."

    def describe(self):
        return self.name + " says " + self.sound()


class Dog(Animal):
    def sound(self):
        return "Woof"


class Cat(Animal):
    def sound(self):
        return "Meow"`,
        steps: [
          [
            '`describe` مكتوبة مرة واحدة في `Animal` وتستدعي `self.sound()`؛ فإذا كان الكائن كلبًا تُستدعى `sound` الخاصة بـ `Dog`.',
            "`describe` is written once, in `Animal`, and calls `self.sound()`; when the object is a dog, `Dog`'s own `sound` is the one called.",
          ],
        ],
        hints: [
          [
            'الصنف الوارث يُكتب `class Child(Parent):`.',
            'An inheriting class is written `class Child(Parent):`.',
          ],
          [
            'لا تكرر `describe` في الصنفين: يكفي أن يغيرا `sound`.',
            'Do not repeat `describe` in the two classes: changing `sound` is enough.',
          ],
        ],
        tests: [
          { call: 'print(Dog("Rex").describe())', out: 'Rex says Woof' },
          { call: 'print(Cat("Mishmish").describe())', out: 'Mishmish says Meow' },
          {
            call: 'print(Animal("Bird").describe())',
            out: 'Bird says ...',
            hidden: ['الصنف الأب', 'The parent class'],
          },
          {
            call: 'd = Dog("Max")\nprint(isinstance(d, Animal), d.name)',
            out: 'True Max',
            hidden: ['الكلب حيوان', 'A dog is an animal'],
          },
        ],
      },
    ],
    'python',
  ),
];
