import type { CodeProject, ProjectMilestone } from '../../items/types';
import { arabicDigits, type Pair } from '../science/write';
import { codeTests, example, hidden, type TestSpec } from '../programming/javascript-code';

/**
 * The catalog's JavaScript mini projects (issue 34) as milestones that follow the catalog's steps. Every test runs
 * against the learner's whole project, so a later milestone builds on the functions of the earlier ones. There
 * is no page and no network here: the page is an object such as `{ textContent: '' }`, storage is an object with
 * `setItem`/`getItem`, and the weather "API" is a function the tests pass in that answers with JSON text.
 */

interface MilestoneSpec {
  title: Pair;
  brief: Pair;
  tests: readonly TestSpec[];
}

const milestones = (specs: readonly MilestoneSpec[]): ProjectMilestone[] =>
  specs.map((m, i) => ({
    id: `m${i + 1}`,
    title: { ar: arabicDigits(m.title[0]), en: m.title[1] },
    brief: { ar: arabicDigits(m.brief[0]), en: m.brief[1] },
    tests: codeTests(m.tests),
  }));

const CLOCK_SOLUTION = `function getParts(date) {
  return [date.getHours(), date.getMinutes(), date.getSeconds()];
}

function formatTime(h, m, s) {
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

function render(display, date) {
  display.textContent = formatTime(...getParts(date));
}

function startClock(display, now = () => new Date()) {
  let timer;
  function tick() {
    render(display, now());
    timer = setTimeout(tick, 1000);
  }
  tick();
  return () => clearTimeout(timer);
}`;

/** The clock's display in tests: it keeps every text shown on it. */
const RECORDING_DISPLAY =
  'const shown = [];\nconst display = { set textContent(v) { shown.push(v); } };\nlet calls = 0;\nconst now = () => new Date(2024, 0, 1, 10, 0, calls++);';

const CLOCK: CodeProject = {
  projectId: 'javascript-clock',
  language: 'javascript',
  starter:
    '// الساعة الرقمية / A digital clock\n\nfunction getParts(date) {\n  // المرحلة ١: أعد [الساعات، الدقائق، الثواني]\n  // Milestone 1: return [hours, minutes, seconds]\n}\n',
  milestones: milestones([
    {
      title: ['اقرأ الوقت الحالي', 'Read the current time'],
      brief: [
        'اكتب `getParts(date)` تعيد مصفوفة `[الساعات، الدقائق، الثواني]` من كائن `Date`، مثلًا `[9, 5, 3]`. (في الساعة الحقيقية تمرر `new Date()`.)',
        'Write `getParts(date)` returning an array `[hours, minutes, seconds]` from a `Date` object, such as `[9, 5, 3]`. (The real clock passes `new Date()`.)',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(getParts(new Date(2024, 0, 1, 9, 5, 3)).join(' '))",
          out: '9 5 3',
        },
        {
          n: example(2),
          after: "console.log(getParts(new Date(2024, 5, 30, 23, 59, 0)).join(' '))",
          out: '23 59 0',
        },
        {
          n: hidden(1),
          after: "console.log(getParts(new Date(2024, 0, 1, 0, 0, 0)).join(' '))",
          out: '0 0 0',
          hidden: true,
        },
      ],
    },
    {
      title: ['نسّقه على شكل HH:MM:SS بأصفار في البداية', 'Format it as HH:MM:SS with leading zeros'],
      brief: [
        'اكتب `formatTime(h, m, s)` تعيد الوقت بالشكل `HH:MM:SS`، كل جزء برقمين: `formatTime(9, 5, 3)` تعيد `09:05:03`.',
        'Write `formatTime(h, m, s)` returning the time as `HH:MM:SS`, each part two digits: `formatTime(9, 5, 3)` returns `09:05:03`.',
      ],
      tests: [
        { n: example(1), after: 'console.log(formatTime(9, 5, 3))', out: '09:05:03' },
        { n: example(2), after: 'console.log(formatTime(23, 59, 59))', out: '23:59:59' },
        { n: hidden(1), after: 'console.log(formatTime(0, 0, 0))', out: '00:00:00', hidden: true },
        { n: hidden(2), after: 'console.log(formatTime(12, 30, 7))', out: '12:30:07', hidden: true },
      ],
    },
    {
      title: ['اعرضه في الصفحة', 'Show it on the page'],
      brief: [
        'اكتب `render(display, date)` تضع الوقت المنسّق لـ `date` في `display.textContent`. هنا `display` كائن يحاكي عنصر الصفحة، مثل `{ textContent: "" }`.',
        'Write `render(display, date)` that puts the formatted time of `date` into `display.textContent`. Here `display` is an object standing in for the page element, like `{ textContent: "" }`.',
      ],
      tests: [
        {
          n: example(1),
          after:
            "const display = { textContent: '' };\nrender(display, new Date(2024, 0, 1, 7, 8, 9));\nconsole.log(display.textContent);",
          out: '07:08:09',
        },
        {
          n: example(2),
          after:
            "const display = { textContent: '' };\nrender(display, new Date(2024, 0, 1, 18, 45, 0));\nconsole.log(display.textContent);",
          out: '18:45:00',
        },
        {
          n: hidden(1),
          after:
            "const display = { textContent: 'old' };\nrender(display, new Date(2024, 0, 1, 1, 2, 3));\nrender(display, new Date(2024, 0, 1, 1, 2, 4));\nconsole.log(display.textContent);",
          out: '01:02:04',
          hidden: true,
        },
      ],
    },
    {
      title: ['حدّثه كل ثانية بمؤقت', 'Update it every second with a timer'],
      brief: [
        'اكتب `startClock(display, now)`: تعرض الوقت `now()` فورًا ثم كل ثانية (بـ `setTimeout`)، وتعيد دالة توقف الساعة. `now` دالة تعيد `Date`، وقيمتها الافتراضية `() => new Date()`.',
        'Write `startClock(display, now)`: it shows the time `now()` at once and then every second (with `setTimeout`), and returns a function that stops the clock. `now` is a function returning a `Date`, by default `() => new Date()`.',
      ],
      tests: [
        {
          n: example(1),
          after: `${RECORDING_DISPLAY}\nconst stop = startClock(display, now);\nstop();\nconsole.log(shown.join(' '));`,
          out: '10:00:00',
        },
        {
          n: example(2),
          after: `${RECORDING_DISPLAY}\nconst stop = startClock(display, now);\nsetTimeout(() => {\n  stop();\n  console.log(shown.join(' '));\n}, 2500);`,
          out: '10:00:00 10:00:01 10:00:02',
        },
        {
          n: hidden(1),
          after: `${RECORDING_DISPLAY}\nconst stop = startClock(display, now);\nsetTimeout(stop, 1500);\nsetTimeout(() => console.log(shown.length), 5000);`,
          out: '2',
          hidden: true,
        },
      ],
    },
  ]),
  solution: CLOCK_SOLUTION,
};

const SLIDER: CodeProject = {
  projectId: 'javascript-slider',
  language: 'javascript',
  starter: '// عارض الصور / An image slider\n\nconst images = [];\n',
  milestones: milestones([
    {
      title: ['ضع عناوين الصور في مصفوفة', 'Put the image addresses in an array'],
      brief: [
        'عرّف `const images` مصفوفة فيها عناوين ثلاث صور على الأقل، كل عنوان نص ينتهي بـ `.jpg` أو `.png`، مثل `"pyramids.jpg"`.',
        'Declare `const images`, an array of at least three image addresses, each a string ending in `.jpg` or `.png`, such as `"pyramids.jpg"`.',
      ],
      tests: [
        { n: example(1), after: 'console.log(Array.isArray(images))', out: 'true' },
        { n: example(2), after: 'console.log(images.length >= 3)', out: 'true' },
        {
          n: hidden(1),
          after: "console.log(images.every((s) => typeof s === 'string' && /\\.(jpg|png)$/.test(s)))",
          out: 'true',
          hidden: true,
        },
      ],
    },
    {
      title: ['اعرض الصورة عند الفهرس الحالي', 'Show the image at the current index'],
      brief: [
        'اكتب `show(img, index)` تضع في `img.src` عنوان الصورة التي فهرسها `index`. هنا `img` كائن يحاكي وسم `<img>`.',
        'Write `show(img, index)` that sets `img.src` to the address of the image at `index`. Here `img` is an object standing in for an `<img>` tag.',
      ],
      tests: [
        {
          n: example(1),
          after: 'const img = {};\nshow(img, 0);\nconsole.log(img.src === images[0]);',
          out: 'true',
        },
        {
          n: example(2),
          after: 'const img = {};\nshow(img, 2);\nconsole.log(img.src === images[2]);',
          out: 'true',
        },
        {
          n: hidden(1),
          after: "const img = { src: 'old.jpg' };\nshow(img, 1);\nconsole.log(img.src === images[1]);",
          out: 'true',
          hidden: true,
        },
      ],
    },
    {
      title: ['حرّك الفهرس بزرّي التالي والسابق', 'Move the index with Next and Previous buttons'],
      brief: [
        'اكتب `next(index, count)` و `prev(index, count)` تعيدان الفهرس التالي والسابق لعدد `count` من الصور، ثم `onButton(state, action, img)` التي يستدعيها الزران: `action` هو `next` أو `prev`، تحدّث `state.index` ثم تعرض الصورة في `img`.',
        'Write `next(index, count)` and `prev(index, count)` returning the next and previous index among `count` images, then `onButton(state, action, img)`, which the two buttons call: `action` is `next` or `prev`; it updates `state.index`, then shows the image in `img`.',
      ],
      tests: [
        { n: example(1), after: 'console.log(next(0, 5), next(2, 5))', out: '1 3' },
        { n: example(2), after: 'console.log(prev(3, 5), prev(1, 5))', out: '2 0' },
        {
          n: hidden(1),
          after:
            "const state = { index: 0 };\nconst img = {};\nonButton(state, 'next', img);\nonButton(state, 'next', img);\nconsole.log(state.index, img.src === images[2]);",
          out: '2 true',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "const state = { index: 2 };\nconst img = {};\nonButton(state, 'prev', img);\nconsole.log(state.index, img.src === images[1]);",
          out: '1 true',
          hidden: true,
        },
      ],
    },
    {
      title: [
        'عد إلى البداية بعد آخر صورة وإلى النهاية قبل أولها',
        'Wrap around at the first and last image',
      ],
      brief: [
        'بعد آخر صورة يعود `next` إلى الفهرس 0، وقبل أول صورة يذهب `prev` إلى آخر فهرس: `next(4, 5)` تعيد `0` و `prev(0, 5)` تعيد `4`.',
        'After the last image `next` goes back to index 0, and before the first `prev` goes to the last index: `next(4, 5)` returns `0` and `prev(0, 5)` returns `4`.',
      ],
      tests: [
        { n: example(1), after: 'console.log(next(4, 5))', out: '0' },
        { n: example(2), after: 'console.log(prev(0, 5))', out: '4' },
        {
          n: hidden(1),
          after:
            "const state = { index: 0 };\nconst img = {};\nonButton(state, 'prev', img);\nconsole.log(state.index === images.length - 1, img.src === images[images.length - 1]);",
          out: 'true true',
          hidden: true,
        },
        { n: hidden(2), after: 'console.log(next(0, 1), prev(0, 1))', out: '0 0', hidden: true },
      ],
    },
  ]),
  solution: `const images = ['pyramids.jpg', 'nile.jpg', 'luxor.jpg', 'alexandria.png'];

function show(img, index) {
  img.src = images[index];
}

function next(index, count) {
  return (index + 1) % count;
}

function prev(index, count) {
  return (index - 1 + count) % count;
}

function onButton(state, action, img) {
  const count = images.length;
  state.index = action === 'next' ? next(state.index, count) : prev(state.index, count);
  show(img, state.index);
}`,
};

/** A stand-in for `localStorage` in the tests: the same two methods, kept in an object. */
const STORAGE =
  'const storage = {\n  data: {},\n  setItem(k, v) { this.data[k] = String(v); },\n  getItem(k) { return k in this.data ? this.data[k] : null; },\n};';

const TODO: CodeProject = {
  projectId: 'javascript-todolist',
  language: 'javascript',
  starter:
    '// قائمة المهام / A to-do list\n\nconst tasks = [];\n\nfunction makeTask(text) {\n  // المرحلة ١ / Milestone 1\n}\n',
  milestones: milestones([
    {
      title: ['احفظ المهام في قائمة', 'Keep the tasks in a list'],
      brief: [
        'عرّف `const tasks = []` للمهام، واكتب `makeTask(text)` تعيد مهمة جديدة بالشكل `{ text: text, done: false }` (بهذا الترتيب).',
        'Declare `const tasks = []` for the tasks and write `makeTask(text)` returning a new task shaped `{ text: text, done: false }` (in that order).',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(JSON.stringify(makeTask('Buy bread')))",
          out: '{"text":"Buy bread","done":false}',
        },
        { n: example(2), after: 'console.log(Array.isArray(tasks), tasks.length)', out: 'true 0' },
        {
          n: hidden(1),
          after: "const a = makeTask('A');\na.done = true;\nconsole.log(makeTask('B').done);",
          out: 'false',
          hidden: true,
        },
      ],
    },
    {
      title: ['أضف مهمة من المدخلات', 'Add a task from the input'],
      brief: [
        'اكتب `addTask(list, input)`: تحذف المسافات من طرفي `input`، وتتجاهله إن صار فارغًا، وإلا تضيف `makeTask` به إلى `list`. تعيد عدد المهام في `list`.',
        'Write `addTask(list, input)`: it trims the spaces off `input`, ignores it when that leaves it empty, and otherwise adds a `makeTask` of it to `list`. It returns the number of tasks in `list`.',
      ],
      tests: [
        {
          n: example(1),
          after:
            "const list = [];\naddTask(list, 'Study maths');\nconsole.log(addTask(list, '  Call grandma  '), list[1].text);",
          out: '2 Call grandma',
        },
        { n: example(2), after: "const list = [];\nconsole.log(addTask(list, ''));", out: '0' },
        {
          n: hidden(1),
          after: "const list = [];\naddTask(list, '   ');\nconsole.log(list.length);",
          out: '0',
          hidden: true,
        },
      ],
    },
    {
      title: ['اعرض كل مهمة مع حالتها', 'Show every task with its state'],
      brief: [
        'اكتب `render(list)` تعيد نصًا فيه سطر لكل مهمة: رقمها من 1، ثم `[x]` للمنجزة أو `[ ]` لغيرها، ثم نصها، مثل `1. [ ] Study maths`. للقائمة الفارغة تعيد `No tasks yet`.',
        'Write `render(list)` returning a text with one line per task: its number from 1, then `[x]` when done or `[ ]` when not, then its text, like `1. [ ] Study maths`. For an empty list it returns `No tasks yet`.',
      ],
      tests: [
        {
          n: example(1),
          after:
            "const list = [];\naddTask(list, 'Study maths');\naddTask(list, 'Call grandma');\nconsole.log(render(list));",
          out: '1. [ ] Study maths\n2. [ ] Call grandma',
        },
        { n: example(2), after: 'console.log(render([]))', out: 'No tasks yet' },
        {
          n: hidden(1),
          after: "console.log(render([{ text: 'Pray', done: true }, { text: 'Read', done: false }]))",
          out: '1. [x] Pray\n2. [ ] Read',
          hidden: true,
        },
      ],
    },
    {
      title: ['ضع علامة الإنجاز على مهمة واحذف مهمة', 'Mark a task done and remove a task'],
      brief: [
        'اكتب `toggle(list, i)` تقلب حالة المهمة ذات الفهرس `i` (منجزة / غير منجزة)، و `remove(list, i)` تحذفها من `list`. فهرس غير موجود يُتجاهل.',
        'Write `toggle(list, i)`, which flips the task at index `i` between done and not done, and `remove(list, i)`, which deletes it from `list`. An index that does not exist is ignored.',
      ],
      tests: [
        {
          n: example(1),
          after:
            "const list = [];\naddTask(list, 'Tea');\naddTask(list, 'Study');\ntoggle(list, 1);\nconsole.log(render(list));",
          out: '1. [ ] Tea\n2. [x] Study',
        },
        {
          n: example(2),
          after:
            "const list = [];\naddTask(list, 'Tea');\naddTask(list, 'Study');\nremove(list, 0);\nconsole.log(render(list));",
          out: '1. [ ] Study',
        },
        {
          n: hidden(1),
          after:
            "const list = [];\naddTask(list, 'Tea');\ntoggle(list, 0);\ntoggle(list, 0);\ntoggle(list, 5);\nremove(list, 3);\nremove(list, -1);\nconsole.log(render(list));",
          out: '1. [ ] Tea',
          hidden: true,
        },
      ],
    },
    {
      title: ['احفظ القائمة لتبقى في المرة القادمة', 'Save the list so it is still there next time'],
      brief: [
        'اكتب `save(list, storage)` تحفظ القائمة نصًا بـ `JSON.stringify` تحت المفتاح `tasks` بـ `storage.setItem`، و `load(storage)` تعيدها بـ `JSON.parse`، أو `[]` إن لم يُحفظ شيء أو كان المحفوظ تالفًا. `storage` هنا يحاكي `localStorage`.',
        'Write `save(list, storage)`, which stores the list as text with `JSON.stringify` under the key `tasks` with `storage.setItem`, and `load(storage)`, which gives it back with `JSON.parse`, or `[]` when nothing was saved or what was saved is broken. `storage` here stands in for `localStorage`.',
      ],
      tests: [
        {
          n: example(1),
          after: `${STORAGE}\nconst list = [];\naddTask(list, 'Tea');\naddTask(list, 'Study');\ntoggle(list, 0);\nsave(list, storage);\nconsole.log(render(load(storage)));`,
          out: '1. [x] Tea\n2. [ ] Study',
        },
        { n: example(2), after: `${STORAGE}\nconsole.log(load(storage).length);`, out: '0' },
        {
          n: hidden(1),
          after: `${STORAGE}\nstorage.setItem('tasks', 'oops{');\nconsole.log(JSON.stringify(load(storage)));`,
          out: '[]',
          hidden: true,
        },
        {
          n: hidden(2),
          after: `${STORAGE}\nsave([], storage);\nconsole.log(storage.getItem('tasks'));`,
          out: '[]',
          hidden: true,
        },
      ],
    },
  ]),
  solution: `const tasks = [];

function makeTask(text) {
  return { text: text, done: false };
}

function addTask(list, input) {
  const text = input.trim();
  if (text !== '') list.push(makeTask(text));
  return list.length;
}

function render(list) {
  if (list.length === 0) return 'No tasks yet';
  return list.map((t, i) => i + 1 + '. ' + (t.done ? '[x] ' : '[ ] ') + t.text).join('\\n');
}

function toggle(list, i) {
  if (list[i]) list[i].done = !list[i].done;
}

function remove(list, i) {
  if (i >= 0 && i < list.length) list.splice(i, 1);
}

function save(list, storage) {
  storage.setItem('tasks', JSON.stringify(list));
}

function load(storage) {
  try {
    return JSON.parse(storage.getItem('tasks')) || [];
  } catch {
    return [];
  }
}`,
};

/** Weather "API" answers for the tests, as the JSON text a request would give. */
const CAIRO_JSON =
  '{"name":"Cairo","main":{"temp":31.6,"humidity":20},"weather":[{"description":"clear sky"}]}';
const FAKE_API = `const fakeApi = (url) =>\n  Promise.resolve(url.endsWith('=Cairo') ? '${CAIRO_JSON}' : '{"cod":"404","message":"city not found"}');`;

const WEATHER: CodeProject = {
  projectId: 'javascript-weatherapp',
  language: 'javascript',
  starter: '// تطبيق الطقس / A weather app\n\nfunction readCity() {\n  // المرحلة ١ / Milestone 1\n}\n',
  milestones: milestones([
    {
      title: ['اقرأ اسم مدينة من المستخدم', 'Read a city name from the user'],
      brief: [
        'اكتب `readCity()` تقرأ سطرًا بـ `prompt()` وتعيده بعد حذف المسافات من طرفيه، أو `null` إن لم يكتب المستخدم شيئًا (سطر فارغ أو انتهى المدخل).',
        'Write `readCity()`, which reads a line with `prompt()` and returns it with the spaces at either end removed, or `null` when the user typed nothing (an empty line, or the input ended).',
      ],
      tests: [
        { n: example(1), stdin: 'Cairo', after: 'console.log(readCity())', out: 'Cairo' },
        {
          n: example(2),
          stdin: '  Port Said  ',
          after: "console.log('[' + readCity() + ']')",
          out: '[Port Said]',
        },
        { n: hidden(1), stdin: '   ', after: 'console.log(readCity())', out: 'null', hidden: true },
        { n: hidden(2), after: 'console.log(readCity())', out: 'null', hidden: true },
      ],
    },
    {
      title: ['اطلب طقسها من الواجهة البرمجية', 'Request its weather from the API'],
      brief: [
        'لا توجد شبكة هنا، فنبني عنوان الطلب فقط: اكتب `weatherUrl(city)` تعيد `https://api.example.com/weather?city=` متبوعًا باسم المدينة بعد `encodeURIComponent` (المسافة تصبح `%20`). في المرحلة الأخيرة يُمرَّر هذا العنوان إلى دالة الطلب.',
        'There is no network here, so we only build the request’s address: write `weatherUrl(city)` returning `https://api.example.com/weather?city=` followed by the city name passed through `encodeURIComponent` (a space becomes `%20`). In the last milestone this address goes to the request function.',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(weatherUrl('Cairo'))",
          out: 'https://api.example.com/weather?city=Cairo',
        },
        {
          n: example(2),
          after: "console.log(weatherUrl('Port Said'))",
          out: 'https://api.example.com/weather?city=Port%20Said',
        },
        {
          n: hidden(1),
          after: "console.log(weatherUrl('أسوان'))",
          out: 'https://api.example.com/weather?city=%D8%A3%D8%B3%D9%88%D8%A7%D9%86',
          hidden: true,
        },
      ],
    },
    {
      title: ['اقرأ درجة الحرارة والحالة من JSON', 'Read the temperature and conditions from the JSON'],
      brief: [
        'الواجهة البرمجية تجيب بنص JSON مثل `{"main":{"temp":31.6},"weather":[{"description":"clear sky"}]}`. اكتب `parseWeather(json)` تعيد `{ temp, conditions }`: الحرارة مقرّبة لأقرب عدد صحيح (`Math.round`) ووصف أول عنصر في `weather`.',
        'The API answers with JSON text such as `{"main":{"temp":31.6},"weather":[{"description":"clear sky"}]}`. Write `parseWeather(json)` returning `{ temp, conditions }`: the temperature rounded to a whole number (`Math.round`) and the description of the first element of `weather`.',
      ],
      tests: [
        {
          n: example(1),
          after: `console.log(JSON.stringify(parseWeather('${CAIRO_JSON}')))`,
          out: '{"temp":32,"conditions":"clear sky"}',
        },
        {
          n: example(2),
          after:
            'console.log(JSON.stringify(parseWeather(\'{"main":{"temp":18.2},"weather":[{"description":"light rain"}]}\')))',
          out: '{"temp":18,"conditions":"light rain"}',
        },
        {
          n: hidden(1),
          after:
            'const w = parseWeather(\'{"main":{"temp":-3.4},"weather":[{"description":"snow"},{"description":"mist"}]}\');\nconsole.log(w.temp, w.conditions);',
          out: '-3 snow',
          hidden: true,
        },
      ],
    },
    {
      title: ['اعرضهما في الصفحة', 'Show them on the page'],
      brief: [
        'اكتب `describeWeather(city, weather)` تعيد `Cairo: 32°C, clear sky`، و `showWeather(el, city, json)` تضع وصف الطقس المقروء من `json` في `el.textContent`. هنا `el` كائن يحاكي عنصر الصفحة.',
        'Write `describeWeather(city, weather)` returning `Cairo: 32°C, clear sky`, and `showWeather(el, city, json)`, which puts the description of the weather read from `json` into `el.textContent`. Here `el` is an object standing in for the page element.',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(describeWeather('Cairo', { temp: 32, conditions: 'clear sky' }))",
          out: 'Cairo: 32°C, clear sky',
        },
        {
          n: example(2),
          after: `const el = { textContent: '' };\nshowWeather(el, 'Cairo', '${CAIRO_JSON}');\nconsole.log(el.textContent);`,
          out: 'Cairo: 32°C, clear sky',
        },
        {
          n: hidden(1),
          after: "console.log(describeWeather('Siwa', { temp: 0, conditions: 'windy' }))",
          out: 'Siwa: 0°C, windy',
          hidden: true,
        },
      ],
    },
    {
      title: [
        'وضّح عندما تكون المدينة غير معروفة أو تفشل الشبكة',
        'Say so when the city is unknown or the network fails',
      ],
      brief: [
        'اكتب دالة غير متزامنة `getWeather(city, request)`: `request(url)` تحاكي `fetch` وتعيد وعدًا بنص JSON. اطلب `weatherUrl(city)` وأعد وصف الطقس. إن كان في الرد `"cod":"404"` أعد `City not found: <city>`، وإن رُفض الوعد أعد `Network error, try again`.',
        'Write an async function `getWeather(city, request)`: `request(url)` stands in for `fetch` and returns a promise of JSON text. Request `weatherUrl(city)` and return the weather’s description. When the answer has `"cod":"404"`, return `City not found: <city>`; when the promise rejects, return `Network error, try again`.',
      ],
      tests: [
        {
          n: example(1),
          after: `${FAKE_API}\ngetWeather('Cairo', fakeApi).then(console.log);`,
          out: 'Cairo: 32°C, clear sky',
        },
        {
          n: example(2),
          after: `${FAKE_API}\ngetWeather('Atlantis', fakeApi).then(console.log);`,
          out: 'City not found: Atlantis',
        },
        {
          n: hidden(1),
          after: "getWeather('Cairo', () => Promise.reject(new Error('offline'))).then(console.log);",
          out: 'Network error, try again',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            'getWeather(\'Port Said\', (url) => {\n  console.log(url);\n  return new Promise((r) => setTimeout(() => r(\'{"cod":"404"}\'), 300));\n}).then(console.log);',
          out: 'https://api.example.com/weather?city=Port%20Said\nCity not found: Port Said',
          hidden: true,
        },
      ],
    },
  ]),
  solution: `function readCity() {
  const line = prompt();
  if (line === null || line.trim() === '') return null;
  return line.trim();
}

function weatherUrl(city) {
  return 'https://api.example.com/weather?city=' + encodeURIComponent(city);
}

function parseWeather(json) {
  const data = JSON.parse(json);
  return { temp: Math.round(data.main.temp), conditions: data.weather[0].description };
}

function describeWeather(city, weather) {
  return city + ': ' + weather.temp + '°C, ' + weather.conditions;
}

function showWeather(el, city, json) {
  el.textContent = describeWeather(city, parseWeather(json));
}

async function getWeather(city, request) {
  let json;
  try {
    json = await request(weatherUrl(city));
  } catch {
    return 'Network error, try again';
  }
  if (String(JSON.parse(json).cod) === '404') return 'City not found: ' + city;
  return describeWeather(city, parseWeather(json));
}`,
};

const FORM: CodeProject = {
  projectId: 'javascript-contactform',
  language: 'javascript',
  starter: '// نموذج التواصل / A contact form\n\nfunction emptyForm() {\n  // المرحلة ١ / Milestone 1\n}\n',
  milestones: milestones([
    {
      title: ['ابنِ النموذج: الاسم والبريد والرسالة', 'Build the form: name, e-mail and message'],
      brief: [
        'حقول النموذج تُحفظ في كائن. اكتب `emptyForm()` تعيد كائنًا جديدًا في كل مرة: `{ name: "", email: "", message: "" }` بهذا الترتيب.',
        'The form’s fields are kept in an object. Write `emptyForm()` returning a new object each time: `{ name: "", email: "", message: "" }`, in that order.',
      ],
      tests: [
        {
          n: example(1),
          after: 'console.log(JSON.stringify(emptyForm()))',
          out: '{"name":"","email":"","message":""}',
        },
        {
          n: example(2),
          after: "const a = emptyForm();\na.name = 'Mona';\nconsole.log(emptyForm().name === '');",
          out: 'true',
        },
        { n: hidden(1), after: 'console.log(emptyForm() !== emptyForm())', out: 'true', hidden: true },
      ],
    },
    {
      title: ['تحقق من ملء كل الحقول', 'Check that every field is filled'],
      brief: [
        'اكتب `missingFields(form)` تعيد مصفوفة بأسماء الحقول الفارغة (أو التي فيها مسافات فقط) بترتيب `name` ثم `email` ثم `message`.',
        'Write `missingFields(form)` returning an array of the names of the fields that are empty (or hold only spaces), in the order `name`, `email`, `message`.',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(missingFields({ name: 'Mona', email: '', message: 'Hi' }).join(','))",
          out: 'email',
        },
        {
          n: example(2),
          after: "console.log(missingFields({ name: 'Mona', email: 'm@x.com', message: 'Hi' }).length)",
          out: '0',
        },
        {
          n: hidden(1),
          after: "console.log(missingFields({ name: '   ', email: '', message: ' ' }).join(','))",
          out: 'name,email,message',
          hidden: true,
        },
      ],
    },
    {
      title: ['تحقق من صحة شكل البريد الإلكتروني', 'Check that the e-mail looks valid'],
      brief: [
        'اكتب `isEmail(text)` تعيد `true` إن كان النص بلا مسافات، وفيه `@` واحدة قبلها شيء، وبعدها اسم نطاق فيه نقطة بين جزأين غير فارغين، مثل `mona@example.com`.',
        'Write `isEmail(text)` returning `true` when the text has no spaces and one `@` with something before it and, after it, a domain with a dot between two non-empty parts, like `mona@example.com`.',
      ],
      tests: [
        { n: example(1), after: "console.log(isEmail('mona@example.com'))", out: 'true' },
        { n: example(2), after: "console.log(isEmail('mona@'))", out: 'false' },
        {
          n: hidden(1),
          after: "console.log(isEmail('mona.example.com'), isEmail('a b@c.com'), isEmail('x@@y.com'))",
          out: 'false false false',
          hidden: true,
        },
        {
          n: hidden(2),
          after: "console.log(isEmail('a@b.co'), isEmail('a@b.'))",
          out: 'true false',
          hidden: true,
        },
      ],
    },
    {
      title: ['اعرض رسالة واضحة بجانب كل خطأ', 'Show a clear message next to each mistake'],
      brief: [
        'اكتب `validate({ name, email, message })` تعيد كائنًا فيه رسالة لكل حقل خاطئ فقط: `name`: `Please write your name`، و `email`: `Please write your e-mail` إن كان فارغًا أو `This e-mail does not look right` إن كان شكله خاطئًا، و `message`: `Please write a message`. النموذج السليم يعطي `{}`.',
        'Write `validate({ name, email, message })` returning an object with a message for each wrong field only: `name`: `Please write your name`; `email`: `Please write your e-mail` when empty or `This e-mail does not look right` when badly shaped; `message`: `Please write a message`. A correct form gives `{}`.',
      ],
      tests: [
        {
          n: example(1),
          after: "console.log(JSON.stringify(validate({ name: '', email: 'mona@', message: 'Hi' })))",
          out: '{"name":"Please write your name","email":"This e-mail does not look right"}',
        },
        {
          n: example(2),
          after:
            "console.log(JSON.stringify(validate({ name: 'Mona', email: 'mona@example.com', message: 'Hi' })))",
          out: '{}',
        },
        {
          n: hidden(1),
          after: "console.log(JSON.stringify(validate({ name: 'Ali', email: ' ', message: '' })))",
          out: '{"email":"Please write your e-mail","message":"Please write a message"}',
          hidden: true,
        },
      ],
    },
    {
      title: ['أرسل الرسالة وقل شكرًا', 'Send the message and say thank you'],
      brief: [
        'اكتب دالة غير متزامنة `submit(form, send)`: إن كان في النموذج أخطاء تعيد `Please fix: ` متبوعًا بأسماء الحقول الخاطئة مفصولة بـ `, ` دون إرسال. وإلا تنتظر `send(form)` (تعيد وعدًا) وتعيد `Thank you, <name>! We will reply soon.`، وإن رُفض الوعد تعيد `Sending failed, please try again`.',
        'Write an async function `submit(form, send)`: when the form has mistakes it returns `Please fix: ` followed by the names of the wrong fields joined by `, `, without sending. Otherwise it awaits `send(form)` (which returns a promise) and returns `Thank you, <name>! We will reply soon.`; when that promise rejects it returns `Sending failed, please try again`.',
      ],
      tests: [
        {
          n: example(1),
          after:
            "const form = { name: 'Mona', email: 'mona@example.com', message: 'Hello!' };\nsubmit(form, () => Promise.resolve()).then(console.log);",
          out: 'Thank you, Mona! We will reply soon.',
        },
        {
          n: example(2),
          after:
            "const form = { name: '', email: 'x', message: 'Hi' };\nsubmit(form, () => Promise.resolve()).then(console.log);",
          out: 'Please fix: name, email',
        },
        {
          n: hidden(1),
          after:
            "let sent = 0;\nconst form = { name: 'Ali', email: 'bad', message: '' };\nsubmit(form, () => {\n  sent++;\n  return Promise.resolve();\n}).then((r) => console.log(r, sent));",
          out: 'Please fix: email, message 0',
          hidden: true,
        },
        {
          n: hidden(2),
          after:
            "const form = { name: 'Ali', email: 'ali@example.com', message: 'Hi' };\nsubmit(form, () => new Promise((_, no) => setTimeout(() => no(new Error('down')), 200))).then(console.log);",
          out: 'Sending failed, please try again',
          hidden: true,
        },
      ],
    },
  ]),
  solution: `const FIELDS = ['name', 'email', 'message'];

function emptyForm() {
  return { name: '', email: '', message: '' };
}

function missingFields(form) {
  return FIELDS.filter((field) => form[field].trim() === '');
}

function isEmail(text) {
  return /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text);
}

function validate(form) {
  const errors = {};
  if (form.name.trim() === '') errors.name = 'Please write your name';
  if (form.email.trim() === '') errors.email = 'Please write your e-mail';
  else if (!isEmail(form.email)) errors.email = 'This e-mail does not look right';
  if (form.message.trim() === '') errors.message = 'Please write a message';
  return errors;
}

async function submit(form, send) {
  const wrong = Object.keys(validate(form));
  if (wrong.length > 0) return 'Please fix: ' + wrong.join(', ');
  try {
    await send(form);
  } catch {
    return 'Sending failed, please try again';
  }
  return 'Thank you, ' + form.name + '! We will reply soon.';
}`,
};

/** The catalog's five JavaScript projects. */
export const JAVASCRIPT_PROJECTS: CodeProject[] = [CLOCK, SLIDER, TODO, WEATHER, FORM];
