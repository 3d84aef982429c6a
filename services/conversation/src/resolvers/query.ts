import { parseReplyId, replyStreamPathOf, signReplyStreamToken } from '@tutor/contracts';
import { badInput, decodeCursor, encodeCursor, PG_TIME, requireUser } from '@tutor/service-runtime';
import { z } from 'zod';
import { listLanguages, listProjects, listStarterQuestions, listSubjects } from '../data/catalog';
import {
  conversationPage,
  findOwnConversation,
  listConversations,
  type ConversationCursor,
} from '../data/conversations';
import { findMessage } from '../data/messages';
import type { ConversationKind, QueryResolvers } from '../generated/graphql';

/** primary, middle or high; the secondary-school names the server may answer with mean high. */
export function normaliseStage(stage: string): string {
  return /^(first|second|third) secondary$/i.test(stage.trim()) ? 'high' : stage.trim().toLowerCase();
}

/** A page's endCursor: the last conversation's key. */
const Cursor = z
  .object({ u: z.string().regex(PG_TIME), c: z.string().regex(PG_TIME), i: z.string().uuid() })
  .transform(({ u, c, i }): ConversationCursor => ({ updatedAt: u, createdAt: c, id: i }));
const cursorText = (c: ConversationCursor) => encodeCursor({ u: c.updatedAt, c: c.createdAt, i: c.id });

export const kindOf = (kind: ConversationKind) => (kind === 'SCHOOL' ? 'school' : 'programming');

export const Query: QueryResolvers = {
  async subjects(_, args, ctx) {
    requireUser(ctx);
    const stage = normaliseStage(args.stage);
    if (!['primary', 'middle', 'high'].includes(stage))
      throw badInput('stage must be primary, middle or high', 'stage');
    // Primary school has six years; middle and high three.
    const years = stage === 'primary' ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3'];
    if (!years.includes(args.year))
      throw badInput(`year must be one of ${years.join(', ')} for ${stage} school`, 'year');
    const subjects = await listSubjects(ctx.pool, stage, args.year);
    return { subjects, unsupportedStage: subjects.length === 0 };
  },
  programmingLanguages: (_, __, ctx) => listLanguages(ctx.pool),
  projects: (_, args, ctx) => listProjects(ctx.pool, args.languageId.toLowerCase()),
  starterQuestions(_, args, ctx) {
    if (!['en', 'ar'].includes(args.locale)) throw badInput('locale must be en or ar', 'locale');
    // The web app names languages like "Cpp" and "Csharp" (++ → pp, # → sharp).
    return listStarterQuestions(ctx.pool, args.languageId.toLowerCase(), args.locale);
  },
  conversations: (_, args, ctx) => listConversations(ctx.pool, requireUser(ctx).id, kindOf(args.kind)),
  async conversationPage(_, args, ctx) {
    const user = requireUser(ctx);
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 100)
      throw badInput('first must be 1 to 100', 'first');
    const after = args.after ? decodeCursor(args.after, Cursor) : undefined;
    const page = await conversationPage(ctx.pool, user.id, kindOf(args.kind), args.first, after);
    return { conversations: page.conversations, endCursor: page.next && cursorText(page.next) };
  },
  conversation: (_, args, ctx) => findOwnConversation(ctx.pool, requireUser(ctx).id, args.id),
  async reply(_, args, ctx) {
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
      streamPath: streamPathFor(args.id, message.status, user.id, ctx.send.config.INTERNAL_SECRET),
    };
  },
};

/**
 * A reply's stream path, with a stream token while the reply is being written (the gateway then opens the stream
 * without asking who owns it). An ended reply gets none: its stream may have expired, and the token's promise is
 * that a missing stream is one not started yet.
 */
export const streamPathFor = (replyId: string, status: string, userId: string, secret: string) =>
  replyStreamPathOf(
    replyId,
    status === 'sent' ? signReplyStreamToken({ userId, replyId }, secret) : undefined,
  );
