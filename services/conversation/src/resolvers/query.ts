import { parseReplyId, replyStreamPathOf } from '@tutor/contracts';
import { badInput, requireUser } from '@tutor/service-runtime';
import type { ConversationContext } from '../context';
import { listLanguages, listProjects, listStarterQuestions, listSubjects } from '../data/catalog';
import { findOwnConversation, listConversations } from '../data/conversations';
import { findMessage } from '../data/messages';

/** primary, middle or high; the secondary-school names the server may answer with mean high. */
export function normaliseStage(stage: string): string {
  return /^(first|second|third) secondary$/i.test(stage.trim()) ? 'high' : stage.trim().toLowerCase();
}

export const kindOf = (kind: 'SCHOOL' | 'PROGRAMMING') => (kind === 'SCHOOL' ? 'school' : 'programming');

export const Query = {
  async subjects(_: unknown, args: { stage: string; year: string }, ctx: ConversationContext) {
    requireUser(ctx);
    const stage = normaliseStage(args.stage);
    if (!['primary', 'middle', 'high'].includes(stage))
      throw badInput('stage must be primary, middle or high', 'stage');
    if (!['1', '2', '3'].includes(args.year)) throw badInput('year must be 1, 2 or 3', 'year');
    const subjects = await listSubjects(ctx.pool, stage, args.year);
    return { subjects, unsupportedStage: subjects.length === 0 };
  },
  programmingLanguages: (_: unknown, __: unknown, ctx: ConversationContext) => listLanguages(ctx.pool),
  projects: (_: unknown, args: { languageId: string }, ctx: ConversationContext) =>
    listProjects(ctx.pool, args.languageId.toLowerCase()),
  starterQuestions(_: unknown, args: { languageId: string; locale: string }, ctx: ConversationContext) {
    if (!['en', 'ar'].includes(args.locale)) throw badInput('locale must be en or ar', 'locale');
    // The web app names languages like "Cpp" and "Csharp" (++ → pp, # → sharp).
    return listStarterQuestions(ctx.pool, args.languageId.toLowerCase(), args.locale);
  },
  conversations: (_: unknown, args: { kind: 'SCHOOL' | 'PROGRAMMING' }, ctx: ConversationContext) =>
    listConversations(ctx.pool, requireUser(ctx).id, kindOf(args.kind)),
  conversation: (_: unknown, args: { id: string }, ctx: ConversationContext) =>
    findOwnConversation(ctx.pool, requireUser(ctx).id, args.id),
  async reply(_: unknown, args: { id: string }, ctx: ConversationContext) {
    const user = requireUser(ctx);
    const ids = parseReplyId(args.id);
    const conversation = ids && (await findOwnConversation(ctx.pool, user.id, ids.conversationId));
    const message = conversation && (await findMessage(ctx.pool, conversation.id, ids.messageId));
    if (!message || message.sender !== 'student') return null;
    return {
      id: args.id,
      conversationId: message.conversation_id,
      messageId: message.id,
      status: message.status,
      streamPath: replyStreamPathOf(args.id),
    };
  },
};
