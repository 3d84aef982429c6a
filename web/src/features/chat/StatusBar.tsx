import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Hourglass, Sparkles } from 'lucide-react';
import { useSession } from '../../auth/session';
import { Badge, ButtonLink } from '../../components/ui';
import { ChatPaymentStatusDocument } from '../../gql/generated';

/**
 * The plan, quietly: the free messages left as a badge with a plain upgrade link, which becomes the upgrade call
 * (a primary button) when none are left; a subscriber sees when the monthly plan ends. While a payment waits
 * for the owner, the upgrade is not offered again: the link says the payment is under review.
 */
export function StatusBar() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  // If the user could not be loaded, the plan reads as Free with 10 messages (spec section 4).
  const subscribed = me?.isSubscribed ?? false;
  const remaining = me?.remainingMessages ?? 10;
  const payment = useQuery(ChatPaymentStatusDocument, { skip: subscribed, fetchPolicy: 'cache-and-network' });
  const paymentPending = payment.data?.paymentStatus.status === 'pending';
  if (subscribed)
    return (
      <div className="status-bar" role="status">
        <span className="plan-end">
          {me?.expiresAt
            ? t('chat.expiresOn', {
                date: new Date(me.expiresAt).toLocaleDateString(i18n.language === 'ar' ? 'ar-EG' : 'en-GB'),
              })
            : t('chat.monthlyActive')}
        </span>
      </div>
    );
  return (
    <div className="status-bar" role="status">
      <Badge tone={remaining > 0 ? 'neutral' : 'warning'}>{t('chat.remaining', { count: remaining })}</Badge>
      {paymentPending ? (
        <Link className="upgrade-link payment-pending" to="/upgrade">
          <Hourglass aria-hidden="true" size={14} />
          {t('chat.paymentPending')}
        </Link>
      ) : remaining > 0 ? (
        <Link className="upgrade-link" to="/upgrade">
          {t('chat.upgradeLink')}
        </Link>
      ) : (
        <ButtonLink
          to="/upgrade"
          variant="primary"
          size="sm"
          icon={<Sparkles aria-hidden="true" size={16} />}
        >
          {t('chat.upgradeLink')}
        </ButtonLink>
      )}
    </div>
  );
}
