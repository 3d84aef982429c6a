import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { createRedis } from '../src/redis';
import { QUEUES } from '@tutor/contracts';
import { createQueue, DEFAULT_JOB_OPTIONS, enqueue, JobRegistry, queuePrefix } from '../src/queues';

describe('job registry', () => {
  const noop = async () => undefined;

  it('accepts a registry with exactly one handler per job', () => {
    const registry = new JobRegistry()
      .register('reply', 'generate-reply', noop)
      .register('speech', 'synthesize-speech', noop);
    expect(() => registry.validate(['reply', 'speech'])).not.toThrow();
  });

  it('refuses to start with a missing handler, naming the job', () => {
    const registry = new JobRegistry().register('reply', 'generate-reply', noop);
    expect(() => registry.validate(['reply', 'speech'])).toThrow(
      /no handler for tutor-speech\/synthesize-speech/,
    );
  });

  it('refuses a second handler for the same job', () => {
    const registry = new JobRegistry().register('reply', 'generate-reply', noop);
    expect(() => registry.register('reply', 'generate-reply', noop)).toThrow(/already has a handler/);
  });

  it('refuses a handler for a job the queue does not define', () => {
    const registry = new JobRegistry().register('reply', 'generate-reply', noop);
    // @ts-expect-error an unknown job name is also a type error
    registry.register('reply', 'summarise', noop);
    expect(() => registry.validate(['reply'])).toThrow(/unknown job tutor-reply\/summarise/);
  });
});

describe('queues', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const connection = createRedis(REDIS_URL);
  const queue = new Queue(`test-${randomUUID()}`, { connection, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });

  it('names are the wire contract', () => {
    expect(QUEUES.reply.name).toBe('tutor-reply');
    expect(QUEUES.speech.name).toBe('tutor-speech');
    expect(QUEUES.billing.name).toBe('tutor-billing');
  });

  it('adds a job once per job id: the id is the idempotency key', async () => {
    const id = randomUUID();
    await enqueue(queue, 'synthesize-speech', { text: 'one', voice: 'alloy' }, id);
    await enqueue(queue, 'synthesize-speech', { text: 'two', voice: 'alloy' }, id);
    const counts = await queue.getJobCounts('waiting', 'delayed', 'active');
    expect((counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0)).toBe(1);
    expect((await queue.getJob(id))?.data).toEqual({ text: 'one', voice: 'alloy' });
  });

  it('lets many requests wait on their jobs at once without a listener-leak warning', async () => {
    const namespace = `waits-${randomUUID().slice(0, 8)}`;
    const speech = createQueue('speech', connection, namespace);
    const [blocking, working] = [createRedis(REDIS_URL), createRedis(REDIS_URL)];
    const events = new QueueEvents(speech.name, { connection: blocking, prefix: queuePrefix(namespace) });
    try {
      await events.waitUntilReady();
      const texts = Array.from({ length: 15 }, (_, i) => `text ${i}`);
      const jobs = await Promise.all(
        texts.map((text) => enqueue(speech, 'synthesize-speech', { text, voice: 'alloy' }, randomUUID())),
      );
      const waits = Promise.all(jobs.map((job) => job.waitUntilFinished(events, 30_000)));
      // Node warns of a leak (in the process's log, out of a test's reach) once an emitter has more listeners
      // than its maximum (0: none): each wait holds one 'closing' listener on the queue until it ends.
      for (let i = 0; i < 500 && speech.listenerCount('closing') < texts.length; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(speech.listenerCount('closing')).toBe(texts.length);
      const max = speech.getMaxListeners();
      expect(max === 0 || max >= texts.length).toBe(true);
      const worker = new Worker(speech.name, async (job) => job.data.text, {
        connection: working,
        prefix: queuePrefix(namespace),
      });
      expect(await waits).toEqual(texts);
      expect(speech.listenerCount('closing')).toBe(0);
      await worker.close();
    } finally {
      await events.close();
      await speech.obliterate({ force: true });
      await speech.close();
      blocking.disconnect();
      working.disconnect();
    }
  });
});
