import { useMutation, useQuery } from '@apollo/client';
import { Gauge, ShieldCheck } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, errorCode, serverMessage } from '../../api/errors';
import { Badge, Button, Card, EmptyState, Field, Input, Skeleton, useToast } from '../../components/ui';
import {
  OwnerFairUseDocument,
  SetFairUsePolicyDocument,
  type FairUsePolicyFieldsFragment,
} from '../../gql/generated';
import { localeOf, useNumbers } from '../../i18n/numbers';
import './fair-use.css';

const DAY_MS = 24 * 3600 * 1000;
const MAX_MESSAGES = 100_000;
const MAX_COST = 1000;
/** The last 30 days (UTC, as the ceiling counts them), today included. */
const lastThirtyDays = () => {
  const now = Date.now();
  return {
    from: new Date(now - 29 * DAY_MS).toISOString().slice(0, 10),
    to: new Date(now).toISOString().slice(0, 10),
  };
};

const dateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
const dayOf = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

type Problems = { messages?: string; cost?: string };

/** The form's figures, checked as the server checks them (its words follow when it still refuses). */
function checked(messages: string, cost: string) {
  const problems: Problems = {};
  const m = messages.trim();
  const c = cost.trim();
  const messagesPerDay = m === '' ? null : Number(m);
  if (messagesPerDay !== null && (!/^\d+$/.test(m) || messagesPerDay < 1 || messagesPerDay > MAX_MESSAGES))
    problems.messages = 'fairUse.errors.messages';
  if (c !== '' && (!/^\d{1,10}(\.\d{1,10})?$/.test(c) || Number(c) <= 0 || Number(c) > MAX_COST))
    problems.cost = 'fairUse.errors.cost';
  return { problems, messagesPerDay, costPerDayUsd: c === '' ? null : c };
}

/** The policy in words: each ceiling set, or off. */
function PolicyLine({ policy }: { policy: FairUsePolicyFieldsFragment }) {
  const { t, i18n } = useTranslation();
  if (!policy.enabled)
    return (
      <p className="fair-use-status">
        <Badge tone="neutral">{t('fairUse.off')}</Badge>
      </p>
    );
  return (
    <div className="fair-use-status">
      <Badge tone="warning">{t('fairUse.on')}</Badge>
      <ul>
        {policy.messagesPerDay !== null && policy.messagesPerDay !== undefined && (
          <li>{t('fairUse.messagesCeiling', { count: policy.messagesPerDay })}</li>
        )}
        {policy.costPerDayUsd && <li>{t('fairUse.costCeiling', { cost: Number(policy.costPerDayUsd) })}</li>}
      </ul>
      {policy.updatedAt && (
        <p className="muted">{t('fairUse.changed', { time: dateTime(policy.updatedAt, i18n.language) })}</p>
      )}
    </div>
  );
}

/**
 * The owner's fair-use ceiling for the monthly plan (issue 35; ADR 5): what it is (off by default: the monthly
 * plan is unlimited), setting or clearing messages and model cost per learner and day, and who reached it in the
 * last 30 days.
 */
export function FairUseSection() {
  const { t, i18n } = useTranslation();
  const { number } = useNumbers();
  const toast = useToast();
  const days = useMemo(lastThirtyDays, []);
  const { data, loading, error } = useQuery(OwnerFairUseDocument, { variables: days });
  const [save, saving] = useMutation(SetFairUsePolicyDocument);
  const [messages, setMessages] = useState<string | undefined>();
  const [cost, setCost] = useState<string | undefined>();
  const [problems, setProblems] = useState<Problems>({});
  const policy = data?.fairUsePolicy;
  // The form starts from the policy as stored; what the owner typed wins from then on.
  const messagesValue = messages ?? (policy?.messagesPerDay != null ? String(policy.messagesPerDay) : '');
  const costValue = cost ?? policy?.costPerDayUsd ?? '';

  const submit = async (values: { messages: string; cost: string }) => {
    const result = checked(values.messages, values.cost);
    setProblems(result.problems);
    if (result.problems.messages || result.problems.cost) return;
    try {
      await save({
        variables: { messagesPerDay: result.messagesPerDay, costPerDayUsd: result.costPerDayUsd },
      });
      setMessages(undefined);
      setCost(undefined);
      toast.success(
        t(result.messagesPerDay === null && !result.costPerDayUsd ? 'fairUse.cleared' : 'fairUse.saved'),
      );
    } catch (err) {
      const fallback = t('fairUse.saveFailed');
      toast.error(
        errorCode(err) === 'BAD_USER_INPUT'
          ? t('app.errorDetail', { message: fallback, detail: serverMessage(err) })
          : describeError(err, t, fallback),
      );
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit({ messages: messagesValue, cost: costValue });
  };

  const hits = data?.fairUseHits;
  return (
    <section aria-labelledby="section-fair-use" className="owner-section fair-use">
      <h2 id="section-fair-use" className="owner-heading">
        <Gauge aria-hidden="true" size={20} />
        {t('fairUse.title')}
      </h2>
      {!data && loading ? (
        <Skeleton lines={3} height="4rem" />
      ) : !data ? (
        <Card>
          <p role="alert">{describeError(error, t, t('fairUse.loadFailed'))}</p>
        </Card>
      ) : (
        <>
          <Card className="fair-use-policy">
            <PolicyLine policy={policy!} />
            <p className="muted">{t('fairUse.explain')}</p>
            <form className="fair-use-form" onSubmit={onSubmit} noValidate>
              <Field
                label={t('fairUse.messagesLabel')}
                hint={t('fairUse.emptyIsOff')}
                error={problems.messages && t(problems.messages, { min: 1, max: MAX_MESSAGES })}
              >
                <Input
                  inputMode="numeric"
                  dir="ltr"
                  value={messagesValue}
                  onChange={(e) => setMessages(e.target.value)}
                  placeholder={t('fairUse.messagesPlaceholder', { n: 100 })}
                />
              </Field>
              <Field
                label={t('fairUse.costLabel')}
                hint={t('fairUse.emptyIsOff')}
                error={problems.cost && t(problems.cost, { max: MAX_COST })}
              >
                <Input
                  inputMode="decimal"
                  dir="ltr"
                  value={costValue}
                  onChange={(e) => setCost(e.target.value)}
                  placeholder="0.50"
                />
              </Field>
              <div className="fair-use-actions">
                <Button type="submit" variant="primary" disabled={saving.loading}>
                  {t('fairUse.save')}
                </Button>
                {policy!.enabled && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={saving.loading}
                    onClick={() => void submit({ messages: '', cost: '' })}
                  >
                    {t('fairUse.turnOff')}
                  </Button>
                )}
              </div>
            </form>
          </Card>

          <h3 className="fair-use-hits-title">{t('fairUse.hitsTitle', { days: 30 })}</h3>
          {!hits || hits.length === 0 ? (
            <Card className="owner-empty">
              <EmptyState
                icon={<ShieldCheck size={28} />}
                title={t('fairUse.noHits', { days: 30 })}
                headingLevel={3}
              />
            </Card>
          ) : (
            <Card className="fair-use-table-card">
              <table className="fair-use-hits">
                <thead>
                  <tr>
                    <th scope="col">{t('owner.name')}</th>
                    <th scope="col">{t('owner.email')}</th>
                    <th scope="col">{t('fairUse.day')}</th>
                    <th scope="col">{t('fairUse.ceiling')}</th>
                    <th scope="col">{t('fairUse.refusals')}</th>
                    <th scope="col">{t('fairUse.liftsAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hits.map((hit) => (
                    <tr key={`${hit.userId}-${hit.day}`}>
                      <td data-label={t('owner.name')} className="fair-use-name">
                        <span dir="auto">{hit.name}</span>
                      </td>
                      <td data-label={t('owner.email')}>
                        <span dir="ltr">{hit.email}</span>
                      </td>
                      <td data-label={t('fairUse.day')}>{dayOf(hit.day, i18n.language)}</td>
                      <td data-label={t('fairUse.ceiling')}>
                        {t(hit.ceiling === 'COST' ? 'fairUse.ceilingCost' : 'fairUse.ceilingMessages')}
                      </td>
                      <td data-label={t('fairUse.refusals')}>{number(hit.refusals)}</td>
                      <td data-label={t('fairUse.liftsAt')}>{dateTime(hit.liftsAt, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </>
      )}
    </section>
  );
}
