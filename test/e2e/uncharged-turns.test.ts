import { eventually, readSse, signedUp, startTestSystem } from '@tutor/test-kit';

const START = `mutation($kind: ConversationKind!, $subjectId: ID, $languageId: ID, $unitId: ID, $projectId: ID,
  $mode: TeachingMode) {
  startConversation(kind: $kind, subjectId: $subjectId, languageId: $languageId, unitId: $unitId,
    projectId: $projectId, mode: $mode) { id } }`;
const MESSAGES =
  'query($id: ID!) { conversation(id: $id) { messages { id sender content status stopped } } }';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath plan { remainingMessages } } }`;
const STOP = 'mutation($r: ID!) { stopReply(replyId: $r) }';
const REMAINING = '{ me { remainingMessages } }';
const SUBJECTS =
  '{ subjects(stage: "First Secondary", year: "1") { subjects { id units { id name nameEn } } } }';
const PROJECTS = 'query($l: ID!) { projects(languageId: $l) { id title titleAr steps { text textEn } } }';
const PHYSICS = 'high-1-physics';
const FREE = 3;

type Learner = Awaited<ReturnType<typeof signedUp>>;
interface Message {
  id: string;
  sender: string;
  content: string;
  status: string;
  stopped: boolean;
}

/**
 * What a learner is not charged for (issue 31): the tutor's first turn of a conversation started from a unit, a
 * project or the coding assistant (written from the catalog, no model asked), and a reply stopped before its
 * first word. The development model waits long before its first word, so a Stop lands before it.
 */
describe('turns the learner is not charged for (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let alice: Learner;
  let salma: Learner;
  beforeAll(async () => {
    system = await startTestSystem('uncharged', {
      FREE_MESSAGES: String(FREE),
      DEV_MODEL_TTFT_MS: '5000',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    alice = await signedUp(system.gateway, 'alice@tutor.test', 'Alice');
    salma = await signedUp(system.gateway, 'salma@tutor.test', 'Salma');
    await alice.gql('mutation { setLanguage(language: "en") { id } }');
    await salma.gql('mutation { setLanguage(language: "ar") { id } }');
    for (const learner of [alice, salma])
      await eventually(
        () => learner.gql(REMAINING),
        (r) => r.data?.me?.remainingMessages === FREE,
      );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  const start = async (learner: Learner, variables: Record<string, string>) => {
    const started = await learner.gql(START, variables);
    expect(started.errors).toBeUndefined();
    return started.data!.startConversation.id as string;
  };
  const messagesOf = async (learner: Learner, id: string): Promise<Message[]> =>
    (await learner.gql(MESSAGES, { id })).data!.conversation.messages;
  /** The conversation's one message, the tutor's, answered (nothing waits on it). */
  const firstTurnOf = async (learner: Learner, id: string): Promise<string> => {
    const messages = await messagesOf(learner, id);
    expect(messages).toEqual([
      expect.objectContaining({ sender: 'model', status: 'replied', stopped: false }),
    ]);
    return messages[0]!.content;
  };

  it('opens a start from a unit, a project or the coding assistant with the tutor’s first turn, uncharged', async () => {
    const { data } = await alice.gql(SUBJECTS);
    const unit = data!.subjects.subjects.find((s: { id: string }) => s.id === PHYSICS).units[0];
    const projects = (await alice.gql(PROJECTS, { l: 'python' })).data!.projects;
    const project = projects.find((p: { steps: unknown[] }) => p.steps.length > 0);

    const fromUnit = await start(alice, { kind: 'SCHOOL', subjectId: PHYSICS, unitId: unit.id });
    const opening = await firstTurnOf(alice, fromUnit);
    expect(opening).toContain(`**${unit.nameEn}** (Physics)`);
    expect(opening).toContain(`what do you already know about “${unit.nameEn}”?`);

    const fromProject = await start(alice, {
      kind: 'PROGRAMMING',
      languageId: 'python',
      projectId: project.id,
    });
    expect(await firstTurnOf(alice, fromProject)).toContain(
      `**Step 1 of ${project.steps.length}:** ${project.steps[0].textEn}`,
    );

    const assistant = await start(alice, { kind: 'PROGRAMMING', languageId: 'python', mode: 'CODE' });
    expect(await firstTurnOf(alice, assistant)).toContain('Paste your code or describe the problem');

    // In the learner's language.
    const arabicUnit = await start(salma, { kind: 'SCHOOL', subjectId: PHYSICS, unitId: unit.id });
    expect(await firstTurnOf(salma, arabicUnit)).toContain(`**${unit.name}**`);
    const arabicProject = await start(salma, {
      kind: 'PROGRAMMING',
      languageId: 'python',
      projectId: project.id,
    });
    expect(await firstTurnOf(salma, arabicProject)).toContain(
      `**الخطوة ١ من ${project.steps.length.toLocaleString('ar-EG')}:** ${project.steps[0].text}`,
    );

    // The first turn is not a message of the learner's: a second click on the unit reopens the conversation.
    expect(await start(alice, { kind: 'SCHOOL', subjectId: PHYSICS, unitId: unit.id })).toBe(fromUnit);
    expect(await messagesOf(alice, fromUnit)).toHaveLength(1);
    // A subject's free conversation has no first turn (its empty page offers the units).
    expect(await messagesOf(alice, await start(alice, { kind: 'SCHOOL', subjectId: PHYSICS }))).toEqual([]);

    for (const learner of [alice, salma])
      expect((await learner.gql(REMAINING)).data!.me.remainingMessages).toBe(FREE);
  }, 60_000);

  it('gives back the free message of a reply stopped before its first word', async () => {
    const conversation = await start(alice, { kind: 'SCHOOL' });
    const sent = await alice.gql(SEND, { c: conversation, m: '1700000000001', t: 'Explain gravity' });
    expect(sent.errors).toBeUndefined();
    const { replyId, streamPath, plan } = sent.data!.sendMessage;
    expect(plan.remainingMessages).toBe(FREE - 1); // charged when sent

    expect((await alice.gql(STOP, { r: replyId })).data).toEqual({ stopReply: true });
    const stream = await readSse(alice.browser, `${system.gateway}${streamPath}`);
    expect(stream.events.filter((e) => e.event === 'chunk')).toEqual([]);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done', data: { stopped: true } });

    // Stored before `done` (ADR 14), and its credit given back before it was stored.
    const [question, reply] = await messagesOf(alice, conversation);
    expect(question).toMatchObject({ status: 'replied' });
    expect(reply).toMatchObject({ sender: 'model', content: '', stopped: true });
    await eventually(
      () => alice.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === FREE,
    );
  }, 60_000);
});
