/** A sandbox worker thread: runs one test at a time for the pool (index.ts), Python or JavaScript/TypeScript. */
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, TestReply, ToWorker, WorkerData } from './protocol';
import { PythonRunner } from './python';
import { JavaScriptRunner } from './quickjs';
import { clampWasmMemory, disableChildProcess, hardenRealm } from './harden';

const data = workerData as WorkerData;
const port = parentPort!;
const post = (message: FromWorker): void => port.postMessage(message);

clampWasmMemory(data.limits.memoryMb);
hardenRealm();
disableChildProcess();
const python = new PythonRunner(
  data.limits,
  new Int32Array(data.interrupt),
  data.pythonSnapshot,
  data.makeSnapshot,
  (snapshot) => post({ type: 'snapshot', snapshot }),
);
const javascript = new JavaScriptRunner(data.limits);
// Both runtimes start loading at once; a test waits only for its own. A failure shows in the test that needs it.
void python.prepare().catch(() => undefined);
void javascript.prepare().catch(() => undefined);

const runTest = async (message: Extract<ToWorker, { type: 'test' }>): Promise<void> => {
  const runner = message.language === 'python' ? python : javascript;
  let reply: TestReply;
  try {
    reply = await runner.run(message, () => post({ type: 'started' }));
  } catch (err) {
    reply = {
      type: 'result',
      outcome: 'error',
      stdout: '',
      error: String(err).split('\n')[0],
      recycle: true,
    };
  }
  post(reply);
};

// Tests and job ends one at a time, in order (the pool never sends a test before the last one's reply); a
// snapshot does not queue: it may be what the test in progress waits for.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  if (message.type === 'snapshot') return python.receiveSnapshot(message.snapshot);
  if (message.type === 'end') queue = queue.then(() => python.end(message.runId));
  else queue = queue.then(() => runTest(message));
});
