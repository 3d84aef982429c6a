// The moment a learner presses Send: 50, 100 and 200 concurrent learners each send messages through the gateway
// (GraphQL sendMessage, then the reply's SSE stream) while the development model answers with a fixed time to
// first token and token rate; in the same run the same load goes straight to the development model. Reports time
// to first token both ways and their ratio, the inter-chunk delay the system adds, replies per second, errors,
// and each process's peak memory. Prints tables and writes bench/results/chat-pipeline.json.
import kit from '../packages/test-kit/dist/index.js';
import {
  cpuPerUnit,
  percentile,
  processMemory,
  round,
  seededRandom,
  table,
  writeResults,
} from './lib/support.mjs';

const { signedUp, startTestSystem } = kit;
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

const system = await startTestSystem('bench-chat-pipeline', {
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  FREE_MESSAGES: String(LEARNERS * ROUNDS * LEVELS.length + 10),
  DEV_MODEL_TTFT_MS: String(TTFT_MS),
  DEV_MODEL_TOKENS_PER_SECOND: String(TOKENS_PER_SECOND),
  // Every simulated learner signs in from this one address; the per-user limits stay on (they are on the path).
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
  // One worker process takes every concurrent reply: the replies wait on the model, not on the CPU.
  REPLY_CONCURRENCY: String(LEARNERS),
  DATABASE_POOL_MAX: '20',
});

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

try {
  const idleMemory = processMemory(system);
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

  const pids = Object.fromEntries([...system.processes].map(([name, p]) => [name, p.child.pid]));
  const rows = [];
  const cpu = [];
  for (const level of LEVELS) {
    console.log(`${level} concurrent learners...`);
    let viaSystem;
    const perReply = await cpuPerUnit(pids, async () => {
      viaSystem = await load(level, (i, round) => throughSystem(learners[i], `l${level}-r${round}`));
      return viaSystem.replies;
    });
    cpu.push({
      learners: level,
      total: round(
        Object.values(perReply).reduce((s, ms) => s + ms, 0),
        2,
      ),
      ...perReply,
    });
    const viaModel = await load(level, () => direct());
    const ratio = (key) => round(viaSystem[key] / viaModel[key], 3);
    rows.push(
      { learners: level, path: 'gateway + SSE', ...viaSystem },
      { learners: level, path: 'model directly', ...viaModel },
      {
        learners: level,
        path: 'system ÷ direct',
        'TTFT p50': ratio('TTFT p50'),
        'TTFT p95': ratio('TTFT p95'),
        'TTFT p99': ratio('TTFT p99'),
        'gap mean': round(viaSystem['gap mean'] - viaModel['gap mean']), // the delay added per chunk, ms
      },
    );
  }
  table(
    rows.map(({ errorSamples: _samples, ...row }) => row),
    `Chat pipeline (${ROUNDS} messages per learner, arriving over ${START_SPREAD_MS} ms, thinking up to ${THINK_MS} ms; model: ${TTFT_MS} ms to first token, ${TOKENS_PER_SECOND} tokens/s; ` +
      'times in ms; target: TTFT through the system ≤ 1.05 × direct at 200)',
  );
  table(cpu, 'CPU milliseconds per reply through the system, by process');
  for (const row of rows.filter((r) => r.errorSamples?.length))
    console.log(`${row.learners} ${row.path}:`, row.errorSamples);
  const memory = processMemory(system).map((m) => ({
    ...m,
    idleRssMb: idleMemory.find((i) => i.process === m.process)?.rssMb,
  }));
  table(memory, 'Memory (MB; peak over the whole run)');
  writeResults('chat-pipeline', {
    rounds: ROUNDS,
    startSpreadMs: START_SPREAD_MS,
    thinkMs: THINK_MS,
    model: { ttftMs: TTFT_MS, tokensPerSecond: TOKENS_PER_SECOND },
    rows,
    cpuMsPerReply: cpu,
    memory,
  });
} finally {
  await system.dispose();
}
