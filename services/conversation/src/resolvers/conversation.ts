import type { ConversationContext } from '../context';
import { findOwnConversation, type ConversationRow } from '../data/conversations';
import { listMessages } from '../data/messages';

export const Conversation = {
  /** An entity reference resolves only for the conversation's owner (anyone else: null, as for no conversation). */
  __resolveReference: (ref: { id: string }, ctx: ConversationContext) =>
    ctx.identity.user ? findOwnConversation(ctx.pool, ctx.identity.user.id, ref.id) : null,
  kind: (c: ConversationRow) => (c.kind === 'school' ? 'SCHOOL' : 'PROGRAMMING'),
  subjectId: (c: ConversationRow) => c.subject_id,
  subjectName: (c: ConversationRow) => (c.kind === 'school' ? (c.subject_name ?? 'General Chat') : null),
  subjectNameAr: (c: ConversationRow) => (c.kind === 'school' ? (c.subject_name_ar ?? 'محادثة عامة') : null),
  languageName: (c: ConversationRow) =>
    c.kind === 'programming' ? (c.language_name ?? 'Programming Chat') : null,
  createdAt: (c: ConversationRow) => c.created_at.toISOString(),
  // Rows reach here only through the owner checks above; this one guards against a future path that skips them.
  messages: (c: ConversationRow, _: unknown, ctx: ConversationContext) =>
    c.user_id === ctx.identity.user?.id ? listMessages(ctx.pool, c.id) : [],
};
