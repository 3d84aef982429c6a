import { requireUser } from '@tutor/service-runtime';
import type { QueryResolvers } from '../generated/graphql';
import { codeProject } from '../domain/projects';
import { reviewToday, skillMastery } from '../domain/review';
import { asLanguage, learnersSession, sessionView } from '../domain/sessions';
import { practiceUnit } from '../domain/review';
import { graphqlErrors } from './errors';

export const Query: QueryResolvers = {
  practiceUnit: (_root, { unitId }, ctx) => {
    requireUser(ctx);
    return graphqlErrors(() => practiceUnit(ctx, unitId));
  },
  practiceSession: async (_root, { id }, ctx) => {
    const user = requireUser(ctx);
    const session = await learnersSession(ctx, user.id, id);
    return session ? sessionView(ctx, session) : null;
  },
  reviewToday: (_root, { language }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(async () => ({ skills: await reviewToday(ctx, user.id, asLanguage(language)) }));
  },
  skillMastery: (_root, { unitId }, ctx) => {
    const user = requireUser(ctx);
    return skillMastery(ctx, user.id, unitId ?? undefined);
  },
  codeProject: (_root, { projectId, language }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => codeProject(ctx, user.id, projectId, language));
  },
};
