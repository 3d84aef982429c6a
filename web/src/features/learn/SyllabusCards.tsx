import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatNumber } from '../../i18n';

export interface SyllabusItem {
  id: string;
  /** Its place in the whole syllabus, when the list shows only part of it (a pinned unit taken out). */
  number?: number;
  /** Arabic name */
  name: string;
  nameEn: string;
}

/**
 * A subject's units or a language's topics as numbered cards, each a button that starts a conversation from it.
 * While one starts, every card waits (one conversation at a time) and that one says it is starting.
 */
export function SyllabusCards({
  items,
  label,
  starting,
  onStart,
  marker,
  highlight = false,
  extra,
}: {
  items: readonly SyllabusItem[];
  /** "Unit {{number}}" or "Topic {{number}}": the i18n key of a card's small label. */
  label: string;
  /** Shown in place of the number (a class's topic or a teacher's unit is not one of the syllabus's). */
  marker?: ReactNode;
  /** The class's current topic: set apart from the other cards. */
  highlight?: boolean;
  starting: string | null;
  onStart: (item: SyllabusItem) => void;
  /** More for a card, beside it (a unit's "Practise"). */
  extra?: (item: SyllabusItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const arabic = currentLanguage() === 'ar';
  return (
    <ol className="card-grid syllabus-cards">
      {items.map((item, index) => {
        // One numbering in the badge and the label, the syllabus's own: a unit keeps its number wherever shown.
        const number = formatNumber(item.number ?? index + 1, arabic ? 'ar' : 'en');
        return (
          <li key={item.id} className="syllabus-item">
            <button
              type="button"
              className={`card card-interactive syllabus-card${highlight ? ' syllabus-card-highlight' : ''}`}
              disabled={starting !== null}
              aria-busy={starting === item.id}
              onClick={() => onStart(item)}
            >
              <span className="card-icon syllabus-number" aria-hidden="true">
                {marker ?? number}
              </span>
              <strong dir="auto">{arabic ? item.name : item.nameEn}</strong>
              <small className="muted">
                {starting === item.id ? t('subject.starting') : t(label, { number })}
              </small>
            </button>
            {extra?.(item)}
          </li>
        );
      })}
    </ol>
  );
}
