import { useMutation, useQuery } from '@apollo/client';
import {
  BadgeCheck,
  Check,
  CircleCheck,
  CircleX,
  Clock,
  Copy,
  ImagePlus,
  RefreshCw,
  Send,
  Trash2,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeError, errorCode } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { Button, ButtonLink, Card, Field, Input, Skeleton, useToast } from '../../components/ui';
import {
  MeDocument,
  PayingForChildDocument,
  PaymentDetailsDocument,
  PaymentStatusDocument,
  RequestPaymentDocument,
} from '../../gql/generated';
import { playNotification } from './sound';
import './upgrade.css';

const POLL_MS = 5000;
const REFERENCE_MAX = 100;
const SCREENSHOT_TYPES = 'image/png,image/jpeg,image/webp';

/** A date in the page's language (Arabic digits and month names in Arabic). */
const localDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long' });

/** A value to transfer to, with a button that copies it and says so for a moment. */
function CopyValue({ label, value }: { label: string; value: string }) {
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

/** The request's way so far: sent, under review, then approved or rejected. */
function Timeline({ status }: { status: string }) {
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

/**
 * /upgrade: the learner's own monthly-plan payment, or with `?child=<id>` a linked parent's for that child (the
 * same transfer, evidence and request; the request is the child's, so the child sees it as their own).
 */
export default function UpgradePage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const childId = useSearchParams()[0].get('child');
  const details = useQuery(PaymentDetailsDocument);
  const me = useQuery(MeDocument, { skip: childId !== null });
  const family = useQuery(PayingForChildDocument, {
    skip: childId === null,
    fetchPolicy: 'cache-and-network',
  });
  const child = family.data?.me?.linkedChildren.find((c) => c.user.id === childId);
  const planQuery = childId === null ? MeDocument : PayingForChildDocument;
  const [requestPayment, { loading }] = useMutation(RequestPaymentDocument);
  const [sent, setSent] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [reference, setReference] = useState('');
  const [screenshot, setScreenshot] = useState<{ name: string; dataUrl: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const status = useQuery(PaymentStatusDocument, {
    variables: { childId },
    skip: childId !== null && !child,
    fetchPolicy: 'network-only',
  });
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
    playNotification();
    void status.client.refetchQueries({ include: [planQuery] });
  }, [decided, status.client, planQuery]);
  // The payment details are the page's reason to be: their failure is a toast as well as a note in place.
  useEffect(() => {
    if (details.error) toast.error(describeError(details.error, t, t('upgrade.detailsFailed')));
  }, [details.error, toast, t]);

  const chooseScreenshot = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setScreenshot(null);
    const reader = new FileReader();
    reader.onload = () => setScreenshot({ name: file.name, dataUrl: String(reader.result) });
    reader.onerror = () => toast.error(t('upgrade.screenshotUnreadable'));
    reader.readAsDataURL(file);
  };
  const clearScreenshot = () => {
    setScreenshot(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const paymentSent = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await requestPayment({
        variables: {
          reference: reference.trim() || null,
          screenshotBase64: screenshot?.dataUrl ?? null,
          childId,
        },
      });
      setSent(true);
      setRenewing(false);
      setJustDecided(false);
      setReference('');
      clearScreenshot();
      toast.success(t('upgrade.notifySuccess'));
      await refetch();
    } catch (err) {
      const code = errorCode(err);
      const text =
        code === 'PAYLOAD_TOO_LARGE'
          ? t('upgrade.screenshotTooLarge')
          : code === 'UNSUPPORTED_MEDIA_TYPE'
            ? t('upgrade.screenshotType')
            : code === 'BAD_USER_INPUT'
              ? t('upgrade.referenceTooLong', { max: REFERENCE_MAX })
              : t('upgrade.notifyFailed');
      toast.error(describeError(err, t, text));
    }
  };

  const pay = details.data?.paymentDetails;
  const user = childId === null ? me.data?.me : child?.user;
  const name = child?.name ?? '';
  const active = Boolean(user?.isSubscribed && user.expiresAt);
  const showForm = !waiting && (!active || renewing);
  const showResult = decided && !waiting && (justDecided || current?.status === 'rejected');
  const showTimeline = current && (waiting || showResult);

  const title = childId === null ? t('upgrade.title') : t('upgrade.forChildTitle', { name });
  if (childId !== null && family.data && !child) {
    return (
      <main id="main" className="page upgrade">
        <h1>{t('upgrade.title')}</h1>
        <Notice>{t('upgrade.notLinked')}</Notice>
        <ButtonLink to="/family">{t('upgrade.backToFamily')}</ButtonLink>
      </main>
    );
  }
  if ((me.loading && !me.data) || (family.loading && !family.data) || (status.loading && !status.data)) {
    return (
      <main id="main" className="page upgrade">
        <h1>{t('upgrade.title')}</h1>
        <div className="upgrade-grid">
          <Skeleton lines={1} height="9rem" />
          <Skeleton lines={1} height="9rem" />
        </div>
        <Skeleton lines={1} height="14rem" className="upgrade-skeleton-form" />
      </main>
    );
  }

  return (
    <main id="main" className="page upgrade">
      <h1>{title}</h1>
      {active && user?.expiresAt ? (
        <Card as="section" className="plan-active" aria-labelledby="plan-active">
          <span className="plan-active-icon" aria-hidden="true">
            <BadgeCheck size={28} />
          </span>
          <div>
            <h2 id="plan-active">
              {childId === null ? t('upgrade.activeTitle') : t('upgrade.childActiveTitle', { name })}
            </h2>
            <p>
              {t(childId === null ? 'upgrade.activeUntil' : 'upgrade.childActiveUntil', {
                date: localDate(user.expiresAt, i18n.language),
                name,
              })}
            </p>
          </div>
          <div className="plan-active-actions">
            <ButtonLink to={childId === null ? '/' : '/family'} variant="primary">
              {childId === null ? t('upgrade.continue') : t('upgrade.backToFamily')}
            </ButtonLink>
            {!renewing && !waiting ? (
              <Button icon={<RefreshCw aria-hidden="true" size={16} />} onClick={() => setRenewing(true)}>
                {t('upgrade.renew')}
              </Button>
            ) : null}
          </div>
        </Card>
      ) : (
        <h2 className="upgrade-lead">
          {childId === null ? t('upgrade.required') : t('upgrade.forChildLead', { name })}
        </h2>
      )}

      {showTimeline ? (
        <Card as="section" className="pay-request" aria-labelledby="pay-request">
          <h2 id="pay-request">{t('upgrade.requestTitle')}</h2>
          {showResult ? (
            <p className={`result ${current?.status}`} role="status">
              {current?.status === 'confirmed' ? (
                <CircleCheck aria-hidden="true" size={20} />
              ) : (
                <CircleX aria-hidden="true" size={20} />
              )}
              <span>
                {current?.status !== 'confirmed'
                  ? t('upgrade.rejected')
                  : childId === null
                    ? t('upgrade.approved')
                    : t('upgrade.childApproved', { name })}
              </span>
            </p>
          ) : null}
          {waiting ? (
            <p role="status" className="pay-waiting">
              {t('upgrade.thanks')} <span className="muted">{t('upgrade.underReview')}</span>
            </p>
          ) : null}
          <Timeline status={current.status} />
          {current.requestedAt && (
            <p className="muted pay-sent-on">
              {t('upgrade.sentOn', { date: localDate(current.requestedAt, i18n.language) })}
            </p>
          )}
        </Card>
      ) : null}

      {showForm ? (
        <>
          <div className="upgrade-grid">
            <Card as="section" className="pay-price" aria-labelledby="pay-price">
              <h2 id="pay-price" className="visually-hidden">
                {t('upgrade.amount')}
              </h2>
              {pay ? (
                <>
                  <p className="pay-price-amount">{t('upgrade.priceAmount', { price: pay.priceEgp })}</p>
                  <p className="muted">{t('upgrade.perPeriod', { days: pay.subscriptionDays })}</p>
                </>
              ) : details.loading ? (
                <Skeleton lines={2} />
              ) : null}
              <h2 className="pay-subheading">{t('upgrade.howTo')}</h2>
              <ol className="pay-steps">
                <li>{t('upgrade.step1', { price: pay?.priceEgp ?? '…' })}</li>
                <li>{t('upgrade.instructions')}</li>
                <li>{t('upgrade.step3')}</li>
                <li>{t('upgrade.step4')}</li>
              </ol>
            </Card>
            <Card as="section" aria-labelledby="pay-to">
              <h2 id="pay-to" className="pay-subheading">
                {t('upgrade.payTo')}
              </h2>
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
                <p className="pay-details-failed">{t('upgrade.detailsFailed')}</p>
              ) : (
                <Skeleton lines={3} height="2.5rem" />
              )}
            </Card>
          </div>
          <Card as="section" aria-labelledby="pay-proof" className="pay-proof">
            <h2 id="pay-proof" className="pay-subheading">
              {t('upgrade.sendProof')}
            </h2>
            <p className="muted">{t('upgrade.screenshot')}</p>
            <form className="pay-form" onSubmit={paymentSent}>
              <div className="pay-attach">
                <span id="pay-screenshot-label" className="field-label">
                  {t('upgrade.attachScreenshot')}
                </span>
                {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
                <label className="btn btn-secondary btn-md pay-file">
                  <ImagePlus aria-hidden="true" size={18} />
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
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Trash2 aria-hidden="true" size={16} />}
                      onClick={clearScreenshot}
                    >
                      {t('upgrade.removeScreenshot')}
                    </Button>
                  </div>
                )}
              </div>
              <Field label={t('upgrade.reference')} hint={t('upgrade.referenceHint', { max: REFERENCE_MAX })}>
                <Input
                  id="pay-reference"
                  type="text"
                  dir="auto"
                  maxLength={REFERENCE_MAX}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                />
              </Field>
              <Button
                type="submit"
                variant="primary"
                size="lg"
                icon={<Send aria-hidden="true" size={18} className="flip" />}
                disabled={loading}
              >
                {t('upgrade.paymentSent')}
              </Button>
            </form>
          </Card>
        </>
      ) : null}
    </main>
  );
}
