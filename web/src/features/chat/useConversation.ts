import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/ui';
import {
  ConversationMessagesDocument,
  ConversationsDocument,
  DeleteConversationDocument,
  EarlierMessagesDocument,
  RenameConversationDocument,
  type ConversationKind,
} from '../../gql/generated';
import type { ChatMessage } from './MessageBubble';
import { fromStored } from './serverMessages';

/** Messages per page read from the server: the latest when a conversation opens, then each page back. */
export const MESSAGE_PAGE = 50;

/**
 * A newly read latest page joined to what the page shows: the earlier pages already read stay before it when
 * the page starts among them; otherwise (a gap, another conversation) the page alone.
 */
function joinLatest(shown: ChatMessage[], page: ChatMessage[]): ChatMessage[] {
  const at = page.length ? shown.findIndex((m) => m.id === page[0]!.id) : -1;
  return at > 0 ? [...shown.slice(0, at), ...page] : page;
}

/** What the page that sent the learner here passed along (the assistant's language, an error to say once). */
export interface ChatState {
  languageId?: string;
  languageName?: string;
  error?: string;
}

/**
 * The conversations of one kind and the open one: its id in the URL (/Chat/:id, /assistant/:id, so a reload
 * keeps it), its messages, and which of its learner messages had their reply fail.
 */
export function useConversation(kind: ConversationKind) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ChatState;
  const conversations = useQuery(ConversationsDocument, { variables: { kind } });
  const selectedId = useParams().conversationId ?? null;
  const base = kind === 'SCHOOL' ? '/Chat' : '/assistant';
  // Replace, not push: Back leaves the chat for the page before it instead of stepping through every
  // conversation clicked. The language picked for the assistant stays with the page (a one-off error does not).
  const { languageId: keptId, languageName: keptName } = state;
  const select = useCallback(
    (id: string | null) => {
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
  /** The open conversation's earliest stored message read so far (the cursor of the page before), when more remain. */
  const [earlierBefore, setEarlierBefore] = useState<string | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  /** The messages shown, for a load that joins its page to them. */
  const shownNow = useRef(messages);
  shownNow.current = messages;
  /** The conversation whose messages the page shows (a load for another one is dropped). */
  const showing = useRef<string | null>(null);
  /** Messages sent so far: a load that started before the latest send is stale. */
  const sends = useRef(0);
  const [renameConversation] = useMutation(RenameConversationDocument);
  const [deleteConversation] = useMutation(DeleteConversationDocument);

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
  // A conversation that is not the caller's (deleted, or a link from another account): the empty chat instead.
  useEffect(() => {
    if (missing && missing === selectedId) select(null);
  }, [missing, selectedId, select]);

  const loadMessages = useCallback(
    async (id: string): Promise<ChatMessage[] | undefined> => {
      const sendsBefore = sends.current;
      try {
        const { data } = await client.query({
          query: ConversationMessagesDocument,
          variables: { id, last: MESSAGE_PAGE },
          fetchPolicy: 'network-only',
        });
        if (!data.conversation && showing.current === id) setMissing(id);
        const page = data.conversation?.messagePage;
        const loaded = fromStored(page?.messages ?? []);
        // Not if the learner moved on meanwhile, nor over a message sent while this was loading.
        if (showing.current === id && sends.current === sendsBefore) {
          const next = joinLatest(shownNow.current, loaded.messages);
          const joined = next !== loaded.messages;
          setMessages(next);
          setReplyFailed((ids) => (joined ? new Set([...ids, ...loaded.replyFailed]) : loaded.replyFailed));
          // Pages already read before this one keep their cursor; a first read starts it.
          if (!joined) setEarlierBefore(page?.hasEarlier ? (page.messages[0]?.id ?? null) : null);
        }
        return loaded.messages;
      } catch (err) {
        toast.error(describeError(err, t, t('chat.errors.loadMessages')));
        return undefined;
      } finally {
        if (showing.current === id) setLoadingMessages(false);
      }
    },
    [client, t, toast],
  );

  /** Reads the page before the earliest message read so far and puts it before the shown ones. */
  const loadEarlier = useCallback(async () => {
    const id = showing.current;
    if (!id || !earlierBefore || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const { data } = await client.query({
        query: EarlierMessagesDocument,
        variables: { id, before: earlierBefore, last: MESSAGE_PAGE },
        fetchPolicy: 'network-only',
      });
      const page = data.conversation?.messagePage;
      if (showing.current !== id || !page) return;
      const loaded = fromStored(page.messages);
      const known = new Set(loaded.messages.map((m) => m.id));
      setMessages((shown) => [...loaded.messages, ...shown.filter((m) => !known.has(m.id))]);
      setReplyFailed((ids) => new Set([...loaded.replyFailed, ...ids]));
      setEarlierBefore(page.hasEarlier ? (page.messages[0]?.id ?? null) : null);
    } catch (err) {
      toast.error(describeError(err, t, t('chat.errors.loadMessages')));
    } finally {
      setLoadingEarlier(false);
    }
  }, [client, earlierBefore, loadingEarlier, t, toast]);

  /** Empties the page for the conversation `id` (null: a new one); its messages load when `load` is set. */
  const open = useCallback((id: string | null, load: boolean) => {
    showing.current = id;
    if (!load) return;
    setMessages([]);
    setReplyFailed(new Set());
    setEarlierBefore(null);
    setLoadingMessages(Boolean(id));
  }, []);

  const markReplyFailed = useCallback((id: string, failed: boolean) => {
    setReplyFailed((ids) => {
      const next = new Set(ids);
      if (failed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

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
      if (id === selectedId) select(data.conversations[0]?.id ?? null);
    } catch (err) {
      toast.error(describeError(err, t, t('chat.errors.delete')));
    }
  };

  const all = conversations.data?.conversations ?? [];
  return {
    state,
    all,
    listLoading: conversations.loading && !conversations.data,
    refetchList: conversations.refetch,
    selectedId,
    selected: all.find((c) => c.id === selectedId),
    select,
    messages,
    setMessages,
    replyFailed,
    markReplyFailed,
    loadingMessages,
    loadMessages,
    hasEarlier: earlierBefore !== null,
    loadingEarlier,
    loadEarlier,
    open,
    showing,
    sends,
    rename,
    remove,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
