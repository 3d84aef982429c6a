import { GraphQLError } from 'graphql';
import { requireUser } from '@tutor/service-runtime';
import { classFigures, findClass } from '../data/classes';
import { buildClassFigures, weekStart } from '../domain/classes';
import { dayIn } from '../domain/progress';
import type { ClassResolvers } from '../generated/graphql';

export const Class: ClassResolvers = {
  /**
   * The class's teacher only (ADR 19): they read their students' figures in the class's subject, nothing else of
   * theirs; a student, a parent or another teacher is refused. A class whose ClassCreated has not arrived yet has
   * no figures here: it reads as empty rather than refused, since only the family service hands out a Class, and
   * only to its teacher (otherwise the class a teacher has just made would fail to show).
   */
  async figures(c, _, ctx) {
    const caller = requireUser(ctx);
    const found = await findClass(ctx.pool, c.id);
    if (!found) return { units: [], practiceUnits: [], students: [] };
    if (found.teacher_id !== caller.id)
      throw new GraphQLError("Not allowed to read another teacher's class", {
        extensions: { code: 'FORBIDDEN' },
      });
    const zone = ctx.config.PROGRESS_TIME_ZONE;
    const today = dayIn(zone, new Date());
    return buildClassFigures(
      found.subject_id,
      await classFigures(ctx.pool, c.id, found.subject_id, weekStart(today)),
      { today, dayOf: (at) => dayIn(zone, at) },
    );
  },
};
