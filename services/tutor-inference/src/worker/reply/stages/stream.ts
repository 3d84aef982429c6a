import { approxTokens } from '../../../domain/prompt';
import { PIECE_GUARDS } from '../guards';
import type { ReplyRun } from '../run';
import type { ReplyStage, StageDeps } from '../stage';

/**
 * Asks the model and streams its pieces, each one past the guards first (guards/index.ts): a guard that refuses
 * a piece ends the reply there, and leaving the loop aborts the model's request. A stop ends it too: a piece
 * already read when the stop landed is not written. The model's usage comes in the stream's last chunk; a reply
 * left before it (stopped, or refused by a guard) is billed all the same, so its usage is estimated instead.
 */
export const streamReply: ReplyStage = {
  name: 'stream',
  async run(reply, deps) {
    const { openai, config } = deps;
    const model = reply.data.image ? config.OPENAI_VISION_MODEL : config.OPENAI_MODEL;
    const stream = await openai.chat.completions.create(
      {
        model,
        messages: reply.messages,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: reply.signal, maxRetries: 0 },
    );
    let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
    let generated = ''; // what the model sent, written or not (a withheld reply's text is replaced)
    try {
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        if (reply.stopped) break;
        const piece = chunk.choices[0]?.delta?.content;
        if (!piece) continue;
        generated += piece;
        if (!(await guardsAllow(reply, piece, deps))) break;
        reply.write(piece);
      }
    } finally {
      reply.used('reply', model, {
        images: reply.data.image ? 1 : 0,
        ...(usage
          ? { tokensIn: usage.prompt_tokens, tokensOut: usage.completion_tokens }
          : { tokensIn: promptEstimate(reply), tokensOut: approxTokens(generated), estimated: true }),
      });
    }
    if (!reply.stopped && !reply.content.trim()) throw new Error('The model returned an empty reply');
    return 'next';
  },
};

const promptEstimate = (reply: ReplyRun) =>
  reply.messages.reduce(
    (n, m) =>
      n +
      approxTokens(
        typeof m.content === 'string'
          ? m.content
          : m.content.map((p) => (p.type === 'text' ? p.text : '')).join(' '),
      ),
    0,
  );

async function guardsAllow(reply: ReplyRun, piece: string, deps: StageDeps): Promise<boolean> {
  for (const guard of PIECE_GUARDS) if (!(await guard.allows(reply, piece, deps))) return false;
  return true;
}
