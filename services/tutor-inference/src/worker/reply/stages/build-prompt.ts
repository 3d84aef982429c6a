import { buildMessages } from '../../../domain/prompt';
import type { ReplyStage } from '../stage';

/** The messages the model is asked with: the system prompt (and the quiz's note), then the history that fits. */
export const buildPrompt: ReplyStage = {
  name: 'build the prompt',
  async run(reply, { config }) {
    reply.messages = buildMessages(reply.data, config.REPLY_HISTORY_TOKENS, reply.note);
    return 'next';
  },
};
