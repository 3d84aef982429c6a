import { TOPICS, type MessageFlagged } from '@tutor/contracts';
import Redis from 'ioredis';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { decodeEnvelope, decodePayload } from '@tutor/service-runtime';
import { eventually, OWNER_EMAIL, readSse, signedUp, startTestSystem, type SseEvent } from '@tutor/test-kit';
import pg from 'pg';
import { ar } from '../../services/tutor-inference/src/domain/prompts/ar';

/**
 * Safety moderation through the gateway (issue 19, ADR 17): a learner's flagged message is answered with the kind
 * reply in their language instead of the model's, is not charged, and is announced (MessageFlagged); a safe
 * school message that looks alike is answered by the model and charged as before. The owner sees the flag (and
 * only the owner) and dismisses it.
 */
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath plan { remainingMessages } } }`;
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender content status } } }';
const REMAINING = '{ me { remainingMessages } }';
const FLAGS = `query($all: Boolean) { flags(includeDismissed: $all) {
  id flaggedAt learnerId learnerName learnerEmail category source excerpt dismissed } }`;
const DISMISS = 'mutation($id: ID!) { dismissFlag(id: $id) { id dismissed } }';
const textOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');

describe('safety moderation (whole system)', () => {
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let learner: Awaited<ReturnType<typeof signedUp>>;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  beforeAll(async () => {
    system = await startTestSystem('safety', {
      FREE_MESSAGES: '5',
      MODERATION_PROVIDER: 'local',
      DEV_MODEL_TTFT_MS: '20',
      DEV_MODEL_TOKENS_PER_SECOND: '400',
      RATE_LIMIT_CONCURRENT_REPLIES: '0',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
    learner = await signedUp(system.gateway, 'mariam@tutor.test', 'Mariam');
    await learner.gql('mutation { setLanguage(language: "ar") { id } }');
    await eventually(
      () => learner.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 5,
    );
  }, 120_000);
  afterAll(() => system?.dispose(), 60_000);

  /** MessageFlagged events the workers wrote for a conversation, and whether the relay has published them. */
  async function flags(conversationId: string): Promise<{ event: MessageFlagged; published: boolean }[]> {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${system.prefix}tutor_inference`;
    const inference = new pg.Client({ connectionString: url.toString() });
    await inference.connect();
    try {
      const { rows } = await inference.query<{ envelope: Buffer; published_at: Date | null }>(
        "SELECT envelope, published_at FROM outbox WHERE aggregate_id = $1 AND type = 'tutor.events.v1.MessageFlagged' ORDER BY seq",
        [conversationId],
      );
      return rows.map((r) => ({
        event: decodePayload(decodeEnvelope(r.envelope)) as MessageFlagged,
        published: r.published_at !== null,
      }));
    } finally {
      await inference.end();
    }
  }

  /** Sends a message and reads its reply to the end (`done` comes once the reply is stored: ADR 14). */
  async function ask(conversationId: string, messageId: string, content: string) {
    const sent = await learner.gql(SEND, { c: conversationId, m: messageId, t: content });
    expect(sent.errors).toBeUndefined();
    const { streamPath, plan, replyId } = sent.data!.sendMessage;
    const stream = await readSse(learner.browser, `${system.gateway}${streamPath}`);
    expect(stream.events.at(-1)).toMatchObject({ event: 'done' });
    return { replyId, text: textOf(stream.events), chargedTo: plan.remainingMessages as number };
  }

  it('answers a flagged message with the kind reply in Arabic, refunds it and announces MessageFlagged; a safe one is charged; the owner sees and dismisses the flag', async () => {
    const conversationId = (await learner.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
      .startConversation.id;

    const message = 'أنا تعبان ومش عايز أعيش، عايز اموت';
    const flagged = await ask(conversationId, '1700000000001', message);
    expect(flagged.chargedTo).toBe(4); // charged when sent, as every message (ADR 8) ...
    const kind = ar.safetyReply('self_harm', 'message', '16000'); // the default help line
    expect(flagged.text).toBe(kind);
    // ... and refunded before the reply was stored, so before `done`; the gateway's copy of the plan follows
    // billing's CreditRefunded event (ADR 20), so it is read until it has.
    await eventually(
      () => learner.gql(REMAINING),
      (r) => r.data?.me?.remainingMessages === 5,
    );
    const messages = (await learner.gql(MESSAGES, { id: conversationId })).data!.conversation.messages;
    expect(messages).toEqual([
      expect.objectContaining({ id: '1700000000001', sender: 'student', status: 'replied' }),
      expect.objectContaining({ sender: 'model', content: kind }),
    ]);
    const announced = await eventually(
      () => flags(conversationId),
      (rows) => rows.length === 1 && rows[0]!.published,
    );
    expect(announced[0]!.event).toMatchObject({
      replyId: flagged.replyId,
      category: 'self_harm',
      source: 'message',
      excerpt: message,
    });

    // A safe school message with a word the checker must not mistake: the model answers and it is charged.
    const safe = await ask(conversationId, '1700000000002', 'اشرح التكاثر الجنسي في النبات');
    expect(safe.chargedTo).toBe(4);
    expect(safe.text.length).toBeGreaterThan(0);
    expect(safe.text).not.toBe(kind);
    expect((await learner.gql(REMAINING)).data!.me.remainingMessages).toBe(4);
    expect(await flags(conversationId)).toHaveLength(1);

    // The owner's Flags section: the flag with its learner, category and excerpt; nobody else may read it.
    const listed = await eventually(
      () => owner.gql(FLAGS),
      (r) => r.data?.flags?.length === 1,
    );
    const [flag] = listed.data!.flags;
    expect(flag).toMatchObject({
      id: flagged.replyId,
      learnerName: 'Mariam',
      learnerEmail: 'mariam@tutor.test',
      category: 'self_harm',
      source: 'message',
      excerpt: message,
      dismissed: false,
    });
    expect(Number.isNaN(Date.parse(flag.flaggedAt))).toBe(false);
    expect((await learner.gql(FLAGS)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await learner.gql(DISMISS, { id: flag.id })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });

    // Dismissed: gone from the open list, kept (dismissed) in the full one; dismissing again changes nothing.
    expect((await owner.gql(DISMISS, { id: flag.id })).data).toEqual({
      dismissFlag: { id: flag.id, dismissed: true },
    });
    expect((await owner.gql(FLAGS)).data!.flags).toEqual([]);
    expect((await owner.gql(FLAGS, { all: true })).data!.flags).toEqual([
      expect.objectContaining({ id: flag.id, dismissed: true }),
    ]);
    expect((await owner.gql(DISMISS, { id: flag.id })).data!.dismissFlag.dismissed).toBe(true);
    const unknown = await owner.gql(DISMISS, { id: `${conversationId}_1700000000099` });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await owner.gql(DISMISS, { id: 'not a flag' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  }, 90_000);

  it("keeps reply text from the services that only need flags: the owner's and the families' read no reply topic", async () => {
    const namespace = system.prefix.replace(/_+$/, '').replace(/_/g, '-');
    expect(await groupsReading(namespace, TOPICS.tutoringReply)).toEqual([
      'conversation.replies',
      'progress.replies',
    ]);
    expect(await groupsReading(namespace, TOPICS.tutoringFlag)).toEqual(['admin.flags', 'family.flags']);
  });
});

/** The consumer groups of a system's topic, on the bus it runs on (Redis Streams, or Kafka when it is set). */
async function groupsReading(namespace: string, name: string): Promise<string[]> {
  const topic = `${namespace}.${name}`;
  const names = new Set<string>();
  if (process.env.KAFKA_BROKERS) {
    const admin = new Kafka({
      brokers: process.env.KAFKA_BROKERS.split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const { groups } = await admin.listGroups();
      const described = await admin.describeGroups(groups.map((g) => g.groupId));
      for (const group of described.groups)
        for (const member of group.members)
          if (AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[topic])
            names.add(group.groupId.slice(namespace.length + 1)); // groups are namespaced on Kafka
    } finally {
      await admin.disconnect();
    }
  } else {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      for (const key of await redis.keys(`bus:${topic}:*`))
        for (const group of (await redis.xinfo('GROUPS', key)) as unknown[][])
          names.add(String(group[group.indexOf('name') + 1]));
    } finally {
      redis.disconnect();
    }
  }
  return [...names].sort();
}
