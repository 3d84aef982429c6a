import type { PracticeTurn, ReplyJobData } from '@tutor/contracts';
import { eventually } from '@tutor/test-kit';
import { conversationHarness, FREE } from './support/harness';

const ASK = `mutation($a: ID!, $k: PracticeTurnKind!, $m: ID!) { askPracticeTutor(attemptId: $a, kind: $k, messageId: $m) {
    replyId streamPath message { id status content } conversation { id mode unitId } plan { remainingMessages } } }`;

const UNIT = 'high-1-physics-newton';
const turnOf = (attemptId: string): PracticeTurn => ({
  attemptId,
  itemId: 'net-force',
  unitId: UNIT,
  skill: 'net-force',
  kind: 'hint',
  stem: 'Two forces of 3 N and 5 N pull a box the same way. What is the net force in newtons?',
  key: { kind: 'number', value: 8, tolerance: 0 },
  keyText: '8 N',
  solution: ['Forces the same way add: 3 + 5 = 8', 'The net force is 8 N'],
  hintsReleased: ['Forces that pull the same way add up.'],
  learnerAnswer: '2',
  misconception: 'Subtracted forces that act the same way.',
  keyAllowed: false,
  fallback: 'Forces that pull the same way add up.',
});

describe('conversation: askPracticeTutor (a tutoring turn inside practice)', () => {
  const t = conversationHarness();
  const { gql, learner, remaining, jobsOf, messages } = t;

  it('stores the learner’s turn in their language, never the key, and queues the reply with the item', async () => {
    const salma = await learner({ language: 'ar' });
    t.practice.attempt('att-1', salma.id, turnOf('att-1'));
    const asked = await gql(salma, ASK, { a: 'att-1', k: 'HINT', m: '1700000000001' });
    expect(asked.errors).toBeUndefined();
    const { conversation, message, replyId, streamPath } = asked.data!.askPracticeTutor;
    expect(conversation).toMatchObject({ mode: 'GUIDE', unitId: UNIT });
    expect(message).toEqual({ id: '1700000000001', status: 'sent', content: 'أعطني تلميحًا' });
    expect(streamPath).toContain(`/streams/replies/${replyId}?token=`);
    expect(await remaining(salma)).toBe(FREE - 1);
    const [job] = await jobsOf(replyId);
    const data = job!.data as ReplyJobData;
    expect(data.mode).toBe('guide');
    expect(data.practice).toMatchObject({ attemptId: 'att-1', kind: 'hint', keyAllowed: false });
    expect(data.history.at(-1)).toEqual({ role: 'user', content: 'أعطني تلميحًا' });
    // The key reaches the worker in the job only: nothing the conversation stores says it.
    const stored = await t.conversation.pool.query<{ content: string }>(
      'SELECT content FROM messages WHERE conversation_id = $1',
      [conversation.id],
    );
    expect(stored.rows.map((r) => r.content).join(' ')).not.toMatch(/\b8\b/);
  });

  it('is idempotent on the message id (practice is not asked again), and reuses the unit’s guide conversation', async () => {
    const nour = await learner();
    t.practice.attempt('att-2', nour.id, turnOf('att-2'));
    const first = await gql(nour, ASK, { a: 'att-2', k: 'EXPLAIN', m: '1700000000002' });
    const calls = t.practice.calls.tutorTurn;
    const again = await gql(nour, ASK, { a: 'att-2', k: 'EXPLAIN', m: '1700000000002' });
    expect(t.practice.calls.tutorTurn).toBe(calls);
    expect(again.data!.askPracticeTutor.replyId).toBe(first.data!.askPracticeTutor.replyId);
    expect(first.data!.askPracticeTutor.message.content).toBe('Explain my mistake');
    expect(await remaining(nour)).toBe(FREE - 1);
    const next = await gql(nour, ASK, { a: 'att-2', k: 'HINT', m: '1700000000003' });
    expect(next.data!.askPracticeTutor.conversation.id).toBe(first.data!.askPracticeTutor.conversation.id);
    expect(
      (await messages(first.data!.askPracticeTutor.conversation.id)).filter((m) => m.sender === 'student'),
    ).toHaveLength(2);
  });

  it('asks practice for a why-fails turn (WHY_FAILS) and queues the learner’s code and failing test with it', async () => {
    const salma = await learner({ language: 'ar' });
    const code = {
      language: 'python',
      learnerCode: 'def add(a, b):\n    return a - b',
      failing: {
        name: 'hidden 1',
        hidden: true,
        input: '',
        call: 'print(add(2, 3))',
        expected: '5',
        actual: '-1',
        verdict: 'wrong_output',
      },
    };
    t.practice.attempt('att-6', salma.id, { ...turnOf('att-6'), code });
    const asked = await gql(salma, ASK, { a: 'att-6', k: 'WHY_FAILS', m: '1700000000006' });
    expect(asked.errors).toBeUndefined();
    const { message, replyId } = asked.data!.askPracticeTutor;
    expect(message.content).toBe('لماذا لا ينجح الكود الخاص بي؟');
    const [job] = await jobsOf(replyId);
    const data = job!.data as ReplyJobData;
    expect(data.practice).toMatchObject({ attemptId: 'att-6', kind: 'why_fails', code });
    expect(data.history.at(-1)).toEqual({ role: 'user', content: 'لماذا لا ينجح الكود الخاص بي؟' });
    // A resend of the same turn is found by its stored text, without asking practice again.
    const calls = t.practice.calls.tutorTurn;
    const again = await gql(salma, ASK, { a: 'att-6', k: 'WHY_FAILS', m: '1700000000006' });
    expect(again.data!.askPracticeTutor.replyId).toBe(replyId);
    expect(t.practice.calls.tutorTurn).toBe(calls);
  });

  it('refuses someone else’s attempt (403), a missing one (404) and a turn too early (409): nothing charged or stored', async () => {
    const owner = await learner();
    const other = await learner({ language: 'ar' });
    t.practice.attempt('att-3', owner.id, turnOf('att-3'));
    t.practice.attempt('att-4', other.id, 'not-yet');
    const refusals = [
      [other, 'att-3', 'FORBIDDEN', 'محاولة التدريب هذه ليست لك'],
      [owner, 'no-such-attempt', 'NOT_FOUND', 'No such practice attempt'],
      [other, 'att-4', 'NOT_YET', 'جرّب حل السؤال أولًا: يمكن للمعلم مساعدتك بعد أن تجيب'],
    ] as const;
    for (const [who, attempt, code, message] of refusals) {
      const refused = await gql(who, ASK, { a: attempt, k: 'HINT', m: `1700000001${code.length}` });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    // "Why does my code fail?" before a failed run: told to submit first.
    const early = await gql(other, ASK, { a: 'att-4', k: 'WHY_FAILS', m: '1700000001999' });
    expect(early.errors?.[0]).toMatchObject({
      message: 'لا يوجد تسليم فاشل لشرحه بعد: أرسل الكود أولًا.',
      extensions: { code: 'NOT_YET' },
    });
    expect(await remaining(owner)).toBe(FREE);
    expect(await remaining(other)).toBe(FREE);
    for (const who of [owner, other]) {
      const { rows } = await t.conversation.pool.query('SELECT 1 FROM messages WHERE user_id = $1', [who.id]);
      expect(rows).toEqual([]);
    }
  });

  it('refunds a reply held back for a leak (the bank’s hint came instead of the model’s)', async () => {
    const nour = await learner();
    t.practice.attempt('att-5', nour.id, turnOf('att-5'));
    const asked = (await gql(nour, ASK, { a: 'att-5', k: 'HINT', m: '1700000000005' })).data!
      .askPracticeTutor;
    expect(await remaining(nour)).toBe(FREE - 1);
    const [job] = await jobsOf(asked.replyId);
    await t.completed(job!.data as ReplyJobData, turnOf('att-5').fallback, { heldBack: 'leak' });
    await eventually(
      () => remaining(nour),
      (left) => left === FREE,
    );
    await eventually(
      () => messages(asked.conversation.id),
      (rows) => rows.some((m) => m.sender === 'model'),
    );
  });
});
