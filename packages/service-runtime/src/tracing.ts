import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
} from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export { SpanKind };

/**
 * OpenTelemetry tracing, one module for every process (the services, the inference worker, the gateway).
 *
 * Nothing is registered unless an OTLP endpoint is configured: the OpenTelemetry API then stays a no-op (no
 * context manager, no propagator, non-recording spans), so the hot path pays a few function calls and no
 * allocation of real spans. With an endpoint, spans go out in batches by OTLP/HTTP; the sampler, the batch
 * timings and the exporter's headers follow the standard OTEL_* variables.
 */

let provider: NodeTracerProvider | undefined;

/** Tracing is on when an OTLP endpoint is configured and the SDK is not disabled (standard variables). */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * Registers the tracer provider, W3C trace-context propagation and the http/fetch instrumentations. Call it
 * first in a process's entry point (see each `src/tracing.ts`): the http instrumentation patches `node:http` as
 * modules load it. Returns whether tracing is on.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider) return true;
  if (!tracingEnabled(env)) return false;
  // The SDK, exporter and instrumentations load only when tracing is on: about 15 MB of every idle process.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { detectResources, envDetector, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const sdk = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { ATTR_SERVICE_NAME } =
    require('@opentelemetry/semantic-conventions') as typeof import('@opentelemetry/semantic-conventions');
  /* eslint-enable @typescript-eslint/no-require-imports */
  provider = new sdk.NodeTracerProvider({
    // The process's name, unless OTEL_SERVICE_NAME says otherwise; OTEL_RESOURCE_ATTRIBUTES adds the rest.
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Also installs the AsyncLocalStorage context manager and the W3C traceparent + baggage propagators.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Server spans for incoming requests (probes and scrapes are noise), client spans and traceparent for
      // node:http calls: the gateway's subgraph calls (gateway/src/graphql/subgraph-fetcher.ts).
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      // Global fetch (undici): service-to-service calls (billing's client) and the model calls of the openai package.
      new UndiciInstrumentation(),
    ],
  });
  return true;
}

/** Exports the spans still buffered; part of a process's graceful shutdown. */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
}

/**
 * W3C trace context as it travels inside a message: the event envelope's `trace` field, or a job's data. Both
 * carriers use the header names, so the standard propagator reads and writes them as they are.
 */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** The active trace context to put into a message; empty when tracing is off or no span is active. */
export function currentTraceCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

const tracer = trace.getTracer('@tutor/service-runtime');

/**
 * Runs the handling of one message (an event, a job) in a span that is a child of the context the message
 * carries, so the consumer's work, and whatever it writes or calls, joins the producer's trace. A message
 * without a context starts a new trace. A failure is recorded on the span and rethrown.
 */
export function inSpanFrom<T>(
  carrier: TraceCarrier | undefined,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const parent = carrier?.traceparent ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** trace_id and span_id of the active span, for log lines (see the logger's mixin); empty without one. */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
