import { BadgeCheck, BookOpen, Clock, GraduationCap, HeartHandshake, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '../../components/ui';
import type { OwnerStatsQuery } from '../../gql/generated';

interface Stat {
  key: string;
  label: string;
  value: number | undefined;
  icon: ReactNode;
  /** Draws the eye when there is something to do (pending requests). */
  tone?: 'warning';
}

/** The dashboard's counts, one card each; a bar in place of the number while they load. */
export function StatCards({ stats, failed }: { stats: OwnerStatsQuery | undefined; failed: boolean }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-EG' : 'en-GB');
  const icon = (Icon: typeof Users) => <Icon aria-hidden="true" size={20} />;
  const items: Stat[] = [
    {
      key: 'pending',
      label: t('owner.stats.pending'),
      value: stats?.billingStats.pendingRequests,
      icon: icon(Clock),
      tone: stats?.billingStats.pendingRequests ? 'warning' : undefined,
    },
    { key: 'users', label: t('owner.stats.users'), value: stats?.directoryStats.users, icon: icon(Users) },
    {
      key: 'active',
      label: t('owner.stats.activePlans'),
      value: stats?.billingStats.activeSubscriptions,
      icon: icon(BadgeCheck),
    },
    {
      key: 'students',
      label: t('owner.stats.students'),
      value: stats?.directoryStats.students,
      icon: icon(GraduationCap),
    },
    {
      key: 'parents',
      label: t('owner.stats.parents'),
      value: stats?.directoryStats.parents,
      icon: icon(HeartHandshake),
    },
    {
      key: 'teachers',
      label: t('owner.stats.teachers'),
      value: stats?.directoryStats.teachers,
      icon: icon(BookOpen),
    },
  ];
  return (
    <section aria-labelledby="owner-overview" className="owner-section">
      <h2 id="owner-overview" className="visually-hidden">
        {t('owner.overview')}
      </h2>
      <ul className="owner-stats">
        {items.map((s) => (
          <Card as="li" key={s.key} className={`owner-stat${s.tone ? ` owner-stat-${s.tone}` : ''}`}>
            <span className="owner-stat-icon">{s.icon}</span>
            {/* The label first for screen readers ("Users: 62"); the number is shown first by the grid. */}
            <span className="owner-stat-label">{s.label}</span>
            {s.value === undefined ? (
              failed ? (
                <span className="owner-stat-value">–</span>
              ) : (
                <Skeleton width="3rem" height="2rem" className="owner-stat-skeleton" />
              )
            ) : (
              <span className="owner-stat-value" data-testid={`stat-${s.key}`}>
                {number.format(s.value)}
              </span>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}
