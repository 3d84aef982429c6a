export * from './bus';
export * from './create-bus';
export * from './delivery';
export * from './consumer';
export * from './envelope';
export * from './outbox';
export * from './redis-streams-bus';
export * from './dead-letters';
