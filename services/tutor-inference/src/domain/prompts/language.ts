import type { ReplyLearner, ReplyTopic, TeachingMode } from '@tutor/contracts';
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
