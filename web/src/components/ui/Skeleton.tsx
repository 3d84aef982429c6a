import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface SkeletonProps {
  /** How many bars (text lines, or cards with `height`). */
  lines?: number;
  /** Each bar's height (a CSS length); a text line when not given. */
  height?: string;
  /** The bars' width (a CSS length); the last of several text lines is shorter. */
  width?: string;
  className?: string;
}

/**
 * A placeholder while content loads. The bars are hidden from screen readers; the group says "Loading" once.
 */
export function Skeleton({ lines = 1, height, width, className }: SkeletonProps) {
  const { t } = useTranslation();
  const style = { '--skeleton-height': height, '--skeleton-width': width } as CSSProperties;
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} role="status" style={style}>
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-bar" aria-hidden="true" />
      ))}
    </div>
  );
}
