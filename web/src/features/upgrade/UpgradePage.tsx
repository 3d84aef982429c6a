import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { Notice } from '../../components/Notice';
import {
  MeDocument,
  PaymentStatusDocument,
  PricingDocument,
  RequestPaymentDocument,
} from '../../gql/generated';
import { playNotification } from './sound';

const POLL_MS = 5000;

export default function UpgradePage() {
  const { t } = useTranslation();
  const pricing = useQuery(PricingDocument);
  const [requestPayment, { loading }] = useMutation(RequestPaymentDocument);
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<{ kind: 'error' | 'info'; text: (t: TFunction) => string } | null>(null);
  const status = useQuery(PaymentStatusDocument, { fetchPolicy: 'network-only' });
  const { refetch } = status;
  const current = status.data?.paymentStatus;
  const waiting = current?.status === 'pending' || (sent && !current);
  const decided = Boolean(
    current?.ownerConfirmed && (current.status === 'confirmed' || current.status === 'rejected'),
  );
  // The chime is for a decision that arrives while this page waits, not for an old one.
  const waited = useRef(false);
  if (waiting) waited.current = true;

  // Polls while a request waits; stops with the owner's decision, which also refreshes the plan and plays a sound.
  useEffect(() => {
    if (!waiting || decided) return;
    const timer = window.setInterval(() => {
      refetch().catch((err) => console.warn('payment status', err)); // only logged (spec section 8)
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, decided, refetch]);
  useEffect(() => {
    if (!waited.current || !decided) return;
    waited.current = false;
    playNotification();
    void status.client.refetchQueries({ include: [MeDocument] });
  }, [decided, status.client]);

  const paymentSent = async () => {
    setAlert(null);
    try {
      await requestPayment();
      setSent(true);
      setAlert({ kind: 'info', text: (t) => t('upgrade.notifySuccess') });
      await refetch();
    } catch (err) {
      setAlert({ kind: 'error', text: (t) => describeError(err, t, t('upgrade.notifyFailed')) });
    }
  };

  return (
    <main id="main" className="page narrow">
      <h1>{t('upgrade.title')}</h1>
      <h2>{t('upgrade.required')}</h2>
      <p>{t('upgrade.price', { price: pricing.data?.pricing.monthlyPriceEgp ?? 99 })}</p>
      <p>{t('upgrade.instructions')}</p>
      <p>{t('upgrade.screenshot')}</p>
      {alert && <Notice kind={alert.kind}>{alert.text(t)}</Notice>}
      {decided && !waiting ? (
        <p className={`result ${current?.status}`} role="status">
          {current?.status === 'confirmed' ? t('upgrade.approved') : t('upgrade.rejected')}
        </p>
      ) : waiting ? (
        <p role="status">
          {t('upgrade.thanks')} <span className="muted">{t('upgrade.underReview')}</span>
        </p>
      ) : null}
      {!waiting ? (
        <button type="button" className="primary" onClick={paymentSent} disabled={loading}>
          {t('upgrade.paymentSent')}
        </button>
      ) : null}
    </main>
  );
}
