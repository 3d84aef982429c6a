// What every benchmark shares: percentiles, the printed table, results under bench/results/, process memory.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** The p-th percentile of an ascending array (nearest rank). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export const round = (n, digits = 1) => (Number.isFinite(n) ? +n.toFixed(digits) : null);

export function table(rows, title) {
  if (title) console.log(`\n${title}`);
  console.table(rows);
}

/** Writes bench/results/<name>.json with the machine it ran on. */
export function writeResults(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), machine, ...data }, null, 2) + '\n',
  );
}

/** Resident memory of one process now and at its peak (Linux /proc), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: round(kb('VmRSS') / 1024), peakRssMb: round(kb('VmHWM') / 1024) };
}

/** Every process of a running system (launcher System) with its current and peak RSS. */
export function processMemory(system) {
  return [...system.processes.values()]
    .filter((p) => p.child.exitCode === null)
    .map((p) => ({ process: p.spec.name, ...memoryOf(p.child.pid) }));
}

/** CPU time a process has used so far (user + system), in milliseconds (Linux /proc); undefined once it has exited. */
export function cpuMsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command (which may hold spaces and parentheses): utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms (USER_HZ 100)
}

/**
 * The read and write system calls a process has made (syscr + syscw of /proc/<pid>/io: read, write and their
 * vector forms, which Node and Redis use on sockets; not send or recv), or undefined when it is gone. On this kind
 * of virtual machine a system call costs tens of microseconds, and unlike the CPU the count does not change with
 * the machine's speed.
 */
export function ioCallsOf(pid) {
  let io;
  try {
    io = readFileSync(`/proc/${pid}/io`, 'utf8');
  } catch {
    return undefined;
  }
  return Number(/syscr: (\d+)/.exec(io)?.[1] ?? 0) + Number(/syscw: (\d+)/.exec(io)?.[1] ?? 0);
}

/** CPU each process spends while `work` runs, per unit of work (ms per request, say): robust to a busy machine. */
export async function cpuPerUnit(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsOf(pid)]));
  const units = await work();
  return Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, round((cpuMsOf(pid) - before[name]) / units, 3)]),
  );
}

/** A fixed pseudo-random sequence in [0, 1) (mulberry32): every run with the same seed makes the same choices. */
export function seededRandom(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `part ÷ whole` to `digits` places, or null when either is missing or the whole is 0. */
export const ratio = (part, whole, digits = 2) =>
  Number.isFinite(part) && Number.isFinite(whole) && whole !== 0 ? round(part / whole, digits) : null;

/**
 * The tree a benchmark measures: BENCH_ROOT (another checkout, built; the before of a before-and-after run) or this
 * one. These scripts, their helpers and their node_modules stay this tree's.
 */
export const benchRoot =
  process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The default export of a built module of the measured tree (`packages/test-kit/dist/index.js`, say). */
export const fromTree = async (relative) => (await import(path.join(benchRoot, relative))).default;

/**
 * The database prefix of a benchmark's system: under DATABASE_PREFIX when it is set (a machine shared with other
 * runs), else undefined (the test kit's own).
 */
export const systemPrefix = (label) =>
  process.env.DATABASE_PREFIX
    ? `${process.env.DATABASE_PREFIX}${label}_${Math.random().toString(36).slice(2, 8)}_`
    : undefined;
