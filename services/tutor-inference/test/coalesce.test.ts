import type { ReplyCompleted } from '@tutor/contracts';
import type OpenAI from 'openai';
import { CoalescingReplyWriter } from '../src/worker/reply-writer';
import { replyJobHarness, schoolReplyJob } from './reply-job-harness';

/**
 * Coalesced tokens: the first token is written at once, later ones in one entry per flush window. Counted, never
 * timed: the fast stand-in model yields all its tokens before any timer can fire, and the writer's window is
 * driven with fake timers.
 */
describe('coalescing reply writer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the first piece at once, then one entry per window holding every piece of that window, in order', async () => {
    const written: { text: string; first: boolean }[] = [];
    const writer = new CoalescingReplyWriter(async (text, first) => void written.push({ text, first }), 25);
    writer.push('a');
    await Promise.resolve();
    expect(written).toEqual([{ text: 'a', first: true }]); // without waiting for any window
    for (const piece of ['b', 'c', 'd']) writer.push(piece);
    expect(written).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(25);
    expect(written.map((w) => w.text)).toEqual(['a', 'bcd']);
    writer.push('e');
    writer.push('f');
    await writer.drain(); // the end of the reply writes what is pending without waiting for the window
    expect(written).toEqual([
      { text: 'a', first: true },
      { text: 'bcd', first: false },
      { text: 'ef', first: false },
    ]);
    expect(writer.entries).toBe(3);
    // After a pause as long as the window, the next piece does not wait for one.
    await jest.advanceTimersByTimeAsync(25);
    writer.push('g');
    await Promise.resolve();
    expect(written.at(-1)).toEqual({ text: 'g', first: false });
  });

  it('keeps a failed append (no unhandled rejection) and throws it from drain and from the next push', async () => {
    const writer = new CoalescingReplyWriter(async () => {
      throw new Error('redis down');
    }, 25);
    writer.push('a');
    await expect(writer.drain()).rejects.toThrow('redis down');
    expect(() => writer.push('b')).toThrow('redis down');
  });
});

describe('reply job: coalesced tokens', () => {
  const TOKENS = 300;
  const { run, chunks: chunksOf, events } = replyJobHarness('inference_coalesce');

  /** A model far faster than the flush window: every token is ready at once. */
  const fastModel = {
    chat: {
      completions: {
        create: async () =>
          (async function* () {
            for (let i = 0; i < TOKENS; i++) yield { choices: [{ delta: { content: `t${i} ` } }] };
          })(),
      },
    },
  } as unknown as OpenAI;

  it('writes the first token as its own entry, far fewer entries than tokens, adding up to the stored reply', async () => {
    const data = schoolReplyJob();
    expect(await run(fastModel, data)).toEqual({ outcome: 'completed' });

    const chunks = await chunksOf(data.replyId);
    expect(chunks[0]).toBe('t0 ');
    expect(chunks.length).toBeLessThanOrEqual(TOKENS / 10);
    const expected = Array.from({ length: TOKENS }, (_, i) => `t${i} `).join('');
    expect(chunks.join('')).toBe(expected);
    const [event] = await events(data.conversationId);
    expect((event!.payload as ReplyCompleted).content).toBe(expected);
  }, 30_000);
});
