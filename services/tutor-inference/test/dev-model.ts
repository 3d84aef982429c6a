import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const DEV_MODEL = path.join(__dirname, '..', '..', '..', 'tools', 'dev-model', 'dist', 'main.js');

/**
 * Starts the development model (tools/dev-model, built) on a free port, with `env` added to its settings; resolves
 * with its base URL once it listens.
 */
export function startDevModel(
  env: Record<string, string> = {},
): Promise<{ baseURL: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [DEV_MODEL], {
    env: {
      ...process.env,
      DEV_MODEL_PORT: '0',
      DEV_MODEL_TTFT_MS: '0',
      DEV_MODEL_TOKENS_PER_SECOND: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the development model exited (${code}); is it built?`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = (JSON.parse(line) as { port?: number }).port;
      if (port) resolve({ baseURL: `http://127.0.0.1:${port}/v1`, child });
    });
  });
}
