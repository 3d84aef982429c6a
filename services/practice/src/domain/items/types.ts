/**
 * The item bank's shapes (ADR 22). An item is everything the server needs to teach and mark one question: the
 * stem, the key, a worked solution in steps and a ladder of hints, in Arabic and English. Maths items are made by
 * generators from a seed (fresh numbers for each learner, the key computed, never typed); other items are written.
 * The key, the solution and the hints never leave this service but through the rules of sessions/ (and the
 * internal tutor-turn route, for the tutor's fenced prompt).
 */

export type Language = 'ar' | 'en';

/** A text in both languages. */
export interface Bilingual {
  ar: string;
  en: string;
}

export const ITEM_KINDS = ['choice', 'number', 'expression', 'short', 'order', 'code'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** A multiple-choice option; a wrong one may name the misconception that leads to it. */
export interface ChoiceOption {
  id: string;
  text: Bilingual;
  misconception?: Bilingual;
}

/** One piece of an ordering item (shown shuffled; the key is the right order of ids). */
export interface OrderPiece {
  id: string;
  text: Bilingual;
}

/**
 * The key, by kind.
 * - choice: the right option's id.
 * - number: the value, an absolute tolerance (0 for exact) and, where it matters, the unit the answer is in
 *   (shown beside the answer box; a learner need not type it).
 * - expression: mathjs syntax over Latin variables (`2*x + 3`, or an equation `2*x + 3 = 7`); checked for
 *   equivalence, not spelling. `variables` names them; the learner may write س ص ع for x y z. `form:
 *   'simplified'` (expand, collect like terms) also asks for no bracket left and no more terms than the key:
 *   otherwise the question copied back would be equal to its answer.
 * - short: the accepted answers (any language); compared after normalising case, spaces, Arabic letter forms
 *   and digits.
 * - order: the pieces' ids in the right order.
 * - code: a program that passes every test of the item's `code` (run by the code runner, issue 34); the key is
 *   the model solution, which passes them all.
 */
export type ItemKey =
  | { kind: 'choice'; correct: string }
  | { kind: 'number'; value: number; tolerance: number; unit?: Bilingual }
  | { kind: 'expression'; expr: string; variables: string[]; form?: 'simplified' }
  | { kind: 'short'; accepted: string[] }
  | { kind: 'order'; sequence: string[] }
  | { kind: 'code'; solution: string };

/** A wrong answer learners commonly give (number, expression, short kinds), and what it shows. */
export interface KnownMistake {
  answer: string;
  misconception: Bilingual;
}

/**
 * A test of a programming exercise or project milestone. The program reads `stdin`; `after` (a call such as
 * `print(add(2, 3))`) runs after the learner's code in the same scope; what it printed must equal `expected`
 * (trailing spaces and blank lines ignored). Hidden tests are never shown: the learner sees their name and
 * verdict only.
 */
export interface CodeTest {
  id: string;
  name: Bilingual;
  stdin?: string;
  after?: string;
  expected: string;
  hidden?: boolean;
}

/** What a programming exercise adds to its item (kind 'code'); its stem is the brief. */
export interface CodeExercise {
  language: 'python' | 'javascript' | 'typescript';
  /** The editor's first contents: a skeleton that does not pass yet. */
  starter: string;
  /** At least two visible (example) tests and at least two hidden ones. */
  tests: CodeTest[];
}

export type Difficulty = 1 | 2 | 3;

export interface Item {
  /** Stable: `<generator id>#<seed>` for a generated item, the written item's own id otherwise. */
  id: string;
  /** A catalog unit (`primary-3-math-fractions`) or a programming language's topic (`python-loops`). */
  unitId: string;
  /** What the item practises; mastery and review are per skill (`primary-3-math-fractions/compare`). */
  skill: string;
  difficulty: Difficulty;
  kind: ItemKind;
  stem: Bilingual;
  /** kind 'choice': every option, the right one among them, in the order shown. */
  choices?: ChoiceOption[];
  /** kind 'order': the pieces, in the order shown (not the key's order). */
  pieces?: OrderPiece[];
  key: ItemKey;
  /** The key as the solution writes it ("٣/٤" / "3/4"), for the tutor's prompt and the leak guard. */
  keyText: Bilingual;
  /** The worked solution, step by step; the last step states the key. */
  solution: Bilingual[];
  /** The hint ladder, least to most telling (at least two); no hint states the key. */
  hints: Bilingual[];
  mistakes?: KnownMistake[];
  /** kind 'code': the language, starter code and tests (the model solution is the key). */
  code?: CodeExercise;
}

/**
 * A mini project (issue 34) of the catalog (`python-calculator`): ordered milestones, each checked by tests run
 * against the learner's whole project code, so a later milestone builds on the earlier ones.
 */
export interface ProjectMilestone {
  id: string;
  title: Bilingual;
  brief: Bilingual;
  tests: CodeTest[];
}

export interface CodeProject {
  /** The catalog's project id (`javascript-clock`). */
  projectId: string;
  language: 'python' | 'javascript';
  starter: string;
  milestones: ProjectMilestone[];
  /** A program that passes every milestone: the bank's own check that the project can be done. */
  solution: string;
}

/**
 * A parameterised maths item: the same seed always gives the same item (so an attempt stores only the generator
 * id and the seed), and every seed gives an item whose key passes its own checker and whose wrong options fail it.
 */
export interface ItemGenerator {
  id: string;
  unitId: string;
  skill: string;
  difficulty: Difficulty;
  kind: ItemKind;
  generate(seed: number): Item;
}

/** What the checker says of one answer. `unreadable` is never counted wrong: the learner is asked again. */
export type Mark =
  | { verdict: 'right' }
  | { verdict: 'wrong'; misconception?: Bilingual }
  | { verdict: 'unreadable'; expected: 'number' | 'expression' | 'choice' | 'order' | 'text' };
