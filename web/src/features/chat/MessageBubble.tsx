import { useMutation } from '@apollo/client';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SynthesizeSpeechDocument } from '../../gql/generated';
import { Check, Copy, GraduationCap, Pause, RotateCcw, Volume2, X } from 'lucide-react';
import { Button, IconButton } from '../../components/ui';
import { MessageContent } from './MessageContent';
import { speechLanguage } from './speech';
import { useCopyToClipboard } from './useCopyToClipboard';
import { learnerMarkdown } from './learnerText';
import { useRevealedText } from './useReveal';

export interface ChatMessage {
  id: string;
  sender: 'student' | 'model';
  content: string;
  createdAt: string;
  failed?: boolean;
  /** Why a send failed, in the learner's language (absent: the plain Not sent). */
  failedReason?: string;
  /** False when sending it again would be refused again: no Retry then. */
  retryable?: boolean;
  /** A learner message whose reply is still being written. */
  waiting?: boolean;
  hasImage?: boolean;
  /** Where the sent image is served (its owner only); absent until the message is stored. */
  imageUrl?: string | null;
  /** A reply the learner stopped: its content is the part written before Stop. */
  stopped?: boolean;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG_CHAR = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A bubble's direction from its first strong letter, not counting code and formulas (which stay LTR); with no
 * letter at all (a reply stopped before its first word) the interface's direction.
 */
export function textDirection(content: string, fallback: 'rtl' | 'ltr' = 'ltr'): 'rtl' | 'ltr' {
  const prose = content
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\\\[[\s\S]*?\\\]|\\\([\s\S]*?\\\)/g, ' ');
  const first = STRONG_CHAR.exec(prose)?.[0];
  if (!first) return fallback;
  return RTL_CHAR.test(first) ? 'rtl' : 'ltr';
}

// One formatter per language: building one per message (toLocaleTimeString with options) costs milliseconds each.
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const hourMinute = (iso: string, locale: string) => {
  let format = timeFormats.get(locale);
  if (!format)
    timeFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      })),
    );
  return format.format(new Date(iso));
};

/** Copy: the reply's markdown on the clipboard; the button says Copied, with a check, for two seconds. */
function CopyReply({ text }: { text: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard(text, 'reply');
  return (
    <IconButton
      size="sm"
      label={copied ? t('chat.copied') : t('chat.copyReply')}
      icon={copied ? <Check size={16} /> : <Copy size={16} />}
      onClick={() => void copy()}
    />
  );
}

/**
 * Read aloud, for every reply: in the reply's own language (from its direction), markdown syntax left out. The
 * speech is fetched once, then an <audio> element plays it; the button toggles play and pause and the bar follows
 * its progress. Audio failures are only logged (spec section 8).
 */
function ReadAloud({ text, language }: { text: string; language: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const [speak, { loading }] = useMutation(SynthesizeSpeechDocument);
  const audio = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    // A new URL is set from the click that asked for it: start it (browsers allow this after a user gesture).
    if (url) audio.current?.play().catch((err: unknown) => console.warn('read aloud', err));
  }, [url]);
  const toggle = async () => {
    const player = audio.current;
    if (url && player) {
      if (player.paused) await player.play().catch((err: unknown) => console.warn('read aloud', err));
      else player.pause();
      return;
    }
    try {
      const { data } = await speak({ variables: { text, language } });
      if (data) setUrl(data.synthesizeSpeech.url);
    } catch (err) {
      console.warn('read aloud', err);
    }
  };
  const percent = Math.round(progress * 100);
  return (
    <span className="read-aloud">
      <IconButton
        size="sm"
        label={playing ? t('chat.pauseReading') : t('chat.readAloud')}
        icon={playing ? <Pause size={16} /> : <Volume2 size={16} />}
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={() => void toggle()}
      />
      {url && (
        <span
          className="read-progress"
          role="progressbar"
          aria-label={t('chat.readingProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ inlineSize: `${percent}%` }} />
        </span>
      )}
      {url && (
        <audio
          ref={audio}
          src={url}
          preload="auto"
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setProgress(1);
          }}
          onTimeUpdate={(e) => {
            const { currentTime, duration } = e.currentTarget;
            if (duration > 0 && Number.isFinite(duration)) setProgress(currentTime / duration);
          }}
        />
      )}
    </span>
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
          <Button type="submit" size="sm" variant="secondary" icon={<X size={16} />}>
            {t('chat.closeImage')}
          </Button>
        </form>
        <img src={url} alt={t('chat.sentImageAlt')} />
      </dialog>
    </>
  );
}

/** Memoised: the chat re-renders as a reply streams in, and a bubble whose props did not change is not redone. */
export const MessageBubble = memo(function MessageBubble({
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
  /** Called with the message's id. */
  onRetry?: (id: string) => void;
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const content = useRevealedText(message.content, Boolean(reveal), onRevealed);
  const model = message.sender === 'model';
  const direction = textDirection(message.content, i18n.language === 'ar' ? 'rtl' : 'ltr');
  const complete = model && !reveal && message.id !== 'streaming' && message.content.trim() !== '';
  return (
    <article className={`bubble ${message.sender}${message.failed ? ' failed' : ''}`} dir={direction}>
      <header>
        {model && (
          <span className="tutor-mark" aria-hidden="true">
            <GraduationCap size={16} />
          </span>
        )}
        <strong>{model ? t('chat.tutor') : studentName}</strong>{' '}
        <time dateTime={message.createdAt}>{hourMinute(message.createdAt, i18n.language)}</time>
      </header>
      <div className="bubble-body">
        {message.imageUrl ? (
          <SentImage url={message.imageUrl} />
        ) : (
          message.hasImage && <p className="muted">{t('chat.imageSent')}</p>
        )}
        {/* The learner's own text is markdown too (pasted code keeps its indentation, left to right). */}
        <MessageContent source={model ? content : learnerMarkdown(content)} autoDirection={!model} />
        {message.stopped && <p className="stopped-mark">{t('chat.stoppedMark')}</p>}
        {message.failed && (
          <p className="failed-line" role="alert">
            <span>
              {message.failedReason
                ? t('chat.failedBecause', { reason: message.failedReason })
                : t('chat.failedLabel')}
            </span>{' '}
            {message.retryable !== false && (
              <Button
                size="sm"
                variant="secondary"
                icon={<RotateCcw size={16} />}
                onClick={() => onRetry?.(message.id)}
                disabled={pending}
              >
                {t('chat.retry')}
              </Button>
            )}
          </p>
        )}
      </div>
      {complete && (
        <div className="reply-actions">
          <CopyReply text={message.content} />
          <ReadAloud text={message.content} language={speechLanguage(direction)} />
        </div>
      )}
    </article>
  );
});
