import { useQuery } from '@apollo/client';
import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../components/ui';
import { PracticeUnitDocument } from '../gql/generated';

/** The practice page of one unit. */
export const practicePath = (unitId: string) => `/practice/${encodeURIComponent(unitId)}`;

/**
 * "Practise" for one unit (the units page, a unit's conversation): shown only when the unit's bank has items.
 * `label`: the accessible name when the text alone does not say which unit.
 */
export function PractiseLink({
  unitId,
  text,
  label,
  size = 'sm',
  variant = 'secondary',
  className,
}: {
  unitId: string;
  text: string;
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(PracticeUnitDocument, { variables: { unitId } });
  if (!data?.practiceUnit?.hasItems) return null;
  return (
    <ButtonLink
      to={practicePath(unitId)}
      size={size}
      variant={variant}
      className={className}
      aria-label={label}
      title={label ?? t('practice.title')}
      icon={<Dumbbell aria-hidden="true" size={16} />}
    >
      <span className="practise-link-text">{text}</span>
    </ButtonLink>
  );
}
