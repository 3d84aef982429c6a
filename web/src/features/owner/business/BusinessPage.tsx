import { useQuery } from '@apollo/client';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../../api/errors';
import { BarChart, Button, Card, SegmentedControl, Skeleton, useToast } from '../../../components/ui';
import { OwnerBusinessDocument, type OwnerBusinessQuery } from '../../../gql/generated';
import { FairUseSection } from '../FairUseSection';
import { FigureTable, type Column } from './FigureTable';
import { percentOf, useFigureFormat, type FigureFormat } from './format';
import { DEFAULT_PERIOD, isPeriod, PERIODS, periodRange, type Period } from './period';
import '../owner.css';
import './business.css';

/** The costliest learners shown. */
const TOP = 10;

type Figures = OwnerBusinessQuery;
type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The owner's business in figures (issue 35): income, model cost and what is left; model cost per day, plan and
 * learner; the funnel from sign-up to an approved payment; active learners per day and week, for a period of
 * whole UTC days (kept in the URL). One query, every table with its CSV file, the fair-use ceiling beside the
 * costs.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFigureFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: Period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  // Today's UTC day decides the range; the same range for the whole visit unless the period changes.
  const { from, to } = useMemo(() => periodRange(period, new Date()), [period]);
  const { data, previousData, loading, error, refetch } = useQuery(OwnerBusinessDocument, {
    variables: { from, to, top: TOP },
    fetchPolicy: 'cache-and-network',
  });
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== shown.current) toast.error(describeError(error, t, t('business.loadFailed')));
    shown.current = error ?? null;
  }, [error, toast, t]);

  // While another period loads, the last one's figures stay (dimmed) rather than blinking to skeletons.
  const figures = data ?? previousData;
  const choose = (next: Period) =>
    setParams(
      (p) => {
        p.set('period', next);
        return p;
      },
      { replace: true },
    );

  return (
    <main id="main" className="page owner business">
      <div className="business-head">
        <div>
          <h1>{t('business.title')}</h1>
          <p className="business-range" data-testid="business-range">
            {t('business.range', { range: format.range(from, to) })}
          </p>
        </div>
        <SegmentedControl
          label={t('business.period')}
          options={PERIODS.map((value) => ({ value, label: t(`business.periods.${value}`) }))}
          value={period}
          onChange={choose}
        />
      </div>
      {error && !figures ? (
        <Card role="alert" className="business-failed">
          <p>{t('business.loadFailed')}</p>
          <Button onClick={() => void refetch()}>{t('business.retry')}</Button>
        </Card>
      ) : !figures ? (
        <Skeleton lines={4} height="6rem" className="business-loading" />
      ) : (
        <div className="business-body" aria-busy={loading || undefined}>
          <Headlines figures={figures} format={format} t={t} />
          <CostSection figures={figures} format={format} t={t} from={from} to={to} />
          <IncomeSection figures={figures} format={format} t={t} from={from} to={to} />
          <LearnersSection figures={figures} format={format} t={t} from={from} to={to} />
        </div>
      )}
    </main>
  );
}

interface SectionProps {
  figures: Figures;
  format: FigureFormat;
  t: Translate;
  from: string;
  to: string;
}

const usdOf = (value: string) => Number(value);

/** Replies and tokens: the last columns of every cost table. */
const usageColumns = <R extends { replies: number; tokensIn: number; tokensOut: number }>(
  t: Translate,
): Column<R>[] => [
  { key: 'replies', heading: t('business.columns.replies'), kind: 'int', value: (r) => r.replies },
  { key: 'in', heading: t('business.columns.tokensIn'), kind: 'int', value: (r) => r.tokensIn },
  { key: 'out', heading: t('business.columns.tokensOut'), kind: 'int', value: (r) => r.tokensOut },
];

/** The four figures a glance needs: income, model cost, what is left, paying learners. */
function Headlines({ figures, format, t }: Omit<SectionProps, 'from' | 'to'>) {
  const income = figures.income.reduce((sum, m) => sum + m.amount, 0);
  const payments = figures.income.reduce((sum, m) => sum + m.approvedPayments, 0);
  const rate = Number(figures.costExchangeRate);
  const costUsd = usdOf(figures.modelCost.totalUsd);
  const costEgp = costUsd * rate;
  const left = income - costEgp;
  const cards = [
    {
      key: 'income',
      label: t('business.cards.income'),
      value: format.egp(income),
      hint: t('business.cards.incomeHint', { count: payments }),
    },
    {
      key: 'cost',
      label: t('business.cards.cost'),
      value: format.usd(costUsd),
      hint: t('business.cards.costHint', { egp: format.egp(costEgp), rate: format.show('egp', rate) }),
    },
    {
      key: 'left',
      label: t('business.cards.left'),
      value: format.egp(left),
      hint: t('business.cards.leftHint'),
      tone: left < 0 ? 'danger' : undefined,
    },
    {
      key: 'paying',
      label: t('business.cards.paying'),
      value: format.int(figures.billingStats.activeSubscriptions),
      hint: t('business.cards.payingHint'),
    },
  ];
  return (
    <section aria-labelledby="business-headlines" className="owner-section">
      <h2 id="business-headlines" className="visually-hidden">
        {t('business.headlines')}
      </h2>
      <ul className="business-cards">
        {cards.map((c) => (
          <Card
            as="li"
            key={c.key}
            className={c.tone ? `business-figure business-figure-${c.tone}` : 'business-figure'}
          >
            <span className="business-figure-label">{c.label}</span>
            <span className="business-figure-value" data-testid={`figure-${c.key}`}>
              {c.value}
            </span>
            {c.hint && <span className="business-figure-hint">{c.hint}</span>}
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** A chart in its card, or a sentence when there is nothing to draw. */
function ChartCard({
  id,
  title,
  empty,
  children,
  wide,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      className={wide ? 'business-card business-wide' : 'business-card'}
      data-chart={id}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {empty === null ? children : <p className="business-empty">{empty}</p>}
    </Card>
  );
}

const PLAN_ORDER = ['free', 'monthly', 'unknown'];

function CostSection({ figures, format, t, from, to }: SectionProps) {
  const cost = figures.modelCost;
  const many = cost.perDay.length > 31;
  const series = [
    { key: 'free', label: t('business.plans.free') },
    { key: 'monthly', label: t('business.plans.monthly') },
    { key: 'other', label: t('business.plans.unknown') },
  ];
  const total = usdOf(cost.totalUsd);
  const highest = cost.perDay.reduce(
    (best, d) => (usdOf(d.totalUsd) > usdOf(best?.totalUsd ?? '0') ? d : best),
    cost.perDay[0],
  );
  const plans = [...cost.perPlan].sort((a, b) => PLAN_ORDER.indexOf(a.plan) - PLAN_ORDER.indexOf(b.plan));
  const planName = (plan: string) =>
    PLAN_ORDER.includes(plan) ? t(`business.plans.${plan as 'free'}`) : plan;
  return (
    <section aria-labelledby="business-cost" className="owner-section">
      <h2 id="business-cost" className="owner-heading">
        {t('business.costTitle')}
      </h2>
      <div className="business-grid">
        <ChartCard
          id="cost-per-day-chart"
          title={t('business.charts.costPerDay')}
          empty={total > 0 ? null : t('business.empty.cost')}
          wide
        >
          <BarChart
            title={t('business.charts.costPerDay')}
            description={t('business.charts.costPerDayDescription', {
              total: format.usd(total),
              day: highest ? format.longDay(highest.day) : '',
              highest: format.usd(usdOf(highest?.totalUsd ?? '0')),
            })}
            pointHeading={t('business.columns.day')}
            series={series}
            points={cost.perDay.map((d) => ({
              key: d.day,
              label: format.dayLabel(d.day, many),
              longLabel: format.longDay(d.day),
              values: [usdOf(d.freeUsd), usdOf(d.monthlyUsd), usdOf(d.otherUsd)],
            }))}
            format={format.usd}
            emphasizeLast
          />
        </ChartCard>
        <FigureTable
          name="cost-per-plan"
          wide
          title={t('business.tables.costPerPlan')}
          note={t('business.notes.costPerPlan')}
          rows={plans}
          rowKey={(p) => p.plan}
          from={from}
          to={to}
          empty={t('business.empty.cost')}
          columns={[
            {
              key: 'plan',
              heading: t('business.columns.plan'),
              kind: 'text',
              value: (p) => planName(p.plan),
            },
            {
              key: 'cost',
              heading: t('business.columns.costUsd'),
              kind: 'usd',
              value: (p) => usdOf(p.costUsd),
            },
            {
              key: 'learners',
              heading: t('business.columns.learners'),
              kind: 'int',
              value: (p) => p.learners,
            },
            ...usageColumns(t),
          ]}
        />
        <FigureTable
          name="top-learners"
          wide
          title={t('business.tables.topLearners')}
          note={t('business.notes.topLearners', { count: TOP })}
          rows={cost.topLearners}
          rowKey={(l) => l.userId}
          from={from}
          to={to}
          empty={t('business.empty.learners')}
          columns={[
            {
              key: 'name',
              heading: t('business.columns.name'),
              kind: 'text',
              value: (l) => l.learner?.name ?? t('business.deletedLearner'),
            },
            {
              key: 'email',
              heading: t('business.columns.email'),
              kind: 'email',
              value: (l) => l.learner?.email ?? null,
            },
            {
              key: 'cost',
              heading: t('business.columns.costUsd'),
              kind: 'usd',
              value: (l) => usdOf(l.costUsd),
            },
            ...usageColumns(t),
          ]}
        />
      </div>
      <div className="business-fair-use">
        <FairUseSection />
      </div>
      <div className="business-grid">
        <FigureTable
          name="cost-per-day"
          title={t('business.tables.costPerDay')}
          rows={[...cost.perDay].reverse()}
          rowKey={(d) => d.day}
          from={from}
          to={to}
          empty={t('business.empty.cost')}
          wide
          columns={[
            { key: 'day', heading: t('business.columns.day'), kind: 'day', value: (d) => d.day },
            {
              key: 'free',
              heading: t('business.columns.freeUsd'),
              kind: 'usd',
              value: (d) => usdOf(d.freeUsd),
            },
            {
              key: 'monthly',
              heading: t('business.columns.monthlyUsd'),
              kind: 'usd',
              value: (d) => usdOf(d.monthlyUsd),
            },
            {
              key: 'other',
              heading: t('business.columns.otherUsd'),
              kind: 'usd',
              value: (d) => usdOf(d.otherUsd),
            },
            {
              key: 'total',
              heading: t('business.columns.totalUsd'),
              kind: 'usd',
              value: (d) => usdOf(d.totalUsd),
            },
            ...usageColumns(t),
          ]}
        />
      </div>
    </section>
  );
}

function IncomeSection({ figures, format, t, from, to }: SectionProps) {
  const months = figures.income;
  const total = months.reduce((sum, m) => sum + m.amount, 0);
  return (
    <section aria-labelledby="business-income" className="owner-section">
      <h2 id="business-income" className="owner-heading">
        {t('business.incomeTitle')}
      </h2>
      <div className="business-grid">
        <ChartCard
          id="income-chart"
          title={t('business.charts.incomePerMonth')}
          empty={total > 0 ? null : t('business.empty.income')}
        >
          <BarChart
            title={t('business.charts.incomePerMonth')}
            description={t('business.charts.incomeDescription', { total: format.egp(total) })}
            pointHeading={t('business.columns.month')}
            series={[{ key: 'income', label: t('business.columns.incomeEgp') }]}
            points={months.map((m) => ({
              key: m.month,
              label: format.monthLabel(m.month),
              longLabel: format.longMonth(m.month),
              values: [m.amount],
            }))}
            format={format.egp}
            showValues
            emphasizeLast
          />
        </ChartCard>
        <FigureTable
          name="income-per-month"
          title={t('business.tables.incomePerMonth')}
          note={t('business.notes.incomePerMonth')}
          rows={total > 0 ? [...months].reverse() : []}
          rowKey={(m) => m.month}
          from={from}
          to={to}
          empty={t('business.empty.income')}
          columns={[
            { key: 'month', heading: t('business.columns.month'), kind: 'month', value: (m) => m.month },
            {
              key: 'payments',
              heading: t('business.columns.payments'),
              kind: 'int',
              value: (m) => m.approvedPayments,
            },
            { key: 'amount', heading: t('business.columns.incomeEgp'), kind: 'egp', value: (m) => m.amount },
          ]}
        />
      </div>
    </section>
  );
}

const FUNNEL = ['signedUp', 'onboarded', 'firstReply', 'hitFreeLimit', 'askedToPay', 'approved'] as const;

function LearnersSection({ figures, format, t, from, to }: SectionProps) {
  const { funnel, activePerDay, activePerWeek } = figures.growth;
  const steps = FUNNEL.map((step, i) => ({
    step,
    people: funnel[step],
    ofSignedUp: percentOf(funnel[step], funnel.signedUp),
    ofPrevious: i === 0 ? null : percentOf(funnel[step], funnel[FUNNEL[i - 1]!]),
  }));
  const many = activePerDay.length > 31;
  const anyActive = activePerDay.some((d) => d.learners > 0);
  const busiest = activePerDay.reduce(
    (best, d) => (d.learners > (best?.learners ?? -1) ? d : best),
    activePerDay[0],
  );
  return (
    <section aria-labelledby="business-learners" className="owner-section">
      <h2 id="business-learners" className="owner-heading">
        {t('business.learnersTitle')}
      </h2>
      <div className="business-grid">
        <FigureTable
          name="funnel"
          title={t('business.tables.funnel')}
          note={t('business.notes.funnel')}
          rows={funnel.signedUp > 0 ? steps : []}
          rowKey={(s) => s.step}
          from={from}
          to={to}
          empty={t('business.empty.funnel')}
          columns={[
            {
              key: 'step',
              heading: t('business.columns.step'),
              kind: 'text',
              value: (s) => t(`business.funnel.${s.step}`),
            },
            { key: 'people', heading: t('business.columns.people'), kind: 'int', value: (s) => s.people },
            {
              key: 'ofSignedUp',
              heading: t('business.columns.ofSignedUp'),
              kind: 'percent',
              value: (s) => s.ofSignedUp,
            },
            {
              key: 'ofPrevious',
              heading: t('business.columns.ofPrevious'),
              kind: 'percent',
              value: (s) => s.ofPrevious,
            },
          ]}
        />
        <ChartCard
          id="active-chart"
          title={t('business.charts.activePerDay')}
          empty={anyActive ? null : t('business.empty.active')}
        >
          <BarChart
            title={t('business.charts.activePerDay')}
            description={t('business.charts.activeDescription', {
              most: format.int(busiest?.learners ?? 0),
              day: busiest ? format.longDay(busiest.day) : '',
            })}
            pointHeading={t('business.columns.day')}
            series={[{ key: 'learners', label: t('business.columns.learners') }]}
            points={activePerDay.map((d) => ({
              key: d.day,
              label: format.dayLabel(d.day, many),
              longLabel: format.longDay(d.day),
              values: [d.learners],
            }))}
            format={format.int}
            integer
            showValues
            emphasizeLast
          />
        </ChartCard>
        <FigureTable
          name="active-per-week"
          title={t('business.tables.activePerWeek')}
          note={t('business.notes.activePerWeek')}
          rows={anyActive ? [...activePerWeek].reverse() : []}
          rowKey={(w) => w.weekStart}
          from={from}
          to={to}
          empty={t('business.empty.active')}
          columns={[
            { key: 'week', heading: t('business.columns.weekOf'), kind: 'day', value: (w) => w.weekStart },
            {
              key: 'learners',
              heading: t('business.columns.learners'),
              kind: 'int',
              value: (w) => w.learners,
            },
          ]}
        />
      </div>
    </section>
  );
}
