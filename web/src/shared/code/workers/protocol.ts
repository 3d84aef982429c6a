import type { BrowserRun } from '../types';

/** What the page asks a runner worker: one program, its standard input, and the cap on what it may print. */
export interface RunRequest {
  language: 'python' | 'javascript' | 'typescript';
  code: string;
  stdin: string;
  after: string;
  outputLimit: number;
}

/**
 * What a runner worker answers: `started` when the program itself begins (the time limit counts from there, not
 * from the runtime's download), its output as it comes (so a stopped program still shows what it printed), then
 * `done` with how it ended; `unavailable` when the runtime could not load.
 */
export type RunReply =
  | { type: 'started' }
  | { type: 'output'; text: string }
  | { type: 'done'; end: Omit<BrowserRun, 'stdout'> }
  | { type: 'unavailable'; reason: string };

/** A worker's message to its page (a worker's `self` has the one-argument postMessage of a Worker). */
export const post = (reply: RunReply) => (self as unknown as Worker).postMessage(reply);

/**
 * Passes on what a program prints, up to `limit` characters. Past it the run is over: `done` goes at once with
 * `output_limit` (the page then ends the worker; the program is not waited for) and `full` turns true.
 */
export function outputSink(limit: number) {
  let written = 0;
  let full = false;
  return {
    write(chunk: string) {
      if (full || !chunk) return;
      const room = limit - written;
      post({ type: 'output', text: chunk.slice(0, room) });
      written += Math.min(room, chunk.length);
      if (chunk.length > room) {
        full = true;
        post({ type: 'done', end: { verdict: 'output_limit' } });
      }
    },
    get full() {
      return full;
    },
  };
}
