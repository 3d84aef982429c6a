import type { EventBus, SubscribeOptions } from '../../src/events/bus';
import { namespaced } from '../../src/events/create-bus';

/** NAMESPACE separates deployments sharing a broker: topics always, consumer groups where groups are broker-wide. */
describe('namespaced event bus', () => {
  const recording = (kind: EventBus['kind']) => {
    const subscribed: SubscribeOptions[] = [];
    const published: string[] = [];
    const bus: EventBus = {
      kind,
      publish: async (topic) => void published.push(topic),
      subscribe: async (options) => {
        subscribed.push(options);
        return { close: async () => undefined };
      },
      check: async () => undefined,
      close: async () => undefined,
    };
    return { bus, subscribed, published };
  };
  const handler = async () => undefined;

  it('prefixes the consumer group on Kafka, so two namespaces never share a group', async () => {
    const { bus, subscribed, published } = recording('kafka');
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
    expect(subscribed.map(({ topic, group }) => ({ topic, group }))).toEqual([
      { topic: 'blue.tutoring.reply', group: 'blue.conversation.replies' },
      { topic: 'green.tutoring.reply', group: 'green.conversation.replies' },
    ]);
    expect(published).toEqual(['blue.tutoring.reply']);
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
