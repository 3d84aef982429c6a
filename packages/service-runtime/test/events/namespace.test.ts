import type { EventBus, SubscribeOptions } from '../../src/events/bus';
import { namespaced } from '../../src/events/create-bus';

/** NAMESPACE separates deployments sharing a broker: topics always, consumer groups where groups are broker-wide. */
describe('namespaced event bus', () => {
  const recording = (kind: EventBus['kind']) => {
    const subscribed: SubscribeOptions[] = [];
    const published: string[] = [];
    const created: string[] = [];
    const bus: EventBus = {
      kind,
      publish: async (topic) => void published.push(topic),
      publishAll: async (batches) => void published.push(...batches.map((b) => b.topic)),
      createTopics: async (topics) => void created.push(...topics),
      subscribe: async (options) => {
        subscribed.push(options);
        return { close: async () => undefined };
      },
      check: async () => undefined,
      close: async () => undefined,
    };
    return { bus, subscribed, published, created };
  };
  const handler = async () => undefined;

  it('prefixes the consumer group on Kafka, so two namespaces never share a group', async () => {
    const { bus, subscribed, published, created } = recording('kafka');
    await namespaced(bus, 'blue').subscribe({
      topic: 'tutoring.reply',
      group: 'conversation.replies',
      handler,
    });
    await namespaced(bus, 'green').subscribe({
      topic: 'tutoring.reply',
      group: 'conversation.replies',
      handler,
    });
    await namespaced(bus, 'blue').publish('tutoring.reply', []);
    await namespaced(bus, 'blue').publishAll([{ topic: 'identity.user', records: [] }]);
    await namespaced(bus, 'green').createTopics(['billing.payment']);
    expect(subscribed.map(({ topic, group }) => ({ topic, group }))).toEqual([
      { topic: 'blue.tutoring.reply', group: 'blue.conversation.replies' },
      { topic: 'green.tutoring.reply', group: 'green.conversation.replies' },
    ]);
    expect(published).toEqual(['blue.tutoring.reply', 'blue.identity.user']);
    expect(created).toEqual(['green.billing.payment']);
  });

  it('keeps Redis Streams group names (a group lives inside its prefixed stream there)', async () => {
    const { bus, subscribed } = recording('redis');
    await namespaced(bus, 'blue').subscribe({
      topic: 'tutoring.reply',
      group: 'conversation.replies',
      handler,
    });
    expect(subscribed.map(({ topic, group }) => ({ topic, group }))).toEqual([
      { topic: 'blue.tutoring.reply', group: 'conversation.replies' },
    ]);
  });
});
