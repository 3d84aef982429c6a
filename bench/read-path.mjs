// The read path a signed-in page load takes: `me` over GraphQL through the gateway, and GET /auth/login/success,
// against a bare Express endpoint that reads the same session from the same Redis with the gateway's own session
// middleware (bench/lib/bare-session-server.mjs, the floor any session-reading endpoint pays). Same run, same
// machine, same load generator. Besides requests per second it reports the CPU each process spends per request,
// which stays meaningful on a busy machine. Prints tables and writes bench/results/read-path.json.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import kit from '../packages/test-kit/dist/index.js';
import { cpuPerUnit, processMemory, table, writeResults } from './lib/support.mjs';

const { signedUp, startTestSystem } = kit;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 45_000);
const SESSION_SECRET = 'bench-session-secret-0123456789';

const system = await startTestSystem('bench-read-path', { LOG_LEVEL: 'warn', SESSION_SECRET });
const bare = fork(fileURLToPath(new URL('./lib/bare-session-server.mjs', import.meta.url)), {
  env: { ...process.env, SESSION_SECRET },
});
try {
  const { port } = await new Promise((resolve) => bare.once('message', resolve));
  // Memory right after start holds the start's garbage; V8 gives it back once a process has been idle a while
  // (its memory reducer). Both are reported: idle is the settled figure the ≤ 120 MB target is about.
  const startMemory = processMemory(system);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idleMemory = processMemory(system);
  const learner = await signedUp(system.gateway, 'reader@bench.test', 'Reader');
  await learner.gql('mutation { setLanguage(language: "en") { id } }');
  const xsrf = decodeURIComponent(learner.browser.cookie('localhost', 'XSRF-TOKEN'));
  const cookie = `tutor.sid=${learner.browser.cookie('localhost', 'tutor.sid')}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
  const targets = [
    { name: 'bare Express + session', url: `http://127.0.0.1:${port}/me`, method: 'GET' },
    { name: 'GET /auth/login/success', url: `${system.gateway}/auth/login/success`, method: 'GET' },
    {
      name: 'GraphQL me',
      url: `${system.gateway}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: '{ me { id email name language remainingMessages isSubscribed } }' }),
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    },
  ];
  // Each answer is checked once before measuring: a benchmark of 401s would measure nothing.
  for (const t of targets) {
    const res = await fetch(t.url, { method: t.method, body: t.body, headers: { ...t.headers, cookie } });
    const text = await res.text();
    if (res.status !== 200 || !text.includes('reader@bench.test'))
      throw new Error(`${t.name}: ${res.status} ${text.slice(0, 200)}`);
  }
  const pids = {
    bare: bare.pid,
    ...Object.fromEntries([...system.processes].map(([n, p]) => [n, p.child.pid])),
  };
  const rows = [];
  const cpu = [];
  for (const t of targets) {
    const options = { ...t, headers: { ...t.headers, cookie }, connections: CONNECTIONS };
    await autocannon({ ...options, duration: 2 }); // warm-up
    let result;
    const perRequest = await cpuPerUnit(pids, async () => {
      result = await autocannon({ ...options, duration: SECONDS });
      return result.requests.total;
    });
    const spent = Object.entries(perRequest).filter(([, ms]) => ms >= 0.005);
    rows.push({
      endpoint: t.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      'CPU ms/req': +spent.reduce((sum, [, ms]) => sum + ms, 0).toFixed(3),
    });
    cpu.push({ endpoint: t.name, ...Object.fromEntries(spent) });
  }
  const floor = rows[0]['req/s'];
  for (const row of rows) row['× bare'] = +(row['req/s'] / floor).toFixed(2);
  table(rows, `Read path (${CONNECTIONS} connections, ${SECONDS} s each; target: ≥ 0.5 × bare)`);
  table(cpu, 'CPU milliseconds per request, by process');
  const memory = processMemory(system).map((m) => ({
    ...m,
    afterStartRssMb: startMemory.find((i) => i.process === m.process)?.rssMb,
    idleRssMb: idleMemory.find((i) => i.process === m.process)?.rssMb,
  }));
  table(
    memory,
    `Memory (MB; after start = at once; idle = after ${IDLE_SETTLE_MS / 1000} s left alone, before any request; target ≤ 120 idle)`,
  );
  writeResults('read-path', {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rows,
    cpuMsPerRequest: cpu,
    memory,
  });
} finally {
  bare.kill('SIGTERM');
  await system.dispose();
}
