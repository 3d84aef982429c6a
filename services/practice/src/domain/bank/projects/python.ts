import type { CodeProject } from '../../items/types';
import { type TestSpec, bi, codeTests } from '../programming/exercise';
import type { Pair } from '../science/write';

const py = String.raw;

/**
 * The catalog's Python mini projects as milestones (issue 34), following the catalog's steps
 * (conversation's migration 0008). Every milestone's tests run against the learner's whole file, so a project is
 * a set of functions (or classes) the tests call by name: nothing reads input or prints at the bottom of the file,
 * `main()` included (its tests call it with their own input), and the random secret of Guess is a parameter.
 */

interface MilestoneSpec {
  title: Pair;
  brief: Pair;
  tests: TestSpec[];
}

const project = (
  projectId: string,
  starter: string,
  milestones: MilestoneSpec[],
  solution: string,
): CodeProject => ({
  projectId,
  language: 'python',
  starter,
  milestones: milestones.map((m, i) => ({
    id: `m${i + 1}`,
    title: bi(m.title),
    brief: bi(m.brief),
    tests: codeTests(m.tests, `m${i + 1}-`),
  })),
  solution,
});

/** Said in every starter: the tests call the functions, so the file's bottom stays empty. */
const RULE = `# The tests call your functions by name (main() too, with their own input),
# so keep every input() and print() inside a function and call nothing at the bottom.`;

export const PYTHON_PROJECTS: CodeProject[] = [
  project(
    'python-calculator',
    py`# Calculator
${RULE}


def read_numbers():
    # Milestone 1: read two numbers, one per line, and return them as a pair of floats
    pass
`,
    [
      {
        title: ['اقرأ عددين', 'Read two numbers'],
        brief: [
          'اكتب دالة `read_numbers()` تقرأ عددين من المستخدم، كل عدد في سطر، وترجعهما زوجًا من الأعداد العشرية `(a, b)` بعد التحويل بـ `float`.',
          'Write a function `read_numbers()` that reads two numbers from the user, one per line, and returns them as a pair of floats `(a, b)`, converted with `float`.',
        ],
        tests: [
          { in: '6\n3', call: 'print(read_numbers())', out: '(6.0, 3.0)' },
          { in: '2.5\n-1', call: 'print(read_numbers())', out: '(2.5, -1.0)' },
          { in: '0\n0', call: 'print(read_numbers())', out: '(0.0, 0.0)', hidden: ['صفران', 'Two zeros'] },
        ],
      },
      {
        title: ['اقرأ العملية', 'Read the operation'],
        brief: [
          'اكتب دالة `read_operation()` تقرأ سطرًا وترجع العملية `+` أو `-` أو `*` أو `/` بعد حذف المسافات حولها بـ `strip()`، وترجع `None` لأي شيء آخر.',
          'Write a function `read_operation()` that reads a line and returns the operation `+`, `-`, `*` or `/`, with the spaces around it removed by `strip()`, and returns `None` for anything else.',
        ],
        tests: [
          { in: '+', call: 'print(read_operation())', out: '+' },
          { in: ' * ', call: 'print(read_operation())', out: '*' },
          {
            in: '%',
            call: 'print(read_operation())',
            out: 'None',
            hidden: ['عملية غير معروفة', 'An unknown operation'],
          },
          { in: '/', call: 'print(read_operation())', out: '/', hidden: ['القسمة', 'Division'] },
        ],
      },
      {
        title: ['دالة لكل عملية', 'One function per operation'],
        brief: [
          'اكتب أربع دوال، كل منها تأخذ عددين وترجع الناتج: `add(a, b)` و `subtract(a, b)` و `multiply(a, b)` و `divide(a, b)`.',
          'Write four functions, each taking two numbers and returning the result: `add(a, b)`, `subtract(a, b)`, `multiply(a, b)` and `divide(a, b)`.',
        ],
        tests: [
          { call: 'print(add(2, 3), subtract(2, 5))', out: '5 -3' },
          { call: 'print(multiply(4, 2.5), divide(7, 2))', out: '10.0 3.5' },
          { call: 'print(divide(1, 4))', out: '0.25', hidden: ['ناتج أقل من واحد', 'A result under one'] },
          {
            call: 'print(multiply(-3, 3), subtract(0, 0))',
            out: '-9 0',
            hidden: ['سالب وصفر', 'Negative and zero'],
          },
        ],
      },
      {
        title: ['اختر الدالة بشرط واطبع الناتج', 'Choose the function with a condition and print the result'],
        brief: [
          'اكتب `calculate(a, op, b)` تختار دالة العملية بـ `if`/`elif` وترجع الناتج، وترجع النص `unknown operation` لعملية غير معروفة. ثم اكتب `main()` تقرأ العددين ثم العملية وتطبع ما ترجعه `calculate`.',
          "Write `calculate(a, op, b)` that chooses the operation's function with `if`/`elif` and returns the result, and returns the text `unknown operation` for an unknown operation. Then write `main()` that reads the two numbers, then the operation, and prints what `calculate` returns.",
        ],
        tests: [
          { call: "print(calculate(6, '+', 3), calculate(6, '/', 3))", out: '9 2.0' },
          { in: '6\n3\n*', call: 'main()', out: '18.0' },
          { call: "print(calculate(5, '-', 8))", out: '-3', hidden: ['ناتج سالب', 'A negative result'] },
          {
            in: '6\n3\n%',
            call: 'main()',
            out: 'unknown operation',
            hidden: ['عملية غير معروفة', 'An unknown operation'],
          },
        ],
      },
      {
        title: [
          'ارفض القسمة على صفر والمدخلات غير العددية',
          'Refuse division by zero and input that is not a number',
        ],
        brief: [
          'عدّل `calculate` لترجع `cannot divide by zero` عند القسمة على صفر، وعدّل `read_numbers` لترجع `None` إذا لم يكن أحد السطرين عددًا (`try`/`except ValueError`)، وعندها تطبع `main()` الرسالة `please enter numbers`.',
          'Change `calculate` to return `cannot divide by zero` when dividing by zero, and `read_numbers` to return `None` when either line is not a number (`try`/`except ValueError`); `main()` then prints `please enter numbers`.',
        ],
        tests: [
          { call: "print(calculate(6, '/', 0))", out: 'cannot divide by zero' },
          { in: 'six\n3', call: 'print(read_numbers())', out: 'None' },
          {
            in: '6\nabc',
            call: 'main()',
            out: 'please enter numbers',
            hidden: ['العدد الثاني ليس عددًا', 'The second is not a number'],
          },
          {
            in: '6\n0\n/',
            call: 'main()',
            out: 'cannot divide by zero',
            hidden: ['قسمة على صفر كاملة', 'Dividing by zero, end to end'],
          },
          { call: "print(calculate(0, '/', 5))", out: '0.0', hidden: ['صفر مقسوم', 'Zero divided'] },
        ],
      },
    ],
    py`def read_numbers():
    first = input()
    second = input()
    try:
        return float(first), float(second)
    except ValueError:
        return None


def read_operation():
    op = input().strip()
    if op in ("+", "-", "*", "/"):
        return op
    return None


def add(a, b):
    return a + b


def subtract(a, b):
    return a - b


def multiply(a, b):
    return a * b


def divide(a, b):
    return a / b


def calculate(a, op, b):
    if op == "+":
        return add(a, b)
    if op == "-":
        return subtract(a, b)
    if op == "*":
        return multiply(a, b)
    if op == "/":
        if b == 0:
            return "cannot divide by zero"
        return divide(a, b)
    return "unknown operation"


def main():
    numbers = read_numbers()
    if numbers is None:
        print("please enter numbers")
        return
    op = read_operation()
    a, b = numbers
    print(calculate(a, op, b))`,
  ),
  project(
    'python-guess',
    py`# Guess the number
${RULE}
import random


def pick_secret():
    # Milestone 1: return a random whole number from 1 to 100
    pass
`,
    [
      {
        title: ['اختر رقمًا سريًا عشوائيًا', 'Pick a random secret number'],
        brief: [
          'اكتب دالة `pick_secret()` ترجع عددًا صحيحًا عشوائيًا من 1 إلى 100 (ضمنهما) باستعمال `random.randint`.',
          'Write a function `pick_secret()` that returns a random whole number from 1 to 100 (both included), using `random.randint`.',
        ],
        tests: [
          { call: 's = pick_secret()\nprint(1 <= s <= 100, type(s).__name__)', out: 'True int' },
          { call: 'print(all(1 <= pick_secret() <= 100 for _ in range(200)))', out: 'True' },
          {
            call: 'print(len({pick_secret() for _ in range(500)}) > 50)',
            out: 'True',
            hidden: ['أرقام مختلفة كل مرة', 'Different numbers each time'],
          },
        ],
      },
      {
        title: ['اقرأ تخمين اللاعب', "Read the player's guess"],
        brief: [
          'اكتب دالة `read_guess()` تقرأ سطرًا وترجعه عددًا صحيحًا، وترجع `None` إذا لم يكن عددًا.',
          'Write a function `read_guess()` that reads a line and returns it as a whole number, or `None` when it is not a number.',
        ],
        tests: [
          { in: '42', call: 'print(read_guess())', out: '42' },
          { in: ' 7 ', call: 'print(read_guess() + 1)', out: '8' },
          { in: 'abc', call: 'print(read_guess())', out: 'None', hidden: ['ليس عددًا', 'Not a number'] },
          { in: '100', call: 'print(read_guess())', out: '100', hidden: ['الحد الأعلى', 'The top bound'] },
        ],
      },
      {
        title: ['قل «أكبر» أو «أصغر»', 'Say "higher" or "lower"'],
        brief: [
          'اكتب دالة `hint(secret, guess)` ترجع `higher` إذا كان التخمين أصغر من السر، و `lower` إذا كان أكبر، و `right` إذا أصاب.',
          'Write a function `hint(secret, guess)` that returns `higher` when the guess is below the secret, `lower` when it is above, and `right` when it is the secret.',
        ],
        tests: [
          { call: 'print(hint(50, 30))', out: 'higher' },
          { call: 'print(hint(50, 70))', out: 'lower' },
          { call: 'print(hint(50, 50))', out: 'right', hidden: ['إصابة', 'A hit'] },
          {
            call: 'print(hint(1, 100), hint(100, 1))',
            out: 'lower higher',
            hidden: ['الطرفان', 'The two ends'],
          },
        ],
      },
      {
        title: ['كرر حتى يصيب', 'Repeat until the guess is right'],
        brief: [
          'اكتب دالة `play(secret)` تقرأ التخمينات بـ `read_guess()` في حلقة، وتطبع لكل تخمين ما ترجعه `hint`، وتتوقف بعد `right`. التخمين غير العددي تطبع عنه `please enter a number` وتكمل.',
          'Write a function `play(secret)` that reads guesses with `read_guess()` in a loop, prints what `hint` returns for each, and stops after `right`. For a guess that is not a number it prints `please enter a number` and goes on.',
        ],
        tests: [
          { in: '50\n25\n30', call: 'play(30)', out: 'lower\nhigher\nright' },
          { in: '7', call: 'play(7)', out: 'right' },
          {
            in: 'abc\n10',
            call: 'play(10)',
            out: 'please enter a number\nright',
            hidden: ['تخمين غير عددي', 'A guess that is not a number'],
          },
          {
            in: '1\n100\n2\n99\n50',
            call: 'play(50)',
            out: 'higher\nlower\nhigher\nlower\nright',
            hidden: ['خمس محاولات', 'Five tries'],
          },
        ],
      },
      {
        title: ['احسب المحاولات واعرض اللعب مرة أخرى', 'Count the attempts and offer to play again'],
        brief: [
          'اجعل `play(secret)` ترجع عدد المحاولات (التخمينات العددية فقط). ثم اكتب `main()`: تلعب بسر من `pick_secret()`، وتطبع `attempts: ` ثم العدد، ثم `Play again? y/n`، وتقرأ سطرًا: `y` تعني جولة جديدة وأي شيء آخر ينهي اللعبة.',
          'Make `play(secret)` return the number of attempts (number guesses only). Then write `main()`: it plays with a secret from `pick_secret()`, prints `attempts: ` and the number, then `Play again? y/n`, and reads a line: `y` starts a new round and anything else ends the game.',
        ],
        tests: [
          { in: '50\n25\n30', call: 'print(play(30))', out: 'lower\nhigher\nright\n3' },
          { in: '5\nn', call: 'pick_secret = lambda: 5\nmain()', out: 'right\nattempts: 1\nPlay again? y/n' },
          {
            in: 'x\n5',
            call: 'print(play(5))',
            out: 'please enter a number\nright\n1',
            hidden: ['التخمين غير العددي لا يُحسب', 'A guess that is not a number does not count'],
          },
          {
            in: '5\ny\n3\n9\n5\nn',
            call: 'pick_secret = lambda: 5\nmain()',
            out: 'right\nattempts: 1\nPlay again? y/n\nhigher\nlower\nright\nattempts: 3\nPlay again? y/n',
            hidden: ['جولتان', 'Two rounds'],
          },
        ],
      },
    ],
    py`import random


def pick_secret():
    return random.randint(1, 100)


def read_guess():
    try:
        return int(input())
    except ValueError:
        return None


def hint(secret, guess):
    if guess < secret:
        return "higher"
    if guess > secret:
        return "lower"
    return "right"


def play(secret):
    attempts = 0
    while True:
        guess = read_guess()
        if guess is None:
            print("please enter a number")
            continue
        attempts += 1
        answer = hint(secret, guess)
        print(answer)
        if answer == "right":
            return attempts


def main():
    while True:
        attempts = play(pick_secret())
        print("attempts:", attempts)
        print("Play again? y/n")
        if input().strip().lower() != "y":
            break`,
  ),
  project(
    'python-studentgrades',
    py`# Student grades
${RULE}


def read_students():
    # Milestone 1: read n, then n lines "name mark mark ...";
    # return a dictionary from each name to its list of marks (ints)
    pass
`,
    [
      {
        title: ['اقرأ اسم كل طالب ودرجاته', "Read each student's name and marks"],
        brief: [
          'اكتب دالة `read_students()` تقرأ عدد الطلاب `n`، ثم `n` سطرًا في كل منها الاسم ثم درجاته بينها مسافات، وترجع قاموسًا من كل اسم إلى قائمة درجاته (أعداد صحيحة) بترتيب القراءة.',
          'Write a function `read_students()` that reads the number of students `n`, then `n` lines each holding a name and then its marks, separated by spaces, and returns a dictionary from each name to its list of marks (whole numbers), in the order read.',
        ],
        tests: [
          {
            in: '2\nMona 80 90\nAli 70 60 50',
            call: 'print(read_students())',
            out: "{'Mona': [80, 90], 'Ali': [70, 60, 50]}",
          },
          { in: '1\nOmar 100', call: 'print(read_students())', out: "{'Omar': [100]}" },
          { in: '0', call: 'print(read_students())', out: '{}', hidden: ['لا طلاب', 'No students'] },
          {
            in: '1\nSara',
            call: 'print(read_students())',
            out: "{'Sara': []}",
            hidden: ['طالب بلا درجات', 'A student with no marks'],
          },
        ],
      },
      {
        title: ['احسب متوسط كل طالب', 'Compute each average'],
        brief: [
          'اكتب دالة `average(marks)` ترجع متوسط قائمة الدرجات مقربًا إلى منزلتين بـ `round`، وترجع 0 لقائمة فارغة.',
          'Write a function `average(marks)` that returns the average of a list of marks rounded to two places with `round`, and 0 for an empty list.',
        ],
        tests: [
          { call: 'print(average([80, 90]))', out: '85.0' },
          { call: 'print(average([90, 85, 81]))', out: '85.33' },
          { call: 'print(average([]))', out: '0', hidden: ['قائمة فارغة', 'An empty list'] },
          { call: 'print(average([0, 0, 1]))', out: '0.33', hidden: ['متوسط صغير', 'A small average'] },
        ],
      },
      {
        title: ['حوّل المتوسط إلى تقدير', 'Turn the average into a letter grade'],
        brief: [
          'اكتب دالة `grade(avg)` ترجع `A` من 85، و `B` من 75، و `C` من 65، و `D` من 50، و `F` لما دون ذلك.',
          'Write a function `grade(avg)` that returns `A` from 85, `B` from 75, `C` from 65, `D` from 50, and `F` below that.',
        ],
        tests: [
          { call: 'print(grade(85.33))', out: 'A' },
          { call: 'print(grade(60))', out: 'D' },
          {
            call: 'print(grade(85), grade(75), grade(65), grade(50))',
            out: 'A B C D',
            hidden: ['الحدود', 'The boundaries'],
          },
          { call: 'print(grade(49.99), grade(0))', out: 'F F', hidden: ['تحت 50', 'Under 50'] },
        ],
      },
      {
        title: ['اطبع جدول الطلاب', 'Print a table of the students'],
        brief: [
          'اكتب دالة `print_table(students)` تأخذ قاموس `read_students` وتطبع لكل طالب سطرًا: الاسم ثم المتوسط ثم التقدير بينها مسافات، مثل `Mona 85.0 A`.',
          'Write a function `print_table(students)` that takes the dictionary `read_students` returns and prints a line per student: the name, the average and the grade separated by spaces, like `Mona 85.0 A`.',
        ],
        tests: [
          { call: "print_table({'Mona': [80, 90], 'Ali': [70, 60, 50]})", out: 'Mona 85.0 A\nAli 60.0 D' },
          { call: "print_table({'Omar': [100, 99]})", out: 'Omar 99.5 A' },
          { call: 'print_table({})', out: '', hidden: ['لا طلاب', 'No students'] },
          {
            call: "print_table({'Sara': []})",
            out: 'Sara 0 F',
            hidden: ['طالب بلا درجات', 'A student with no marks'],
          },
        ],
      },
      {
        title: ['أوجد أعلى متوسط في الفصل', "Find the class's highest average"],
        brief: [
          'اكتب دالة `top_student(students)` ترجع اسم صاحب أعلى متوسط (الأول عند التساوي)، و `None` إذا لم يوجد طلاب. ثم `main()`: تقرأ الطلاب وتطبع الجدول ثم `Top: ` واسم الأول.',
          'Write a function `top_student(students)` that returns the name with the highest average (the first one on a tie), or `None` when there are no students. Then `main()`: it reads the students, prints the table, then `Top: ` and the top name.',
        ],
        tests: [
          { call: "print(top_student({'Mona': [80, 90], 'Ali': [70, 60, 50]}))", out: 'Mona' },
          { in: '2\nMona 80 90\nAli 95 99', call: 'main()', out: 'Mona 85.0 A\nAli 97.0 A\nTop: Ali' },
          { call: "print(top_student({'A': [90], 'B': [90]}))", out: 'A', hidden: ['تساوٍ', 'A tie'] },
          { call: 'print(top_student({}))', out: 'None', hidden: ['لا طلاب', 'No students'] },
        ],
      },
    ],
    py`def read_students():
    students = {}
    n = int(input())
    for _ in range(n):
        parts = input().split()
        students[parts[0]] = [int(m) for m in parts[1:]]
    return students


def average(marks):
    if not marks:
        return 0
    return round(sum(marks) / len(marks), 2)


def grade(avg):
    if avg >= 85:
        return "A"
    if avg >= 75:
        return "B"
    if avg >= 65:
        return "C"
    if avg >= 50:
        return "D"
    return "F"


def print_table(students):
    for name, marks in students.items():
        avg = average(marks)
        print(name, avg, grade(avg))


def top_student(students):
    best = None
    for name, marks in students.items():
        if best is None or average(marks) > average(students[best]):
            best = name
    return best


def main():
    students = read_students()
    print_table(students)
    print("Top:", top_student(students))`,
  ),
  project(
    'python-bank',
    py`# Bank account
${RULE}


class Account:
    # Milestone 1: made with Account(owner, balance=0)
    pass
`,
    [
      {
        title: ['صنف حساب برصيد', 'An Account class with a balance'],
        brief: [
          'اكتب صنفًا `Account` يُنشأ بـ `Account(owner, balance=0)` ويحفظ `owner` و `balance` صفتين فيه.',
          'Write a class `Account` made with `Account(owner, balance=0)` that keeps `owner` and `balance` as its attributes.',
        ],
        tests: [
          { call: 'a = Account("Mona")\nprint(a.owner, a.balance)', out: 'Mona 0' },
          { call: 'a = Account("Ali", 500)\nprint(a.balance)', out: '500' },
          {
            call: 'a = Account("A", 10)\nb = Account("B")\nprint(a.balance, b.balance)',
            out: '10 0',
            hidden: ['حسابان مستقلان', 'Two separate accounts'],
          },
        ],
      },
      {
        title: ['إيداع بمبالغ موجبة فقط', 'Deposit only positive amounts'],
        brief: [
          'أضف `deposit(amount)`: إذا كان المبلغ موجبًا تضيفه إلى الرصيد وترجع `True`، وإلا لا تغير شيئًا وترجع `False`.',
          'Add `deposit(amount)`: when the amount is positive it adds it to the balance and returns `True`; otherwise it changes nothing and returns `False`.',
        ],
        tests: [
          { call: 'a = Account("Mona")\nprint(a.deposit(100), a.balance)', out: 'True 100' },
          { call: 'a = Account("Mona", 50)\nprint(a.deposit(-20), a.balance)', out: 'False 50' },
          {
            call: 'a = Account("Mona", 50)\nprint(a.deposit(0), a.balance)',
            out: 'False 50',
            hidden: ['إيداع صفر', 'A zero deposit'],
          },
          {
            call: 'a = Account("Mona")\na.deposit(10)\na.deposit(15)\nprint(a.balance)',
            out: '25',
            hidden: ['إيداعان', 'Two deposits'],
          },
        ],
      },
      {
        title: ['سحب فقط إذا كفى الرصيد', 'Withdraw only when the balance is enough'],
        brief: [
          'أضف `withdraw(amount)`: إذا كان المبلغ موجبًا ولا يزيد على الرصيد تخصمه وترجع `True`، وإلا ترجع `False` والرصيد كما هو؛ فلا ينزل الرصيد تحت الصفر أبدًا.',
          'Add `withdraw(amount)`: when the amount is positive and not more than the balance it takes it off and returns `True`; otherwise it returns `False` and the balance stays; so the balance never goes below zero.',
        ],
        tests: [
          { call: 'a = Account("Ali", 100)\nprint(a.withdraw(30), a.balance)', out: 'True 70' },
          { call: 'a = Account("Ali", 100)\nprint(a.withdraw(150), a.balance)', out: 'False 100' },
          {
            call: 'a = Account("Ali", 100)\nprint(a.withdraw(100), a.balance)',
            out: 'True 0',
            hidden: ['الرصيد كله', 'The whole balance'],
          },
          {
            call: 'a = Account("Ali", 100)\nprint(a.withdraw(-5), a.balance)',
            out: 'False 100',
            hidden: ['مبلغ سالب', 'A negative amount'],
          },
        ],
      },
      {
        title: ['احفظ سجلًا لكل عملية', 'Keep a history of every transaction'],
        brief: [
          'أضف قائمة `history` تبدأ فارغة، وأضف إليها نصًا عن كل إيداع أو سحب تم (`deposit 100` أو `withdraw 30`)؛ العملية المرفوضة لا تُسجَّل.',
          'Add a list `history`, empty at first, and append a text for every deposit or withdrawal that happens (`deposit 100` or `withdraw 30`); a refused one is not recorded.',
        ],
        tests: [
          {
            call: 'a = Account("Mona")\na.deposit(100)\na.withdraw(30)\nprint(a.history)',
            out: "['deposit 100', 'withdraw 30']",
          },
          { call: 'a = Account("Mona")\nprint(a.history)', out: '[]' },
          {
            call: 'a = Account("Mona")\na.deposit(-1)\na.withdraw(5)\nprint(a.history)',
            out: '[]',
            hidden: ['المرفوض لا يُسجَّل', 'Refused ones are not recorded'],
          },
          {
            call: 'a = Account("A")\nb = Account("B")\na.deposit(5)\nprint(b.history)',
            out: '[]',
            hidden: ['سجلان مستقلان', 'Separate histories'],
          },
        ],
      },
      {
        title: ['اطبع كشف حساب', 'Print a statement'],
        brief: [
          'أضف `statement()` تطبع كل سطر من السجل بالترتيب، ثم `balance: ` والرصيد.',
          'Add `statement()` that prints each line of the history in order, then `balance: ` and the balance.',
        ],
        tests: [
          {
            call: 'a = Account("Mona")\na.deposit(100)\na.withdraw(30)\na.statement()',
            out: 'deposit 100\nwithdraw 30\nbalance: 70',
          },
          { call: 'a = Account("Ali", 20)\na.deposit(5)\na.statement()', out: 'deposit 5\nbalance: 25' },
          {
            call: 'Account("Omar", 50).statement()',
            out: 'balance: 50',
            hidden: ['بلا عمليات', 'No transactions'],
          },
          {
            call: 'a = Account("Sara", 10)\na.withdraw(50)\na.statement()',
            out: 'balance: 10',
            hidden: ['سحب مرفوض', 'A refused withdrawal'],
          },
        ],
      },
    ],
    py`class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            return False
        self.balance += amount
        self.history.append("deposit " + str(amount))
        return True

    def withdraw(self, amount):
        if amount <= 0 or amount > self.balance:
            return False
        self.balance -= amount
        self.history.append("withdraw " + str(amount))
        return True

    def statement(self):
        for line in self.history:
            print(line)
        print("balance:", self.balance)`,
  ),
  project(
    'python-library',
    py`# Library
${RULE}


class Book:
    # Milestone 1: made with Book(title, author); a new book is available
    pass


class Member:
    # Milestone 1: made with Member(name); borrowed is an empty list
    pass
`,
    [
      {
        title: ['صنفا الكتاب والعضو', 'Book and Member classes'],
        brief: [
          'اكتب صنفًا `Book` يُنشأ بـ `Book(title, author)` وله الصفات `title` و `author` و `available` (تبدأ `True`)، وصنفًا `Member` يُنشأ بـ `Member(name)` وله `name` وقائمة `borrowed` تبدأ فارغة.',
          'Write a class `Book` made with `Book(title, author)`, with attributes `title`, `author` and `available` (`True` at first), and a class `Member` made with `Member(name)`, with `name` and a list `borrowed`, empty at first.',
        ],
        tests: [
          {
            call: 'b = Book("Dune", "Herbert")\nprint(b.title, b.author, b.available)',
            out: 'Dune Herbert True',
          },
          { call: 'm = Member("Mona")\nprint(m.name, m.borrowed)', out: 'Mona []' },
          {
            call: 'a = Member("A")\nb = Member("B")\na.borrowed.append(1)\nprint(b.borrowed)',
            out: '[]',
            hidden: ['قائمتان مستقلتان', 'Two separate lists'],
          },
        ],
      },
      {
        title: ['احفظ الكتب في مجموعة', "Keep the library's books in a collection"],
        brief: [
          'اكتب صنفًا `Library` له قائمة `books` تبدأ فارغة، و `add_book(book)` تضيف كتابًا، و `find(title)` ترجع الكتاب بهذا العنوان أو `None`.',
          'Write a class `Library` with a list `books`, empty at first, `add_book(book)` adding a book, and `find(title)` returning the book with that title, or `None`.',
        ],
        tests: [
          { call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nprint(len(lib.books))', out: '1' },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nlib.add_book(Book("Emma", "Austen"))\nprint(lib.find("Emma").author)',
            out: 'Austen',
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nprint(lib.find("Zorba"))',
            out: 'None',
            hidden: ['عنوان غير موجود', 'A missing title'],
          },
          { call: 'print(Library().find("Dune"))', out: 'None', hidden: ['مكتبة فارغة', 'An empty library'] },
        ],
      },
      {
        title: ['أعر الكتاب إذا كان متاحًا فقط', 'Lend a book only when it is on the shelf'],
        brief: [
          'أضف `lend(title, member)` في `Library`: إذا وُجد الكتاب وكان متاحًا يصبح غير متاح ويُضاف (الكتاب نفسه) إلى `member.borrowed` وترجع `True`؛ وإلا ترجع `False`.',
          'Add `lend(title, member)` to `Library`: when the book exists and is available it becomes unavailable, is appended (the book itself) to `member.borrowed`, and `True` is returned; otherwise `False`.',
        ],
        tests: [
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nm = Member("Mona")\nprint(lib.lend("Dune", m), lib.find("Dune").available)',
            out: 'True False',
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\na = Member("A")\nb = Member("B")\nlib.lend("Dune", a)\nprint(lib.lend("Dune", b), len(b.borrowed))',
            out: 'False 0',
          },
          {
            call: 'lib = Library()\nm = Member("Mona")\nprint(lib.lend("Zorba", m), m.borrowed)',
            out: 'False []',
            hidden: ['كتاب غير موجود', 'A missing book'],
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nm = Member("Mona")\nlib.lend("Dune", m)\nprint(m.borrowed[0].title)',
            out: 'Dune',
            hidden: ['العضو يحمل الكتاب', 'The member holds the book'],
          },
        ],
      },
      {
        title: ['استعد الكتاب', 'Take a book back'],
        brief: [
          'أضف `give_back(title, member)`: إذا كان الكتاب مع العضو يُحذف من `member.borrowed` ويعود متاحًا وترجع `True`؛ وإلا ترجع `False`.',
          'Add `give_back(title, member)`: when the member has the book it is removed from `member.borrowed`, becomes available again, and `True` is returned; otherwise `False`.',
        ],
        tests: [
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nm = Member("Mona")\nlib.lend("Dune", m)\nprint(lib.give_back("Dune", m), lib.find("Dune").available, m.borrowed)',
            out: 'True True []',
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nm = Member("Mona")\nprint(lib.give_back("Dune", m))',
            out: 'False',
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\na = Member("A")\nb = Member("B")\nlib.lend("Dune", a)\nprint(lib.give_back("Dune", b), lib.find("Dune").available)',
            out: 'False False',
            hidden: ['ليس مع هذا العضو', 'Not with this member'],
          },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\na = Member("A")\nb = Member("B")\nlib.lend("Dune", a)\nlib.give_back("Dune", a)\nprint(lib.lend("Dune", b))',
            out: 'True',
            hidden: ['يُعار من جديد', 'Lent again'],
          },
        ],
      },
      {
        title: ['اعرض كتب كل عضو', 'List the books each member has borrowed'],
        brief: [
          'أضف `report(members)` تطبع لكل عضو سطرًا: اسمه ثم `: ` ثم عناوين كتبه بينها `, `، أو `nothing` إذا لم يستعر شيئًا، مثل `Mona: Dune, Emma`.',
          'Add `report(members)` that prints a line per member: the name, `: `, then the titles of their books separated by `, `, or `nothing` when they have none, like `Mona: Dune, Emma`.',
        ],
        tests: [
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\nlib.add_book(Book("Emma", "Austen"))\nm = Member("Mona")\nlib.lend("Dune", m)\nlib.lend("Emma", m)\nlib.report([m])',
            out: 'Mona: Dune, Emma',
          },
          { call: 'lib = Library()\nlib.report([Member("Ali")])', out: 'Ali: nothing' },
          {
            call: 'lib = Library()\nlib.add_book(Book("Dune", "Herbert"))\na = Member("A")\nb = Member("B")\nlib.lend("Dune", a)\nlib.give_back("Dune", a)\nlib.lend("Dune", b)\nlib.report([a, b])',
            out: 'A: nothing\nB: Dune',
            hidden: ['بعد الإعادة', 'After a return'],
          },
          { call: 'Library().report([])', out: '', hidden: ['لا أعضاء', 'No members'] },
        ],
      },
    ],
    py`class Book:
    def __init__(self, title, author):
        self.title = title
        self.author = author
        self.available = True


class Member:
    def __init__(self, name):
        self.name = name
        self.borrowed = []


class Library:
    def __init__(self):
        self.books = []

    def add_book(self, book):
        self.books.append(book)

    def find(self, title):
        for book in self.books:
            if book.title == title:
                return book
        return None

    def lend(self, title, member):
        book = self.find(title)
        if book is None or not book.available:
            return False
        book.available = False
        member.borrowed.append(book)
        return True

    def give_back(self, title, member):
        for book in member.borrowed:
            if book.title == title:
                member.borrowed.remove(book)
                book.available = True
                return True
        return False

    def report(self, members):
        for member in members:
            titles = [book.title for book in member.borrowed]
            print(member.name + ":", ", ".join(titles) if titles else "nothing")`,
  ),
];
