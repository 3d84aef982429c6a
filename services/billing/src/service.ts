import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { BillingContext } from './context';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, BillingContext> = {
  name: 'billing',
  configSchema,
  port: (config) => config.BILLING_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup({ pool, config }) {
    return { resolvers: { User }, context: (base) => ({ ...base, pool, config }) };
  },
};
