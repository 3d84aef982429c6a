import { useMutation } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SynthesizeSpeechDocument } from '../../gql/generated';
import { MessageContent } from './MessageContent';
import { Volume2 } from 'lucide-react';

export interface ChatMessage {
  id: string;
  sender: 'student' | 'model';
  content: string;
  createdAt: string;
  failed?: boolean;
  /** A learner message whose reply is still being written. */
  waiting?: boolean;
  hasImage?: boolean;
  /** Where the sent image is served (its owner only); absent until the message is stored. */
  imageUrl?: string | null;
  /** A reply the learner stopped: its content is the part written before Stop. */
  stopped?: boolean;
}

const REVEAL_MS = 200;
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG_CHAR = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** A bubble's direction from its first strong letter, not counting code and formulas (which stay LTR). */
export function textDirection(content: string): 'rtl' | 'ltr' {
  const prose = content
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\\\[[\s\S]*?\\\]|\\\([\s\S]*?\\\)/g, ' ');
  const first = STRONG_CHAR.exec(prose)?.[0];
  return first && RTL_CHAR.test(first) ? 'rtl' : 'ltr';
}

const hourMinute = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });

/** A reply that arrived whole appears one word every 200 ms, then tells the list it is done (never retyped). */
function useReveal(text: string, active: boolean, onDone?: () => void): string {
  const words = text.match(/\S+\s*/g) ?? [];
  const [shown, setShown] = useState(active ? 0 : words.length);
  useEffect(() => {
    if (!active) return;
    if (shown >= words.length) {
      onDone?.();
      return;
    }
    const timer = window.setTimeout(() => setShown((n) => n + 1), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, shown, words.length, onDone]);
  return active ? words.slice(0, shown).join('') : text;
}

function ReadAloud({ text }: { text: string }) {
  const { t } = useTranslation();
  const [speak, { loading }] = useMutation(SynthesizeSpeechDocument);
  const play = async () => {
    try {
      const { data } = await speak({ variables: { text, language: 'en' } });
      if (data) await new Audio(data.synthesizeSpeech.url).play();
    } catch (err) {
      console.warn('read aloud', err); // audio failures are only logged (spec section 8)
    }
  };
  return (
    <button type="button" className="small" onClick={play} disabled={loading}>
      <Volume2 aria-hidden="true" size={18} strokeWidth={2} /> {t('chat.readAloud')}
    </button>
  );
}

/** A sent image as a thumbnail that opens the full image in a modal dialog (Escape or Close; focus returns). */
function SentImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="image-thumb"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
      >
        <img src={url} alt={t('chat.sentImageAlt')} />
      </button>
      <dialog
        ref={dialog}
        className="image-dialog"
        aria-label={t('chat.sentImageAlt')}
        onClose={() => opener.current?.focus()}
      >
        <form method="dialog">
          <button type="submit" className="small">
            {t('chat.closeImage')}
          </button>
        </form>
        <img src={url} alt={t('chat.sentImageAlt')} />
      </dialog>
    </>
  );
}

export function MessageBubble({
  message,
  studentName,
  reveal,
  onRevealed,
  onRetry,
  pending,
}: {
  message: ChatMessage;
  studentName: string;
  reveal?: boolean;
  onRevealed?: () => void;
  onRetry?: () => void;
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const content = useReveal(message.content, Boolean(reveal), onRevealed);
  const model = message.sender === 'model';
  return (
    <article
      className={`bubble ${message.sender}${message.failed ? ' failed' : ''}`}
      dir={textDirection(message.content)}
    >
      <header>
        <strong>{model ? t('chat.tutor') : studentName}</strong>{' '}
        <time dateTime={message.createdAt}>{hourMinute(message.createdAt, i18n.language)}</time>
      </header>
      {message.imageUrl ? (
        <SentImage url={message.imageUrl} />
      ) : (
        message.hasImage && <p className="muted">{t('chat.imageSent')}</p>
      )}
      {/* The learner's own text is markdown too (pasted code keeps its indentation, left to right). */}
      <MessageContent source={content} autoDirection={!model} />
      {message.stopped && <p className="stopped-mark">{t('chat.stoppedMark')}</p>}
      {message.failed && (
        <p className="failed-line">
          <span>{t('chat.failedLabel')}</span>{' '}
          <button type="button" className="small" onClick={onRetry} disabled={pending}>
            {t('chat.retry')}
          </button>
        </p>
      )}
      {model && !reveal && message.id !== 'streaming' && textDirection(message.content) === 'ltr' && (
        <ReadAloud text={message.content} />
      )}
    </article>
  );
}
