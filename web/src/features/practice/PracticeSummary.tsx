import { useQuery } from '@apollo/client';
import { CircleCheck, Eye, Home, Lightbulb, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Card } from '../../components/ui';
import { PracticeMasteryDocument, type PracticeSessionFieldsFragment } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { useNumbers } from '../../i18n/numbers';
import { useCatalogNames } from '../../shared/useCatalogNames';

function Figure({
  icon,
  label,
  value,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <li className={`practice-figure tone-${tone}`}>
      <span className="practice-figure-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="practice-figure-value">{value}</span>
      <span className="practice-figure-label">{label}</span>
    </li>
  );
}

/**
 * The end of a set: how many items were solved alone, with hints, or by seeing the solution (only the first counts
 * toward mastery), and when each unit's skills come back for review.
 */
export function PracticeSummary({
  session,
  review,
}: {
  session: PracticeSessionFieldsFragment;
  review: boolean;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const { locale, number } = useNumbers();
  const navigate = useNavigate();
  const names = useCatalogNames();
  const { data } = useQuery(PracticeMasteryDocument, {
    variables: { unitId: session.unitId },
    fetchPolicy: 'network-only',
  });
  const count = (status: string) => number(session.outcomes.filter((o) => o === status).length);
  // Each unit's earliest next review among its skills.
  const nextByUnit = new Map<string, string>();
  for (const m of data?.skillMastery ?? []) {
    if (!m.nextReviewAt) continue;
    const known = nextByUnit.get(m.unitId);
    if (!known || m.nextReviewAt < known) nextByUnit.set(m.unitId, m.nextReviewAt);
  }
  const dates = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <Card as="section" className="practice-summary" aria-labelledby="practice-summary-title">
      <h2 id="practice-summary-title">{t('practice.summary.title')}</h2>
      <p className="muted">{t('practice.summary.subtitle')}</p>
      <ul className="practice-figures">
        <Figure
          tone="success"
          icon={<CircleCheck size={20} />}
          label={addressed('practice.summary.alone')}
          value={count('SOLVED_ALONE')}
        />
        <Figure
          tone="accent"
          icon={<Lightbulb size={20} />}
          label={addressed('practice.summary.withHints')}
          value={count('SOLVED_WITH_HINTS')}
        />
        <Figure
          tone="warning"
          icon={<Eye size={20} />}
          label={t('practice.summary.shown')}
          value={count('SHOWN_SOLUTION')}
        />
      </ul>
      {nextByUnit.size > 0 && (
        <>
          <h3>{t('practice.summary.nextReview')}</h3>
          <ul className="practice-next-reviews">
            {[...nextByUnit.entries()]
              .sort((a, b) => a[1].localeCompare(b[1]))
              .map(([unitId, at]) => (
                <li key={unitId}>
                  {t('practice.summary.reviewOn', {
                    unit: names.unit(unitId),
                    date: dates.format(new Date(at)),
                  })}
                </li>
              ))}
          </ul>
        </>
      )}
      <div className="practice-actions">
        {!review && session.unitId && (
          <Button
            variant="primary"
            icon={<RotateCcw aria-hidden="true" size={18} />}
            onClick={() => navigate(`/practice/${encodeURIComponent(session.unitId!)}`)}
          >
            {addressed('practice.summary.again')}
          </Button>
        )}
        <ButtonLink to="/" icon={<Home aria-hidden="true" size={18} />}>
          {t('practice.summary.home')}
        </ButtonLink>
      </div>
    </Card>
  );
}
