export * from './browser';
export * from './people';
export * from './sse';
export * from './system';
export * from './otlp';
