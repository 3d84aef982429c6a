// Imported first by main.ts: tracing must be registered before the modules it instruments are loaded. The
// worker role is named apart from the subgraph, so a trace shows which process did what.
import { startTracing } from '@tutor/service-runtime/tracing';

startTracing(process.env.INFERENCE_ROLE === 'worker' ? 'inference-worker' : 'tutor-inference');
