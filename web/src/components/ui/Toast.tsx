import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './Button';

type ToastKind = 'error' | 'success' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Toasts {
  error: (message: string) => void;
  success: (message: string) => void;
  info: (message: string) => void;
}

/** Long enough to read a sentence; the learner can close a toast sooner. */
const DISMISS_AFTER_MS = 5000;

const ToastContext = createContext<Toasts | null>(null);

const ICONS: Record<ToastKind, ReactNode> = {
  error: <CircleAlert aria-hidden="true" size={18} />,
  success: <CircleCheck aria-hidden="true" size={18} />,
  info: <Info aria-hidden="true" size={18} />,
};

/**
 * Short messages stacked at the block end of the viewport. The live regions are always in the page, so screen
 * readers announce what is added: errors as alerts, the rest politely. A page with a bottom bar (the chat
 * composer) sets `--toast-offset` to keep them above it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = ++nextId.current;
      setToasts((all) => [...all, { id, kind, message }]);
      setTimeout(() => dismiss(id), DISMISS_AFTER_MS);
    },
    [dismiss],
  );
  const api = useMemo<Toasts>(
    () => ({
      error: (message) => show('error', message),
      success: (message) => show('success', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  const render = (items: ToastItem[]) =>
    items.map((toast) => (
      <div key={toast.id} className={`toast toast-${toast.kind}`}>
        <span className="toast-icon">{ICONS[toast.kind]}</span>
        <p className="toast-message">{toast.message}</p>
        <IconButton
          size="sm"
          label={t('app.close')}
          icon={<X aria-hidden="true" size={16} />}
          onClick={() => dismiss(toast.id)}
        />
      </div>
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-label={t('app.notifications')} role="region">
        <div role="alert" className="toast-stack">
          {render(toasts.filter((toast) => toast.kind === 'error'))}
        </div>
        <div role="status" aria-live="polite" className="toast-stack">
          {render(toasts.filter((toast) => toast.kind !== 'error'))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** error / success / info: show a toast in the learner's language (pass translated text). */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast outside ToastProvider');
  return toasts;
}
