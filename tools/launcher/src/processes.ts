import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** One process of the system: a built entry point, the port it listens on, the variable that sets that port. */
export interface ProcessSpec {
  name: string;
  entry: string;
  portVariable: string;
  defaultPort: number;
  env?: Record<string, string>;
  /** Started before the services (stand-ins the services call), or after them (the gateway). */
  phase: 'dependency' | 'service' | 'edge';
  /** Started only when this returns true for the effective environment. */
  when?: (env: NodeJS.ProcessEnv) => boolean;
}

const service = (name: string, port: number): ProcessSpec => ({
  name,
  entry: path.join(repoRoot, 'services', name, 'dist', 'main.js'),
  portVariable: `${name.toUpperCase().replace(/-/g, '_')}_PORT`,
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
    env: { INFERENCE_ROLE: 'worker' },
  },
  service('billing', 4004),
  service('admin', 4005),
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
