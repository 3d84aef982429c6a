import { canMoveReply } from '@tutor/contracts';
import type { ReplyRun } from './run';
import type { ReplyStage, StageDeps } from './stage';
import { buildPrompt } from './stages/build-prompt';
import { finishReply } from './stages/finish';
import { markQuiz } from './stages/mark-quiz';
import { moderateInput } from './stages/moderate-input';
import { screenReply } from './stages/screen';
import { streamReply } from './stages/stream';

/**
 * Writing a reply, stage by stage (each guard of the stream is in guards/). A new stage is a file in stages/ and
 * one line here.
 */
export const WRITING_STAGES: readonly ReplyStage[] = [moderateInput, markQuiz, buildPrompt, streamReply];

/** How every reply that was written ends, stopped or not: the whole text screened, then the outcome recorded. */
export const CLOSING_STAGES: readonly ReplyStage[] = [screenReply, finishReply];

/** Runs the writing stages until one says 'enough' or the learner stops the reply, then the closing stages. */
export async function writeReply(reply: ReplyRun, deps: StageDeps): Promise<void> {
  for (const stage of WRITING_STAGES) {
    if (reply.stopped) break;
    if ((await stage.run(reply, deps)) === 'enough') break;
  }
  await closeReply(reply, deps);
}

/** The closing stages alone: for a reply stopped while a writing stage was under way (its request aborted). */
export async function closeReply(reply: ReplyRun, deps: StageDeps): Promise<void> {
  reply.closing = true;
  if (reply.stopped && canMoveReply(reply.state, 'stopped')) reply.moveTo('stopped');
  for (const stage of CLOSING_STAGES) await stage.run(reply, deps);
}

/** What the job reports. */
export const outcomeOf = (reply: ReplyRun): 'stopped' | 'flagged' | 'completed' =>
  reply.stopped ? 'stopped' : reply.flag ? 'flagged' : 'completed';
