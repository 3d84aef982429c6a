import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { planSystem, selectProcesses, type ProcessSpec } from './processes';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92];
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Turns a pino JSON line into `LEVEL message {extras}`; other lines pass through. */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const {
      level,
      msg,
      time: _t,
      pid: _p,
      hostname: _h,
      service: _s,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>;
    const extras = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    return `${LEVELS[level as number] ?? String(level)} ${String(msg ?? '')}${extras}`;
  } catch {
    return line;
  }
}

export interface RunningProcess {
  spec: ProcessSpec;
  port: number;
  child: ChildProcess;
}

export interface SystemOptions {
  /** Environment for every process (infrastructure URLs, secrets, settings). */
  env: NodeJS.ProcessEnv;
  /** Any free ports instead of the environment's port variables (PORT, IDENTITY_PORT, ...) or the defaults. */
  freePorts?: boolean;
  /** Where process output goes: the terminal with coloured prefixes, or one file per process. */
  output: { kind: 'terminal' } | { kind: 'files'; dir: string };
  readyTimeoutMs?: number;
}

/** Distinct free ports: all are held open together while they are chosen, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/**
 * A process could not have its port: another took it between the choice and the bind (a free port is only free
 * when it is chosen). Starting again on other ports mends it.
 */
export class PortTakenError extends Error {}

/** Reads a readiness answer: whose it is (`pid`), when it says. */
async function answeringPid(res: Response): Promise<number | undefined> {
  const body = (await res.json().catch(() => undefined)) as { pid?: unknown } | undefined;
  return typeof body?.pid === 'number' ? body.pid : undefined;
}

async function waitReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  /** Whether the process said its address was in use (resolved once its output has ended). */
  addressInUse: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (await addressInUse()) throw new PortTakenError(`${url}: its port was taken before it could listen`);
      throw new Error(`exited with code ${child.exitCode} before it was ready`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      const pid = res.ok ? await answeringPid(res) : undefined;
      // Another system's process on this port answers ready: ours will fail to listen (EADDRINUSE).
      if (pid !== undefined && pid !== child.pid)
        throw new PortTakenError(`${url} is answered by process ${pid}, not the one started (${child.pid})`);
      if (res.ok) return;
    } catch (err) {
      if (err instanceof PortTakenError) throw err;
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`not ready after ${timeoutMs} ms (${url})`);
}

/**
 * The whole system as separate processes: stand-ins first, then the services and workers, then the gateway;
 * each is waited for on /readyz. Used by `npm start` and by the end-to-end tests alike.
 */
export class System {
  readonly processes = new Map<string, RunningProcess>();
  readonly env: NodeJS.ProcessEnv = {};
  private files: WriteStream[] = [];
  private colorIndex = 0;

  constructor(private readonly options: SystemOptions) {}

  url(name = 'gateway'): string {
    const p = this.processes.get(name);
    if (!p) throw new Error(`No process ${name}`);
    return `http://127.0.0.1:${p.port}`;
  }

  async start(): Promise<void> {
    // Test systems run side by side, each on ports free when chosen: one taken before its process listened
    // starts the system again on other ports.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (err) {
        if (!(err instanceof PortTakenError) || !this.options.freePorts || attempt === 3) throw err;
        await this.stopProcesses();
        this.processes.clear();
      }
    }
  }

  private async startOnce(): Promise<void> {
    let env = this.options.env;
    if (this.options.freePorts) {
      // Each takes ports nobody holds, whatever the environment says.
      const specs = selectProcesses(env);
      const ports = await freePorts(specs.length);
      env = { ...env, ...Object.fromEntries(specs.map((s, i) => [s.portVariable, String(ports[i])])) };
    }
    const plan = planSystem(env);
    Object.assign(this.env, plan.env);
    for (const phase of ['dependency', 'service', 'edge'] as const) {
      // Every launch settles before a failure is thrown, so that none is left running unseen.
      const launched = await Promise.allSettled(
        plan.specs.filter((s) => s.phase === phase).map((s) => this.launch(s, plan.ports.get(s.name)!)),
      );
      const failed = launched.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }

  /** Starts (or restarts) one process and waits until it is ready. */
  async launch(spec: ProcessSpec, port: number): Promise<RunningProcess> {
    const child = spawn(process.execPath, [spec.entry], {
      env: { ...this.env, ...spec.env, [spec.portVariable]: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const running: RunningProcess = { spec, port, child };
    this.processes.set(spec.name, running);
    this.pipeOutput(spec.name, child);
    let addressInUse = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      addressInUse ||= chunk.includes('EADDRINUSE');
    });
    const outputEnded = new Promise<boolean>((resolve) => child.once('close', () => resolve(addressInUse)));
    const url = `http://127.0.0.1:${port}/readyz`;
    await waitReady(url, child, this.options.readyTimeoutMs ?? 60_000, () => outputEnded).catch(
      (err: Error) => {
        err.message = `${spec.name}: ${err.message}`;
        throw err;
      },
    );
    return running;
  }

  /** SIGTERM, drain and exit, start again on the same port, wait ready; returns the old one (how it exited). */
  async restart(name: string): Promise<RunningProcess> {
    const p = this.processes.get(name);
    if (!p) throw new Error(`No process ${name}`);
    await this.stopProcess(p, 'SIGTERM');
    await this.launch(p.spec, p.port);
    return p;
  }

  /**
   * One step of a Kubernetes rolling update (surge) for a process behind a load balancer: a new instance listening
   * on `port` is started and waited ready, then the old one gets SIGTERM and is waited out while it drains.
   * Returns the old one, to see how it exited.
   */
  async replace(name: string, port: number): Promise<RunningProcess> {
    const old = this.processes.get(name);
    if (!old) throw new Error(`No process ${name}`);
    await this.launch(old.spec, port);
    await this.stopProcess(old, 'SIGTERM');
    return old;
  }

  /** Another replica of a process (a second gateway behind a proxy) under its own name, listening on `port`. */
  addReplica(of: string, name: string, port: number): Promise<RunningProcess> {
    const p = this.processes.get(of);
    if (!p) throw new Error(`No process ${of}`);
    return this.launch({ ...p.spec, name }, port);
  }

  /** Sends a signal (SIGKILL for fault tests) and waits for the process to be gone. */
  async kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const p = this.processes.get(name);
    if (p) await this.stopProcess(p, signal);
  }

  async stop(): Promise<void> {
    await this.stopProcesses();
    await Promise.all(this.files.map((f) => new Promise((r) => f.end(r))));
  }

  /** The edge first, then the services, then what they depend on. */
  private async stopProcesses(): Promise<void> {
    const all = [...this.processes.values()];
    for (const phase of ['edge', 'service', 'dependency'])
      await Promise.all(all.filter((p) => p.spec.phase === phase).map((p) => this.stopProcess(p, 'SIGTERM')));
  }

  private stopProcess(p: RunningProcess, signal: NodeJS.Signals): Promise<void> {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
      p.child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      p.child.kill(signal);
    });
  }

  private pipeOutput(name: string, child: ChildProcess): void {
    const { output } = this.options;
    if (output.kind === 'files') {
      mkdirSync(output.dir, { recursive: true });
      const file = createWriteStream(path.join(output.dir, `${name}.log`), { flags: 'a' });
      this.files.push(file);
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
      return;
    }
    const color = COLORS[this.colorIndex++ % COLORS.length];
    const prefix = `\x1b[${color}m${name.padEnd(16)}|\x1b[0m `;
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(prefix + formatLogLine(line) + '\n'));
    }
  }
}
