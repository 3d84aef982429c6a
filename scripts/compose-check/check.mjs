// `npm run compose:check` (root; minutes; not part of npm test): the Dockerfile and docker-compose.yml for real.
// Starts the Docker engine where it is missing, makes the base images locally (base-images.mjs), builds every
// image, brings the system up with docker-compose.yml (+ compose.check.yml: the Redis Streams bus instead of the
// Kafka image nobody can pull here), waits for every health check, checks the images' hardening on the running
// containers, signs a learner in through the Google stand-in and reads a streamed reply through the gateway
// container; then removes what it made (containers, networks, volumes, the project's images). The base images stay
// cached (`--remove-base-images` removes them too). docs/runbook.md says what it proves.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build, ensureInstalled, root } from '../setup.mjs';
import { BASE_IMAGES, makeBaseImages, sh } from './base-images.mjs';

const PROJECT = 'tutor-check';
const TAG = 'compose-check';
const GATEWAY = 'http://localhost:4000';
const env = {
  ...process.env,
  TAG,
  COMPOSE_PROJECT_NAME: PROJECT,
  DOCKER_BUILDKIT: '0',
  COMPOSE_DOCKER_CLI_BUILD: '0',
};
const quiet = (command, args) => spawnSync(command, args, { encoding: 'utf8', env });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const step = (title) => console.log(`\n== ${title}`);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// An engine of its own listens on a socket of its own: nothing else on the machine (tests use containers when the
// default socket answers) sees an engine it did not ask for.
const SOCKET = 'unix:///run/tutor-compose-check.sock';

/** Uses the engine that answers, else starts dockerd (Debian's docker.io, installed when missing); its pid if so. */
async function engine() {
  if (quiet('docker', ['info']).status === 0) return undefined;
  if (quiet('which', ['dockerd']).status !== 0) {
    sh('apt-get', ['update']);
    sh('apt-get', ['install', '-y', '--no-install-recommends', 'docker.io']);
  }
  Object.assign(process.env, { DOCKER_HOST: SOCKET }); // docker's own variable, for every command below
  env.DOCKER_HOST = SOCKET;
  mkdirSync(path.join(root, '.data', 'compose-check'), { recursive: true });
  const log = openSync(path.join(root, '.data', 'compose-check', 'dockerd.log'), 'a');
  const args = ['-H', SOCKET, '--pidfile', '/run/tutor-compose-check.pid'];
  const daemon = spawn('dockerd', args, { detached: true, stdio: ['ignore', log, log] });
  daemon.unref();
  for (let i = 0; i < 60 && quiet('docker', ['info']).status !== 0; i++) await sleep(1000);
  if (quiet('docker', ['info']).status !== 0)
    throw new Error('dockerd did not start (.data/compose-check/dockerd.log)');
  console.log(`started dockerd (pid ${daemon.pid}) on ${SOCKET}`);
  return daemon.pid;
}

/** Compose v2 (`docker compose`) where installed, else Debian's docker-compose 1.29 (installed when missing). */
function composeCommand() {
  if (quiet('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  if (quiet('which', ['docker-compose']).status !== 0)
    sh('apt-get', ['install', '-y', '--no-install-recommends', 'docker-compose']);
  return ['docker-compose'];
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const inspect = (id) => JSON.parse(quiet('docker', ['inspect', id]).stdout)[0];

/** Every container of the project, until all are healthy (or one has stopped, or 15 minutes pass). */
async function waitHealthy(compose) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const ids = quiet(compose[0], [...compose.slice(1), 'ps', '-q'])
      .stdout.split('\n')
      .filter(Boolean);
    const states = ids.map((id) => {
      const c = inspect(id);
      return {
        name: c.Config.Labels['com.docker.compose.service'],
        status: c.State.Health?.Status ?? c.State.Status,
      };
    });
    const waiting = states.filter((s) => s.status !== 'healthy');
    if (ids.length && !waiting.length) return states;
    if (Date.now() > deadline || states.some((s) => s.status === 'exited' || s.status === 'unhealthy'))
      throw new Error(`not healthy: ${waiting.map((s) => `${s.name} (${s.status})`).join(', ')}`);
    await sleep(5000);
  }
}

/** The promises of the Dockerfile, on a running container built from it. */
function checkHardening(id) {
  const c = inspect(id);
  const name = c.Config.Labels['com.docker.compose.service'];
  const uid = quiet('docker', ['exec', id, 'id', '-u']).stdout.trim();
  check(
    c.Config.User === 'node' && uid === '1000',
    `${name}: runs as the unprivileged node user (uid ${uid})`,
  );
  const write = quiet('docker', ['exec', id, 'sh', '-c', 'touch /app/written 2>&1']);
  check(
    c.HostConfig.ReadonlyRootfs && write.status !== 0 && /read-only/i.test(write.stdout),
    `${name}: read-only root file system (${write.stdout.trim() || 'writable!'})`,
  );
  check(
    (c.Config.Healthcheck?.Test?.length ?? 0) > 0 && c.State.Health?.Status === 'healthy',
    `${name}: health check ${c.Config.Healthcheck?.Test?.at(-1)?.match(/\/(healthz|readyz)/)?.[0] ?? 'missing'}: ${c.State.Health?.Status}`,
  );
}

/** A learner signs in with Google (the stand-in), sends a message and reads the streamed reply. */
async function learnerChats() {
  const { readSse, signedUp } = await import('@tutor/test-kit');
  const learner = await signedUp(GATEWAY, 'compose.check@tutor.test', 'Compose Check');
  check(true, 'a learner signed in through the Google stand-in (dev-google container) and signed up');
  await learner.gql('mutation { setLanguage(language: "en") { id } }');
  const started = await learner.gql(
    'mutation { startConversation(kind: PROGRAMMING, languageId: "python") { id } }',
  );
  const sent = await learner.gql(
    'mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) { streamPath } }',
    { c: started.data?.startConversation?.id, m: String(Date.now()), t: 'What is a Python list?' },
  );
  check(
    !sent.errors && !!sent.data?.sendMessage?.streamPath,
    `sendMessage accepted ${JSON.stringify(sent.errors ?? '')}`,
  );
  const stream = await readSse(learner.browser, `${GATEWAY}${sent.data.sendMessage.streamPath}`);
  const text = stream.events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');
  check(
    stream.status === 200 && stream.events.at(-1)?.event === 'done' && text.length > 0,
    `streamed reply through the gateway: ${stream.events.length} events, ends with "${stream.events.at(-1)?.event}", ${text.length} characters: "${text.slice(0, 60)}..."`,
  );
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('run as root (it installs and starts the Docker engine)');
  const started = Date.now();
  step('Docker engine');
  const daemon = await engine();
  const compose = [
    ...composeCommand(),
    '-f',
    'docker-compose.yml',
    '-f',
    'scripts/compose-check/compose.check.yml',
  ];
  console.log(quiet('docker', ['version', '--format', 'engine {{.Server.Version}}']).stdout.trim());
  console.log(quiet(compose[0], [...compose.slice(1, -4), 'version']).stdout.split('\n')[0]);
  for (const port of [4000, 4011])
    if (!(await portFree(port)))
      throw new Error(`port ${port} is in use: the gateway and dev-google publish it`);

  step('The check client (the test kit) builds from this checkout');
  ensureInstalled();
  build();

  step(`Base images (${BASE_IMAGES.join(', ')})`);
  makeBaseImages({ rebuild: process.argv.includes('--rebuild-base-images') });

  // Compose needs .env (copied from .env.example, as a developer would); a developer's own stays untouched.
  const dotEnv = path.join(root, '.env');
  const madeEnv = !existsSync(dotEnv);
  if (madeEnv) copyFileSync(path.join(root, '.env.example'), dotEnv);
  // PostgreSQL and Redis may already run on this machine: their published ports move to free ones.
  env.POSTGRES_HOST_PORT = '15432';
  env.REDIS_HOST_PORT = '16379';
  env.KAFKA_HOST_PORT = '19092';
  const run = (...args) => sh(compose[0], [...compose.slice(1), ...args], { cwd: root, env });
  try {
    step('Build every image with the Dockerfile');
    run('build');
    step('Up: docker-compose.yml + compose.check.yml');
    run('up', '-d');
    step('Health checks');
    const states = await waitHealthy(compose);
    for (const s of states.sort((a, b) => a.name.localeCompare(b.name)))
      check(true, `${s.name}: ${s.status}`);
    step('Hardening of the images built from the Dockerfile');
    const ids = quiet(compose[0], [...compose.slice(1), 'ps', '-q'])
      .stdout.split('\n')
      .filter(Boolean);
    for (const id of ids.filter((i) => inspect(i).Config.Image.startsWith('tutor/'))) checkHardening(id);
    const worker = quiet(compose[0], [...compose.slice(1), 'ps', '-q', 'inference-worker']).stdout.trim();
    const espeak = quiet('docker', ['exec', worker, 'espeak-ng', '--version']);
    check(espeak.status === 0, `inference-worker carries espeak-ng: ${espeak.stdout.trim()}`);
    step('A learner through the gateway container');
    await learnerChats();
  } catch (err) {
    failures.push(err.message);
    console.error(`\n${err.message}`);
    spawnSync(compose[0], [...compose.slice(1), 'ps'], { cwd: root, env, stdio: 'inherit' });
    spawnSync(compose[0], [...compose.slice(1), 'logs', '--tail', '30'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
  } finally {
    step('Clean up: containers, networks, volumes, the project images');
    run('down', '--volumes', '--remove-orphans');
    const images = quiet('docker', [
      'images',
      '--format',
      '{{.Repository}}:{{.Tag}}',
      '--filter',
      `reference=tutor/*:${TAG}`,
    ]);
    const made = images.stdout.split('\n').filter(Boolean);
    if (made.length) sh('docker', ['image', 'rm', ...made]);
    if (process.argv.includes('--remove-base-images')) sh('docker', ['image', 'rm', ...BASE_IMAGES]);
    else console.log(`kept the base images (${BASE_IMAGES.join(', ')}): --remove-base-images removes them`);
    if (madeEnv) rmSync(dotEnv);
    if (daemon) {
      process.kill(daemon, 'SIGTERM');
      console.log(`stopped the dockerd this check started (pid ${daemon})`);
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\ncompose check: ${failures.length ? `FAILED (${failures.length})` : 'passed'} in ${minutes} min`,
  );
  for (const f of failures) console.log(`  - ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
