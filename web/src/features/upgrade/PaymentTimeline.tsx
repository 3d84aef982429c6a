import { Check, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The request's way so far: sent, under review, then approved or rejected. */
export function PaymentTimeline({ status }: { status: string }) {
  const { t } = useTranslation();
  const decided = status === 'confirmed' || status === 'rejected';
  const steps = [
    { key: 'sent', label: t('upgrade.stepSent'), done: true, icon: Check },
    {
      key: 'review',
      label: t('upgrade.stepReview'),
      done: decided,
      current: !decided,
      icon: decided ? Check : Clock,
    },
    {
      key: 'decision',
      label: status === 'rejected' ? t('upgrade.stepRejected') : t('upgrade.stepApproved'),
      done: decided,
      rejected: status === 'rejected',
      icon: status === 'rejected' ? X : Check,
    },
  ];
  return (
    <ol className="pay-timeline" aria-label={t('upgrade.timeline')}>
      {steps.map((s) => (
        <li
          key={s.key}
          className={[s.done && 'done', s.current && 'current', s.rejected && 'rejected']
            .filter(Boolean)
            .join(' ')}
          aria-current={s.current ? 'step' : undefined}
        >
          <span className="pay-timeline-dot" aria-hidden="true">
            {(s.done || s.current) && <s.icon size={14} />}
          </span>
          <span className="pay-timeline-label">{s.label}</span>
        </li>
      ))}
    </ol>
  );
}
