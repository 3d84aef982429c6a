export * from './config';
export * from './db';
export * from './gateway-identity';
export * from './health';
export * from './http';
export * from './lifecycle';
export * from './logger';
export * from './metrics';
