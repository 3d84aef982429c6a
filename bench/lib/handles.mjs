// What a process holds open (Linux /proc): file descriptors, sockets, and its TCP connections to PostgreSQL and
// Redis, attributed by socket inode, then checked against what the servers themselves list (pg_stat_activity,
// CLIENT LIST) by the connection's local port. PostgreSQL and Redis here are shared with other runs: attribution
// by port is what keeps their connections out of this system's counts.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Every TCP socket of this network namespace: inode -> local and remote port (IPv4 and IPv6 tables). */
export function tcpSockets() {
  const sockets = new Map();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // no IPv6 here
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10) continue;
      const port = (address) => parseInt(address.split(':')[1], 16);
      sockets.set(f[9], { localPort: port(f[1]), remotePort: port(f[2]) });
    }
  }
  return sockets;
}

/** A process's open file descriptors, sockets among them, and the local ports of its TCP connections to `ports`. */
export function handlesOf(pid, sockets, ports) {
  let fds = 0;
  let socketCount = 0;
  const localPorts = Object.fromEntries(Object.keys(ports).map((name) => [name, []]));
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed while we looked
    }
    fds++;
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (!inode) continue;
    socketCount++;
    const tcp = sockets.get(inode);
    if (!tcp) continue;
    for (const [name, port] of Object.entries(ports))
      if (tcp.remotePort === port && tcp.localPort !== port) localPorts[name].push(tcp.localPort);
  }
  return { fds, sockets: socketCount, localPorts };
}

/** The client ports Redis lists (CLIENT LIST's addr=ip:port). */
export async function redisClientPorts(redis) {
  const list = await redis.client('LIST');
  return new Set([...list.matchAll(/\baddr=\S+:(\d+)\b/g)].map((m) => Number(m[1])));
}

/** The client ports PostgreSQL lists (pg_stat_activity), with each one's database. */
export async function postgresClientPorts(pool) {
  const { rows } = await pool.query(
    'SELECT client_port, datname FROM pg_stat_activity WHERE client_port IS NOT NULL AND client_port > 0',
  );
  return new Map(rows.map((r) => [r.client_port, r.datname]));
}
