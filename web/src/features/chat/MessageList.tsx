import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GraduationCap, RotateCcw } from 'lucide-react';
import { Button, Skeleton } from '../../components/ui';
import { MessageBubble, type ChatMessage } from './MessageBubble';
import { useRenderer } from '../../shared/renderer';
import type { MessageWindow } from './useMessageWindow';

const NO_MESSAGES: ChatMessage[] = [];

/** The tutor's bubble for a learner message whose reply failed: it says so, with Retry. */
function FailedReply({ id, pending, onRetry }: { id: string; pending: boolean; onRetry(id: string): void }) {
  const { t } = useTranslation();
  return (
    <article className="bubble model failed" role="alert">
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
          onClick={() => onRetry(id)}
          disabled={pending}
        >
          {t('chat.retry')}
        </Button>
      </div>
    </article>
  );
}

function Thinking() {
  const { t } = useTranslation();
  return (
    <p className="thinking" role="status">
      <span className="thinking-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t('chat.thinking')}
    </p>
  );
}

/**
 * The open conversation's messages: skeletons while they load (and until the renderer has), the empty state of a
 * conversation with none, the earlier ones behind a button, each learner message's failed reply, and the reply
 * being written (its streamed text, or Thinking before the first word).
 */
export function MessageList({
  messages,
  window: view,
  loading,
  empty,
  replyFailed,
  streaming,
  pending,
  revealId,
  studentName,
  onRevealed,
  onRetry,
}: {
  messages: ChatMessage[];
  window: MessageWindow;
  loading: boolean;
  /** Shown when the conversation has no message yet (null: nothing). */
  empty: ReactNode;
  replyFailed: ReadonlySet<string>;
  streaming: string | null;
  pending: boolean;
  revealId: string | null;
  studentName: string;
  onRevealed(): void;
  onRetry(id: string): void;
}) {
  const { t } = useTranslation();
  const renderer = useRenderer(); // loads beside the messages, which wait for it
  // The typeset list renders in the background (React yields between bubbles), so opening a long conversation
  // is many short tasks instead of one that freezes the page; the skeletons stay until it is ready.
  const shown = useDeferredValue(renderer ? messages.slice(view.hiddenEarlier) : NO_MESSAGES);
  return (
    <div
      className="messages"
      ref={view.list}
      onScroll={view.onScroll}
      aria-label={t('chat.messages')}
      role="log"
    >
      <div className="messages-column">
        {((loading && messages.length === 0) || (shown.length === 0 && messages.length > 0)) && (
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
        {empty}
        {shown.length > 0 && view.loadingEarlier && (
          <p className="earlier-messages loading-earlier" role="status">
            {t('chat.loadingEarlier')}
          </p>
        )}
        {shown.length > 0 && view.earlierOnServer && !view.loadingEarlier && (
          <div className="earlier-messages">
            <Button size="sm" variant="ghost" onClick={view.loadEarlier}>
              {t('chat.loadEarlier')}
            </Button>
          </div>
        )}
        {shown.length > 0 && view.hiddenEarlier > 0 && (
          <div className="earlier-messages">
            <Button size="sm" variant="ghost" onClick={view.showEarlier}>
              {t('chat.showEarlier', { count: view.hiddenEarlier })}
            </Button>
          </div>
        )}
        {/* Keyed by message: messages joining above keep the shown ones mounted (not typeset again). */}
        {shown.map((m) => (
          <Fragment key={m.id}>
            <MessageBubble
              message={m}
              studentName={studentName}
              reveal={m.id === revealId}
              onRevealed={onRevealed}
              onRetry={onRetry}
              pending={pending}
            />
            {replyFailed.has(m.id) && <FailedReply id={m.id} pending={pending} onRetry={onRetry} />}
          </Fragment>
        ))}
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
          pending && <Thinking />
        )}
      </div>
    </div>
  );
}
