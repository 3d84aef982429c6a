import type { CodeRunJobData, CodeTestResult } from '@tutor/contracts';
import type { PracticeDeps } from '../context';
import type { AnswerRow, AttemptRow } from '../data/practice';
import { runIdOf } from '../runs';
import { markAnswer, viewOf } from './attempts';
import { failureMessage, firstFailing, testResultsView } from './code-views';
import { PracticeError } from './errors';
import type { CodeTest, Item, Language } from './items/types';
import { countRun } from './limits';
import type { AnswerView } from './views';

/** What the runner printed is kept up to this many characters a test (the runner caps it too). */
const KEPT_OUTPUT_CHARS = 10_000;

/** A program and tests as the run-code job carries them. */
export function runJobOf(
  runId: string,
  language: CodeRunJobData['language'],
  code: string,
  tests: CodeTest[],
  idOf: (test: CodeTest) => string = (t) => t.id,
): CodeRunJobData {
  return {
    runId,
    language,
    code,
    tests: tests.map((t) => ({
      id: idOf(t),
      stdin: t.stdin ?? '',
      ...(t.after ? { after: t.after } : {}),
      expected: t.expected,
    })),
  };
}

/** The size of a program a learner sends: BAD_USER_INPUT past PRACTICE_CODE_MAX_CHARS, nothing stored. */
export function checkCodeSize(deps: PracticeDeps, code: string, lang: Language): void {
  const max = deps.config.PRACTICE_CODE_MAX_CHARS;
  if (code.length > max) throw new PracticeError('CODE_TOO_LONG', lang, { max });
}

/** Runs a program on the server; the learner is asked to try again when no verdict comes in time. */
export async function runOnServer(
  deps: PracticeDeps,
  job: CodeRunJobData,
  lang: Language,
): Promise<CodeTestResult[]> {
  const result = await deps.runner.run(job);
  if (!result) throw new PracticeError('RUNNER_BUSY', lang);
  return result.tests.map((r) => ({ ...r, stdout: String(r.stdout ?? '').slice(0, KEPT_OUTPUT_CHARS) }));
}

/** An answer of a CODE item as the learner reads it (a repeat is answered from what was kept). */
export function codeAnswerView(item: Item, answer: Pick<AnswerRow, 'verdict' | 'tests'>, lang: Language) {
  const tests = item.code!.tests;
  const results = answer.tests ?? [];
  return {
    verdict: answer.verdict.toUpperCase() as AnswerView['verdict'],
    message: answer.verdict === 'wrong' ? failureMessage(tests, results, lang) : null,
    tests: testResultsView(tests, results, lang),
  };
}

/**
 * A programming exercise's answer (issue 34): its size and the learner's runs a minute are checked, every test
 * of the item (hidden ones too) is run by the code runner, and the program is right when every test passes. It
 * is then marked as any answer (the rules, ItemAnswered, SkillReviewed), once per (attempt, request id).
 */
export async function answerCode(
  deps: PracticeDeps,
  learnerId: string,
  a: AttemptRow,
  item: Item,
  code: string,
  requestId: string,
): Promise<AnswerView> {
  const lang = a.language;
  const exercise = item.code!;
  if (a.status !== 'open') throw new PracticeError('ITEM_DONE', lang);
  if (!code.trim()) throw new PracticeError('EMPTY_CODE', lang);
  checkCodeSize(deps, code, lang);
  await countRun(deps, learnerId, lang);
  const job = runJobOf(runIdOf('answer', a.id, requestId), exercise.language, code, exercise.tests);
  const tests = await runOnServer(deps, job, lang);
  const right = !firstFailing(exercise.tests, tests);
  const marked = await markAnswer(deps, a.id, '', requestId, 'practice', {
    code,
    tests,
    mark: right ? { verdict: 'right' } : { verdict: 'wrong' },
  });
  return { ...codeAnswerView(item, marked, lang), attempt: await viewOf(deps, marked.attempt) };
}
