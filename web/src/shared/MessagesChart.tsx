import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProgressQuery } from '../gql/generated';
import './messages-chart.css';

type Day = MyProgressQuery['myProgress']['messagesPerDay'][number];

// The chart's own coordinate space; the SVG scales to the card's width.
const SLOT = 24;
const BAR = 16;
const TOP = 18;
const BASELINE = 118;
const HEIGHT = 140;

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Messages per day as bars on the design tokens, oldest first in the reading direction (so right to left in
 * Arabic). The SVG is one image with a title and a description; the same figures are a table for screen readers.
 */
export function MessagesChart({ days, locale }: { days: Day[]; locale: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const rtl = i18n.dir() === 'rtl';
  const number = new Intl.NumberFormat(locale);
  // Days are calendar dates (the learner's): formatted in UTC, so the browser's own zone cannot shift them.
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const width = days.length * SLOT;
  const max = Math.max(1, ...days.map((d) => d.messages));
  const total = days.reduce((n, d) => n + d.messages, 0);
  const today = days[days.length - 1]?.messages ?? 0;
  const x = (i: number) => (rtl ? width - (i + 1) * SLOT : i * SLOT) + (SLOT - BAR) / 2;

  return (
    <figure className="progress-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="progress-chart-svg"
      >
        <title id={`${id}-title`}>{t('progress.chartTitle')}</title>
        <desc id={`${id}-desc`}>
          {t('progress.chartDescription', { total: number.format(total), today: number.format(today) })}
        </desc>
        <line className="progress-chart-axis" x1={0} x2={width} y1={BASELINE} y2={BASELINE} />
        {days.map((d, i) => {
          const height = ((BASELINE - TOP) * d.messages) / max;
          const last = i === days.length - 1;
          return (
            <g key={d.day} className={last ? 'progress-chart-today' : undefined}>
              {d.messages > 0 && (
                <>
                  <rect
                    className="progress-chart-bar"
                    x={x(i)}
                    y={BASELINE - height}
                    width={BAR}
                    height={height}
                    rx={3}
                  />
                  <text className="progress-chart-value" x={x(i) + BAR / 2} y={BASELINE - height - 4}>
                    {number.format(d.messages)}
                  </text>
                </>
              )}
              <text className="progress-chart-label" x={x(i) + BAR / 2} y={HEIGHT - 6}>
                {dayOfMonth.format(dateOf(d.day))}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('progress.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.tableDay')}</th>
            <th scope="col">{t('progress.tableMessages')}</th>
            <th scope="col">{t('progress.tableReplies')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{longDay.format(dateOf(d.day))}</th>
              <td>{number.format(d.messages)}</td>
              <td>{number.format(d.replies)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
