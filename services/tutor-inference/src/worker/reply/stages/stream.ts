import { PIECE_GUARDS } from '../guards';
import type { ReplyRun } from '../run';
import type { ReplyStage, StageDeps } from '../stage';

/**
 * Asks the model and streams its pieces, each one past the guards first (guards/index.ts): a guard that refuses
 * a piece ends the reply there, and leaving the loop aborts the model's request. A stop ends it too: a piece
 * already read when the stop landed is not written.
 */
export const streamReply: ReplyStage = {
  name: 'stream',
  async run(reply, deps) {
    const { openai, config } = deps;
    const stream = await openai.chat.completions.create(
      {
        model: reply.data.image ? config.OPENAI_VISION_MODEL : config.OPENAI_MODEL,
        messages: reply.messages,
        stream: true,
      },
      { signal: reply.signal, maxRetries: 0 },
    );
    for await (const chunk of stream) {
      if (reply.stopped) break;
      const piece = chunk.choices[0]?.delta?.content;
      if (!piece) continue;
      if (!(await guardsAllow(reply, piece, deps))) break;
      reply.write(piece);
    }
    if (!reply.stopped && !reply.content.trim()) throw new Error('The model returned an empty reply');
    return 'next';
  },
};

async function guardsAllow(reply: ReplyRun, piece: string, deps: StageDeps): Promise<boolean> {
  for (const guard of PIECE_GUARDS) if (!(await guard.allows(reply, piece, deps))) return false;
  return true;
}
