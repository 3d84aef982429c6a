import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '../../components/ui';
import { CodeShown } from '../../shared/CodeEntry';

/**
 * The join code, text and QR, on every visit (a teacher hands it out over days). A new code, for one that got out,
 * is made after a confirmation: the old one stops working for students who have not joined yet. A class made
 * before codes were kept shows none until then.
 */
export function JoinCode({
  code,
  onRenew,
  busy,
}: {
  code?: string | null;
  onRenew: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="class-section">
      <h3>
        <KeyRound aria-hidden="true" size={18} />
        {t('classes.codeTitle')}
      </h3>
      {code ? (
        <CodeShown code={code} qrLabel={t('classes.qrLabel')}>
          <span className="muted">{t('classes.codeHint')}</span>
        </CodeShown>
      ) : (
        <p className="muted">{t('classes.codeHidden')}</p>
      )}
      <div className="card-actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => (code ? setConfirming(true) : onRenew())}
        >
          {t('classes.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('classes.renewConfirmTitle')}
        confirmLabel={t('classes.renew')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onRenew();
        }}
      >
        <p>{t('classes.renewConfirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
