export * from './embedded-postgres';
export * from './infra';
export * from './processes';
export * from './resolved';
export * from './system';
