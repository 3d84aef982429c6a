import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One stacked part of every bar (a plan), drawn in the chart colour of its place in the list. */
export interface ChartSeries {
  key: string;
  label: string;
}

/** One bar: where it stands (a day, a month), oldest first, and its value per series. */
export interface ChartPoint {
  key: string;
  /** Under the bar, short (a day of the month). */
  label: string;
  /** In the tooltip and the table (a whole date). */
  longLabel: string;
  values: number[];
}

export interface BarChartProps {
  /** The image's title and the table's caption. */
  title: string;
  /** The image's description: what a reader should take from it, in a sentence. */
  description: string;
  /** The table's first column (Day, Month). */
  pointHeading: string;
  /** Stacked from the baseline up in this order; a legend shows when there are two or more. */
  series: ChartSeries[];
  points: ChartPoint[];
  /** How a value is written, on the bars, the axis and in the table. */
  format: (value: number) => string;
  /** Whole numbers only (counts): no axis line at a half. */
  integer?: boolean;
  /** Each bar's total above it, where there is room. */
  showValues?: boolean;
  /** Bold the newest point's label (today). */
  emphasizeLast?: boolean;
  /** Columns of the table that are not drawn (a day's replies beside its messages). */
  extraColumns?: { heading: string; values: string[] }[];
  className?: string;
}

const HEIGHT = 180;
const TOP = 18;
const BOTTOM = 22;
/** Room at the plot's far side, so the newest label is not cut. */
const EDGE = 10;
/** Roughly how wide a character of the chart's 11 px text is, to keep labels from touching. */
const CHAR = 6.5;

/** The round number at or above `max` the axis ends at (1, 2, 2.5 or 5 times a power of ten). */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((f) => max <= f * power * (1 + 1e-9)) ?? 10;
  return step * power;
}

/** The element's width in CSS pixels, followed as it changes, so the chart's text keeps its size. */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Bars on the design tokens, one per point, optionally stacked by series; oldest first in the reading direction
 * (so right to left in Arabic), with a round-numbered axis on the reading side. Drawn at the card's own width in
 * pixels, so its text never shrinks on a phone: labels under the bars thin out (the newest always kept) when
 * there are many. The SVG is one image with a title and a description, each bar's figures in its tooltip; the
 * same figures are a table for screen readers.
 */
export function BarChart({
  title,
  description,
  pointHeading,
  series,
  points,
  format,
  integer,
  showValues,
  emphasizeLast,
  extraColumns = [],
  className,
}: BarChartProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const rtl = i18n.dir() === 'rtl';
  const [ref, width] = useWidth<HTMLDivElement>(600);

  const totals = points.map((p) => p.values.reduce((sum, v) => sum + v, 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const ticks = integer && top % 2 ? [top] : [top / 2, top];
  const gutter = Math.max(...ticks.map((t) => format(t).length)) * CHAR + 10;
  // The far side keeps room for half of the newest bar's label.
  const plotStart = rtl ? EDGE : gutter;
  const plotEnd = rtl ? width - gutter : width - EDGE;
  const slot = Math.max(0, plotEnd - plotStart) / Math.max(1, points.length);
  const bar = Math.max(1, Math.min(28, slot * 0.72));
  const baseline = HEIGHT - BOTTOM;
  const y = (value: number) => baseline - ((baseline - TOP) * value) / top;
  // The bar's start edge in the SVG's left-to-right coordinates.
  const x = (i: number) => (rtl ? plotEnd - (i + 1) * slot : plotStart + i * slot) + (slot - bar) / 2;
  const labelChars = Math.max(1, ...points.map((p) => p.label.length));
  const every = Math.max(1, Math.ceil((labelChars * CHAR + 8) / Math.max(slot, 1)));
  const valueChars = Math.max(1, ...totals.map((t) => format(t).length));
  const valuesFit = showValues && slot >= valueChars * CHAR + 2;
  // The axis labels end beside the plot: their end is the right in English and the left in Arabic.
  const axisX = rtl ? plotEnd + 6 : gutter - 6;

  return (
    <figure className={['chart', className].filter(Boolean).join(' ')}>
      <div ref={ref} className="chart-frame">
        <svg
          className="chart-svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          direction={rtl ? 'rtl' : 'ltr'}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((tick) => (
            <g key={tick} className="chart-grid">
              <line x1={plotStart} x2={plotEnd} y1={y(tick)} y2={y(tick)} />
              <text x={axisX} y={y(tick) + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          <line className="chart-axis" x1={plotStart} x2={plotEnd} y1={baseline} y2={baseline} />
          {points.map((point, i) => {
            let base = 0;
            const last = i === points.length - 1;
            const labelled = (points.length - 1 - i) % every === 0;
            return (
              <g key={point.key} className={last && emphasizeLast ? 'chart-point chart-last' : 'chart-point'}>
                <title>
                  {[
                    point.longLabel,
                    ...(series.length > 1
                      ? series.map((s, k) => `${s.label}: ${format(point.values[k] ?? 0)}`)
                      : [format(totals[i]!)]),
                  ].join('\n')}
                </title>
                {series.map((s, k) => {
                  const value = point.values[k] ?? 0;
                  if (value <= 0) return null;
                  const from = base;
                  base += value;
                  return (
                    <rect
                      key={s.key}
                      className={`chart-bar chart-series-${k}`}
                      x={x(i)}
                      y={y(base)}
                      width={bar}
                      height={Math.max(1, y(from) - y(base))}
                    />
                  );
                })}
                {valuesFit && totals[i]! > 0 && (
                  <text className="chart-value" x={x(i) + bar / 2} y={y(totals[i]!) - 4}>
                    {format(totals[i]!)}
                  </text>
                )}
                {labelled && (
                  <text className="chart-label" x={x(i) + bar / 2} y={HEIGHT - 6}>
                    {point.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {series.length > 1 && (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s, k) => (
            <li key={s.key}>
              <span className={`chart-swatch chart-series-${k}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{pointHeading}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
            {extraColumns.map((c) => (
              <th key={c.heading} scope="col">
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            <tr key={point.key}>
              <th scope="row">{point.longLabel}</th>
              {series.map((s, k) => (
                <td key={s.key}>{format(point.values[k] ?? 0)}</td>
              ))}
              {extraColumns.map((c) => (
                <td key={c.heading}>{c.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
