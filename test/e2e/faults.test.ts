import { lastReplyEntry } from '@tutor/service-runtime';
import { replyIdOf } from '@tutor/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { RedisServer, signedUp, startTestSystem } from '@tutor/test-kit';

/**
 * Fault injection under load: learners keep sending while a worker is killed mid-reply (20 times), Redis
 * restarts, the event bus is gone for 10 s and PostgreSQL drops every connection. After each fault: no accepted
 * message is lost, every message ends with exactly one reply or as failed, the credits used equal the replies
 * given (failed ones refunded, none charged twice), every process is still running and a new message is answered.
 * The system runs on Redis servers of its own, so that restarting them disturbs nothing else on the machine.
 */
const FREE = 1000;
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) {
  sendMessage(conversationId: $c, messageId: $m, content: $t) { message { id status } } }`;
const MESSAGES = 'query($id: ID!) { conversation(id: $id) { messages { id sender status } } }';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Learner = Awaited<ReturnType<typeof signedUp>> & { conversationId: string; accepted: Set<string> };
interface Message {
  id: string;
  sender: 'student' | 'model';
  status: 'sent' | 'replied' | 'failed';
}

async function messagesOf(learner: Learner): Promise<Message[] | undefined> {
  try {
    return (await learner.gql(MESSAGES, { id: learner.conversationId })).data?.conversation?.messages;
  } catch {
    return undefined; // unreachable mid-fault
  }
}

/** Polls until `done` holds, tolerating a system that is unreachable for a while; the last value on timeout. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

/** Ends the sending loops of a test that failed before it stopped them (they would keep jest running). */
const senders = new Set<() => void>();
afterEach(() => {
  for (const halt of senders) halt();
  senders.clear();
});

/**
 * Every learner sends a message, waits for its reply (or failure), and sends the next, until stopped. A send the
 * system answered with the message is "accepted"; one that errored (the system mid-fault) may or may not exist.
 */
function keepSending(learners: Learner[], label: string) {
  let running = true;
  senders.add(() => (running = false));
  let sent = 0;
  const waiting = new Set<string>();
  const loops = learners.map(async (learner, i) => {
    for (let n = 0; running; n++) {
      const id = `${label}-${i}-${n}`;
      try {
        const res = await learner.gql(SEND, { c: learner.conversationId, m: id, t: `Question ${id}` });
        if (res.data?.sendMessage?.message?.id === id) {
          learner.accepted.add(id);
          sent++;
          const replyId = replyIdOf(learner.conversationId, id);
          waiting.add(replyId);
          await until(
            () => messagesOf(learner),
            (list) => list?.find((m) => m.id === id)?.status !== 'sent',
            30_000,
          ).finally(() => waiting.delete(replyId));
        }
      } catch {
        // the gateway was unreachable: the learner tries again with the next message
      }
      await sleep(100);
    }
  });
  return {
    /** The replies learners are waiting for right now. */
    waiting: () => [...waiting],
    /** Messages accepted so far. */
    sent: () => sent,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

describe('faults: every accepted message ends with one reply or a refund, and the system recovers by itself', () => {
  let redis: RedisServer;
  let busRedis: RedisServer;
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  const learners: Learner[] = [];

  beforeAll(async () => {
    [redis, busRedis] = await Promise.all([RedisServer.start(), RedisServer.start()]);
    system = await startTestSystem('faults', {
      REDIS_URL: redis.url,
      EVENT_BUS_REDIS_URL: busRedis.url,
      FREE_MESSAGES: String(FREE),
      DEV_MODEL_TTFT_MS: '100',
      DEV_MODEL_TOKENS_PER_SECOND: '40',
      JOB_LOCK_MS: '2000',
      // The learners here send as fast as replies come back, for minutes (limits.test.ts covers the limits).
      RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
    });
    for (const name of ['Amal', 'Badr', 'Camilia']) {
      const learner = await signedUp(system.gateway, `${name.toLowerCase()}@faults.test`, name);
      await learner.gql('mutation { setLanguage(language: "en") { id } }');
      const started = await learner.gql(
        'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
      );
      learners.push(
        Object.assign(learner, {
          conversationId: started.data!.startConversation.id,
          accepted: new Set<string>(),
        }),
      );
    }
  }, 300_000);

  afterAll(async () => {
    await system?.dispose();
    await Promise.all([redis?.stop(), busRedis?.stop()]);
  }, 60_000);

  /** The promises of a send, checked over everything sent so far; then a fresh message must be answered. */
  async function expectPromisesKept(label: string) {
    for (const learner of learners) {
      const list = await until(
        () => messagesOf(learner),
        (l) => !!l && l.every((m) => m.status !== 'sent'),
        90_000,
      );
      const asked = list!.filter((m) => m.sender === 'student');
      const replies = list!.filter((m) => m.sender === 'model');
      expect(asked.filter((m) => m.status === 'sent')).toEqual([]); // nothing left hanging
      // No accepted message lost.
      expect([...learner.accepted].filter((id) => !asked.some((m) => m.id === id))).toEqual([]);
      // Exactly one reply for each replied message, none for a failed one, none without its question.
      for (const m of asked) {
        const count = replies.filter((r) => r.id === `${m.id}-reply`).length;
        expect({ id: m.id, status: m.status, replies: count }).toEqual({
          id: m.id,
          status: m.status,
          replies: m.status === 'replied' ? 1 : 0,
        });
      }
      expect(replies.filter((r) => !asked.some((m) => r.id === `${m.id}-reply`))).toEqual([]);
      // Charged once per reply: failed messages were refunded, nothing was charged twice.
      const replied = asked.filter((m) => m.status === 'replied').length;
      const remaining = await until(
        async () => (await learner.gql('{ me { remainingMessages } }')).data?.me?.remainingMessages,
        (r) => r === FREE - replied,
        30_000,
      );
      expect(remaining).toBe(FREE - replied);
    }
    // Every process is still running (only the orchestrator's restart of a killed worker, nothing by hand).
    expect(
      [...system.processes.values()].filter((p) => p.child.exitCode !== null).map((p) => p.spec.name),
    ).toEqual([]);
    // And the system answers a new message.
    const [first] = learners;
    const id = `${label}-after`;
    const sent = await first!.gql(SEND, { c: first!.conversationId, m: id, t: 'Still there?' });
    expect(sent.errors).toBeUndefined();
    const after = await until(
      () => messagesOf(first!),
      (l) => l?.find((m) => m.id === id)?.status === 'replied',
      60_000,
    );
    expect(after?.find((m) => m.id === id)?.status).toBe('replied');
  }

  it('kill -9 of the inference worker mid-reply, 20 times: replies are taken over, never doubled', async () => {
    const streams = new Redis(redis.url);
    const { stop, waiting } = keepSending(learners, 'kill');
    /** A worker started after `since` is writing a reply: its stream's last entry is text written since then. */
    const midReply = async (since: number) => {
      for (const replyId of waiting()) {
        const last = await lastReplyEntry(streams, replyId).catch(() => undefined);
        if (last?.entry.type === 'chunk' && Number(last.id.split('-')[0]) > since) return true;
      }
      return false;
    };
    try {
      let since = 0;
      for (let kill = 0; kill < 20; kill++) {
        // Each kill lands mid-reply: a killed job's stream stays at its last chunk until the job is taken over,
        // so only text written after the previous kill counts.
        expect({ kill, midReply: await until(() => midReply(since), Boolean, 60_000) }).toEqual({
          kill,
          midReply: true,
        });
        await system.kill('inference-worker', 'SIGKILL');
        since = Date.now();
        await system.restart('inference-worker'); // what the orchestrator does for a crashed pod
      }
    } finally {
      await streams.quit();
    }
    expect(await stop()).toBeGreaterThan(0);
    await expectPromisesKept('kill');
  }, 600_000);

  it('Redis restarts under load: sessions, queued replies and streams survive (append-only)', async () => {
    const { stop } = keepSending(learners, 'redis');
    await sleep(1500);
    await redis.halt('SIGTERM');
    await sleep(2000);
    await redis.resume();
    await sleep(3000);
    await stop();
    await expectPromisesKept('redis');
  }, 240_000);

  it('the event bus is unavailable for 10 s: sends go on, events wait in the outbox and arrive afterwards', async () => {
    const { stop } = keepSending(learners, 'bus');
    await sleep(1000);
    await busRedis.halt('SIGTERM');
    const outage = sleep(10_000);
    // While the bus is away a learner's message is still accepted (its events wait in the outbox).
    const [first] = learners;
    const sent = await first!.gql(SEND, { c: first!.conversationId, m: 'bus-during', t: 'Are you there?' });
    expect(sent.data?.sendMessage?.message?.id).toBe('bus-during');
    first!.accepted.add('bus-during');
    await outage;
    await busRedis.resume();
    await sleep(2000);
    await stop();
    await expectPromisesKept('bus');
  }, 240_000);

  it('PostgreSQL drops every connection, again and again: pools reconnect, nothing half-written', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { stop } = keepSending(learners, 'pg');
    try {
      for (let i = 0; i < 8; i++) {
        await sleep(500);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE $1 AND pid <> pg_backend_pid()',
          [`${system.prefix}%`],
        );
      }
    } finally {
      await admin.end();
    }
    await sleep(1000);
    await stop();
    await expectPromisesKept('pg');
  }, 240_000);
});
