import { en } from '../../src/domain/prompts/en';
import { PIECE_GUARDS } from '../../src/worker/reply/guards';
import { lastWords } from '../../src/worker/reply/guards/safety';
import type { StageDeps } from '../../src/worker/reply/stage';
import { streamReply } from '../../src/worker/reply/stages/stream';
import { modelSaying, stageKit } from './stage-kit';

const EMAIL = 'write to me at nour.hassan@example.com';

describe('reply stage: stream', () => {
  const kit = stageKit();

  it('writes the model’s pieces into the reply’s stream', async () => {
    const reply = kit.run();
    const { openai, asked } = modelSaying('A force ', 'is a push or a pull.');
    reply.messages = [{ role: 'user', content: 'What is a force?' }];
    await streamReply.run(reply, kit.deps({ openai }));
    expect(asked[0]!.messages).toEqual(reply.messages);
    expect(reply.content).toBe('A force is a push or a pull.');
    await reply.drain();
    const text = (await kit.entries(reply)).map((e) => (e.type === 'chunk' ? e.text : '')).join('');
    expect(text).toBe(reply.content);
  });

  it('stops at a piece a guard refuses: the reply is withheld, the rest never written', async () => {
    const reply = kit.run();
    const { openai } = modelSaying('Sure, ', EMAIL, ' and more');
    await streamReply.run(reply, kit.deps({ openai }));
    expect(reply.state).toBe('withheld');
    expect(reply.flag).toMatchObject({ category: 'personal_data', source: 'reply' });
    expect(reply.content).toBe(en.safetyReply('personal_data', 'reply', '16000'));
    expect((await kit.entries(reply)).map((e) => e.type)).toEqual(['chunk', 'reset', 'chunk']);
  });

  it('fails on an empty answer, and writes nothing once the learner stopped', async () => {
    await expect(streamReply.run(kit.run(), kit.deps({ openai: modelSaying(' ').openai }))).rejects.toThrow(
      'The model returned an empty reply',
    );
    const stopped = kit.run();
    stopped.stop();
    await streamReply.run(stopped, kit.deps({ openai: modelSaying('Never read').openai }));
    expect(stopped.content).toBe('');
  });

  it('asks for usage and keeps the model’s figures; a reply left before them is estimated', async () => {
    const reply = kit.run();
    const asked: Record<string, unknown>[] = [];
    const chunks = [
      { choices: [{ delta: { content: 'A force is a push.' } }] },
      { choices: [], usage: { prompt_tokens: 41, completion_tokens: 5 } },
    ];
    const openai = {
      chat: {
        completions: {
          create: async (body: Record<string, unknown>) => {
            asked.push(body);
            return (async function* () {
              yield* chunks;
            })();
          },
        },
      },
    } as unknown as StageDeps['openai'];
    await streamReply.run(reply, kit.deps({ openai }));
    expect(asked[0]!.stream_options).toEqual({ include_usage: true });
    expect(reply.usage).toEqual([
      expect.objectContaining({ kind: 'reply', tokensIn: 41, tokensOut: 5, images: 0, estimated: false }),
    ]);

    // A guard ends this one before the last chunk: about four characters a token, from the prompt and the text.
    const withheld = kit.run();
    withheld.messages = [{ role: 'user', content: 'Who are you?' }]; // 12 characters: 3 tokens
    await streamReply.run(withheld, kit.deps({ openai: modelSaying('Sure, ', EMAIL).openai }));
    expect(withheld.usage).toEqual([
      expect.objectContaining({
        tokensIn: 3,
        tokensOut: Math.ceil(`Sure, ${EMAIL}`.length / 4),
        estimated: true,
      }),
    ]);
  });

  it('checks each piece with the end of the text before it, from a word’s start', () => {
    expect(PIECE_GUARDS.map((g) => g.name)).toEqual(['safety', 'leak']);
    expect(lastWords('a skill to learn', 12)).toBe('to learn');
  });
});
