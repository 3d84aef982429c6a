/** A sandbox worker thread: runs one test at a time for the pool (index.ts), Python or JavaScript/TypeScript. */
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, TestReply, ToWorker, WorkerData } from './protocol';
import { PythonRunner } from './python';
import { JavaScriptRunner } from './quickjs';
import { clampWasmMemory } from './harden';

const data = workerData as WorkerData;
const port = parentPort!;
const post = (message: FromWorker): void => port.postMessage(message);

clampWasmMemory(data.limits.memoryMb);
const python = new PythonRunner(
  data.limits,
  new Int32Array(data.interrupt),
  data.pythonSnapshot,
  (snapshot) => post({ type: 'snapshot', snapshot }),
);
const javascript = new JavaScriptRunner(data.limits);

const handle = async (message: ToWorker): Promise<void> => {
  if (message.type === 'end') return python.end(message.runId);
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

// One message at a time, in order: the pool never sends a test before the last one's reply.
let queue: Promise<void> = Promise.all([python.prepare(), javascript.prepare()]).then(() =>
  post({ type: 'ready' }),
);
port.on('message', (message: ToWorker) => {
  queue = queue.then(() => handle(message));
});
