import { useMutation, useQuery } from '@apollo/client';
import { HeartHandshake, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Button, useToast } from '../../components/ui';
import { AcknowledgeSafetyAlertDocument, SafetyAlertsDocument } from '../../gql/generated';
import './safety-alert.css';

/** Egypt's Child Helpline (ADR 17) and the ambulance: free numbers that a phone calls from the link. */
const HELPLINE = '16000';
const AMBULANCE = '123';
/** Checked this often while a parent has the app open, so a flag reaches them within seconds. */
const POLL_MS = 15_000;

/**
 * A parent's alert (issue 31, item 7): a linked child's self-harm flag, shown under the header on every page
 * until the parent says they have read it, with calm guidance on what to do and the helpline as a link that
 * calls. Only the child's name and the time are known here, never what was written (ADR 18).
 */
export function SafetyAlert() {
  const { me } = useSession();
  // Only a signed-in parent has alerts (and only a signed-in session has the GraphQL client).
  return me?.userType === 'parent' ? <ParentAlert /> : null;
}

function ParentAlert() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const alerts = useQuery(SafetyAlertsDocument, { pollInterval: POLL_MS });
  const [acknowledge, acknowledging] = useMutation(AcknowledgeSafetyAlertDocument);
  const list = alerts.data?.me?.safetyAlerts ?? [];
  const alert = list[0];
  if (!alert) return null;

  const locale = i18n.language === 'ar' ? 'ar-EG' : 'en-GB';
  const digits = (n: string) => new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(n));
  const date = new Date(alert.flaggedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const seen = async () => {
    try {
      await acknowledge({ variables: { id: alert.id } });
      await alerts.refetch();
    } catch {
      toast.error(t('safetyAlert.seenFailed'));
    }
  };

  return (
    <section className="safety-alert" role="alert" aria-labelledby="safety-alert-title">
      <HeartHandshake aria-hidden="true" size={28} className="safety-alert-icon" />
      <div className="safety-alert-text">
        <p className="safety-alert-label">{t('safetyAlert.label')}</p>
        <h2 id="safety-alert-title" dir="auto">
          {t('safetyAlert.title', { name: alert.childName })}
        </h2>
        <p dir="auto">{t('safetyAlert.body', { name: alert.childName, date })}</p>
        <h3>{t('safetyAlert.whatToDo')}</h3>
        <ol>
          <li>{t('safetyAlert.step1')}</li>
          <li>{t('safetyAlert.step2')}</li>
          <li>{t('safetyAlert.step3')}</li>
          <li>{t('safetyAlert.step4', { ambulance: digits(AMBULANCE) })}</li>
        </ol>
        <div className="safety-alert-actions">
          <a className="btn btn-danger" href={`tel:${HELPLINE}`}>
            <Phone aria-hidden="true" size={18} />
            {t('safetyAlert.call', { helpline: digits(HELPLINE) })}
          </a>
          <Button variant="secondary" disabled={acknowledging.loading} onClick={seen}>
            {t('safetyAlert.seen')}
          </Button>
          {list.length > 1 && (
            <span className="muted">{t('safetyAlert.more', { more: digits(String(list.length - 1)) })}</span>
          )}
        </div>
      </div>
    </section>
  );
}
