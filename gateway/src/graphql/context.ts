import type { CallerIdentity } from '@tutor/service-runtime';
import type { GraphQLFormattedError } from 'graphql';

/** What every GraphQL operation on the gateway runs with; the plugins (edge/) read it, so it lives apart. */
export interface GatewayContext {
  caller: CallerIdentity;
  requestId?: string;
}

export interface GraphqlResult<T> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs an operation on the supergraph as a given caller: what the REST routes use, so no rule lives only there. */
export type ExecuteGraphql = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  caller: CallerIdentity,
) => Promise<GraphqlResult<T>>;
