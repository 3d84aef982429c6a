import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '../../components/ui';

/** A value to transfer to, with a button that copies it and says so for a moment. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (err) {
      console.warn('clipboard', err); // the value stays on screen to copy by hand
      toast.error(t('upgrade.copyFailed'));
    }
  };
  return (
    <div className="pay-value">
      <dt>{label}</dt>
      <dd>
        <code dir="ltr">{value}</code>
        <Button
          size="sm"
          variant={copied ? 'ghost' : 'secondary'}
          icon={copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
          onClick={copy}
          aria-label={`${t('upgrade.copy')} ${label}`}
        >
          {copied ? t('upgrade.copied') : t('upgrade.copy')}
        </Button>
        <span className="visually-hidden" role="status">
          {copied ? t('upgrade.copiedValue', { label }) : ''}
        </span>
      </dd>
    </div>
  );
}
