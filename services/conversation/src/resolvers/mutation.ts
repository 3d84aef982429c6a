import { replyStreamPathOf } from '@tutor/contracts';
import { badInput, notFound, requireUser } from '@tutor/service-runtime';
import type { ConversationContext } from '../context';
import { findLanguage, findSubject } from '../data/catalog';
import * as conversations from '../data/conversations';
import { checkImage } from '../domain/images';
import { sendMessage, type SendOutcome } from '../domain/send';
import { graphqlErrors } from './errors';
import { kindOf } from './query';

const TITLE_MAX = 100;
const result = (o: SendOutcome) => ({ ...o, streamPath: replyStreamPathOf(o.replyId) });

export const Mutation = {
  async startConversation(
    _: unknown,
    args: { kind: 'SCHOOL' | 'PROGRAMMING'; subjectId?: string | null; languageId?: string | null },
    ctx: ConversationContext,
  ) {
    const user = requireUser(ctx);
    let title: string;
    let subjectId: string | undefined;
    let languageId: string | undefined;
    if (args.kind === 'SCHOOL') {
      if (args.subjectId) {
        const subject = await findSubject(ctx.pool, args.subjectId);
        if (!subject) throw badInput('No such subject', 'subjectId');
        subjectId = subject.id;
        title = subject.name_en;
      } else title = 'General Chat';
    } else {
      const language = args.languageId ? await findLanguage(ctx.pool, args.languageId) : undefined;
      if (args.languageId && !language) throw badInput('No such programming language', 'languageId');
      languageId = language?.id;
      title = language?.name ?? 'Programming Chat';
    }
    const id = await conversations.insertConversation(ctx.pool, {
      userId: user.id,
      kind: kindOf(args.kind),
      title,
      subjectId,
      languageId,
    });
    return conversations.findOwnConversation(ctx.pool, user.id, id);
  },
  async renameConversation(_: unknown, args: { id: string; title: string }, ctx: ConversationContext) {
    const user = requireUser(ctx);
    const title = args.title.trim();
    if (!title) throw badInput('The name must not be empty', 'title');
    if (title.length > TITLE_MAX) throw badInput(`The name is longer than ${TITLE_MAX} characters`, 'title');
    if (!(await conversations.findOwnConversation(ctx.pool, user.id, args.id)))
      throw notFound('No such conversation');
    await conversations.renameConversation(ctx.pool, user.id, args.id, title);
    return conversations.findOwnConversation(ctx.pool, user.id, args.id);
  },
  async deleteConversation(_: unknown, args: { id: string }, ctx: ConversationContext) {
    if (!(await conversations.deleteConversation(ctx.pool, requireUser(ctx).id, args.id)))
      throw notFound('No such conversation');
    return true;
  },
  sendMessage: (
    _: unknown,
    args: { conversationId: string; messageId: string; content: string },
    ctx: ConversationContext,
  ) => graphqlErrors(async () => result(await sendMessage(ctx.send, requireUser(ctx).id, args))),
  sendImage: (
    _: unknown,
    args: { conversationId: string; messageId: string; imageBase64: string; caption?: string | null },
    ctx: ConversationContext,
  ) =>
    graphqlErrors(async () => {
      const user = requireUser(ctx);
      const image = checkImage(args.imageBase64, ctx.send.config.IMAGE_MAX_BYTES);
      return result(
        await sendMessage(ctx.send, user.id, {
          conversationId: args.conversationId,
          messageId: args.messageId,
          content: args.caption ?? '',
          image,
        }),
      );
    }),
};
