import { badInput, dayRange, requireOwner } from '@tutor/service-runtime';
import { modelCost } from '../data/usage';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  /** The owner's model cost from the recorded usage; each learner is a reference identity fills in (null once deleted). */
  async modelCost(_, args, ctx) {
    requireOwner(ctx);
    const { from, to } = dayRange(args.from, args.to);
    if (!Number.isInteger(args.top) || args.top < 1 || args.top > 100)
      throw badInput('top must be 1 to 100', 'top');
    const cost = await modelCost(ctx.pool, from, to, args.top);
    return {
      from,
      to,
      ...cost,
      topLearners: cost.topLearners.map((l) => ({
        ...l,
        learner: { __typename: 'User' as const, id: l.userId },
      })),
    };
  },
};
