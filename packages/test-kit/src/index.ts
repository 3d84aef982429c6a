export * from './browser';
export * from './chromium';
export * from './eventually';
export * from './otlp';
export * from './people';
export * from './sse';
export * from './system';
export * from './redis-server';
