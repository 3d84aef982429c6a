import {
  RUNNABLE_LANGUAGES,
  type CodeRunJobData,
  type CodeRunResult,
  type CodeTestResult,
  type TestVerdict,
} from '@tutor/contracts';
import { Counter, Histogram, type JobHandler, type Logger, type Registry } from '@tutor/service-runtime';
import { z } from 'zod';
import type { Sandbox } from './sandbox';

/** The longest program the runner accepts, in UTF-8 bytes: an exercise's answer is a few KB. */
export const MAX_CODE_BYTES = 100 * 1024;
/** Tests in one job: an exercise's or a milestone's, with room to spare. */
export const MAX_TESTS = 50;
/** One test's stdin, `after` or expected output. */
const MAX_TEST_TEXT = 16 * 1024;

const text = z.string().max(MAX_TEST_TEXT);
const testSchema = z.object({
  id: z.string().min(1).max(200),
  stdin: text,
  after: text.optional(),
  expected: text,
});
const jobSchema = z.object({
  runId: z.string().min(1).max(200),
  language: z.enum(RUNNABLE_LANGUAGES),
  code: z.string(),
  tests: z.array(testSchema).min(1).max(MAX_TESTS),
});

/** A run's verdict for the metrics: the first test that did not pass decides; `refused` when nothing ran. */
type RunVerdict = TestVerdict | 'refused';

/** Every test with one verdict and message: a job that could not run still answers each test it named. */
function answerAll(data: unknown, verdict: TestVerdict, error: string): CodeRunResult {
  const tests = (data as { tests?: unknown } | null)?.tests;
  const ids = Array.isArray(tests)
    ? tests
        .map((t) => (t as { id?: unknown } | null)?.id)
        .filter((id): id is string => typeof id === 'string')
    : [];
  return {
    tests: (ids.length ? ids.slice(0, MAX_TESTS) : ['request']).map((id): CodeTestResult => ({
      id,
      verdict,
      stdout: '',
      error,
    })),
  };
}

/**
 * Checks a job before anything runs: the job to run (only the contract's fields), or the answer to a malformed
 * or oversized one, which is never run and never a crash.
 */
export function checkJob(data: unknown): { run: CodeRunJobData } | { refused: CodeRunResult } {
  const parsed = jobSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.') || 'job';
    return { refused: answerAll(data, 'error', `Malformed run request: ${where}: ${issue.message}`) };
  }
  const bytes = Buffer.byteLength(parsed.data.code, 'utf8');
  if (bytes > MAX_CODE_BYTES)
    return {
      refused: answerAll(
        data,
        'not_allowed',
        `The program is ${Math.ceil(bytes / 1024)} KB; the most that runs is ${MAX_CODE_BYTES / 1024} KB.`,
      ),
    };
  return { run: parsed.data };
}

export function runVerdict(result: CodeRunResult): TestVerdict {
  return result.tests.find((t) => t.verdict !== 'passed')?.verdict ?? 'passed';
}

/**
 * The `run-code` job: the job's tests through the sandbox, answered as a verdict per test. A program's behaviour
 * (an endless loop, a crash, a forbidden import) is a verdict; only the sandbox itself failing fails the job, and
 * BullMQ retries it.
 */
export function runCodeHandler(deps: { sandbox: Pick<Sandbox, 'run'>; metrics: Registry; log: Logger }) {
  const runs = new Counter({
    name: 'code_runs_total',
    help: 'Learners’ programs run, by language and verdict (the first test that did not pass decides)',
    labelNames: ['language', 'verdict'] as const,
    registers: [deps.metrics],
  });
  const duration = new Histogram({
    name: 'code_run_duration_seconds',
    help: 'Time from a run-code job starting to its verdicts, every test included',
    labelNames: ['language'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [deps.metrics],
  });
  const count = (language: unknown, verdict: RunVerdict) =>
    runs.inc({ language: RUNNABLE_LANGUAGES.find((l) => l === language) ?? 'unknown', verdict });

  const handler: JobHandler<'run-code'> = async (job) => {
    const checked = checkJob(job.data);
    if ('refused' in checked) {
      deps.log.warn({ jobId: job.id, error: checked.refused.tests[0]?.error }, 'run-code job refused');
      count((job.data as { language?: unknown } | null)?.language, 'refused');
      return checked.refused;
    }
    const data = checked.run;
    const end = duration.startTimer({ language: data.language });
    const result = await deps.sandbox.run(data);
    end();
    count(data.language, runVerdict(result));
    return result;
  };
  return handler;
}
