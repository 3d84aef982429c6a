import { USAGE_INTERNAL } from '@tutor/contracts';
import { serveInternal, type Pool } from '@tutor/service-runtime';
import type { Router } from 'express';
import type { Config } from '../config';
import { learnerDayUsage, usageTotals } from '../data/usage';

/** Usage and cost totals for the owner's dashboard, as `USAGE_INTERNAL` (contracts) describes them. */
export function internalRoutes(pool: Pool, config: Config): Router {
  return serveInternal(USAGE_INTERNAL, config.INTERNAL_SECRET, {
    totals: ({ from, to }) => usageTotals(pool, from, to),
    learnerDay: ({ userId, day }) => learnerDayUsage(pool, userId, day),
  });
}
