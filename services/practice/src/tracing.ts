// Imported first by main.ts: tracing must be registered before the modules it instruments are loaded. The
// runner role is named apart from the subgraph, so a trace shows which process did what.
import { startTracing } from '@tutor/service-runtime/tracing';

startTracing(process.env.PRACTICE_ROLE === 'runner' ? 'code-runner' : 'practice');
