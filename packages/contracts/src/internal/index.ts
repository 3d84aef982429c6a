export * from './route';
export * from './billing';
export * from './conversation';
export * from './identity';
export * from './practice';
export * from './usage';
