import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
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
import { fromStored } from './serverMessages';
import { Sidebar } from './Sidebar';
import { StarterQuestions, languageIdOf } from './StarterQuestions';
import { StatusBar } from './StatusBar';
import { Menu } from 'lucide-react';

const SCROLL_BUTTON_PX = 300;
const AUTO_SCROLL_MS = 100;

interface ChatState {
  languageId?: string;
  languageName?: string;
  error?: string;
}

/** The chat of one kind: school (/Chat) or programming (/assistant). */
export default function ChatPage({ kind }: { kind: ConversationKind }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { me } = useSession();
  const location = useLocation();
  const state = (location.state ?? {}) as ChatState;
  const conversations = useQuery(ConversationsDocument, { variables: { kind } });
  // The open conversation is in the URL (/Chat/:conversationId, /assistant/:conversationId): a reload keeps it.
  const selectedId = useParams().conversationId ?? null;
  const navigate = useNavigate();
  const base = kind === 'SCHOOL' ? '/Chat' : '/assistant';
  // Replace, not push: Back leaves the chat for the page before it instead of stepping through every
  // conversation clicked. The language picked for the assistant stays with the page (a one-off error does not).
  const { languageId: keptId, languageName: keptName } = state;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setSelectedId = useCallback(
    (id: string | null) => {
      setDrawerOpen(false);
      const kept = keptId ? { languageId: keptId, languageName: keptName } : null;
      navigate(id ? `${base}/${encodeURIComponent(id)}` : base, { replace: true, state: kept });
    },
    [navigate, base, keptId, keptName],
  );
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // Learner messages whose reply failed: the tutor's bubble says so, with Retry.
  const [replyFailed, setReplyFailed] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState<string | null>(null);
  const jumpToEnd = useRef(true); // a conversation just opened starts at its latest message
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
        if (!data.conversation && showing.current === id) setMissing(id);
        const { messages: loaded, replyFailed } = fromStored(data.conversation?.messages ?? []);
        if (showing.current === id) {
          // not if the learner moved on meanwhile
          setMessages(loaded);
          setReplyFailed(replyFailed);
        }
        return loaded;
      } catch (err) {
        setError((t) => describeError(err, t, t('chat.errors.loadMessages')));
        return undefined;
      }
    },
    [client, t],
  );
  // A conversation that is not the caller's (deleted, or a link from another account): the empty chat instead.
  useEffect(() => {
    if (missing && missing === selectedId) setSelectedId(null);
  }, [missing, selectedId, setSelectedId]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // Selecting a conversation loads its messages; a reply still streaming for another one stops showing.
  useEffect(() => {
    showing.current = selectedId;
    jumpToEnd.current = true;
    setDrawerOpen(false);
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
    else {
      setMessages([]);
      setReplyFailed(new Set());
    }
  }, [selectedId, loadMessages]);
  useEffect(() => () => stopStream.current?.(), []);

  const scrollToBottom = useCallback(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  }, []);
  useEffect(() => {
    // Opening a conversation jumps to its latest message at once (the list scrolls, never the page).
    if (jumpToEnd.current && messages.length > 0 && list.current) {
      jumpToEnd.current = false;
      list.current.scrollTop = list.current.scrollHeight;
      setFarFromBottom(false);
      return;
    }
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
      // A model error is said in the tutor's bubble, with Retry (the stream may end before the service marks it).
      if (!ok && !answered(loaded)) setReplyFailed((ids) => new Set(ids).add(messageId));
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
    setReplyFailed((ids) => {
      const rest = new Set(ids);
      rest.delete(message.id);
      return rest;
    });
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
  const failedReply = (id: string) => (
    <article key={`${id}-failed`} className="bubble model failed" role="alert">
      <header>
        <strong>{t('chat.tutor')}</strong>
      </header>
      <p>{t('chat.errors.noResponse')}</p>
      <button type="button" className="small" onClick={() => retry(id)} disabled={pending}>
        {t('chat.retry')}
      </button>
    </article>
  );
  return (
    <div className={drawerOpen ? 'chat-layout drawer-open' : 'chat-layout'}>
      <Sidebar
        conversations={all}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onNew={() => setSelectedId(null)}
        onRename={rename}
        onDelete={remove}
      />
      <main id="main" className="chat-main">
        {/* Phones: the conversation list is a drawer behind this button (CSS hides it on wider screens). */}
        <div className="chat-toolbar">
          <button
            type="button"
            className="drawer-toggle"
            aria-expanded={drawerOpen}
            aria-controls="chat-sidebar"
            onClick={() => setDrawerOpen((o) => !o)}
          >
            <Menu aria-hidden="true" size={18} strokeWidth={2} /> {t('chat.conversations')}
          </button>
        </div>
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
          {messages.map((m) => [
            <MessageBubble
              key={m.id}
              message={m}
              studentName={studentName}
              reveal={m.id === revealId}
              onRevealed={onRevealed}
              onRetry={() => retry(m.id)}
              pending={pending}
            />,
            replyFailed.has(m.id) && failedReply(m.id),
          ])}
          {streaming?.trim() ? (
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
