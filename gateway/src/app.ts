import {
  createHttpApp,
  createMetricsRegistry,
  createRedis,
  errorHandler,
  type Lifecycle,
  type Logger,
} from '@tutor/service-runtime';
import type { Express } from 'express';
import passport from 'passport';
import { authRoutes } from './auth';
import { compressResponses } from './compress';
import type { Config } from './config';
import { csrfProtection } from './csrf';
import { facadeRoutes } from './facade/router';
import { mountGraphql } from './graphql';
import { mediaRoutes } from './media';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './queue-dashboard';
import { RateLimits, signInLimit } from './rate-limits';
import { securityHeaders } from './security-headers';
import { sessionMiddleware } from './session';
import { replyStreamRoutes } from './streams';
import { loadSupergraph } from './subgraphs';
import { endSessionsOfDeletedUsers } from './user-events';
import { clientUrlOf } from './google';
import { webApp } from './web';

/** Builds the whole public edge: health, metrics, session, sign-in, GraphQL, and the web app. */
export async function createGateway(config: Config, log: Logger, lifecycle: Lifecycle): Promise<Express> {
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const metrics = createMetricsRegistry('gateway');
  const bus = await endSessionsOfDeletedUsers(config, redis, lifecycle, log);
  const app = createHttpApp({
    log,
    metrics,
    lifecycle,
    checks: { redis: () => redis.ping() },
    advisoryChecks: { bus: () => bus.check() },
  });

  app.use(securityHeaders(config));
  app.use(compressResponses());
  app.use(sessionMiddleware(config, redis));
  app.use(passport.initialize());
  app.use(csrfProtection());
  const limits = new RateLimits(redis, config, log);
  app.use(
    ['/auth/google', '/auth/signup'],
    signInLimit(limits, config.RATE_LIMIT_SIGN_IN_PER_MINUTE, clientUrlOf(config)),
  );
  const execute = await mountGraphql(app, config, loadSupergraph(), lifecycle, log, limits);
  app.use('/auth', authRoutes(config, redis, execute, log));
  app.use(facadeRoutes(config, redis, execute, log));
  app.use('/media', mediaRoutes(redis));
  app.use(QUEUE_DASHBOARD_PATH, queueDashboard(config, redis, lifecycle));
  app.use('/streams', replyStreamRoutes(config, execute, lifecycle, log));
  if (config.WEB_DIST_DIR) app.use(webApp(config.WEB_DIST_DIR));
  app.use(errorHandler(log));
  return app;
}
