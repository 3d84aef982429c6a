import { CalendarCheck, MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import type { FamilyChildrenQuery } from '../../gql/generated';
import { CheckedFigureList, MasteryBadge, ModelMarked } from '../../shared/CheckedFigures';
import type { CatalogNames } from '../../shared/useCatalogNames';

type Digest = NonNullable<
  FamilyChildrenQuery['me']
>['linkedChildren'][number]['user']['progress']['weeklyDigest'];
type Unit = Digest['practised'][number];

/** One list of the digest: its units with a detail each, or a sentence when it has none. */
function DigestList({
  title,
  units,
  none,
  detail,
  names,
}: {
  title: string;
  units: Unit[];
  none: string;
  detail: (unit: Unit) => ReactNode;
  names: CatalogNames;
}) {
  return (
    <div className="family-digest-list">
      <h4>{title}</h4>
      {units.length ? (
        <ul>
          {units.map((unit) => (
            <li key={unit.unitId}>
              <span>{names.unit(unit.unitId)}</span>
              {detail(unit)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{none}</p>
      )}
    </div>
  );
}

/**
 * A child's week for the parent (issue 19): practised, mastered, stuck and one question for tonight, worded in
 * the parent's language from the server's unit ids and counts (ADR 15). Never anything the child wrote (ADR 18).
 * Mastered and stuck come from checked practice (issue 33); the tutor-marked quiz scores are shown apart.
 */
export function WeeklyDigest({
  digest,
  childId,
  childName,
  names,
  locale,
}: {
  digest: Digest;
  childId: string;
  childName: string;
  names: CatalogNames;
  locale: string;
}) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  // Days are YYYY-MM-DD in the learner's zone: shown as that calendar day, whatever the reader's zone.
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = (d: string) => date.format(new Date(`${d}T00:00:00Z`));
  const score = (u: Unit) =>
    t('progress.score', { correct: number.format(u.quizCorrect), answered: number.format(u.quizAnswered) });
  const { question } = digest;
  const headingId = `family-digest-${childId}`;
  return (
    <section className="family-digest" aria-labelledby={headingId}>
      <header className="family-digest-head">
        <h3 id={headingId}>
          <CalendarCheck aria-hidden="true" size={18} />
          {t('family.digest.title')}
        </h3>
        <span className="muted">
          {t('family.digest.range', { from: day(digest.from), to: day(digest.to) })}
        </span>
      </header>
      {digest.practised.length ? (
        <>
          <div className="family-digest-checked">
            <h4>{t('family.digest.checkedTitle')}</h4>
            <CheckedFigureList checked={digest.checked} />
          </div>
          <div className="family-digest-grid">
            <DigestList
              title={t('family.digest.practised')}
              units={digest.practised}
              none=""
              names={names}
              detail={(u) => (
                <span className="muted family-score">
                  {[
                    u.checked.itemsAnswered > 0 &&
                      t('family.digest.items', { n: number.format(u.checked.itemsAnswered) }),
                    u.messages > 0 && t('family.digest.messages', { n: number.format(u.messages) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            />
            <DigestList
              title={t('family.digest.mastered')}
              units={digest.masteredInPractice}
              none={t('family.digest.noneMastered')}
              names={names}
              detail={(u) => <MasteryBadge mastery={u.mastery} />}
            />
            <DigestList
              title={t('family.digest.stuck')}
              units={[...digest.stuckInPractice, ...digest.abandoned]}
              none={t('family.digest.noneStuck')}
              names={names}
              detail={(u) =>
                digest.abandoned.includes(u) ? (
                  <Badge tone="neutral">{t('family.digest.abandoned')}</Badge>
                ) : (
                  <MasteryBadge mastery={u.mastery} />
                )
              }
            />
          </div>
          {digest.modelMarkedQuiz.answered > 0 && (
            <ModelMarked>
              <div className="family-digest-grid">
                <DigestList
                  title={t('family.digest.quizHigh')}
                  units={digest.mastered}
                  none={t('family.digest.noQuizHigh')}
                  names={names}
                  detail={(u) => <Badge tone="neutral">{score(u)}</Badge>}
                />
                <DigestList
                  title={t('family.digest.quizLow')}
                  units={digest.lowestScores}
                  none={t('family.digest.noQuizLow')}
                  names={names}
                  detail={(u) => <Badge tone="neutral">{score(u)}</Badge>}
                />
              </div>
            </ModelMarked>
          )}
        </>
      ) : (
        <p className="muted">{t('family.digest.quiet')}</p>
      )}
      <div className="family-digest-ask">
        <MessageCircleQuestion aria-hidden="true" size={22} />
        <div>
          <h4>{t('family.digest.ask')}</h4>
          <p>
            {t(`family.digest.question.${question.kind}`, {
              name: childName,
              unit: question.unitId ? names.unit(question.unitId) : '',
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
