import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '@tutor/launcher';

/**
 * A Redis server of a test's own (redis-server from the PATH, append-only like production, on a free port), so a
 * fault test can stop and restart it without disturbing anyone else using the machine's Redis.
 */
export class RedisServer {
  private child?: ChildProcess;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'tutor-redis-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const [port] = await freePorts(1);
    const server = new RedisServer(port!);
    await server.resume();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port and data directory, and waits until it answers. */
  async resume(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes'],
      { stdio: 'ignore' },
    );
    this.child.once('error', () => undefined);
    for (let i = 0; i < 100; i++) {
      if (await this.answers()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server on ${this.port} did not start`);
  }

  /** Stops it: SIGTERM saves the data first (a restart); SIGKILL loses what was not yet on disk (a crash). */
  async halt(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(this.port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
  }
}
