import { TOPICS, type MessageFlagged, type ReplyCompleted, type ReplyJobData } from '@tutor/contracts';
import type OpenAI from 'openai';
import { ar } from '../../src/domain/prompts/ar';
import { en } from '../../src/domain/prompts/en';
import { replyJobHarness, schoolReplyJob } from '../reply-job-harness';

/** A model that answers with a fixed text in two pieces, and counts how often it was asked. */
function fixedModel(answer: string) {
  const seen = { calls: 0 };
  const openai = {
    chat: {
      completions: {
        create: async () => {
          seen.calls++;
          const half = Math.ceil(answer.length / 2);
          return (async function* () {
            yield { choices: [{ delta: { content: answer.slice(0, half) } }] };
            yield { choices: [{ delta: { content: answer.slice(half) } }] };
          })();
        },
      },
    },
  };
  return { openai: openai as unknown as OpenAI, seen };
}

const HELPLINE = '16000 (test line)';

describe('reply job: the safety check of the learner’s message and the model’s reply', () => {
  const { run, chunks, entries, events } = replyJobHarness('inference_safety', {
    MODERATION_PROVIDER: 'local',
    SAFETY_HELPLINE: HELPLINE,
  });

  const arabicJob = (content: string): ReplyJobData => ({
    ...schoolReplyJob(),
    learner: { name: 'مريم', language: 'ar' },
    history: [
      { role: 'user', content: 'ما هي القوة؟' },
      { role: 'assistant', content: 'القوة دفع أو سحب.' },
      { role: 'user', content },
    ],
  });

  it('answers a flagged message kindly in the learner’s language, with the help line, without asking the model', async () => {
    const message = `عايز اموت ${'ومش عايز أروح المدرسة تاني '.repeat(8)}`;
    const data = arabicJob(message);
    const { openai, seen } = fixedModel('should never be read');
    expect(await run(openai, data)).toEqual({ outcome: 'flagged' });
    expect(seen.calls).toBe(0);

    const kind = ar.safetyReply('self_harm', 'message', HELPLINE);
    expect(kind).toContain(HELPLINE);
    expect((await chunks(data.replyId)).join('')).toBe(kind);
    const announced = await events(data.conversationId);
    // The flag travels on a topic of its own: its readers (the owner's list, parents) never receive reply text.
    expect(announced.map((e) => [e.type, e.topic])).toEqual([
      ['tutor.events.v1.ReplyCompleted', TOPICS.tutoringReply],
      ['tutor.events.v1.ReplyDelivered', TOPICS.tutoringDelivery],
      ['tutor.events.v1.MessageFlagged', TOPICS.tutoringFlag],
    ]);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({
      content: kind,
      flagged: true,
      stopped: false,
    });
    // The reply counted without its text, for readers that only count replies.
    expect(announced[1]!.payload).toEqual({
      $typeName: 'tutor.events.v1.ReplyDelivered',
      replyId: data.replyId,
      conversationId: data.conversationId,
      userId: data.userId,
    });
    const flagged = announced[2]!.payload as MessageFlagged;
    expect(flagged).toMatchObject({
      replyId: data.replyId,
      conversationId: data.conversationId,
      userId: data.userId,
      category: 'self_harm',
      source: 'message',
    });
    // Only a short excerpt of the message leaves the worker.
    expect(message.length).toBeGreaterThan(120);
    expect(flagged.excerpt.length).toBeLessThanOrEqual(120);
    expect(message.startsWith(flagged.excerpt.slice(0, 100))).toBe(true);

    // The job delivered again announces nothing new (once per reply).
    await run(openai, data);
    expect(await events(data.conversationId)).toHaveLength(3);
  });

  it('withholds a flagged model reply: readers are told to drop it, and the kind reply is stored instead', async () => {
    const data = schoolReplyJob();
    const answer = 'A force is a push or a pull. Write to me at tutor.friend@example.com for more!';
    const { openai, seen } = fixedModel(answer);
    expect(await run(openai, data)).toEqual({ outcome: 'flagged' });
    expect(seen.calls).toBe(1);

    const kind = en.safetyReply('personal_data', 'reply', HELPLINE);
    const stream = await entries(data.replyId);
    const reset = stream.findIndex((e) => e.type === 'reset');
    expect(reset).toBeGreaterThan(0); // the model's text was streamed, then withdrawn
    const after = stream
      .slice(reset + 1)
      .flatMap((e) => (e.type === 'chunk' ? [e.text] : []))
      .join('');
    expect(after).toBe(kind);
    const announced = await events(data.conversationId);
    expect(announced.map((e) => [e.type, e.topic])).toEqual([
      ['tutor.events.v1.ReplyCompleted', TOPICS.tutoringReply],
      ['tutor.events.v1.ReplyDelivered', TOPICS.tutoringDelivery],
      ['tutor.events.v1.MessageFlagged', TOPICS.tutoringFlag],
    ]);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({ content: kind, flagged: true });
    expect(announced[2]!.payload as MessageFlagged).toMatchObject({
      category: 'personal_data',
      source: 'reply',
      excerpt: answer,
    });
  });

  it('cuts a reply off at the piece that turns it harmful: those words are never streamed and the model is read no further', async () => {
    const data = schoolReplyJob();
    const pieces = [
      'Inertia is ',
      'why a ball keeps rolling. ',
      'The skill you need is patience. ', // "kill you" inside a word is not a threat
      'Honestly, I will k',
      'ill you if ', // the threat, cut in two between pieces
      'you get this wrong.',
      ' MORE TEXT',
    ];
    const seen = { read: 0 };
    const openai = {
      chat: {
        completions: {
          create: async () =>
            (async function* () {
              for (const piece of pieces) {
                seen.read++;
                yield { choices: [{ delta: { content: piece } }] };
              }
            })(),
        },
      },
    } as unknown as OpenAI;
    expect(await run(openai, data)).toEqual({ outcome: 'flagged' });
    expect(seen.read).toBe(5); // the model's stream was left at the harmful piece

    const stream = await entries(data.replyId);
    const reset = stream.findIndex((e) => e.type === 'reset');
    const streamed = stream
      .slice(0, reset)
      .flatMap((e) => (e.type === 'chunk' ? [e.text] : []))
      .join('');
    expect(streamed).toBe(pieces.slice(0, 4).join('')); // up to the piece before the threat
    expect(streamed).not.toMatch(/kill you if/);
    const after = stream
      .slice(reset + 1)
      .flatMap((e) => (e.type === 'chunk' ? [e.text] : []))
      .join('');
    const kind = en.safetyReply('violence', 'reply', HELPLINE);
    expect(after).toBe(kind);
    const announced = await events(data.conversationId);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({ content: kind, flagged: true });
    expect(announced[2]!.payload as MessageFlagged).toMatchObject({
      category: 'violence',
      source: 'reply',
      excerpt: pieces.slice(0, 5).join('').trim(), // the excerpt is one trimmed line
    });
  });

  it('lets a safe school message through to the model, unflagged', async () => {
    const data = {
      ...schoolReplyJob(),
      history: [{ role: 'user' as const, content: 'Explain sex-linked genes' }],
    };
    const answer = 'Sex-linked genes sit on the X or Y chromosome.';
    const { openai, seen } = fixedModel(answer);
    expect(await run(openai, data)).toEqual({ outcome: 'completed' });
    expect(seen.calls).toBe(1);
    const announced = await events(data.conversationId);
    expect(announced.map((e) => e.type)).toEqual([
      'tutor.events.v1.ReplyCompleted',
      'tutor.events.v1.ReplyDelivered',
    ]);
    expect(announced[0]!.payload as ReplyCompleted).toMatchObject({ content: answer, flagged: false });
  });
});
