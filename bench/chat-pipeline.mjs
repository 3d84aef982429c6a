// The moment a learner presses Send: 50, 100 and 200 concurrent learners each send messages through the gateway
// (GraphQL sendMessage, then the reply's SSE stream) while the development model answers with a fixed time to
// first token and token rate; in the same run the same load goes straight to the development model. Reports time
// to first token both ways and their ratio, the inter-chunk delay the system adds, replies per second, errors;
// the CPU per reply of every process of the system (each service, the gateway, the inference worker, the system's
// own redis-server and the PostgreSQL backends serving its databases; the model apart), Redis commands and
// PostgreSQL transactions per reply, and each process's idle and peak memory. The ratios of record (issue 35),
// each beside its control measured in the same run: CPU per reply of every counted process ÷ the model's own CPU
// per reply when asked directly, and replies per second through the system ÷ straight to the model, at each level.
// Prints tables and writes bench/results/chat-pipeline.json. BENCH_ROOT measures another built checkout with these
// scripts (a before-and-after run).
import {
  fromTree,
  memoryOf,
  percentile,
  processMemory,
  ratio,
  round,
  seededRandom,
  systemPrefix,
  table,
  writeResults,
} from './lib/support.mjs';
import { CpuMeter, perUnit, PostgresProcesses, RedisStats } from './lib/system-cost.mjs';

const { RedisServer, signedUp, startTestSystem } = await fromTree('packages/test-kit/dist/index.js');
const LEVELS = (process.env.BENCH_LEVELS ?? '50,100,200').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TTFT_MS = Number(process.env.BENCH_TTFT_MS ?? 500);
const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 30);
const START_SPREAD_MS = Number(process.env.BENCH_START_SPREAD_MS ?? 3000);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const LEARNERS = Math.max(...LEVELS);
const QUESTION = 'How do I reverse a list in Python?';
const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;

// A redis-server of the system's own, so that its CPU and its commands are the system's alone.
const redisServer = await RedisServer.start();
const system = await startTestSystem(
  'bench-chat-pipeline',
  {
    REDIS_URL: redisServer.url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    FREE_MESSAGES: String(LEARNERS * ROUNDS * LEVELS.length + 10),
    DEV_MODEL_TTFT_MS: String(TTFT_MS),
    DEV_MODEL_TOKENS_PER_SECOND: String(TOKENS_PER_SECOND),
    // Every simulated learner signs in from this one address; the per-user limits stay on (they are on the path).
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    // One worker process takes every concurrent reply: the replies wait on the model, not on the CPU.
    REPLY_CONCURRENCY: String(LEARNERS),
    DATABASE_POOL_MAX: process.env.BENCH_DATABASE_POOL_MAX ?? '20',
  },
  systemPrefix('pipeline'),
);

/** Reads an SSE response, calling `onEvent(name, data)` with each event as it arrives. */
async function readEvents(res, onEvent) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let split;
    while ((split = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      if (data && onEvent(event, data) === false) return;
    }
  }
}

/** One timed reply: when it was asked, when its first text came, the gaps between chunks, how it ended. */
function timing() {
  return { started: performance.now(), firstAt: 0, lastAt: 0, gaps: [], ok: false, error: '' };
}
function chunkArrived(t) {
  const now = performance.now();
  if (!t.firstAt) t.firstAt = now;
  else t.gaps.push(now - t.lastAt);
  t.lastAt = now;
}

/** Through the system: sendMessage over GraphQL, then the reply's stream over SSE, as the web app does. */
async function throughSystem(learner, messageId) {
  const t = timing();
  try {
    const sent = await learner.gql(SEND, { c: learner.conversationId, m: messageId, t: QUESTION });
    if (sent.errors) throw new Error(sent.errors[0].message);
    t.sentAt = performance.now();
    const res = await learner.browser.request(`${system.gateway}${sent.data.sendMessage.streamPath}`);
    if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
    t.openAt = performance.now();
    await readEvents(res, (event, data) => {
      if (event === 'chunk') chunkArrived(t);
      else if (event === 'reset') Object.assign(t, { firstAt: 0, gaps: [] });
      else if (event === 'done') {
        t.ok = true;
        return false;
      } else if (event === 'error') throw new Error(JSON.parse(data).message);
    });
    if (!t.ok) throw new Error('stream ended without done');
  } catch (err) {
    t.error = err.message;
  }
  return t;
}

/** Straight to the development model: the same question, streamed, as the worker asks it. */
async function direct() {
  const t = timing();
  try {
    const res = await fetch(`${system.url('dev-model')}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'dev-tutor',
        stream: true,
        messages: [
          { role: 'system', content: 'You are a tutor. Programming language: Python' },
          { role: 'user', content: QUESTION },
        ],
      }),
    });
    if (res.status !== 200) throw new Error(`model answered ${res.status}`);
    await readEvents(res, (_event, data) => {
      if (data === '[DONE]') {
        t.ok = true;
        return false;
      }
      if (JSON.parse(data).choices[0]?.delta?.content) chunkArrived(t);
    });
    if (!t.ok) throw new Error('stream ended without [DONE]');
  } catch (err) {
    t.error = err.message;
  }
  return t;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `concurrency` learners, each asking ROUNDS times: they arrive spread over START_SPREAD_MS (people do not all
 * press Send in the same millisecond) and read each reply before thinking up to THINK_MS for the next question.
 * The same arrival schedule drives both paths. Returns the figures of every reply.
 */
async function load(concurrency, ask) {
  const random = seededRandom(concurrency); // the same arrivals on both paths
  const started = performance.now();
  const timings = (
    await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const mine = [];
        await sleep(random() * START_SPREAD_MS);
        for (let round = 0; round < ROUNDS; round++) {
          if (round) await sleep(random() * THINK_MS);
          mine.push(await ask(i, round));
        }
        return mine;
      }),
    )
  ).flat();
  return summarise(timings, (performance.now() - started) / 1000);
}

function summarise(timings, seconds) {
  const ok = timings.filter((t) => t.ok);
  const ttft = ok.map((t) => t.firstAt - t.started).sort((a, b) => a - b);
  const gaps = ok.flatMap((t) => t.gaps).sort((a, b) => a - b);
  const errors = timings.filter((t) => !t.ok);
  // Where the system's time to first token goes: the sendMessage answer, then the stream's opening.
  const sent = ok
    .filter((t) => t.sentAt)
    .map((t) => t.sentAt - t.started)
    .sort((a, b) => a - b);
  const opened = ok
    .filter((t) => t.openAt)
    .map((t) => t.openAt - t.sentAt)
    .sort((a, b) => a - b);
  return {
    replies: ok.length,
    errors: errors.length,
    errorSamples: [...new Set(errors.map((t) => t.error))].slice(0, 3),
    'replies/s': round(ok.length / seconds),
    'TTFT p50': round(percentile(ttft, 50)),
    'TTFT p95': round(percentile(ttft, 95)),
    'TTFT p99': round(percentile(ttft, 99)),
    'gap mean': round(gaps.reduce((s, g) => s + g, 0) / Math.max(1, gaps.length)),
    'gap p99': round(percentile(gaps, 99)),
    ...(sent.length && {
      'send p50': round(percentile(sent, 50)),
      'open p50': round(percentile(opened, 50)),
    }),
  };
}

/** Processes outside the system: the model it calls (reported apart) and the sign-in stand-in (idle here). */
const MODEL = 'dev-model';
const OUTSIDE = new Set([MODEL, 'dev-google']);
const sum = (values) => values.reduce((s, n) => s + n, 0);

const postgres = await new PostgresProcesses(process.env.DATABASE_URL, system.prefix).connect();
const redisStats = await new RedisStats(redisServer.url).connect();
try {
  console.log(`signing up ${LEARNERS} learners...`);
  const learners = [];
  for (let i = 0; i < LEARNERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, LEARNERS - i) }, async (_, j) => {
      const learner = await signedUp(system.gateway, `learner${i + j}@bench.test`, `Learner ${i + j}`);
      await learner.gql('mutation { setLanguage(language: "en") { id } }');
      const started = await learner.gql(
        'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
      );
      if (started.errors) throw new Error(started.errors[0].message);
      return Object.assign(learner, { conversationId: started.data.startConversation.id });
    });
    learners.push(...(await Promise.all(batch)));
  }
  // Warm-up: one reply each way, so that connections and JIT are ready for the first level.
  await throughSystem(learners[0], 'warm-up');
  await direct();

  const node = Object.fromEntries([...system.processes].map(([name, p]) => [name, p.child.pid]));
  /** Every process, by name: the system's node processes, its redis-server, PostgreSQL's (see PostgresProcesses). */
  const groups = async () => {
    const pg = await postgres.pids();
    return {
      ...Object.fromEntries(Object.entries(node).map(([name, pid]) => [name, [pid]])),
      ...(redisStats.pid && { 'redis-server': [redisStats.pid] }),
      'postgres backends': pg.backends,
      'postgres background': pg.background,
    };
  };
  /** The system's own processes: not the model, not the sign-in stand-in, not PostgreSQL's shared processes. */
  const isCounted = (group) => !OUTSIDE.has(group) && group !== 'postgres background';
  const counted = (ms) =>
    sum(
      Object.entries(ms)
        .filter(([g]) => isCounted(g))
        .map(([, n]) => n),
    );

  // Idle: started and warmed up, then left alone for a while. What the system spends then (timers, polls, lease
  // renewals) it spends per second, not per reply: a slower run (a busy machine) charges more of it to each reply,
  // so it is reported apart. PostgreSQL's statistics reach pg_stat_database within 10 s of a backend going idle,
  // so the idle rate of transactions is read over longer than that.
  const IDLE_MS = 12_000;
  const idleTransactions = await postgres.transactions();
  const idleCommands = await redisStats.commands();
  const idleMeter = await new CpuMeter(groups).start();
  await sleep(IDLE_MS);
  const idleSpent = await idleMeter.stop();
  const idleCommandRate = perUnit(idleCommands, await redisStats.commands(), IDLE_MS / 1000);
  delete idleCommandRate.info;
  const idleRate = perUnit(idleTransactions, await postgres.transactions(), IDLE_MS / 1000, 3);
  const idleCpuPerSecond = counted(idleSpent.ms) / (IDLE_MS / 1000);
  const idle = {
    'CPU ms/s (counted)': round(idleCpuPerSecond, 1),
    ...Object.fromEntries(
      Object.entries(idleSpent.ms).map(([g, ms]) => [g, round(ms / (IDLE_MS / 1000), 1)]),
    ),
    'Redis commands/s': round(sum(Object.values(idleCommandRate)), 1),
    'PostgreSQL transactions/s': round(sum(Object.values(idleRate)), 1),
  };
  const idleMemory = [
    ...processMemory(system),
    ...(redisStats.pid ? [{ process: 'redis-server', ...memoryOf(redisStats.pid) }] : []),
  ];

  const rows = [];
  const ratios = [];
  const cpu = [];
  const syscalls = [];
  const redisPerReply = [];
  const pgPerReply = [];
  for (const level of LEVELS) {
    console.log(`${level} concurrent learners...`);
    const commandsBefore = await redisStats.commands();
    const transactionsBefore = await postgres.transactions();
    const meter = await new CpuMeter(groups).start();
    const levelStarted = performance.now();
    const viaSystem = await load(level, (i, round) => throughSystem(learners[i], `l${level}-r${round}`));
    const levelSeconds = (performance.now() - levelStarted) / 1000;
    const spent = await meter.stop();
    const commandsAfter = await redisStats.commands();
    // The same arrivals straight to the model: its CPU per reply there is the baseline. It also gives the
    // system's backends time to report their transactions (idle ones within 10 s), read after it.
    const directStarted = performance.now();
    const modelMeter = await new CpuMeter(async () => ({ [MODEL]: [node[MODEL]] })).start();
    const viaModel = await load(level, () => direct());
    const modelSpent = await modelMeter.stop();
    await sleep(Math.max(0, IDLE_MS - (performance.now() - directStarted)));
    const transactionsAfter = await postgres.transactions();
    const idleDuringDirect = (performance.now() - directStarted) / 1000;
    for (const [db, rate] of Object.entries(idleRate)) transactionsAfter[db] -= rate * idleDuringDirect;

    const replies = viaSystem.replies;
    const ms = (group) => round((spent.ms[group] ?? 0) / replies, 2);
    const row = {
      learners: level,
      total: round(counted(spent.ms) / replies, 2),
      // The idle rate over this level's duration, per reply: the part of the total a faster run pays less of.
      'of which idle': round((idleCpuPerSecond * levelSeconds) / replies, 2),
    };
    for (const group of Object.keys(spent.ms)) if (isCounted(group)) row[group] = ms(group);
    cpu.push({
      ...row,
      [`${MODEL} (not counted)`]: ms(MODEL),
      [`${MODEL} direct`]: round((modelSpent.ms[MODEL] ?? 0) / viaModel.replies, 2),
      'postgres background (not counted)': ms('postgres background'),
      'postgres backends seen/exited': `${spent.seen['postgres backends'] ?? 0}/${spent.exited['postgres backends'] ?? 0}`,
    });
    const calls = (group) => round((spent.calls[group] ?? 0) / replies, 1);
    const countedCalls = Object.keys(spent.calls).filter(isCounted);
    syscalls.push({
      learners: level,
      total: round(sum(countedCalls.map((group) => spent.calls[group])) / replies, 1),
      ...Object.fromEntries(countedCalls.map((group) => [group, calls(group)])),
      [`${MODEL} (not counted)`]: calls(MODEL),
      [`${MODEL} direct`]: round((modelSpent.calls[MODEL] ?? 0) / viaModel.replies, 1),
    });
    const commands = perUnit(commandsBefore, commandsAfter, replies);
    delete commands.info; // this benchmark's own INFO calls
    redisPerReply.push({ learners: level, total: round(sum(Object.values(commands)), 2), ...commands });
    const transactions = perUnit(transactionsBefore, transactionsAfter, replies);
    pgPerReply.push({ learners: level, total: round(sum(Object.values(transactions)), 2), ...transactions });

    const modelDirect = (modelSpent.ms[MODEL] ?? 0) / viaModel.replies;
    ratios.push({
      learners: level,
      'CPU ms/reply, system (counted)': row.total,
      'CPU ms/reply, model direct': round(modelDirect, 2),
      'CPU system ÷ model': ratio(counted(spent.ms) / replies, modelDirect),
      'replies/s, system': viaSystem['replies/s'],
      'replies/s, model direct': viaModel['replies/s'],
      'replies/s system ÷ model': ratio(viaSystem['replies/s'], viaModel['replies/s']),
    });
    const timesOf = (key) => ratio(viaSystem[key], viaModel[key], 3);
    rows.push(
      { learners: level, path: 'gateway + SSE', ...viaSystem },
      { learners: level, path: 'model directly', ...viaModel },
      {
        learners: level,
        path: 'system ÷ direct',
        'replies/s': timesOf('replies/s'),
        'TTFT p50': timesOf('TTFT p50'),
        'TTFT p95': timesOf('TTFT p95'),
        'TTFT p99': timesOf('TTFT p99'),
        'gap mean': round(viaSystem['gap mean'] - viaModel['gap mean']), // the delay added per chunk, ms
        'gap p99': round(viaSystem['gap p99'] - viaModel['gap p99']),
      },
    );
  }
  table(
    rows.map(({ errorSamples: _samples, ...row }) => row),
    `Chat pipeline (${ROUNDS} messages per learner, arriving over ${START_SPREAD_MS} ms, thinking up to ${THINK_MS} ms; model: ${TTFT_MS} ms to first token, ${TOKENS_PER_SECOND} tokens/s; ` +
      'times in ms; TTFT and replies/s as system ÷ direct; gap: ms the system adds. ' +
      "Latency on a busy machine is not the system's: compare ratios only from a quiet one)",
  );
  table(
    cpu,
    'CPU milliseconds per reply, by process (utime + stime from /proc while the level ran). ' +
      "Counted: every service, the gateway, the inference worker, the system's own redis-server and the PostgreSQL " +
      'backends of its databases (a backend that exits loses at most 250 ms of its CPU). Not counted: the model ' +
      "(its CPU when asked directly beside it), the sign-in stand-in, and PostgreSQL's postmaster and auxiliary " +
      "processes (checkpointer, WAL writer, ...), which serve every database on the server, other users' too",
  );
  table(
    syscalls,
    'Read and write system calls per reply, by process (/proc/<pid>/io syscr + syscw while the level ran; the same ' +
      'processes counted as for CPU): read, write and their vector forms, which Node and Redis use on sockets; ' +
      "PostgreSQL's send and recv on its sockets are not among them, only its file reads and writes",
  );
  table([idle], `Idle (started, warmed up, no learners; per second over ${IDLE_MS / 1000} s)`);
  table(redisPerReply, "Redis commands per reply (INFO commandstats of the system's redis-server)");
  table(
    pgPerReply,
    'PostgreSQL transactions per reply, by database (pg_stat_database; each statement outside a transaction is one; ' +
      'the idle rate of background polling subtracted)',
  );
  table(
    ratios,
    "Ratios of record, each beside its control in this run: CPU per reply of every counted process ÷ the model's " +
      'own CPU per reply asked directly; replies per second through the system ÷ straight to the model (same arrivals)',
  );
  for (const row of rows.filter((r) => r.errorSamples?.length))
    console.log(`${row.learners} ${row.path}:`, row.errorSamples);
  const memory = [
    ...processMemory(system),
    ...(redisStats.pid ? [{ process: 'redis-server', ...memoryOf(redisStats.pid) }] : []),
  ].map(({ process, peakRssMb }) => ({
    process,
    idleRssMb: idleMemory.find((i) => i.process === process)?.rssMb,
    peakRssMb,
  }));
  table(
    memory,
    'Memory (MB; idle = started, warmed up and left alone; peak over the whole run; gateway target ≤ 120 idle)',
  );
  writeResults('chat-pipeline', {
    rounds: ROUNDS,
    startSpreadMs: START_SPREAD_MS,
    thinkMs: THINK_MS,
    model: { ttftMs: TTFT_MS, tokensPerSecond: TOKENS_PER_SECOND },
    counted:
      "CPU: every service, the gateway, the inference worker, the system's redis-server, the PostgreSQL backends " +
      "of its databases; not: the model (reported apart), the sign-in stand-in, PostgreSQL's shared auxiliary processes",
    measured: process.env.BENCH_ROOT ?? 'this checkout',
    ratios,
    rows,
    idlePerSecond: idle,
    cpuMsPerReply: cpu,
    syscallsPerReply: syscalls,
    redisCommandsPerReply: redisPerReply,
    postgresTransactionsPerReply: pgPerReply,
    memory,
  });
} finally {
  await Promise.allSettled([postgres.end(), redisStats.quit()]);
  await system.dispose();
  await redisServer.stop();
}
