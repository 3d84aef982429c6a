import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { createRedis } from '../src/redis';
import { QUEUES } from '@tutor/contracts';
import { DEFAULT_JOB_OPTIONS, enqueue, JobRegistry } from '../src/queues';

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
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
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
});
