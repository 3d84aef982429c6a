import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError, errorCode } from '../../api/errors';
import { Notice } from '../../components/Notice';
import {
  MeDocument,
  PaymentDetailsDocument,
  PaymentStatusDocument,
  RequestPaymentDocument,
} from '../../gql/generated';
import { playNotification } from './sound';

const POLL_MS = 5000;
const REFERENCE_MAX = 100;
const SCREENSHOT_TYPES = 'image/png,image/jpeg,image/webp';

/** A date in the page's language (Arabic digits and month names in Arabic). */
const localDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long' });

/** A value to transfer to, with a button that copies it and says so for a moment. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (err) {
      console.warn('clipboard', err); // the value stays on screen to copy by hand
      setState('failed');
    }
  };
  return (
    <div className="pay-value">
      <dt>{label}</dt>
      <dd>
        <code dir="ltr">{value}</code>
        <button type="button" onClick={copy} aria-label={`${t('upgrade.copy')} ${label}`}>
          {state === 'copied' ? t('upgrade.copied') : t('upgrade.copy')}
        </button>
        <span className="visually-hidden" role="status">
          {state === 'copied'
            ? t('upgrade.copiedValue', { label })
            : state === 'failed'
              ? t('upgrade.copyFailed')
              : ''}
        </span>
      </dd>
    </div>
  );
}

/** The request's way so far: sent, under review, then approved or rejected. */
function Timeline({ status }: { status: string }) {
  const { t } = useTranslation();
  const decided = status === 'confirmed' || status === 'rejected';
  const steps = [
    { key: 'sent', label: t('upgrade.stepSent'), done: true },
    { key: 'review', label: t('upgrade.stepReview'), done: decided, current: !decided },
    {
      key: 'decision',
      label: status === 'rejected' ? t('upgrade.stepRejected') : t('upgrade.stepApproved'),
      done: decided,
      rejected: status === 'rejected',
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
          {s.label}
        </li>
      ))}
    </ol>
  );
}

export default function UpgradePage() {
  const { t, i18n } = useTranslation();
  const details = useQuery(PaymentDetailsDocument);
  const me = useQuery(MeDocument);
  const [requestPayment, { loading }] = useMutation(RequestPaymentDocument);
  const [sent, setSent] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [reference, setReference] = useState('');
  const [screenshot, setScreenshot] = useState<{ name: string; dataUrl: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
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
  const [justDecided, setJustDecided] = useState(false);
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
    setJustDecided(true);
    setAlert(null); // 'sent successfully' is old news once the owner has decided
    playNotification();
    void status.client.refetchQueries({ include: [MeDocument] });
  }, [decided, status.client]);

  const chooseScreenshot = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setScreenshot(null);
    const reader = new FileReader();
    reader.onload = () => setScreenshot({ name: file.name, dataUrl: String(reader.result) });
    reader.onerror = () => setAlert({ kind: 'error', text: (t) => t('upgrade.screenshotUnreadable') });
    reader.readAsDataURL(file);
  };
  const clearScreenshot = () => {
    setScreenshot(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const paymentSent = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    try {
      await requestPayment({
        variables: { reference: reference.trim() || null, screenshotBase64: screenshot?.dataUrl ?? null },
      });
      setSent(true);
      setRenewing(false);
      setJustDecided(false);
      setReference('');
      clearScreenshot();
      setAlert({ kind: 'info', text: (t) => t('upgrade.notifySuccess') });
      await refetch();
    } catch (err) {
      const code = errorCode(err);
      const text = (t: TFunction) =>
        code === 'PAYLOAD_TOO_LARGE'
          ? t('upgrade.screenshotTooLarge')
          : code === 'UNSUPPORTED_MEDIA_TYPE'
            ? t('upgrade.screenshotType')
            : code === 'BAD_USER_INPUT'
              ? t('upgrade.referenceTooLong', { max: REFERENCE_MAX })
              : t('upgrade.notifyFailed');
      setAlert({ kind: 'error', text: (t) => describeError(err, t, text(t)) });
    }
  };

  const pay = details.data?.paymentDetails;
  const user = me.data?.me;
  const active = Boolean(user?.isSubscribed && user.expiresAt);
  const showForm = !waiting && (!active || renewing);
  const price = pay?.priceEgp ?? 99;

  return (
    <main id="main" className="page narrow upgrade">
      <h1>{t('upgrade.title')}</h1>
      {active && user?.expiresAt ? (
        <section className="plan-active" aria-labelledby="plan-active">
          <h2 id="plan-active">{t('upgrade.activeTitle')}</h2>
          <p>{t('upgrade.activeUntil', { date: localDate(user.expiresAt, i18n.language) })}</p>
        </section>
      ) : (
        <h2>{t('upgrade.required')}</h2>
      )}
      {alert && <Notice kind={alert.kind}>{alert.text(t)}</Notice>}
      {decided && !waiting && (justDecided || current?.status === 'rejected') ? (
        <p className={`result ${current?.status}`} role="status">
          {current?.status === 'confirmed' ? t('upgrade.approved') : t('upgrade.rejected')}
        </p>
      ) : null}
      {waiting ? (
        <p role="status">
          {t('upgrade.thanks')} <span className="muted">{t('upgrade.underReview')}</span>
        </p>
      ) : null}
      {current && (waiting || (decided && (justDecided || current.status === 'rejected'))) ? (
        <>
          <Timeline status={current.status} />
          {current.requestedAt && (
            <p className="muted">
              {t('upgrade.sentOn', { date: localDate(current.requestedAt, i18n.language) })}
            </p>
          )}
        </>
      ) : null}
      {active && !renewing && !waiting ? (
        <button type="button" onClick={() => setRenewing(true)}>
          {t('upgrade.renew')}
        </button>
      ) : null}
      {showForm ? (
        <>
          <p>{t('upgrade.price', { price })}</p>
          <h3>{t('upgrade.howTo')}</h3>
          <ol className="pay-steps">
            <li>{t('upgrade.step1', { price })}</li>
            <li>{t('upgrade.instructions')}</li>
            <li>{t('upgrade.step3')}</li>
            <li>{t('upgrade.step4')}</li>
          </ol>
          {pay ? (
            <dl className="pay-details">
              <CopyValue label={t('upgrade.instapayAddress')} value={pay.instapayAddress} />
              <CopyValue label={t('upgrade.whatsappNumber')} value={pay.whatsappNumber} />
              <div className="pay-value">
                <dt>{t('upgrade.amount')}</dt>
                <dd>{t('upgrade.amountValue', { price: pay.priceEgp, days: pay.subscriptionDays })}</dd>
              </div>
            </dl>
          ) : details.error ? (
            <Notice>{t('upgrade.detailsFailed')}</Notice>
          ) : null}
          <p>{t('upgrade.screenshot')}</p>
          <form className="pay-form" onSubmit={paymentSent}>
            <span id="pay-screenshot-label">{t('upgrade.attachScreenshot')}</span>
            {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
            <label className="button pay-file">
              {t('upgrade.chooseScreenshot')}
              <input
                ref={fileInput}
                className="visually-hidden"
                type="file"
                accept={SCREENSHOT_TYPES}
                onChange={chooseScreenshot}
                aria-labelledby="pay-screenshot-label"
              />
            </label>
            {screenshot && (
              <div className="pay-preview">
                <img src={screenshot.dataUrl} alt={t('upgrade.screenshotPreview')} />
                <span dir="auto">{screenshot.name}</span>
                <button type="button" className="small" onClick={clearScreenshot}>
                  {t('upgrade.removeScreenshot')}
                </button>
              </div>
            )}
            <label htmlFor="pay-reference">{t('upgrade.reference')}</label>
            <input
              id="pay-reference"
              type="text"
              dir="auto"
              maxLength={REFERENCE_MAX}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              aria-describedby="pay-reference-hint"
            />
            <span id="pay-reference-hint" className="muted">
              {t('upgrade.referenceHint', { max: REFERENCE_MAX })}
            </span>
            <button type="submit" className="primary" disabled={loading}>
              {t('upgrade.paymentSent')}
            </button>
          </form>
        </>
      ) : null}
    </main>
  );
}
