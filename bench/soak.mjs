// The soak: the whole system (test kit) for SOAK_MINUTES (30 by default) with SOAK_LEARNERS (50) learners who
// sign in again now and then, chat, send images, have replies read aloud, browse their plan and progress and pay
// (thinking about SOAK_THINK_MS between actions), while the owner decides payments and reads the dashboards. Every
// 30 s it records each process's RSS and open handles (file descriptors, sockets, PostgreSQL and Redis
// connections, the latter two checked against pg_stat_activity and CLIENT LIST). Reports per 5-minute window: actions, errors, reply
// latency percentiles, memory and handles; then checks memory is flat after warm-up (≤ 10% growth from the first
// window after warm-up to the last) and that there were 0 errors. Writes bench/results/soak.json and soak.md.
// Only run when named (`npm run bench -- soak`): it takes half an hour.
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';
import launcher from '../tools/launcher/dist/index.js';
import kit from '../packages/test-kit/dist/index.js';
import { memoryOf, percentile, round, seededRandom, table, writeResults } from './lib/support.mjs';
import { handlesOf, postgresClientPorts, redisClientPorts, tcpSockets } from './lib/handles.mjs';

const { Browser, OWNER_EMAIL, readSse, RedisServer, signInWithGoogle, signedUp, startTestSystem } = kit;
const { freePorts, rootPlaceOf, startEmbeddedPostgres } = launcher;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 50);
// Reported per 5-minute window after a 5-minute warm-up; a short development run (SOAK_MINUTES=2) keeps four
// windows and a warm-up of one, sampling 24 times.
const WINDOW_MINUTES = Math.min(5, MINUTES / 4);
const WARMUP_MINUTES = WINDOW_MINUTES;
const SAMPLE_SECONDS = Math.min(30, (MINUTES * 60) / 24);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 6000);
const MAX_GROWTH = 0.1;
const durationMs = MINUTES * 60_000;
// Ctrl-C (or SIGTERM) ends the run early but still reports and cleans up.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopping = true;
    console.log('stopping early: finishing the actions under way...');
  });
const windowMs = WINDOW_MINUTES * 60_000;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');
const QUESTIONS = [
  'How do I reverse a list in Python?',
  'What is a closure?',
  'Why does my loop never end?',
  'Explain recursion with an example.',
];
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;
const SEND_IMAGE = `mutation($c: ID!, $m: ID!, $i: String!) { sendImage(conversationId: $c, messageId: $m, imageBase64: $i,
  caption: "my sketch") { streamPath } }`;
const SPEAK = 'mutation($t: String!) { synthesizeSpeech(text: $t, language: "en") { url } }';
const BROWSE = `query($c: ID!) { me { plan remainingMessages isSubscribed conversations { id } progress { streakDays } }
  conversation(id: $c) { messages { id status } } }`;

// A PostgreSQL and a Redis of the soak's own: the machine's are shared with other runs, whose connections would
// both exhaust the server's and blur the counts.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tutor-soak-'));
const postgresDir = path.join(scratch, 'postgres');
const postgres = await startEmbeddedPostgres(postgresDir, (await freePorts(1))[0]);
const ownRedis = await RedisServer.start();
async function stopOwnServers() {
  await ownRedis.stop();
  await postgres.stop();
  // Run as root, the data is kept under /var/lib/tutor-embedded-postgres (see the launcher) instead.
  rmSync(rootPlaceOf(postgresDir), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
process.env.DATABASE_URL = postgres.url;
process.env.REDIS_URL = ownRedis.url;
const postgresPort = Number(new URL(postgres.url).port);
const redisPort = ownRedis.port;

const system = await startTestSystem(
  'bench-soak',
  {
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    FREE_MESSAGES: '100000',
    DEV_MODEL_TTFT_MS: process.env.BENCH_TTFT_MS ?? '300',
    DEV_MODEL_TOKENS_PER_SECOND: process.env.BENCH_TOKENS_PER_SECOND ?? '60',
    // Every simulated learner signs in from this one address; the per-learner limits stay on (learners pace
    // themselves below them, so a limit answered is an error).
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    SPEECH_PROVIDER: 'espeak',
  },
  undefined,
  true,
  // Eleven processes starting at once on a busy machine may each take more than the usual minute.
  300_000,
).catch(async (err) => {
  await stopOwnServers();
  throw err;
});
const started = performance.now();
const elapsed = () => performance.now() - started;
const running = () => elapsed() < durationMs && !stopping;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every action done: kind, when (ms since start), how long, and for replies the time to first text. */
const actions = [];
const seenErrors = new Set();
async function act(kind, work) {
  const at = elapsed();
  const record = { kind, at, ms: 0, ok: false, error: '' };
  try {
    Object.assign(record, (await work()) ?? {});
    record.ok = true;
  } catch (err) {
    record.error = err.message;
  }
  record.ms = elapsed() - at;
  actions.push(record);
  // Each kind of error as it first happens, so that a long run can be looked into while it goes on.
  const key = `${kind}: ${record.error}`;
  if (!record.ok && !seenErrors.has(key)) {
    seenErrors.add(key);
    console.log(`${round(at / 60_000)} min: first error ${key}`);
  }
  return record.ok;
}
function check(answer) {
  if (answer.errors?.length) throw new Error(answer.errors[0].message);
  return answer.data;
}

/** sendMessage or sendImage, then the reply's stream to its end, as the web app does. */
async function reply(learner, mutation, variables) {
  const asked = performance.now();
  const { streamPath } = Object.values(check(await learner.gql(mutation, variables)))[0];
  let firstAt = 0;
  const { status, events } = await readSse(learner.browser, `${system.gateway}${streamPath}`, {
    stop: (events) => {
      if (!firstAt && events.some((e) => e.event === 'chunk')) firstAt = performance.now();
      return events.some((e) => e.event === 'done' || e.event === 'error');
    },
  });
  if (status !== 200) throw new Error(`stream answered ${status}`);
  const last = events[events.length - 1];
  if (last?.event === 'error') throw new Error(`reply failed: ${last.data.message}`);
  if (last?.event !== 'done') throw new Error('stream ended without done');
  return { ttftMs: firstAt - asked };
}

async function newLearner(i) {
  const learner = await signedUp(system.gateway, `soak${i}@bench.test`, `Soak Learner ${i}`);
  check(await learner.gql('mutation { setLanguage(language: "en") { id } }'));
  const conversation = check(
    await learner.gql('mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }'),
  ).startConversation.id;
  return Object.assign(learner, { i, email: `soak${i}@bench.test`, conversation, sent: 0 });
}

const LEARNER_ACTIONS = [
  // [kind, weight, work]
  [
    'chat',
    50,
    (l, random) =>
      reply(l, SEND, {
        c: l.conversation,
        m: `m${l.i}-${l.sent++}`,
        t: QUESTIONS[Math.floor(random() * QUESTIONS.length)],
      }),
  ],
  ['image', 8, (l) => reply(l, SEND_IMAGE, { c: l.conversation, m: `m${l.i}-${l.sent++}`, i: PNG })],
  [
    'read-aloud',
    8,
    async (l, random) => {
      // A few texts again and again (cached) and now and then a new one (synthesised).
      const text = random() < 0.5 ? 'A list reversed: items[::-1].' : `Step ${l.sent} of learner ${l.i}.`;
      const { url } = check(await l.gql(SPEAK, { t: text })).synthesizeSpeech;
      const res = await l.browser.request(`${system.gateway}${url}`);
      const audio = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || audio.subarray(0, 4).toString('latin1') !== 'RIFF')
        throw new Error(`audio answered ${res.status}`);
    },
  ],
  [
    'sign-in',
    8,
    async (l) => {
      // Signing in again, as after closing the browser: a new session replaces the old cookies.
      const browser = new Browser();
      await signInWithGoogle(browser, system.gateway, l.email, `Soak Learner ${l.i}`);
      const res = await browser.request(`${system.gateway}/auth/login/success`);
      if (res.status !== 200) throw new Error(`login/success answered ${res.status}`);
      await res.body?.cancel();
      l.browser = browser;
      l.gql = async (query, variables = {}) => (await browser.graphql(system.gateway, query, variables)).body;
    },
  ],
  [
    'payment',
    6,
    async (l) => {
      check(await l.gql('mutation { requestPayment(reference: "soak") { status } }'));
      check(await l.gql('{ paymentStatus { status } }'));
    },
  ],
  ['browse', 20, async (l) => void check(await l.gql(BROWSE, { c: l.conversation }))],
];
const totalWeight = LEARNER_ACTIONS.reduce((s, [, w]) => s + w, 0);

async function learnerLoop(learner) {
  const random = seededRandom(learner.i + 1);
  await sleep(random() * THINK_MS);
  while (running()) {
    let pick = random() * totalWeight;
    const [kind, , work] = LEARNER_ACTIONS.find(([, w]) => (pick -= w) < 0);
    await act(kind, () => work(learner, random));
    await sleep(THINK_MS / 2 + random() * THINK_MS);
  }
}

/** The owner: decides the pending payments (confirms most, rejects some) and reads the dashboards. */
async function ownerLoop(owner) {
  const random = seededRandom(999);
  while (running()) {
    await act('owner', async () => {
      const { paymentRequests } = check(await owner.gql('{ paymentRequests(status: "pending") { email } }'));
      for (const { email } of paymentRequests.slice(0, 3)) {
        const decision = random() < 0.75 ? 'confirmPayment' : 'rejectPayment';
        check(await owner.gql(`mutation($e: String!) { ${decision}(email: $e) { status } }`, { e: email }));
      }
      check(
        await owner.gql(`{ directoryStats { users students } billingStats { pendingRequests activeSubscriptions }
          directoryUsers(page: 1, pageSize: 20) { total } flags { id } }`),
      );
    });
    await sleep(THINK_MS);
  }
}

/** Every SAMPLE_SECONDS: each process's memory and handles, connections confirmed by the servers' own lists. */
const samples = [];
const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
const redis = new Redis(ownRedis.url, { lazyConnect: true });
await redis.connect();
async function sample() {
  const sockets = tcpSockets();
  const [redisPorts, postgresPorts] = await Promise.all([
    redisClientPorts(redis),
    postgresClientPorts(admin),
  ]);
  const processes = {};
  for (const [name, p] of system.processes) {
    if (p.child.exitCode !== null) continue;
    const h = handlesOf(p.child.pid, sockets, { postgres: postgresPort, redis: redisPort });
    processes[name] = {
      rssMb: memoryOf(p.child.pid).rssMb,
      fds: h.fds,
      sockets: h.sockets,
      postgres: h.localPorts.postgres.filter((port) => postgresPorts.has(port)).length,
      redis: h.localPorts.redis.filter((port) => redisPorts.has(port)).length,
    };
  }
  samples.push({ at: elapsed(), processes });
}
async function samplerLoop() {
  while (running()) {
    await sample();
    await sleep(SAMPLE_SECONDS * 1000);
  }
}

const average = (values) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);

try {
  console.log(`soak: ${LEARNERS} learners for ${MINUTES} min (windows of ${WINDOW_MINUTES} min)...`);
  await sample();
  const owner = await signedUp(system.gateway, OWNER_EMAIL, 'The Owner');
  const learners = [];
  for (let i = 0; i < LEARNERS; i += 10)
    learners.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, LEARNERS - i) }, (_, j) => newLearner(i + j)))),
    );
  const progress = setInterval(() => {
    const errors = actions.filter((a) => !a.ok).length;
    console.log(`${round(elapsed() / 60_000)} min: ${actions.length} actions, ${errors} errors`);
  }, 60_000);
  await Promise.all([samplerLoop(), ownerLoop(owner), ...learners.map(learnerLoop)]);
  clearInterval(progress);
  await sample();

  // Per window: actions, errors, reply latency, and each process's memory and handles at the window's end.
  const windows = [];
  for (let from = 0; from < durationMs; from += windowMs) {
    const to = Math.min(from + windowMs, durationMs);
    const inWindow = actions.filter((a) => a.at >= from && a.at < to);
    const replies = inWindow.filter((a) => a.ok && a.ttftMs !== undefined);
    const ttft = replies.map((a) => a.ttftMs).sort((a, b) => a - b);
    const whole = replies.map((a) => a.ms).sort((a, b) => a - b);
    const last = samples.filter((s) => s.at <= to + SAMPLE_SECONDS * 1000).at(-1);
    windows.push({
      window: `${round(from / 60_000)}–${round(to / 60_000)} min`,
      actions: inWindow.length,
      byKind: Object.fromEntries(
        LEARNER_ACTIONS.map(([k]) => k)
          .concat('owner')
          .map((k) => [k, inWindow.filter((a) => a.kind === k).length]),
      ),
      errors: inWindow.filter((a) => !a.ok).length,
      replies: replies.length,
      ttftP50: round(percentile(ttft, 50)),
      ttftP95: round(percentile(ttft, 95)),
      ttftP99: round(percentile(ttft, 99)),
      replyP50: round(percentile(whole, 50)),
      replyP95: round(percentile(whole, 95)),
      replyP99: round(percentile(whole, 99)),
      processes: last?.processes,
    });
  }

  // Memory after warm-up: the average RSS over the first window after it against the average over the last.
  const names = Object.keys(samples[0].processes);
  const baselineSamples = samples.filter(
    (s) => s.at >= WARMUP_MINUTES * 60_000 && s.at < WARMUP_MINUTES * 60_000 + windowMs,
  );
  const finalSamples = samples.filter((s) => s.at >= durationMs - windowMs);
  const memory = names.map((name) => {
    const baseline = average(baselineSamples.map((s) => s.processes[name]?.rssMb).filter(Number.isFinite));
    const final = average(finalSamples.map((s) => s.processes[name]?.rssMb).filter(Number.isFinite));
    const peak = Math.max(...samples.map((s) => s.processes[name]?.rssMb ?? 0));
    const handles = (key) => samples.map((s) => s.processes[name]?.[key] ?? 0);
    return {
      process: name,
      afterWarmUpMb: round(baseline),
      lastWindowMb: round(final),
      peakMb: round(peak),
      growth: `${round(((final - baseline) / baseline) * 100)}%`,
      flat: (final - baseline) / baseline <= MAX_GROWTH,
      fdsMax: Math.max(...handles('fds')),
      socketsMax: Math.max(...handles('sockets')),
      postgresMax: Math.max(...handles('postgres')),
      redisMax: Math.max(...handles('redis')),
      redisLast: samples.at(-1).processes[name]?.redis,
    };
  });
  const errors = actions.filter((a) => !a.ok);
  const errorSamples = [...new Set(errors.map((a) => `${a.kind}: ${a.error}`))].slice(0, 10);
  const checks = {
    memoryFlat: memory.every((m) => m.flat),
    noErrors: errors.length === 0,
  };

  table(
    windows.map(({ byKind: _k, processes: _p, ...w }) => w),
    `Soak: ${LEARNERS} learners, ${MINUTES} min (latencies in ms: time to first text and whole reply)`,
  );
  table(
    windows.map((w) => ({
      window: w.window,
      ...Object.fromEntries(Object.entries(w.processes ?? {}).map(([n, p]) => [n, `${p.rssMb} MB`])),
    })),
    'RSS per process at the end of each window',
  );
  table(
    windows.map((w) => ({
      window: w.window,
      ...Object.fromEntries(
        Object.entries(w.processes ?? {}).map(([n, p]) => [
          n,
          `${p.fds}/${p.sockets}/${p.postgres}/${p.redis}`,
        ]),
      ),
    })),
    'Handles per process at the end of each window (fds / sockets / PostgreSQL / Redis connections)',
  );
  table(memory, `Memory after ${WARMUP_MINUTES} min warm-up (flat: growth ≤ ${MAX_GROWTH * 100}%)`);
  if (errorSamples.length) console.log('errors:', errorSamples);
  console.log(`\nmemory flat after warm-up: ${checks.memoryFlat ? 'PASS' : 'FAIL'}`);
  console.log(`0 errors: ${checks.noErrors ? 'PASS' : `FAIL (${errors.length})`}`);

  const result = {
    minutes: MINUTES,
    learners: LEARNERS,
    windowMinutes: WINDOW_MINUTES,
    warmUpMinutes: WARMUP_MINUTES,
    sampleSeconds: SAMPLE_SECONDS,
    thinkMs: THINK_MS,
    actions: actions.length,
    errors: errors.length,
    errorSamples,
    checks,
    memory,
    windows,
    samples,
  };
  writeResults('soak', result);
  writeFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'soak.md'),
    markdown(result),
  );
  process.exitCode = checks.memoryFlat && checks.noErrors ? 0 : 1;
} finally {
  await redis.quit();
  await admin.end();
  await system.dispose();
  await stopOwnServers();
}

function markdown(r) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const head = (cells) => [row(cells), row(cells.map(() => '---'))];
  return [
    `# Soak: ${r.learners} learners, ${r.minutes} minutes`,
    '',
    `${new Date().toISOString().slice(0, 16)}Z, \`npm run bench -- soak\`. Memory flat after ${r.warmUpMinutes} min ` +
      `warm-up (≤ 10% growth): **${r.checks.memoryFlat ? 'pass' : 'fail'}**; 0 errors: ` +
      `**${r.checks.noErrors ? 'pass' : `fail (${r.errors})`}**. ${r.actions} actions.`,
    '',
    ...head(['window', 'actions', 'errors', 'replies', 'TTFT p50/p95/p99 ms', 'reply p50/p95/p99 ms']),
    ...r.windows.map((w) =>
      row([
        w.window,
        w.actions,
        w.errors,
        w.replies,
        `${w.ttftP50} / ${w.ttftP95} / ${w.ttftP99}`,
        `${w.replyP50} / ${w.replyP95} / ${w.replyP99}`,
      ]),
    ),
    '',
    ...head([
      'process',
      'RSS after warm-up MB',
      'RSS last window MB',
      'growth',
      'peak MB',
      'max fds',
      'max sockets',
      'max PostgreSQL',
      'max Redis',
    ]),
    ...r.memory.map((m) =>
      row([
        m.process,
        m.afterWarmUpMb,
        m.lastWindowMb,
        m.growth,
        m.peakMb,
        m.fdsMax,
        m.socketsMax,
        m.postgresMax,
        m.redisMax,
      ]),
    ),
    '',
  ].join('\n');
}
