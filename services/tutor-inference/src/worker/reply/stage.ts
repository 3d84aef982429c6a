import type { Logger, Pool, Redis } from '@tutor/service-runtime';
import type OpenAI from 'openai';
import type { Config } from '../../config';
import type { Moderate, SafetyVerdict } from '../../domain/moderation';
import type { ReplyMetrics } from './metrics';
import type { ReplyRun } from './run';

/** What every stage may use. */
export interface StageDeps {
  pool: Pool;
  redis: Redis;
  openai: OpenAI;
  config: Config;
  log: Logger;
  /** The safety check of a whole text (the configured provider). */
  moderate: Moderate;
  /** The fast, local check of a reply while it streams. */
  screenPiece: (text: string) => SafetyVerdict;
  metrics: ReplyMetrics;
}

/**
 * One step of writing a reply (pipeline.ts lists them in order). It reads and changes the run; it returns 'enough'
 * when the reply is written and the writing stages after it are skipped (a flagged message's kind reply).
 */
export interface ReplyStage {
  name: string;
  run(reply: ReplyRun, deps: StageDeps): Promise<'next' | 'enough'>;
}

/**
 * A check of each piece the model streams, before it is written (guards/index.ts lists them). It returns false
 * when the piece must not be written: it has dealt with the reply itself (withheld it, say), and the model is
 * asked for no more.
 */
export interface PieceGuard {
  name: string;
  allows(reply: ReplyRun, piece: string, deps: StageDeps): Promise<boolean>;
}
