import type { ChildProcess } from 'node:child_process';
import type { PracticeTurn, ReplyLearner } from '@tutor/contracts';
import type { Pool } from '@tutor/service-runtime';
import OpenAI from 'openai';
import { writeReply } from '../../src/worker/reply/pipeline';
import { startDevModel } from '../dev-model';
import { codeTurn, jsCodeTurn } from '../practice-turns';
import { stageKit } from './stage-kit';

/** A pool that says each reply's outcome was new (the events are leak-stage.test.ts's to read). */
const pool = {
  query: async (_text: string, values: unknown[]) => ({ rows: [{ reply_id: values[0] }], rowCount: 1 }),
} as unknown as Pool;

/**
 * "Why does my code fail?" through the whole reply pipeline with the development model (issue 34): its reply
 * points at the line of the error and passes; made to write the model solution out (`[[leak:code]]`), the reply
 * is held back while it streams and the learner reads the bank's hint; once the ladder allows it, it passes.
 */
describe('leak guard against the development model writing out a model solution', () => {
  const kit = stageKit();
  let model: ChildProcess | undefined;
  let openai: OpenAI;
  let baseURL: string;

  beforeAll(async () => {
    const started = await startDevModel({ DEV_MODEL_RECORD_PROMPTS: '1' });
    model = started.child;
    baseURL = started.baseURL;
    openai = new OpenAI({ baseURL: started.baseURL, apiKey: 'development', maxRetries: 0 });
  }, 60_000);
  afterAll(() => {
    model?.removeAllListeners('exit');
    model?.kill();
  });

  const EN: ReplyLearner = { name: 'Omar', language: 'en' };
  const AR: ReplyLearner = { name: 'سلمى', language: 'ar' };

  async function whyFails(practice: PracticeTurn, learner: ReplyLearner, message: string) {
    const reply = kit.run({
      learner,
      topic: {
        domain: 'programming',
        languageName: practice.key.kind === 'code' ? practice.key.language : '',
      },
      mode: 'guide',
      practice,
      history: [{ role: 'user', content: message }],
    });
    await writeReply(reply, kit.deps({ openai, pool }));
    return reply;
  }

  it.each([
    [codeTurn, EN, 'Why does my code fail?', /^Look at line 5: `return total \/ len\(numbers\)`\./],
    [codeTurn, AR, 'لماذا لا ينجح الكود الخاص بي؟', /^انظر إلى السطر 5: `return total \/ len\(numbers\)`\./],
    [
      jsCodeTurn,
      EN,
      'Why does my code fail?',
      /^Look at line 2: `return text\.match\(\/\[aeiou\]\/g\)\.length;`/,
    ],
  ] as const)(
    'passes the reply that points at the line of the error (%#)',
    async (practice, learner, asked, said) => {
      const reply = await whyFails(practice, learner, asked);
      expect(reply.heldBack).toBe('');
      expect(reply.state).toBe('screened');
      expect(reply.content).toMatch(said);
    },
  );

  it.each([
    [codeTurn, EN],
    [jsCodeTurn, AR],
  ] as const)(
    'holds back the model solution written out (%#), and lets it through once allowed',
    async (practice, learner) => {
      const asked = 'Why does my code fail? [[leak:code]]';
      const allowed = await whyFails({ ...practice, keyAllowed: true }, learner, asked);
      expect(allowed.heldBack).toBe('');
      expect(allowed.content).toContain(practice.key.kind === 'code' ? practice.key.solution : '?');
      const reply = await whyFails(practice, learner, asked);
      expect(reply.heldBack).toBe('leak');
      expect(reply.state).toBe('withheld');
      expect(reply.content).toBe(practice.fallback);
      const entries = await kit.entries(reply);
      expect(entries.at(-1)).toEqual({ type: 'chunk', text: practice.fallback });
    },
  );

  it('received the learner’s numbered code and the failing test in its prompt (read back in its test mode)', async () => {
    await whyFails(codeTurn, EN, 'Why does my code fail?');
    const { prompts } = (await (await fetch(`${baseURL}/dev/prompts`)).json()) as { prompts: string[] };
    const prompt = prompts.at(-1)!;
    expect(prompt).toContain('5|     return total / len(numbers)');
    expect(prompt).toContain('<test-call>print(average([]))</test-call>');
    expect(prompt).toContain('<expected-output>0</expected-output>');
    expect(prompt).toContain('<test-error line="5">ZeroDivisionError: division by zero</test-error>');
  });
});
