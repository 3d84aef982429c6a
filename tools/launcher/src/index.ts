export * from './infra';
export * from './processes';
export * from './system';
