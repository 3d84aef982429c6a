import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui';
import { PaymentTimeline } from './PaymentTimeline';

/** The request sent: the owner's decision when it came, "under review" while it waits, and its way so far. */
export function PaymentRequest({
  status,
  requestedAt,
  showResult,
  waiting,
  approvedText,
  dateOf,
}: {
  status: string;
  requestedAt?: string | null;
  showResult: boolean;
  waiting: boolean;
  approvedText: string;
  dateOf: (iso: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="pay-request" aria-labelledby="pay-request">
      <h2 id="pay-request">{t('upgrade.requestTitle')}</h2>
      {showResult ? (
        <p className={`result ${status}`} role="status">
          {status === 'confirmed' ? (
            <CircleCheck aria-hidden="true" size={20} />
          ) : (
            <CircleX aria-hidden="true" size={20} />
          )}
          <span>{status !== 'confirmed' ? t('upgrade.rejected') : approvedText}</span>
        </p>
      ) : null}
      {waiting ? (
        <p role="status" className="pay-waiting">
          {t('upgrade.thanks')} <span className="muted">{t('upgrade.underReview')}</span>
        </p>
      ) : null}
      <PaymentTimeline status={status} />
      {requestedAt && (
        <p className="muted pay-sent-on">{t('upgrade.sentOn', { date: dateOf(requestedAt) })}</p>
      )}
    </Card>
  );
}
