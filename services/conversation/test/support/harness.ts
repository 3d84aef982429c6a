import { randomUUID } from 'node:crypto';
import {
  ReplyCompletedSchema,
  ReplyFailedSchema,
  TOPICS,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  type FairUseRefusal,
  type ReplyJobData,
} from '@tutor/contracts';
import {
  createQueue,
  createRedis,
  encodeEvent,
  signIdentity,
  startService,
  type EventBus,
  type Redis,
} from '@tutor/service-runtime';
import { eventually, removeQueues, testEventBus } from '@tutor/test-kit';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { service as conversationService } from '../../src/service';
import { startBillingStandIn } from './billing-stand-in';
import { startPracticeStandIn } from './practice-stand-in';

export const FREE = 4;
/** A 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** What the subgraph answers, loosely typed for tests. */
export type Gql = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string; field?: string } }[];
};

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
    replyId streamPath message { id status content } plan { remainingMessages isSubscribed } } }`;

/**
 * The conversation subgraph in-process with PostgreSQL, Redis and the event bus, and billing as a stand-in served
 * from billing's contract. The test acts as the gateway (signed identities), as identity (it announces learners)
 * and as the inference worker (it reads the queued jobs and publishes ReplyCompleted / ReplyFailed). Call it at
 * the top of a test file: it starts everything before the file's tests and removes it after them.
 */
export function conversationHarness() {
  const secret = `conversation-test-secret-${randomUUID()}`;
  const prefix = `tutor_test_conv_${randomUUID().slice(0, 6)}_`;
  const namespace = prefix.replace(/_+$/, '').replace(/_/g, '-');
  let billing: Awaited<ReturnType<typeof startBillingStandIn>>;
  let practice: Awaited<ReturnType<typeof startPracticeStandIn>>;
  let conversation: Awaited<ReturnType<typeof startService>>;
  let bus: EventBus;
  let redis: Redis;
  let queue: Queue;

  beforeAll(async () => {
    billing = await startBillingStandIn(secret, FREE);
    practice = await startPracticeStandIn(secret);
    conversation = await startService(conversationService, {
      ...process.env,
      INTERNAL_SECRET: secret,
      DATABASE_PREFIX: prefix,
      NAMESPACE: namespace,
      LOG_LEVEL: 'silent',
      CONVERSATION_PORT: '0',
      IMAGE_MAX_BYTES: '2048',
      MESSAGE_MAX_CHARS: '200',
      BILLING_URL: billing.url,
      PRACTICE_URL: practice.url,
    });
    bus = testEventBus(namespace);
    redis = createRedis(process.env.REDIS_URL!);
    queue = createQueue('reply', redis, namespace);
  }, 60_000);

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    redis?.disconnect();
    await bus?.close();
    await conversation?.stop();
    await billing?.stop();
    await practice?.stop();
    await removeQueues(namespace);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${prefix}conversation" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const gql = async (user: { id: string }, query: string, variables: object = {}): Promise<Gql> => {
    const res = await fetch(`http://127.0.0.1:${conversation.port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-identity': signIdentity(
          { issuer: 'gateway', user: { id: user.id, email: `${user.id}@tutor.test`, role: 'User' } },
          secret,
        ),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Gql;
  };

  const publish = async (topic: string, key: string, bytes: Uint8Array) =>
    bus.publish(topic, [{ key, value: bytes }]);

  /** A learner as identity announces them; the conversation service has their profile when this returns. */
  async function learner(
    profile: {
      language?: string;
      educationalStage?: string;
      academicYear?: string;
      grammaticalGender?: string;
    } = {},
  ) {
    const id = randomUUID();
    const meta = { aggregateId: id, producer: 'test' };
    const email = `${id}@tutor.test`;
    await publish(
      TOPICS.identityUser,
      id,
      encodeEvent(UserRegisteredSchema, { userId: id, email, name: 'Nour' }, meta).bytes,
    );
    const updated = {
      userId: id,
      email,
      name: 'Nour',
      language: profile.language ?? 'en',
      userType: 'student',
      learningDomain: 'school',
      educationalStage: profile.educationalStage ?? 'high',
      academicYear: profile.academicYear ?? '1',
      grammaticalGender: profile.grammaticalGender ?? '',
    };
    await publish(TOPICS.identityUser, id, encodeEvent(UserProfileUpdatedSchema, updated, meta).bytes);
    await eventually(
      async () =>
        (await conversation.pool.query('SELECT language FROM learners WHERE user_id = $1', [id])).rows[0],
      (row) => row?.language === updated.language,
    );
    return { id };
  }

  /** The learner's credits left, as billing keeps them. */
  const remaining = async (user: { id: string }) => billing.remaining(user.id);
  /** Billing refuses the learner's new messages as past the fair-use ceiling (undefined: no longer). */
  const pastFairUse = (user: { id: string }, refusal: FairUseRefusal | undefined) =>
    refusal ? billing.pastFairUse.set(user.id, refusal) : billing.pastFairUse.delete(user.id);

  const start = async (user: { id: string }, args = 'kind: SCHOOL, subjectId: "high-1-physics"') =>
    (await gql(user, `mutation { startConversation(${args}) { id title subjectName subjectNameAr } }`)).data!
      .startConversation as { id: string; title: string; subjectName: string; subjectNameAr: string };

  const send = (user: { id: string }, c: string, m: string, t = 'What is a force?') =>
    gql(user, SEND, { c, m, t });

  const messages = async (c: string) =>
    (
      await conversation.pool.query<{ id: string; sender: string; status: string; attempt: number }>(
        'SELECT id, sender, status, attempt FROM messages WHERE conversation_id = $1 ORDER BY created_at, sender DESC',
        [c],
      )
    ).rows;

  /** Every reply job of one reply (any attempt), whatever its state. */
  const jobsOf = async (replyId: string) =>
    (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'])).filter(
      (j) => j.id === replyId || j.id?.startsWith(`${replyId}+`),
    );

  /** The worker's ReplyCompleted for a job. */
  const completed = (
    job: ReplyJobData,
    content = 'A force is a push or a pull: \\( F = ma \\).',
    { stopped = false, heldBack = '' } = {},
  ) =>
    publish(
      TOPICS.tutoringReply,
      job.conversationId,
      encodeEvent(
        ReplyCompletedSchema,
        {
          replyId: job.replyId,
          conversationId: job.conversationId,
          userId: job.userId,
          content,
          model: 'test',
          stopped,
          heldBack,
        },
        { aggregateId: job.conversationId, producer: 'test' },
      ).bytes,
    );

  /** The worker's ReplyFailed for a reply, as bytes to publish. */
  const failedEvent = (job: Pick<ReplyJobData, 'replyId' | 'conversationId' | 'userId'>) =>
    encodeEvent(
      ReplyFailedSchema,
      { replyId: job.replyId, conversationId: job.conversationId, userId: job.userId, reason: 'cut' },
      { aggregateId: job.conversationId, producer: 'test' },
    ).bytes;

  return {
    secret,
    /** The started conversation service (its pool, redis and config). */
    get conversation() {
      return conversation;
    },
    get redis() {
      return redis;
    },
    /** Practice's stand-in: open attempts, give units bank items, count its calls. */
    get practice() {
      return practice;
    },
    get queue() {
      return queue;
    },
    gql,
    publish,
    learner,
    remaining,
    pastFairUse,
    start,
    send,
    messages,
    jobsOf,
    completed,
    failedEvent,
  };
}
