import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  signIdentity,
  type Lifecycle,
  type Logger,
} from '@tutor/service-runtime';
import express, { type Express } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import { rateLimitPlugin, type RateLimits } from '../edge/rate-limits';
import { subgraphFetcher } from './subgraph-fetcher';
import { textGuardPlugin } from '../edge/text-guard';
import { urlVariable, type SubgraphName } from './subgraphs';
import type { ExecuteGraphql, GatewayContext, GraphqlResult } from './context';

/** Forwards every subgraph call with the caller's identity, signed so that subgraphs can trust it. */
class SignedIdentityDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
  ) {
    // Apollo's default fetch stack was the gateway's largest cost per subgraph call (bench/read-path.mjs).
    super({ url, fetcher: subgraphFetcher });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    // Apollo's own health/introspection calls have no context; they travel as an anonymous gateway call.
    const caller = context?.caller ?? { issuer: 'gateway' };
    request.http?.headers.set(IDENTITY_HEADER, signIdentity(caller, this.secret));
    if (context?.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
  }
}

/** Mounts the federated GraphQL endpoint at /graphql over the composed supergraph. */
export async function mountGraphql(
  app: Express,
  config: Config,
  supergraphSdl: string,
  lifecycle: Lifecycle,
  log: Logger,
  limits: RateLimits,
): Promise<ExecuteGraphql> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) =>
      new SignedIdentityDataSource(
        config[urlVariable(name as SubgraphName) as keyof Config] as string,
        config.INTERNAL_SECRET,
      ),
    logger: log,
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    // Apollo's CSRF prevention: a browser cannot send a "simple" cross-site request that would run an operation.
    csrfPrevention: true,
    introspection: config.NODE_ENV !== 'production',
    plugins: [textGuardPlugin(), rateLimitPlugin(limits, config)],
  });
  await server.start();
  lifecycle.onShutdown('graphql gateway', () => server.stop());
  app.use(
    '/graphql',
    // Room for one image sent as base64 (sendImage), bounded again by the conversation service.
    express.json({ limit: '8mb' }),
    expressMiddleware(server, {
      context: async ({ req, res }) => ({
        caller: callerOf(req),
        requestId: res.getHeader(REQUEST_ID_HEADER)?.toString(),
      }),
    }),
  );
  return async (query, variables, caller) => {
    const response = await server.executeOperation({ query, variables }, { contextValue: { caller } });
    if (response.body.kind !== 'single') throw new Error('Unexpected incremental GraphQL response');
    return response.body.singleResult as GraphqlResult<never>;
  };
}
