import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';

/** Why the learner cannot send, above the composer: suspended (ADR 17), or out of free messages. */
export function SendBlocked({ suspended, outOfMessages }: { suspended: boolean; outOfMessages: boolean }) {
  const { t } = useTranslation();
  if (suspended)
    return (
      <div className="chat-suspended" role="alert">
        <ShieldAlert aria-hidden="true" size={20} />
        <div>
          <p className="chat-suspended-title">{t('chat.suspendedTitle')}</p>
          <p>{t('chat.suspendedBody')}</p>
        </div>
      </div>
    );
  if (outOfMessages)
    return (
      <p className="out-of-messages" role="status">
        {t('chat.outOfMessages')}
      </p>
    );
  return null;
}
