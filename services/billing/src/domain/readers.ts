import { GraphQLError } from 'graphql';
import { requireUser, type Queryable, type RequestContext } from '@tutor/service-runtime';
import { isLinkedParent } from '../data/linked-parents';

/** A learner's plan is readable by the learner, the owner and the learner's linked parents (ADR 18). */
export async function requirePlanReader(ctx: RequestContext & { pool: Queryable }, userId: string) {
  const caller = requireUser(ctx);
  if (caller.id === userId || caller.role === 'Owner') return;
  if (await isLinkedParent(ctx.pool, caller.id, userId)) return;
  throw new GraphQLError('Not allowed to read another user', { extensions: { code: 'FORBIDDEN' } });
}
