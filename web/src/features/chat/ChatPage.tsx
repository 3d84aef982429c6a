import { useMutation, useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraduationCap, ArrowDown } from 'lucide-react';
import { describeError } from '../../api/errors';
import { useSession } from '../../auth/session';
import { EmptyState, IconButton, useToast } from '../../components/ui';
import {
  ChatSuspensionDocument,
  SetConversationModeDocument,
  type ConversationKind,
  type TeachingMode,
} from '../../gql/generated';
import { isCodeLanguage } from '../../shared/code';
import { useConversationTitle } from '../../shared/conversationTitle';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { loadRenderer } from '../../shared/renderer';
import { MessageList } from './MessageList';
import { SendBlocked } from './SendBlocked';
import { imageProblemText } from './sendFailure';
import { Sidebar, useDrawer } from './Sidebar';
import { StarterQuestions, languageIdOf } from './StarterQuestions';
import { SubjectUnits } from './SubjectUnits';
import { useConversation } from './useConversation';
import { draftKey, useDraft } from './useDraft';
import { useMessageWindow } from './useMessageWindow';
import { useOpenConversation } from './useOpenConversation';
import { useReplyStream } from './useReplyStream';
import { useReveal } from './useReveal';
import { useSend } from './useSend';
import './chat.css';

// The renderer is the chat's largest chunk: its download starts with the page's, not after the messages arrive.
void loadRenderer();

/**
 * The chat of one kind: school (/Chat) or programming (/assistant). A learner message's life runs through its
 * hooks: the conversation (useConversation), the draft (useDraft), the send (useSend), the reply's stream
 * (useReplyStream) and the reveal of a reply that arrived whole (useReveal).
 */
export default function ChatPage({ kind }: { kind: ConversationKind }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { me } = useSession();
  const conversation = useConversation(kind);
  const { selectedId, selected, messages, state } = conversation;
  const reveal = useReveal();
  const reply = useReplyStream(conversation, reveal);
  const draft = useDraft(draftKey(kind, selectedId));
  // A programming conversation's code box has a draft of its own, beside the text's.
  const codeDraft = useDraft(`${draftKey(kind, selectedId)}.code`);
  const [drawerOpen, setDrawerOpen] = useDrawer(selectedId);
  const view = useMessageWindow(messages, `${reply.pending}:${reply.streaming ?? ''}`);
  const created = useRef<string | null>(null);
  useOpenConversation(selectedId, conversation, reply, view, created);

  const [setConversationMode, modeChange] = useMutation(SetConversationModeDocument);
  // The open conversation's mode is stored with it; one not started yet starts in the mode picked here (Explain).
  const [draftMode, setDraftMode] = useState<TeachingMode>('EXPLAIN');
  useEffect(() => {
    if (!selectedId) setDraftMode('EXPLAIN');
  }, [selectedId]);
  const mode = selected?.mode ?? draftMode;
  const languageId = state.languageId ?? languageIdOf(selected?.languageName) ?? 'python';
  const outOfMessages = Boolean(me && !me.isSubscribed && me.remainingMessages <= 0);
  // A suspended learner reads but cannot send (ADR 17): the server refuses; the page says why beforehand.
  const suspension = useQuery(ChatSuspensionDocument, { fetchPolicy: 'cache-and-network' });
  const suspended = Boolean(suspension.data?.me?.suspended);
  const blocked = outOfMessages || suspended;

  const { send, retry } = useSend(conversation, reply, {
    kind,
    languageId,
    draftMode,
    blocked,
    created,
    restoreDraft: draft.restore,
    forgetDraft: draft.forget,
    onForbidden: () => void suspension.refetch(),
  });
  // One callback for every bubble (so that memoised bubbles stay untouched), calling the latest `retry`.
  const retryLatest = useRef(retry);
  useEffect(() => {
    retryLatest.current = retry;
  });
  const onRetry = useCallback((id: string) => retryLatest.current(id), []);

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
  const select = (id: string | null) => {
    setDrawerOpen(false);
    conversation.select(id);
  };

  const titleOf = useConversationTitle();
  const idle = messages.length === 0 && !reply.pending && !conversation.loadingMessages;
  const ask = (question: string) =>
    void send({ id: String(Date.now()), text: question }, 'chat.errors.sendQuestion');
  const empty = !idle ? null : !selectedId ? (
    kind === 'PROGRAMMING' ? (
      <StarterQuestions languageId={languageId} disabled={blocked} onPick={ask} />
    ) : (
      <EmptyState
        icon={<GraduationCap aria-hidden="true" size={32} />}
        title={t('chat.emptyChatTitle')}
        body={t('chat.emptyChatBody')}
      />
    )
  ) : selected?.subjectId && !selected.unitId ? (
    <SubjectUnits subjectId={selected.subjectId} subjectName={titleOf(selected)} disabled={blocked} />
  ) : null;

  return (
    <div className={drawerOpen ? 'chat-layout drawer-open' : 'chat-layout'}>
      <Sidebar
        conversations={conversation.all}
        loading={conversation.listLoading}
        selectedId={selectedId}
        onSelect={select}
        onNew={() => select(null)}
        onRename={(id, title) => void conversation.rename(id, title)}
        onDelete={(id) => void conversation.remove(id)}
      />
      {/* Phones: a tap beside the open drawer closes it (Escape does too; the toggle stays the way for keyboards). */}
      <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      <main id="main" className="chat-main">
        <ChatHeader
          kind={kind}
          title={selected ? titleOf(selected) : t('chat.newConversationShort')}
          unitId={selected?.unitId}
          mode={mode}
          modeDisabled={modeChange.loading || (Boolean(selectedId) && !selected)}
          onMode={(next) => void changeMode(next)}
          drawerOpen={drawerOpen}
          onToggleDrawer={() => setDrawerOpen((open) => !open)}
        />
        <MessageList
          messages={messages}
          window={view}
          loading={conversation.loadingMessages}
          empty={empty}
          replyFailed={conversation.replyFailed}
          streaming={reply.streaming}
          pending={reply.pending}
          revealId={reveal.revealId}
          studentName={me?.name ?? t('chat.you')}
          onRevealed={reveal.onRevealed}
          onRetry={onRetry}
        />
        <div className="chat-footer">
          {view.farFromBottom && (
            <IconButton
              className="scroll-bottom"
              variant="secondary"
              label={t('chat.scrollToBottom')}
              icon={<ArrowDown aria-hidden="true" size={20} />}
              onClick={view.jumpToLatest}
            />
          )}
          <SendBlocked suspended={suspended} outOfMessages={outOfMessages} />
          <Composer
            isNew={!selectedId}
            pending={reply.pending}
            disabled={blocked}
            text={draft.text}
            onText={draft.setText}
            onSend={(m) => {
              view.pin(); // the learner's own message brings the list to its end
              void send(m);
            }}
            onStop={reply.stop}
            onImageError={(problem) => toast.error(imageProblemText(problem, t))}
            code={
              kind === 'PROGRAMMING' && isCodeLanguage(languageId)
                ? { language: languageId, code: codeDraft.text, onCode: codeDraft.setText }
                : undefined
            }
          />
        </div>
      </main>
    </div>
  );
}
