import { createHash } from 'node:crypto';
import { QUEUES, type CodeRunJobData, type CodeRunResult } from '@tutor/contracts';
import { createQueue, createRedis, enqueue, queuePrefix, type Redis } from '@tutor/service-runtime';
import { QueueEvents, type Job } from 'bullmq';

/**
 * Runs a learner's program on the server (issue 34): a `run-code` job on the code-run queue, answered by the code
 * runner (practice's runner role). `undefined` when no verdict came within the wait (no runner, or every runner
 * busy): the learner is asked to try again and nothing is recorded.
 */
export interface CodeRunner {
  run(data: CodeRunJobData): Promise<CodeRunResult | undefined>;
  close(): Promise<void>;
}

/** A run's id (the job id): the same request is one run; hashed, since job ids must not hold ':'. */
export const runIdOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);

export function queueRunner(
  redis: Redis,
  config: { REDIS_URL: string; NAMESPACE: string; CODE_RUN_WAIT_MS: number },
): CodeRunner {
  const queue = createQueue('code', redis, config.NAMESPACE);
  // QueueEvents blocks on its own connection while waiting for runs to finish.
  const blocking = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const events = new QueueEvents(QUEUES.code.name, {
    connection: blocking,
    prefix: queuePrefix(config.NAMESPACE),
  });
  // A learner's program runs once: a run that failed is the runner's fault, and it is asked again by the learner.
  const once = { attempts: 1, removeOnComplete: { age: 600, count: 10_000 }, removeOnFail: true };
  const forget = (job: Job) => job.remove().catch(() => undefined);
  return {
    async run(data) {
      const job = await enqueue(queue, 'run-code', data, data.runId, once);
      try {
        return (await job.waitUntilFinished(events, config.CODE_RUN_WAIT_MS)) as CodeRunResult;
      } catch {
        // Not run in time (or the runner failed): a waiting job is taken back so that it never runs late, and a
        // repeat of the same request runs afresh.
        await forget(job);
        return undefined;
      }
    },
    async close() {
      await events.close();
      await queue.close();
      // BullMQ leaves a connection it was given open.
      blocking.disconnect();
    },
  };
}
