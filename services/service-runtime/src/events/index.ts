export * from './bus';
export * from './consumer';
export * from './envelope';
export * from './outbox';
export * from './redis-streams-bus';
export * from './dead-letters';
