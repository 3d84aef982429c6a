import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { SUBGRAPHS, schemaFile } from './subgraphs';

/**
 * Composes the supergraph from the subgraph schema files; throws with every composition error, readable. For
 * compose.ts and the tests: the running gateway reads the committed result (loadSupergraph) and never loads this.
 */
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
