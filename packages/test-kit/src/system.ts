import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, System } from '@tutor/launcher';

export const OWNER_EMAIL = 'owner@tutor.test';

/**
 * The whole system as processes on free ports (or the ones `env` names), with its own databases (dropped at stop) and logs under
 * test-artifacts/logs/<label>: exactly what `npm start` runs.
 */
export async function startTestSystem(
  label: string,
  env: Record<string, string> = {},
  /** Reuse another system's databases (a restart); a fresh set by default. */
  prefix = `tutor_e2e_${label.replace(/\W/g, '_')}_${randomUUID().slice(0, 6)}_`,
  /** `false`: the ports `env` names (PORT, IDENTITY_PORT, ...), as `npm start` takes them. */
  freePorts = true,
  /**
   * How long each process may take to be ready: E2E_READY_TIMEOUT_MS, else the launcher's 60 s. A machine busy
   * with other builds can take longer.
   */
  readyTimeoutMs: number | undefined = Number(process.env.E2E_READY_TIMEOUT_MS) || undefined,
): Promise<System & { gateway: string; prefix: string; dispose: () => Promise<void> }> {
  const system = new System({
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      DATABASE_PREFIX: prefix,
      NAMESPACE: prefix.replace(/_+$/, '').replace(/_/g, '-'),
      OWNER_EMAIL,
      ...env,
    },
    freePorts,
    readyTimeoutMs,
    output: { kind: 'files', dir: path.join(repoRoot, 'test-artifacts', 'logs', label) },
  });
  try {
    await system.start();
  } catch (err) {
    await system.stop();
    throw err;
  }
  const gateway = system.url('gateway').replace('127.0.0.1', 'localhost');
  return Object.assign(system, {
    gateway,
    prefix,
    /** Stops the processes and drops the system's databases. */
    dispose: async () => {
      await system.stop();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    },
  });
}
