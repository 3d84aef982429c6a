import { findOwnConversation } from '../data/conversations';
import { listMessages, messagePage } from '../data/messages';
import { ConversationError } from '../domain/errors';
import { graphqlModeOf } from '../domain/modes';
import type { ConversationResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';

/** The most messages one page holds (the REST facade's whole-list cap reads at most this many). */
export const MESSAGE_PAGE_MAX = 5000;

export const Conversation: ConversationResolvers = {
  /** An entity reference resolves only for the conversation's owner (anyone else: null, as for no conversation). */
  __resolveReference: (ref, ctx) =>
    ctx.identity.user ? findOwnConversation(ctx.pool, ctx.identity.user.id, ref.id) : null,
  kind: (c) => (c.kind === 'school' ? 'SCHOOL' : 'PROGRAMMING'),
  subjectId: (c) => c.subject_id,
  subjectName: (c) => (c.kind === 'school' ? (c.subject_name ?? 'General Chat') : null),
  subjectNameAr: (c) => (c.kind === 'school' ? (c.subject_name_ar ?? 'محادثة عامة') : null),
  languageName: (c) => (c.kind === 'programming' ? (c.language_name ?? 'Programming Chat') : null),
  mode: (c) => graphqlModeOf(c.mode),
  unitId: (c) => c.unit_id,
  unitName: (c) => (c.learner_language === 'ar' ? c.unit_name_ar : c.unit_name_en),
  projectId: (c) => c.project_id,
  createdAt: (c) => c.created_at.toISOString(),
  // Rows reach here only through the owner checks above; this one guards against a future path that skips them.
  messages: (c, _, ctx) => (c.user_id === ctx.identity.user?.id ? listMessages(ctx.pool, c.id) : []),
  messagePage: (c, { last, before }, ctx) =>
    graphqlErrors(async () => {
      if (!Number.isInteger(last) || last < 1 || last > MESSAGE_PAGE_MAX)
        throw new ConversationError('BAD_USER_INPUT', `last must be 1 to ${MESSAGE_PAGE_MAX}`, 'last');
      if (c.user_id !== ctx.identity.user?.id) return { messages: [], hasEarlier: false };
      return messagePage(ctx.pool, c.id, last, before ?? undefined);
    }),
};
