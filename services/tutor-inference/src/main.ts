import './tracing';
import { loadConfig, runService } from '@tutor/service-runtime';
import { configSchema } from './config';
import { service } from './service';
import { worker } from './worker/worker';

// One package, two roles: the subgraph (api) or the BullMQ workers (worker), chosen by INFERENCE_ROLE.
try {
  if (loadConfig(configSchema).INFERENCE_ROLE === 'worker') runService(worker);
  else runService(service);
} catch (err) {
  process.stderr.write(`tutor-inference failed to start: ${(err as Error).message}\n`);
  process.exit(1);
}
