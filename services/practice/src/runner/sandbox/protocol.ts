/** Messages between the sandbox's pool (main thread) and its worker threads. */
import type { RunnableLanguage } from '@tutor/contracts';

export interface SandboxLimits {
  /** Per test: the program's running time. */
  timeLimitMs: number;
  /** Per job: the interpreter's memory (Python: its whole WebAssembly memory; JS: the QuickJS runtime's heap). */
  memoryMb: number;
  /** Per test: bytes of stdout kept; more stops the program (output_limit). */
  outputBytes: number;
  /** Worker threads in the pool. */
  threads: number;
}

/** How one run of the program ended, before its stdout is compared with the test's expectation. */
export type RunOutcome = 'ok' | 'error' | 'time_limit' | 'memory_limit' | 'output_limit' | 'not_allowed';

export interface WorkerData {
  limits: SandboxLimits;
  /** Written by the pool at a test's deadline: Python's interrupt buffer (2 = SIGINT). */
  interrupt: SharedArrayBuffer;
  /** A Pyodide memory snapshot made by an earlier worker: a respawned worker starts in well under a second. */
  pythonSnapshot?: Uint8Array;
  /** Without a snapshot: make it (one worker of the pool does), or wait for the pool to send one. */
  makeSnapshot: boolean;
}

export interface TestRequest {
  type: 'test';
  /** A new job id means a fresh interpreter (Python): nothing of one job's run is seen by another's. */
  runId: string;
  language: RunnableLanguage;
  code: string;
  stdin: string;
  after?: string;
}

export type ToWorker =
  | TestRequest
  | { type: 'end'; runId: string }
  /** The Pyodide snapshot another worker made. */
  | { type: 'snapshot'; snapshot: Uint8Array };

export interface TestReply {
  type: 'result';
  outcome: RunOutcome;
  stdout: string;
  error?: string;
  errorLine?: number;
  /** The worker should be replaced after this test (its runtime may be damaged). */
  recycle?: boolean;
}

export type FromWorker =
  | TestReply
  /** The program starts now: the time limit counts from here. */
  | { type: 'started' }
  | { type: 'ready' }
  | { type: 'snapshot'; snapshot: Uint8Array };
