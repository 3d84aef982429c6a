import type { CodeRunJobData, CodeRunResult } from '@tutor/contracts';

/** What the runner asks of the sandbox (`./sandbox`): run one job's tests, and stop its threads at shutdown. */
export interface Sandbox {
  run(job: CodeRunJobData): Promise<CodeRunResult>;
  close(): Promise<void>;
}

/** The runner's limits, from its settings. */
export interface SandboxLimits {
  /** Threads, one job each: the runner's concurrency. */
  threads: number;
  timeLimitMs: number;
  memoryMb: number;
  outputBytes: number;
}

export type SandboxFactory = (limits: SandboxLimits) => Sandbox;
