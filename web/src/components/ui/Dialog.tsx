import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from './Button';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The actions, at the end of the dialog. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog> (showModal gives the focus trap, the backdrop and the inert page). Escape
 * closes it through onClose, and the focus goes back to what opened it.
 */
export function Dialog({ open, onClose, title, children, footer, className }: DialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent owns `open`: Escape asks it to close instead of closing behind its back.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <IconButton label={t('app.close')} icon={<X aria-hidden="true" size={18} />} onClick={onClose} />
          </header>
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'footer'> {
  /** What the confirming button says (the other one says Cancel and closes). */
  confirmLabel: ReactNode;
  confirmIcon?: ReactNode;
  /** danger for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs: the button is disabled. */
  busy?: boolean;
  onConfirm: () => void;
}

/** A question before an action: Cancel closes it, the confirming button runs the action. */
export function ConfirmDialog({
  confirmLabel,
  confirmIcon,
  tone = 'primary',
  busy,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={dialog.onClose}>
            {t('app.cancel')}
          </Button>
          <Button variant={tone} icon={confirmIcon} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
