import { useQuery } from '@apollo/client';
import { CalendarCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card } from '../components/ui';
import { ReviewTodayDocument } from '../gql/generated';
import { useAddressedT } from '../i18n/address';
import './review-today.css';

/** Where "Start review" goes: the practice page starts a set of every skill due today. */
export const REVIEW_PATH = '/practice/review';

/**
 * "Review today" (issue 33.4): the learner's skills due for review, named by their units, and one button that
 * starts a practice set of them. `always`: shown with its empty text when nothing is due (the progress page);
 * otherwise (home) the card appears only when something is due.
 */
export function ReviewToday({ always = false }: { always?: boolean }) {
  const { t, i18n } = useTranslation();
  const addressed = useAddressedT();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const { data, error } = useQuery(ReviewTodayDocument, {
    variables: { language },
    fetchPolicy: 'cache-and-network',
  });
  const skills = data?.reviewToday.skills ?? [];
  if (!always && skills.length === 0) return null;
  // One line per unit: a unit with several due skills is named once.
  const units = [...new Map(skills.map((s) => [s.unitId, s.unitName])).entries()];
  return (
    <Card as="section" className="review-today" aria-labelledby="review-today-title">
      <div className="review-today-text">
        <h2 id="review-today-title" className="review-today-title">
          <CalendarCheck aria-hidden="true" size={20} />
          {t('review.title')}
        </h2>
        {skills.length > 0 ? (
          <>
            <p className="muted">{t('review.due', { count: skills.length })}</p>
            <ul className="review-today-units">
              {units.map(([unitId, name]) => (
                <li key={unitId} dir="auto">
                  {name}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="muted">{error && !data ? t('review.failed') : addressed('review.nothing')}</p>
        )}
      </div>
      {skills.length > 0 && (
        <ButtonLink
          to={REVIEW_PATH}
          variant="primary"
          size="lg"
          icon={<RotateCcw aria-hidden="true" size={18} />}
        >
          {addressed('review.start')}
        </ButtonLink>
      )}
    </Card>
  );
}
