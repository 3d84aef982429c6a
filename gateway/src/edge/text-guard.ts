import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../graphql/context';

/** PostgreSQL text cannot hold U+0000; any other character, bidi controls included, is stored as sent. */
const NUL = '\u0000';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

function literalContainsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}

/**
 * Refuses text no service could store (a NUL character), in variables or inline, with a 400 before any subgraph
 * sees it: GraphQL over HTTP and the REST facade alike, so no such request reaches a database half-way.
 */
export function textGuardPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (containsNul(request.variables) || literalContainsNul(document))
            throw new GraphQLError('Text must not contain NUL (U+0000) characters', {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
        },
      };
    },
  };
}
