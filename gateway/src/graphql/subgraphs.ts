import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The eight subgraphs, their schema files and their default local addresses (overridden by `<NAME>_URL`). */
export const SUBGRAPHS = [
  { name: 'identity', port: 4001 },
  { name: 'conversation', port: 4002 },
  { name: 'tutor-inference', port: 4003 },
  { name: 'billing', port: 4004 },
  { name: 'admin', port: 4005 },
  { name: 'progress', port: 4007 },
  { name: 'family', port: 4008 },
  { name: 'practice', port: 4009 },
] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const schemaFile = (name: SubgraphName) => path.join(repoRoot, 'services', name, 'schema.graphql');
export const SUPERGRAPH_FILE = path.join(repoRoot, 'gateway', 'supergraph.graphql');

/** `IDENTITY_URL`, `TUTOR_INFERENCE_URL`, ... */
export const urlVariable = (name: SubgraphName) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** The committed supergraph (`npm run compose` writes it; supergraph.test.ts checks it is current). */
export const loadSupergraph = (): string => readFileSync(SUPERGRAPH_FILE, 'utf8');
