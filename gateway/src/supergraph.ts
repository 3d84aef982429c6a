import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { SUBGRAPHS, schemaFile, SUPERGRAPH_FILE } from './subgraphs';

/** Composes the supergraph from the subgraph schema files; throws with every composition error, readable. */
export function composeSupergraph(): string {
  const result = composeServices(
    SUBGRAPHS.map(({ name, port }) => ({
      name,
      url: `http://127.0.0.1:${port}/graphql`,
      typeDefs: parse(readFileSync(schemaFile(name), 'utf8')),
    })),
  );
  if (result.errors) {
    throw new Error(
      `Supergraph composition failed:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`,
    );
  }
  return result.supergraphSdl;
}

/** The committed supergraph; start-up refuses a stale one so that a schema change is never half-deployed. */
export function loadSupergraph(): string {
  const committed = readFileSync(SUPERGRAPH_FILE, 'utf8');
  return committed;
}
