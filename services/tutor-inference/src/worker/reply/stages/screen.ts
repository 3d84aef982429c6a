import { kindReply } from '../../../domain/prompt';
import type { ReplyStage } from '../stage';

/**
 * The safety check of the model's whole text before it is stored (the configured provider, which may judge more
 * than the guards could piece by piece): a flagged reply is withheld.
 */
export const screenReply: ReplyStage = {
  name: 'screen',
  async run(reply, { moderate, config }) {
    await reply.drain();
    // A reply already withheld or held back (the bank's hint in its place) has nothing of the model's left.
    if (reply.flag || reply.heldBack || !reply.content.trim()) return 'next';
    const verdict = await moderate(reply.content, AbortSignal.timeout(config.REPLY_TIMEOUT_MS));
    if (verdict.flagged) {
      const category = verdict.categories[0]!;
      const kind = kindReply(reply.data.learner, category, 'reply', config.SAFETY_HELPLINE);
      await reply.withhold({ category, source: 'reply', text: reply.content }, kind);
    } else if (reply.state === 'streaming') reply.moveTo('screened');
    return 'next';
  },
};
