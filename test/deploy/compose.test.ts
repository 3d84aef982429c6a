/**
 * docker-compose.yml validates against the Compose Specification's JSON schema and keeps the rules the system
 * needs: health-gated start order, Kafka as the bus, Redis that never evicts, workers that drain.
 * The schema is vendored: test/deploy/compose-spec.schema.json is schema/compose-spec.json of
 * github.com/compose-spec/compose-spec (commit 170098ba07d9f53c383a41bfd4c5166b0a4529a6), unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import YAML from 'yaml';
import { allSettings, repoRoot, SCHEMAS } from './settings';

type ComposeService = {
  image?: string;
  env_file?: string;
  networks?: string[];
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
};
type Compose = {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { internal?: boolean }>;
};

const composeText = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
/** As compose reads it: YAML merge keys (`<<: *service`) resolved, and no object shared between services. */
const parse = (text: string) => JSON.parse(JSON.stringify(YAML.parse(text, { merge: true }))) as Compose;
const compose = parse(composeText);

// The schema is draft-07, Ajv's own dialect; it names draft-07 by an https address Ajv does not list, so that
// one field is dropped rather than fetched.
const { $schema: _dialect, ...composeSchema } = JSON.parse(
  readFileSync(path.join(__dirname, 'compose-spec.schema.json'), 'utf8'),
) as Record<string, unknown>;
const validateSchema = new Ajv({ allErrors: true, strict: false }).compile(composeSchema);

function schemaErrors(doc: unknown): string[] {
  return validateSchema(doc)
    ? []
    : (validateSchema.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The rules beyond the schema; each problem is one readable line. */
function problems(c: Compose): string[] {
  const found: string[] = [];
  const names = new Set(Object.keys(c.services));
  const settings = new Set(allSettings());
  for (const [name, s] of Object.entries(c.services)) {
    if (!s.healthcheck?.test?.length) found.push(`${name}: no healthcheck`);
    for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
      if (!names.has(dependency)) found.push(`${name}: depends on unknown service ${dependency}`);
      else if (condition !== 'service_healthy')
        found.push(`${name}: waits for ${dependency} without its health`);
    }
    for (const volume of s.volumes ?? []) {
      const source = volume.split(':')[0]!;
      if (!source.startsWith('.') && !source.startsWith('/') && !(source in (c.volumes ?? {})))
        found.push(`${name}: volume ${source} is not declared`);
    }
    // The application processes (built from this repository) run on Kafka, PostgreSQL and Redis here.
    if (s.build) {
      const appDir = s.build.args?.APP_DIR ?? '';
      if (!existsSync(path.join(repoRoot, appDir, 'package.json')))
        found.push(`${name}: APP_DIR ${appDir} is no workspace`);
      const env = s.environment ?? {};
      // A misspelt setting would be silently ignored: every variable must be one the code reads.
      for (const key of Object.keys(env))
        if (!settings.has(key)) found.push(`${name}: unknown setting ${key}`);
      // The code runner reaches Redis only (ADR 23): no bus.
      const isSystem =
        (appDir.startsWith('services/') || appDir === 'gateway') && env.PRACTICE_ROLE !== 'runner';
      if (isSystem && !env.KAFKA_BROKERS?.startsWith('kafka:')) found.push(`${name}: the bus is not Kafka`);
      if (isSystem && !env.REDIS_URL?.startsWith('redis://redis:'))
        found.push(`${name}: not on the compose Redis`);
    }
  }
  return found;
}

describe('docker-compose.yml', () => {
  it('validates against the Compose Specification schema', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('keeps the rules: health checks, known and healthy dependencies, declared volumes, Kafka as the bus', () => {
    expect(problems(compose)).toEqual([]);
  });

  it('rejects a broken file', () => {
    const broken = parse(composeText);
    (broken.services.identity as Record<string, unknown>).restart = 7;
    (broken as Record<string, unknown>).servicez = {};
    expect(schemaErrors(broken)).toEqual([
      ' must NOT have additional properties',
      '/services/identity/restart must be string',
    ]);

    const wrong = parse(composeText);
    delete wrong.services.billing!.healthcheck;
    wrong.services.gateway!.depends_on!.missing = { condition: 'service_healthy' };
    wrong.services.admin!.depends_on!.redis = { condition: 'service_started' };
    wrong.services.identity!.environment!.KAFKA_BROKERS = '';
    wrong.services.identity!.environment!.KAFKA_BROKER = 'kafka:19092';
    expect(problems(wrong)).toEqual([
      'identity: unknown setting KAFKA_BROKER',
      'identity: the bus is not Kafka',
      'billing: no healthcheck',
      'admin: waits for redis without its health',
      'gateway: depends on unknown service missing',
    ]);
  });

  it('runs every deployable, the stand-ins and the infrastructure', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'admin',
        'billing',
        'code-runner',
        'conversation',
        'dev-google',
        'dev-model',
        'gateway',
        'identity',
        'inference-worker',
        'kafka',
        'postgres',
        'progress',
        'family',
        'practice',
        'redis',
        'tutor-inference',
      ].sort(),
    );
    expect(compose.services.kafka!.image).toMatch(/^apache\/kafka:/);
    expect(compose.services.kafka!.environment!.KAFKA_PROCESS_ROLES).toBe('broker,controller'); // KRaft
    expect(compose.services.redis!.command!.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(compose.services.redis!.command!.join(' ')).toContain('--appendonly yes');
  });

  it('runs the worker from the tutor-inference image and lets it drain its longest job', () => {
    const worker = compose.services['inference-worker']!;
    expect(worker.image).toBe(compose.services['tutor-inference']!.image);
    expect(worker.environment!.INFERENCE_ROLE).toBe('worker');
    const replyTimeoutMs = SCHEMAS['tutor-inference'].parse({}).REPLY_TIMEOUT_MS;
    expect(Number(worker.environment!.SHUTDOWN_TIMEOUT_MS)).toBeGreaterThan(replyTimeoutMs);
    expect(parseInt(worker.stop_grace_period!, 10) * 1000).toBeGreaterThan(
      Number(worker.environment!.SHUTDOWN_TIMEOUT_MS),
    );
  });

  it('runs the code runner from the practice image, on a closed network with Redis alone, holding no secret', () => {
    const runner = compose.services['code-runner']!;
    expect(runner.image).toBe(compose.services.practice!.image);
    expect(runner.environment!.PRACTICE_ROLE).toBe('runner');
    expect(runner.env_file).toBeUndefined();
    expect(Object.keys(runner.environment!).sort()).toEqual(
      ['HEALTHCHECK_PORT', 'NODE_ENV', 'PRACTICE_ROLE', 'REDIS_URL', 'SHUTDOWN_TIMEOUT_MS'].sort(),
    );
    expect(runner.networks).toEqual(['code-runner']);
    expect(compose.networks!['code-runner']).toEqual({ internal: true });
    const onItsNetwork = Object.entries(compose.services).filter(([, s]) =>
      s.networks?.includes('code-runner'),
    );
    expect(onItsNetwork.map(([name]) => name).sort()).toEqual(['code-runner', 'redis']);
    expect(Object.keys(runner.depends_on!)).toEqual(['redis']);
    expect(parseInt(runner.stop_grace_period!, 10) * 1000).toBeGreaterThan(
      Number(runner.environment!.SHUTDOWN_TIMEOUT_MS),
    );
  });
});
