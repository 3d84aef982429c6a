// What a running system costs, every process counted: its node processes, its own redis-server and the PostgreSQL
// backends serving its databases (Linux /proc), with Redis commands and PostgreSQL transactions beside them.
// Shared by the benchmarks (chat pipeline, soak): each measures a stretch of work with a CpuMeter.
import { existsSync, readFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';
import Redis from 'ioredis';
import pg from 'pg';
import { cpuMsOf, ioCallsOf, round } from './support.mjs';

/**
 * CPU of named groups of processes over a stretch of work, where a group's members may come and go (PostgreSQL
 * backends connect and exit): `groups()` names each group's pids now, and is asked again every `everyMs`. A process
 * that was there at `start()` counts from its CPU then; one that appears later counts from 0 (its whole life is in
 * the stretch); one that exits counts up to its last sample (at most `everyMs` of its CPU is lost; `exited` says
 * how many did). Read and write system calls are counted the same way.
 */
export class CpuMeter {
  constructor(groups, { everyMs = 250 } = {}) {
    this.groups = groups;
    this.everyMs = everyMs;
  }

  async start() {
    this.first = new Map();
    this.last = new Map();
    this.firstCalls = new Map();
    this.lastCalls = new Map();
    this.groupOf = new Map();
    await this.sample(true);
    this.timer = setInterval(() => {
      if (!this.sampling) this.sampling = this.sample(false).finally(() => (this.sampling = undefined));
    }, this.everyMs);
    return this;
  }

  /**
   * Milliseconds of CPU and read/write system calls per group since start(), and per group how many processes
   * were seen and exited.
   */
  async stop() {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample(false);
    const ms = {};
    const calls = {};
    const seen = {};
    const exited = {};
    for (const [pid, group] of this.groupOf) {
      ms[group] = (ms[group] ?? 0) + this.last.get(pid) - this.first.get(pid);
      calls[group] = (calls[group] ?? 0) + (this.lastCalls.get(pid) ?? 0) - (this.firstCalls.get(pid) ?? 0);
      seen[group] = (seen[group] ?? 0) + 1;
      if (cpuMsOf(pid) === undefined) exited[group] = (exited[group] ?? 0) + 1;
    }
    return { ms, calls, seen, exited };
  }

  async sample(initial) {
    for (const [group, pids] of Object.entries(await this.groups())) {
      for (const pid of pids) {
        const cpu = cpuMsOf(pid);
        const calls = ioCallsOf(pid);
        if (cpu === undefined) continue;
        if (!this.first.has(pid)) {
          this.first.set(pid, initial ? cpu : 0);
          this.firstCalls.set(pid, initial ? calls : 0);
          this.groupOf.set(pid, group);
        }
        this.last.set(pid, cpu);
        if (calls !== undefined) this.lastCalls.set(pid, calls);
      }
    }
  }
}

/**
 * The PostgreSQL server's processes as this machine sees them: `backends` serve the databases whose names start
 * with `prefix` (the system's); `background` are the postmaster and its auxiliary processes (checkpointer, WAL
 * writer, ...), which work for every database of the server, other users' included. Empty when the server is not
 * on this machine (its pids are not ours to read).
 */
export class PostgresProcesses {
  constructor(databaseUrl, prefix) {
    this.client = new pg.Client({ connectionString: databaseUrl });
    this.prefix = prefix;
  }

  async connect() {
    await this.client.connect();
    const { rows } = await this.client.query('SELECT pg_backend_pid() AS pid');
    const own = rows[0].pid;
    this.local =
      existsSync(`/proc/${own}/stat`) && readFileSync(`/proc/${own}/comm`, 'utf8').trim() === 'postgres';
    // The postmaster is the parent of every backend (field 4 of stat).
    this.postmaster = this.local
      ? Number(readFileSync(`/proc/${own}/stat`, 'utf8').split(') ')[1].split(' ')[1])
      : undefined;
    return this;
  }

  async pids() {
    if (!this.local) return { backends: [], background: [] };
    const { rows } = await this.client.query(
      `SELECT pid, datname, backend_type FROM pg_stat_activity
        WHERE datname LIKE $1 OR (datname IS NULL AND backend_type <> 'client backend')`,
      [`${this.prefix}%`],
    );
    return {
      backends: rows.filter((r) => r.datname).map((r) => r.pid),
      background: [this.postmaster, ...rows.filter((r) => !r.datname).map((r) => r.pid)],
    };
  }

  /** Transactions committed and rolled back so far in each of the system's databases (server statistics). */
  async transactions() {
    const { rows } = await this.client.query(
      `SELECT datname, xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname LIKE $1`,
      [`${this.prefix}%`],
    );
    return Object.fromEntries(rows.map((r) => [r.datname.slice(this.prefix.length), Number(r.n)]));
  }

  end() {
    return this.client.end();
  }
}

/** A Redis server's pid (when it runs on this machine) and the calls of each command so far (INFO commandstats). */
export class RedisStats {
  constructor(url) {
    this.redis = new Redis(url, { lazyConnect: true, connectionName: 'bench-stats' });
  }

  async connect() {
    await this.redis.connect();
    const pid = Number(/process_id:(\d+)/.exec(await this.redis.info('server'))?.[1]);
    this.pid = existsSync(`/proc/${pid}/stat`) ? pid : undefined;
    return this;
  }

  /** Calls per command, e.g. { xadd: 1200, evalsha: 300 } (this connection's INFO calls excluded by the caller's diff). */
  async commands() {
    const calls = {};
    for (const [, name, n] of (await this.redis.info('commandstats')).matchAll(
      /cmdstat_([^:]+):calls=(\d+)/g,
    ))
      calls[name] = Number(n);
    return calls;
  }

  quit() {
    return this.redis.quit();
  }
}

/** `after - before` of two counter maps, per unit of work, without the keys that did not move. */
export function perUnit(before, after, units, digits = 2) {
  const out = {};
  for (const [key, n] of Object.entries(after)) {
    const d = n - (before[key] ?? 0);
    if (d > 0) out[key] = round(d / units, digits);
  }
  return out;
}
