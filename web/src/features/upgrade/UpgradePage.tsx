import { useQuery } from '@apollo/client';
import { BadgeCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { Button, ButtonLink, Card, Skeleton } from '../../components/ui';
import { MeDocument, PayingForChildDocument } from '../../gql/generated';
import { localeOf } from '../../i18n/numbers';
import { PaymentForm } from './PaymentForm';
import { PaymentInstructions } from './PaymentInstructions';
import { PaymentRequest } from './PaymentRequest';
import { usePaymentStatus } from './usePaymentStatus';
import './upgrade.css';

function UpgradeSkeleton() {
  const { t } = useTranslation();
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

/**
 * /upgrade: the learner's own monthly-plan payment, or with `?child=<id>` a linked parent's for that child (the
 * same transfer, evidence and request; the request is the child's, so the child sees it as their own).
 */
export default function UpgradePage() {
  const { t, i18n } = useTranslation();
  const childId = useSearchParams()[0].get('child');
  const me = useQuery(MeDocument, { skip: childId !== null });
  const family = useQuery(PayingForChildDocument, {
    skip: childId === null,
    fetchPolicy: 'cache-and-network',
  });
  const child = family.data?.me?.linkedChildren.find((c) => c.user.id === childId);
  const planQuery = childId === null ? MeDocument : PayingForChildDocument;
  const request = usePaymentStatus(childId, childId !== null && !child, planQuery);
  const [renewing, setRenewing] = useState(false);
  // A date in the page's language (Arabic digits and month names in Arabic).
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleDateString(localeOf(i18n.language), { dateStyle: 'long' });

  const { current, waiting, decided, justDecided } = request;
  const user = childId === null ? me.data?.me : child?.user;
  const name = child?.name ?? '';
  const active = Boolean(user?.isSubscribed && user.expiresAt);
  const showForm = !waiting && (!active || renewing);
  const showResult = decided && !waiting && (justDecided || current?.status === 'rejected');
  const own = childId === null;

  if (!own && family.data && !child) {
    return (
      <main id="main" className="page upgrade">
        <h1>{t('upgrade.title')}</h1>
        <Notice>{t('upgrade.notLinked')}</Notice>
        <ButtonLink to="/family">{t('upgrade.backToFamily')}</ButtonLink>
      </main>
    );
  }
  if ((me.loading && !me.data) || (family.loading && !family.data) || request.loading)
    return <UpgradeSkeleton />;

  return (
    <main id="main" className="page upgrade">
      <h1>{own ? t('upgrade.title') : t('upgrade.forChildTitle', { name })}</h1>
      {active && user?.expiresAt ? (
        <Card as="section" className="plan-active" aria-labelledby="plan-active">
          <span className="plan-active-icon" aria-hidden="true">
            <BadgeCheck size={28} />
          </span>
          <div>
            <h2 id="plan-active">
              {own ? t('upgrade.activeTitle') : t('upgrade.childActiveTitle', { name })}
            </h2>
            <p>
              {t(own ? 'upgrade.activeUntil' : 'upgrade.childActiveUntil', {
                date: dateOf(user.expiresAt),
                name,
              })}
            </p>
          </div>
          <div className="plan-active-actions">
            <ButtonLink to={own ? '/' : '/family'} variant="primary">
              {own ? t('upgrade.continue') : t('upgrade.backToFamily')}
            </ButtonLink>
            {!renewing && !waiting ? (
              <Button icon={<RefreshCw aria-hidden="true" size={16} />} onClick={() => setRenewing(true)}>
                {t('upgrade.renew')}
              </Button>
            ) : null}
          </div>
        </Card>
      ) : (
        <h2 className="upgrade-lead">{own ? t('upgrade.required') : t('upgrade.forChildLead', { name })}</h2>
      )}

      {current && (waiting || showResult) ? (
        <PaymentRequest
          status={current.status}
          requestedAt={current.requestedAt}
          showResult={showResult}
          waiting={waiting}
          approvedText={own ? t('upgrade.approved') : t('upgrade.childApproved', { name })}
          dateOf={dateOf}
        />
      ) : null}

      {showForm ? (
        <>
          <PaymentInstructions />
          <PaymentForm
            childId={childId}
            onSent={async () => {
              setRenewing(false);
              await request.requested();
            }}
          />
        </>
      ) : null}
    </main>
  );
}
