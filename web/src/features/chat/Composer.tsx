import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Code, ImagePlus, SendHorizontal, Square, X } from 'lucide-react';
import { IconButton } from '../../components/ui';
import { CodeEditor, LANGUAGE_NAMES, RunPanel, type CodeLanguage } from '../../shared/code';
import { acceptedImage, ImageRefused, prepareImage, type ImageProblem } from './imageUpload';
import { withCode, type CodeRunReport } from './learnerText';
import { COUNTER_FROM, MESSAGE_MAX_CHARS, messageLength } from './limits';

/** One learner message as sent (and as a Retry sends it again, with the same id). */
export interface Outgoing {
  id: string;
  text: string;
  imageBase64?: string;
}

/** A programming conversation's code box: its language, and the code (a draft kept like the text). */
export interface ComposerCode {
  /** Whose code box this is (its draft's key): opening it in one conversation leaves the others' closed. */
  id: string;
  language: CodeLanguage;
  code: string;
  onCode(code: string): void;
}

/** The textarea grows with its text up to this many lines, then scrolls. */
const MAX_ROWS = 8;
/** Phones and tablets: Enter makes a new line (their keyboards have no Shift+Enter); the Send button sends. */
const TOUCH_FIRST = '(pointer: coarse), (max-width: 700px)';

/** The chosen image's thumbnail URL, released when the image changes or the chip goes. */
function usePreviewUrl(image: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setUrl(null);
    const objectUrl = URL.createObjectURL(image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image]);
  return url;
}

/**
 * The composer box: attach an image, an auto-growing textarea (Enter sends and Shift+Enter is a new line, except
 * on a phone, where Enter is a new line), and Send. A chosen image shows as a chip (thumbnail, name, remove) and
 * Send then sends it with the text as its caption. While a reply streams (`onStop` given), Stop takes Send's place.
 * The text is the conversation's draft (kept by the page); past the service's limit a counter says so and Send
 * is disabled; an image is checked, and shrunk if need be, on the device (imageUpload.ts). In a programming
 * conversation (`code` given), Code opens an editor in the conversation's language, with Run where the language
 * runs in the browser; the code goes with the text as a fenced block.
 */
export function Composer({
  isNew,
  pending,
  disabled,
  text,
  onText,
  onSend,
  onStop,
  onImageError,
  code,
}: {
  isNew: boolean;
  pending: boolean;
  disabled: boolean;
  text: string;
  onText(text: string): void;
  onSend(message: Outgoing): void;
  onStop?: () => void;
  onImageError(problem: ImageProblem): void;
  code?: ComposerCode;
}) {
  const { t } = useTranslation();
  const setText = onText;
  const [image, setImage] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const codeBox = useRef<HTMLElement>(null);
  const previewUrl = usePreviewUrl(image);
  // The code box stays open while it holds code (a draft kept from an earlier visit opens it again).
  const [openFor, setOpenFor] = useState<string | null>(null);
  const codeOpen = Boolean(code && openFor === code.id);
  const showCode = Boolean(code && (codeOpen || code.code));
  // The last run in the code box goes with the code while the code is the one that ran.
  const [lastRun, setLastRun] = useState<{ code: string; report: CodeRunReport } | null>(null);
  const ran = code && lastRun?.code === code.code ? lastRun.report : undefined;
  const message = code ? withCode(text, code.code, code.language, ran) : text.trim();
  const blank = !message;
  const length = messageLength(message);
  const tooLong = length > MESSAGE_MAX_CHARS;

  // Grow with the text: measure at the natural height, capped at MAX_ROWS lines (then the textarea scrolls).
  useLayoutEffect(() => {
    const el = textarea.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || 24;
    const padding = parseFloat(style.paddingBlockStart) + parseFloat(style.paddingBlockEnd);
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, line * MAX_ROWS + padding)}px`;
  }, [text]);

  const removeImage = () => {
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // A file of another type is refused at once (the picker's filter can be bypassed): nothing is attached.
    if (file && !acceptedImage(file)) {
      onImageError('type');
      e.target.value = '';
      return;
    }
    setImage(file);
    textarea.current?.focus();
  };

  const closeCode = () => {
    code?.onCode('');
    setOpenFor(null);
  };
  const clear = () => {
    setText('');
    closeCode();
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || disabled || preparing || tooLong || (blank && !image)) return;
    const id = String(Date.now());
    if (!image) {
      onSend({ id, text: message });
      clear();
      return;
    }
    setPreparing(true);
    try {
      onSend({ id, text: message, imageBase64: await prepareImage(image) });
      clear();
      removeImage();
    } catch (err) {
      onImageError(err instanceof ImageRefused ? err.problem : 'unreadable');
    } finally {
      setPreparing(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    if (window.matchMedia(TOUCH_FIRST).matches) return;
    e.preventDefault();
    void submit();
  };

  return (
    <form className="composer" onSubmit={(e) => void submit(e)}>
      {length >= COUNTER_FROM && (
        <p
          id="message-length"
          className={tooLong ? 'composer-counter over' : 'composer-counter'}
          role={tooLong ? 'alert' : undefined}
        >
          {tooLong
            ? t('chat.tooLongBefore', { length, max: MESSAGE_MAX_CHARS })
            : t('chat.counter', { length, max: MESSAGE_MAX_CHARS })}
        </p>
      )}
      {image && (
        <div className="attachment-chip">
          {previewUrl && <img src={previewUrl} alt="" />}
          <span className="attachment-name" dir="auto">
            {image.name}
          </span>
          <IconButton
            size="sm"
            label={t('chat.removeImage')}
            icon={<X size={16} />}
            onClick={() => {
              removeImage();
              textarea.current?.focus();
            }}
          />
        </div>
      )}
      {showCode && code && (
        <section ref={codeBox} className="composer-code" aria-label={t('chat.code.region')}>
          <div className="composer-code-head">
            <span className="composer-code-language">{LANGUAGE_NAMES[code.language]}</span>
            <IconButton
              size="sm"
              label={t('chat.code.close')}
              icon={<X size={16} />}
              onClick={() => {
                closeCode();
                textarea.current?.focus();
              }}
            />
          </div>
          <CodeEditor
            value={code.code}
            onChange={code.onCode}
            language={code.language}
            label={t('chat.code.label', { language: LANGUAGE_NAMES[code.language] })}
            readOnly={disabled}
            lines={10}
            autoFocus={codeOpen}
          />
          <RunPanel
            language={code.language}
            code={code.code}
            onRun={({ code: ranCode, stdin, run, summary }) =>
              setLastRun({
                code: ranCode,
                report: {
                  heading: t('chat.code.ran', { summary }),
                  stdin,
                  stdout: run.stdout,
                  error: run.error,
                  labels: {
                    input: t('codeRunner.stdin'),
                    output: t('codeRunner.output'),
                    error: t('codeRunner.errorLabel'),
                    noOutput: t('codeRunner.noOutput'),
                  },
                },
              })
            }
          />
        </section>
      )}
      <div className="composer-box">
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={disabled}
          onChange={onFile}
        />
        <IconButton
          className="composer-attach"
          label={t('chat.chooseImage')}
          icon={<ImagePlus size={20} />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        />
        {code && (
          <IconButton
            className="composer-code-toggle"
            label={t('chat.code.open')}
            icon={<Code size={20} />}
            disabled={disabled}
            aria-expanded={showCode}
            onClick={() => {
              setOpenFor(code.id);
              codeBox.current?.querySelector<HTMLElement>('.cm-content')?.focus();
            }}
          />
        )}
        <label htmlFor="message" className="visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <textarea
          ref={textarea}
          id="message"
          rows={1}
          dir="auto"
          value={text}
          disabled={disabled}
          placeholder={isNew ? t('chat.placeholderNew') : t('chat.placeholderExisting')}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? 'message-length' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {onStop ? (
          <IconButton
            className="composer-stop"
            variant="secondary"
            label={t('chat.stop')}
            icon={<Square size={16} fill="currentColor" />}
            onClick={onStop}
          />
        ) : (
          !disabled && (
            <IconButton
              type="submit"
              className="composer-send"
              variant="primary"
              label={image ? t('chat.sendImage') : t('chat.send')}
              icon={<SendHorizontal size={20} />}
              disabled={(blank && !image) || pending || preparing || tooLong}
              aria-busy={preparing || undefined}
            />
          )
        )}
      </div>
    </form>
  );
}
