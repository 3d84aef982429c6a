import { GraphQLError } from 'graphql';
import { requireUser, type Queryable, type RequestContext } from '@tutor/service-runtime';
import { isLinkedParent } from '../data/linked-parents';

/**
 * Who may read a learner's progress: the learner and their linked parents (ADR 18), nobody else (not even the
 * owner); every progress field keeps this one rule. A class's teacher reads only the class's figures in its
 * subject (Class.figures, ADR 19), not a student's whole progress.
 */
export async function requireProgressReader(
  ctx: RequestContext & { pool: Queryable },
  learnerId: string,
): Promise<void> {
  const caller = requireUser(ctx);
  if (caller.id === learnerId || (await isLinkedParent(ctx.pool, caller.id, learnerId))) return;
  throw new GraphQLError("Not allowed to read another learner's progress", {
    extensions: { code: 'FORBIDDEN' },
  });
}
