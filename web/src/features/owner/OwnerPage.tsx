import { useQuery } from '@apollo/client';
import { ChartColumn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { ButtonLink, useToast } from '../../components/ui';
import { OwnerFlagsDocument, OwnerRequestsDocument, OwnerStatsDocument } from '../../gql/generated';
import { Flags } from './Flags';
import { PaymentRequests } from './PaymentRequests';
import { StatCards } from './StatCards';
import { UserTable } from './UserTable';
import './owner.css';

const REFRESH_MS = 30_000;

/** A toast for each new error of a query (not again on every re-render or poll that fails the same way). */
function useErrorToast(error: unknown, fallback: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== shown.current) toast.error(describeError(error, t, fallback));
    shown.current = error ?? null;
  }, [error, toast, t, fallback]);
}

/**
 * The owner's dashboard: the counts, the open safety flags, the pending payment requests with their evidence and
 * decision buttons, the decided ones, and the user directory (search, sort, pages). Flags, requests and counts
 * refresh every 30 seconds.
 */
export default function OwnerPage() {
  const { t } = useTranslation();
  const requests = useQuery(OwnerRequestsDocument, {
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
  });
  const stats = useQuery(OwnerStatsDocument, { pollInterval: REFRESH_MS, fetchPolicy: 'cache-and-network' });
  useErrorToast(requests.error, t('owner.requestsFailed'));
  const flags = useQuery(OwnerFlagsDocument, { pollInterval: REFRESH_MS, fetchPolicy: 'cache-and-network' });
  useErrorToast(stats.error, t('owner.stats.statsFailed'));
  useErrorToast(flags.error, t('owner.flags.flagsFailed'));

  const refreshRequests = () => Promise.all([requests.refetch(), stats.refetch()]);
  const refreshStats = () => stats.refetch();
  const pendingEmails = new Set(
    (requests.data?.paymentRequests ?? [])
      .filter((r) => r.status === 'pending')
      .map((r) => r.email.toLowerCase()),
  );

  return (
    <main id="main" className="page owner">
      <div className="owner-title">
        <h1>{t('owner.title')}</h1>
        <ButtonLink to="/owner/business" size="sm">
          <ChartColumn aria-hidden="true" size={16} />
          {t('business.link')}
        </ButtonLink>
      </div>
      <StatCards stats={stats.data} failed={Boolean(stats.error)} />
      <Flags flags={flags.data?.flags} loading={flags.loading} onDismissed={() => flags.refetch()} />
      <PaymentRequests
        requests={requests.data?.paymentRequests}
        loading={requests.loading}
        onDecided={refreshRequests}
      />
      <UserTable onChanged={refreshStats} pendingEmails={pendingEmails} />
    </main>
  );
}
