import type { Pool } from '@tutor/service-runtime';
import type OpenAI from 'openai';
import { markQuiz } from '../../src/worker/reply/stages/mark-quiz';
import { stageKit } from './stage-kit';

describe('reply stage: mark a quiz answer', () => {
  const kit = stageKit();

  const quizPool = { query: async () => ({ rows: [{ mode: 'quiz' }] }) } as unknown as Pool;
  const marker = (mark: { correct: boolean; reason: string }) =>
    ({
      chat: {
        completions: {
          create: async () => ({ choices: [{ message: { content: JSON.stringify(mark) } }] }),
        },
      },
    }) as unknown as OpenAI;
  const answered = {
    mode: 'quiz' as const,
    history: [
      { role: 'assistant' as const, content: 'What is the unit of force?' },
      { role: 'user' as const, content: 'The newton' },
    ],
  };

  it('marks an answer to the tutor’s question and starts the reply with the mark', async () => {
    const reply = kit.run(answered);
    const deps = kit.deps({
      pool: quizPool,
      openai: marker({ correct: true, reason: 'Force is in newtons.' }),
    });
    expect(await markQuiz.run(reply, deps)).toBe('next');
    expect(reply.mark).toEqual({ correct: true, reason: 'Force is in newtons.' });
    expect(reply.content).toBe('✓ Correct: Force is in newtons.\n\n');
    expect(reply.note).toContain('already been marked');
  });

  it('marks nothing outside quiz mode', async () => {
    const reply = kit.run({ ...answered, mode: 'explain' });
    await markQuiz.run(reply, kit.deps({ pool: quizPool }));
    expect(reply.mark).toBeUndefined();
    expect(reply.content).toBe('');
  });
});
