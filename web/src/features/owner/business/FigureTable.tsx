import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../components/ui';
import { downloadCsv, toCsv } from './csv';
import { csvValue, useFigureFormat, type Kind } from './format';

export interface Column<R> {
  key: string;
  heading: string;
  kind: Kind;
  value: (row: R) => string | number | null;
}

export interface FigureTableProps<R> {
  /** The table's id, in its file name (funnel, cost-per-plan…). */
  name: string;
  title: string;
  /** A sentence under the title: what the figures count. */
  note?: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** The period, in the file name. */
  from: string;
  to: string;
  /** What shows instead of the table when it has no rows. */
  empty: ReactNode;
  /** Wide: across the whole grid. */
  wide?: boolean;
}

/**
 * One of the dashboard's tables in its card, with a Download CSV button that saves exactly its figures (the
 * headings in the page's language, the figures as format.ts writes them for a file). A wide table scrolls
 * sideways inside its card on a phone; a long one scrolls down inside it under its fixed headings.
 */
export function FigureTable<R>({
  name,
  title,
  note,
  columns,
  rows,
  rowKey,
  from,
  to,
  empty,
  wide,
}: FigureTableProps<R>) {
  const { t } = useTranslation();
  const { show } = useFigureFormat();
  const id = `business-${name}`;
  const download = () =>
    downloadCsv(
      `${name}_${from}_${to}.csv`,
      toCsv(
        columns.map((c) => c.heading),
        rows.map((row) => columns.map((c) => csvValue(c.kind, c.value(row)))),
      ),
    );
  const numeric = (kind: Kind) => kind !== 'text' && kind !== 'email' && kind !== 'day' && kind !== 'month';
  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      className={wide ? 'business-card business-wide' : 'business-card'}
      data-table={name}
    >
      <div className="business-card-head">
        <div>
          <h3 id={`${id}-title`}>{title}</h3>
          {note && <p className="business-note">{note}</p>}
        </div>
        {rows.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={download}
            aria-label={t('business.downloadTable', { table: title })}
          >
            <Download aria-hidden="true" size={16} />
            {t('business.download')}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="business-empty">{empty}</p>
      ) : (
        <div className="business-table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <table className="business-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={numeric(c.kind) ? 'num' : undefined}>
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c, i) => {
                    const value = c.value(row);
                    const content =
                      c.kind === 'email' && typeof value === 'string' ? (
                        <span dir="ltr">{value}</span>
                      ) : (
                        show(c.kind, value)
                      );
                    return i === 0 ? (
                      <th key={c.key} scope="row" className={c.kind === 'text' ? 'wrap' : undefined}>
                        {content}
                      </th>
                    ) : (
                      <td key={c.key} className={numeric(c.kind) ? 'num' : undefined}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
