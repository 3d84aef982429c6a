import { useTranslation } from 'react-i18next';
import { BarChart } from '../components/ui';
import type { MyProgressQuery } from '../gql/generated';

type Day = MyProgressQuery['myProgress']['messagesPerDay'][number];

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Messages per day (the design system's BarChart), oldest first in the reading direction, today's label bold;
 * the screen readers' table has each day's replies too. Shared by /progress and /family.
 */
export function MessagesChart({ days, locale }: { days: Day[]; locale: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  // Days are calendar dates (the learner's): formatted in UTC, so the browser's own zone cannot shift them.
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const total = days.reduce((n, d) => n + d.messages, 0);
  const today = days[days.length - 1]?.messages ?? 0;
  return (
    <BarChart
      className="progress-chart"
      title={t('progress.chartTitle')}
      description={t('progress.chartDescription', {
        total: number.format(total),
        today: number.format(today),
      })}
      pointHeading={t('progress.tableDay')}
      series={[{ key: 'messages', label: t('progress.tableMessages') }]}
      points={days.map((d) => ({
        key: d.day,
        label: dayOfMonth.format(dateOf(d.day)),
        longLabel: longDay.format(dateOf(d.day)),
        values: [d.messages],
      }))}
      extraColumns={[
        { heading: t('progress.tableReplies'), values: days.map((d) => number.format(d.replies)) },
      ]}
      format={(value) => number.format(value)}
      integer
      showValues
      emphasizeLast
    />
  );
}
