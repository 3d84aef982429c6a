import type { Item } from '../../items/types';
import { choice, order, short, unit } from '../science/write';
import { PRINTS, whichLine } from './stems';

const php = 'php';

/** PHP, every topic. Snippets run inside `<?php` (PHP 8). */
export const PHP_ITEMS: Item[] = [
  ...unit(
    'php-basics',
    [
      short({
        s: 'interpolation',
        d: 1,
        q: PRINTS,
        code: '$name = "Nour";\necho "Hello $name";',
        acc: ['Hello Nour'],
        sol: [
          [
            'داخل علامات التنصيص المزدوجة يُستبدل المتغير بقيمته.',
            'Inside double quotes a variable is replaced by its value.',
          ],
        ],
        hints: [
          ['علامات التنصيص المزدوجة تقرأ المتغيرات داخلها.', 'Double quotes read the variables inside them.'],
          ['ما قيمة `$name`؟', 'What is the value of `$name`?'],
        ],
      }),
      choice({
        s: 'interpolation',
        d: 1,
        q: PRINTS,
        code: '$name = "Nour";\necho \'Hello $name\';',
        ok: ['`Hello $name`', '`Hello $name`'],
        wrong: [
          [
            ['`Hello Nour`', '`Hello Nour`'],
            ['علامات التنصيص المفردة لا تستبدل المتغيرات.', 'Single quotes do not replace variables.'],
          ],
          [
            ['`Hello`', '`Hello`'],
            ['النص يُطبع كما هو بما فيه `$name`.', 'The text prints as written, `$name` included.'],
          ],
          [
            ['خطأ: متغير غير معرّف', 'An error: undefined variable'],
            ['لا يُقرأ المتغير أصلًا داخل المفردة.', 'The variable is not even read inside single quotes.'],
          ],
        ],
        sol: [
          [
            'النص بين علامتين مفردتين حرفي: لا يُستبدل فيه أي متغير.',
            'A single-quoted string is literal: no variable is replaced.',
          ],
        ],
        hints: [
          ['قارن نوع علامات التنصيص بالمثال المعتاد.', 'Compare the kind of quotes with the usual example.'],
          ['أي نوع من العلامات يستبدل المتغيرات؟', 'Which kind of quotes replaces variables?'],
        ],
      }),
      short({
        s: 'coercion',
        d: 2,
        q: PRINTS,
        code: 'echo "5" + "3";',
        acc: ['8'],
        mistakes: [
          [
            '53',
            [
              'في PHP عامل الضم هو النقطة `.`، و `+` جمع عددي دائمًا.',
              'In PHP the join operator is `.`; `+` always adds numbers.',
            ],
          ],
        ],
        sol: [
          [
            '`+` في PHP عملية حسابية، فيحول النصين إلى عددين ويجمعهما.',
            '`+` in PHP is arithmetic, so both strings become numbers and are added.',
          ],
        ],
        hints: [
          ['ما عامل ضم النصوص في PHP؟', "What is PHP's string-join operator?"],
          ['`+` هنا لا يضم النصوص.', '`+` here does not join strings.'],
        ],
      }),
      short({
        s: 'functions',
        d: 1,
        q: PRINTS,
        code: 'echo strtoupper("php") . "!";',
        acc: ['PHP!'],
        sol: [
          [
            '`strtoupper` يحول الحروف إلى كبيرة، و `.` يضم علامة التعجب.',
            '`strtoupper` turns letters to capitals; `.` joins the exclamation mark.',
          ],
        ],
        hints: [
          ['ماذا تعني `upper`؟', 'What does `upper` mean?'],
          ['النقطة `.` تضم النصين.', 'The dot `.` joins the two strings.'],
        ],
      }),
      choice({
        s: 'concatenation',
        d: 1,
        q: whichLine([
          'البرنامج يتوقف بخطأ `TypeError` في PHP 8 بدل أن يطبع السعر.',
          'The program stops with a `TypeError` in PHP 8 instead of printing the price.',
        ]),
        code: '$item = "Koshary";\n$price = 25;\necho "Order: " . $item . "\\n";\necho "Price: " + $price;',
        ok: ['`echo "Price: " + $price;`', '`echo "Price: " + $price;`'],
        wrong: [
          [
            ['`$item = "Koshary";`', '`$item = "Koshary";`'],
            ['إسناد نص إلى متغير صحيح.', 'Assigning a string to a variable is fine.'],
          ],
          [
            ['`$price = 25;`', '`$price = 25;`'],
            [
              'السعر عدد، ولا مانع من ضمه إلى نص بالمعامل الصحيح.',
              'The price is a number, and it can be joined to text with the right operator.',
            ],
          ],
          [
            ['`echo "Order: " . $item . "\\n";`', '`echo "Order: " . $item . "\\n";`'],
            [
              'هذا السطر يضم النصوص بالنقطة، وهي معامل الضم في PHP.',
              'This line joins the strings with a dot, which is PHP’s joining operator.',
            ],
          ],
        ],
        sol: [
          [
            'في PHP المعامل `+` للأعداد فقط، وضم النصوص بالنقطة `.`. جمع نص غير رقمي مع عدد خطأ في PHP 8. الصحيح `echo "Price: " . $price;`.',
            'In PHP `+` is for numbers only; strings are joined with a dot, `.`. Adding a non-numeric string to a number is an error in PHP 8. The fix is `echo "Price: " . $price;`.',
          ],
        ],
        hints: [
          [
            'أي معامل يضم النصوص في PHP؟ قارن السطرين اللذين فيهما `echo`.',
            'Which operator joins strings in PHP? Compare the two `echo` lines.',
          ],
          ['ماذا يعني `+` بين نص وعدد؟', 'What does `+` mean between a string and a number?'],
        ],
      }),
    ],
    php,
  ),

  ...unit(
    'php-control',
    [
      short({
        s: 'for',
        d: 1,
        q: PRINTS,
        code: 'for ($i = 1; $i < 6; $i += 2) {\n    echo $i;\n}',
        acc: ['135'],
        mistakes: [['1357', ['7 ليست أقل من 6.', '7 is not below 6.']]],
        sol: [
          [
            '`$i` تأخذ 1 ثم 3 ثم 5، والتالية 7 لا تحقق الشرط، و `echo` لا يضيف مسافات.',
            '`$i` takes 1, 3, 5; the next, 7, fails; `echo` adds no spaces.',
          ],
        ],
        hints: [
          ['الخطوة هنا ليست 1.', 'The step here is not 1.'],
          ['توقف عندما يصبح الشرط `$i < 6` خطأ.', 'Stop when `$i < 6` is false.'],
        ],
      }),
      choice({
        s: 'comparison',
        d: 1,
        q: ['ما ناتج `var_dump("5" === 5);`؟', 'What does `var_dump("5" === 5);` show?'],
        ok: ['`bool(false)`', '`bool(false)`'],
        wrong: [
          [
            ['`bool(true)`', '`bool(true)`'],
            [
              'هذا ناتج `==` الذي يحول الأنواع؛ `===` يقارن النوع أيضًا.',
              'That is what `==` gives, converting types; `===` compares types too.',
            ],
          ],
          [
            ['`int(5)`', '`int(5)`'],
            ['ناتج المقارنة قيمة منطقية لا عدد.', 'A comparison gives a boolean, not a number.'],
          ],
          [
            ['خطأ', 'An error'],
            ['مقارنة نوعين مختلفين مسموحة.', 'Comparing different types is allowed.'],
          ],
        ],
        sol: [
          [
            '`===` يتطلب تساوي القيمة والنوع؛ `"5"` نص و `5` عدد.',
            '`===` needs equal value and type; `"5"` is a string and `5` an int.',
          ],
        ],
        hints: [
          ['ما الفرق بين `==` و `===`؟', 'How do `==` and `===` differ?'],
          ['هل النص والعدد من النوع نفسه؟', 'Are a string and an int the same type?'],
        ],
      }),
      short({
        s: 'foreach',
        d: 2,
        q: PRINTS,
        code: '$ages = ["Ali" => 14, "Mai" => 15];\nforeach ($ages as $n => $a) {\n    echo $n[0] . $a;\n}',
        acc: ['A14M15'],
        sol: [
          [
            'في كل دورة `$n` المفتاح و `$a` القيمة، و `$n[0]` أول حرف من الاسم.',
            "Each pass `$n` is the key and `$a` the value; `$n[0]` is the name's first letter.",
          ],
        ],
        hints: [
          ['`$n => $a` يعطي المفتاح ثم القيمة.', '`$n => $a` gives the key, then the value.'],
          ['`$n[0]` أول حرف في النص.', '`$n[0]` is the first character of the string.'],
        ],
      }),
      choice({
        s: 'variables',
        d: 1,
        q: ['هذا الكود يعطي خطأ. ما الإصلاح؟', 'This code gives an error. What is the fix?'],
        code: '$count = 5;\nif (count > 3) {\n    echo "many";\n}',
        ok: ['`if ($count > 3)`', '`if ($count > 3)`'],
        wrong: [
          [
            ['`if (count() > 3)`', '`if (count() > 3)`'],
            [
              '`count()` دالة لعد عناصر مصفوفة، لا المتغير.',
              "`count()` counts an array's elements; it is not the variable.",
            ],
          ],
          [
            ['`if ($count > "3")`', '`if ($count > "3")`'],
            ['المشكلة في اسم المتغير لا في العدد.', 'The problem is the variable name, not the number.'],
          ],
          [
            ['`if count > 3:`', '`if count > 3:`'],
            ['هذه صيغة بايثون.', 'That is Python syntax.'],
          ],
        ],
        sol: [
          [
            'كل متغير في PHP يبدأ بـ `$`؛ بدونها تُقرأ `count` ثابتًا غير معرّف.',
            'Every PHP variable starts with `$`; without it `count` is read as an undefined constant.',
          ],
        ],
        hints: [
          ['قارن السطر الأول بالشرط.', 'Compare the first line with the condition.'],
          ['بماذا تبدأ أسماء المتغيرات في PHP؟', 'What do PHP variable names start with?'],
        ],
      }),
      choice({
        s: 'comparison',
        d: 3,
        q: whichLine([
          'للبريد `admin@site.com` يطبع البرنامج `User` لا `Admin`.',
          'For the e-mail `admin@site.com` the program prints `User`, not `Admin`.',
        ]),
        code: '$email = "admin@site.com";\nif (strpos($email, "admin")) {\n    echo "Admin";\n} else {\n    echo "User";\n}',
        ok: ['`if (strpos($email, "admin")) {`', '`if (strpos($email, "admin")) {`'],
        wrong: [
          [
            ['`$email = "admin@site.com";`', '`$email = "admin@site.com";`'],
            [
              'البريد يحتوي `admin` فعلًا، فالمشكلة في طريقة الفحص.',
              'The e-mail does contain `admin`, so the trouble is in how it is checked.',
            ],
          ],
          [
            ['`echo "Admin";`', '`echo "Admin";`'],
            [
              'هذا الفرع لا ينفذ أصلًا؛ السبب في الشرط قبله.',
              'This branch never runs; the cause is in the condition before it.',
            ],
          ],
          [
            ['`echo "User";`', '`echo "User";`'],
            [
              'هذا الفرع ينفذ لأن الشرط خطأ، لا لأنه هو الخطأ.',
              'This branch runs because the condition is wrong, not because it is.',
            ],
          ],
        ],
        sol: [
          [
            '`strpos` تعيد موضع النص، وهو هنا 0 (في البداية)، و 0 يُعامل كـ false. عند عدم الوجود تعيد `false`، فنقارن بها بصرامة: `if (strpos($email, "admin") !== false) {` (أو `str_contains` في PHP 8).',
            '`strpos` returns the position of the text, here 0 (the very start), and 0 counts as false. When the text is missing it returns `false`, so compare strictly: `if (strpos($email, "admin") !== false) {` (or `str_contains` in PHP 8).',
          ],
        ],
        hints: [
          [
            'ماذا تعيد `strpos` عندما يكون النص في أول السلسلة؟',
            'What does `strpos` return when the text is at the very start?',
          ],
          [
            'ما الفرق بين 0 و `false` في شرط `if`؟ وكيف تفرّق `!==` بينهما؟',
            'How do 0 and `false` differ in an `if`? How does `!==` tell them apart?',
          ],
        ],
      }),
    ],
    php,
  ),

  ...unit(
    'php-functions',
    [
      short({
        s: 'defaults',
        d: 1,
        q: PRINTS,
        code: 'function add($a, $b = 2) {\n    return $a + $b;\n}\necho add(3);',
        acc: ['5'],
        sol: [
          [
            '`$b` لم يُمرر فأخذ قيمته الافتراضية، والناتج 3 + 2.',
            '`$b` was not passed, so it took its default; the result is 3 + 2.',
          ],
        ],
        hints: [
          ['انظر إلى `$b = 2` في التعريف.', 'Look at `$b = 2` in the definition.'],
          ['كم وسيطًا مررنا؟', 'How many arguments were passed?'],
        ],
      }),
      short({
        s: 'arrays',
        d: 1,
        q: PRINTS,
        code: '$nums = [3, 1, 2];\nsort($nums);\necho implode(",", $nums);',
        acc: ['1,2,3'],
        sol: [
          [
            '`sort` يرتب المصفوفة تصاعديًا في مكانها، و `implode` يضمها بفواصل.',
            '`sort` orders the array in place; `implode` joins it with commas.',
          ],
        ],
        hints: [
          ['`sort` يغير المصفوفة نفسها.', '`sort` changes the array itself.'],
          ['`implode(",", ...)` يضع فاصلة بين العناصر.', '`implode(",", ...)` puts a comma between items.'],
        ],
      }),
      choice({
        s: 'scope',
        d: 2,
        q: ['ماذا يحدث عند تنفيذ هذا الكود؟', 'What happens when this runs?'],
        code: '$x = 5;\nfunction show() {\n    echo $x;\n}\nshow();',
        ok: ['تحذير «متغير غير معرّف» ولا يُطبع 5', 'A "undefined variable" warning, and 5 is not printed'],
        wrong: [
          [
            ['يطبع `5`', 'It prints `5`'],
            [
              'الظن أن المتغيرات العامة مرئية داخل الدوال كما في جافاسكريبت؛ في PHP ليست كذلك.',
              'Thinking globals are visible inside functions as in JavaScript; in PHP they are not.',
            ],
          ],
          [
            ['يطبع `0`', 'It prints `0`'],
            [
              'المتغير غير المعرّف قيمته null وتُطبع نصًا فارغًا.',
              'An undefined variable is null and prints as nothing.',
            ],
          ],
          [
            ['خطأ قاتل يوقف البرنامج قبل التنفيذ', 'A fatal error before anything runs'],
            ['هو تحذير وقت التشغيل، لا خطأ ترجمة.', 'It is a run-time warning, not a parse error.'],
          ],
        ],
        sol: [
          [
            'الدوال في PHP لها نطاق خاص بها؛ لاستخدام `$x` نمرره معاملًا أو نكتب `global $x;` داخل الدالة.',
            'PHP functions have their own scope; pass `$x` as a parameter or write `global $x;` inside.',
          ],
        ],
        hints: [
          [
            'هل ترى الدالة متغيرات خارجها تلقائيًا في PHP؟',
            'Does a PHP function see outside variables by itself?',
          ],
          ['ما الكلمة التي تجلب متغيرًا عامًا إلى الدالة؟', 'Which keyword brings a global into a function?'],
        ],
      }),
      short({
        s: 'arrays',
        d: 1,
        q: PRINTS,
        code: '$a = [1, 2];\n$a[] = 3;\necho count($a);',
        acc: ['3'],
        mistakes: [['2', ['`$a[] = ...` يضيف عنصرًا في آخر المصفوفة.', '`$a[] = ...` appends an element.']]],
        sol: [
          [
            '`$a[]` بأقواس فارغة يضيف في النهاية، فتصير المصفوفة ثلاثة عناصر.',
            '`$a[]` with empty brackets appends, so the array holds three elements.',
          ],
        ],
        hints: [
          [
            'ماذا تعني الأقواس الفارغة `[]` عند الإسناد؟',
            'What do empty brackets `[]` mean in an assignment?',
          ],
          ['`count` يعد العناصر.', '`count` counts the elements.'],
        ],
      }),
      choice({
        s: 'arrays',
        d: 2,
        q: whichLine([
          'بعد `addTask($list, "Pray")` يطبع البرنامج 1 لا 2.',
          'After `addTask($list, "Pray")` the program prints 1, not 2.',
        ]),
        code: 'function addTask($tasks, $task) {\n    $tasks[] = $task;\n}\n$list = ["Study"];\naddTask($list, "Pray");\necho count($list);',
        ok: ['`function addTask($tasks, $task) {`', '`function addTask($tasks, $task) {`'],
        wrong: [
          [
            ['`$tasks[] = $task;`', '`$tasks[] = $task;`'],
            [
              '`[]` يضيف عنصرًا في آخر المصفوفة، لكن إلى نسخة داخل الدالة.',
              '`[]` does add an element at the end, but to a copy inside the function.',
            ],
          ],
          [
            ['`$list = ["Study"];`', '`$list = ["Study"];`'],
            ['القائمة تبدأ بمهمة واحدة كما هو مقصود.', 'The list starts with one task, as intended.'],
          ],
          [
            ['`echo count($list);`', '`echo count($list);`'],
            [
              '`count` يعدّ العناصر بدقة؛ القائمة نفسها لم تتغير.',
              '`count` counts correctly; the list itself did not change.',
            ],
          ],
        ],
        sol: [
          [
            'المصفوفات في PHP تُمرَّر بالقيمة: الدالة تضيف إلى نسخة. لتعديل مصفوفة المستدعي نمررها بالمرجع: `function addTask(&$tasks, $task) {` (أو نعيد المصفوفة ونسندها).',
            'PHP passes arrays by value: the function adds to a copy. To change the caller’s array, pass it by reference: `function addTask(&$tasks, $task) {` (or return the array and assign it).',
          ],
        ],
        hints: [
          [
            'هل `$tasks` داخل الدالة هو `$list` نفسه أم نسخة منه؟',
            'Is `$tasks` inside the function `$list` itself, or a copy?',
          ],
          [
            'الرمز `&` قبل اسم المعامل يجعله مرجعًا.',
            'An `&` before the parameter’s name makes it a reference.',
          ],
        ],
      }),
    ],
    php,
  ),

  ...unit(
    'php-forms',
    [
      choice({
        s: 'superglobals',
        d: 1,
        q: [
          'نموذج HTML مكتوب فيه `method="post"`. أين نجد بياناته في PHP؟',
          'An HTML form has `method="post"`. Where is its data in PHP?',
        ],
        ok: ['`$_POST`', '`$_POST`'],
        wrong: [
          [
            ['`$_GET`', '`$_GET`'],
            ['`$_GET` لبيانات الرابط (method="get").', '`$_GET` holds URL data (method="get").'],
          ],
          [
            ['`$_SESSION`', '`$_SESSION`'],
            [
              '`$_SESSION` لبيانات الجلسة المحفوظة على الخادم.',
              '`$_SESSION` holds session data on the server.',
            ],
          ],
          [
            ['`$_FORM`', '`$_FORM`'],
            ['لا يوجد متغير بهذا الاسم في PHP.', 'PHP has no such variable.'],
          ],
        ],
        sol: [
          [
            'طريقة الإرسال تحدد المتغير العام: post ← `$_POST`، و get ← `$_GET`.',
            'The method picks the superglobal: post → `$_POST`, get → `$_GET`.',
          ],
        ],
        hints: [
          ['اسم المتغير يطابق طريقة الإرسال.', "The variable's name matches the method."],
          ['المتغيرات العامة تبدأ بـ `$_` وحروف كبيرة.', 'Superglobals start with `$_` and capitals.'],
        ],
      }),
      choice({
        s: 'security',
        d: 2,
        q: [
          'نريد عرض الاسم القادم من الرابط في الصفحة بأمان. أي سطر نستخدم؟',
          'We want to show the name from the URL on the page safely. Which line?',
        ],
        ok: ['`echo htmlspecialchars($_GET["name"]);`', '`echo htmlspecialchars($_GET["name"]);`'],
        wrong: [
          [
            ['`echo $_GET["name"];`', '`echo $_GET["name"];`'],
            [
              'عرض المدخلات كما هي يسمح بحقن سكربت (XSS).',
              'Echoing input as is allows script injection (XSS).',
            ],
          ],
          [
            ['`echo trim($_GET["name"]);`', '`echo trim($_GET["name"]);`'],
            ['`trim` يحذف المسافات فقط ولا يمنع الوسوم.', '`trim` removes spaces only; tags get through.'],
          ],
          [
            ['`echo addslashes($_GET["name"]);`', '`echo addslashes($_GET["name"]);`'],
            [
              '`addslashes` لا يحول `<` و `>`، فلا يمنع XSS.',
              '`addslashes` does not escape `<` and `>`, so XSS remains.',
            ],
          ],
        ],
        sol: [
          [
            '`htmlspecialchars` يحول `<` و `>` و `&` وعلامات التنصيص إلى رموز HTML، فلا يُنفذ أي وسم.',
            '`htmlspecialchars` turns `<`, `>`, `&` and quotes into HTML entities, so no tag runs.',
          ],
        ],
        hints: [
          ['الخطر أن يكتب المستخدم وسم `<script>`.', 'The danger is the user typing a `<script>` tag.'],
          [
            'نحتاج دالة تحول الرموز الخاصة في HTML.',
            'We need a function that escapes HTML special characters.',
          ],
        ],
      }),
      short({
        s: 'get',
        d: 1,
        q: [
          'فُتحت الصفحة بالرابط `page.php?city=Aswan&day=2`. ماذا يطبع هذا الكود؟',
          'The page is opened as `page.php?city=Aswan&day=2`. What does this print?',
        ],
        code: 'echo $_GET["city"];',
        acc: ['Aswan'],
        sol: [
          [
            'ما بعد `?` أزواج مفتاح=قيمة تفصلها `&`، و `$_GET["city"]` قيمة المفتاح city.',
            'After `?` come key=value pairs separated by `&`; `$_GET["city"]` is the value of city.',
          ],
        ],
        hints: [
          ['ابحث عن `city=` في الرابط.', 'Find `city=` in the URL.'],
          ['القيمة تنتهي عند `&`.', 'The value ends at `&`.'],
        ],
      }),
      choice({
        s: 'validation',
        d: 2,
        q: [
          'أي شرط يتأكد أن حقل email أُرسل في النموذج قبل قراءته؟',
          'Which test checks that the email field was sent before reading it?',
        ],
        ok: ['`isset($_POST["email"])`', '`isset($_POST["email"])`'],
        wrong: [
          [
            ['`$_POST["email"] == true`', '`$_POST["email"] == true`'],
            [
              'قراءة مفتاح غير موجود تعطي تحذيرًا قبل المقارنة.',
              'Reading a missing key warns before any comparison.',
            ],
          ],
          [
            ['`$_POST.has("email")`', '`$_POST.has("email")`'],
            ['هذه ليست صيغة PHP؛ المصفوفات ليس لها دوال.', 'That is not PHP; arrays have no methods.'],
          ],
          [
            ['`exists($_POST["email"])`', '`exists($_POST["email"])`'],
            ['لا توجد دالة `exists` في PHP.', 'PHP has no `exists` function.'],
          ],
        ],
        sol: [
          [
            '`isset` يرجع true إذا كان المفتاح موجودًا وقيمته ليست null، دون تحذير.',
            '`isset` returns true when the key exists and is not null, without a warning.',
          ],
        ],
        hints: [
          ['نريد معرفة وجود المفتاح، لا قيمته.', 'We want to know the key exists, not its value.'],
          ['الدالة اسمها يعني «هل عُيّن؟».', 'The function\'s name means "is it set?".'],
        ],
      }),
      choice({
        s: 'validation',
        d: 2,
        q: whichLine([
          'عندما يُرسل النموذج وحقل البريد فارغ، يطبع البرنامج رسالة الشكر مع ذلك.',
          'When the form is sent with the e-mail field empty, the program still prints the thank-you message.',
        ]),
        code: 'if ($_SERVER["REQUEST_METHOD"] === "POST") {\n    $email = trim($_POST["email"] ?? "");\n    if (isset($email)) {\n        echo "Thanks! We will write to " . htmlspecialchars($email);\n    }\n}',
        ok: ['`if (isset($email)) {`', '`if (isset($email)) {`'],
        wrong: [
          [
            [
              '`if ($_SERVER["REQUEST_METHOD"] === "POST") {`',
              '`if ($_SERVER["REQUEST_METHOD"] === "POST") {`',
            ],
            [
              'فحص طريقة الطلب صحيح: النموذج يُرسل بـ POST.',
              'Checking the request method is right: the form is sent with POST.',
            ],
          ],
          [
            ['`$email = trim($_POST["email"] ?? "");`', '`$email = trim($_POST["email"] ?? "");`'],
            [
              'هذا السطر يقرأ الحقل بأمان ويحذف المسافات؛ الناتج نص فارغ عند عدم الكتابة.',
              'This line reads the field safely and trims it; the result is an empty string when nothing was typed.',
            ],
          ],
          [
            [
              '`echo "Thanks! We will write to " . htmlspecialchars($email);`',
              '`echo "Thanks! We will write to " . htmlspecialchars($email);`',
            ],
            [
              'الطباعة آمنة بفضل `htmlspecialchars`؛ المشكلة أنها تنفذ حين لا يجب.',
              'The print is safe thanks to `htmlspecialchars`; the trouble is that it runs when it should not.',
            ],
          ],
        ],
        sol: [
          [
            '`isset` يسأل فقط إن كان المتغير موجودًا وليس `null`، والنص الفارغ موجود. نفحص المحتوى: `if ($email !== "" && filter_var($email, FILTER_VALIDATE_EMAIL)) {`.',
            '`isset` only asks whether the variable exists and is not `null`, and an empty string exists. Check the content: `if ($email !== "" && filter_var($email, FILTER_VALIDATE_EMAIL)) {`.',
          ],
        ],
        hints: [
          ['ما قيمة `$email` عندما يُترك الحقل فارغًا؟', 'What is `$email` when the field is left empty?'],
          ['هل `isset("")` صحيح أم خطأ؟', 'Is `isset` true or false for an empty string?'],
        ],
      }),
    ],
    php,
  ),

  ...unit(
    'php-sessions',
    [
      choice({
        s: 'start',
        d: 1,
        q: [
          'ما الذي يجب استدعاؤه قبل استخدام `$_SESSION` في الصفحة؟',
          'What must be called before `$_SESSION` is used on a page?',
        ],
        ok: ['`session_start()`', '`session_start()`'],
        wrong: [
          [
            ['`session_open()`', '`session_open()`'],
            ['لا توجد دالة بهذا الاسم.', 'There is no such function.'],
          ],
          [
            ['`setcookie("session")`', '`setcookie("session")`'],
            [
              'PHP ترسل ملف تعريف الجلسة تلقائيًا عند بدء الجلسة.',
              'PHP sends the session cookie itself when the session starts.',
            ],
          ],
          [
            ['لا شيء؛ `$_SESSION` جاهزة دائمًا', 'Nothing; `$_SESSION` is always ready'],
            [
              'بدون بدء الجلسة لا تُحمّل بيانات الجلسة ولا تُحفظ.',
              'Without starting the session its data is neither loaded nor saved.',
            ],
          ],
        ],
        sol: [
          [
            '`session_start()` يبدأ الجلسة أو يستأنفها ويحمل بياناتها في `$_SESSION`، ويُستدعى قبل أي إخراج.',
            '`session_start()` starts or resumes the session and loads it into `$_SESSION`; call it before any output.',
          ],
        ],
        hints: [
          ['الجلسة تحتاج أن «تبدأ».', 'The session has to be "started".'],
          ['اسم الدالة من كلمتين: session و start.', "The function's name is made of session and start."],
        ],
      }),
      order({
        s: 'counter',
        d: 2,
        q: [
          'رتب الأسطر ليعد البرنامج زيارات المستخدم للصفحة ويطبع العدد:',
          "Order the lines so the program counts the user's visits to the page and prints the count:",
        ],
        seq: [
          'session_start();',
          'if (!isset($_SESSION["visits"])) $_SESSION["visits"] = 0;',
          '$_SESSION["visits"]++;',
          'echo $_SESSION["visits"];',
        ],
        sol: [
          [
            'نبدأ الجلسة، ثم نهيئ العداد إن لم يوجد، ثم نزيده، ثم نطبعه.',
            'Start the session, set the counter up if missing, increase it, then print it.',
          ],
        ],
        hints: [
          [
            'لا يمكن استخدام `$_SESSION` قبل بدء الجلسة.',
            '`$_SESSION` cannot be used before the session starts.',
          ],
          ['العداد يُهيأ قبل زيادته.', 'The counter is set up before it is increased.'],
        ],
      }),
      choice({
        s: 'storage',
        d: 2,
        q: ['أين تُخزن بيانات `$_SESSION`؟', 'Where is `$_SESSION` data stored?'],
        ok: [
          'على الخادم، والمتصفح يحمل معرّف الجلسة فقط',
          'On the server; the browser holds only the session id',
        ],
        wrong: [
          [
            ['في المتصفح داخل ملف تعريف ارتباط', 'In the browser, inside a cookie'],
            [
              'هذا حال `$_COOKIE`؛ بيانات الجلسة تبقى على الخادم.',
              'That is `$_COOKIE`; session data stays on the server.',
            ],
          ],
          [
            ['في الرابط مع كل طلب', 'In the URL with every request'],
            ['البيانات لا تُرسل في الرابط.', 'The data is not sent in the URL.'],
          ],
          [
            ['في قاعدة البيانات دائمًا', 'Always in the database'],
            [
              'الافتراضي ملفات على الخادم؛ قاعدة البيانات خيار يُضبط.',
              'The default is files on the server; a database is an option you configure.',
            ],
          ],
        ],
        sol: [
          [
            'الخادم يحفظ البيانات ويرسل للمتصفح ملف ارتباط فيه المعرّف (PHPSESSID) فقط.',
            'The server keeps the data and sends the browser a cookie with just the id (PHPSESSID).',
          ],
        ],
        hints: [
          ['ما الفرق بين الجلسة وملف تعريف الارتباط؟', 'How does a session differ from a cookie?'],
          ['ماذا يحمل ملف PHPSESSID؟', 'What does the PHPSESSID cookie hold?'],
        ],
      }),
      choice({
        s: 'cookies',
        d: 1,
        q: ['كم يبقى ملف الارتباط الذي يضبطه هذا السطر؟', 'How long does the cookie set by this line last?'],
        code: 'setcookie("lang", "ar", time() + 3600);',
        ok: ['ساعة واحدة', 'One hour'],
        wrong: [
          [
            ['3600 يوم', '3600 days'],
            [
              '`time()` بالثواني، فالإضافة ثوانٍ لا أيام.',
              '`time()` is in seconds, so the added amount is seconds, not days.',
            ],
          ],
          [
            ['حتى يُغلق المتصفح', 'Until the browser closes'],
            ['هذا إذا لم نعطِ وقت انتهاء.', 'That happens only when no expiry is given.'],
          ],
          [
            ['يوم واحد', 'One day'],
            ['اليوم 86400 ثانية.', 'A day is 86400 seconds.'],
          ],
        ],
        sol: [
          [
            '`time()` الوقت الحالي بالثواني، و 3600 ثانية = 60 × 60 ثانية.',
            '`time()` is now in seconds; 3600 seconds = 60 × 60 seconds.',
          ],
        ],
        hints: [
          ['بأي وحدة يعمل `time()`؟', 'What unit does `time()` use?'],
          [
            'كم ثانية في الدقيقة، وكم دقيقة في الساعة؟',
            'How many seconds in a minute, and minutes in an hour?',
          ],
        ],
      }),
      choice({
        s: 'counter',
        d: 2,
        q: whichLine([
          'عدّاد الزيارات يطبع `Visit number 1` في كل مرة تُفتح الصفحة.',
          'The visit counter prints `Visit number 1` every time the page is opened.',
        ]),
        code: 'session_start();\n$_SESSION["visits"] = 0;\n$_SESSION["visits"]++;\necho "Visit number " . $_SESSION["visits"];',
        ok: ['`$_SESSION["visits"] = 0;`', '`$_SESSION["visits"] = 0;`'],
        wrong: [
          [
            ['`session_start();`', '`session_start();`'],
            [
              'بدء الجلسة أولًا صحيح وضروري لقراءة `$_SESSION`.',
              'Starting the session first is right, and needed to read `$_SESSION`.',
            ],
          ],
          [
            ['`$_SESSION["visits"]++;`', '`$_SESSION["visits"]++;`'],
            [
              'الزيادة صحيحة؛ لكنها تبدأ من صفر في كل مرة.',
              'The increment is right; it just starts from zero every time.',
            ],
          ],
          [
            [
              '`echo "Visit number " . $_SESSION["visits"];`',
              '`echo "Visit number " . $_SESSION["visits"];`',
            ],
            [
              'الطباعة تعرض القيمة كما هي؛ القيمة نفسها هي المشكلة.',
              'The print shows the value as it is; the value itself is the trouble.',
            ],
          ],
        ],
        sol: [
          [
            'الجلسة تحفظ العدد بين الزيارات، لكن السطر الثاني يعيده إلى صفر في كل زيارة. نضع الصفر فقط في أول زيارة: `$_SESSION["visits"] ??= 0;` (أو داخل `if (!isset(...))`).',
            'The session keeps the count between visits, but the second line resets it to zero on every visit. Set zero only on the first visit: `$_SESSION["visits"] ??= 0;` (or inside `if (!isset(...))`).',
          ],
        ],
        hints: [
          [
            'أي سطر ينفذ في كل زيارة ويمحو ما حُفظ؟',
            'Which line runs on every visit and wipes what was kept?',
          ],
          [
            'الصفر يجب أن يوضع مرة واحدة فقط، عندما لا توجد قيمة بعد.',
            'The zero must be set only once, when there is no value yet.',
          ],
        ],
      }),
    ],
    php,
  ),

  ...unit(
    'php-database',
    [
      choice({
        s: 'injection',
        d: 2,
        q: [
          'ما الطريقة الصحيحة لمنع حقن SQL عند البحث بمعرّف قادم من المستخدم؟',
          'What is the right way to prevent SQL injection when searching by a user-supplied id?',
        ],
        ok: [
          'استعلام مُجهز بعلامة `?` ثم `execute([$id])`',
          'A prepared statement with `?`, then `execute([$id])`',
        ],
        wrong: [
          [
            [
              'ضم المتغير داخل نص الاستعلام بين علامتي تنصيص',
              'Join the variable into the query inside quotes',
            ],
            [
              'المستخدم يستطيع إغلاق علامة التنصيص وإضافة أوامره.',
              'The user can close the quote and add their own SQL.',
            ],
          ],
          [
            ['استخدام `addslashes` فقط', 'Use `addslashes` only'],
            [
              'الهروب اليدوي غير موثوق ويختلف باختلاف الترميز.',
              'Hand escaping is unreliable and depends on the encoding.',
            ],
          ],
          [
            ['إخفاء رسائل الخطأ', 'Hide the error messages'],
            [
              'الإخفاء لا يمنع الحقن، بل يخفيه فقط.',
              'Hiding errors does not stop injection; it only hides it.',
            ],
          ],
        ],
        sol: [
          [
            'في الاستعلام المجهز يُرسل نص SQL والقيم منفصلين، فلا تُفهم القيمة أبدًا كأوامر.',
            'A prepared statement sends the SQL and the values separately, so a value is never read as SQL.',
          ],
        ],
        hints: [
          [
            'المشكلة أن القيمة تصبح جزءًا من نص الأمر.',
            'The problem is the value becoming part of the command text.',
          ],
          ['PDO لديها `prepare` و `execute`.', 'PDO has `prepare` and `execute`.'],
        ],
      }),
      order({
        s: 'pdo',
        d: 2,
        q: [
          'رتب الأسطر لقراءة اسم الطالب ذي المعرّف `$id` وطباعته:',
          'Order the lines to read and print the name of the student with id `$id`:',
        ],
        seq: [
          '$pdo = new PDO($dsn, $user, $pass);',
          '$stmt = $pdo->prepare("SELECT name FROM students WHERE id = ?");',
          '$stmt->execute([$id]);',
          '$row = $stmt->fetch();',
          'echo $row["name"];',
        ],
        sol: [
          [
            'الاتصال، ثم تجهيز الاستعلام، ثم تنفيذه بالقيمة، ثم جلب الصف، ثم الطباعة.',
            'Connect, prepare the query, execute it with the value, fetch the row, then print.',
          ],
        ],
        hints: [
          [
            'كل سطر يستخدم متغيرًا يعرّفه السطر الذي قبله.',
            'Each line uses a variable the line before defines.',
          ],
          ['التنفيذ يسبق الجلب.', 'Execute comes before fetch.'],
        ],
      }),
      choice({
        s: 'fetch',
        d: 1,
        q: [
          'ماذا ترجع `$stmt->fetchAll()` بعد تنفيذ استعلام SELECT؟',
          'What does `$stmt->fetchAll()` return after a SELECT?',
        ],
        ok: ['مصفوفة بكل الصفوف الناتجة', 'An array of all the result rows'],
        wrong: [
          [
            ['الصف الأول فقط', 'Only the first row'],
            ['هذا ما ترجعه `fetch()`.', 'That is what `fetch()` returns.'],
          ],
          [
            ['عدد الصفوف', 'The number of rows'],
            [
              'العدد من `rowCount()` أو `count()` على المصفوفة.',
              'A count comes from `rowCount()` or `count()` on the array.',
            ],
          ],
          [
            ['نص الاستعلام', 'The query text'],
            ['النص يبقى في `queryString`.', 'The text is in `queryString`.'],
          ],
        ],
        sol: [
          [
            '`fetchAll` تجلب كل الصفوف دفعة واحدة في مصفوفة، كل عنصر صف.',
            '`fetchAll` pulls every row at once into an array, one element per row.',
          ],
        ],
        hints: [
          ['قارن `fetch` بـ `fetchAll`.', 'Compare `fetch` with `fetchAll`.'],
          ['«All» تعني الكل.', '"All" means all of them.'],
        ],
      }),
      choice({
        s: 'passwords',
        d: 2,
        q: ['كيف نحفظ كلمة المرور في قاعدة البيانات؟', 'How should a password be stored in the database?'],
        ok: [
          '`password_hash($pass, PASSWORD_DEFAULT)` ثم `password_verify` عند الدخول',
          '`password_hash($pass, PASSWORD_DEFAULT)`, then `password_verify` on sign-in',
        ],
        wrong: [
          [
            ['`md5($pass)`', '`md5($pass)`'],
            [
              'MD5 سريع ومكسور، ويمكن تخمين كلماته بسرعة.',
              'MD5 is fast and broken; its hashes are guessed quickly.',
            ],
          ],
          [
            ['`base64_encode($pass)`', '`base64_encode($pass)`'],
            ['Base64 ترميز يُعكس فورًا، ليس تجزئة.', 'Base64 is an encoding, instantly reversed, not a hash.'],
          ],
          [
            ['نصًا كما هي مع حماية قاعدة البيانات', 'As plain text, with the database protected'],
            ['أي تسريب للقاعدة يكشف كل كلمات المرور.', 'Any leak of the database exposes every password.'],
          ],
        ],
        sol: [
          [
            '`password_hash` يستخدم خوارزمية بطيئة بملح عشوائي، و `password_verify` يقارن دون حاجة لمعرفة كلمة المرور الأصلية.',
            '`password_hash` uses a slow algorithm with a random salt; `password_verify` checks without ever needing the original.',
          ],
        ],
        hints: [
          ['نريد تجزئة بطيئة مع ملح، لا ترميزًا.', 'We want a slow, salted hash, not an encoding.'],
          ['PHP لها دالتان مخصصتان لكلمات المرور.', 'PHP has two functions made for passwords.'],
        ],
      }),
      choice({
        s: 'pdo',
        d: 3,
        q: whichLine([
          'الاستعلام لا يجد أي طالب حتى لاسم موجود، أو يتوقف بخطأ في عدد المعاملات.',
          'The query finds no student even for a name that exists, or stops with an error about the number of parameters.',
        ]),
        code: '$name = $_GET["name"] ?? "";\n$stmt = $pdo->prepare("SELECT * FROM students WHERE name = \'?\'");\n$stmt->execute([$name]);\n$students = $stmt->fetchAll();',
        ok: [
          '`$stmt = $pdo->prepare("SELECT * FROM students WHERE name = \'?\'");`',
          '`$stmt = $pdo->prepare("SELECT * FROM students WHERE name = \'?\'");`',
        ],
        wrong: [
          [
            ['`$name = $_GET["name"] ?? "";`', '`$name = $_GET["name"] ?? "";`'],
            [
              'قراءة المعامل بقيمة افتراضية صحيحة، والاستعلام المُعد يحمي من الحقن.',
              'Reading the parameter with a default is fine, and a prepared query guards against injection.',
            ],
          ],
          [
            ['`$stmt->execute([$name]);`', '`$stmt->execute([$name]);`'],
            [
              'تمرير القيم في مصفوفة هو الطريقة الصحيحة مع `execute`.',
              'Passing the values in an array is the right way with `execute`.',
            ],
          ],
          [
            ['`$students = $stmt->fetchAll();`', '`$students = $stmt->fetchAll();`'],
            [
              '`fetchAll` يعيد كل الصفوف؛ المشكلة أن الاستعلام نفسه لا يطابق شيئًا.',
              '`fetchAll` returns every row; the trouble is that the query itself matches nothing.',
            ],
          ],
        ],
        sol: [
          [
            'علامة `?` بين علامتي تنصيص تصبح نصًا عاديًا (اسمًا حرفه علامة استفهام) لا مكانًا لقيمة. العنصر النائب يُكتب بلا تنصيص، و PDO يضع القيمة بأمان: `WHERE name = ?`.',
            'A `?` inside quotes becomes plain text (a name that is a question mark), not a placeholder. A placeholder is written without quotes, and PDO puts the value in safely: `WHERE name = ?`.',
          ],
        ],
        hints: [
          [
            'في الاستعلامات المُعدّة، من يضع علامات التنصيص حول القيمة: أنت أم PDO؟',
            'In a prepared query, who puts the quotes around the value: you or PDO?',
          ],
          [
            'ماذا تصبح `?` عندما تكون داخل نص SQL بين تنصيصين؟',
            'What does a `?` become when it sits inside a quoted SQL string?',
          ],
        ],
      }),
    ],
    php,
  ),
];
