import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { VIEWER_EXTENSION } from '@tutor/contracts';
import type { CallerIdentity, Lifecycle, Logger } from '@tutor/service-runtime';
import { IDENTITY_HEADER, signIdentity } from '@tutor/service-runtime/gateway-identity';
import { REQUEST_ID_HEADER } from '@tutor/service-runtime/logger';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { callerOf } from '../auth/caller';
import type { Config } from '../config';
import { rateLimitPlugin, type RateLimits } from '../edge/rate-limits';
import { subgraphFetcher } from './subgraph-fetcher';
import { textGuardPlugin } from '../edge/text-guard';
import { urlVariable, type SubgraphName } from './subgraphs';
import type { ExecuteGraphql, GatewayContext, GraphqlResult } from './context';
import { ViewerModel } from '../viewer/model';
import { answer, ViewerOperations } from '../viewer/operations';
import type { ViewerStore } from '../viewer/store';

/** Room for one image sent as base64 (sendImage), bounded again by the conversation service. */
export const GRAPHQL_BODY_LIMIT = '8mb';

type ReceivedResponse = Parameters<
  NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>
>[0];

/** Forwards every subgraph call with the caller's identity, signed so that subgraphs can trust it. */
class SignedIdentityDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
    private readonly viewer: ViewerModel,
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

  /** The viewer states an answer carries are stored before it goes on: the next read never shows older ones. */
  override async didReceiveResponse({ response, context }: ReceivedResponse) {
    const shared = response.extensions?.[VIEWER_EXTENSION];
    if (shared) await this.viewer.shared(shared, context?.caller ?? { issuer: 'gateway' });
    return response;
  }
}

/** What a body over the limit is told: the caller's language is not known before the body is read. */
const TOO_LARGE =
  'This is too large to send (over 8 MB): send less. / هذا أكبر من أن يُرسل (أكثر من ٨ ميغابايت): أرسل أقل.';

/**
 * A body over the limit is a client's mistake: 413 with a GraphQL error the web reads as any other (code
 * PAYLOAD_TOO_LARGE), never Express's bare text or a 5xx.
 */
function bodyTooLarge(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if ((err as { type?: string }).type !== 'entity.too.large') return next(err);
  res.status(413).json({ errors: [{ message: TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
}

/**
 * Mounts the federated GraphQL endpoint at /graphql over the composed supergraph. An operation that asks only for
 * the signed-in user's viewer fields is answered from the viewer read model (ADR 20), over HTTP and for the
 * gateway's own callers (`execute`) alike; everything else goes through Apollo Gateway unchanged.
 */
export async function mountGraphql(
  app: Express,
  config: Config,
  supergraphSdl: string,
  lifecycle: Lifecycle,
  log: Logger,
  limits: RateLimits,
  store: ViewerStore,
): Promise<{ execute: ExecuteGraphql; viewer: ViewerModel }> {
  const federated = async <T>(
    query: string,
    variables: Record<string, unknown>,
    caller: CallerIdentity,
  ): Promise<GraphqlResult<T>> => {
    const response = await server.executeOperation({ query, variables }, { contextValue: { caller } });
    if (response.body.kind !== 'single') throw new Error('Unexpected incremental GraphQL response');
    return response.body.singleResult as GraphqlResult<T>;
  };
  const viewer = new ViewerModel(store, (query, caller) => federated(query, {}, caller), log);
  const operations = new ViewerOperations();
  /** The answer from the viewer read model, or undefined when federation must answer (or the model cannot). */
  const fromViewer = async (
    body: { query?: unknown; variables?: unknown; operationName?: unknown },
    caller: CallerIdentity,
  ): Promise<GraphqlResult<never> | undefined> => {
    if (!caller.user) return undefined;
    // Variables no operation of the fast path uses; Apollo still checks them (text guard): let it.
    const { variables } = body;
    if (variables != null && (typeof variables !== 'object' || Object.keys(variables).length))
      return undefined;
    const plan = operations.planFor(body.query, body.operationName);
    if (!plan) return undefined;
    try {
      return { data: answer(plan, await viewer.read(caller.user)) as never };
    } catch (err) {
      log.warn({ err }, 'viewer read model unavailable; answering through federation');
      return undefined;
    }
  };

  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) =>
      new SignedIdentityDataSource(
        config[urlVariable(name as SubgraphName) as keyof Config] as string,
        config.INTERNAL_SECRET,
        viewer,
      ),
    logger: log,
  });
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => operations.setSchema(apiSchema));
  const server = new ApolloServer<GatewayContext>({
    gateway,
    // Apollo's CSRF prevention: a browser cannot send a "simple" cross-site request that would run an operation.
    csrfPrevention: true,
    introspection: config.NODE_ENV !== 'production',
    plugins: [textGuardPlugin(), rateLimitPlugin(limits)],
  });
  await server.start();
  lifecycle.onShutdown('graphql gateway', () => server.stop());
  app.use(
    '/graphql',
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    bodyTooLarge,
    (req: Request, res: Response, next: NextFunction) => {
      // A plain JSON POST of one operation; GET, batches, persisted queries and the graphql-response media type
      // stay Apollo's.
      const body = req.body as Record<string, unknown> | undefined;
      if (
        req.method !== 'POST' ||
        !body ||
        typeof body !== 'object' ||
        Array.isArray(body) ||
        body.extensions !== undefined ||
        req.get('accept')?.includes('graphql-response')
      )
        return next();
      fromViewer(body, callerOf(req)).then((result) => (result ? res.json(result) : next()), next);
    },
    expressMiddleware(server, {
      context: async ({ req, res }) => ({
        caller: callerOf(req),
        requestId: res.getHeader(REQUEST_ID_HEADER)?.toString(),
      }),
    }),
  );
  const execute: ExecuteGraphql = async (query, variables, caller) =>
    ((await fromViewer({ query, variables }, caller)) as GraphqlResult<never> | undefined) ??
    federated(query, variables, caller);
  return { execute, viewer };
}
