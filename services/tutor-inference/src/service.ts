import path from 'node:path';
import { loadTypeDefs, type ServiceDefinition } from '@tutor/service-runtime';
import { configSchema, type Config } from './config';
import type { InferenceContext } from './context';
import { User } from './resolvers/user';

const root = path.join(__dirname, '..');

export const service: ServiceDefinition<Config, InferenceContext> = {
  name: 'tutor-inference',
  configSchema,
  port: (config) => config.TUTOR_INFERENCE_PORT,
  migrationsDir: path.join(root, 'migrations'),
  typeDefs: loadTypeDefs(path.join(root, 'schema.graphql')),
  async setup({ redis }) {
    return { resolvers: { User }, context: (base) => ({ ...base, redis }) };
  },
};
