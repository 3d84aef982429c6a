import { TOPICS, type ReplyJobData } from '@tutor/contracts';
import { eventually } from '@tutor/test-kit';
import { conversationHarness } from './support/harness';

const UNIT = 'high-1-physics-motion';
const OTHER_UNIT = 'high-1-physics-measurement';
const ITEMS = [
  {
    itemId: 'speed',
    stem: 'A car goes 100 m in 5 s. What is its speed in m/s?',
    key: ['20'],
    misconception: 'Multiplied distance by time instead of dividing.',
  },
  {
    itemId: 'units',
    stem: 'Which is the SI unit of time?',
    choices: ['A. hour', 'B. second'],
    key: ['B', 'second'],
  },
];

const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender content label labelText labelTextAr } } }`;

describe('conversation: Quiz me from the unit’s bank', () => {
  const t = conversationHarness();
  const { gql, learner, send, jobsOf } = t;

  const startQuiz = async (who: { id: string }, unitId: string) =>
    (
      await gql(
        who,
        `mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics", unitId: "${unitId}", mode: QUIZ) { id } }`,
      )
    ).data!.startConversation.id as string;

  /** Sends a message, then answers it as the worker would (the bank's text, or the model's). */
  async function turn(who: { id: string }, conversationId: string, id: string, text: string) {
    const sent = await send(who, conversationId, id, text);
    expect(sent.errors).toBeUndefined();
    const [job] = await jobsOf(`${conversationId}_${id}`);
    const data = job!.data as ReplyJobData;
    await t.completed(data, data.quizBank?.question?.stem ?? '**Question 1**: What is 3 + 5?');
    await eventually(
      () => t.messages(conversationId),
      (rows) => rows.some((m) => m.id === `${id}-reply`),
    );
    return data;
  }

  it('asks the bank’s questions and has the answers marked by their keys, once per message', async () => {
    t.practice.bank(UNIT, ITEMS);
    const nour = await learner();
    const c = await startQuiz(nour, UNIT);
    const first = await turn(nour, c, '1700000000001', 'Quiz me');
    expect(first.quizBank).toEqual({ question: expect.objectContaining({ stem: ITEMS[0]!.stem }) });

    const answered = await turn(nour, c, '1700000000002', '500');
    expect(answered.quizBank?.mark).toEqual({ verdict: 'wrong', message: ITEMS[0]!.misconception });
    expect(answered.quizBank?.question).toMatchObject({ stem: ITEMS[1]!.stem, choices: ITEMS[1]!.choices });

    const right = await turn(nour, c, '1700000000003', 'B');
    expect(right.quizBank?.mark).toEqual({ verdict: 'right' });

    // A resend of an answer is the same answer: practice is not asked to mark it again.
    const marks = t.practice.calls.quizAnswer;
    expect((await send(nour, c, '1700000000003', 'B')).errors).toBeUndefined();
    expect(t.practice.calls.quizAnswer).toBe(marks);
    const { messages } = (await gql(nour, MESSAGES, { id: c })).data!.conversation;
    expect(messages.filter((m: { label: string | null }) => m.label)).toEqual([]);
  });

  it('keeps the question open for an answer it could not read, and marks a Retry by the same request', async () => {
    t.practice.bank(UNIT, ITEMS);
    const nour = await learner();
    const c = await startQuiz(nour, UNIT);
    const asked = await turn(nour, c, '1700000000001', 'Quiz me');
    const unreadable = await turn(nour, c, '1700000000002', '?');
    expect(unreadable.quizBank).toEqual({ mark: expect.objectContaining({ verdict: 'unreadable' }) });
    // The answer after it is marked against the same question.
    await send(nour, c, '1700000000003', '20');
    const [job] = await jobsOf(`${c}_1700000000003`);
    expect((job!.data as ReplyJobData).quizBank?.mark).toEqual({ verdict: 'right' });
    expect(asked.quizBank?.question?.attemptId).toBeDefined();
    // Its reply fails; the Retry is marked by the same request: one mark.
    const marked = t.practice.marked();
    await t.publish(TOPICS.tutoringReply, c, t.failedEvent(job!.data as ReplyJobData));
    await eventually(
      () => t.messages(c),
      (rows) => rows.find((m) => m.id === '1700000000003')?.status === 'failed',
    );
    expect((await send(nour, c, '1700000000003', '20')).errors).toBeUndefined();
    const retried = (await jobsOf(`${c}_1700000000003`)).map((j) => (j.data as ReplyJobData).quizBank?.mark);
    expect(retried).toEqual([{ verdict: 'right' }, { verdict: 'right' }]);
    expect(t.practice.marked()).toBe(marked);
  });

  it('labels a question the tutor makes up: no bank items, or practice unavailable', async () => {
    const nour = await learner({ language: 'ar' });
    const c = await startQuiz(nour, OTHER_UNIT); // no bank items: practice answers 404
    const made = await turn(nour, c, '1700000000001', 'اختبرني');
    expect(made.quizBank).toBeUndefined();
    t.practice.bank(UNIT, ITEMS);
    const d = await startQuiz(nour, UNIT);
    t.practice.setUnavailable(true);
    try {
      expect((await turn(nour, d, '1700000000001', 'اختبرني')).quizBank).toBeUndefined();
    } finally {
      t.practice.setUnavailable(false);
    }
    for (const id of [c, d]) {
      const { messages } = (await gql(nour, MESSAGES, { id })).data!.conversation;
      expect(messages.find((m: { id: string }) => m.id === '1700000000001-reply')).toMatchObject({
        label: 'MADE_UP_QUESTION',
        labelText: 'Practice question made up by the tutor — not counted toward mastery',
        labelTextAr: 'سؤال تدريب من تأليف المعلم — لا يُحتسب في الإتقان',
      });
    }
  });
});
