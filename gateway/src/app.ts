import { createHttpApp, createMetricsRegistry, createRedis, errorHandler, Lifecycle, type Logger } from '@tutor/service-runtime';
import express, { type Express } from 'express';
import type { Config } from './config';
import { mountGraphql } from './graphql';
import { loadSupergraph } from './supergraph';

/** Builds the whole public edge: health, metrics, GraphQL, and the web app. */
export async function createGateway(config: Config, log: Logger, lifecycle: Lifecycle): Promise<Express> {
  const redis = createRedis(config.REDIS_URL);
  lifecycle.onShutdown('redis', () => redis.quit());
  const metrics = createMetricsRegistry('gateway');
  const app = createHttpApp({ log, metrics, lifecycle, checks: { redis: () => redis.ping() } });

  await mountGraphql(app, config, loadSupergraph(), lifecycle, log);
  if (config.WEB_DIST_DIR) app.use(express.static(config.WEB_DIST_DIR, { index: 'index.html' }));
  app.use(errorHandler(log));
  return app;
}
