import { GraphQLError } from 'graphql';
import { requireUser } from '@tutor/service-runtime';
import { classFigures, findTeachersClass } from '../data/classes';
import { buildClassFigures, weekStart } from '../domain/classes';
import { dayIn } from '../domain/progress';
import type { ClassResolvers } from '../generated/graphql';

export const Class: ClassResolvers = {
  /**
   * The class's teacher only (ADR 19): they read their students' figures in the class's subject, nothing else of
   * theirs; a student, a parent or another teacher is refused.
   */
  async figures(c, _, ctx) {
    const caller = requireUser(ctx);
    const found = await findTeachersClass(ctx.pool, caller.id, c.id);
    if (!found)
      throw new GraphQLError("Not allowed to read another teacher's class", {
        extensions: { code: 'FORBIDDEN' },
      });
    const today = dayIn(ctx.config.PROGRESS_TIME_ZONE, new Date());
    return buildClassFigures(
      found.subject_id,
      await classFigures(ctx.pool, c.id, found.subject_id, weekStart(today)),
    );
  },
};
