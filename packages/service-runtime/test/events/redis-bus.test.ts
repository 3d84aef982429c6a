import { RedisStreamsBus } from '../../src/events/redis-streams-bus';
import { log, redisUrl } from '../support';
import { describeBusContract } from './bus-contract';

describeBusContract('Redis Streams', {
  make: ({ partitions = 4 } = {}) =>
    new RedisStreamsBus({ url: redisUrl, partitions, log, leaseMs: 1000, blockMs: 200 }),
  childEnv: { REDIS_URL: redisUrl, KAFKA_BROKERS: '' },
});
