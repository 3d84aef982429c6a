import type { CodeTestResult, TestVerdict } from '@tutor/contracts';
import type { Bilingual, CodeTest, Language } from './items/types';

/**
 * What a learner may see of programs' tests and runs (issue 34), built on the server: a visible (example) test in
 * full; of a hidden test only its name, its verdict and the error text, never its input, call, expected or actual
 * output.
 */
export interface TestView {
  name: string;
  hidden: boolean;
  input: string | null;
  call: string | null;
  expected: string | null;
}

export interface TestResultView extends TestView {
  verdict: Uppercase<TestVerdict>;
  output: string | null;
  error: string | null;
  errorLine: number | null;
}

/** What a verdict means, for the learner (the error verdict's own text is the program's error). */
const MEANING: Record<Exclude<TestVerdict, 'passed'>, Bilingual> = {
  failed: { en: 'printed something else', ar: 'طبع شيئًا آخر' },
  error: { en: 'stopped with an error', ar: 'توقف بخطأ' },
  time_limit: {
    en: 'ran past the time limit (an endless loop?)',
    ar: 'تجاوز الوقت المسموح (هل فيه حلقة لا تنتهي؟)',
  },
  memory_limit: { en: 'used more memory than allowed', ar: 'استخدم ذاكرة أكثر من المسموح' },
  output_limit: { en: 'printed too much (output too long)', ar: 'طبع أكثر من المسموح (المخرجات طويلة جدًا)' },
  not_allowed: {
    en: 'tried something not allowed here (files, network or processes)',
    ar: 'حاول شيئًا غير مسموح هنا (ملفات أو شبكة أو عمليات)',
  },
};

export function testView(test: CodeTest, lang: Language): TestView {
  const hidden = !!test.hidden;
  return {
    name: test.name[lang],
    hidden,
    input: hidden ? null : (test.stdin ?? ''),
    call: hidden ? null : (test.after ?? null),
    expected: hidden ? null : test.expected,
  };
}

/** The runner's result for each test, in the tests' order; a test the runner did not answer counts as an error. */
export function resultsInOrder(tests: CodeTest[], results: CodeTestResult[]): CodeTestResult[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  return tests.map((t) => byId.get(t.id) ?? { id: t.id, verdict: 'error', stdout: '' });
}

/** The error text shown: the program's own error, else what the verdict means. */
function errorText(result: CodeTestResult, lang: Language): string | null {
  if (result.verdict === 'passed') return null;
  if (result.verdict === 'error' && result.error) return result.error;
  return MEANING[result.verdict][lang];
}

export function testResultsView(
  tests: CodeTest[],
  results: CodeTestResult[],
  lang: Language,
): TestResultView[] {
  const ordered = resultsInOrder(tests, results);
  return tests.map((test, i) => {
    const result = ordered[i]!;
    const shown = testView(test, lang);
    return {
      ...shown,
      verdict: result.verdict.toUpperCase() as TestResultView['verdict'],
      output: shown.hidden ? null : result.stdout,
      error: errorText(result, lang),
      errorLine: result.errorLine ?? null,
    };
  });
}

/** The first test that did not pass, with its result; none when every test passed. */
export function firstFailing(
  tests: CodeTest[],
  results: CodeTestResult[],
): { test: CodeTest; result: CodeTestResult } | undefined {
  const ordered = resultsInOrder(tests, results);
  const i = ordered.findIndex((r) => r.verdict !== 'passed');
  return i < 0 ? undefined : { test: tests[i]!, result: ordered[i]! };
}

/**
 * What the learner is told of a wrong program: the first failing test by name and its verdict (for an error, the
 * program's error), never a hidden test's data.
 */
export function failureMessage(tests: CodeTest[], results: CodeTestResult[], lang: Language): string | null {
  const failing = firstFailing(tests, results);
  if (!failing) return null;
  const name = failing.test.name[lang];
  const { result } = failing;
  const what =
    result.verdict === 'error' && result.error
      ? `${MEANING.error[lang]}: ${result.error}`
      : MEANING[result.verdict as Exclude<TestVerdict, 'passed'>][lang];
  return lang === 'ar'
    ? `لم ينجح الاختبار «${name}»: برنامجك ${what}.`
    : `The test "${name}" did not pass: your program ${what}.`;
}

export interface CodeExerciseView {
  language: string;
  starter: string;
  examples: TestView[];
  hiddenTests: number;
  lastCode: string | null;
  lastResults: TestResultView[] | null;
}

/** The visible tests in full and how many are hidden. */
export function examplesOf(tests: CodeTest[], lang: Language) {
  return {
    examples: tests.filter((t) => !t.hidden).map((t) => testView(t, lang)),
    hiddenTests: tests.filter((t) => t.hidden).length,
  };
}
