import { randomUUID } from 'node:crypto';
import { speechKey, type SpeechJobData } from '@tutor/contracts';
import type { Job } from 'bullmq';
import type OpenAI from 'openai';
import { speechHandler } from '../src/worker/speech-job';
import { replyJobHarness, schoolReplyJob } from './reply-job-harness';

type Chunk = { choices: { delta?: { content?: string } }[]; usage?: object };

/** A streaming model that sends `chunks`, then fails when `cut` (the connection dropped). */
function streaming(chunks: Chunk[], cut = false) {
  const create = async () =>
    (async function* () {
      yield* chunks;
      if (cut) throw new Error('Connection error (the stream was cut)');
    })();
  return { chat: { completions: { create } } } as unknown as OpenAI;
}

/**
 * What each reply's model calls used and cost (issue 35), as the worker records them in model_usage: the API's
 * figures at the configured prices, against the learner's plan; a failed attempt's calls are kept too.
 */
describe('usage and cost per reply', () => {
  const { run, pool, redis, config } = replyJobHarness('inference_usage', {
    MODEL_PRICES: JSON.stringify({ 'gpt-4o-mini': { input: 0.15, output: 0.6 } }),
  });
  // (100 × 2 + 10 × 0) / 1,000,000 + 1 image × 0.0018
  const vision = replyJobHarness('inference_usage_vision', {
    OPENAI_VISION_MODEL: 'vision-test',
    MODEL_PRICES: JSON.stringify({ 'vision-test': { input: 2, image: 0.0018 } }),
  });
  const rows = async (replyId: string, db = pool()) =>
    (
      await db.query(
        `SELECT call_id, kind, user_id, plan, model, tokens_in, tokens_out, images, estimated, cost_usd::text AS cost
         FROM model_usage WHERE reply_id = $1 ORDER BY call_id`,
        [replyId],
      )
    ).rows;

  it('records the reply’s tokens from the usage chunk and its cost at the model’s prices, once', async () => {
    const data = { ...schoolReplyJob(), plan: 'monthly' as const };
    const model = streaming([
      { choices: [{ delta: { content: 'A force is a push or a pull.' } }] },
      { choices: [], usage: { prompt_tokens: 1234, completion_tokens: 567 } },
    ]);
    expect(await run(model, data)).toEqual({ outcome: 'completed' });
    expect(await run(model, data)).toMatchObject({ outcome: 'completed' }); // a repeated job records nothing again
    expect(await rows(data.replyId)).toEqual([
      {
        call_id: data.replyId,
        kind: 'reply',
        user_id: data.userId,
        plan: 'monthly',
        model: 'gpt-4o-mini',
        tokens_in: 1234,
        tokens_out: 567,
        images: 0,
        estimated: false,
        // (1234 × 0.15 + 567 × 0.60) / 1,000,000
        cost: '0.0005253000',
      },
    ]);
  });

  it('keeps a failed attempt’s calls, estimated from the text, under the attempt; an old job’s plan is unknown', async () => {
    const data = schoolReplyJob(); // no plan: a producer from before plans
    const model = streaming([{ choices: [{ delta: { content: 'A force is a' } }] }], true);
    expect(await run(model, data)).toEqual({ outcome: 'failed' });
    expect(await rows(data.replyId)).toEqual([
      expect.objectContaining({
        call_id: `${data.replyId}#0`,
        plan: 'unknown',
        estimated: true,
        tokens_out: 3, // 'A force is a': 12 characters, about four a token
      }),
    ]);
  });

  it('counts an image sent to the vision model as a unit, priced per image', async () => {
    const data = {
      ...schoolReplyJob(),
      plan: 'free' as const,
      image: { mimeType: 'image/png', base64: 'iVBORw0K' },
    };
    const model = streaming([
      { choices: [{ delta: { content: 'I can see a triangle.' } }] },
      { choices: [], usage: { prompt_tokens: 100, completion_tokens: 10 } },
    ]);
    expect(await vision.run(model, data)).toEqual({ outcome: 'completed' });
    expect(await rows(data.replyId, vision.pool())).toEqual([
      expect.objectContaining({
        model: 'vision-test',
        images: 1,
        tokens_in: 100,
        tokens_out: 10,
        cost: '0.0020000000',
      }),
    ]);
  });

  it('records a speech synthesis in characters, for the day only (its audio is shared), once per text', async () => {
    const speak = speechHandler({
      redis: redis(),
      providers: { openai: async () => Buffer.from('RIFF'), espeak: async () => Buffer.from('RIFF') },
      usage: { db: pool(), config },
    });
    const id = randomUUID().replace(/-/g, '').slice(0, 40);
    const job = { id, data: { text: 'A force is a push or a pull.', voice: 'alloy', provider: 'openai' } };
    await speak(job as Job<SpeechJobData>);
    await speak(job as Job<SpeechJobData>); // cached: nothing synthesised, nothing recorded again
    const { rows } = await pool().query(
      `SELECT kind, user_id, plan, model, speech_characters, cost_usd::text AS cost FROM model_usage
       WHERE call_id = $1`,
      [id],
    );
    // 28 characters at gpt-4o-mini-tts's default $15 per million
    expect(rows).toEqual([
      {
        kind: 'speech',
        user_id: null,
        plan: 'unknown',
        model: 'gpt-4o-mini-tts',
        speech_characters: 28,
        cost: '0.0004200000',
      },
    ]);
    await redis().del(speechKey(id));
  });
});
