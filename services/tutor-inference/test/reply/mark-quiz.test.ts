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
          create: async () => ({
            choices: [{ message: { content: JSON.stringify(mark) } }],
            usage: { prompt_tokens: 80, completion_tokens: 12 },
          }),
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
    // The mark is a model call of its own: its usage is kept with the reply's.
    expect(reply.usage).toEqual([
      expect.objectContaining({ kind: 'quiz_mark', tokensIn: 80, tokensOut: 12, estimated: false }),
    ]);
  });

  it('marks nothing outside quiz mode', async () => {
    const reply = kit.run({ ...answered, mode: 'explain' });
    await markQuiz.run(reply, kit.deps({ pool: quizPool }));
    expect(reply.mark).toBeUndefined();
    expect(reply.content).toBe('');
  });

  describe('from the unit’s bank', () => {
    const question = {
      attemptId: 'attempt-2',
      itemId: 'plant-food',
      skill: 'plants',
      stem: 'How do green plants make their food?',
      choices: ['A. Respiration', 'B. Photosynthesis'],
      answerKind: 'choice' as const,
    };
    const neverAsked = {} as OpenAI; // any call would throw

    it('writes the key’s mark and the next bank question; the model is neither marking nor asking', async () => {
      const reply = kit.run({
        ...answered,
        quizBank: { mark: { verdict: 'wrong', message: 'Weight is not mass.' }, question },
      });
      expect(await markQuiz.run(reply, kit.deps({ pool: quizPool, openai: neverAsked }))).toBe('enough');
      expect(reply.content).toBe(
        '✗ Not quite: Weight is not mass.\n\n**Practice question:** How do green plants make their food?\n\nA. Respiration\nB. Photosynthesis\n\nReply with your choice.',
      );
      // Practice announces the checked answer (ItemAnswered); the model-marked QuizAnswered is not the worker's.
      expect(reply.mark).toBeUndefined();
    });

    it('asks again, on the same question, for an answer it could not read', async () => {
      const reply = kit.run({
        ...answered,
        learner: { name: 'Nour', language: 'ar' },
        quizBank: { mark: { verdict: 'unreadable', message: 'لم أستطع قراءة ذلك عددًا.' } },
      });
      expect(await markQuiz.run(reply, kit.deps({ pool: quizPool, openai: neverAsked }))).toBe('enough');
      expect(reply.content).toBe('لم أستطع قراءة ذلك عددًا.');
    });

    it('leaves the next question to the model when the bank gave none', async () => {
      const reply = kit.run({ ...answered, quizBank: { mark: { verdict: 'right' } } });
      expect(await markQuiz.run(reply, kit.deps({ pool: quizPool, openai: neverAsked }))).toBe('next');
      expect(reply.content).toBe('✓ Correct!\n\n');
      expect(reply.note).toContain('already been marked');
    });
  });
});
