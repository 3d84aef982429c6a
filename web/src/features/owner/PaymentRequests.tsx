import { useMutation, useQuery } from '@apollo/client';
import { Check, ImageOff, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { describeError, errorCode, serverMessage } from '../../api/errors';
import { useNumbers } from '../../i18n/numbers';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Skeleton,
  useToast,
} from '../../components/ui';
import {
  ConfirmPaymentDocument,
  PaymentScreenshotDocument,
  RejectPaymentDocument,
  type OwnerRequestsQuery,
} from '../../gql/generated';

type Request = OwnerRequestsQuery['paymentRequests'][number];

const HISTORY = [
  { status: 'rejected', title: 'owner.rejected', empty: 'owner.noRejected', tone: 'danger' },
  { status: 'confirmed', title: 'owner.approved', empty: 'owner.noApproved', tone: 'success' },
] as const;

const localDateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Whose request it is (the learner's, or for a child: ADR 18), in the request card and the history alike. */
const whoLine = (r: Request, t: TFunction) =>
  t(r.requestedByName ? 'owner.requestLineFor' : 'owner.requestLine', {
    name: r.name,
    email: r.email,
    status: t(`owner.status.${r.status}`, { defaultValue: r.status }),
  });
/** A linked parent paid for their child: approving subscribes the child. */
const payerLine = (r: Request, t: TFunction) =>
  t('owner.forChildBy', { child: r.name, parent: r.requestedByName ?? '' });

/**
 * A request's transfer screenshot: a thumbnail that opens the image larger in a dialog. Loaded on its own (once,
 * then cached), so the panel's refresh never downloads the images again.
 */
function ScreenshotThumb({ request }: { request: Request }) {
  const { t } = useTranslation();
  const shot = useQuery(PaymentScreenshotDocument, { variables: { requestId: request.id } });
  const [open, setOpen] = useState(false);
  const src = shot.data?.paymentScreenshot;
  if (shot.error) {
    return (
      <span className="pay-thumb-missing muted">
        <ImageOff aria-hidden="true" size={18} />
        {t('owner.screenshotFailed')}
      </span>
    );
  }
  if (shot.loading) return <Skeleton width="5rem" height="5rem" className="pay-thumb-skeleton" />;
  if (!src) return null;
  const alt = t('owner.screenshot', { name: request.name });
  return (
    <>
      <button
        type="button"
        className="pay-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('owner.openScreenshot', { name: request.name })}
      >
        <img src={src} alt="" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt} className="pay-dialog">
        <img src={src} alt={alt} />
      </Dialog>
    </>
  );
}

/** One request: who, when, the status, the transfer's evidence beside it, and the decision for a pending one. */
function RequestCard({ request, onDecided }: { request: Request; onDecided: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [confirmPayment] = useMutation(ConfirmPaymentDocument);
  const [rejectPayment] = useMutation(RejectPaymentDocument);
  const [busy, setBusy] = useState(false);
  // Confirm and Reject each ask first (issue 31, item 8): a decision reaches the learner at once.
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const pending = request.status === 'pending';

  const decide = async (decision: 'confirm' | 'reject') => {
    setAsking(null);
    setBusy(true);
    try {
      if (decision === 'confirm') await confirmPayment({ variables: { email: request.email } });
      else await rejectPayment({ variables: { email: request.email } });
      toast.success(t(decision === 'confirm' ? 'owner.confirmSuccess' : 'owner.rejectSuccess'));
      await onDecided();
    } catch (err) {
      const text =
        decision === 'confirm'
          ? t('owner.confirmFailed', { message: serverMessage(err) || t('owner.serverError') })
          : errorCode(err) === 'NOT_FOUND'
            ? t('owner.rejectNotFound')
            : t('owner.rejectFailed');
      toast.error(describeError(err, t, text));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="li" className="request">
      <div className="request-main">
        <p className="request-line" dir="auto">
          {whoLine(request, t)}
        </p>
        {request.requestedByName && (
          <p className="request-payer" dir="auto">
            {payerLine(request, t)}
          </p>
        )}
        <p className="request-meta muted">
          <Badge tone={pending ? 'warning' : request.status === 'confirmed' ? 'success' : 'danger'}>
            {t(`owner.status.${request.status}`, { defaultValue: request.status })}
          </Badge>
          <span>{t('owner.sentAt', { date: localDateTime(request.createdAt, i18n.language) })}</span>
        </p>
        {request.reference ? (
          <p className="request-reference" dir="auto">
            {t('owner.reference', { reference: request.reference })}
          </p>
        ) : (
          pending && <p className="muted">{t('owner.noReference')}</p>
        )}
      </div>
      {request.hasScreenshot && (
        <div className="request-evidence">
          <ScreenshotThumb request={request} />
        </div>
      )}
      {pending && (
        <div className="request-actions">
          <Button
            variant="primary"
            icon={<Check aria-hidden="true" size={18} />}
            disabled={busy}
            onClick={() => setAsking('confirm')}
          >
            {t('owner.confirm')}
          </Button>
          <Button
            variant="danger"
            icon={<X aria-hidden="true" size={18} />}
            disabled={busy}
            onClick={() => setAsking('reject')}
          >
            {t('owner.reject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t(asking === 'reject' ? 'owner.rejectTitle' : 'owner.confirmTitle')}
        tone={asking === 'reject' ? 'danger' : 'primary'}
        confirmIcon={
          asking === 'reject' ? <X aria-hidden="true" size={16} /> : <Check aria-hidden="true" size={16} />
        }
        confirmLabel={t(asking === 'reject' ? 'owner.reject' : 'owner.confirm')}
        busy={busy}
        onConfirm={() => decide(asking ?? 'confirm')}
      >
        <p dir="auto">
          {t(asking === 'reject' ? 'owner.rejectQuestion' : 'owner.confirmQuestion', {
            who: request.name,
            email: request.email,
          })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}

/** The pending requests as cards with their evidence, then the decided ones (rejected, approved) side by side. */
export function PaymentRequests({
  requests,
  loading,
  onDecided,
}: {
  requests: Request[] | undefined;
  loading: boolean;
  onDecided: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const pending = (requests ?? []).filter((r) => r.status === 'pending');
  return (
    <>
      <section aria-labelledby="section-pending" className="owner-section">
        <h2 id="section-pending" className="owner-heading">
          {t('owner.pending')}
          {pending.length > 0 && <Badge tone="warning">{number(pending.length)}</Badge>}
        </h2>
        {!requests && loading ? (
          <Skeleton lines={2} height="6rem" />
        ) : pending.length === 0 ? (
          <Card className="owner-empty">
            <EmptyState icon={<Inbox size={28} />} title={t('owner.noPending')} headingLevel={3} />
          </Card>
        ) : (
          <ul className="requests">
            {pending.map((r) => (
              <RequestCard key={r.id} request={r} onDecided={onDecided} />
            ))}
          </ul>
        )}
      </section>
      <div className="owner-history">
        {HISTORY.map((section) => {
          const items = (requests ?? []).filter((r) => r.status === section.status);
          return (
            <Card as="section" key={section.status} aria-labelledby={`section-${section.status}`}>
              <h2 id={`section-${section.status}`} className="owner-heading">
                {t(section.title)}
                {items.length > 0 && <Badge tone={section.tone}>{number(items.length)}</Badge>}
              </h2>
              {!requests && loading ? (
                <Skeleton lines={3} />
              ) : items.length === 0 ? (
                <p className="muted">{t(section.empty)}</p>
              ) : (
                <ul className="history-list">
                  {items.map((r) => (
                    <li key={r.id}>
                      <span dir="auto">{whoLine(r, t)}</span>
                      {r.requestedByName && (
                        <span className="muted" dir="auto">
                          {payerLine(r, t)}
                        </span>
                      )}
                      {r.reference && (
                        <span className="muted" dir="auto">
                          {t('owner.reference', { reference: r.reference })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
    </>
  );
}
