import {
  eventually,
  readSse,
  signedUp,
  startOtlpReceiver,
  startTestSystem,
  type ReceivedSpan,
} from '@tutor/test-kit';

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId streamPath } }`;
const SERVER = 2;
const CONSUMER = 5;

/** The span's ancestors in its trace, nearest first (as far as they were exported). */
function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let p = byId.get(span.parentSpanId); p; p = byId.get(p.parentSpanId)) chain.push(p);
  return chain;
}

/**
 * One learner message, followed through every process by its trace: the system exports to a small OTLP
 * receiver, and the spans of the gateway, the conversation service, billing, the inference worker and the
 * reply-completed consumer must form one tree.
 */
describe('tracing: one trace follows a message through the system (whole system)', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let system: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    system = await startTestSystem('tracing', {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100', // export soon after a span ends, not every 5 s
      DEV_MODEL_TTFT_MS: '50',
      DEV_MODEL_TOKENS_PER_SECOND: '200',
    });
  }, 120_000);
  afterAll(async () => {
    await system?.dispose();
    await receiver?.close();
  }, 60_000);

  it('joins gateway, conversation, billing, the reply job and the ReplyCompleted consumer in one trace', async () => {
    const bob = await signedUp(system.gateway, 'bob@tutor.test', 'Bob');
    await bob.gql('mutation { setLanguage(language: "en") { id } }');
    await eventually(
      () => bob.gql('{ me { remainingMessages } }'),
      (r) => typeof r.data?.me?.remainingMessages === 'number',
    );
    const started = await bob.gql(
      'mutation { startConversation(kind: SCHOOL, subjectId: "high-1-physics") { id } }',
    );
    const conversationId = started.data!.startConversation.id;
    const sent = await bob.gql(SEND, { c: conversationId, m: 'trace-1', t: 'What is inertia?' });
    expect(sent.errors).toBeUndefined();
    const { replyId, streamPath } = sent.data!.sendMessage;
    const stream = await readSse(bob.browser, `${system.gateway}${streamPath}`);
    expect(stream.events[stream.events.length - 1]!.event).toBe('done');

    const isJob = (s: ReceivedSpan) =>
      s.service === 'inference-worker' &&
      s.kind === CONSUMER &&
      s.attributes['messaging.message.id'] === replyId;
    const isReplyConsumer = (s: ReceivedSpan) =>
      s.service === 'conversation' && s.attributes['tutor.event.type'] === 'tutor.events.v1.ReplyCompleted';
    // Spans arrive in batches from five processes: wait until the last link of the chain has been exported.
    await eventually(
      async () => receiver.spans,
      (spans) => spans.some(isJob) && spans.some(isReplyConsumer),
      20_000,
    );
    const spans = receiver.spans;
    const job = spans.find(isJob)!;
    const trace = spans.filter((s) => s.traceId === job.traceId);
    const services = new Set(trace.map((s) => s.service));
    expect([...services].sort()).toEqual(
      expect.arrayContaining(['billing', 'conversation', 'gateway', 'inference-worker']),
    );

    // The gateway's incoming request is the root of the trace.
    const root = trace.find((s) => !s.parentSpanId)!;
    expect(root).toMatchObject({ service: 'gateway', kind: SERVER });

    // The job continues the trace through its data: its parent chain passes through the conversation service
    // (the sendMessage request that enqueued it) up to the gateway.
    const jobAncestors = ancestorsOf(job, spans);
    expect(jobAncestors[0]!.service).toBe('conversation');
    expect(jobAncestors.at(-1)).toBe(root);

    // The ReplyCompleted consumer continues it through the event envelope, written inside the job's span.
    const consumer = spans.find((s) => isReplyConsumer(s) && s.traceId === job.traceId);
    expect(consumer).toBeDefined();
    expect(ancestorsOf(consumer!, spans)).toContain(job);

    // Billing's credit is charged within the same request (fetch is instrumented too).
    expect(trace.some((s) => s.service === 'billing' && s.kind === SERVER)).toBe(true);
  }, 90_000);

  it('exposes the pipeline in Prometheus metrics: HTTP latency, outbox and consumer lag, queue, job and model', async () => {
    const scrape = async (name: string) => (await fetch(`${system.url(name)}/metrics`)).text();
    const [conversation, worker] = await Promise.all([scrape('conversation'), scrape('inference-worker')]);
    expect(conversation).toMatch(/^http_request_duration_seconds_count\{.*route="\/graphql".*\} [1-9]/m);
    expect(conversation).toMatch(/^outbox_lag_seconds\{.*\} /m);
    // The ReplyCompleted of the message above was handled by conversation.replies.
    expect(conversation).toMatch(
      /^event_consumer_lag_seconds_count\{.*group="conversation\.replies".*\} [1-9]/m,
    );
    expect(worker).toMatch(/^reply_queue_backlog\{.*\} 0$/m);
    expect(worker).toMatch(/^reply_job_duration_seconds_count\{.*\} [1-9]/m);
    expect(worker).toMatch(/^model_time_to_first_token_seconds_count\{.*\} [1-9]/m);
    expect(worker).toMatch(/^reply_tokens_count\{.*\} [1-9]/m);
  });
});
