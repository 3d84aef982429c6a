import './tracing';
import { loadConfig, runService } from '@tutor/service-runtime';
import { configSchema } from './config';

// One package, two roles: the subgraph (api) or the BullMQ workers (worker), chosen by INFERENCE_ROLE. Each role
// loads only its own code (the api has no use for the model client, the worker none for the subgraph schema).
/* eslint-disable @typescript-eslint/no-require-imports */
try {
  if (loadConfig(configSchema).INFERENCE_ROLE === 'worker')
    runService((require('./worker/worker') as typeof import('./worker/worker')).worker);
  else runService((require('./service') as typeof import('./service')).service);
} catch (err) {
  process.stderr.write(`tutor-inference failed to start: ${(err as Error).message}\n`);
  process.exit(1);
}
