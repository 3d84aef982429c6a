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
] as const;
const PRACTICE_TAG = new RegExp(`<\\s*/?\\s*(?:${PRACTICE_TAGS.join('|')})\\b[^>]*>`, 'gi');

/** A field's text with any of the fence's tags removed: the learner's answer cannot end its field or the fence. */
const unfenced = (text: string) => text.replace(PRACTICE_TAG, '').trim();

/** The key as the fence gives it: a number, an expression in mathjs syntax, or a text answer's forms. */
const keyLine = (key: PracticeKey) =>
  key.kind === 'number'
    ? `<key kind="number" tolerance="${key.tolerance}">${key.value}</key>`
    : key.kind === 'expression'
      ? `<key kind="expression" variables="${key.variables.join(',')}">${unfenced(key.expr)}</key>`
      : key.kind === 'code'
        ? `<key kind="code" language="${key.language}">${unfenced(key.solution)}</key>`
        : `<key kind="text">${key.forms.map(unfenced).join(' | ')}</key>`;

const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${unfenced(line)}`);

/**
 * A practice turn's item as data inside the system prompt: the bank's stem, choices, key, worked solution and
 * released hints, and the learner's answer and its misconception, each field in its tag. The item comes from
 * the bank, the answer from the learner: every field is stripped of the fence's tags, so none can close it.
 */
export function fencedPracticeItem(turn: PracticeTurn): string[] {
  return [
    '<practice-item>',
    `<stem>${unfenced(turn.stem)}</stem>`,
    ...(turn.choices?.length ? ['<choices>', ...turn.choices.map(unfenced), '</choices>'] : []),
    keyLine(turn.key),
    `<key-as-written>${unfenced(turn.keyText)}</key-as-written>`,
    '<solution>',
    ...numbered(turn.solution),
    '</solution>',
    '<hints-released>',
    ...numbered(turn.hintsReleased),
    '</hints-released>',
    ...(turn.learnerAnswer !== undefined
      ? [`<learner-answer>${unfenced(turn.learnerAnswer)}</learner-answer>`]
      : []),
    ...(turn.misconception ? [`<misconception>${unfenced(turn.misconception)}</misconception>`] : []),
    '</practice-item>',
  ];
}
