/** What the worker thread does to its own JavaScript realm before any learner's program runs. */

interface MemoryDescriptor {
  initial: number;
  maximum?: number;
  shared?: boolean;
}
type MemoryConstructor = new (descriptor: MemoryDescriptor) => object;
/** The compiler's lib (ES2023, no DOM) does not declare WebAssembly; the runtime has it. */
const wasm = (globalThis as unknown as { WebAssembly: { Memory: MemoryConstructor } }).WebAssembly;

/**
 * Every WebAssembly memory made in this thread gets at most `memoryMb` (or its initial size): a Python program
 * that allocates without end meets MemoryError inside the interpreter, which survives.
 */
export const clampWasmMemory = (memoryMb: number): void => {
  const Original = wasm.Memory;
  const maxPages = Math.ceil((memoryMb * 1024 * 1024) / 65536);
  const Clamped = function (descriptor: MemoryDescriptor) {
    const maximum = Math.max(descriptor.initial, Math.min(descriptor.maximum ?? maxPages, maxPages));
    return new Original({ ...descriptor, maximum });
  } as unknown as MemoryConstructor;
  Clamped.prototype = Original.prototype;
  wasm.Memory = Clamped;
};

let violation: string | undefined;

/** What the last program tried that the realm refused (Python can only get here past the audit hook). */
export const takeRealmViolation = (): string | undefined => {
  const taken = violation;
  violation = undefined;
  return taken;
};

const refuse = (what: string) =>
  function refused(): never {
    violation ??= what;
    throw new Error(`${what} is not allowed in the sandbox`);
  };

/**
 * The second wall around Python (the first is the audit hook and the removal of the `js` modules): should a
 * program still get hold of a JavaScript object, it must not be able to make a function from text and so reach
 * this thread's globals (`process`, dynamic `import()`), nor the network. The function constructors and `eval`
 * refuse, stack-trace callbacks (which hand out call sites and their receivers) cannot be installed, and the
 * network globals are gone. Node's own modules keep their references; only what is reachable from a value changes.
 */
export const hardenRealm = (): void => {
  const g = globalThis as Record<string, unknown>;
  const kinds = [function () {}, async function () {}, function* () {}, async function* () {}].map(
    (fn) => Object.getPrototypeOf(fn) as { constructor: unknown },
  );
  for (const prototype of kinds) {
    const blocked = refuse('Making a function from text');
    Object.defineProperty(blocked, 'prototype', { value: prototype });
    Object.defineProperty(prototype, 'constructor', { value: blocked, writable: false, configurable: false });
  }
  Object.defineProperty(g, 'Function', {
    value: kinds[0]!.constructor,
    writable: false,
    configurable: false,
  });
  Object.defineProperty(g, 'eval', { value: refuse('eval'), writable: false, configurable: false });
  Object.defineProperty(Error, 'prepareStackTrace', {
    value: undefined,
    writable: false,
    configurable: false,
  });
  for (const name of [
    'fetch',
    'WebSocket',
    'EventSource',
    'XMLHttpRequest',
    'Request',
    'Response',
    'Headers',
  ]) {
    delete g[name];
  }
};

/** Emscripten's `system()` (Python's os.system) would spawn through child_process: in this thread it cannot. */
export const disableChildProcess = (): void => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const childProcess = require('node:child_process') as Record<string, unknown>;
  for (const name of Object.keys(childProcess)) {
    if (typeof childProcess[name] === 'function') childProcess[name] = refuse(`child_process.${name}`);
  }
};
