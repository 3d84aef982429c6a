import type { ChildProcess } from 'node:child_process';
import type { PracticeTurn, ReplyLearner } from '@tutor/contracts';
import OpenAI from 'openai';
import { buildPrompt } from '../../src/worker/reply/stages/build-prompt';
import { streamReply } from '../../src/worker/reply/stages/stream';
import { startDevModel } from '../dev-model';
import { choiceTurn, expressionTurn, numberTurn } from '../practice-turns';
import { stageKit } from './stage-kit';

/**
 * The development model made to give the key outright during a hint turn, in each form issue 33 names (a marker
 * in the learner's message): the leak guard holds each reply back while it streams, and the learner reads the
 * bank's hint instead. Without the marker the model's hint passes.
 */
describe('leak guard against the development model giving the key', () => {
  const kit = stageKit();
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

  const EN: ReplyLearner = { name: 'Nour', language: 'en' };
  const AR: ReplyLearner = { name: 'سلمى', language: 'ar' };

  async function hintTurn(practice: PracticeTurn, learner: ReplyLearner, message: string) {
    const reply = kit.run({
      learner,
      mode: 'guide',
      practice,
      history: [{ role: 'user', content: message }],
    });
    const deps = kit.deps({ openai });
    await buildPrompt.run(reply, deps);
    await streamReply.run(reply, deps);
    return reply;
  }

  const FORMS: [string, PracticeTurn, ReplyLearner, RegExp][] = [
    ['digits', numberTurn, EN, /0\.75/],
    ['eastern-digits', numberTurn, AR, /٠٫٧٥/],
    ['decimal-comma', numberTurn, EN, /0,75/],
    ['fraction', numberTurn, EN, /6\/8/],
    ['decimal', { ...numberTurn, key: { kind: 'number', value: 3, tolerance: 0 }, keyText: '3' }, EN, /3\.0/],
    ['words-en', numberTurn, EN, /three quarters/],
    ['words-ar', numberTurn, AR, /ثلاثة أرباع/],
    ['expression', expressionTurn, EN, /2\(x \+ 1\)/],
    ['arabic-variables', expressionTurn, AR, /٢س \+ ٢/],
    ['choice', choiceTurn, AR, /البناء الضوئي/],
  ];

  it.each(FORMS)('holds back the key given as %s', async (form, practice, learner, said) => {
    // What the model would have said, asked without the guard (keyAllowed), is the key in that form.
    const allowed = await hintTurn(
      { ...practice, keyAllowed: true },
      learner,
      `Give me a hint [[leak:${form}]]`,
    );
    expect(allowed.content).toMatch(said);
    const reply = await hintTurn(practice, learner, `Give me a hint [[leak:${form}]]`);
    expect(reply.heldBack).toBe('leak');
    expect(reply.state).toBe('withheld');
    expect(reply.content).toBe(practice.fallback);
  });

  it('passes the model’s hint that keeps the key back', async () => {
    for (const [practice, learner] of [
      [numberTurn, EN],
      [expressionTurn, AR],
      [choiceTurn, EN],
    ] as const) {
      const reply = await hintTurn(practice, learner, 'Give me a hint');
      expect(reply.heldBack).toBe('');
      expect(reply.content).toMatch(/Hint|تلميح/);
    }
  });
});
