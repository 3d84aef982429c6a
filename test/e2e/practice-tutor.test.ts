import { randomUUID } from 'node:crypto';
import type { ItemAnswered, ReplyCompleted } from '@tutor/contracts';
import { databaseName, decodeEnvelope, decodePayload, serviceDatabaseUrl } from '@tutor/service-runtime';
import { eventually, onboarded, readSse, startTestSystem, type Gql, type SseEvent } from '@tutor/test-kit';
import pg from 'pg';
// The test reads the written bank to know an item's key, hints and misconceptions by its id (written items have
// fixed ids and keys); it never sends any of it but as an answer.
import { WRITTEN_ITEMS } from '../../services/practice/src/domain/bank';
import type { Item } from '../../services/practice/src/domain/items/types';

/**
 * The tutor inside practice through the gateway (issue 33 item 3, ADR 22), for a learner in Arabic and one in
 * English. "Give me a hint" before any answer is refused and costs nothing. After a wrong answer, the development
 * model is made to give the key outright (DEV_MODEL_LEAK on the test system's model process: the learner's turn
 * is written by the server, so no marker can come from the learner): the leak guard holds the reply back, the
 * learner reads the bank's next hint (released in the attempt), never the key in any script, the turn is refunded
 * and ReplyCompleted says held_back 'leak'. Once the ladder is done the key may be said, and is not held back.
 * Quiz me asks the unit's bank questions and marks them by the key (ItemAnswered, source quiz, in the checked
 * figures); on a unit with no items the model's question is labelled MADE_UP_QUESTION and its mark is counted
 * apart, never in the checked figures.
 */
const FREE_MESSAGES = 40;

const ATTEMPT =
  'id itemId status attempts wrongAttempts hints hintsLeft canHint canSeeSolution solution answer';
const START = `mutation($u: ID, $l: String!) { startPractice(unitId: $u, language: $l) { id current { ${ATTEMPT} } } }`;
const READ = `query($id: ID!) { practiceSession(id: $id) { current { ${ATTEMPT} } } }`;
const ANSWER = `mutation($a: ID!, $x: String!, $r: ID!) { answerItem(attemptId: $a, answer: $x, requestId: $r) {
  verdict message } }`;
const HINT = `mutation($a: ID!) { requestHint(attemptId: $a) { ${ATTEMPT} } }`;
const ASK = `mutation($a: ID!, $k: PracticeTurnKind!, $m: ID!) { askPracticeTutor(attemptId: $a, kind: $k,
  messageId: $m) { replyId streamPath message { id sender content status } conversation { id mode unitId }
  plan { remainingMessages } } }`;
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath plan { remainingMessages } } }`;
const START_CONVERSATION = `mutation($s: ID!, $u: ID!) {
  startConversation(kind: SCHOOL, subjectId: $s, unitId: $u, mode: QUIZ) { id mode unitId } }`;
const MESSAGES = `query($id: ID!) { conversation(id: $id) { messages { id sender content status label labelText
  labelTextAr } } }`;
const CONVERSATIONS = '{ conversations(kind: SCHOOL) { id } }';
const REMAINING = '{ me { remainingMessages } }';
const FIGURES = 'itemsAnswered itemsCorrect solvedAlone solvedWithHints shownSolution';
const PROGRESS = `{ myProgress { practiceThisWeek { ${FIGURES} } quizScores { unitId answered correct }
  practiceUnits { unitId checked { ${FIGURES} } modelMarkedQuiz { answered correct } } } }`;

/** What each learner must read (services/conversation/src/domain/practice-turn.ts). */
const SAID = {
  hintTurn: { en: 'Give me a hint', ar: 'أعطني تلميحًا' },
  explainTurn: { en: 'Explain my mistake', ar: 'اشرح لي خطئي' },
  notYet: {
    en: 'Try the question first: the tutor can help once you have answered',
    ar: 'جرّب حل السؤال أولًا: يمكن للمعلم مساعدتك بعد أن تجيب',
  },
  madeUp: {
    en: 'Practice question made up by the tutor — not counted toward mastery',
    ar: 'سؤال تدريب من تأليف المعلم — لا يُحتسب في الإتقان',
  },
} as const;

type Lang = 'ar' | 'en';
type Person = Awaited<ReturnType<typeof onboarded>>;
type View = Record<string, any>;
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;
const messageOf = (r: Gql) => r.errors?.[0]?.message;

function bankItem(itemId: string): Item {
  const item = WRITTEN_ITEMS.find((i) => i.id === itemId);
  if (!item) throw new Error(`no written item ${itemId}`);
  return item;
}
const numberKey = (item: Item) => {
  if (item.key.kind !== 'number') throw new Error(`${item.id} has no number key`);
  return item.key.value;
};

const EASTERN = '٠١٢٣٤٥٦٧٨٩';
const eastern = (text: string) => text.replace(/\d/g, (d) => EASTERN.charAt(Number(d)));
const EN_WORDS: Record<number, string> = { 6: 'six', 50: 'fifty' };
const AR_WORDS: Record<number, string> = { 6: 'ستة', 50: 'خمسون' };

/**
 * The key as anyone might write it: digits in either script, with a decimal point or comma, doubled into a
 * fraction, in words. None may reach the learner while the ladder holds the key back.
 */
function keyWritten(value: number): string[] {
  return [
    `${value}.0`,
    `${value},0`,
    `${value * 2}/2`,
    eastern(String(value)),
    EN_WORDS[value],
    AR_WORDS[value],
  ].filter((s): s is string => Boolean(s));
}
/** Digits of the key standing alone (not inside a longer number). */
const keyDigits = (value: number) =>
  new RegExp(`(^|[^\\d٠-٩])(${value}|${eastern(String(value))})([^\\d٠-٩]|$)`);

/** The text a reader of the stream shows: the chunks after the last reset (ADR 14, reply-stream.ts). */
function shownText(events: SseEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.event === 'reset') text = '';
    if (e.event === 'chunk') text += e.data.text;
  }
  return text;
}
/** Every piece the stream ever carried, reset or not. */
const everyChunk = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');

describe('the tutor inside practice (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let layla: Person; // learner, Arabic
  let sam: Person; // learner, English
  const learners = () =>
    [
      [layla, 'ar'],
      [sam, 'en'],
    ] as const;
  /** Each learner's practice sessions by unit: the first attempt's id and the session's. */
  const sessions = new Map<string, { session: string; attempt: string; item: Item }>();
  const sessionOf = (learner: Person, unit: string) => sessions.get(`${learner.id}:${unit}`)!;
  const NEWTON = 'high-1-physics-newton';
  const WORK = 'high-1-physics-work-energy';

  beforeAll(async () => {
    system = await startTestSystem('practice-tutor', {
      FREE_MESSAGES: String(FREE_MESSAGES),
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    [layla, sam] = await Promise.all([
      onboarded(system.gateway, 'layla@practice-tutor.test', 'Layla', 'ar', 'student'),
      onboarded(system.gateway, 'sam@practice-tutor.test', 'Sam', 'en', 'student'),
    ]);
    for (const learner of [layla, sam])
      await eventually(
        () => learner.gql(REMAINING),
        (r) => r.data?.me?.remainingMessages === FREE_MESSAGES,
      );
  }, 300_000);
  afterAll(() => system?.dispose(), 60_000);

  /**
   * The development model of this system from now on gives every practice turn's key outright in `form` (or,
   * with none, a hint that keeps it back): its process is started again with DEV_MODEL_LEAK (tools/dev-model).
   */
  async function modelLeaks(form: string | undefined) {
    const model = system.processes.get('dev-model')!;
    await system.kill('dev-model', 'SIGTERM');
    await system.launch(
      { ...model.spec, env: { ...model.spec.env, DEV_MODEL_LEAK: form ?? '' } },
      model.port,
    );
  }

  const remaining = async (learner: Person) =>
    (await learner.gql(REMAINING)).data!.me.remainingMessages as number;

  /** A database of this system, for what only an event says. */
  async function query<T extends pg.QueryResultRow>(service: string, sql: string, params: unknown[]) {
    const db = new pg.Client({
      connectionString: serviceDatabaseUrl(process.env.DATABASE_URL!, databaseName(system.prefix, service)),
    });
    await db.connect();
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.end();
    }
  }

  /** The ReplyCompleted the inference worker wrote for a reply (its outbox keeps published rows a while). */
  async function completed(conversationId: string, replyId: string): Promise<ReplyCompleted[]> {
    const rows = await query<{ envelope: Buffer }>(
      'tutor_inference',
      "SELECT envelope FROM outbox WHERE aggregate_id = $1 AND type = 'tutor.events.v1.ReplyCompleted' ORDER BY seq",
      [conversationId],
    );
    return rows
      .map((r) => decodePayload(decodeEnvelope(r.envelope)) as ReplyCompleted)
      .filter((e) => e.replyId === replyId);
  }

  /** The learner's answers practice announced for a unit (ItemAnswered), oldest first. */
  async function answered(learner: Person, unitId: string): Promise<ItemAnswered[]> {
    const rows = await query<{ envelope: Buffer }>(
      'practice',
      "SELECT envelope FROM outbox WHERE aggregate_id = $1 AND type = 'tutor.events.v1.ItemAnswered' ORDER BY seq",
      [learner.id],
    );
    return rows
      .map((r) => decodePayload(decodeEnvelope(r.envelope)) as ItemAnswered)
      .filter((e) => e.unitId === unitId);
  }

  /** Asks the tutor inside practice and reads the reply's stream to its end (`done`: stored, ADR 14). */
  async function askTutor(learner: Person, attemptId: string, kind: 'HINT' | 'EXPLAIN') {
    const sent = await learner.gql(ASK, { a: attemptId, k: kind, m: randomUUID() });
    expect(sent.errors).toBeUndefined();
    const turn = sent.data!.askPracticeTutor;
    const stream = await readSse(learner.browser, `${system.gateway}${turn.streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
    const messages = (await learner.gql(MESSAGES, { id: turn.conversation.id })).data!.conversation.messages;
    return { turn, events: stream.events, messages: messages as View[] };
  }

  const readAttempt = async (learner: Person, unit: string) =>
    (await learner.gql(READ, { id: sessionOf(learner, unit).session })).data!.practiceSession.current as View;

  it('refuses "give me a hint" before any answer: NOT_YET in the learner’s language, nothing charged or stored', async () => {
    for (const [learner, lang] of learners())
      for (const [unit, itemId] of [
        [NEWTON, `${NEWTON}/1`],
        [WORK, `${WORK}/1`],
      ] as const) {
        const started = await learner.gql(START, { u: unit, l: lang });
        expect(started.errors).toBeUndefined();
        const { id, current } = started.data!.startPractice;
        // A unit never practised starts from its first skill's first item: a number key, a two-hint ladder.
        expect(current.itemId).toBe(itemId);
        const item = bankItem(itemId);
        expect(item.hints).toHaveLength(2);
        sessions.set(`${learner.id}:${unit}`, { session: id, attempt: current.id, item });
      }

    for (const [learner, lang] of learners()) {
      const before = await remaining(learner);
      for (const kind of ['HINT', 'EXPLAIN'])
        for (const unit of [NEWTON, WORK]) {
          // Until the conversation service has heard the learner's language, its refusal may be in English.
          const refused = await eventually(
            () => learner.gql(ASK, { a: sessionOf(learner, unit).attempt, k: kind, m: randomUUID() }),
            (r) => messageOf(r) === SAID.notYet[lang],
          );
          expect(codeOf(refused)).toBe('NOT_YET');
          expect(refused.data ?? null).toBeNull();
        }
      expect(await remaining(learner)).toBe(before);
      expect((await learner.gql(CONVERSATIONS)).data!.conversations).toEqual([]);
      // No hint was released by the refused turns.
      for (const unit of [NEWTON, WORK])
        expect(await readAttempt(learner, unit)).toMatchObject({ attempts: 0, hints: [], canHint: false });
    }
  }, 120_000);

  /**
   * After a wrong answer, a hint turn whose model gives the key (as `said`): the learner reads the bank's first
   * hint, now released in the attempt; the key is in no script anywhere in what was streamed or stored; the turn
   * is refunded; ReplyCompleted says held_back 'leak'.
   */
  async function heldBackHint(learner: Person, lang: Lang, unit: string, said: string) {
    const { attempt, item } = sessionOf(learner, unit);
    const wrong = item.mistakes![0]!;
    const marked = await learner.gql(ANSWER, { a: attempt, x: wrong.answer, r: randomUUID() });
    expect(marked.data!.answerItem).toEqual({ verdict: 'WRONG', message: wrong.misconception[lang] });
    const before = await remaining(learner);

    const { turn, events, messages } = await askTutor(learner, attempt, 'HINT');
    const hint = item.hints[0]![lang];
    expect(turn.message).toMatchObject({ sender: 'student', content: SAID.hintTurn[lang] });
    expect(turn.conversation).toMatchObject({ mode: 'GUIDE', unitId: unit });
    expect(turn.plan.remainingMessages).toBe(before - 1); // charged when sent, as every message ...

    // What the learner reads, streamed and stored: the bank's hint, and nothing of the model's.
    expect(shownText(events)).toBe(hint);
    expect(events.some((e) => e.event === 'reset')).toBe(true); // whatever was streamed before is dropped
    expect(messages.slice(-2)).toEqual([
      expect.objectContaining({ id: turn.message.id, sender: 'student', status: 'replied' }),
      expect.objectContaining({ sender: 'model', content: hint, label: null }),
    ]);
    const value = numberKey(item);
    for (const text of [everyChunk(events), messages.at(-1)!.content]) {
      expect(text).not.toContain(said);
      for (const written of keyWritten(value)) expect(text).not.toContain(written);
      expect(text).not.toMatch(keyDigits(value));
    }
    // The hint is released in the attempt (the practice page shows it); the key and the solution are not.
    expect(await readAttempt(learner, unit)).toMatchObject({
      hints: [hint],
      hintsLeft: 1,
      canSeeSolution: false,
      solution: null,
      answer: null,
    });
    // ... and refunded before the reply was stored, so before `done`: a held-back reply costs nothing.
    expect(await remaining(learner)).toBe(before);
    const [event] = await eventually(
      () => completed(turn.conversation.id, turn.replyId),
      (found) => found.length === 1,
    );
    expect(event).toMatchObject({ heldBack: 'leak', flagged: false, content: hint });
  }

  it('holds back a hint turn whose model gives the key in digits: each learner reads the bank’s hint', async () => {
    await modelLeaks('digits');
    // Layla's item's key is 50 (a force of 10 N over 5 m), Sam's 6 (2 kg at 3 m/s²).
    await heldBackHint(layla, 'ar', WORK, 'الإجابة هي 50');
    await heldBackHint(sam, 'en', NEWTON, 'The answer is 6');
  }, 120_000);

  it('holds back the key given in Arabic words, and as an equivalent fraction', async () => {
    await modelLeaks('words-ar');
    await heldBackHint(layla, 'ar', NEWTON, 'ستة');
    await modelLeaks('fraction');
    await heldBackHint(sam, 'en', WORK, '100/2');
  }, 120_000);

  it('lets the tutor say the key once the ladder is done: an explain turn is not held back', async () => {
    await modelLeaks('digits');
    for (const [learner, lang] of learners()) {
      const { attempt, item } = sessionOf(learner, NEWTON);
      // The ladder's second (last) hint, from the practice page: the key is allowed now.
      const ladder = (await learner.gql(HINT, { a: attempt })).data!.requestHint;
      expect(ladder).toMatchObject({ hintsLeft: 0, canSeeSolution: true });
      const before = await remaining(learner);
      const { turn, events, messages } = await askTutor(learner, attempt, 'EXPLAIN');
      expect(turn.message.content).toBe(SAID.explainTurn[lang]);
      const said = lang === 'ar' ? 'الإجابة هي 6.' : 'The answer is 6.';
      expect(events.some((e) => e.event === 'reset')).toBe(false);
      expect(shownText(events)).toContain(said);
      expect(messages.at(-1)).toMatchObject({ sender: 'model', content: shownText(events) });
      expect(messages.at(-1)!.content).not.toContain(item.mistakes![0]!.misconception[lang]); // not the fallback
      expect(await remaining(learner)).toBe(before - 1); // the model's reply, charged
      const [event] = await eventually(
        () => completed(turn.conversation.id, turn.replyId),
        (found) => found.length === 1,
      );
      expect(event).toMatchObject({ heldBack: '', content: shownText(events) });
    }
  }, 120_000);

  it('passes a hint turn whose model keeps the key back: the model’s hint, charged, not held back', async () => {
    await modelLeaks(undefined);
    const MOTION = 'high-1-physics-motion';
    const started = (await layla.gql(START, { u: MOTION, l: 'ar' })).data!.startPractice;
    const item = bankItem(started.current.itemId);
    const value = numberKey(item);
    const marked = await layla.gql(ANSWER, {
      a: started.current.id,
      x: String(value + 100),
      r: randomUUID(),
    });
    expect(marked.data!.answerItem.verdict).toBe('WRONG');
    const before = await remaining(layla);
    const { turn, events, messages } = await askTutor(layla, started.current.id, 'HINT');
    expect(events.some((e) => e.event === 'reset')).toBe(false);
    const reply = shownText(events);
    expect(reply).toMatch(/^\*\*تلميح:\*\*/); // the development model's own hint (tools/dev-model/src/practice.ts)
    expect(reply).not.toMatch(keyDigits(value));
    expect(messages.at(-1)).toMatchObject({ sender: 'model', content: reply });
    expect(await remaining(layla)).toBe(before - 1);
    const [event] = await eventually(
      () => completed(turn.conversation.id, turn.replyId),
      (found) => found.length === 1,
    );
    expect(event).toMatchObject({ heldBack: '', content: reply });
    // Practice released the ladder's first hint for the turn all the same.
    const attempt = (await layla.gql(READ, { id: started.id })).data!.practiceSession.current;
    expect(attempt.hints).toEqual([item.hints[0]!.ar]);
  }, 120_000);

  let sent = 0;
  /** A learner's message in a conversation and its reply, read to the end; the stored messages after it. */
  async function say(learner: Person, conversationId: string, text: string) {
    const messageId = String(1_700_000_000_000 + ++sent);
    const result = await learner.gql(SEND, { c: conversationId, m: messageId, t: text });
    expect(result.errors).toBeUndefined();
    const stream = await readSse(learner.browser, `${system.gateway}${result.data!.sendMessage.streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
    const messages = (await learner.gql(MESSAGES, { id: conversationId })).data!.conversation
      .messages as View[];
    const reply = messages.at(-1)!;
    expect(reply).toMatchObject({
      id: `${messageId}-reply`,
      sender: 'model',
      content: shownText(stream.events),
    });
    return reply;
  }

  const QUESTION = { en: '**Practice question:** ', ar: '**سؤال تدريب:** ' };
  /** The bank item a Quiz me reply asks (its stem, in the learner's language, follows the heading). */
  function askedItem(reply: View, unit: string, lang: Lang): Item {
    const asked = WRITTEN_ITEMS.filter(
      (i) => i.unitId === unit && reply.content.includes(`${QUESTION[lang]}${i.stem[lang]}\n`),
    );
    expect(asked).toHaveLength(1);
    return asked[0]!;
  }

  it('asks Quiz me questions from the bank and marks them by the key: quiz answers in the checked figures', async () => {
    const UNIT = 'high-1-chemistry-mole';
    for (const [learner, lang] of learners()) {
      const conversation = (await learner.gql(START_CONVERSATION, { s: 'high-1-chemistry', u: UNIT })).data!
        .startConversation;
      expect(conversation).toMatchObject({ mode: 'QUIZ', unitId: UNIT });

      // The first question is a bank item's stem, as written, and not labelled: it is the bank's.
      const first = await say(learner, conversation.id, lang === 'ar' ? 'اختبرني' : 'Quiz me');
      expect(first).toMatchObject({ label: null, labelText: null, labelTextAr: null });
      const item = askedItem(first, UNIT, lang);
      expect(first.content.startsWith(QUESTION[lang])).toBe(true);
      expect(first.content).not.toContain(item.keyText[lang]);

      // A wrong answer with a known misconception: marked wrong by the key, the misconception named; the next
      // question comes from the bank.
      const mistake = item.mistakes![0]!;
      const wrong = await say(learner, conversation.id, mistake.answer);
      const wrongLine = lang === 'ar' ? '✗ إجابة غير صحيحة' : '✗ Not quite';
      expect(
        wrong.content.startsWith(`${wrongLine}: ${mistake.misconception[lang]}\n\n${QUESTION[lang]}`),
      ).toBe(true);
      expect(wrong.label).toBeNull();
      const second = askedItem(wrong, UNIT, lang);
      // Not the question just marked: asked again, it would count as solved alone once the learner was told.
      expect(second.id).not.toBe(item.id);

      // The right answer, as the learner writes it (Arabic-Indic digits for Layla): marked right by the key.
      const key = String(numberKey(second));
      const right = await say(learner, conversation.id, lang === 'ar' ? eastern(key) : key);
      const rightLine = lang === 'ar' ? '✓ إجابة صحيحة!' : '✓ Correct!';
      expect(right.content.startsWith(`${rightLine}\n\n${QUESTION[lang]}`)).toBe(true);
      expect([item.id, second.id]).not.toContain(askedItem(right, UNIT, lang).id);

      // Practice announced both answers as quiz answers, and /progress counts them with the checked figures.
      const events = await eventually(
        () => answered(learner, UNIT),
        (found) => found.length === 2,
      );
      expect(events.map((e) => [e.itemId, e.correct, e.source])).toEqual([
        [item.id, false, 'quiz'],
        [second.id, true, 'quiz'],
      ]);
      const progress = await eventually(
        () => learner.gql(PROGRESS),
        (r) =>
          r.data?.myProgress.practiceUnits.find((u: View) => u.unitId === UNIT)?.checked.itemsAnswered ===
            2 &&
          r.data?.myProgress.practiceUnits.find((u: View) => u.unitId === UNIT)?.checked.shownSolution === 1,
        60_000,
      );
      const unit = progress.data!.myProgress.practiceUnits.find((u: View) => u.unitId === UNIT);
      // A quiz question is asked once: wrong ends it as shown_solution, right (first time) as solved alone.
      expect(unit).toMatchObject({
        checked: { itemsAnswered: 2, itemsCorrect: 1, solvedAlone: 1, solvedWithHints: 0, shownSolution: 1 },
        modelMarkedQuiz: { answered: 0, correct: 0 },
      });
    }
  }, 180_000);

  it('labels a question the model made up where the unit has no items, and counts its mark apart', async () => {
    const UNIT = 'high-1-arabic-grammar';
    for (const [learner, lang] of learners()) {
      const before = (await learner.gql(PROGRESS)).data!.myProgress;
      const conversation = (await learner.gql(START_CONVERSATION, { s: 'high-1-arabic', u: UNIT })).data!
        .startConversation;
      const question = await say(learner, conversation.id, lang === 'ar' ? 'اختبرني' : 'Quiz me');
      expect(question).toMatchObject({
        label: 'MADE_UP_QUESTION',
        labelText: SAID.madeUp.en,
        labelTextAr: SAID.madeUp.ar,
      });
      expect(question.content).not.toContain(QUESTION[lang]);
      // The development model's own question is a sum (tools/dev-model/src/modes.ts): answered right.
      const [, a, b] = /(\d+) \+ (\d+)/.exec(question.content)!;
      const marked = await say(learner, conversation.id, String(Number(a) + Number(b)));
      expect(marked.content).toMatch(lang === 'ar' ? /^✓ / : /^✓ Correct/);
      expect(marked).toMatchObject({ label: 'MADE_UP_QUESTION' });

      // The model's mark is shown apart (model-marked quiz figures), never in the checked ones.
      const after = await eventually(
        () => learner.gql(PROGRESS),
        (r) => r.data?.myProgress.quizScores.some((q: View) => q.unitId === UNIT),
        60_000,
      );
      const progress = after.data!.myProgress;
      expect(progress.quizScores.find((q: View) => q.unitId === UNIT)).toEqual({
        unitId: UNIT,
        answered: 1,
        correct: 1,
      });
      expect(progress.practiceUnits.find((u: View) => u.unitId === UNIT)).toEqual({
        unitId: UNIT,
        checked: { itemsAnswered: 0, itemsCorrect: 0, solvedAlone: 0, solvedWithHints: 0, shownSolution: 0 },
        modelMarkedQuiz: { answered: 1, correct: 1 },
      });
      expect(progress.practiceThisWeek).toEqual(before.practiceThisWeek);
      expect(await answered(learner, UNIT)).toEqual([]);
    }
  }, 180_000);
});
