import { QUEUES, type ReplyJobData } from '@tutor/contracts';
import path from 'node:path';
import {
  createRedis,
  Gauge,
  JobRegistry,
  startWorkers,
  createQueue,
  type ServiceDefinition,
  type RequestContext,
} from '@tutor/service-runtime';
import OpenAI from 'openai';
import { configSchema, modelEndpoint, type Config } from '../config';
import { replyHandler } from './reply-job';
import { speechHandler } from './speech-job';
import { speechProviders } from './speech-providers';

/**
 * The inference worker: the same package and database as the API, started with INFERENCE_ROLE=worker.
 * Every job name has one handler (checked at start); SIGTERM lets running jobs finish.
 */
export const worker: ServiceDefinition<Config, RequestContext> = {
  name: 'tutor-inference',
  configSchema,
  port: (config) => config.INFERENCE_WORKER_PORT,
  migrationsDir: path.join(__dirname, '..', '..', 'migrations'),
  async setup(runtime) {
    const { config, pool, redis, log, metrics, lifecycle } = runtime;
    const openai = new OpenAI({ ...modelEndpoint(config), maxRetries: 0 });
    // Every reply being written appends to its stream on this connection: the commands issued in one turn of the
    // event loop (many replies' tokens) go to Redis in one write. BullMQ keeps its own, unpipelined, connection.
    const streams = createRedis(config.REDIS_URL, {
      enableAutoPipelining: true,
      connectionName: 'reply-streams',
    });
    const reply = replyHandler({ pool, redis: streams, openai, config, log, metrics });
    const registry = new JobRegistry()
      .register('reply', 'generate-reply', reply)
      .register(
        'speech',
        'synthesize-speech',
        speechHandler({ redis, providers: speechProviders(openai, config), usage: { db: pool, config } }),
      );
    const connection = createRedis(config.REDIS_URL);
    const locks = {
      lockDuration: config.JOB_LOCK_MS,
      stalledInterval: config.JOB_LOCK_MS,
      maxStalledCount: 2,
    };
    const workers = startWorkers(
      registry,
      {
        // The reply job counts its own takeovers and fails the reply after MAX_TAKEOVERS (reply-job.ts).
        reply: { concurrency: config.REPLY_CONCURRENCY, ...locks, maxStalledCount: Number.MAX_SAFE_INTEGER },
        speech: { concurrency: config.SPEECH_CONCURRENCY, ...locks },
      },
      connection,
      log,
      config.NAMESPACE,
    );
    // A reply job failed for good (finishedOn is set only then, not on a failure BullMQ will retry).
    for (const w of workers.workers.filter((w) => w.name === QUEUES.reply.name))
      w.on('failed', (job, err) => {
        if (job?.name === 'generate-reply' && job.finishedOn)
          reply
            .abandoned(job.data as ReplyJobData, err.message)
            .catch((failure: unknown) =>
              log.error({ err: failure, jobId: job.id }, 'could not record an abandoned reply as failed'),
            );
      });
    const replyQueue = createQueue('reply', connection, config.NAMESPACE);
    // The backlog the autoscaler watches: waiting plus prioritised reply jobs.
    new Gauge({
      name: 'reply_queue_backlog',
      help: 'Reply jobs waiting for a worker',
      registers: [metrics],
      async collect() {
        const counts = await replyQueue
          .getJobCounts('waiting', 'prioritized')
          .catch(() => ({ waiting: 0, prioritized: 0 }));
        this.set((counts.waiting ?? 0) + (counts.prioritized ?? 0));
      },
    });
    lifecycle.onShutdown('workers', async () => {
      await workers.close();
      await replyQueue.close();
      await Promise.all([connection.quit(), streams.quit()]);
    });
    log.info({ queues: [QUEUES.reply.name, QUEUES.speech.name] }, 'inference workers started');
    return {};
  },
};
