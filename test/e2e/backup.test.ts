/**
 * Backup and restore (whole system, docs/runbook.md): learners with conversations and replies and an owner-approved
 * payment; `npm run backup`; every database dropped; a restore that refuses a non-empty target and a damaged
 * file; `npm run restore`; the system started again finds every learner's data, plan and conversations as they
 * were, its outboxes drained, and nothing published or handled twice.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually, OWNER_EMAIL, signedUp, startTestSystem } from '@tutor/test-kit';
import { databaseName, serviceDatabaseUrl, type BackupManifest } from '@tutor/service-runtime';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';

// Two whole-system starts in one test: allow a busy machine its time.
const READY_MS = 180_000;
const SERVICES = [
  'identity',
  'conversation',
  'tutor-inference',
  'billing',
  'admin',
  'progress',
  'family',
  'practice',
];
const CLI = path.resolve(__dirname, '..', '..', 'packages', 'service-runtime', 'dist', 'backup-cli.js');
const LEARNER = `{ me { email name language plan isSubscribed expiresAt remainingMessages progress { streakDays }
  conversations { id messages { id sender content status hasImage } } } }`;

/** `npm run backup` / `npm run restore -- ...` against this system's databases. */
function cli(prefix: string, dir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PREFIX: prefix, BACKUP_DIR: dir },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

async function inDatabase<T>(prefix: string, service: string, query: string): Promise<T[]> {
  const client = new pg.Client({
    connectionString: serviceDatabaseUrl(process.env.DATABASE_URL!, databaseName(prefix, service)),
  });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Per service: outbox rows, how many are unpublished, and the consumers' processed events. */
async function eventLedger(prefix: string) {
  const ledger: Record<string, { outbox: number; unpublished: number; processed: string[] }> = {};
  for (const service of SERVICES) {
    const [counts] = await inDatabase<{ outbox: number; unpublished: number }>(
      prefix,
      service,
      'SELECT count(*)::int AS outbox, count(*) FILTER (WHERE published_at IS NULL)::int AS unpublished FROM outbox',
    );
    const processed = await inDatabase<{ k: string }>(
      prefix,
      service,
      "SELECT consumer_group || '/' || event_id AS k FROM processed_events ORDER BY 1",
    );
    ledger[service] = { ...counts!, processed: processed.map((r) => r.k) };
  }
  return ledger;
}

/**
 * Every record on this system's event topics, dead letters aside, on the bus it runs on: Redis Streams
 * (bus:<namespace>.<topic>:<partition>) or Kafka (<namespace>.<topic>, when KAFKA_BROKERS is set).
 */
async function busEntries(redis: Redis, namespace: string): Promise<number> {
  let total = 0;
  if (process.env.KAFKA_BROKERS) {
    const kafka = new Kafka({
      clientId: 'backup-test',
      brokers: process.env.KAFKA_BROKERS.split(','),
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      for (const topic of await admin.listTopics())
        if (topic.startsWith(`${namespace}.`) && !topic.includes('.dlq'))
          for (const p of await admin.fetchTopicOffsets(topic)) total += Number(p.high) - Number(p.low);
    } finally {
      await admin.disconnect();
    }
    return total;
  }
  for (const key of await redis.keys(`bus:${namespace}.*`)) {
    if (key.includes('.dlq')) continue;
    if ((await redis.type(key)) === 'stream') total += await redis.xlen(key);
  }
  return total;
}

const sum = (ledger: Awaited<ReturnType<typeof eventLedger>>, key: 'outbox' | 'unpublished') =>
  Object.values(ledger).reduce((s, l) => s + l[key], 0);

describe('backup and restore (whole system)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tutor-backups-'));
  const redis = new Redis(process.env.REDIS_URL!);
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  let restarted: Awaited<ReturnType<typeof startTestSystem>> | undefined;
  beforeAll(async () => {
    system = await startTestSystem(
      'backup',
      // Small pools: the PostgreSQL server is shared, and the dumps need connections of their own.
      { DEV_MODEL_TTFT_MS: '50', DEV_MODEL_TOKENS_PER_SECOND: '200', DATABASE_POOL_MAX: '3' },
      undefined,
      true,
      READY_MS,
    );
  }, READY_MS + 60_000);
  afterAll(async () => {
    await restarted?.dispose();
    if (!restarted) await system?.dispose();
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('restores every learner, plan and conversation into empty databases, publishing and handling nothing twice', async () => {
    // Learners with conversations and replies; the first pays and the owner approves it.
    const learners = await Promise.all(
      [0, 1, 2].map((i) => signedUp(system.gateway, `kept${i}@tutor.test`, `Kept Learner ${i}`)),
    );
    for (const [i, learner] of learners.entries()) {
      await learner.gql(`mutation { setLanguage(language: "${i ? 'ar' : 'en'}") { id } }`);
      const { id } = (await learner.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
        .startConversation;
      for (const [n, text] of ['What is a fraction?', 'And a decimal?'].entries()) {
        const sent = await learner.gql(
          'mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) { replyId } }',
          { c: id, m: `kept-${i}-${n}`, t: text },
        );
        expect(sent.errors).toBeUndefined();
        await eventually(
          async () => (await learner.gql(LEARNER)).data!.me.conversations[0].messages,
          (ms: { status: string }[]) => ms.length === 2 * (n + 1) && ms.every((m) => m.status === 'replied'),
        );
      }
    }
    const owner = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
    expect((await learners[0]!.gql('mutation { requestPayment { status } }')).errors).toBeUndefined();
    const confirmed = await owner.gql('mutation { confirmPayment(email: "kept0@tutor.test") { status } }');
    expect(confirmed.data).toEqual({ confirmPayment: { status: 'confirmed' } });

    // Quiet: every outbox published and every consumer done (the ledger stops changing).
    const namespace = system.prefix.replace(/_+$/, '').replace(/_/g, '-');
    let previous = '';
    const before = await eventually(
      async () => {
        await new Promise((r) => setTimeout(r, 1000)); // unchanged over a second: settled
        const ledger = await eventLedger(system.prefix);
        const bus = await busEntries(redis, namespace);
        const snapshot = JSON.stringify({ ledger, bus });
        const settled = snapshot === previous;
        previous = snapshot;
        return { ledger, bus, settled };
      },
      (s) => s.settled && sum(s.ledger, 'unpublished') === 0,
      60_000,
    );
    // Each outbox row is one record on the bus: published exactly once.
    expect(before.bus).toBe(sum(before.ledger, 'outbox'));
    const views = await Promise.all(learners.map(async (l) => (await l.gql(LEARNER)).data!.me));
    expect(views[0]).toMatchObject({ plan: 'Monthly', isSubscribed: true });
    expect(views.map((v) => v.conversations[0].messages.length)).toEqual([4, 4, 4]);

    // The backup: one dump per service database, described by the manifest.
    const backedUp = cli(system.prefix, dir, 'backup');
    expect(backedUp.err).toBe('');
    expect(backedUp.status).toBe(0);
    const folder = /backup written to (.+)$/m.exec(backedUp.out)![1]!;
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.databases.map((d) => d.service).sort()).toEqual([...SERVICES].sort());
    expect(manifest.pgDump.version).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    for (const d of manifest.databases) {
      expect(d.database).toBe(databaseName(system.prefix, d.service));
      expect(d.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(d.bytes).toBeGreaterThan(0);
      expect(d.migrations.length).toBeGreaterThan(0);
      expect(d.outboxUnpublished).toBe(0);
    }

    // Lost: every process stopped, every database dropped.
    await system.stop();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      for (const service of SERVICES)
        await admin.query(`DROP DATABASE "${databaseName(system.prefix, service)}" WITH (FORCE)`);

      // A damaged file is refused before anything is written.
      const damaged = `${folder}-damaged`;
      cpSync(folder, damaged, { recursive: true });
      const file = path.join(damaged, manifest.databases[0]!.file);
      const bytes = readFileSync(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      writeFileSync(file, bytes);
      const refusedDamaged = cli(system.prefix, dir, 'restore', damaged);
      expect(refusedDamaged.status).toBe(1);
      expect(refusedDamaged.err).toMatch(/^restore refused: .*checksum .* differs from the manifest's/);

      // A target that is not empty is refused, and nothing else is restored either.
      const occupied = databaseName(system.prefix, 'billing');
      await admin.query(`CREATE DATABASE "${occupied}"`);
      await inDatabase(system.prefix, 'billing', 'CREATE TABLE someone_elses (id int)');
      const refusedFull = cli(system.prefix, dir, 'restore', folder);
      expect(refusedFull.status).toBe(1);
      expect(refusedFull.err).toMatch(
        new RegExp(`^restore refused: not empty: ${occupied} \\(1 relations\\)`),
      );
      const existing = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${system.prefix}%`,
      ]);
      expect(existing.rows.map((r) => r.datname)).toEqual([occupied]);
      await admin.query(`DROP DATABASE "${occupied}"`);
    } finally {
      await admin.end();
    }

    const restored = cli(system.prefix, dir, 'restore', folder);
    expect(restored.err).toBe('');
    expect(restored.status).toBe(0);
    expect(await eventLedger(system.prefix)).toEqual(before.ledger);

    // Started again on the restored databases (and the same Redis: sessions and the bus).
    restarted = await startTestSystem(
      'backup-restored',
      { DATABASE_POOL_MAX: '3' },
      system.prefix,
      true,
      READY_MS,
    );
    for (const [i, learner] of learners.entries()) {
      const { body } = await learner.browser.graphql<{ me: unknown }>(restarted.gateway, LEARNER);
      expect(body.errors).toBeUndefined();
      expect(body.data!.me).toEqual(views[i]);
    }
    // A new learner after the restore: once the directory lists them, identity's relay and admin's consumer
    // have run on the restored state, so anything they were going to publish again would be on the bus by now.
    await signedUp(restarted.gateway, 'after@tutor.test', 'After Restore');
    await eventually(
      async () =>
        (
          await owner.browser.graphql<{ directoryUser: { email: string } | null }>(
            restarted!.gateway,
            '{ directoryUser(email: "after@tutor.test") { email } }',
          )
        ).body.data?.directoryUser,
      (user) => user?.email === 'after@tutor.test',
    );
    const after = await eventually(
      async () => ({ ledger: await eventLedger(system.prefix), bus: await busEntries(redis, namespace) }),
      (s) => sum(s.ledger, 'unpublished') === 0 && s.bus === sum(s.ledger, 'outbox'),
    );
    // Only the new learner's events are new on the bus; every event handled before is handled still, once.
    const newEvents = sum(after.ledger, 'outbox') - sum(before.ledger, 'outbox');
    expect(after.bus - before.bus).toBe(newEvents);
    expect(newEvents).toBeGreaterThan(0);
    for (const service of SERVICES)
      expect(after.ledger[service]!.processed).toEqual(
        expect.arrayContaining(before.ledger[service]!.processed),
      );
    // The approved plan was activated once, not again by a redelivered PaymentConfirmed.
    const { body } = await learners[0]!.browser.graphql<{ me: { expiresAt: string } }>(
      restarted.gateway,
      '{ me { expiresAt } }',
    );
    expect(body.data!.me.expiresAt).toBe(views[0].expiresAt);
  }, 900_000);
});
