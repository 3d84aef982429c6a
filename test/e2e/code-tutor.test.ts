import { randomUUID } from 'node:crypto';
import type { ReplyCompleted } from '@tutor/contracts';
import { databaseName, decodeEnvelope, decodePayload, serviceDatabaseUrl } from '@tutor/service-runtime';
import { eventually, onboarded, readSse, startTestSystem, type SseEvent } from '@tutor/test-kit';
import pg from 'pg';
// The test reads the written bank to answer the set's other items and to know the exercise's solution and hints by
// its id; it never sends any of it but as an answer.
import { WRITTEN_ITEMS } from '../../services/practice/src/domain/bank';
import type { Item } from '../../services/practice/src/domain/items/types';

/**
 * "Why does my code fail?" through the gateway (issue 34 item 5): a learner submits a wrong Python program to an
 * exercise of the bank; the server's run fails its first test with an error; asking the tutor why sends the model
 * the learner's numbered code and the failing test (its input, expected and actual output, and the error with its
 * line: read back from the development model's recorded prompts, DEV_MODEL_RECORD_PROMPTS), and the streamed reply
 * points at that line. With the model made to write the model solution out (DEV_MODEL_LEAK=code), the reply is
 * held back (held_back 'leak'), the bank's hint shown instead and the turn refunded. A fixed program then passes,
 * and the attempt ends solved with hints (asking why released hints). An Arabic learner is refused and answered
 * in Arabic.
 */
const FREE_MESSAGES = 20;
const UNIT = 'python-variables';
const EXERCISE = 'python-variables/code-3';
/** The learner's program: the starter kept, a string and a number joined with + on line 5. */
const WRONG = [
  'price = int(input())',
  'count = int(input())',
  '',
  'total = price * count',
  'print("Total: " + total + " EGP")',
].join('\n');
const FIXED = WRONG.replace('" + total + "', '" + str(total) + "');
const ERROR = 'TypeError: can only concatenate str (not "int") to str';

const TEST_RESULT = 'name hidden verdict input call expected output error errorLine';
const ATTEMPT = `id itemId kind status attempts hints hintsLeft canSeeSolution answer code { lastCode lastResults {
  ${TEST_RESULT} } }`;
const START = `mutation($u: ID, $l: String!) { startPractice(unitId: $u, language: $l) { id current { ${ATTEMPT} } } }`;
const READ = `query($id: ID!) { practiceSession(id: $id) { current { ${ATTEMPT} } } }`;
const NEXT = `mutation($s: ID!) { nextItem(sessionId: $s) { current { ${ATTEMPT} } } }`;
const ANSWER = `mutation($a: ID!, $x: String!, $r: ID!) { answerItem(attemptId: $a, answer: $x, requestId: $r) {
  verdict attempt { ${ATTEMPT} } tests { ${TEST_RESULT} } } }`;
const ASK = `mutation($a: ID!, $k: PracticeTurnKind!, $m: ID!) { askPracticeTutor(attemptId: $a, kind: $k,
  messageId: $m) { replyId streamPath message { id sender content } conversation { id mode unitId }
  plan { remainingMessages } } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }`;
const REMAINING = '{ me { remainingMessages } }';

type Person = Awaited<ReturnType<typeof onboarded>>;
type View = Record<string, any>;

const bankItem = (id: string): Item => {
  const item = WRITTEN_ITEMS.find((i) => i.id === id);
  if (!item) throw new Error(`no written item ${id}`);
  return item;
};

/** A right answer to a bank item as the practice page sends it (an option or an order clicked, else the key). */
function rightAnswer(item: Item): string {
  if (item.key.kind === 'choice') return item.key.correct;
  if (item.key.kind === 'order') return item.key.sequence.join(',');
  return item.keyText.en;
}

/** The text a reader of the stream shows: the chunks after the last reset (ADR 14). */
function shownText(events: SseEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.event === 'reset') text = '';
    if (e.event === 'chunk') text += e.data.text;
  }
  return text;
}

describe('the tutor sees what a program did (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let sam: Person;
  let session: string;
  let attempt: string;
  const exercise = bankItem(EXERCISE);
  const solution = exercise.key.kind === 'code' ? exercise.key.solution : '';

  beforeAll(async () => {
    system = await startTestSystem('code-tutor', {
      FREE_MESSAGES: String(FREE_MESSAGES),
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      DEV_MODEL_RECORD_PROMPTS: '1',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    sam = await onboarded(system.gateway, 'sam@code-tutor.test', 'Sam', 'en', 'student');
    await eventually(
      () => sam.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === FREE_MESSAGES,
    );
  }, 300_000);
  afterAll(() => system?.dispose(), 60_000);

  /** The development model from now on writes every practice turn's key out (`form`), or keeps it back. */
  async function modelLeaks(form: string | undefined) {
    const model = system.processes.get('dev-model')!;
    await system.kill('dev-model', 'SIGTERM');
    await system.launch(
      { ...model.spec, env: { ...model.spec.env, DEV_MODEL_LEAK: form ?? '' } },
      model.port,
    );
  }

  /** The system prompt of the model's last practice turn, as the development model recorded it. */
  async function lastPracticePrompt(): Promise<string> {
    const { port } = system.processes.get('dev-model')!;
    const { prompts } = (await (await fetch(`http://127.0.0.1:${port}/v1/dev/prompts`)).json()) as {
      prompts: string[];
    };
    const prompt = prompts.findLast((p) => p.includes('\n<practice-item>\n'));
    if (!prompt) throw new Error('the model received no practice turn');
    return prompt;
  }

  const remaining = async () => (await sam.gql(REMAINING)).data!.me.remainingMessages as number;

  async function completed(conversationId: string, replyId: string): Promise<ReplyCompleted[]> {
    const db = new pg.Client({
      connectionString: serviceDatabaseUrl(
        process.env.DATABASE_URL!,
        databaseName(system.prefix, 'tutor_inference'),
      ),
    });
    await db.connect();
    try {
      const { rows } = await db.query<{ envelope: Buffer }>(
        "SELECT envelope FROM outbox WHERE aggregate_id = $1 AND type = 'tutor.events.v1.ReplyCompleted' ORDER BY seq",
        [conversationId],
      );
      return rows
        .map((r) => decodePayload(decodeEnvelope(r.envelope)) as ReplyCompleted)
        .filter((e) => e.replyId === replyId);
    } finally {
      await db.end();
    }
  }

  /** "Why does my code fail?", its reply's stream read to the end (`done`: stored). */
  async function whyFails(learner = sam, attemptId = attempt, asked = 'Why does my code fail?') {
    const sent = await learner.gql(ASK, { a: attemptId, k: 'WHY_FAILS', m: randomUUID() });
    expect(sent.errors).toBeUndefined();
    const turn = sent.data!.askPracticeTutor;
    expect(turn.message).toMatchObject({ sender: 'student', content: asked });
    const stream = await readSse(learner.browser, `${system.gateway}${turn.streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
    const messages = (await learner.gql(MESSAGES, { id: turn.conversation.id })).data!.conversation
      .messages as View[];
    return { turn, events: stream.events, stored: messages.at(-1)! };
  }

  /** A new practice set of the unit, its items before the exercise answered right (the bank's order). */
  async function reachExercise(learner: Person, language: 'ar' | 'en') {
    const started = await learner.gql(START, { u: UNIT, l: language });
    expect(started.errors).toBeUndefined();
    const { id } = started.data!.startPractice;
    let current: View = started.data!.startPractice.current;
    for (let i = 0; current.kind !== 'CODE' && i < 5; i++) {
      const answer = rightAnswer(bankItem(current.itemId));
      const marked = await learner.gql(ANSWER, { a: current.id, x: answer, r: randomUUID() });
      expect(marked.errors).toBeUndefined();
      expect(marked.data!.answerItem.verdict).toBe('RIGHT');
      current = (await learner.gql(NEXT, { s: id })).data!.nextItem.current;
    }
    expect(current).toMatchObject({ itemId: EXERCISE, kind: 'CODE', status: 'OPEN', attempts: 0 });
    return { session: id as string, attempt: current.id as string };
  }

  it('reaches the unit’s Python exercise; asking why before any run is refused and costs nothing', async () => {
    ({ session, attempt } = await reachExercise(sam, 'en'));
    const refused = await sam.gql(ASK, { a: attempt, k: 'WHY_FAILS', m: randomUUID() });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'There is no failing submission to explain yet: submit your code first.',
      extensions: { code: 'NOT_YET' },
    });
    expect(await remaining()).toBe(FREE_MESSAGES);
  }, 180_000);

  it('runs the wrong program on the server: the first test fails with the error and its line', async () => {
    const marked = await sam.gql(ANSWER, { a: attempt, x: WRONG, r: randomUUID() });
    expect(marked.errors).toBeUndefined();
    const { verdict, tests } = marked.data!.answerItem;
    expect(verdict).toBe('WRONG');
    expect(tests[0]).toMatchObject({
      name: 'Example 1',
      hidden: false,
      verdict: 'ERROR',
      input: '15\n4',
      expected: 'Total: 60 EGP',
      errorLine: 5,
    });
    expect(tests[0].error).toContain(ERROR);
  }, 120_000);

  it('holds back a reply that writes the model solution out: the bank’s hint is shown and the turn refunded', async () => {
    await modelLeaks('code');
    const before = await remaining();
    const { turn, events, stored } = await whyFails();
    expect(turn.conversation).toMatchObject({ mode: 'GUIDE', unitId: UNIT });
    const hint = exercise.hints[0]!.en;
    expect(shownText(events)).toBe(hint);
    expect(events.some((e) => e.event === 'reset')).toBe(true); // what was streamed of the solution is dropped
    expect(stored).toMatchObject({ sender: 'model', content: hint });
    expect(stored.content).not.toContain('print("Total:", total, "EGP")');
    const [event] = await eventually(
      () => completed(turn.conversation.id, turn.replyId),
      (found) => found.length === 1,
    );
    expect(event).toMatchObject({ heldBack: 'leak', content: hint });
    expect(await remaining()).toBe(before);
    // The hint is released in the attempt; the model solution is not.
    const read = (await sam.gql(READ, { id: session })).data!.practiceSession.current;
    expect(read).toMatchObject({ hints: [hint], answer: null });
    // The model had the solution to write: its prompt held it, as the key.
    expect(await lastPracticePrompt()).toContain(`<key kind="code" language="python">\n${solution}\n</key>`);
  }, 120_000);

  it('gives the model the learner’s numbered code and the failing test, and its reply points at the line', async () => {
    await modelLeaks(undefined);
    const before = await remaining();
    const { events, stored } = await whyFails();
    const reply = shownText(events);
    expect(reply).toMatch(/^Look at line 5: `print\("Total: " \+ total \+ " EGP"\)`\./);
    expect(reply).toContain(ERROR);
    expect(stored).toMatchObject({ sender: 'model', content: reply });
    expect(await remaining()).toBe(before - 1);

    const prompt = await lastPracticePrompt();
    expect(prompt).toContain(
      [
        '<learner-code language="python">',
        '1| price = int(input())',
        '2| count = int(input())',
        '3| ',
        '4| total = price * count',
        '5| print("Total: " + total + " EGP")',
        '</learner-code>',
      ].join('\n'),
    );
    expect(prompt).toContain('<failing-test name="Example 1" hidden="false">');
    expect(prompt).toContain('<test-input>15\n4</test-input>');
    expect(prompt).toContain('<expected-output>Total: 60 EGP</expected-output>');
    expect(prompt).toContain('<actual-output></actual-output>');
    expect(prompt).toMatch(/<test-error line="5">[^\n]*TypeError: can only concatenate str/);
    expect(prompt).toContain('Name one specific line of their code by its number');
  }, 120_000);

  it('marks the fixed program right: the attempt is solved with hints', async () => {
    const marked = await sam.gql(ANSWER, { a: attempt, x: FIXED, r: randomUUID() });
    expect(marked.errors).toBeUndefined();
    expect(marked.data!.answerItem.verdict).toBe('RIGHT');
    expect(marked.data!.answerItem.tests.map((t: View) => t.verdict)).toEqual(
      exercise.code!.tests.map(() => 'PASSED'),
    );
    expect(marked.data!.answerItem.attempt).toMatchObject({ status: 'SOLVED_WITH_HINTS' });
  }, 120_000);

  it('answers an Arabic learner in Arabic: submit first, then the line of the error', async () => {
    const layla = await onboarded(system.gateway, 'layla@code-tutor.test', 'Layla', 'ar', 'student');
    const hers = await reachExercise(layla, 'ar');
    // Until the conversation service has heard the learner's language, its refusal may be in English.
    const refused = await eventually(
      () => layla.gql(ASK, { a: hers.attempt, k: 'WHY_FAILS', m: randomUUID() }),
      (r) => r.errors?.[0]?.message === 'لا يوجد تسليم فاشل لشرحه بعد: أرسل الكود أولًا.',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_YET');
    const marked = await layla.gql(ANSWER, { a: hers.attempt, x: WRONG, r: randomUUID() });
    expect(marked.data!.answerItem.verdict).toBe('WRONG');
    const { events } = await whyFails(layla, hers.attempt, 'لماذا لا ينجح الكود الخاص بي؟');
    const reply = shownText(events);
    expect(reply).toMatch(/^انظر إلى السطر 5: `print\("Total: " \+ total \+ " EGP"\)`\./);
    expect(reply).toContain(ERROR);
    expect(await lastPracticePrompt()).toContain('سمِّ سطرًا محددًا من كوده برقمه');
  }, 180_000);
});
