import { decodeEnvelope, decodePayload } from '@tutor/service-runtime';
import type { QuizAnswered } from '@tutor/contracts';
import { eventually, signedUp, readSse, type SseEvent, startTestSystem } from '@tutor/test-kit';
import pg from 'pg';

/**
 * Teaching modes through the gateway (issue 18): the conversation's mode, chosen at the start or switched in
 * the chat header, shapes the next reply; quiz answers are marked and announced; a unit reaches the prompt. The
 * development model honours each mode from its system prompt and echoes the prompt on a marker.
 */
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath } }`;
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }';
const SET_MODE =
  'mutation($id: ID!, $mode: TeachingMode!) { setConversationMode(id: $id, mode: $mode) { id mode } }';
const START = `mutation($kind: ConversationKind!, $subjectId: ID, $languageId: ID, $unitId: ID, $projectId: ID,
  $mode: TeachingMode) {
  startConversation(kind: $kind, subjectId: $subjectId, languageId: $languageId, unitId: $unitId,
    projectId: $projectId, mode: $mode) { id mode unitId unitName } }`;
const QUIZ_SCORES = '{ myProgress { quizScores { unitId answered correct } } }';
const PROJECTS = 'query($l: ID!) { projects(languageId: $l) { id title steps { textEn } } }';
// History: no practice items, so Quiz me asks the model's own questions here (a bank's unit asks its items, ADR 22).
const SUBJECT = 'high-1-history';
const textOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');

describe('teaching modes (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let alice: Awaited<ReturnType<typeof signedUp>>;
  let bob: Awaited<ReturnType<typeof signedUp>>;
  /** A unit of History, as the subject page offers it. */
  let unit: { id: string; nameEn: string };
  beforeAll(async () => {
    system = await startTestSystem('modes', {
      FREE_MESSAGES: '30',
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    alice = await signedUp(system.gateway, 'alice@tutor.test', 'Alice');
    bob = await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
    await alice.gql('mutation { setLanguage(language: "en") { id } }');
    await alice.gql('mutation { setUserType(userType: "student") { id } }');
    await alice.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
    const { data } = await alice.gql(
      '{ subjects(stage: "First Secondary", year: "1") { subjects { id units { id nameEn } } } }',
    );
    const subject = data!.subjects.subjects.find((s: { id: string }) => s.id === SUBJECT);
    unit = subject.units[0];
    expect(unit).toEqual({ id: expect.any(String), nameEn: expect.any(String) });
    await eventually(
      () => alice.gql('{ me { remainingMessages } }'),
      (r) => r.data?.me?.remainingMessages === 30,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  let sent = 0;
  /** Sends a message and reads its reply's stream to the end; the reply is the stored one (ADR 14). */
  async function ask(conversationId: string, text: string): Promise<string> {
    const messageId = String(1700000000000 + ++sent);
    const result = await alice.gql(SEND, { c: conversationId, m: messageId, t: text });
    expect(result.errors).toBeUndefined();
    const stream = await readSse(alice.browser, `${system.gateway}${result.data!.sendMessage.streamPath}`);
    expect(stream.events.at(-1)!.event).toBe('done');
    const reply = textOf(stream.events);
    const { data } = await alice.gql(MESSAGES, { id: conversationId });
    expect(data!.conversation.messages.at(-1)).toMatchObject({
      id: `${messageId}-reply`,
      sender: 'model',
      content: reply,
    });
    return reply;
  }
  const start = async (variables: Record<string, string>) => {
    const started = await alice.gql(START, { kind: 'SCHOOL', subjectId: SUBJECT, ...variables });
    expect(started.errors).toBeUndefined();
    return started.data!.startConversation as {
      id: string;
      mode: string;
      unitId: string | null;
      unitName: string | null;
    };
  };

  /** QuizAnswered events the workers wrote for a conversation, once published to the bus. */
  async function quizMarks(conversationId: string): Promise<{ event: QuizAnswered; published: boolean }[]> {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${system.prefix}tutor_inference`;
    const inference = new pg.Client({ connectionString: url.toString() });
    await inference.connect();
    try {
      const { rows } = await inference.query<{ envelope: Buffer; published_at: Date | null }>(
        "SELECT envelope, published_at FROM outbox WHERE aggregate_id = $1 AND type = 'tutor.events.v1.QuizAnswered' ORDER BY seq",
        [conversationId],
      );
      return rows.map((r) => ({
        event: decodePayload(decodeEnvelope(r.envelope)) as QuizAnswered,
        published: r.published_at !== null,
      }));
    } finally {
      await inference.end();
    }
  }

  it('Guide me: a hint, a second hint, then the worked solution when the learner asks for it', async () => {
    const conversation = await start({ mode: 'GUIDE' });
    expect(conversation.mode).toBe('GUIDE');
    const first = await ask(
      conversation.id,
      'A car speeds up from 0 to 20 m/s in 4 s. What is its acceleration?',
    );
    expect(first).toMatch(/^\*\*Hint 1\/3:\*\*[\s\S]*\?/);
    expect(first).not.toMatch(/Worked solution/);
    expect(await ask(conversation.id, 'I still do not see it')).toMatch(/^\*\*Hint 2\/3:\*\*/);
    expect(await ask(conversation.id, 'Show me the solution')).toMatch(/^## Worked solution/);
  }, 60_000);

  it('Quiz me: a question, a marked answer and the next question; the mark is announced once (QuizAnswered)', async () => {
    const conversation = await start({ unitId: unit.id, mode: 'QUIZ' });
    const question = await ask(conversation.id, 'Quiz me on this unit');
    const sum = /What is (\d+) \+ (\d+)\?/.exec(question);
    expect(question.startsWith(`**Question 1** (${unit.nameEn}): What is `)).toBe(true); // on the unit
    expect(sum).not.toBeNull();
    const right = Number(sum![1]) + Number(sum![2]);
    const marked = await ask(conversation.id, `It is ${right}`);
    expect(marked).toMatch(
      new RegExp(
        `^✓ Correct: ${sum![1]} \\+ ${sum![2]} = ${right}, well done\\.\\n\\n\\*\\*Question 2\\*\\*`,
      ),
    );
    const wrong = await ask(conversation.id, '0');
    expect(wrong).toMatch(/^✗ Not quite: .*, not 0\.\n\n\*\*Question 3\*\*/);

    const marks = await eventually(
      () => quizMarks(conversation.id),
      (found) => found.length === 2 && found.every((m) => m.published),
    );
    expect(marks.map((m) => m.event)).toEqual([
      expect.objectContaining({ subjectId: SUBJECT, unitId: unit.id, languageId: '', correct: true }),
      expect.objectContaining({ subjectId: SUBJECT, unitId: unit.id, correct: false }),
    ]);

    // The progress read model, fed by those events, scores the unit with exactly the two answers given.
    const progress = await eventually(
      () => alice.gql(QUIZ_SCORES),
      (r) =>
        (r.data?.myProgress.quizScores ?? []).some(
          (s: { unitId: string; answered: number }) => s.unitId === unit.id && s.answered >= 2,
        ),
    );
    expect(progress.errors).toBeUndefined();
    expect(progress.data!.myProgress.quizScores).toEqual([{ unitId: unit.id, answered: 2, correct: 1 }]);
  }, 60_000);

  it('switching the mode mid-conversation takes effect on the next message; only the owner may switch', async () => {
    const conversation = await start({});
    expect(conversation.mode).toBe('EXPLAIN'); // a new school conversation starts in Explain
    expect(await ask(conversation.id, 'What is inertia?')).toMatch(
      /^## An answer from the development model/,
    );

    const notOwner = await bob.gql(SET_MODE, { id: conversation.id, mode: 'QUIZ' });
    expect(notOwner.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const switched = await alice.gql(SET_MODE, { id: conversation.id, mode: 'GUIDE' });
    expect(switched.data).toEqual({ setConversationMode: { id: conversation.id, mode: 'GUIDE' } });
    expect(await ask(conversation.id, 'How do I find the net force on a box?')).toMatch(
      /^\*\*Hint 1\/3:\*\*/,
    );

    await alice.gql(SET_MODE, { id: conversation.id, mode: 'QUIZ' });
    // The hint before ended with a question, but no quiz question: this message is not marked.
    expect(await ask(conversation.id, 'Now quiz me')).toMatch(/^\*\*Question 1\*\*/);
    expect(await quizMarks(conversation.id)).toEqual([]);
  }, 60_000);

  it('a unit started from the subject page is in the prompt the model received, with the mode', async () => {
    const conversation = await start({ unitId: unit.id });
    expect(conversation).toMatchObject({ unitId: unit.id, unitName: unit.nameEn });
    const prompt = await ask(conversation.id, '[[echo:prompt]]');
    expect(prompt).toMatch(
      /^\[\[echo:prompt\]\]\n\nYou are a patient, encouraging tutor\. You are talking with Alice/,
    );
    expect(prompt).toContain(`Unit: ${unit.nameEn}. Keep the conversation on this unit.`);
    expect(prompt).toContain('Teaching mode: Explain.');
    await alice.gql(SET_MODE, { id: conversation.id, mode: 'QUIZ' });
    expect(await ask(conversation.id, '[[echo:prompt]]')).toContain(
      `Teaching mode: Quiz me.\nAsk one short question at a time on the unit “${unit.nameEn}”`,
    );
  }, 60_000);

  it('a programming conversation started from a mini project puts the project and its first step in the prompt', async () => {
    const { data } = await alice.gql(PROJECTS, { l: 'python' });
    const project = (data!.projects as { id: string; title: string; steps: { textEn: string }[] }[]).find(
      (p) => p.steps.length > 0,
    );
    expect(project).toBeDefined();
    const started = await alice.gql(START, {
      kind: 'PROGRAMMING',
      languageId: 'python',
      projectId: project!.id,
    });
    expect(started.errors).toBeUndefined();
    const prompt = await ask(started.data!.startConversation.id, '[[echo:prompt]]');
    expect(prompt).toContain(`Project: “${project!.title}”.`);
    expect(prompt).toContain(`\n1. ${project!.steps[0]!.textEn}\n`);
  }, 60_000);

  it('the coding assistant explains a pasted program and points at its bug', async () => {
    const started = await alice.gql(START, { kind: 'PROGRAMMING', languageId: 'python', mode: 'CODE' });
    expect(started.data!.startConversation.mode).toBe('CODE');
    const program = ['total = 0', 'for i in range(1, len(marks)):', '    total += marks[i]', 'print(total)'];
    const reply = await ask(
      started.data!.startConversation.id,
      `Why is my total too small?\n\`\`\`python\n${program.join('\n')}\n\`\`\``,
    );
    expect(reply).toMatch(/^## What your code does\nYour program has 4 lines/);
    expect(reply).toContain('## The bug\nLine 2: `for i in range(1, len(marks)):`');
    expect(reply).toContain('skips the first item');
    expect(reply).toContain('## A test to try');
  }, 60_000);
});
