import { CircleCheck, Lightbulb, ListChecks, NotebookText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui';
import { useNumbers } from '../i18n/numbers';

/** Practice marked by an item's key (ADR 22), never by a model: the figures a parent and a teacher go by. */
export interface Checked {
  itemsAnswered: number;
  itemsCorrect: number;
  solvedAlone: number;
  solvedWithHints: number;
  shownSolution: number;
}

/** Items answered (and how many right), then how the attempts ended: alone, with hints, solution shown. */
export function CheckedFigureList({ checked }: { checked: Checked }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const figures: [ReactNode, string, number][] = [
    [<ListChecks key="a" size={16} />, 'answered', checked.itemsAnswered],
    [<CircleCheck key="b" size={16} />, 'solvedAlone', checked.solvedAlone],
    [<Lightbulb key="c" size={16} />, 'solvedWithHints', checked.solvedWithHints],
    [<NotebookText key="d" size={16} />, 'shownSolution', checked.shownSolution],
  ];
  return (
    <ul className="checked-figures">
      {figures.map(([icon, key, value]) => (
        <li key={key}>
          <span aria-hidden="true">{icon}</span>
          <span className="checked-figure-value">{number(value)}</span>
          <span>
            {t(`checkedFigures.${key}`)}
            {key === 'answered' && checked.itemsAnswered > 0 && (
              <span className="muted"> {t('checkedFigures.right', { n: checked.itemsCorrect })}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A unit's mastery (0..1, the share of recent attempts solved alone), or nothing before an attempt ended. */
export function MasteryBadge({ mastery }: { mastery: number | null | undefined }) {
  const { t } = useTranslation();
  if (mastery == null) return null;
  const tone = mastery >= 0.8 ? 'success' : mastery < 0.5 ? 'warning' : 'neutral';
  return <Badge tone={tone}>{t('checkedFigures.mastery', { percent: Math.round(mastery * 100) })}</Badge>;
}

/**
 * The old Quiz me figures, marked by the tutor model with no answer key: kept apart from the checked figures and
 * labelled, since they never count toward mastery (issue 33).
 */
export function ModelMarked({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="model-marked">
      <h4>{t('checkedFigures.modelMarkedTitle')}</h4>
      <p className="muted">{t('checkedFigures.modelMarkedNote')}</p>
      {children}
    </div>
  );
}

/** A unit's checked practice, as a parent or a teacher reads it. */
export interface UnitPractice {
  unitId: string;
  checked: Checked;
  mastery?: number | null;
}

/**
 * Each unit practised (items answered, solved alone, mastery), or `empty` when none was: the same list on a
 * parent's /family and on a teacher's class page.
 */
export function UnitPracticeList({
  units,
  nameOf,
  empty,
}: {
  units: readonly UnitPractice[];
  nameOf: (unitId: string) => string;
  empty: string;
}) {
  const { t } = useTranslation();
  const practised = units.filter((u) => u.checked.itemsAnswered > 0);
  if (!practised.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="family-scores">
      {practised.map((u) => (
        <li key={u.unitId}>
          <span>{nameOf(u.unitId)}</span>
          <span className="family-score">
            {t('checkedFigures.unitDetail', {
              answered: u.checked.itemsAnswered,
              alone: u.checked.solvedAlone,
            })}{' '}
            <MasteryBadge mastery={u.mastery} />
          </span>
        </li>
      ))}
    </ul>
  );
}
