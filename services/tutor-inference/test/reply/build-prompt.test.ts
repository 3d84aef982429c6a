import { buildPrompt } from '../../src/worker/reply/stages/build-prompt';
import { stageKit } from './stage-kit';

describe('reply stage: build the prompt', () => {
  const kit = stageKit();

  it('puts the system prompt, its note and the history in the model’s messages', async () => {
    const reply = kit.run();
    reply.note = 'A note for this reply only.';
    await buildPrompt.run(reply, kit.deps());
    expect(reply.messages[0]).toEqual({
      role: 'system',
      content: expect.stringMatching(/A note for this reply only\.$/),
    });
    expect(reply.messages.at(-1)).toEqual({ role: 'user', content: 'What is a force?' });
  });
});
