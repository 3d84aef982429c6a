import type { JobOf } from '@tutor/contracts';
import { randomUUID } from 'node:crypto';
import { trace, type Span } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { UserRegisteredSchema } from '@tutor/contracts';
import type { Job } from 'bullmq';
import pino from 'pino';
import { decodeEnvelope, encodeEvent } from '../src/events/envelope';
import { createLogger } from '../src/logger';
import { createQueue, enqueue, JobRegistry, startWorkers } from '../src/queues';
import { createRedis } from '../src/redis';
import {
  activeTraceIds,
  currentTraceCarrier,
  inSpanFrom,
  SpanKind,
  tracingEnabled,
  type TraceCarrier,
} from '../src/tracing';

const meta = { aggregateId: 'u1', producer: 'identity' };
const payload = { userId: 'u1', email: 'a@tutor.test', name: 'A' };

describe('tracing switch', () => {
  it('is on only with an OTLP endpoint, and off when the SDK is disabled', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(
      tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });
});

// Before any provider is registered (the state of a process without an endpoint): nothing is carried.
describe('trace context with tracing off', () => {
  it('carries nothing, and handlers still run', async () => {
    expect(currentTraceCarrier()).toEqual({});
    expect(decodeEnvelope(encodeEvent(UserRegisteredSchema, payload, meta).bytes).trace).toBeUndefined();
    expect(await inSpanFrom(undefined, 'process x', {}, async () => activeTraceIds())).toEqual({});
  });
});

describe('trace context with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = trace.getTracer('test');
  beforeAll(() => provider.register());
  afterAll(() => provider.shutdown());
  beforeEach(() => exporter.reset());

  /** Runs `work` inside an active span, as a request handler runs inside the http server span. */
  const inRequest = <T>(work: (span: Span) => Promise<T>) =>
    tracer.startActiveSpan('request', { kind: SpanKind.SERVER }, async (span) => {
      try {
        return await work(span);
      } finally {
        span.end();
      }
    });

  it('writes the active context into the envelope, and a consumer span continues it as a child', async () => {
    const { request, envelope } = await inRequest(async (span) => ({
      request: span.spanContext(),
      envelope: decodeEnvelope(encodeEvent(UserRegisteredSchema, payload, meta).bytes),
    }));
    expect(envelope.trace?.traceparent).toBe(`00-${request.traceId}-${request.spanId}-01`);

    const seen = await inSpanFrom(envelope.trace, 'process UserRegistered', { k: 'v' }, async () =>
      activeTraceIds(),
    );
    const consumer = exporter.getFinishedSpans().find((s) => s.name === 'process UserRegistered')!;
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.spanContext().traceId).toBe(request.traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(request.spanId);
    expect(consumer.attributes).toEqual({ k: 'v' });
    // What the logger's mixin adds to each line written while handling.
    expect(seen).toEqual({ trace_id: request.traceId, span_id: consumer.spanContext().spanId });
  });

  it('keeps an explicitly given context over the active one', async () => {
    const given: TraceCarrier = { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` };
    const envelope = await inRequest(async () =>
      decodeEnvelope(encodeEvent(UserRegisteredSchema, payload, { ...meta, trace: given }).bytes),
    );
    expect(envelope.trace).toMatchObject(given);
  });

  it('starts a new trace for a message without context, and records a failure on the span', async () => {
    await expect(
      inSpanFrom({}, 'process broken', {}, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span!.parentSpanContext).toBeUndefined();
    expect(span!.status).toMatchObject({ code: 2, message: 'boom' });
    expect(span!.events.map((e) => e.name)).toContain('exception');
  });

  it('puts the logger on the active span: createLogger has the trace mixin', () => {
    // pino writes to fd 1, so the mixin it keeps on the logger is what is checked.
    const log = createLogger('test', 'silent') as unknown as Record<symbol, unknown>;
    const mixin = log[pino.symbols.mixinSym];
    expect(mixin).toBe(activeTraceIds);
  });

  it('carries the context in job data: the worker span is a child of the span that enqueued the job', async () => {
    const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const namespace = `test-tracing-${randomUUID().slice(0, 8)}`;
    const queue = createQueue('reply', connection, namespace);
    let workers: ReturnType<typeof startWorkers> | undefined;
    const handled = new Promise<{ data: unknown; ids: ReturnType<typeof activeTraceIds> }>((resolve) => {
      const registry = new JobRegistry().register('reply', 'generate-reply', async (job: Job) =>
        resolve({ data: job.data, ids: activeTraceIds() }),
      );
      workers = startWorkers(registry, { reply: {} }, connection, createLogger('test', 'silent'), namespace);
    });
    try {
      const jobId = randomUUID();
      const request = await inRequest(async (span) => {
        // Only what the trace needs: the worker here reads nothing else.
        await enqueue(queue, 'generate-reply', { replyId: jobId } as JobOf<'generate-reply'>, jobId);
        return span.spanContext();
      });
      const { data, ids } = await handled;
      expect(data).toMatchObject({
        replyId: jobId,
        traceparent: `00-${request.traceId}-${request.spanId}-01`,
      });
      expect(ids.trace_id).toBe(request.traceId);
      // The job span ends just after the handler returns.
      const jobSpan = () =>
        exporter.getFinishedSpans().find((s) => s.name === 'process tutor-reply/generate-reply');
      while (!jobSpan()) await new Promise((r) => setTimeout(r, 10));
      const job = jobSpan()!;
      expect(job.parentSpanContext?.spanId).toBe(request.spanId);
      expect(job.attributes).toMatchObject({ 'messaging.system': 'bullmq', 'messaging.message.id': jobId });
    } finally {
      await workers?.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.quit();
    }
  });
});
