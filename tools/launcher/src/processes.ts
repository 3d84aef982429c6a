import { existsSync } from 'node:fs';
import path from 'node:path';
import { env as setting, loadConfig } from '@tutor/service-runtime/config';
import { z } from 'zod';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** One process of the system: a built entry point, the port it listens on, the variable that sets that port. */
export interface ProcessSpec {
  name: string;
  entry: string;
  portVariable: string;
  defaultPort: number;
  /** The variable the other processes read this one's GraphQL address from (subgraphs only). */
  urlVariable?: string;
  env?: Record<string, string>;
  /** Started before the services (stand-ins the services call), or after them (the gateway). */
  phase: 'dependency' | 'service' | 'edge';
  /** Started only when this returns true for the effective environment. */
  when?: (env: NodeJS.ProcessEnv) => boolean;
}

/** `IDENTITY_PORT`, `TUTOR_INFERENCE_URL`, ...: the names the services' configs read. */
const variable = (name: string, suffix: 'PORT' | 'URL') =>
  `${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;

const service = (name: string, port: number): ProcessSpec => ({
  name,
  entry: path.join(repoRoot, 'services', name, 'dist', 'main.js'),
  portVariable: variable(name, 'PORT'),
  urlVariable: variable(name, 'URL'),
  defaultPort: port,
  phase: 'service',
});

/** Every process `npm start` runs, in start order by phase. */
export const PROCESSES: ProcessSpec[] = [
  {
    name: 'dev-google',
    entry: path.join(repoRoot, 'tools', 'dev-google', 'dist', 'main.js'),
    portVariable: 'DEV_GOOGLE_PORT',
    defaultPort: 4011,
    phase: 'dependency',
    when: (env) => !env.GOOGLE_CLIENT_ID,
  },
  {
    name: 'dev-model',
    entry: path.join(repoRoot, 'tools', 'dev-model', 'dist', 'main.js'),
    portVariable: 'DEV_MODEL_PORT',
    defaultPort: 4010,
    phase: 'dependency',
    when: (env) => !env.OPENAI_API_KEY,
  },
  service('identity', 4001),
  service('conversation', 4002),
  service('tutor-inference', 4003),
  {
    ...service('tutor-inference', 4006),
    name: 'inference-worker',
    portVariable: 'INFERENCE_WORKER_PORT',
    urlVariable: undefined, // no subgraph: health and metrics only
    env: { INFERENCE_ROLE: 'worker' },
  },
  service('billing', 4004),
  service('admin', 4005),
  service('progress', 4007),
  service('family', 4008),
  service('practice', 4009),
  {
    ...service('practice', 4012),
    name: 'code-runner',
    portVariable: 'CODE_RUNNER_PORT',
    urlVariable: undefined, // no subgraph: health and metrics only
    env: { PRACTICE_ROLE: 'runner' },
  },
  {
    name: 'gateway',
    entry: path.join(repoRoot, 'gateway', 'dist', 'main.js'),
    portVariable: 'PORT',
    defaultPort: 4000,
    phase: 'edge',
  },
];

/** The processes that apply to this environment; a missing build is an error, never a silently absent process. */
export function selectProcesses(env: NodeJS.ProcessEnv): ProcessSpec[] {
  const selected = PROCESSES.filter((p) => (p.when ? p.when(env) : true));
  const missing = selected.filter((p) => !existsSync(p.entry)).map((p) => p.entry);
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\`.`);
  return selected;
}

/** The processes to start, each one's port, and the environment they all share. */
export interface SystemPlan {
  specs: ProcessSpec[];
  ports: Map<string, number>;
  env: NodeJS.ProcessEnv;
}

/**
 * The one place a process's port and address are decided: its port variable (PORT, IDENTITY_PORT, ...) when set,
 * else its default; a subgraph's address (IDENTITY_URL, ...) when set, else its port on this machine. Every process
 * gets every port, so each finds the others by its own defaults (the gateway's Google callback and CLIENT_URL
 * follow PORT, the stand-in's accepted redirects too, the dev model's URL follows DEV_MODEL_PORT). A bad or doubly
 * used port is named before anything starts.
 */
export function planSystem(env: NodeJS.ProcessEnv): SystemPlan {
  const specs = selectProcesses(env);
  const schema = z
    .object(
      Object.fromEntries(
        specs.map((s) => [
          s.portVariable,
          // 0 would let the OS choose, and the launcher could not find the process to wait for it.
          setting.port(s.defaultPort).pipe(z.number().min(1, 'must be a port from 1 to 65535')),
        ]),
      ),
    )
    .superRefine((ports, ctx) => {
      // Defaults claim their ports first, so that the error names the setting someone actually made.
      const isSet = (name: string) => Boolean(env[name]);
      const names = specs.map((s) => s.portVariable).sort((a, b) => Number(isSet(a)) - Number(isSet(b)));
      const seen = new Map<number, string>();
      for (const name of names) {
        const port = ports[name]!;
        const other = seen.get(port);
        if (!other) seen.set(port, name);
        else
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${other} uses ${port} already${isSet(other) ? '' : ' (its default)'}`,
          });
      }
    });
  const chosen = loadConfig(schema, env);
  const ports = new Map(specs.map((s) => [s.name, chosen[s.portVariable]!]));
  const shared: NodeJS.ProcessEnv = { ...env };
  for (const spec of specs) {
    const port = ports.get(spec.name)!;
    shared[spec.portVariable] = String(port);
    if (spec.urlVariable) shared[spec.urlVariable] ||= `http://127.0.0.1:${port}/graphql`;
  }
  return { specs, ports, env: shared };
}
