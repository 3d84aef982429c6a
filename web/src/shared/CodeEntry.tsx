import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Input } from '../components/ui';
import { QrCode } from './QrCode';

/**
 * A form to type a code someone gave you (a child's link code, a teacher's class code): forgiving of case and
 * dashes, left to right in both languages, cleared once `onSubmit` accepts it.
 */
export function CodeEntry({
  label,
  hint,
  submitLabel,
  icon,
  busy,
  error,
  onSubmit,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  icon: ReactNode;
  busy: boolean;
  error: string | null;
  /** Resolves true when the code was taken (the field is then emptied). */
  onSubmit: (code: string) => Promise<boolean>;
}) {
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(code)) setCode('');
  };
  return (
    <form className="family-redeem" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={label} hint={hint} error={error ?? undefined}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          dir="ltr"
        />
      </Field>
      <Button type="submit" variant="primary" icon={icon} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A code to give someone: its QR code beside its text (under an optional title), with lines about it below. */
export function CodeShown({
  code,
  qrLabel,
  title,
  children,
}: {
  code: string;
  qrLabel: string;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="family-code" aria-live="polite">
      <QrCode text={code} label={qrLabel} />
      <div className="family-code-text">
        {title && <span className="field-label">{title}</span>}
        <output className="family-code-value" dir="ltr">
          {code}
        </output>
        {children}
      </div>
    </div>
  );
}
