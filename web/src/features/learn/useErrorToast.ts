import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rateLimitSeconds, serverMessage } from '../../api/errors';
import { useToast } from '../../components/ui';

/**
 * A failed query says so once, as a toast: the page's text in the learner's language with the server's own
 * words, or how long to wait when it was rate limited.
 */
export function useErrorToast(error: unknown, text: string): void {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    if (!error) return;
    const seconds = rateLimitSeconds(error);
    toast.error(
      seconds === undefined
        ? t('app.errorDetail', { message: text, detail: serverMessage(error) })
        : t('app.rateLimited', { seconds }),
    );
    // Only a new error toasts again, not a re-render or a language switch.
  }, [error]);
}
