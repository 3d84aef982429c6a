import { badInput, requireOwner } from '@tutor/service-runtime';
import { listFairUseHits } from '../data/fair-use';
import { fairUsePolicy, liftsAtOf, setFairUsePolicy } from '../domain/fair-use';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

/** A day argument (YYYY-MM-DD, a real calendar day), or BAD_USER_INPUT naming it. */
function checkedDay(value: string, field: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    throw badInput(`${field} must be a day, YYYY-MM-DD`, field);
  return time;
}

/** The owner's side of the fair-use ceiling (ADR 5): the policy, setting it, and who reached it. */
export const fairUseQuery: Pick<QueryResolvers, 'fairUsePolicy' | 'fairUseHits'> = {
  fairUsePolicy: (_, __, ctx) => {
    requireOwner(ctx);
    return fairUsePolicy(ctx.pool);
  },
  async fairUseHits(_, { from, to }, ctx) {
    requireOwner(ctx);
    const start = checkedDay(from, 'from');
    const end = checkedDay(to, 'to');
    if (end < start) throw badInput('to must not be before from', 'to');
    if ((end - start) / 86_400_000 >= MAX_DAYS)
      throw badInput(`from..to must span at most ${MAX_DAYS} days`, 'from');
    const hits = await listFairUseHits(ctx.pool, from, to);
    return hits.map((h) => ({
      ...h,
      reachedAt: h.reachedAt.toISOString(),
      liftsAt: liftsAtOf(h.day),
    }));
  },
};

export const fairUseMutation: Pick<MutationResolvers, 'setFairUsePolicy'> = {
  setFairUsePolicy: (_, args, ctx) => {
    requireOwner(ctx);
    return graphqlErrors(() => setFairUsePolicy(ctx.pool, args));
  },
};
