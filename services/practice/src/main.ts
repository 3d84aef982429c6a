import './tracing';
import { loadConfig, runRedisOnly, runService } from '@tutor/service-runtime';
import { configSchema } from './config';

// One package, two roles: the subgraph (api) or the code runner (runner), chosen by PRACTICE_ROLE. Each role loads
// only its own code: the runner has no use for the bank or the schema, the api none for the WebAssembly runtimes.
/* eslint-disable @typescript-eslint/no-require-imports */
try {
  if (loadConfig(configSchema).PRACTICE_ROLE === 'runner')
    runRedisOnly((require('./runner/runner') as typeof import('./runner/runner')).runner);
  else runService((require('./service') as typeof import('./service')).service);
} catch (err) {
  process.stderr.write(`practice failed to start: ${(err as Error).message}\n`);
  process.exit(1);
}
