import { useQuery } from '@apollo/client';
import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import { ButtonLink, EmptyState, Skeleton } from '../../components/ui';
import { FamilyChildrenDocument, type FamilyChildrenQuery } from '../../gql/generated';

export type LinkedChild = NonNullable<FamilyChildrenQuery['me']>['linkedChildren'][number];

/**
 * A parent's linked children, as the parent's home and /family both show them: loading, failed, none yet (with the
 * way to link one), or what `render` makes of the list.
 */
export function LinkedChildren({
  height,
  render,
}: {
  /** The loading skeleton's height, as tall as what it stands for. */
  height: string;
  render: (children: LinkedChild[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(FamilyChildrenDocument, { fetchPolicy: 'cache-and-network' });
  const children = data?.me?.linkedChildren;
  if (!children && loading) return <Skeleton lines={2} height={height} />;
  if (!children) return <Notice>{error ? t('family.failed') : null}</Notice>;
  if (!children.length)
    return (
      <EmptyState
        icon={<UsersRound size={32} />}
        title={t('family.emptyTitle')}
        body={t('family.emptyBody')}
        action={
          <ButtonLink to="/account" variant="primary">
            {t('family.emptyAction')}
          </ButtonLink>
        }
      />
    );
  return <>{render(children)}</>;
}

/** One figure of a child's week: an icon, the value, what it counts. */
export function ChildFigure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="family-figure">
      <span className="family-figure-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="family-figure-value">{value}</span>
      <span className="family-figure-label">{label}</span>
    </li>
  );
}
