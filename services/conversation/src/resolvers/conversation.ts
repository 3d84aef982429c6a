import type { ConversationContext } from '../context';
import type { ConversationRow } from '../data/conversations';
import { listMessages } from '../data/messages';

export const Conversation = {
  kind: (c: ConversationRow) => (c.kind === 'school' ? 'SCHOOL' : 'PROGRAMMING'),
  subjectId: (c: ConversationRow) => c.subject_id,
  subjectName: (c: ConversationRow) => (c.kind === 'school' ? (c.subject_name ?? 'General Chat') : null),
  languageName: (c: ConversationRow) =>
    c.kind === 'programming' ? (c.language_name ?? 'Programming Chat') : null,
  createdAt: (c: ConversationRow) => c.created_at.toISOString(),
  messages: (c: ConversationRow, _: unknown, ctx: ConversationContext) => listMessages(ctx.pool, c.id),
};
