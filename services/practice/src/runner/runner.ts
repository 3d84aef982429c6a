import { QUEUES } from '@tutor/contracts';
import {
  Counter,
  createQueue,
  createRedis,
  Gauge,
  JobRegistry,
  startWorkers,
  type RedisOnlyDefinition,
} from '@tutor/service-runtime';
import { configSchema, type Config } from '../config';
import { runCodeHandler } from './run-code-job';
import { createSandbox, type Sandbox, type SandboxLimits } from './sandbox';

export type SandboxFactory = (limits: SandboxLimits) => Sandbox;

/**
 * The code runner (ADR 23): the practice package started with PRACTICE_ROLE=runner. It takes `run-code` jobs from
 * the code-run queue and runs each in the WebAssembly sandbox, one job per sandbox thread. It reaches Redis only:
 * no database, no event bus, no other service, no secret. SIGTERM lets running jobs finish.
 */
export function codeRunner(sandboxOf: SandboxFactory): RedisOnlyDefinition<Config> {
  return {
    name: 'code-runner',
    configSchema,
    port: (config) => config.CODE_RUNNER_PORT,
    async setup({ config, log, metrics, lifecycle }) {
      const sandbox = sandboxOf({
        threads: config.CODE_RUN_CONCURRENCY,
        timeLimitMs: config.CODE_RUN_TIME_LIMIT_MS,
        memoryMb: config.CODE_RUN_MEMORY_MB,
        outputBytes: config.CODE_RUN_OUTPUT_BYTES,
      });
      const registry = new JobRegistry().register(
        'code',
        'run-code',
        runCodeHandler({ sandbox, metrics, log }),
      );
      const connection = createRedis(config.REDIS_URL);
      const workers = startWorkers(
        registry,
        { code: { concurrency: config.CODE_RUN_CONCURRENCY } },
        connection,
        log,
        config.NAMESPACE,
      );
      let respawnsSeen = 0;
      new Counter({
        name: 'code_sandbox_respawns_total',
        help: 'Sandbox threads replaced (a program past its time, a thread out of memory, a damaged runtime)',
        registers: [metrics],
        collect() {
          this.inc(sandbox.respawns - respawnsSeen);
          respawnsSeen = sandbox.respawns;
        },
      });
      const queue = createQueue('code', connection, config.NAMESPACE);
      // The backlog the autoscaler watches (k8s/base/code-runner): run-code jobs waiting for a runner.
      new Gauge({
        name: 'code_run_queue_backlog',
        help: 'Run-code jobs waiting for a runner',
        registers: [metrics],
        async collect() {
          const counts = await queue
            .getJobCounts('waiting', 'prioritized')
            .catch(() => ({ waiting: 0, prioritized: 0 }));
          this.set((counts.waiting ?? 0) + (counts.prioritized ?? 0));
        },
      });
      lifecycle.onShutdown('workers', async () => {
        await workers.close();
        await sandbox.close();
        await queue.close();
        await connection.quit();
      });
      log.info({ queue: QUEUES.code.name, concurrency: config.CODE_RUN_CONCURRENCY }, 'code runner started');
    },
  };
}

export const runner = codeRunner(createSandbox);
