// Imported first by main.ts: tracing must be registered before the modules it instruments are loaded.
import { startTracing } from '@tutor/service-runtime/tracing';

startTracing('practice');
