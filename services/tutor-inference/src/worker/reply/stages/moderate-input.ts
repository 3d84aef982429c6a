import { kindReply } from '../../../domain/prompt';
import type { ReplyStage } from '../stage';

/**
 * The learner's new message is checked before the model sees it: a flagged one is answered kindly, in the
 * learner's language, and the model is never asked (nor a quiz answer marked).
 */
export const moderateInput: ReplyStage = {
  name: 'moderate the input',
  async run(reply, { moderate, config }) {
    const message = reply.data.history.at(-1);
    if (message?.role !== 'user') return 'next';
    const verdict = await moderate(message.content, reply.signal);
    if (!verdict.flagged) return 'next';
    const category = verdict.categories[0]!;
    const kind = kindReply(reply.data.learner, category, 'message', config.SAFETY_HELPLINE);
    await reply.answerInstead({ category, source: 'message', text: message.content }, kind);
    return 'enough';
  },
};
