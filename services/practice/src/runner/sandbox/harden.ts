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
