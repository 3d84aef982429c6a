import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describeError, errorCode } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Notice } from '../../components/Notice';
import {
  ConversationMessagesDocument,
  ConversationsDocument,
  DeleteConversationDocument,
  RenameConversationDocument,
  ReplyStatusDocument,
  SendImageDocument,
  SendMessageDocument,
  StartConversationDocument,
  StopReplyDocument,
  type ConversationKind,
  type SendMessageMutation,
} from '../../gql/generated';
import { Composer, type Outgoing } from './Composer';
import { MessageBubble, type ChatMessage } from './MessageBubble';
import { followReply } from './replyStream';
import { Sidebar } from './Sidebar';
import { StarterQuestions, languageIdOf } from './StarterQuestions';
import { StatusBar } from './StatusBar';

const SCROLL_BUTTON_PX = 300;
const AUTO_SCROLL_MS = 100;

interface ChatState {
  conversationId?: string;
  languageId?: string;
  languageName?: string;
  error?: string;
}

/** The chat of one kind: school (/Chat) or programming (/assistant). */
export default function ChatPage({ kind }: { kind: ConversationKind }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { me } = useSession();
  const state = (useLocation().state ?? {}) as ChatState;
  const conversations = useQuery(ConversationsDocument, { variables: { kind } });
  const [selectedId, setSelectedId] = useState<string | null>(state.conversationId ?? null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  // The reply being followed, which Stop stops; `stopping` once the learner pressed it.
  const [following, setFollowing] = useState<{ replyId: string; stopping: boolean } | null>(null);
  const [revealId, setRevealId] = useState<string | null>(null);
  // Errors are kept as words to say, not text, so that they follow a language switch.
  const [error, setWords] = useState<{ words: (t: TFunction) => string } | null>(
    state.error ? { words: (t) => t(`chat.errors.${state.error}`) } : null,
  );
  const setError = (words: ((t: TFunction) => string) | null) => setWords(words && { words });
  const outgoing = useRef(new Map<string, Outgoing>()); // what a Retry sends again
  const stopStream = useRef<(() => void) | undefined>(undefined);
  const typed = useRef(new Set<string>());
  const created = useRef<string | null>(null);
  const showing = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);

  const [startConversation] = useMutation(StartConversationDocument);
  const [renameConversation] = useMutation(RenameConversationDocument);
  const [deleteConversation] = useMutation(DeleteConversationDocument);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [sendImage] = useMutation(SendImageDocument);
  const [stopReply] = useMutation(StopReplyDocument);

  const all = conversations.data?.conversations ?? [];
  const selected = all.find((c) => c.id === selectedId);
  const languageId = state.languageId ?? languageIdOf(selected?.languageName) ?? 'python';
  const outOfMessages = Boolean(me && !me.isSubscribed && me.remainingMessages <= 0);

  useEffect(() => {
    if (conversations.error)
      setError((t) => describeError(conversations.error, t, t('chat.errors.loadConversations')));
  }, [conversations.error, t]);

  const loadMessages = useCallback(
    async (id: string): Promise<ChatMessage[] | undefined> => {
      try {
        const { data } = await client.query({
          query: ConversationMessagesDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        const loaded = (data.conversation?.messages ?? []).map((m): ChatMessage => ({
          id: m.id,
          sender: m.sender === 'model' ? 'model' : 'student',
          content: m.content,
          createdAt: m.createdAt,
          hasImage: m.hasImage,
          stopped: m.stopped,
          failed: m.status === 'failed',
          waiting: m.sender === 'student' && m.status === 'sent',
        }));
        if (showing.current === id) setMessages(loaded); // not if the learner moved on meanwhile
        return loaded;
      } catch (err) {
        setError((t) => describeError(err, t, t('chat.errors.loadMessages')));
        return undefined;
      }
    },
    [client, t],
  );

  // Selecting a conversation loads its messages; a reply still streaming for another one stops showing.
  useEffect(() => {
    showing.current = selectedId;
    if (selectedId && selectedId === created.current) {
      created.current = null; // started by a send that is still under way: it shows its own messages
      return;
    }
    stopStream.current?.();
    setStreaming(null);
    setFollowing(null);
    setPending(false);
    if (selectedId)
      void loadMessages(selectedId).then((loaded) => {
        const last = loaded?.at(-1);
        // A reply still being written (after a reload, or back from another conversation): follow it again.
        if (showing.current !== selectedId || !last?.waiting) return;
        const replyId = `${selectedId}_${last.id}`; // ADR 8: <conversationId>_<messageId>
        setPending(true);
        follow(selectedId, last.id, replyId, `/streams/replies/${encodeURIComponent(replyId)}`);
      });
    else setMessages([]);
  }, [selectedId, loadMessages]);
  useEffect(() => () => stopStream.current?.(), []);

  const scrollToBottom = useCallback(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!farFromBottom) scrollToBottom();
    }, AUTO_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [messages, streaming, pending, farFromBottom, scrollToBottom]);
  const onScroll = () => {
    const el = list.current;
    if (el) setFarFromBottom(el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BUTTON_PX);
  };

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
    if (selectedId) return selectedId;
    const { data } = await startConversation({
      variables: kind === 'PROGRAMMING' ? { kind, languageId } : { kind },
    });
    const id = data!.startConversation.id;
    created.current = id;
    setSelectedId(id);
    void conversations.refetch();
    return id;
  };

  const follow = (conversationId: string, messageId: string, replyId: string, streamPath: string) => {
    let live = false;
    const answered = (ms: ChatMessage[] | undefined) => {
      const at = ms?.findIndex((m) => m.id === messageId) ?? -1;
      return at >= 0 && ms!.slice(at + 1).some((m) => m.sender === 'model');
    };
    setFollowing({ replyId, stopping: false });
    const end = async (ok: boolean) => {
      stopStream.current = undefined;
      setFollowing((f) => (f?.replyId === replyId ? null : f));
      // The stream ends a moment before the conversation service has stored the reply (it follows events):
      // the streamed text stays on screen until the stored one is there.
      let loaded = await loadMessages(conversationId);
      for (let i = 0; ok && !answered(loaded) && i < 20; i++) {
        await new Promise((r) => setTimeout(r, 250));
        loaded = await loadMessages(conversationId);
      }
      setStreaming(null);
      setPending(false);
      if (!ok) setError((t) => t('chat.errors.noResponse'));
      const reply = loaded?.at(-1);
      // Only a reply that arrived whole is revealed word by word; a streamed one was already seen.
      if (ok && !live && reply?.sender === 'model' && !typed.current.has(reply.id)) setRevealId(reply.id);
    };
    stopStream.current = followReply(
      streamPath,
      async () =>
        (
          await client.query({
            query: ReplyStatusDocument,
            variables: { id: replyId },
            fetchPolicy: 'network-only',
          })
        ).data.reply?.status,
      {
        chunk: (text) => {
          live = true;
          setStreaming((s) => (s ?? '') + text);
        },
        reset: () => setStreaming(''),
        done: () => void end(true),
        failed: () => void end(false),
      },
    );
  };

  const send = async (message: Outgoing, failureKey = 'chat.errors.send') => {
    if (outOfMessages || pending) return;
    if (!me) return setError((t) => t('chat.errors.notLoggedIn'));
    outgoing.current.set(message.id, message);
    setError(null);
    setPending(true);
    setStreaming(null);
    setMessages((ms) => [
      ...ms.filter((m) => m.id !== message.id),
      {
        id: message.id,
        sender: 'student',
        content: message.text,
        createdAt: new Date().toISOString(),
        hasImage: Boolean(message.imageBase64),
      },
    ]);
    try {
      const conversationId = await ensureConversation();
      const variables = { conversationId, messageId: message.id };
      const result = message.imageBase64
        ? (
            await sendImage({
              variables: { ...variables, imageBase64: message.imageBase64, caption: message.text || null },
            })
          ).data!.sendImage
        : (await sendMessage({ variables: { ...variables, content: message.text } })).data!.sendMessage;
      updatePlan(result.plan);
      follow(conversationId, message.id, result.replyId, result.streamPath);
    } catch (err) {
      setPending(false);
      setMessages((ms) => ms.map((m) => (m.id === message.id ? { ...m, failed: true } : m)));
      const key =
        errorCode(err) === 'NO_CREDITS'
          ? 'chat.outOfMessages'
          : message.imageBase64
            ? 'chat.errors.image'
            : failureKey;
      setError((t) => describeError(err, t, t(key)));
      if (errorCode(err) === 'NO_CREDITS')
        updatePlan({ isSubscribed: false, remainingMessages: 0, expiresAt: null });
    }
  };

  // The worker ends the reply; its stream's `done` then ends the follow as for any reply (the partial text is
  // stored as the reply, marked stopped). Pressing twice, or after it ended, changes nothing.
  const stop = async () => {
    if (!following || following.stopping) return;
    const { replyId } = following;
    setFollowing({ replyId, stopping: true });
    try {
      await stopReply({ variables: { replyId } });
    } catch (err) {
      setFollowing((f) => (f?.replyId === replyId ? { replyId, stopping: false } : f));
      setError((t) => describeError(err, t, t('chat.errors.stop')));
    }
  };

  const retry = (id: string) => {
    const message = outgoing.current.get(id) ?? {
      id,
      text: messages.find((m) => m.id === id)?.content ?? '',
    };
    void send(message);
  };

  const rename = async (id: string, title: string) => {
    try {
      await renameConversation({ variables: { id, title } });
    } catch (err) {
      setError((t) => describeError(err, t, t('chat.errors.rename')));
    }
  };

  const remove = async (id: string) => {
    if (!window.confirm(t('chat.confirmDelete'))) return;
    try {
      await deleteConversation({ variables: { id } });
      const { data } = await conversations.refetch();
      if (id === selectedId) setSelectedId(data.conversations[0]?.id ?? null);
    } catch (err) {
      setError((t) => describeError(err, t, t('chat.errors.delete')));
    }
  };

  const onRevealed = useCallback(() => {
    setRevealId((id) => {
      if (id) typed.current.add(id);
      return null;
    });
  }, []);

  const studentName = me?.name ?? t('chat.you');
  const showStarters = kind === 'PROGRAMMING' && !selectedId && messages.length === 0;
  return (
    <div className="chat-layout">
      <Sidebar
        conversations={all}
        selectedId={selectedId}
        showUpgrade={Boolean(me && !me.isSubscribed)}
        onSelect={setSelectedId}
        onNew={() => setSelectedId(null)}
        onRename={rename}
        onDelete={remove}
      />
      <main id="main" className="chat-main">
        <StatusBar />
        <div className="messages" ref={list} onScroll={onScroll} aria-label={t('chat.messages')} role="log">
          {showStarters && (
            <StarterQuestions
              languageId={languageId}
              disabled={pending || outOfMessages}
              onPick={(question) =>
                void send({ id: String(Date.now()), text: question }, 'chat.errors.sendQuestion')
              }
            />
          )}
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              studentName={studentName}
              reveal={m.id === revealId}
              onRevealed={onRevealed}
              onRetry={() => retry(m.id)}
              pending={pending}
            />
          ))}
          {streaming ? (
            <MessageBubble
              message={{
                id: 'streaming',
                sender: 'model',
                content: streaming,
                createdAt: new Date().toISOString(),
              }}
              studentName={studentName}
              reveal={false}
            />
          ) : (
            pending && (
              <p className="thinking" role="status">
                <span className="spinner" aria-hidden="true" /> {t('chat.thinking')}
              </p>
            )
          )}
        </div>
        {farFromBottom && (
          <button
            type="button"
            className="scroll-bottom"
            onClick={scrollToBottom}
            aria-label={t('chat.scrollToBottom')}
          >
            <span aria-hidden="true">↓</span>
          </button>
        )}
        <Notice>{error?.words(t) ?? null}</Notice>
        {outOfMessages && <Notice>{t('chat.outOfMessages')}</Notice>}
        <Composer
          isNew={!selectedId}
          pending={pending}
          disabled={outOfMessages}
          onSend={(m) => void send(m)}
          onStop={following && !following.stopping ? () => void stop() : undefined}
          onImageError={() => setError((t) => t('chat.errors.image'))}
        />
      </main>
    </div>
  );
}
