import { en } from '../../src/domain/prompts/en';
import { PIECE_GUARDS } from '../../src/worker/reply/guards';
import { lastWords } from '../../src/worker/reply/guards/safety';
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

  it('checks each piece with the end of the text before it, from a word’s start', () => {
    expect(PIECE_GUARDS.map((g) => g.name)).toEqual(['safety', 'leak']);
    expect(lastWords('a skill to learn', 12)).toBe('to learn');
  });
});
