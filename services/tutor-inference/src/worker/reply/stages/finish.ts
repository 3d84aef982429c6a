import { completeReply } from '../lifecycle';
import type { ReplyStage } from '../stage';

/**
 * Records the reply (screened, withheld or stopped) with its events, once. No `done` here: the conversation
 * service writes it once the reply is stored (ADR 14).
 */
export const finishReply: ReplyStage = {
  name: 'finish',
  async run(reply, deps) {
    await reply.drain();
    await completeReply(deps, reply);
    deps.metrics.tokens.observe(reply.entries);
    return 'next';
  },
};
