import { recordUsage, type UsageOwner } from '../../../data/usage';
import { completeReply } from '../lifecycle';
import type { ReplyRun } from '../run';
import type { ReplyStage, StageDeps } from '../stage';

/**
 * Records the reply (screened, withheld or stopped) with its events, once. No `done` here: the conversation
 * service writes it once the reply is stored (ADR 14). What its model calls used and cost is recorded with it.
 */
export const finishReply: ReplyStage = {
  name: 'finish',
  async run(reply, deps) {
    await reply.drain();
    if (await completeReply(deps, reply)) await recordReplyUsage(reply, deps);
    deps.metrics.tokens.observe(reply.entries);
    return 'next';
  },
};

/**
 * The reply's model calls against its learner and plan. After the outcome (a job that had already recorded one
 * records no usage twice); a failure here is logged, never the reply's: the learner has their reply. A failed
 * attempt's calls were billed too: they are kept under the attempt (`attempt`), once each.
 */
export async function recordReplyUsage(
  reply: ReplyRun,
  { pool, config, log }: StageDeps,
  attempt?: number,
): Promise<void> {
  const { data } = reply;
  if (!reply.usage.length) return;
  const owner: UsageOwner = {
    callId: attempt === undefined ? data.replyId : `${data.replyId}#${attempt}`,
    replyId: data.replyId,
    userId: data.userId,
    conversationId: data.conversationId,
    plan: data.plan ?? 'unknown',
  };
  await recordUsage(pool, owner, reply.usage, config.MODEL_PRICES).catch((err: unknown) =>
    log.warn({ err, replyId: data.replyId }, 'could not record the reply’s usage'),
  );
}
