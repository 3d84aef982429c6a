import { randomUUID } from 'node:crypto';
import { QUEUES, type CodeRunJobData, type CodeRunResult } from '@tutor/contracts';
import { createRedis, queuePrefix } from '@tutor/service-runtime';
import { redisUrl } from '@tutor/test-kit';
import { Worker } from 'bullmq';
import { PY_UNIT, PROGRAMS } from './support/code';
import { ANSWER, learner, practiceHarness, START } from './support/harness';

/**
 * The code-run queue as practice uses it (issue 34): a submission is a run-code job with every test, answered
 * by whatever runner consumes the queue (here a BullMQ worker of the test's own that passes every test); with no
 * runner, the learner is told to try again once the wait is over, and the job is taken back.
 */
describe('practice: the code-run queue', () => {
  const t = practiceHarness({ CODE_RUN_WAIT_MS: '1500' });
  const connection = createRedis(redisUrl, { maxRetriesPerRequest: null });
  const received: CodeRunJobData[] = [];
  let worker: Worker | undefined;

  const startRunner = () => {
    worker = new Worker<CodeRunJobData, CodeRunResult>(
      QUEUES.code.name,
      async (job) => {
        received.push(job.data);
        return { tests: job.data.tests.map((x) => ({ id: x.id, verdict: 'passed', stdout: x.expected })) };
      },
      { connection, prefix: queuePrefix(t.deployment.namespace) },
    );
  };
  afterAll(async () => {
    await worker?.close();
    connection.disconnect();
  });

  const attempt = async () => {
    const who = learner();
    const { data } = await t.gql(who, START, { u: PY_UNIT, l: 'en' });
    return { who, attemptId: data!.startPractice.current.id as string };
  };

  it('answers busy with no runner, recording nothing; the same request runs once a runner is there', async () => {
    const { who, attemptId } = await attempt();
    const requestId = randomUUID();
    const busy = await t.gql(who, ANSWER, { a: attemptId, t: PROGRAMS.right, r: requestId });
    expect(busy.errors?.[0]).toMatchObject({
      message: 'The code runner is busy. Try again in a moment.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    startRunner();
    const ran = await t.gql(who, ANSWER, { a: attemptId, t: PROGRAMS.right, r: requestId });
    expect(ran.data!.answerItem).toMatchObject({ verdict: 'RIGHT', attempt: { status: 'SOLVED_ALONE' } });
    // The job the first call left was taken back: the runner got the request once, with all four tests.
    const runs = received.filter((r) => r.code === PROGRAMS.right);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.tests).toHaveLength(4);
  });
});
