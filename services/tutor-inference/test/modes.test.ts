import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  type QuizAnswered,
  type ReplyCompleted,
  type ReplyJobData,
  type ReplyTopic,
  type ReplyTurn,
  type TeachingMode,
} from '@tutor/contracts';
import OpenAI from 'openai';
import { countActiveReplies } from '../src/data/active-replies';
import { startDevModel } from './dev-model';
import { replyJobHarness } from './reply-job-harness';
import { markQuizAnswer } from '../src/worker/quiz-mark';

/**
 * The reply job for each teaching mode, against the development model (tools/dev-model, built, on a free port),
 * real PostgreSQL (the service's migrations and outbox) and Redis: what the learner reads and what is announced.
 */

describe('reply job: teaching modes against the development model', () => {
  const harness = replyJobHarness('inference_modes');
  const { events } = harness;
  let model: ChildProcess | undefined;
  let openai: OpenAI;

  beforeAll(async () => {
    const started = await startDevModel();
    model = started.child;
    openai = new OpenAI({ baseURL: started.baseURL, apiKey: 'development', maxRetries: 0 });
  }, 60_000);
  afterAll(() => {
    model?.removeAllListeners('exit');
    model?.kill();
  });

  const school: ReplyTopic = {
    domain: 'school',
    subjectName: 'Mathematics',
    subjectId: 'primary-5-math',
    unitId: 'primary-5-math-fractions',
    unitName: 'Fractions',
  };

  /** One conversation: each `send` is the next learner message, answered by the real reply job. */
  function conversation(topic: ReplyTopic, language: 'en' | 'ar' = 'en') {
    const conversationId = randomUUID();
    const userId = randomUUID();
    const history: ReplyTurn[] = [];
    let sent = 0;
    const jobOf = (mode: TeachingMode, text: string): ReplyJobData => ({
      replyId: `${conversationId}_${1700000000000 + ++sent}`,
      conversationId,
      userId,
      learner: {
        name: 'Nour',
        language,
        userType: 'student',
        educationalStage: 'primary',
        academicYear: '5',
      },
      topic,
      mode,
      history: [...history, { role: 'user', content: text }],
    });
    return {
      conversationId,
      /** Sends a message in a mode; answers with the reply's stored content, which the stream adds up to. */
      async send(mode: TeachingMode, text: string): Promise<{ content: string; data: ReplyJobData }> {
        const data = jobOf(mode, text);
        expect(await run(data)).toEqual({ outcome: 'completed' });
        const completed = (await events(conversationId)).filter(
          (e) => e.type === 'tutor.events.v1.ReplyCompleted',
        );
        const content = (completed.at(-1)!.payload as ReplyCompleted).content;
        expect((await harness.chunks(data.replyId)).join('')).toBe(content);
        history.push({ role: 'user', content: text }, { role: 'assistant', content });
        return { content, data };
      },
    };
  }

  const run = (data: ReplyJobData) => harness.run(openai, data);
  const quizEvents = async (conversationId: string) =>
    (await events(conversationId))
      .filter((e) => e.type === 'tutor.events.v1.QuizAnswered')
      .map((e) => e.payload as QuizAnswered);

  it('guide me: a guiding hint, a second hint, then the worked solution when the learner asks', async () => {
    const chat = conversation(school);
    const first = await chat.send('guide', 'How do I add 1/2 and 1/3?');
    expect(first.content).toMatch(/^\*\*Hint 1\/3:\*\*/);
    expect(first.content).toMatch(/\?/); // a guiding question
    expect(first.content).not.toMatch(/Worked solution/);
    const second = await chat.send('guide', 'I am not sure where to start');
    expect(second.content).toMatch(/^\*\*Hint 2\/3:\*\*/);
    const solution = await chat.send('guide', 'Show me the solution please');
    expect(solution.content).toMatch(/^## Worked solution/);
    expect(solution.content).toContain('How do I add 1/2 and 1/3?');
  });

  it('guide me (Arabic): the solution comes by itself after the third hint', async () => {
    const chat = conversation({ domain: 'school', subjectName: 'الرياضيات' }, 'ar');
    for (const n of [1, 2, 3])
      expect((await chat.send('guide', `لا أعرف ${n}`)).content).toMatch(
        new RegExp(`^\\*\\*تلميح ${n}/3:\\*\\*`),
      );
    expect((await chat.send('guide', 'ما زلت لا أعرف')).content).toMatch(/^## الحل خطوة بخطوة/);
  });

  it('quiz me: a question, then each answer marked (a structured mark, QuizAnswered once) and the next question', async () => {
    const chat = conversation(school);
    const first = await chat.send('quiz', 'Quiz me please');
    expect(first.content).toMatch(/^\*\*Question 1\*\* \(Fractions\): What is 3 \+ 5\?/);
    expect(await quizEvents(chat.conversationId)).toEqual([]); // nothing was answered yet

    const right = await chat.send('quiz', 'It is 8');
    expect(right.content).toMatch(
      /^✓ Correct: 3 \+ 5 = 8, well done\.\n\n\*\*Question 2\*\* \(Fractions\): What is 4 \+ 7\?/,
    );
    const wrong = await chat.send('quiz', '12');
    expect(wrong.content).toMatch(/^✗ Not quite: 4 \+ 7 = 11, not 12\.\n\n\*\*Question 3\*\*/);

    const marks = await quizEvents(chat.conversationId);
    expect(marks).toEqual([
      expect.objectContaining({
        replyId: right.data.replyId,
        conversationId: chat.conversationId,
        userId: right.data.userId,
        subjectId: 'primary-5-math',
        unitId: 'primary-5-math-fractions',
        languageId: '',
        correct: true,
      }),
      expect.objectContaining({ replyId: wrong.data.replyId, correct: false }),
    ]);
    // The job delivered again (a worker died after committing) marks nothing twice.
    expect(await run(right.data)).toEqual({ outcome: 'completed', repeated: true });
    expect(await quizEvents(chat.conversationId)).toHaveLength(2);
    // ... and leaves the learner with no reply under way.
    expect(await countActiveReplies(harness.redis(), right.data.userId)).toBe(0);
  });

  it('quiz me (Arabic): the mark is in Arabic, and Arabic digits count', async () => {
    const chat = conversation({ domain: 'programming', languageName: 'Python', languageId: 'python' }, 'ar');
    expect((await chat.send('quiz', 'اختبرني')).content).toMatch(/^\*\*السؤال 1\*\*: كم يساوي 3 \+ 5؟/);
    expect((await chat.send('quiz', '٨')).content).toMatch(
      /^✓ إجابة صحيحة: 3 \+ 5 = 8، أحسنت\.\n\n\*\*السؤال 2\*\*/,
    );
    expect(await quizEvents(chat.conversationId)).toEqual([
      expect.objectContaining({ subjectId: '', unitId: '', languageId: 'python', correct: true }),
    ]);
  });

  it('switching mode takes effect on the next message; the first quiz message after a switch is not marked', async () => {
    const chat = conversation(school);
    const explained = await chat.send('explain', 'What is a fraction?');
    expect(explained.content).toMatch(/^## An answer from the development model/);
    const guided = await chat.send('guide', 'And how do I add two?');
    expect(guided.content).toMatch(/^\*\*Hint 1\/3:\*\*/);
    // The hint ends with a question, but it was no quiz question: this message asks for a quiz, it answers nothing.
    const quizzed = await chat.send('quiz', '8');
    expect(quizzed.content).toMatch(/^\*\*Question 1\*\*/);
    expect(await quizEvents(chat.conversationId)).toEqual([]);
    expect((await chat.send('explain', 'Thanks, explain again')).content).toMatch(/^## An answer/);
  });

  it('coding assistant: explains the pasted program and points at the line with the bug', async () => {
    const chat = conversation({ domain: 'programming', languageName: 'Python', languageId: 'python' });
    const program = [
      'def grade(score):',
      '    if score = 100:',
      '        return "perfect"',
      '    return "keep going"',
    ].join('\n');
    const { content } = await chat.send('code', `Why does this fail?\n\`\`\`python\n${program}\n\`\`\``);
    expect(content).toMatch(/^## What your code does\nYour program has 4 lines and defines `grade`/);
    expect(content).toContain('## The bug\nLine 2: `if score = 100:`');
    expect(content).toContain('Try: `if score == 100:`');
    expect(content).toContain('## A test to try');
    expect(content).not.toContain('return "keep going"'); // the program is not written out again
  });

  it('the prompt the model received names the mode and the unit (the echo marker)', async () => {
    const chat = conversation(school);
    const { content } = await chat.send('quiz', '[[echo:prompt]]');
    expect(content).toMatch(/^\[\[echo:prompt\]\]\n\nYou are a patient, encouraging tutor/);
    expect(content).toContain('Unit: Fractions. Keep the conversation on this unit.');
    expect(content).toContain('Teaching mode: Quiz me.');
    expect(content).toContain('on the unit “Fractions”');
  });

  it('refuses a mark that is not the schema’s JSON (the attempt fails, no guessed mark)', async () => {
    const answering = (content: string) =>
      ({
        chat: {
          completions: { create: async () => ({ choices: [{ message: { content, refusal: null } }] }) },
        },
      }) as unknown as OpenAI;
    const job = { learner: { name: 'Nour', language: 'en' as const }, topic: school };
    const quiz = { question: 'What is 3 + 5?', answer: '8' };
    const signal = new AbortController().signal;
    await expect(markQuizAnswer(answering('right!'), 'm', job, quiz, signal)).rejects.toThrow(/not JSON/);
    await expect(markQuizAnswer(answering('{"correct":"yes"}'), 'm', job, quiz, signal)).rejects.toThrow(
      /does not match its schema/,
    );
    await expect(
      markQuizAnswer(answering('{"correct":true,"reason":" 3 + 5\\n= 8 "}'), 'm', job, quiz, signal),
    ).resolves.toEqual({ correct: true, reason: '3 + 5 = 8' });
  });
});
