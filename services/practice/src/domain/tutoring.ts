import { withTransaction, HttpError } from '@tutor/service-runtime';
import type { PracticeMark, PracticeQuizQuestion, PracticeTurn, PracticeTurnKind } from '@tutor/contracts';
import type { PracticeDeps } from '../context';
import {
  findAnswer,
  insertAttempt,
  lastCodeAnswer,
  lastMarkedAnswer,
  recentQuizSources,
  type AnswerRow,
  type AttemptRow,
} from '../data/practice';
import { learnerSkills } from '../data/skills';
import { attemptFields, itemOf, markAnswer, ownAttempt, saveAttempt } from './attempts';
import { keyForGuard } from './checking';
import { firstFailing } from './code-views';
import { chooseQuizSource } from './choice';
import { PracticeError, practiceMessage } from './errors';
import type { Item, Language } from './items/types';
import { afterHint, canHint, hintRefusal, keyAllowed } from './rules';
import { limitsOf, markMessage, stateOf } from './views';

/**
 * The tutoring side of practice (PRACTICE_INTERNAL, ADR 22): a tutoring turn inside an attempt, and Quiz me's
 * bank questions. The conversation service calls these for a learner it has signed in; the rules are the same
 * as the practice page's.
 */

const LETTERS: Record<Language, string[]> = {
  en: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  ar: ['أ', 'ب', 'ج', 'د', 'هـ', 'و', 'ز', 'ح'],
};

/** The options (or an ordering's pieces) as the learner saw them: "A. ...", or "أ. ..." in Arabic. */
function shownChoices(item: Item, lang: Language): string[] | undefined {
  const options = item.kind === 'choice' ? item.choices : item.kind === 'order' ? item.pieces : undefined;
  return options?.map((o, i) => `${LETTERS[lang][i] ?? i + 1}. ${o.text[lang]}`);
}

/** The learner's attempt, or the contract's 404 (none) or 403 (another learner's). */
async function theirAttempt(
  db: Parameters<typeof ownAttempt>[0],
  learnerId: string,
  attemptId: string,
  lock = false,
) {
  const found = await ownAttempt(db, learnerId, attemptId, lock);
  if (found === 'missing') throw new HttpError(404, 'No such attempt', 'NOT_FOUND');
  if (found === 'forbidden') throw new HttpError(403, "Not this learner's attempt", 'FORBIDDEN');
  return found;
}

const notYet = (message: string) => new HttpError(409, message, 'NOT_YET');

/**
 * A programming exercise's last submission for the tutor: the learner's code and the first test it failed, that
 * test's data included even when hidden (the tutor reasons with it; the learner never receives it).
 */
function codeBlock(item: Item, submission: AnswerRow | undefined, lang: Language): PracticeTurn['code'] {
  if (!item.code || !submission?.code) return undefined;
  const failing = firstFailing(item.code.tests, submission.tests ?? []);
  return {
    language: item.code.language,
    learnerCode: submission.code,
    ...(failing && {
      failing: {
        name: failing.test.name[lang],
        hidden: !!failing.test.hidden,
        input: failing.test.stdin ?? '',
        ...(failing.test.after ? { call: failing.test.after } : {}),
        expected: failing.test.expected,
        actual: failing.result.stdout,
        verdict: failing.result.verdict,
        ...(failing.result.error ? { error: failing.result.error } : {}),
        ...(failing.result.errorLine ? { errorLine: failing.result.errorLine } : {}),
      },
    }),
  };
}

/**
 * A tutoring turn: 'hint' needs an answer first and releases the next hint (the fallback the learner gets if the
 * model's reply is held back); 'explain' needs a wrong answer, and its fallback is the misconception that answer
 * showed, else the last hint released, else the next hint (released). 'why_fails' (a programming exercise) needs
 * a last submission that failed a test and, like a hint turn, releases the next hint: asking why counts as a hint.
 */
export async function tutorTurn(
  deps: PracticeDeps,
  input: { learnerId: string; attemptId: string; kind: PracticeTurnKind; language: Language },
): Promise<PracticeTurn> {
  const lang = input.language;
  return withTransaction(deps.pool, async (tx) => {
    let a: AttemptRow = await theirAttempt(tx, input.learnerId, input.attemptId, true);
    const item = itemOf(deps, a);
    const limits = limitsOf(item, deps.config.PRACTICE_WRONG_ANSWERS_FOR_SOLUTION);
    const hint = (n: number) => item.hints[n - 1]![lang];
    const release = async () => {
      a = await saveAttempt(tx, a, afterHint(stateOf(a), limits), new Date());
      return hint(a.hints_released);
    };
    const last = await lastMarkedAnswer(tx, a.id);
    const misconception = last?.verdict === 'wrong' ? last.misconception?.[lang] : undefined;
    const code = codeBlock(item, item.kind === 'code' ? await lastCodeAnswer(tx, a.id) : undefined, lang);
    let fallback: string;
    if (input.kind === 'why_fails') {
      if (!code?.failing) throw notYet(practiceMessage('NO_FAILED_RUN', lang));
      fallback = canHint(stateOf(a), limits) ? await release() : hint(Math.max(1, a.hints_released));
    } else if (input.kind === 'hint') {
      const refusal = hintRefusal(stateOf(a), limits);
      if (refusal === 'HINT_BEFORE_ATTEMPT' || refusal === 'ITEM_DONE')
        throw notYet(practiceMessage(refusal, lang));
      // With the ladder done the key is allowed; the last hint stands in should the reply be held back anyway.
      fallback = refusal === 'NO_HINTS_LEFT' ? hint(a.hints_released) : await release();
    } else {
      if (a.wrong_answers < 1)
        throw notYet(
          lang === 'ar' ? 'لا توجد إجابة خاطئة لشرحها بعد.' : 'There is no wrong answer to explain yet.',
        );
      fallback =
        misconception ??
        (a.hints_released > 0
          ? hint(a.hints_released)
          : canHint(stateOf(a), limits)
            ? await release()
            : hint(1));
    }
    return {
      attemptId: a.id,
      itemId: a.source_id,
      unitId: a.unit_id,
      skill: a.skill,
      kind: input.kind,
      stem: item.stem[lang],
      choices: shownChoices(item, lang),
      key: keyForGuard(item),
      keyText: item.keyText[lang],
      solution: item.solution.map((s) => s[lang]),
      hintsReleased: item.hints.slice(0, a.hints_released).map((h) => h[lang]),
      // A program reaches the tutor in `code`, whole.
      learnerAnswer: code ? undefined : last?.answer,
      misconception,
      ...(code ? { code } : {}),
      keyAllowed: keyAllowed(stateOf(a), limits),
      fallback,
    };
  });
}

/**
 * A bank question of the unit for Quiz me, chosen as a set's first item would be, but not one of the learner's last
 * questions there; 404 when the unit has none.
 */
export async function quizQuestion(
  deps: PracticeDeps,
  input: { learnerId: string; unitId: string; language: Language },
): Promise<PracticeQuizQuestion> {
  // A program is written in the editor and run on the server, never answered in a chat message.
  const sources = deps.bank.unitSources(input.unitId).filter((s) => s.kind !== 'code');
  if (!sources.length) throw new HttpError(404, 'This unit has no practice items', 'NOT_FOUND');
  const practised = await learnerSkills(deps.pool, input.learnerId, input.unitId);
  // Every other item of the unit comes before one asked again.
  const recent = await recentQuizSources(deps.pool, input.learnerId, input.unitId, sources.length - 1);
  const sourceId = chooseQuizSource(
    sources,
    practised.map((p) => ({ skill: p.skill, dueAt: p.due_at, mastery: p.mastery })),
    new Date(),
    new Set(recent),
  );
  let fields;
  try {
    fields = await attemptFields(deps, deps.bank.source(sourceId!)!, {
      learner_id: input.learnerId,
      session_id: null,
      position: null,
      source: 'quiz',
      language: input.language,
    });
  } catch (err) {
    if (err instanceof PracticeError) throw new HttpError(503, err.message, 'SERVICE_UNAVAILABLE');
    throw err;
  }
  const a = await insertAttempt(deps.pool, fields);
  const item = itemOf(deps, a);
  return {
    attemptId: a.id,
    itemId: a.source_id,
    skill: a.skill,
    stem: item.stem[input.language],
    choices: shownChoices(item, input.language),
    answerKind: item.kind === 'code' ? 'short' : item.kind, // never: code items are not drawn
  };
}

/**
 * Marks a Quiz me answer by the item's key, once per request id (the learner's message id). The question is asked
 * once: its first marked answer ends the attempt. An answer past the size limit is not read (not counted).
 */
export async function quizAnswer(
  deps: PracticeDeps,
  input: { learnerId: string; attemptId: string; answer: string; requestId: string; language: Language },
): Promise<PracticeMark> {
  const lang = input.language;
  const a = await theirAttempt(deps.pool, input.learnerId, input.attemptId);
  // A practice attempt follows the practice page's rules, not the quiz's.
  if (a.source !== 'quiz') throw new HttpError(404, 'No such quiz question', 'NOT_FOUND');
  const earlier = await findAnswer(deps.pool, a.id, input.requestId);
  if (!earlier && a.status !== 'open') throw notYet(practiceMessage('ITEM_DONE', lang));
  const max = deps.config.PRACTICE_ANSWER_MAX_CHARS;
  if (!earlier && input.answer.length > max)
    return { verdict: 'unreadable', message: practiceMessage('ANSWER_TOO_LONG', lang, { max }) };
  const marked = await markAnswer(deps, a.id, input.answer, input.requestId, 'quiz');
  // In the conversation's language, which may differ from the one the question was asked in.
  const message = markMessage(marked.verdict, marked.misconception, marked.expected, lang);
  return { verdict: marked.verdict, ...(message ? { message } : {}) };
}
