import { GraphQLError } from 'graphql';
import { requireUser, type RequestContext } from '@tutor/service-runtime';

/**
 * Who may read a learner's progress: today the learner only. The family issue adds a learner's linked parents
 * and teachers here, so every progress field keeps one authorisation rule.
 */
export function requireProgressReader(ctx: RequestContext, learnerId: string): void {
  const caller = requireUser(ctx);
  if (caller.id !== learnerId) {
    throw new GraphQLError("Not allowed to read another learner's progress", {
      extensions: { code: 'FORBIDDEN' },
    });
  }
}
