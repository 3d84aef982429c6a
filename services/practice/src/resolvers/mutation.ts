import { requireUser } from '@tutor/service-runtime';
import type { MutationResolvers } from '../generated/graphql';
import { checkProject, saveProjectCode } from '../domain/projects';
import { advanceAttempt, answerItem, nextItem, startPractice } from '../domain/sessions';
import { graphqlErrors } from './errors';

export const Mutation: MutationResolvers = {
  startPractice: (_root, { unitId, language }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => startPractice(ctx, user.id, unitId, language));
  },
  answerItem: (_root, { attemptId, answer, requestId }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => answerItem(ctx, user.id, attemptId, answer, requestId));
  },
  requestHint: (_root, { attemptId }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => advanceAttempt(ctx, user.id, attemptId, 'hint'));
  },
  requestSolution: (_root, { attemptId }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => advanceAttempt(ctx, user.id, attemptId, 'solution'));
  },
  nextItem: (_root, { sessionId }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => nextItem(ctx, user.id, sessionId));
  },
  saveProjectCode: (_root, { projectId, code, language }, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => saveProjectCode(ctx, user.id, projectId, code, language));
  },
  checkProject: (_root, args, ctx) => {
    const user = requireUser(ctx);
    return graphqlErrors(() => checkProject(ctx, user.id, args));
  },
};
