import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../i18n/numbers';

export function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="class-section">
      <h3>
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

export function Score({ correct, answered }: { correct: number; answered: number }) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const percent = answered ? Math.round((100 * correct) / answered) : 0;
  return (
    <span className="family-score">
      {t('classes.score', {
        correct: number(correct),
        answered: number(answered),
        percent: number(percent),
      })}
    </span>
  );
}
