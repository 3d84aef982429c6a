import type { Item } from '../../items/types';
import { choice, order, short, unit } from '../science/write';
import { PRINTS, orderToPrint } from './stems';

const ts = 'typescript';

/** TypeScript, every topic (strict mode). */
export const TYPESCRIPT_ITEMS: Item[] = [
  ...unit(
    'typescript-types',
    [
      choice({
        s: 'annotations',
        d: 1,
        q: [
          'ماذا يحدث عند فحص هذا السطر بمترجم تايب سكريبت؟',
          'What happens when the TypeScript compiler checks this line?',
        ],
        code: 'let n: number = "5";',
        ok: ['خطأ: النوع string لا يُسند إلى number', 'An error: type string is not assignable to number'],
        wrong: [
          [
            ['يعمل وتتحول القيمة إلى 5', 'It works and the value becomes 5'],
            [
              'تايب سكريبت لا يحول الأنواع؛ يرفض الإسناد.',
              'TypeScript does not convert types; it rejects the assignment.',
            ],
          ],
          [
            ['يعمل ويصبح نوع `n` هو string', 'It works and `n` becomes a string'],
            ['النوع المكتوب `number` هو الذي يحكم.', 'The written type `number` rules.'],
          ],
          [
            ['خطأ فقط عند التشغيل', 'Only a run-time error'],
            ['الفحص يحدث عند الترجمة قبل التشغيل.', 'The check happens at compile time, before running.'],
          ],
        ],
        sol: [
          [
            'النوع المعلن `number`، والقيمة نص، فيرفض المترجم الإسناد.',
            'The declared type is `number` and the value is a string, so the compiler rejects it.',
          ],
        ],
        hints: [
          ['قارن النوع المكتوب بنوع القيمة.', "Compare the written type with the value's type."],
          ['هل `"5"` عدد أم نص؟', 'Is `"5"` a number or a string?'],
        ],
      }),
      short({
        s: 'inference',
        d: 2,
        q: ['ما النوع الذي يستنتجه تايب سكريبت للمتغير `x`؟', 'What type does TypeScript infer for `x`?'],
        code: 'let x = [1, "a"];',
        acc: [
          '(string | number)[]',
          '(number | string)[]',
          '(string|number)[]',
          '(number|string)[]',
          'Array<string | number>',
          'Array<number | string>',
        ],
        kt: ['(string | number)[]', '(string | number)[]'],
        mistakes: [
          [
            '[number, string]',
            [
              'تايب سكريبت يستنتج مصفوفة لا صفًا (tuple) إلا إذا طلبنا.',
              'TypeScript infers an array, not a tuple, unless asked.',
            ],
          ],
        ],
        sol: [
          [
            'العناصر عدد ونص، فيستنتج مصفوفة عناصرها من اتحاد النوعين.',
            'The elements are a number and a string, so it infers an array of their union.',
          ],
        ],
        hints: [
          ['ما نوعا العنصرين؟', "What are the two elements' types?"],
          [
            'الاستنتاج يعطي مصفوفة عناصرها اتحاد الأنواع بـ `|`.',
            'Inference gives an array whose element type is a `|` union.',
          ],
        ],
      }),
      choice({
        s: 'unknown',
        d: 3,
        q: ['أي سطر يُترجم دون خطأ؟', 'Which line compiles without an error?'],
        code: 'let v: unknown = "hello";',
        ok: [
          '`if (typeof v === "string") console.log(v.length);`',
          '`if (typeof v === "string") console.log(v.length);`',
        ],
        wrong: [
          [
            ['`console.log(v.length);`', '`console.log(v.length);`'],
            [
              '`unknown` لا يسمح بأي عملية قبل تضييق نوعه، بخلاف `any`.',
              '`unknown` allows nothing until it is narrowed, unlike `any`.',
            ],
          ],
          [
            ['`const n: number = v;`', '`const n: number = v;`'],
            [
              'لا يُسند `unknown` إلى نوع محدد دون فحص.',
              '`unknown` cannot be assigned to a specific type without a check.',
            ],
          ],
          [
            ['`v.toUpperCase();`', '`v.toUpperCase();`'],
            [
              'حتى لو كان نصًا فعلًا، المترجم لا يعرف ذلك دون فحص.',
              'Even if it is a string, the compiler does not know without a check.',
            ],
          ],
        ],
        sol: [
          [
            'مع `unknown` يجب التضييق أولًا؛ داخل `typeof v === "string"` يعرف المترجم أن `v` نص.',
            'With `unknown` you must narrow first; inside `typeof v === "string"` the compiler knows `v` is a string.',
          ],
        ],
        hints: [
          ['ما الفرق بين `any` و `unknown`؟', 'How do `any` and `unknown` differ?'],
          ['ابحث عن سطر يفحص النوع قبل استخدامه.', 'Look for the line that checks the type before use.'],
        ],
      }),
      short({
        s: 'tuples',
        d: 1,
        q: PRINTS,
        code: 'const t: [string, number] = ["a", 1];\nconsole.log(t.length);',
        acc: ['2'],
        sol: [
          [
            'الصف (tuple) له طول ثابت يساوي عدد الأنواع في تعريفه.',
            'A tuple has a fixed length, the number of types in its definition.',
          ],
        ],
        hints: [
          ['كم نوعًا داخل `[string, number]`؟', 'How many types are inside `[string, number]`?'],
          ['`length` عدد العناصر.', '`length` counts the elements.'],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-functions',
    [
      choice({
        s: 'optional',
        d: 1,
        q: ['أي استدعاء لا يُترجم؟', 'Which call does not compile?'],
        code: 'function f(a: number, b?: number): number {\n  return a + (b ?? 0);\n}',
        ok: ['`const r = f();`', '`const r = f();`'],
        wrong: [
          [
            ['`const r = f(1);`', '`const r = f(1);`'],
            ['`b` اختياري بعلامة `?` فيمكن حذفه.', '`b` is optional (`?`), so it may be left out.'],
          ],
          [
            ['`const r = f(1, 2);`', '`const r = f(1, 2);`'],
            ['تمرير المعاملين صحيح.', 'Passing both is fine.'],
          ],
          [
            ['`const r = f(1, undefined);`', '`const r = f(1, undefined);`'],
            [
              'المعامل الاختياري يقبل `undefined` صراحة.',
              'An optional parameter accepts `undefined` explicitly.',
            ],
          ],
        ],
        sol: [
          [
            '`a` إلزامي، فالاستدعاء بدون وسائط يعطي خطأ `Expected 1-2 arguments`.',
            '`a` is required, so a call with no arguments fails: "Expected 1-2 arguments".',
          ],
        ],
        hints: [
          ['أي المعاملين اختياري؟', 'Which parameter is optional?'],
          ['المعامل بدون `?` يجب تمريره.', 'A parameter without `?` must be passed.'],
        ],
      }),
      short({
        s: 'return-types',
        d: 1,
        q: PRINTS,
        code: 'function greet(name: string): string {\n  return "Hi " + name;\n}\nconsole.log(greet("Lina"));',
        acc: ['Hi Lina'],
        sol: [
          [
            'الدالة ترجع النص `"Hi "` مضمومًا إليه الاسم.',
            'The function returns `"Hi "` joined with the name.',
          ],
        ],
        hints: [
          ['الأنواع لا تغير ما يطبع.', 'The types do not change what prints.'],
          ['انتبه للمسافة بعد Hi.', 'Mind the space after Hi.'],
        ],
      }),
      order({
        s: 'declare-call',
        d: 1,
        q: orderToPrint('15'),
        seq: [
          'function area(w: number, h: number): number {',
          '  return w * h;',
          '}',
          'const a = area(3, 5);',
          'console.log(a);',
        ],
        sol: [
          [
            'نعرّف الدالة بجسمها، ثم نستدعيها ونخزن الناتج، ثم نطبعه.',
            'Define the function with its body, call it and keep the result, then print it.',
          ],
        ],
        hints: [
          ['جسم الدالة بين القوسين المعقوصين.', 'The body sits between the braces.'],
          ['لا يمكن طباعة `a` قبل تعريفه.', '`a` cannot be printed before it is declared.'],
        ],
      }),
      short({
        s: 'function-types',
        d: 2,
        q: PRINTS,
        code: 'let op: (a: number, b: number) => number;\nop = (x, y) => x * y;\nconsole.log(op(3, 4));',
        acc: ['12'],
        sol: [
          [
            '`op` من نوع دالة تأخذ عددين وترجع عددًا، وأسندنا إليها دالة ضرب.',
            '`op` is typed as a function of two numbers returning a number; it is given a multiplying function.',
          ],
        ],
        hints: [
          [
            'أسماء المعاملات في النوع لا يلزم أن تطابق الدالة.',
            'Parameter names in the type need not match.',
          ],
          [
            'ماذا تفعل الدالة المسندة بالوسيطين؟',
            'What does the assigned function do with its two arguments?',
          ],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-interfaces',
    [
      choice({
        s: 'required',
        d: 1,
        q: ['لماذا لا يُترجم هذا الكود؟', 'Why does this code not compile?'],
        code: 'interface User {\n  name: string;\n  age: number;\n}\nconst u: User = { name: "Ali" };',
        ok: ['الخاصية `age` مطلوبة وغير موجودة', 'The required property `age` is missing'],
        wrong: [
          [
            ['لا خطأ؛ `age` تصبح undefined', 'No error; `age` becomes undefined'],
            ['الخصائص بدون `?` إلزامية.', 'Properties without `?` are required.'],
          ],
          [
            ['الواجهات لا تُستخدم مع const', 'Interfaces cannot be used with const'],
            ['يمكن استخدام الواجهة نوعًا لأي متغير.', 'An interface can type any variable.'],
          ],
          [
            ['يجب كتابة `new User(...)`', 'It must use `new User(...)`'],
            ['الواجهة ليست صنفًا ولا تُنشأ بـ `new`.', 'An interface is not a class and cannot be `new`ed.'],
          ],
        ],
        sol: [
          [
            'الكائن يجب أن يحوي كل الخصائص الإلزامية في الواجهة؛ `age` ناقصة.',
            'The object must have every required property; `age` is missing.',
          ],
        ],
        hints: [
          ['قارن خصائص الكائن بخصائص الواجهة.', "Compare the object's properties with the interface's."],
          ['الخاصية الاختيارية تُكتب بعلامة `?`.', 'An optional property is written with `?`.'],
        ],
      }),
      choice({
        s: 'optional',
        d: 2,
        q: [
          'مع `interface User { name: string; age?: number }`، ما نوع `u.age`؟',
          'With `interface User { name: string; age?: number }`, what is the type of `u.age`?',
        ],
        ok: ['`number | undefined`', '`number | undefined`'],
        wrong: [
          [
            ['`number`', '`number`'],
            [
              'الخاصية الاختيارية قد تكون غائبة، فيُضاف `undefined` لنوعها.',
              'An optional property may be absent, so `undefined` joins its type.',
            ],
          ],
          [
            ['`number | null`', '`number | null`'],
            ['الغياب يعني `undefined` لا `null`.', 'Absent means `undefined`, not `null`.'],
          ],
          [
            ['`any`', '`any`'],
            ['النوع معروف تمامًا، ولا يتحول إلى any.', 'The type is fully known; it does not become any.'],
          ],
        ],
        sol: [
          [
            '`age?: number` تعني أن الخاصية قد لا توجد، فقراءتها تعطي عددًا أو `undefined`.',
            '`age?: number` means it may be missing, so reading it gives a number or `undefined`.',
          ],
        ],
        hints: [
          [
            'ماذا تعطي قراءة خاصية غير موجودة في جافاسكريبت؟',
            'What does reading a missing property give in JavaScript?',
          ],
          ['النوع اتحاد من نوعين.', 'The type is a union of two.'],
        ],
      }),
      choice({
        s: 'readonly',
        d: 1,
        q: ['ماذا يحدث في السطر الأخير؟', 'What happens on the last line?'],
        code: 'interface Point {\n  readonly x: number;\n}\nconst p: Point = { x: 1 };\np.x = 2;',
        ok: ['خطأ ترجمة: `x` للقراءة فقط', 'A compile error: `x` is read-only'],
        wrong: [
          [
            ['تصبح `p.x` تساوي 2', '`p.x` becomes 2'],
            ['`readonly` يمنع الإسناد بعد الإنشاء.', '`readonly` forbids assignment after creation.'],
          ],
          [
            ['الخطأ بسبب `const` فقط', 'The error is only because of `const`'],
            [
              '`const` يمنع إعادة إسناد `p` نفسه لا خصائصه.',
              '`const` stops reassigning `p` itself, not its properties.',
            ],
          ],
          [
            ['يُتجاهل السطر بصمت', 'The line is silently ignored'],
            ['المترجم يبلغ بالخطأ صراحة.', 'The compiler reports it.'],
          ],
        ],
        sol: [
          [
            '`readonly` يسمح بإعطاء القيمة عند الإنشاء فقط، وأي إسناد لاحق خطأ ترجمة.',
            '`readonly` allows a value only at creation; any later assignment is a compile error.',
          ],
        ],
        hints: [
          ['انظر إلى الكلمة قبل `x` في الواجهة.', 'Look at the word before `x` in the interface.'],
          [
            'ما الفرق بين `const` على المتغير و `readonly` على الخاصية؟',
            'How does `const` on a variable differ from `readonly` on a property?',
          ],
        ],
      }),
      short({
        s: 'structural',
        d: 3,
        q: PRINTS,
        code: 'interface Point { x: number; y: number }\nfunction len(p: Point) {\n  return Math.sqrt(p.x * p.x + p.y * p.y);\n}\nconst q = { x: 3, y: 4, label: "A" };\nconsole.log(len(q));',
        acc: ['5'],
        mistakes: [
          [
            'error',
            [
              'تمرير متغير فيه خصائص زائدة مسموح (أنواع بنيوية)؛ فحص الخصائص الزائدة للكائنات الحرفية المباشرة فقط.',
              'Passing a variable with extra properties is fine (structural typing); the excess check is only for direct object literals.',
            ],
          ],
        ],
        sol: [
          [
            '`q` فيه `x` و `y` من نوع number فيطابق `Point` بنيويًا، والخاصية الزائدة لا تمنع.',
            '`q` has numeric `x` and `y`, so it matches `Point` structurally; the extra property does no harm.',
          ],
          ['√(9 + 16) = √25', '√(9 + 16) = √25'],
        ],
        hints: [
          ['تايب سكريبت يقارن الأشكال لا أسماء الأنواع.', 'TypeScript compares shapes, not type names.'],
          ['احسب الجذر التربيعي لمجموع المربعين.', 'Take the square root of the sum of the squares.'],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-unions',
    [
      short({
        s: 'typeof',
        d: 2,
        q: PRINTS,
        code: 'function show(v: string | number) {\n  return typeof v === "string" ? v.toUpperCase() : v.toFixed(1);\n}\nconsole.log(show("ab") + show(2));',
        acc: ['AB2.0'],
        sol: [
          [
            '`"ab"` نص فيصبح `AB`، و `2` عدد فيصبح `"2.0"` بـ `toFixed(1)`، ثم يُضم النصان.',
            '`"ab"` is a string, giving `AB`; `2` is a number, giving `"2.0"` via `toFixed(1)`; the two strings are joined.',
          ],
        ],
        hints: [
          ['`typeof` يضيق النوع في كل فرع.', '`typeof` narrows the type in each branch.'],
          [
            '`toFixed(1)` يكتب العدد برقم عشري واحد.',
            '`toFixed(1)` writes the number with one decimal place.',
          ],
        ],
      }),
      choice({
        s: 'narrowing',
        d: 1,
        q: ['لماذا لا يُترجم هذا الكود؟', 'Why does this code not compile?'],
        code: 'function shout(v: string | number) {\n  return v.toUpperCase();\n}',
        ok: [
          '`v` قد يكون عددًا، و `toUpperCase` غير موجودة على number',
          '`v` may be a number, and number has no `toUpperCase`',
        ],
        wrong: [
          [
            ['`toUpperCase` تحتاج وسيطًا', '`toUpperCase` needs an argument'],
            ['الدالة لا تأخذ وسائط؛ المشكلة في النوع.', 'It takes no arguments; the problem is the type.'],
          ],
          [
            ['الدوال لا تقبل أنواع الاتحاد', 'Functions cannot take union types'],
            ['أنواع الاتحاد مسموحة في المعاملات.', 'Union types are allowed for parameters.'],
          ],
          [
            ['ينقص نوع الإرجاع', 'The return type is missing'],
            ['نوع الإرجاع يُستنتج تلقائيًا.', 'The return type is inferred.'],
          ],
        ],
        sol: [
          [
            'مع اتحاد لا يُسمح إلا بما يشترك فيه كل الأنواع؛ نضيق أولًا: `if (typeof v === "string")`.',
            'On a union only what every member shares is allowed; narrow first: `if (typeof v === "string")`.',
          ],
        ],
        hints: [
          ['ما الأنواع الممكنة لـ `v`؟', 'What types can `v` be?'],
          ['هل توجد `toUpperCase` على الأعداد؟', 'Do numbers have `toUpperCase`?'],
        ],
      }),
      short({
        s: 'discriminated',
        d: 2,
        q: PRINTS,
        code: 'type Shape =\n  | { kind: "circle"; r: number }\n  | { kind: "square"; s: number };\n\nfunction area(sh: Shape): number {\n  switch (sh.kind) {\n    case "circle": return 3 * sh.r * sh.r;\n    case "square": return sh.s * sh.s;\n  }\n}\nconsole.log(area({ kind: "square", s: 5 }));',
        acc: ['25'],
        sol: [
          [
            '`kind` هو `"square"` فينفذ الفرع الثاني: 5 × 5.',
            '`kind` is `"square"`, so the second branch runs: 5 × 5.',
          ],
        ],
        hints: [
          ['الخاصية `kind` تحدد أي فرع ينفذ.', 'The `kind` property picks the branch.'],
          ['مساحة المربع = الضلع × نفسه.', "A square's area is the side times itself."],
        ],
      }),
      choice({
        s: 'never',
        d: 3,
        q: [
          'في `switch` يعالج كل قيم `kind` في دالة `area`، ما فائدة إضافة `default: const x: never = sh;`؟',
          'In an `area` switch over every `kind`, what does adding `default: const x: never = sh;` do?',
        ],
        ok: [
          'يجعل المترجم ينبه إذا أضيف شكل جديد لم يُعالج',
          'The compiler flags any new shape that is not handled',
        ],
        wrong: [
          [
            ['يلتقط الأخطاء وقت التشغيل', 'It catches run-time errors'],
            [
              '`never` فحص وقت الترجمة، لا معالجة أخطاء.',
              '`never` is a compile-time check, not error handling.',
            ],
          ],
          [
            ['يجعل `sh` من أي نوع', 'It makes `sh` any type'],
            [
              'على العكس: بعد كل الحالات لا يبقى لـ `sh` أي نوع ممكن.',
              'The opposite: after every case no type is left for `sh`.',
            ],
          ],
          [
            ['لا فائدة؛ السطر لا يُترجم أبدًا', 'Nothing; the line never compiles'],
            [
              'يُترجم ما دامت كل الحالات معالجة، لأن `sh` عندها من النوع `never`.',
              'It compiles while every case is handled, because `sh` is then `never`.',
            ],
          ],
        ],
        sol: [
          [
            'بعد معالجة كل الأنواع يضيق `sh` إلى `never`. إن أضيف نوع جديد يصبح `sh` من ذلك النوع فيفشل الإسناد إلى `never`، فيذكرنا المترجم.',
            'With every kind handled, `sh` narrows to `never`. Add a new kind and `sh` has that type, so assigning to `never` fails and the compiler reminds us.',
          ],
        ],
        hints: [
          [
            'ما النوع المتبقي لـ `sh` بعد معالجة كل الحالات؟',
            'What type is left for `sh` once every case is handled?',
          ],
          [
            'ماذا يحدث لو أضفنا `triangle` إلى `Shape`؟',
            'What would happen if `triangle` were added to `Shape`?',
          ],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-generics',
    [
      short({
        s: 'functions',
        d: 1,
        q: PRINTS,
        code: 'function first<T>(arr: T[]): T | undefined {\n  return arr[0];\n}\nconsole.log(first(["x", "y"]));',
        acc: ['x'],
        sol: [
          [
            '`T` يُستنتج `string`، والدالة ترجع العنصر الأول.',
            '`T` is inferred as `string`; the function returns the first element.',
          ],
        ],
        hints: [
          ['الأنواع العامة لا تغير ما يطبع.', 'Generics do not change what prints.'],
          ['`arr[0]` هو العنصر ذو الفهرس صفر.', '`arr[0]` is the element at index zero.'],
        ],
      }),
      choice({
        s: 'inference',
        d: 2,
        q: [
          'مع الدالة `first<T>(arr: T[]): T | undefined`، ما النوع المستنتج لـ `first([1, 2])`؟',
          'With `first<T>(arr: T[]): T | undefined`, what type does `first([1, 2])` have?',
        ],
        ok: ['`number | undefined`', '`number | undefined`'],
        wrong: [
          [
            ['`number`', '`number`'],
            [
              'نوع الإرجاع المعلن يضيف `undefined` لاحتمال المصفوفة الفارغة.',
              'The declared return type adds `undefined` for an empty array.',
            ],
          ],
          [
            ['`T`', '`T`'],
            [
              '`T` يُستبدل بالنوع المستنتج عند الاستدعاء.',
              '`T` is replaced by the inferred type at the call.',
            ],
          ],
          [
            ['`number[]`', '`number[]`'],
            ['الدالة ترجع عنصرًا واحدًا لا مصفوفة.', 'The function returns one element, not an array.'],
          ],
        ],
        sol: [
          [
            '`T` يُستنتج `number` من `[1, 2]`، فيصبح `T | undefined` هو `number | undefined`.',
            '`T` is inferred as `number` from `[1, 2]`, so `T | undefined` becomes `number | undefined`.',
          ],
        ],
        hints: [
          ['ما نوع عناصر `[1, 2]`؟', 'What type are the elements of `[1, 2]`?'],
          ['عوّض `T` في نوع الإرجاع.', 'Substitute `T` in the return type.'],
        ],
      }),
      choice({
        s: 'constraints',
        d: 2,
        q: ['أي استدعاء لا يُترجم؟', 'Which call does not compile?'],
        code: 'function len<T extends { length: number }>(x: T): number {\n  return x.length;\n}',
        ok: ['`len(5)`', '`len(5)`'],
        wrong: [
          [
            ['`len("abc")`', '`len("abc")`'],
            ['النص له خاصية `length` فيحقق القيد.', 'A string has `length`, so it meets the constraint.'],
          ],
          [
            ['`len([1, 2, 3])`', '`len([1, 2, 3])`'],
            ['المصفوفة لها `length`.', 'An array has `length`.'],
          ],
          [
            ['`len({ length: 2 })`', '`len({ length: 2 })`'],
            [
              'الكائن فيه `length` عددية فيحقق القيد بنيويًا.',
              'The object has a numeric `length`, so it fits structurally.',
            ],
          ],
        ],
        sol: [
          [
            'القيد `extends { length: number }` يتطلب خاصية `length`، والأعداد ليس لها هذه الخاصية.',
            'The constraint `extends { length: number }` needs a `length`; numbers have none.',
          ],
        ],
        hints: [
          ['ماذا يشترط `extends` هنا؟', 'What does `extends` require here?'],
          ['أي الوسائط ليس له خاصية `length`؟', 'Which argument has no `length`?'],
        ],
      }),
      short({
        s: 'classes',
        d: 1,
        q: PRINTS,
        code: 'class Box<T> {\n  constructor(public value: T) {}\n}\nconst b = new Box<number>(41);\nconsole.log(b.value + 1);',
        acc: ['42'],
        sol: [
          [
            '`public value` في المُنشئ يعرّف الخاصية ويخزن 41، ثم نضيف 1.',
            '`public value` in the constructor declares the property and stores 41; then 1 is added.',
          ],
        ],
        hints: [
          [
            '`public` في معامل المُنشئ ينشئ خاصية تلقائيًا.',
            '`public` on a constructor parameter creates a property.',
          ],
          ['`T` هنا `number`، فالجمع عددي.', '`T` is `number` here, so `+` adds.'],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-classes',
    [
      choice({
        s: 'access',
        d: 1,
        q: ['لماذا لا يُترجم السطر الأخير؟', 'Why does the last line not compile?'],
        code: 'class Account {\n  private balance = 0;\n}\nconst a = new Account();\nconsole.log(a.balance);',
        ok: [
          '`balance` خاصة (private) ولا تُقرأ من خارج الصنف',
          '`balance` is private and cannot be read outside the class',
        ],
        wrong: [
          [
            ['`balance` ليس لها نوع', '`balance` has no type'],
            ['النوع `number` يُستنتج من القيمة 0.', 'Its type, `number`, is inferred from 0.'],
          ],
          [
            ['ينقص مُنشئ', 'A constructor is missing'],
            ['الصنف بلا مُنشئ صريح له مُنشئ افتراضي.', 'A class without one has a default constructor.'],
          ],
          [
            ['يجب كتابة `a->balance`', 'It must be `a->balance`'],
            ['`->` من ++C و PHP؛ في تايب سكريبت النقطة.', '`->` is C++ and PHP; TypeScript uses a dot.'],
          ],
        ],
        sol: [
          [
            '`private` يمنع الوصول من خارج الصنف أثناء الترجمة؛ نضيف دالة عامة مثل `getBalance()`.',
            '`private` blocks outside access at compile time; add a public method such as `getBalance()`.',
          ],
        ],
        hints: [
          ['انظر إلى الكلمة قبل `balance`.', 'Look at the word before `balance`.'],
          ['من يمكنه الوصول إلى عضو private؟', 'Who may access a private member?'],
        ],
      }),
      short({
        s: 'parameter-properties',
        d: 1,
        q: PRINTS,
        code: 'class Person {\n  constructor(public name: string) {}\n}\nconsole.log(new Person("Hoda").name);',
        acc: ['Hoda'],
        sol: [
          [
            '`public name` في المُنشئ يعرّف الخاصية `name` ويسند إليها الوسيط.',
            '`public name` in the constructor declares `name` and assigns the argument to it.',
          ],
        ],
        hints: [
          ['المعامل المسبوق بـ `public` يصبح خاصية.', 'A parameter marked `public` becomes a property.'],
          ['ما الوسيط الذي مررناه؟', 'Which argument was passed?'],
        ],
      }),
      choice({
        s: 'modules',
        d: 2,
        q: [
          'في `main.ts` كتبنا `import { add } from "./math";` فظهر خطأ «Module has no exported member add». ما الإصلاح في `math.ts`؟',
          'In `main.ts`, `import { add } from "./math";` fails with "Module has no exported member add". What is the fix in `math.ts`?',
        ],
        code: '// math.ts\nfunction add(a: number, b: number) {\n  return a + b;\n}',
        ok: ['إضافة `export` قبل `function add`', 'Put `export` before `function add`'],
        wrong: [
          [
            ['إضافة `public` قبل `function add`', 'Put `public` before `function add`'],
            [
              '`public` لأعضاء الأصناف فقط، ولا يجعل الدالة مُصدّرة.',
              '`public` is for class members only and does not export.',
            ],
          ],
          [
            [
              'تغيير الاستيراد إلى `import add from "./math.ts";`',
              'Change the import to `import add from "./math.ts";`',
            ],
            [
              'لا يوجد تصدير افتراضي أصلًا، فالاستيراد سيفشل أيضًا.',
              'There is no default export either, so this import fails too.',
            ],
          ],
          [
            ['نقل الدالة داخل صنف', 'Move the function into a class'],
            [
              'الصنف نفسه يحتاج `export` أيضًا ليُستورد.',
              'The class would need `export` as well to be imported.',
            ],
          ],
        ],
        sol: [
          [
            'كل ما في الوحدة خاص بها ما لم يُصدّر؛ `export function add(...)` يجعله متاحًا للاستيراد.',
            'Everything in a module is private unless exported; `export function add(...)` makes it importable.',
          ],
        ],
        hints: [
          ['هل الدالة مرئية خارج ملفها تلقائيًا؟', 'Is the function visible outside its file by default?'],
          ['الكلمة المقابلة لـ `import`.', 'The counterpart of `import`.'],
        ],
      }),
      choice({
        s: 'abstract',
        d: 2,
        q: ['لماذا لا يُترجم السطر الأخير؟', 'Why does the last line not compile?'],
        code: 'abstract class Shape {\n  abstract area(): number;\n}\nconst s = new Shape();',
        ok: ['لا يمكن إنشاء كائن من صنف مجرد', 'An abstract class cannot be instantiated'],
        wrong: [
          [
            ['`area` تحتاج جسمًا', '`area` needs a body'],
            [
              'الدوال المجردة بلا جسم عن قصد؛ الصنف الابن ينفذها.',
              'Abstract methods have no body on purpose; a subclass implements them.',
            ],
          ],
          [
            ['يجب تحديد نوع `s`', '`s` needs a type'],
            ['النوع يُستنتج؛ المشكلة في `new`.', 'The type is inferred; the problem is `new`.'],
          ],
          [
            ['`abstract` غير موجودة في تايب سكريبت', '`abstract` does not exist in TypeScript'],
            ['تايب سكريبت تدعم الأصناف المجردة.', 'TypeScript supports abstract classes.'],
          ],
        ],
        sol: [
          [
            'الصنف المجرد قالب لأصناف أبناء؛ ننشئ كائنًا من صنف ابن يعرّف `area`.',
            'An abstract class is a template for subclasses; create an object of a subclass that defines `area`.',
          ],
        ],
        hints: [
          ['ماذا تعني `abstract` قبل `class`؟', 'What does `abstract` before `class` mean?'],
          [
            '`area` ليس لها تنفيذ؛ ماذا سيحدث لو استُدعيت؟',
            '`area` has no implementation; what would a call do?',
          ],
        ],
      }),
    ],
    ts,
  ),

  ...unit(
    'typescript-async',
    [
      choice({
        s: 'promise-types',
        d: 1,
        q: [
          'دالة `async` ترجع عددًا. ما نوع الإرجاع الذي نكتبه لها؟',
          'An `async` function returns a number. Which return type do we write?',
        ],
        ok: ['`Promise<number>`', '`Promise<number>`'],
        wrong: [
          [
            ['`number`', '`number`'],
            [
              'دالة `async` ترجع دائمًا وعدًا، فالمترجم يرفض `number`.',
              'An `async` function always returns a promise, so `number` is rejected.',
            ],
          ],
          [
            ['`async number`', '`async number`'],
            ['`async` ليست جزءًا من النوع.', '`async` is not part of a type.'],
          ],
          [
            ['`Promise`', '`Promise`'],
            [
              'بدون وسيط النوع لا يُعرف ما بداخل الوعد.',
              'Without a type argument nothing says what is inside.',
            ],
          ],
        ],
        sol: [
          [
            'القيمة المرجعة تُلف في وعد، فالنوع `Promise<number>`.',
            'The returned value is wrapped in a promise, so the type is `Promise<number>`.',
          ],
        ],
        hints: [
          ['ماذا ترجع أي دالة `async`؟', 'What does any `async` function return?'],
          [
            'النوع العام للوعد يأخذ نوع القيمة بين `< >`.',
            "The promise type takes the value's type in `< >`.",
          ],
        ],
      }),
      short({
        s: 'then',
        d: 1,
        q: PRINTS,
        code: 'async function getN(): Promise<number> {\n  return 20;\n}\ngetN().then(n => console.log(n + 2));',
        acc: ['22'],
        mistakes: [['202', ['`n` عدد لا نص، فالجمع حسابي.', '`n` is a number, not a string, so `+` adds.']]],
        sol: [
          [
            'الوعد يتحقق بالقيمة 20، و `then` يستقبلها في `n` ويضيف 2.',
            'The promise resolves to 20; `then` receives it as `n` and adds 2.',
          ],
        ],
        hints: [
          ['ما القيمة التي يتحقق بها الوعد؟', 'What value does the promise resolve to?'],
          ['نوع `n` هو `number`.', '`n` is a `number`.'],
        ],
      }),
      choice({
        s: 'await',
        d: 2,
        q: [
          'هذا السطر لا يُترجم داخل دالة `async`. ما الإصلاح؟',
          'This line does not compile inside an `async` function. What is the fix?',
        ],
        code: 'const n: number = getN(); // getN(): Promise<number>',
        ok: ['`const n: number = await getN();`', '`const n: number = await getN();`'],
        wrong: [
          [
            ['`const n: number = getN() as number;`', '`const n: number = getN() as number;`'],
            [
              'التحويل بـ `as` يخدع المترجم فقط؛ القيمة ما زالت وعدًا.',
              'An `as` cast only fools the compiler; the value is still a promise.',
            ],
          ],
          [
            ['`const n: any = getN();`', '`const n: any = getN();`'],
            ['يُترجم لكن `n` وعد لا عدد.', 'It compiles, but `n` is a promise, not a number.'],
          ],
          [
            ['`const n: number = async getN();`', '`const n: number = async getN();`'],
            ['`async` لا تُكتب عند الاستدعاء.', '`async` is not written at a call.'],
          ],
        ],
        sol: [
          [
            '`getN()` ترجع `Promise<number>`، و `await` ينتظرها ويعطي العدد.',
            '`getN()` returns `Promise<number>`; `await` waits and yields the number.',
          ],
        ],
        hints: [
          ['ما نوع ما ترجعه `getN()`؟', 'What type does `getN()` return?'],
          [
            'كيف نحصل على القيمة داخل الوعد في دالة `async`؟',
            'How do we get the value inside a promise in an `async` function?',
          ],
        ],
      }),
      short({
        s: 'errors',
        d: 2,
        q: PRINTS,
        code: 'async function main() {\n  try {\n    await Promise.reject(new Error("boom"));\n    console.log("ok");\n  } catch (e) {\n    console.log((e as Error).message);\n  }\n}\nmain();',
        acc: ['boom'],
        mistakes: [
          [
            'ok',
            [
              '`await` على وعد مرفوض يطلق الخطأ فلا يصل التنفيذ إلى `ok`.',
              '`await` on a rejected promise throws, so `ok` is never reached.',
            ],
          ],
        ],
        sol: [
          [
            '`await` على وعد مرفوض يطلق الخطأ داخل `try`، فينتقل إلى `catch` ويطبع رسالته.',
            '`await` on a rejected promise throws inside `try`; `catch` runs and prints its message.',
          ],
        ],
        hints: [
          ['ماذا يفعل `await` مع وعد مرفوض؟', 'What does `await` do with a rejected promise?'],
          ['`message` هي النص الذي أعطيناه للخطأ.', '`message` is the text given to the error.'],
        ],
      }),
    ],
    ts,
  ),
];
