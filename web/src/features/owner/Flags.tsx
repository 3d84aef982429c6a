import { useMutation } from '@apollo/client';
import { History, ShieldCheck, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { Badge, Button, Card, ConfirmDialog, EmptyState, Skeleton, useToast } from '../../components/ui';
import { DismissFlagDocument, type OwnerFlagsQuery } from '../../gql/generated';
import { useNumbers } from '../../i18n/numbers';
import { FlagHistory } from './FlagHistory';
import { useSuspension } from './useSuspension';

type Flag = OwnerFlagsQuery['flags'][number];

const localDateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * One flag: when, which learner, the category, the excerpt (only that: the owner does not read chats), the
 * learner's history with a follow-up form, dismiss, and suspending the learner (after a confirmation: they can
 * then sign in but not send; the directory reinstates).
 */
function FlagCard({ flag, onDismissed }: { flag: Flag; onDismissed: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [dismissFlag] = useMutation(DismissFlagDocument);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const suspension = useSuspension(onDismissed);
  const learner = flag.learnerName
    ? t('owner.flags.learner', { name: flag.learnerName, email: flag.learnerEmail ?? '' })
    : t('owner.flags.unknownLearner');

  const dismiss = async () => {
    setBusy(true);
    try {
      await dismissFlag({ variables: { id: flag.id } });
      toast.success(t('owner.flags.dismissed'));
      await onDismissed();
    } catch (err) {
      toast.error(describeError(err, t, t('owner.flags.dismissFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="li" className="flag">
      <div className="flag-main">
        <p className="flag-line" dir="auto">
          {learner}
        </p>
        <p className="flag-meta muted">
          <Badge tone={flag.category === 'self_harm' ? 'danger' : 'warning'}>
            {t(`owner.flags.category.${flag.category}`, { defaultValue: flag.category })}
          </Badge>
          <span>{t(`owner.flags.source.${flag.source}`, { defaultValue: flag.source })}</span>
          <span>{localDateTime(flag.flaggedAt, i18n.language)}</span>
        </p>
        <blockquote className="flag-excerpt" dir="auto">
          {flag.excerpt}
        </blockquote>
      </div>
      <div className="flag-actions">
        <Button
          variant="secondary"
          icon={<History aria-hidden="true" size={18} />}
          onClick={() => setHistoryOpen(true)}
          aria-label={t('ownerHistory.openFor', { learner })}
        >
          {t('ownerHistory.open')}
        </Button>
        {flag.learnerSuspended ? (
          <Badge tone="danger">{t('owner.suspend.suspended')}</Badge>
        ) : (
          <Button
            variant="danger"
            icon={<UserX aria-hidden="true" size={18} />}
            disabled={suspension.busy}
            onClick={() => setConfirming(true)}
            aria-label={t('owner.suspend.actionFor', { learner })}
          >
            {t('owner.suspend.action')}
          </Button>
        )}
        <Button
          variant="secondary"
          icon={<X aria-hidden="true" size={18} />}
          disabled={busy}
          onClick={dismiss}
          aria-label={t('owner.flags.dismissFor', { learner })}
        >
          {t('owner.flags.dismiss')}
        </Button>
      </div>
      {historyOpen && (
        <FlagHistory
          learnerId={flag.learnerId}
          learner={flag.learnerName ?? t('owner.flags.unknownLearner')}
          flagId={flag.id}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('owner.suspend.title')}
        tone="danger"
        confirmIcon={<UserX aria-hidden="true" size={16} />}
        confirmLabel={t('owner.suspend.action')}
        busy={suspension.busy}
        onConfirm={async () => {
          await suspension.suspend(flag.learnerId, flag.id);
          setConfirming(false);
        }}
      >
        <p dir="auto">{t('owner.suspend.confirm', { learner })}</p>
        <p className="muted">{t('owner.suspend.body')}</p>
      </ConfirmDialog>
    </Card>
  );
}

/** The owner's Flags section: open safety flags, newest first (ADR 17). */
export function Flags({
  flags,
  loading,
  onDismissed,
}: {
  flags: Flag[] | undefined;
  loading: boolean;
  onDismissed: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <section aria-labelledby="section-flags" className="owner-section">
      <h2 id="section-flags" className="owner-heading">
        {t('owner.flags.title')}
        {flags && flags.length > 0 && <Badge tone="danger">{number(flags.length)}</Badge>}
      </h2>
      {!flags && loading ? (
        <Skeleton lines={2} height="5rem" />
      ) : !flags || flags.length === 0 ? (
        <Card className="owner-empty">
          <EmptyState icon={<ShieldCheck size={28} />} title={t('owner.flags.none')} headingLevel={3} />
        </Card>
      ) : (
        <ul className="flags">
          {flags.map((flag) => (
            <FlagCard key={flag.id} flag={flag} onDismissed={onDismissed} />
          ))}
        </ul>
      )}
    </section>
  );
}
