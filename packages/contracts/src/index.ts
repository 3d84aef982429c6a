export * from './events';
export * from './jobs';
export * from './replies';
export * from './reply-stream';
export * from './reply-stream-token';
export * from './speech';
export * from './images';
export * from './catalog';
