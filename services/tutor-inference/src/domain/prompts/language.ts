import type {
  PracticeKey,
  PracticeMark,
  PracticeQuizQuestion,
  PracticeTurn,
  ReplyLearner,
  ReplyTopic,
  TeachingMode,
} from '@tutor/contracts';
import type { SafetyCategory } from '../moderation';

/** A quiz answer's mark, as the model gives it (a structured output). */
export interface QuizMark {
  correct: boolean;
  reason: string;
}

/** Everything the tutor is told, in one language: each language's prompts are written in it, not translated at run time. */
export interface PromptLanguage {
  /** The system prompt's lines: who the learner is, what they study (unit, project) and how to teach (the mode). */
  system(learner: ReplyLearner, topic: ReplyTopic, mode: TeachingMode): string[];
  /** Added to a quiz reply's prompt once the worker has written the mark, so the model asks the next question only. */
  alreadyMarked(markLine: string): string;
  /** The system prompt of the marking request (a structured output). */
  marking(learner: ReplyLearner, topic: ReplyTopic): string;
  /** The marking request's user message: the tutor's question and the learner's answer. */
  markingInput(question: string, answer: string): string;
  /**
   * A tutoring turn inside practice (ADR 22): what to do (a hint, or explain the mistake; never the key while the
   * ladder does not allow it), then the item fenced as data (`fencedPracticeItem`).
   */
  practice(turn: PracticeTurn): string[];
  /** Quiz me from the bank: the mark of the item's key (✓, ✗ and what the answer shows, or "write it again"). */
  bankMarkLine(mark: PracticeMark): string;
  /** Quiz me from the bank: the question as the learner reads it, its choices listed. */
  bankQuestion(question: PracticeQuizQuestion): string;
  /** The line a quiz reply starts with: ✓ or ✗ and the reason. */
  markLine(mark: QuizMark): string;
  /**
   * The kind reply given instead of the model's when the safety check flags the learner's message (`message`) or
   * the model's reply (`reply`, withheld: the learner did nothing wrong). Self-harm always gives the help line.
   */
  safetyReply(
    category: SafetyCategory,
    source: 'message' | 'reply',
    helpline: string,
    /** The learner's grammatical gender, when known (a language whose words do not change with it ignores it). */
    gender?: ReplyLearner['gender'],
  ): string;
}

/** The tags a teacher's notes are fenced in, in every language's prompt (ADR 19). */
export const TEACHER_NOTES_TAGS = { open: '<teacher-notes>', close: '</teacher-notes>' } as const;

/**
 * A teacher's notes as data inside the system prompt: between the tags, with any tag in the notes removed so the
 * notes cannot end their own fence and speak as the prompt.
 */
export function fencedTeacherNotes(notes: string): string[] {
  const inner = notes.replace(/<\s*\/?\s*teacher-notes\s*>/gi, '').trim();
  return [TEACHER_NOTES_TAGS.open, inner, TEACHER_NOTES_TAGS.close];
}

/** The tags a practice item is fenced in (ADR 22); the fields inside have tags of their own. */
export const PRACTICE_TAGS = [
  'practice-item',
  'stem',
  'choices',
  'key',
  'key-as-written',
  'solution',
  'hints-released',
  'learner-answer',
  'misconception',
  'learner-code',
  'failing-test',
  'test-input',
  'test-call',
  'expected-output',
  'actual-output',
  'test-verdict',
  'test-error',
] as const;
const PRACTICE_TAG = new RegExp(`<\\s*/?\\s*(?:${PRACTICE_TAGS.join('|')})\\b[^>]*>`, 'gi');
/**
 * The fence's tags as they can stand in a program: written tight (`</key>`, `<stem x>`) on one line. Looser
 * shapes are comparisons (`a < key and b > c`) and are left alone: a program is given as it was run.
 */
const PRACTICE_TAG_IN_CODE = new RegExp(`</?(?:${PRACTICE_TAGS.join('|')})(?![\\w-])[^<>\\n]*>`, 'gi');

/** A field's text with any of the fence's tags removed: the learner's answer cannot end its field or the fence. */
const unfenced = (text: string) => text.replace(PRACTICE_TAG, '').trim();
/** A program (or a test's data) with the fence's tags removed, its indentation and inner blank lines kept. */
const unfencedCode = (code: string) => code.replace(PRACTICE_TAG_IN_CODE, '').replace(/^\n+|\s+$/g, '');

/** The key as the fence gives it: a number, an expression in mathjs syntax, or a text answer's forms. */
const keyLine = (key: PracticeKey) =>
  key.kind === 'number'
    ? `<key kind="number" tolerance="${key.tolerance}">${key.value}</key>`
    : key.kind === 'expression'
      ? `<key kind="expression" variables="${key.variables.join(',')}">${unfenced(key.expr)}</key>`
      : key.kind === 'code'
        ? `<key kind="code" language="${unfenced(key.language)}">\n${unfencedCode(key.solution)}\n</key>`
        : `<key kind="text">${key.forms.map(unfenced).join(' | ')}</key>`;

const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${unfenced(line)}`);

/**
 * A programming exercise's model solution is in the fence once, as the key: where the worked solution or the key
 * as written repeat it (a step "A model solution: ```...```"), it is named, not written again.
 */
function keyOnce(turn: PracticeTurn, text: string): string {
  if (turn.key.kind !== 'code') return text;
  const solution = turn.key.solution.trim();
  const fenced = new RegExp(`\`{3}[^\n]*\n${escapeRegExp(solution)}\n\`{3}`, 'g');
  return text.replace(fenced, KEY_NAMED).split(solution).join(KEY_NAMED);
}
const KEY_NAMED = '(the model solution, given as the key)';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A program with its line numbers ("  7| ..."), so the tutor can name the line the learner sees in the editor. */
export function withLineNumbers(code: string): string[] {
  const lines = unfencedCode(code).split('\n');
  const width = String(lines.length).length;
  return lines.map((line, i) => `${String(i + 1).padStart(width)}| ${line}`);
}

/** An attribute's value: no quote or tag can end it. */
const attribute = (text: string) => unfenced(text).replace(/["<>]/g, '');

/**
 * A programming exercise's last run (issue 34): the learner's program with its line numbers and the first test it
 * failed, each part in its tag, stripped of the fence's tags (the program and the outputs are the learner's).
 */
function fencedRun(code: NonNullable<PracticeTurn['code']>): string[] {
  const { failing } = code;
  return [
    `<learner-code language="${attribute(code.language)}">`,
    ...withLineNumbers(code.learnerCode),
    '</learner-code>',
    ...(failing
      ? [
          `<failing-test name="${attribute(failing.name)}" hidden="${failing.hidden}">`,
          `<test-input>${unfencedCode(failing.input)}</test-input>`,
          ...(failing.call ? [`<test-call>${unfencedCode(failing.call)}</test-call>`] : []),
          `<expected-output>${unfencedCode(failing.expected)}</expected-output>`,
          `<actual-output>${unfencedCode(failing.actual)}</actual-output>`,
          `<test-verdict>${unfenced(failing.verdict)}</test-verdict>`,
          ...(failing.error
            ? [
                `<test-error${failing.errorLine ? ` line="${failing.errorLine}"` : ''}>${unfencedCode(failing.error)}</test-error>`,
              ]
            : []),
          '</failing-test>',
        ]
      : []),
  ];
}

/**
 * A practice turn's item as data inside the system prompt: the bank's stem, choices, key, worked solution and
 * released hints, and the learner's answer and its misconception (or their program and its failing test), each
 * field in its tag. The item comes from
 * the bank, the answer from the learner: every field is stripped of the fence's tags, so none can close it.
 */
export function fencedPracticeItem(turn: PracticeTurn): string[] {
  return [
    '<practice-item>',
    `<stem>${unfenced(turn.stem)}</stem>`,
    ...(turn.choices?.length ? ['<choices>', ...turn.choices.map(unfenced), '</choices>'] : []),
    keyLine(turn.key),
    `<key-as-written>${unfenced(keyOnce(turn, turn.keyText))}</key-as-written>`,
    '<solution>',
    ...numbered(turn.solution.map((step) => keyOnce(turn, step))),
    '</solution>',
    '<hints-released>',
    ...numbered(turn.hintsReleased),
    '</hints-released>',
    ...(turn.learnerAnswer !== undefined
      ? [`<learner-answer>${unfenced(turn.learnerAnswer)}</learner-answer>`]
      : []),
    ...(turn.misconception ? [`<misconception>${unfenced(turn.misconception)}</misconception>`] : []),
    ...(turn.code ? fencedRun(turn.code) : []),
    '</practice-item>',
  ];
}
