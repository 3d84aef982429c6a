import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Badge, Dialog, Skeleton } from '../../components/ui';
import { FlagHistoryDocument } from '../../gql/generated';
import { FollowUpForm } from './FollowUpForm';

const localDateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * One learner's safety history for the owner (issue 31, item 7): every flag with its date, category and whether
 * it is still open, what was done about them (suspended, reinstated, dismissed, followed up) and the follow-ups,
 * and a form to record a new follow-up on the flag the dialog was opened from.
 */
export function FlagHistory({
  learnerId,
  learner,
  flagId,
  onClose,
}: {
  learnerId: string;
  learner: string;
  flagId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useQuery(FlagHistoryDocument, {
    variables: { learnerId },
    fetchPolicy: 'cache-and-network',
  });
  const data = history.data?.flagHistory;
  const when = (iso: string) => localDateTime(iso, i18n.language);

  return (
    <Dialog open onClose={onClose} title={t('ownerHistory.title', { learner })} className="flag-history">
      {!data ? (
        history.error ? (
          <p role="alert">{t('ownerHistory.failed')}</p>
        ) : (
          <Skeleton lines={4} />
        )
      ) : (
        <>
          <h3>{t('ownerHistory.flags')}</h3>
          <ul className="history-list">
            {data.flags.map((f) => (
              <li key={f.id}>
                <span className="history-meta">
                  <Badge tone={f.category === 'self_harm' ? 'danger' : 'warning'}>
                    {t(`owner.flags.category.${f.category}`, { defaultValue: f.category })}
                  </Badge>
                  <span>{when(f.flaggedAt)}</span>
                  <span className="muted">
                    {f.dismissed ? t('ownerHistory.dismissed') : t('ownerHistory.stillOpen')}
                  </span>
                </span>
                <span className="history-excerpt" dir="auto">
                  {f.excerpt}
                </span>
              </li>
            ))}
          </ul>
          <h3>{t('ownerHistory.actions')}</h3>
          {data.actions.length ? (
            <ul className="history-list">
              {data.actions.map((a, i) => (
                <li key={`${a.at}-${i}`}>
                  <span className="history-meta">
                    {t(`ownerHistory.action.${a.action}`, { defaultValue: a.action })}
                    <span className="muted">{when(a.at)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('ownerHistory.noActions')}</p>
          )}
          <h3>{t('ownerHistory.followUps')}</h3>
          {data.followUps.length ? (
            <ul className="history-list">
              {data.followUps.map((f) => (
                <li key={f.id}>
                  <strong dir="auto">
                    {t('ownerHistory.by', { person: f.person, date: when(f.followedUpAt) })}
                  </strong>
                  {f.note && (
                    <span className="history-excerpt" dir="auto">
                      {f.note}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('ownerHistory.noFollowUps')}</p>
          )}
          <FollowUpForm flagId={flagId} onSaved={() => history.refetch()} />
        </>
      )}
    </Dialog>
  );
}
