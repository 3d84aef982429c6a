/**
 * A free port is only free when it is chosen: another process can take it before the one started for it listens.
 * The launcher must not take that other process's readiness for its own (its process then fails to listen and
 * the system runs half on someone else's service), and says the port was taken, so that the system starts again
 * on other ports.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { planSystem } from '../src/processes';
import { freePorts, PortTakenError, System } from '../src/system';

const devModel = planSystem({ NODE_ENV: 'test' }).specs.find((s) => s.name === 'dev-model')!;

describe('a process whose port is taken before it listens', () => {
  let system: System;
  let holder: net.Server;
  beforeEach(() => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'port-taken-'));
    system = new System({ env: { ...process.env, NODE_ENV: 'test' }, output: { kind: 'files', dir } });
  });
  afterEach(async () => {
    await system.stop();
    await new Promise((resolve) => holder.close(resolve));
  });
  const listen = async (server: net.Server) => {
    const [port] = await freePorts(1);
    await new Promise<void>((resolve) => server.listen(port!, '127.0.0.1', resolve));
    return port!;
  };

  it("is not ready when another process answers ready on its port (another system's service)", async () => {
    holder = http.createServer((_req, res) => res.end(JSON.stringify({ status: 'ok', pid: 424242 })));
    const port = await listen(holder);
    const launched = system.launch(devModel, port);
    await expect(launched).rejects.toBeInstanceOf(PortTakenError);
    await expect(launched).rejects.toThrow(/answered by process 424242/);
  });

  it('says the port was taken when its process cannot listen on it', async () => {
    holder = net.createServer((socket) => socket.destroy());
    const port = await listen(holder);
    await expect(system.launch(devModel, port)).rejects.toBeInstanceOf(PortTakenError);
  });
});
