import { parseReplyId, shareViewerState } from '@tutor/contracts';
import {
  badInput,
  notFound,
  requireUser,
  type RequestContext,
  requestReplyStop,
} from '@tutor/service-runtime';
import * as conversations from '../data/conversations';
import { findMessage } from '../data/messages';
import { checkImage } from '../domain/images';
import { changeMode, modeOf } from '../domain/modes';
import { askPracticeTutor, practiceTurnKindOf } from '../domain/practice-turn';
import { sendMessage, type SendOutcome } from '../domain/send';
import { startConversation } from '../domain/start';
import type { MutationResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';
import { kindOf, streamPathFor } from './query';

const TITLE_MAX = 100;
/** A send's answer; the plan it left, with its version, goes to the gateway beside it (ADR 20: read-your-writes). */
const result = (ctx: RequestContext, o: SendOutcome, userId: string, secret: string) => {
  shareViewerState(ctx.responseExtensions, userId, { plan: o.plan.state });
  return { ...o, streamPath: streamPathFor(o.replyId, o.message.status, userId, secret) };
};

export const Mutation: MutationResolvers = {
  startConversation: (_, args, ctx) =>
    graphqlErrors(() =>
      startConversation(ctx.pool, requireUser(ctx).id, {
        ...args,
        kind: kindOf(args.kind),
        mode: args.mode ? modeOf(args.mode) : undefined,
      }),
    ),
  async setConversationMode(_, args, ctx) {
    const user = requireUser(ctx);
    if (!(await conversations.findOwnConversation(ctx.pool, user.id, args.id)))
      throw notFound('No such conversation');
    await changeMode(ctx.pool, user.id, args.id, modeOf(args.mode));
    // As below: only a racing delete finds none.
    return (await conversations.findOwnConversation(ctx.pool, user.id, args.id))!;
  },
  async renameConversation(_, args, ctx) {
    const user = requireUser(ctx);
    const title = args.title.trim();
    if (!title) throw badInput('The name must not be empty', 'title');
    if (title.length > TITLE_MAX) throw badInput(`The name is longer than ${TITLE_MAX} characters`, 'title');
    if (!(await conversations.findOwnConversation(ctx.pool, user.id, args.id)))
      throw notFound('No such conversation');
    await conversations.renameConversation(ctx.pool, user.id, args.id, title);
    // As above: only a racing delete finds none.
    return (await conversations.findOwnConversation(ctx.pool, user.id, args.id))!;
  },
  async deleteConversation(_, args, ctx) {
    if (!(await conversations.deleteConversation(ctx.pool, requireUser(ctx).id, args.id)))
      throw notFound('No such conversation');
    return true;
  },
  async stopReply(_, args, ctx) {
    const user = requireUser(ctx);
    const ids = parseReplyId(args.replyId);
    const conversation =
      ids && (await conversations.findOwnConversation(ctx.pool, user.id, ids.conversationId));
    const message = conversation && (await findMessage(ctx.pool, conversation.id, ids.messageId));
    // Someone else's reply reads as one that does not exist (ADR 8, privacy).
    if (!message || message.sender !== 'student') throw notFound('No such reply');
    // Replied or failed: nothing is being written, so there is nothing to stop.
    if (message.status !== 'sent') return false;
    // The worker writing it (on whichever replica) polls this flag; repeating it changes nothing.
    await requestReplyStop(ctx.send.redis, args.replyId);
    return true;
  },
  sendMessage: (_, args, ctx) =>
    graphqlErrors(async () => {
      const user = requireUser(ctx);
      return result(
        ctx,
        await sendMessage(ctx.send, user.id, args),
        user.id,
        ctx.send.config.INTERNAL_SECRET,
      );
    }),
  askPracticeTutor: (_, args, ctx) =>
    graphqlErrors(async () => {
      const user = requireUser(ctx);
      return result(
        ctx,
        await askPracticeTutor(ctx.send, user.id, { ...args, kind: practiceTurnKindOf(args.kind) }),
        user.id,
        ctx.send.config.INTERNAL_SECRET,
      );
    }),
  sendImage: (_, args, ctx) =>
    graphqlErrors(async () => {
      const user = requireUser(ctx);
      const image = checkImage(args.imageBase64, ctx.send.config.IMAGE_MAX_BYTES);
      return result(
        ctx,
        await sendMessage(ctx.send, user.id, {
          conversationId: args.conversationId,
          messageId: args.messageId,
          content: args.caption ?? '',
          image,
        }),
        user.id,
        ctx.send.config.INTERNAL_SECRET,
      );
    }),
};
