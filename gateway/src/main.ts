import './tracing';
import { loadConfig, maskConfig } from '@tutor/service-runtime/config';
import { listen } from '@tutor/service-runtime/http';
import { Lifecycle } from '@tutor/service-runtime/lifecycle';
import { createLogger } from '@tutor/service-runtime/logger';
import { stopTracing } from '@tutor/service-runtime/tracing';
import { createGateway } from './app';
import { configSchema } from './config';

async function main() {
  const config = loadConfig(configSchema);
  const log = createLogger('gateway', config.LOG_LEVEL);
  log.info({ config: maskConfig(config) }, 'effective configuration');
  const lifecycle = new Lifecycle(log, config.SHUTDOWN_TIMEOUT_MS, config.SHUTDOWN_DRAIN_MS);
  lifecycle.onShutdown('tracing', stopTracing); // first registered, last run: flushes the last spans
  const app = await createGateway(config, log, lifecycle);
  await listen(app, config.PORT, lifecycle, log);
  lifecycle.installSignalHandlers();
}

main().catch((err: Error) => {
  process.stderr.write(`gateway failed to start: ${err.message}\n`);
  process.exit(1);
});
