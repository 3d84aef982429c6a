import { isReplyId } from '@tutor/contracts';
import { badInput, notFound, requireOwner } from '@tutor/service-runtime';
import { dismissFlag } from '../data/flags';
import type { MutationResolvers } from '../generated/graphql';

export const Mutation: MutationResolvers = {
  async dismissFlag(_, { id }, ctx) {
    requireOwner(ctx);
    if (!isReplyId(id)) throw badInput('id must be a flag id', 'id');
    const flag = await dismissFlag(ctx.pool, id);
    if (!flag) throw notFound('No such flag');
    return flag;
  },
};
