import type { Lifecycle, Logger } from '@tutor/service-runtime';
import { createEventBus } from '@tutor/service-runtime/events';
import { createHttpApp, errorHandler } from '@tutor/service-runtime/http';
import { createMetricsRegistry } from '@tutor/service-runtime/metrics';
import { createRedis } from '@tutor/service-runtime/redis';
import type { Express } from 'express';
import passport from 'passport';
import { authRoutes } from './auth/routes';
import { compressResponses } from './edge/compress';
import type { Config } from './config';
import { csrfProtection } from './edge/csrf';
import { facadeRoutes } from './facade/router';
import { mountGraphql } from './graphql/gateway';
import { mediaRoutes } from './streams/speech';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './ops/queue-dashboard';
import { RateLimits, signInLimit } from './edge/rate-limits';
import { securityHeaders } from './edge/security-headers';
import { sessionMiddleware } from './auth/session';
import { accountCreator } from './auth/signup';
import { replyStreamRoutes } from './streams/replies';
import { ReplyRelay } from './streams/reply-relay';
import { loadSupergraph } from './graphql/subgraphs';
import { endSessionsOfDeletedUsers } from './events/deleted-users';
import { keepViewersCurrent } from './viewer/events';
import { ViewerStore } from './viewer/store';
import { AVATAR_PATH, avatarRoute } from './viewer/avatar';
import { clientUrlOf } from './auth/google';
import { PYODIDE_PATH, pyodideRuntime } from './static/pyodide';
import { webApp } from './static/web-app';

/** Builds the whole public edge: health, metrics, session, sign-in, GraphQL, and the web app. */
export async function createGateway(config: Config, log: Logger, lifecycle: Lifecycle): Promise<Express> {
  // Sessions, rate limits and viewers: short commands from many requests at once, so the ones issued in one turn
  // of the event loop go to Redis in one write. BullMQ (the queue dashboard) gets a connection of its own.
  const redis = createRedis(config.REDIS_URL, { enableAutoPipelining: true });
  lifecycle.onShutdown('redis', () => redis.quit());
  // Registered before the routes, so it closes after them (closers run in reverse).
  const relay = new ReplyRelay(config.REDIS_URL, log);
  lifecycle.onShutdown('reply relay', () => relay.close());
  const metrics = createMetricsRegistry('gateway');
  const bus = createEventBus({
    redisUrl: config.EVENT_BUS_REDIS_URL ?? config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: 'gateway',
    partitions: config.EVENT_PARTITIONS,
    namespace: config.NAMESPACE,
    log,
  });
  lifecycle.onShutdown('event bus', () => bus.close());
  await endSessionsOfDeletedUsers(bus, redis, log);
  const viewers = new ViewerStore(
    redis,
    config.VIEWER_TTL_MS,
    config.NAMESPACE ? `${config.NAMESPACE}:` : '',
  );
  await keepViewersCurrent(bus, viewers, log);
  const app = createHttpApp({
    log,
    metrics,
    lifecycle,
    checks: { redis: () => redis.ping() },
    advisoryChecks: { bus: () => bus.check() },
  });

  app.use(securityHeaders(config));
  app.use(compressResponses());
  // Before the session: the runtime's files are the same for everyone and need no Redis round trip.
  app.use(PYODIDE_PATH, pyodideRuntime());
  app.use(sessionMiddleware(config, redis));
  app.use('/auth/google', passport.initialize()); // only the Google sign-in uses passport; other requests skip it
  app.use(csrfProtection());
  const limits = new RateLimits(redis, config, log);
  app.use(
    ['/auth/google', '/auth/signup'],
    signInLimit(limits, config.RATE_LIMIT_SIGN_IN_PER_MINUTE, clientUrlOf(config)),
  );
  const { execute, viewer } = await mountGraphql(
    app,
    config,
    loadSupergraph(),
    lifecycle,
    log,
    limits,
    viewers,
  );
  const createAccount = accountCreator(config, redis, viewers);
  app.use('/auth', authRoutes(config, redis, viewer, log, createAccount));
  app.use(facadeRoutes(config, redis, relay, execute, log, createAccount));
  app.use(AVATAR_PATH, avatarRoute(viewer, redis, config));
  app.use('/media', mediaRoutes(redis, config));
  app.use(QUEUE_DASHBOARD_PATH, queueDashboard(config, lifecycle));
  app.use('/streams', replyStreamRoutes(relay, config.INTERNAL_SECRET, lifecycle));
  if (config.WEB_DIST_DIR) app.use(webApp(config.WEB_DIST_DIR));
  app.use(errorHandler(log));
  return app;
}
