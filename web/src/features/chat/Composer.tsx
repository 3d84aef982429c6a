import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';

/** One learner message as sent (and as a Retry sends it again, with the same id). */
export interface Outgoing {
  id: string;
  text: string;
  imageBase64?: string;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The 2-row textarea (Enter sends, Shift+Enter is a newline), Send, and an image with Send Image. While a reply
 * streams (`onStop` given), Send is a Stop button in its place.
 */
export function Composer({
  isNew,
  pending,
  disabled,
  onSend,
  onStop,
  onImageError,
}: {
  isNew: boolean;
  pending: boolean;
  disabled: boolean;
  onSend(message: Outgoing): void;
  onStop?: () => void;
  onImageError(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const blank = !text.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || pending || disabled) return;
    onSend({ id: String(Date.now()), text: text.trim() });
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const sendImage = async () => {
    if (!image || pending || disabled) return;
    try {
      onSend({ id: String(Date.now()), text: text.trim(), imageBase64: await readBase64(image) });
      setText('');
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      onImageError();
    }
  };
  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor="message" className="visually-hidden">
        {t('chat.messageLabel')}
      </label>
      <textarea
        id="message"
        rows={2}
        dir="auto"
        value={text}
        disabled={disabled}
        placeholder={isNew ? t('chat.placeholderNew') : t('chat.placeholderExisting')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer-actions">
        {onStop ? (
          <button type="button" className="stop" onClick={onStop}>
            {t('chat.stop')}
          </button>
        ) : (
          !disabled && (
            <button type="submit" className="primary" disabled={blank || pending}>
              {t('chat.send')}
            </button>
          )
        )}
        <label className="button file-label">
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={disabled}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
          <ImagePlus aria-hidden="true" size={18} strokeWidth={2} />{' '}
          <span dir="auto">{image ? image.name : t('chat.chooseImage')}</span>
        </label>
        <button type="button" onClick={sendImage} disabled={!image || pending || disabled}>
          {t('chat.sendImage')}
        </button>
      </div>
    </form>
  );
}
