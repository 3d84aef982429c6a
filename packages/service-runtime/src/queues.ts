import {
  Queue,
  Worker,
  type Job,
  type JobSchedulerTemplateOptions,
  type JobsOptions,
  type WorkerOptions,
} from 'bullmq';
import { QUEUES, type JobName, type JobOf, type QueueKey } from '@tutor/contracts';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import { currentTraceCarrier, inSpanFrom, type TraceCarrier } from './tracing';

/** Completed jobs are kept an hour (enough to answer a retry), failed ones a day (enough to inspect). */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600, count: 10_000 },
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
};

/** A periodic job is not retried (its next run does the same work) and keeps only a short history to inspect. */
export const SCHEDULED_JOB_OPTIONS: JobSchedulerTemplateOptions = {
  attempts: 1,
  removeOnComplete: { count: 100 },
  removeOnFail: { age: 24 * 3600, count: 100 },
};

/** BullMQ's key prefix for a namespace (see NAMESPACE): `bull` by default, `bull-<namespace>` otherwise. */
export const queuePrefix = (namespace = '') => (namespace ? `bull-${namespace}` : 'bull');

export function createQueue(key: QueueKey, connection: Redis, namespace = ''): Queue {
  const queue = new Queue(QUEUES[key].name, {
    connection,
    prefix: queuePrefix(namespace),
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  // Each request waiting on its job (`waitUntilFinished`) adds a 'closing' listener to the queue and removes it
  // when the wait ends: as many as there are waits at once (learners' code runs, speech), not a leak.
  queue.setMaxListeners(0);
  return queue;
}

/**
 * Adds a job whose id is the idempotency key: while a job with that id exists, adding it again is a no-op,
 * so a retried request is neither answered nor charged twice. The job data carries the active trace context
 * (`traceparent`, `tracestate`), so the worker's span joins the trace of the request that enqueued it.
 */
export async function enqueue<N extends JobName>(
  queue: Queue,
  name: N,
  data: JobOf<N>,
  jobId: string,
  options: JobsOptions = {},
): Promise<Job<JobOf<N>>> {
  return queue.add(name, { ...data, ...currentTraceCarrier() }, { ...options, jobId });
}

/**
 * Runs a job every `everyMs` once for the whole deployment, however many replicas run the service: a BullMQ job
 * scheduler (its id is the job name) produces one job per interval and one worker takes it. Every replica upserts
 * the scheduler at start, which is idempotent; the interval of the last replica to start is the one that holds.
 */
export async function scheduleJob(queue: Queue, name: JobName, everyMs: number): Promise<void> {
  await queue.upsertJobScheduler(name, { every: everyMs }, { name, opts: SCHEDULED_JOB_OPTIONS });
}

/** Handles one job, its data typed by the job's name. */
export type JobHandler<N extends JobName = JobName> = (job: Job<JobOf<N>>) => Promise<unknown>;

/**
 * Every job name of a queue has exactly one handler; a worker refuses to start with one missing or one unknown,
 * so a deploy never silently drops jobs.
 */
export class JobRegistry {
  private readonly handlers = new Map<QueueKey, Map<string, JobHandler>>();

  register<Q extends QueueKey, N extends JobName<Q>>(queue: Q, name: N, handler: JobHandler<N>): this {
    const forQueue = this.handlers.get(queue) ?? new Map<string, JobHandler>();
    if (forQueue.has(name)) throw new Error(`Job ${QUEUES[queue].name}/${name} already has a handler`);
    forQueue.set(name, handler as JobHandler);
    this.handlers.set(queue, forQueue);
    return this;
  }

  /** Throws naming each job of the given queues that has no handler, and each handler for an unknown job. */
  validate(queues: QueueKey[]): void {
    const problems: string[] = [];
    for (const q of queues) {
      const known = new Set<string>(QUEUES[q].jobs);
      const registered = this.handlers.get(q) ?? new Map();
      for (const name of known)
        if (!registered.has(name)) problems.push(`no handler for ${QUEUES[q].name}/${name}`);
      for (const name of registered.keys())
        if (!known.has(name)) problems.push(`handler for unknown job ${QUEUES[q].name}/${name}`);
    }
    if (problems.length) throw new Error(`Job registry is incomplete: ${problems.join('; ')}`);
  }

  handler(queue: QueueKey, name: string): JobHandler {
    const handler = this.handlers.get(queue)?.get(name);
    if (!handler) throw new Error(`No handler for ${QUEUES[queue].name}/${name}`);
    return handler;
  }
}

/**
 * Starts one BullMQ worker per queue after validating the registry; `close()` waits for running jobs. Each
 * attempt of a job runs in a span continuing the trace its data carries (see `enqueue`).
 */
export function startWorkers(
  registry: JobRegistry,
  queues: Partial<Record<QueueKey, Omit<WorkerOptions, 'connection'>>>,
  connection: Redis,
  log: Logger,
  namespace = '',
): { workers: Worker[]; close: () => Promise<void> } {
  const keys = Object.keys(queues) as QueueKey[];
  registry.validate(keys);
  const workers = keys.map((key) => {
    const queueName = QUEUES[key].name;
    const processJob = (job: Job) =>
      inSpanFrom(
        job.data as TraceCarrier | undefined,
        `process ${queueName}/${job.name}`,
        {
          'messaging.system': 'bullmq',
          'messaging.operation.type': 'process',
          'messaging.destination.name': queueName,
          'messaging.message.id': job.id ?? '',
          'tutor.job.attempt': job.attemptsMade + 1,
        },
        () => registry.handler(key, job.name)(job),
      );
    const worker = new Worker(queueName, processJob, {
      connection,
      prefix: queuePrefix(namespace),
      ...queues[key],
    });
    worker.on('failed', (job, err) =>
      log.warn({ err, queue: QUEUES[key].name, jobId: job?.id, attempt: job?.attemptsMade }, 'job failed'),
    );
    worker.on('error', (err) => log.error({ err, queue: QUEUES[key].name }, 'worker error'));
    return worker;
  });
  return { workers, close: async () => void (await Promise.all(workers.map((w) => w.close()))) };
}
