import { useApolloClient, useMutation } from '@apollo/client';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../api/errors';
import { useSession } from '../../auth/session';
import { useToast } from '../../components/ui';
import {
  SendImageDocument,
  SendMessageDocument,
  StartConversationDocument,
  type ConversationKind,
  type SendMessageMutation,
  type TeachingMode,
} from '../../gql/generated';
import type { Outgoing } from './Composer';
import { sendFailure } from './sendFailure';
import type { Conversation } from './useConversation';
import { draftKey } from './useDraft';
import type { ReplyStream } from './useReplyStream';

interface SendOptions {
  kind: ConversationKind;
  /** The programming language of a conversation not started yet. */
  languageId: string;
  draftMode: TeachingMode;
  /** The learner cannot send (out of messages, suspended): nothing is sent. */
  blocked: boolean;
  /** The open conversation was just created by this send: opening it must not reload over it. */
  created: { current: string | null };
  /** A send that failed puts its text back as the conversation's draft; a Retry that went out takes it away. */
  restoreDraft(key: string, text: string): void;
  forgetDraft(key: string, text: string): void;
  /** The server says the learner is suspended now: the banner follows. */
  onForbidden(): void;
}

/**
 * Sending a learner message (text or image), in the conversation open or in a new one: the message shows at
 * once, the reply is followed; a failure marks it Not sent with the reason, and Retry only where it could work.
 */
export function useSend(conversation: Conversation, reply: ReplyStream, options: SendOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();
  const { me } = useSession();
  const outgoing = useRef(new Map<string, Outgoing>()); // what a Retry sends again
  const [startConversation] = useMutation(StartConversationDocument);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [sendImage] = useMutation(SendImageDocument);
  const { kind, languageId, draftMode, blocked, created } = options;

  /** The plan comes back with every send: the status bar and the free-message count follow it. */
  const updatePlan = (plan: SendMessageMutation['sendMessage']['plan']) => {
    if (!me) return;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'User', id: me.id }),
      fields: {
        isSubscribed: () => plan.isSubscribed,
        remainingMessages: () => plan.remainingMessages,
        expiresAt: () => plan.expiresAt ?? null,
        plan: () => (plan.isSubscribed ? 'Monthly' : 'Free'),
      },
    });
  };

  const ensureConversation = async (): Promise<string> => {
    if (conversation.selectedId) return conversation.selectedId;
    const { data } = await startConversation({
      // Started in the picked mode, so that the first reply is already written in it.
      variables: kind === 'PROGRAMMING' ? { kind, languageId, mode: draftMode } : { kind, mode: draftMode },
    });
    const id = data!.startConversation.id;
    created.current = id;
    conversation.select(id);
    void conversation.refetchList();
    return id;
  };

  const fail = (message: Outgoing, conversationId: string | null, err: unknown, failureKey: string) => {
    reply.setPending(false);
    if (message.text) options.restoreDraft(draftKey(kind, conversationId), message.text);
    // Out of messages is said by the page itself, beside the upgrade call, not by a passing toast.
    if (errorCode(err) === 'NO_CREDITS') {
      conversation.setMessages((ms) => ms.map((m) => (m.id === message.id ? { ...m, failed: true } : m)));
      return updatePlan({ isSubscribed: false, remainingMessages: 0, expiresAt: null });
    }
    // Suspended since the page loaded: the banner follows (the bubble says the server's reason).
    if (errorCode(err) === 'FORBIDDEN') options.onForbidden();
    const failure = sendFailure(
      err,
      t,
      t(message.imageBase64 ? 'chat.errors.image' : failureKey),
      i18n.language,
    );
    // A refusal that would repeat says why in the bubble (an alert), with no Retry, and only there: a toast
    // would say it twice and cover the bubble. A passing failure keeps Retry and the spec's toast.
    const mark = failure.retryable ? {} : { failedReason: failure.reason, retryable: false };
    conversation.setMessages((ms) =>
      ms.map((m) => (m.id === message.id ? { ...m, failed: true, ...mark } : m)),
    );
    if (failure.retryable) toast.error(failure.reason);
  };

  const send = async (message: Outgoing, failureKey = 'chat.errors.send') => {
    if (blocked || reply.pending) return;
    if (!me) return toast.error(t('chat.errors.notLoggedIn'));
    outgoing.current.set(message.id, message);
    conversation.sends.current += 1;
    conversation.markReplyFailed(message.id, false);
    reply.setPending(true);
    reply.setStreaming(null);
    conversation.setMessages((ms) => [
      ...ms.filter((m) => m.id !== message.id),
      {
        id: message.id,
        sender: 'student',
        content: message.text,
        createdAt: new Date().toISOString(),
        hasImage: Boolean(message.imageBase64),
      },
    ]);
    let conversationId: string | null = conversation.selectedId;
    try {
      conversationId = await ensureConversation();
      const variables = { conversationId, messageId: message.id };
      const result = message.imageBase64
        ? (
            await sendImage({
              variables: { ...variables, imageBase64: message.imageBase64, caption: message.text || null },
            })
          ).data!.sendImage
        : (await sendMessage({ variables: { ...variables, content: message.text } })).data!.sendMessage;
      updatePlan(result.plan);
      if (message.text) options.forgetDraft(draftKey(kind, conversationId), message.text);
      reply.follow(conversationId, message.id, result.replyId, result.streamPath);
    } catch (err) {
      fail(message, conversationId, err, failureKey);
    }
  };

  const retry = (id: string) => {
    const message = outgoing.current.get(id) ?? {
      id,
      text: conversation.messages.find((m) => m.id === id)?.content ?? '',
    };
    void send(message);
  };

  return { send, retry };
}
