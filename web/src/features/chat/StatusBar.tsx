import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';

/** Monthly expiry or the free messages left, with the upgrade link for free users. */
export function StatusBar() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  // If the user could not be loaded, the plan reads as Free with 10 messages (spec section 4).
  const subscribed = me?.isSubscribed ?? false;
  const remaining = me?.remainingMessages ?? 10;
  const text = subscribed
    ? me?.expiresAt
      ? t('chat.expiresOn', {
          date: new Date(me.expiresAt).toLocaleDateString(i18n.language === 'ar' ? 'ar-EG' : 'en-GB'),
        })
      : t('chat.monthlyActive')
    : t('chat.remaining', { count: remaining });
  return (
    <div className="status-bar" role="status">
      <span>{text}</span>
      {!subscribed && <Link to="/upgrade">{t('chat.upgradeLink')}</Link>}
    </div>
  );
}
