import { useQuery, type DocumentNode } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { PaymentStatusDocument } from '../../gql/generated';
import { playNotification } from './sound';

const POLL_MS = 5000;

/**
 * The payment request's status (the learner's own, or a linked child's): polled every 5 s while it waits; the
 * owner's decision stops the polling, refreshes the plan (`planQuery`) and, when it arrives while this page
 * waits, plays the chime (spec section 4).
 */
export function usePaymentStatus(childId: string | null, skip: boolean, planQuery: DocumentNode) {
  const status = useQuery(PaymentStatusDocument, {
    variables: { childId },
    skip,
    fetchPolicy: 'network-only',
  });
  const { refetch } = status;
  const [sent, setSent] = useState(false);
  const current = status.data?.paymentStatus;
  const waiting = current?.status === 'pending' || (sent && !current);
  const decided = Boolean(
    current?.ownerConfirmed && (current.status === 'confirmed' || current.status === 'rejected'),
  );
  // The chime is for a decision that arrives while this page waits, not for an old one.
  const waited = useRef(false);
  const [justDecided, setJustDecided] = useState(false);
  if (waiting) waited.current = true;

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

  /** A request was just sent: wait for its decision. */
  const requested = async () => {
    setSent(true);
    setJustDecided(false);
    await refetch();
  };
  return { current, waiting, decided, justDecided, loading: status.loading && !status.data, requested };
}
