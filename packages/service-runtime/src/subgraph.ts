import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type DocumentNode } from 'graphql';
import { IDENTITY_HEADER, IdentityError, verifyIdentity, type CallerIdentity } from './gateway-identity';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';

export type { GraphQLResolverMap };

/** What every resolver receives: who is calling (verified), and helpers to demand a user or the owner. */
export interface RequestContext {
  identity: CallerIdentity;
  log: Logger;
  /** Added to the answer's `extensions`: what a resolver hands the gateway beside the data (ADR 20's viewer states). */
  responseExtensions: Record<string, unknown>;
}

export type CallerUser = NonNullable<CallerIdentity['user']>;

export function requireUser(ctx: RequestContext): CallerUser {
  if (!ctx.identity.user) {
    throw new GraphQLError('You must be signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return ctx.identity.user;
}

export function requireOwner(ctx: RequestContext): CallerUser {
  const user = requireUser(ctx);
  if (user.role !== 'Owner') {
    throw new GraphQLError('Only the owner can do this', { extensions: { code: 'FORBIDDEN' } });
  }
  return user;
}

/**
 * A client's mistake in GraphQL: code BAD_USER_INPUT, naming the field. Subgraphs answer errors with HTTP 200
 * (the gateway treats any other status as the subgraph failing); the REST facade maps codes to statuses.
 */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** Rejects any request whose identity header was not signed with the internal secret (by the gateway or a peer service). */
export function requireSignedIdentity(secret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.identity = verifyIdentity(req.header(IDENTITY_HEADER), secret);
      next();
    } catch (err) {
      if (!(err instanceof IdentityError)) return next(err);
      res.status(401).json({ message: err.message });
    }
  };
}

export interface SubgraphOptions<TContext extends RequestContext> {
  typeDefs: DocumentNode;
  resolvers: GraphQLResolverMap<TContext>;
  secret: string;
  log: Logger;
  lifecycle: Lifecycle;
  /** Adds service-specific values (loaders, repositories) to each request's context. */
  context?: (base: RequestContext) => TContext | Promise<TContext>;
  /** Largest request body in bytes (1 MB unless a service takes uploads as base64). */
  bodyLimit?: number;
}

/** Mounts the service's Federation 2 subgraph at /graphql, behind the signed-identity check. */
export async function mountSubgraph<TContext extends RequestContext>(
  app: Express,
  options: SubgraphOptions<TContext>,
): Promise<void> {
  const logErrors: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const err of errors) {
            const code = err.extensions?.code;
            if (!code || code === 'INTERNAL_SERVER_ERROR')
              options.log.error({ err: err.originalError ?? err }, 'resolver failed');
          }
        },
      };
    },
  };
  const extensions: ApolloServerPlugin<TContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const added = contextValue.responseExtensions;
          if (response.body.kind !== 'single' || !Object.keys(added).length) return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, ...added };
        },
      };
    },
  };
  const server = new ApolloServer<TContext>({
    schema: buildSubgraphSchema({
      typeDefs: options.typeDefs,
      resolvers: options.resolvers as GraphQLResolverMap<unknown>,
    }),
    // Inline traces are for Apollo's hosted studio, which this system does not use.
    plugins: [logErrors, extensions, ApolloServerPluginInlineTraceDisabled()],
    includeStacktraceInErrorResponses: false,
  });
  await server.start();
  options.lifecycle.onShutdown('graphql', () => server.stop());
  app.use(
    '/graphql',
    requireSignedIdentity(options.secret),
    express.json({ limit: options.bodyLimit ?? '1mb' }),
    expressMiddleware(server, {
      context: async ({ res }) => {
        const base: RequestContext = {
          identity: res.locals.identity as CallerIdentity,
          log: options.log,
          responseExtensions: {},
        };
        return options.context ? options.context(base) : (base as TContext);
      },
    }),
  );
}

/** Reads a subgraph's schema file (kept at the package root, next to src/ and dist/). */
export function loadTypeDefs(file: string): DocumentNode {
  return gql(readFileSync(file, 'utf8'));
}

/** A user's own data is readable by that user and by the owner, by nobody else. */
export function requireSelfOrOwner(ctx: RequestContext, userId: string): CallerUser {
  const user = requireUser(ctx);
  if (user.id !== userId && user.role !== 'Owner') {
    throw new GraphQLError('Not allowed to read another user', { extensions: { code: 'FORBIDDEN' } });
  }
  return user;
}
