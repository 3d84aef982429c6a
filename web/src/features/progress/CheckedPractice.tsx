import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import type { UnitPracticeFieldsFragment } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { useNumbers } from '../../i18n/numbers';
import { PractiseLink } from '../../shared/PractiseLink';
import type { CatalogNames } from '../../shared/useCatalogNames';

/** A unit's mastery as a share and a bar (the bar repeats the text, so it is hidden from screen readers). */
function Mastery({ mastery }: { mastery: number }) {
  const { t } = useTranslation();
  const percent = Math.round(mastery * 100);
  return (
    <span className="progress-score">
      <span className="progress-score-text">{t('progress.practice.mastery', { percent })}</span>
      <span className="progress-score-track" aria-hidden="true">
        <span className="progress-score-fill checked" style={{ inlineSize: `${percent}%` }} />
      </span>
    </span>
  );
}

/**
 * Practice per unit, checked by each item's key (issue 33.4): mastery (only what was solved alone counts) and the
 * attempts solved alone, with hints, or by the solution; each unit with its "Practise".
 */
export function CheckedPractice({
  units,
  names,
}: {
  units: UnitPracticeFieldsFragment[];
  names: CatalogNames;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const { number } = useNumbers();
  return (
    <ul className="progress-list">
      {units.map((unit) => {
        const name = names.unit(unit.unitId);
        const c = unit.checked;
        return (
          <li key={unit.unitId} className="progress-row progress-practice-row">
            <span className="progress-row-name">{name}</span>
            {unit.mastery !== null && unit.mastery !== undefined && <Mastery mastery={unit.mastery} />}
            <span className="progress-outcomes">
              <Badge tone="success">{t('progress.practice.alone', { n: number(c.solvedAlone) })}</Badge>
              <Badge tone="accent">
                {t('progress.practice.withHints', { n: number(c.solvedWithHints) })}
              </Badge>
              <Badge tone="warning">{t('progress.practice.shown', { n: number(c.shownSolution) })}</Badge>
            </span>
            <PractiseLink
              unitId={unit.unitId}
              variant="primary"
              text={addressed('practice.practise')}
              label={addressed('practice.practiseUnit', { unit: name })}
            />
          </li>
        );
      })}
    </ul>
  );
}

export const PracticeIcon = Dumbbell;
