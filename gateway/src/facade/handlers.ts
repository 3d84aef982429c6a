/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are untyped here; the contract's zod shapes check what goes out (tests) */
import { STREAM_START, type ReplyStreamEntry } from '@tutor/contracts';
import type { CallerIdentity } from '@tutor/service-runtime';
import type { ReplyRelay } from '../streams/reply-relay';
import type { ExecuteGraphql } from '../graphql/context';
import { FacadeError, fromGraphqlErrors } from './errors';

type Input = Record<string, any>;
export interface HandlerContext {
  caller: CallerIdentity;
  execute: ExecuteGraphql;
  relay: ReplyRelay;
  replyWaitMs: number;
  /** The most messages a route answers (FACADE_MESSAGES_CAP): the newest. */
  messagesCap: number;
}

/** Runs an operation as the caller; GraphQL errors become HTTP statuses. */
async function run<T = any>(ctx: HandlerContext, query: string, variables: Input = {}): Promise<T> {
  const result = await ctx.execute<T>(query, variables, ctx.caller);
  if (result.errors?.length) throw fromGraphqlErrors(result.errors);
  return result.data as T;
}

const CONVERSATION = 'id kind title subjectId subjectName languageName createdAt';
const MESSAGE = 'id sender content createdAt status';
const conversationOut = (c: any) => ({
  conversation_id: c.id,
  subject_id: c.subjectId ?? null,
  subject_name: c.subjectName ?? null,
  language_name: c.languageName ?? null,
  title: c.title,
  created_at: c.createdAt,
});
const messageOut = (m: any) => ({
  message_id: m.id,
  sender: m.sender,
  content: m.content,
  created_at: m.createdAt,
  status: m.status,
});
const LANGUAGE: Record<string, string> = { ar: 'ar', en: 'en', arabic: 'ar', english: 'en' };
const SECONDARY = ['First Secondary', 'Second Secondary', 'Third Secondary'];
/** Spec 3: a high-school stage comes back by its secondary-school name, which follows the year. */
const stageName = (stage: string | undefined, year: string) =>
  !stage || stage === 'high' ? (SECONDARY[Number(year) - 1] ?? SECONDARY[0]!) : stage;

/**
 * A conversation's messages, oldest first: its newest `messagesCap`, or that many before the message `before`
 * (how a client pages back through a longer one; ADR 7).
 */
async function messagesOf(ctx: HandlerContext, conversationId: string, before?: string) {
  const data = await run(
    ctx,
    `query($id: ID!, $last: Int!, $before: ID) { conversation(id: $id) {
      messagePage(last: $last, before: $before) { messages { ${MESSAGE} } } } }`,
    { id: conversationId, last: ctx.messagesCap, before: before ?? null },
  );
  if (!data.conversation) throw new FacadeError(404, 'No such conversation');
  return data.conversation.messagePage.messages.map(messageOut);
}

/** Waits until the reply's stream says done (the reply is then stored) or error, and reads the messages. */
async function waitForReply(ctx: HandlerContext, replyId: string, conversationId: string, messageId: string) {
  // The gateway's one relay reads the stream (no connection of its own); the wait ends at the final entry.
  let unfollow = () => {};
  let timer: NodeJS.Timeout | undefined;
  const last = await new Promise<ReplyStreamEntry | undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ctx.replyWaitMs);
    unfollow = ctx.relay.follow(replyId, STREAM_START, (records, final) => {
      if (final) resolve(records.at(-1)!.entry);
    });
  }).finally(() => {
    clearTimeout(timer);
    unfollow();
  });
  if (!last) throw new FacadeError(504, 'No response from assistant');
  if (last.type === 'error') throw new FacadeError(502, 'No response from assistant');
  // `done` is written once the reply is stored (ADR 14): one read finds it.
  const all = await messagesOf(ctx, conversationId);
  if (!all.some((m: any) => m.message_id === `${messageId}-reply`))
    throw new FacadeError(502, 'No response from assistant');
  return all;
}

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  replyId plan { isSubscribed remainingMessages expiresAt } conversation { ${CONVERSATION} } } }`;

/** Sends, waits for the stored reply, and answers as spec 7's send rows: messages, the plan, the conversation. */
async function sendAndWait(ctx: HandlerContext, conversationId: string, messageId: string, content: string) {
  const sent = (await run(ctx, SEND, { c: conversationId, m: messageId, t: content })).sendMessage;
  const all = await waitForReply(ctx, sent.replyId, conversationId, messageId);
  const plan = (await run(ctx, '{ me { isSubscribed remainingMessages expiresAt } }')).me ?? sent.plan;
  return {
    messages: all,
    user: {
      isSubscribed: plan.isSubscribed,
      remainingMessages: plan.remainingMessages,
      expires_at: plan.expiresAt ?? null,
    },
    conversation: conversationOut(sent.conversation),
  };
}

const start = async (
  ctx: HandlerContext,
  kind: 'SCHOOL' | 'PROGRAMMING',
  args: { subjectId?: string; languageId?: string },
) =>
  (
    await run(
      ctx,
      `mutation($k: ConversationKind!, $s: ID, $l: ID) { startConversation(kind: $k, subjectId: $s, languageId: $l) { ${CONVERSATION} } }`,
      {
        k: kind,
        s: args.subjectId ?? null,
        l: args.languageId ?? null,
      },
    )
  ).startConversation;

const rename = async (ctx: HandlerContext, input: Input) => {
  await run(ctx, 'mutation($id: ID!, $t: String!) { renameConversation(id: $id, title: $t) { id } }', {
    id: input.conversationId,
    t: input.newName,
  });
  return { message: 'Conversation renamed' };
};
const remove = async (ctx: HandlerContext, input: Input) => {
  await run(ctx, 'mutation($id: ID!) { deleteConversation(id: $id) }', { id: input.conversationId });
  return { message: 'Conversation deleted' };
};
const listConversations = async (ctx: HandlerContext, kind: string) => ({
  conversations: (await run(ctx, `{ conversations(kind: ${kind}) { ${CONVERSATION} } }`)).conversations.map(
    conversationOut,
  ),
});
const profile = (mutation: string, field: string) => async (ctx: HandlerContext, value: string) => {
  await run(ctx, `mutation($v: String!) { ${mutation}(${field}: $v) { id } }`, { v: value });
  return { message: 'Saved' };
};
const userByEmail = async (ctx: HandlerContext, email: string) => {
  const user = (await run(ctx, 'query($e: String!) { directoryUser(email: $e) { id } }', { e: email }))
    .directoryUser;
  if (!user) throw new FacadeError(404, 'No user with this e-mail');
  return user.id as string;
};

/** One function per route of the contract: each runs GraphQL operations on the supergraph, nothing more. */
export const HANDLERS = {
  getProgrammingLanguages: async (ctx: HandlerContext) => ({
    languages: (
      await run(ctx, '{ programmingLanguages { id name route description } }')
    ).programmingLanguages.map((l: any) => ({
      languageId: l.id,
      name: l.name,
      Route: l.route,
      description: l.description,
    })),
  }),
  getStudentQuestions: async (ctx: HandlerContext) => {
    const me = (await run(ctx, '{ me { educationalStage academicYear } }')).me;
    const academicYear = me?.academicYear ?? '1';
    return { educationalStage: stageName(me?.educationalStage, academicYear), academicYear };
  },
  saveStudentQuestions: async (ctx: HandlerContext, input: Input) => {
    await run(
      ctx,
      'mutation($s: String!, $y: String!) { saveStudentDetails(educationalStage: $s, academicYear: $y) { id } }',
      {
        s: input.educationalStage,
        y: input.academicYear,
      },
    );
    return { message: 'Saved' };
  },
  getSubjects: async (ctx: HandlerContext) => {
    const me = (await run(ctx, '{ me { educationalStage academicYear } }')).me;
    const data = await run(
      ctx,
      'query($s: String!, $y: String!) { subjects(stage: $s, year: $y) { subjects { id name nameEn description } unsupportedStage } }',
      {
        s: me?.educationalStage ?? 'high',
        y: me?.academicYear ?? '1',
      },
    );
    return {
      subjects: data.subjects.subjects.map((s: any) => ({
        subjectId: s.id,
        name: s.name,
        name_en: s.nameEn,
        description: s.description,
      })),
      unsupportedStage: data.subjects.unsupportedStage,
    };
  },
  startSubjectConversation: async (ctx: HandlerContext, input: Input) => ({
    conversation: conversationOut(await start(ctx, 'SCHOOL', { subjectId: input.subjectId })),
  }),
  getConversations: (ctx: HandlerContext) => listConversations(ctx, 'SCHOOL'),
  getMessages: async (ctx: HandlerContext, input: Input) => ({
    messages: await messagesOf(ctx, input.conversationId, input.before),
  }),
  sendMessageWithModel: async (ctx: HandlerContext, input: Input) => {
    // Without a conversation id: a new General Chat (the global variant).
    const conversationId = input.conversationId ?? (await start(ctx, 'SCHOOL', {})).id;
    return sendAndWait(ctx, conversationId, input.messageId, input.message);
  },
  startNewConversation: async (ctx: HandlerContext) => ({
    conversation: conversationOut(await start(ctx, 'SCHOOL', {})),
  }),
  updateConversationName: rename,
  deleteConversation: remove,
  setLanguage: (ctx: HandlerContext, input: Input) =>
    profile('setLanguage', 'language')(ctx, LANGUAGE[String(input.language).toLowerCase()] ?? input.language),
  setUserType: (ctx: HandlerContext, input: Input) => profile('setUserType', 'userType')(ctx, input.userType),
  setLearningDomain: (ctx: HandlerContext, input: Input) =>
    profile('setLearningDomain', 'learningDomain')(ctx, input.learning_domain),
  getProgrammingConversations: (ctx: HandlerContext) => listConversations(ctx, 'PROGRAMMING'),
  startNewProgrammingConversation: async (ctx: HandlerContext, input: Input) => ({
    conversation: conversationOut(await start(ctx, 'PROGRAMMING', { languageId: input.languageName })),
  }),
  updateProgrammingConversationName: rename,
  deleteProgrammingConversation: remove,
  getProgrammingMessages: async (ctx: HandlerContext, input: Input) => ({
    messages: await messagesOf(ctx, input.conversationId, input.before),
  }),
  sendProgrammingMessageWithModel: async (ctx: HandlerContext, input: Input) => {
    // Without a conversation id: a new conversation for the language named by subjectId.
    const conversationId =
      input.conversationId ?? (await start(ctx, 'PROGRAMMING', { languageId: input.subjectId })).id;
    return sendAndWait(ctx, conversationId, input.messageId, input.message);
  },
  getProgrammingProjects: async (ctx: HandlerContext, input: Input) => ({
    projects: (
      await run(ctx, 'query($l: ID!) { projects(languageId: $l) { id title description slug } }', {
        l: input.languageId,
      })
    ).projects.map((p: any) => ({
      projectId: p.id,
      title: p.title,
      description: p.description,
      slug: p.slug,
    })),
  }),
  checkPaymentStatus: async (ctx: HandlerContext) =>
    (await run(ctx, '{ paymentStatus { status ownerConfirmed } }')).paymentStatus,
  notifyPayment: async (ctx: HandlerContext) => {
    const request = (await run(ctx, 'mutation { requestPayment { status } }')).requestPayment;
    return { message: 'Payment request sent successfully. We will review it soon.', status: request.status };
  },
  paymentRequests: async (ctx: HandlerContext) =>
    (await run(ctx, '{ paymentRequests { id name email status logged } }')).paymentRequests,
  users: async (ctx: HandlerContext) => {
    const users: any[] = [];
    for (let page = 1; ; page++) {
      const data = await run(
        ctx,
        'query($p: Int) { directoryUsers(page: $p, pageSize: 200) { total users { id name email role } } }',
        { p: page },
      );
      users.push(...data.directoryUsers.users);
      if (users.length >= data.directoryUsers.total || !data.directoryUsers.users.length) return users;
    }
  },
  confirmPayment: async (ctx: HandlerContext, input: Input) => {
    await run(ctx, 'mutation($e: String!) { confirmPayment(email: $e) { id } }', { e: input.email });
    return { message: 'Payment confirmed successfully and monthly subscription activated.' };
  },
  upgrade: async (ctx: HandlerContext, input: Input) => {
    const expiresAt = (
      await run(ctx, 'mutation($e: String!, $t: String!) { upgradeUser(email: $e, transactionNumber: $t) }', {
        e: input.email,
        t: input.transactionNumber,
      })
    ).upgradeUser;
    return { message: 'Monthly subscription activated.', expiresAt };
  },
  rejectPayment: async (ctx: HandlerContext, input: Input) => {
    await run(ctx, 'mutation($e: String!) { rejectPayment(email: $e) { id } }', { e: input.email });
    return { message: 'Payment rejected. User will be notified.' };
  },
  logPaymentAction: async (ctx: HandlerContext, input: Input) => {
    const when = /^\d+$/.test(input.timestamp)
      ? new Date(Number(input.timestamp)).toISOString()
      : input.timestamp;
    const logged = (
      await run(
        ctx,
        'mutation($e: String!, $a: String!, $t: String!) { logPaymentAction(email: $e, action: $a, timestamp: $t) }',
        {
          e: input.email,
          a: input.action,
          t: when,
        },
      )
    ).logPaymentAction;
    return { message: logged ? 'Logged' : 'Already logged', logged };
  },
  deleteUser: async (ctx: HandlerContext, input: Input) => {
    await run(ctx, 'mutation($id: ID!) { deleteUser(id: $id) }', { id: await userByEmail(ctx, input.email) });
    return { message: 'User deleted successfully.' };
  },
  sendMessage: async (ctx: HandlerContext, input: Input) => {
    const started = await start(ctx, 'SCHOOL', { subjectId: input.subjectId });
    await run(ctx, SEND, {
      c: started.id,
      m: String(Date.now()),
      t: input.message?.trim() || 'Start conversation',
    });
    return { conversationId: started.id };
  },
};
