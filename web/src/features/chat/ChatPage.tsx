import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { describeError, errorCode } from '../../api/errors';
import { useSession } from '../../auth/session';
import { Button, EmptyState, IconButton, Skeleton, useToast } from '../../components/ui';
import {
  ChatSuspensionDocument,
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
  SetConversationModeDocument,
  type TeachingMode,
} from '../../gql/generated';
import { Composer, type Outgoing } from './Composer';
import { MessageBubble, type ChatMessage } from './MessageBubble';
import { loadRenderer, useMessageRenderer } from './MessageContent';
import { ModeSwitch } from './ModeSwitch';
import { followReply } from './replyStream';
import { fromStored } from './serverMessages';
import { Sidebar, useConversationTitle } from './Sidebar';
import { StarterQuestions, languageIdOf } from './StarterQuestions';
import { StatusBar } from './StatusBar';
import { ArrowDown, GraduationCap, MessagesSquare, RotateCcw, ShieldAlert } from 'lucide-react';
import './chat.css';

// The renderer is the chat's largest chunk: its download starts with the page's, not after the messages arrive.
void loadRenderer();

/** Jump to latest shows beyond this distance from the bottom (spec section 9). */
const SCROLL_BUTTON_PX = 300;
/** Within this distance the list counts as at the bottom, and follows new text. */
const AT_BOTTOM_PX = 40;
/**
 * Messages rendered when a conversation opens, from its end; earlier ones join as the learner scrolls up (or asks).
 * Typesetting and laying out fifty replies at once blocks the page for a third of a second on a laptop, much
 * longer on a phone; a screen holds two or three.
 */
const SHOWN_AT_FIRST = 6;
/** A conversation this short opens whole: two messages behind a button would help nobody. */
const WHOLE_UP_TO = 12;
const SHOWN_MORE = 16;
const shownAtFirst = (total: number) => (total <= WHOLE_UP_TO ? total : SHOWN_AT_FIRST);
const NO_MESSAGES: ChatMessage[] = [];
/** Scrolled this close to the top, the next earlier messages join. */
const EARLIER_PX = 400;
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
  const [loadingMessages, setLoadingMessages] = useState(false);
  /** How many of the latest messages are rendered; null until the open conversation's messages are counted. */
  const [shownCount, setShownCount] = useState<number | null>(null);
  const renderer = useMessageRenderer(); // loads beside the messages, which wait for it
  const jumpToEnd = useRef(true); // a conversation just opened starts at its latest message
  /** How many of the open conversation's messages the window has counted (new ones widen it). */
  const countedMessages = useRef(0);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  // The reply being followed, which Stop stops; `stopping` once the learner pressed it.
  const [following, setFollowing] = useState<{ replyId: string; stopping: boolean } | null>(null);
  const [revealId, setRevealId] = useState<string | null>(null);
  const toast = useToast();
  const outgoing = useRef(new Map<string, Outgoing>()); // what a Retry sends again
  const sends = useRef(0); // messages sent so far: a load that started before the latest send is stale
  const stopStream = useRef<(() => void) | undefined>(undefined);
  const typed = useRef(new Set<string>());
  const created = useRef<string | null>(null);
  const showing = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // The list follows new text only while the learner is at its bottom; scrolling up leaves it where it is.
  const pinned = useRef(true);
  const lastScrollTop = useRef(0);
  const [farFromBottom, setFarFromBottom] = useState(false);

  const [startConversation] = useMutation(StartConversationDocument);
  const [renameConversation] = useMutation(RenameConversationDocument);
  const [deleteConversation] = useMutation(DeleteConversationDocument);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [sendImage] = useMutation(SendImageDocument);
  const [stopReply] = useMutation(StopReplyDocument);
  const [setConversationMode, modeChange] = useMutation(SetConversationModeDocument);
  // The open conversation's mode is stored with it; one not started yet starts in the mode picked here (Explain).
  const [draftMode, setDraftMode] = useState<TeachingMode>('EXPLAIN');
  useEffect(() => {
    if (!selectedId) setDraftMode('EXPLAIN');
  }, [selectedId]);

  const titleOf = useConversationTitle();
  const all = conversations.data?.conversations ?? [];
  const selected = all.find((c) => c.id === selectedId);
  const mode = selected?.mode ?? draftMode;
  const languageId = state.languageId ?? languageIdOf(selected?.languageName) ?? 'python';
  const outOfMessages = Boolean(me && !me.isSubscribed && me.remainingMessages <= 0);
  // A suspended learner reads but cannot send (ADR 17): the server refuses; the page says why beforehand.
  const suspension = useQuery(ChatSuspensionDocument, { fetchPolicy: 'cache-and-network' });
  const suspended = Boolean(suspension.data?.me?.suspended);
  const blocked = outOfMessages || suspended;

  useEffect(() => {
    if (conversations.error)
      toast.error(describeError(conversations.error, t, t('chat.errors.loadConversations')));
  }, [conversations.error, t, toast]);
  // An error from the page that sent the learner here (a conversation that could not be started), said once.
  const navigationError = useRef(state.error);
  useEffect(() => {
    if (navigationError.current) toast.error(t(`chat.errors.${navigationError.current}`));
    navigationError.current = undefined;
  }, [t, toast]);

  const loadMessages = useCallback(
    async (id: string): Promise<ChatMessage[] | undefined> => {
      const sendsBefore = sends.current;
      try {
        const { data } = await client.query({
          query: ConversationMessagesDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        if (!data.conversation && showing.current === id) setMissing(id);
        const { messages: loaded, replyFailed } = fromStored(data.conversation?.messages ?? []);
        // Not if the learner moved on meanwhile, nor over a message sent while this was loading.
        if (showing.current === id && sends.current === sendsBefore) {
          setMessages(loaded);
          setReplyFailed(replyFailed);
        }
        return loaded;
      } catch (err) {
        toast.error(describeError(err, t, t('chat.errors.loadMessages')));
        return undefined;
      } finally {
        if (showing.current === id) setLoadingMessages(false);
      }
    },
    [client, t, toast],
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
    setShownCount(null);
    countedMessages.current = 0;
    setDrawerOpen(false);
    if (selectedId && selectedId === created.current) {
      created.current = null; // started by a send that is still under way: it shows its own messages
      return;
    }
    stopStream.current?.();
    setStreaming(null);
    setFollowing(null);
    setPending(false);
    setMessages([]);
    setReplyFailed(new Set());
    setLoadingMessages(Boolean(selectedId));
    if (selectedId)
      void loadMessages(selectedId).then((loaded) => {
        const last = loaded?.at(-1);
        // A reply still being written (after a reload, or back from another conversation): follow it again.
        if (showing.current !== selectedId || !last?.waiting) return;
        const replyId = `${selectedId}_${last.id}`; // ADR 8: <conversationId>_<messageId>
        setPending(true);
        // The stream's path carries the token that lets this learner read it (issued while it is written).
        void client
          .query({ query: ReplyStatusDocument, variables: { id: replyId }, fetchPolicy: 'network-only' })
          .then(({ data }) => {
            if (showing.current !== selectedId) return;
            const streamPath = data.reply?.streamPath;
            if (streamPath) follow(selectedId, last.id, replyId, streamPath);
            else void loadMessages(selectedId).then(() => setPending(false)); // it ended meanwhile
          })
          .catch(() => setPending(false));
      });
  }, [selectedId, loadMessages]);
  useEffect(() => () => stopStream.current?.(), []);

  const jumpToLatest = () => {
    pinned.current = true;
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  };
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // Opening a conversation jumps to its latest message at once (the list scrolls, never the page).
    if (jumpToEnd.current && messages.length > 0) {
      jumpToEnd.current = false;
      pinned.current = true;
      el.scrollTop = el.scrollHeight;
      setFarFromBottom(false);
      return;
    }
    const timer = window.setTimeout(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
      else setFarFromBottom(el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BUTTON_PX);
    }, AUTO_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [messages, streaming, pending]);
  // Content that grows by itself (formulas typeset, code highlighted, an image loaded) keeps a pinned list at its end.
  useEffect(() => {
    const el = list.current;
    const column = el?.firstElementChild;
    if (!el || !column) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(column);
    return () => observer.disconnect();
  }, []);
  // Messages that arrive while the conversation is open join the shown ones: only the earliest stay hidden.
  useEffect(() => {
    const counted = countedMessages.current;
    countedMessages.current = messages.length;
    if (messages.length === 0) return;
    if (counted === 0) setShownCount(shownAtFirst(messages.length));
    else if (messages.length > counted)
      setShownCount((n) => (n ?? shownAtFirst(counted)) + messages.length - counted);
  }, [messages.length]);
  const hiddenEarlier = Math.max(0, messages.length - (shownCount ?? shownAtFirst(messages.length)));
  const showEarlier = () => setShownCount((n) => (n ?? shownAtFirst(messages.length)) + SHOWN_MORE);
  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    // Text growing below never unpins the list: only the learner scrolling up does.
    if (fromBottom <= AT_BOTTOM_PX) pinned.current = true;
    else if (el.scrollTop < lastScrollTop.current) pinned.current = false;
    lastScrollTop.current = el.scrollTop;
    setFarFromBottom(fromBottom > SCROLL_BUTTON_PX);
    // Inserted above the top, earlier messages keep the visible ones in place (the browser's scroll anchoring).
    if (el.scrollTop < EARLIER_PX && hiddenEarlier > 0) showEarlier();
  };
  // The typeset list renders in the background (React yields between bubbles), so opening a long conversation
  // is many short tasks instead of one that freezes the page; the skeletons stay until it is ready.
  const shown = useDeferredValue(renderer ? messages.slice(hiddenEarlier) : NO_MESSAGES);

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
      // Started in the picked mode, so that the first reply is already written in it.
      variables: kind === 'PROGRAMMING' ? { kind, languageId, mode: draftMode } : { kind, mode: draftMode },
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
      // `done` is written once the reply is stored (ADR 14): one read finds it.
      const loaded = await loadMessages(conversationId);
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
    if (blocked || pending) return;
    if (!me) return toast.error(t('chat.errors.notLoggedIn'));
    outgoing.current.set(message.id, message);
    sends.current += 1;
    pinned.current = true; // the learner's own message brings the list to its end
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
      // Out of messages is said by the page itself, beside the upgrade call, not by a passing toast.
      if (errorCode(err) === 'NO_CREDITS')
        return updatePlan({ isSubscribed: false, remainingMessages: 0, expiresAt: null });
      // Suspended since the page loaded: the banner follows (the toast below says the server's reason).
      if (errorCode(err) === 'FORBIDDEN') void suspension.refetch();
      toast.error(describeError(err, t, t(message.imageBase64 ? 'chat.errors.image' : failureKey)));
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
      toast.error(describeError(err, t, t('chat.errors.stop')));
    }
  };

  const retry = (id: string) => {
    const message = outgoing.current.get(id) ?? {
      id,
      text: messages.find((m) => m.id === id)?.content ?? '',
    };
    void send(message);
  };

  // The switch applies to the next message (a reply being written keeps its mode); the server has the last word.
  const changeMode = async (next: TeachingMode) => {
    if (!selectedId) return setDraftMode(next);
    try {
      await setConversationMode({ variables: { id: selectedId, mode: next } });
      toast.info(t('chat.mode.changed', { mode: t(`chat.mode.${next.toLowerCase()}`) }));
    } catch (err) {
      toast.error(describeError(err, t, t('chat.errors.mode')));
    }
  };

  const rename = async (id: string, title: string) => {
    try {
      await renameConversation({ variables: { id, title } });
    } catch (err) {
      toast.error(describeError(err, t, t('chat.errors.rename')));
    }
  };

  const remove = async (id: string) => {
    if (!window.confirm(t('chat.confirmDelete'))) return;
    try {
      await deleteConversation({ variables: { id } });
      const { data } = await conversations.refetch();
      if (id === selectedId) setSelectedId(data.conversations[0]?.id ?? null);
    } catch (err) {
      toast.error(describeError(err, t, t('chat.errors.delete')));
    }
  };

  // One callback for every bubble (so that memoised bubbles stay untouched), calling the latest `retry`.
  const retryLatest = useRef(retry);
  useEffect(() => {
    retryLatest.current = retry;
  });
  const onRetry = useCallback((id: string) => retryLatest.current(id), []);

  const onRevealed = useCallback(() => {
    setRevealId((id) => {
      if (id) typed.current.add(id);
      return null;
    });
  }, []);

  const studentName = me?.name ?? t('chat.you');
  const emptyChat = !selectedId && messages.length === 0 && !pending;
  const failedReply = (id: string) => (
    <article key={`${id}-failed`} className="bubble model failed" role="alert">
      <header>
        <span className="tutor-mark" aria-hidden="true">
          <GraduationCap aria-hidden="true" size={16} />
        </span>
        <strong>{t('chat.tutor')}</strong>
      </header>
      <div className="bubble-body">
        <p>{t('chat.errors.noResponse')}</p>
        <Button
          size="sm"
          variant="secondary"
          icon={<RotateCcw aria-hidden="true" size={16} />}
          onClick={() => retry(id)}
          disabled={pending}
        >
          {t('chat.retry')}
        </Button>
      </div>
    </article>
  );
  return (
    <div className={drawerOpen ? 'chat-layout drawer-open' : 'chat-layout'}>
      <Sidebar
        conversations={all}
        loading={conversations.loading && !conversations.data}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onNew={() => setSelectedId(null)}
        onRename={rename}
        onDelete={remove}
      />
      {/* Phones: a tap beside the open drawer closes it (Escape does too; the toggle stays the way for keyboards). */}
      <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      <main id="main" className="chat-main">
        <div className="chat-header">
          {/* Phones: the conversation list is a drawer behind this button (CSS hides it on wider screens). */}
          <IconButton
            className="drawer-toggle"
            label={t('chat.conversations')}
            icon={<MessagesSquare aria-hidden="true" size={20} />}
            aria-expanded={drawerOpen}
            aria-controls="chat-sidebar"
            onClick={() => setDrawerOpen((o) => !o)}
          />
          <h1 className="chat-title" dir="auto">
            {selected ? titleOf(selected) : t('chat.newConversationShort')}
          </h1>
          <ModeSwitch
            kind={kind}
            mode={mode}
            onChange={(next) => void changeMode(next)}
            disabled={modeChange.loading || (Boolean(selectedId) && !selected)}
          />
          <StatusBar />
        </div>
        <div className="messages" ref={list} onScroll={onScroll} aria-label={t('chat.messages')} role="log">
          <div className="messages-column">
            {((loadingMessages && messages.length === 0) || (shown.length === 0 && messages.length > 0)) && (
              <div className="message-skeletons">
                <div className="skeleton-student">
                  <Skeleton height="2.5rem" />
                </div>
                <Skeleton lines={4} />
                <div className="skeleton-student">
                  <Skeleton height="2.5rem" />
                </div>
                <Skeleton lines={3} />
              </div>
            )}
            {emptyChat &&
              (kind === 'PROGRAMMING' ? (
                <StarterQuestions
                  languageId={languageId}
                  disabled={pending || blocked}
                  onPick={(question) =>
                    void send({ id: String(Date.now()), text: question }, 'chat.errors.sendQuestion')
                  }
                />
              ) : (
                <EmptyState
                  icon={<GraduationCap aria-hidden="true" size={32} />}
                  title={t('chat.emptyChatTitle')}
                  body={t('chat.emptyChatBody')}
                />
              ))}
            {shown.length > 0 && hiddenEarlier > 0 && (
              <div className="earlier-messages">
                <Button size="sm" variant="ghost" onClick={showEarlier}>
                  {t('chat.showEarlier', { count: hiddenEarlier })}
                </Button>
              </div>
            )}
            {shown.map((m) => [
              <MessageBubble
                key={m.id}
                message={m}
                studentName={studentName}
                reveal={m.id === revealId}
                onRevealed={onRevealed}
                onRetry={onRetry}
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
                  <span className="thinking-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  {t('chat.thinking')}
                </p>
              )
            )}
          </div>
        </div>
        <div className="chat-footer">
          {farFromBottom && (
            <IconButton
              className="scroll-bottom"
              variant="secondary"
              label={t('chat.scrollToBottom')}
              icon={<ArrowDown aria-hidden="true" size={20} />}
              onClick={jumpToLatest}
            />
          )}
          {suspended && (
            <div className="chat-suspended" role="alert">
              <ShieldAlert aria-hidden="true" size={20} />
              <div>
                <p className="chat-suspended-title">{t('chat.suspendedTitle')}</p>
                <p>{t('chat.suspendedBody')}</p>
              </div>
            </div>
          )}
          {outOfMessages && !suspended && (
            <p className="out-of-messages" role="status">
              {t('chat.outOfMessages')}
            </p>
          )}
          <Composer
            isNew={!selectedId}
            pending={pending}
            disabled={blocked}
            onSend={(m) => void send(m)}
            onStop={following && !following.stopping ? () => void stop() : undefined}
            onImageError={() => toast.error(t('chat.errors.image'))}
          />
        </div>
      </main>
    </div>
  );
}
