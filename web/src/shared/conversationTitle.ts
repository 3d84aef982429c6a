import { useTranslation } from 'react-i18next';
import type { ConversationFieldsFragment } from '../gql/generated';
import { currentLanguage } from '../i18n';

/** A conversation's name: its own (renamed) title, else the subject or language, in the UI's language. */
export function useConversationTitle() {
  const { t } = useTranslation();
  return (c: ConversationFieldsFragment): string => {
    if (c.title === 'Programming Chat') return t('chat.programmingChat');
    if (c.title === 'General Chat') return t('chat.generalChat');
    if (currentLanguage() === 'ar' && c.subjectNameAr && c.title === c.subjectName) return c.subjectNameAr;
    return c.title || c.languageName || c.subjectName || t('chat.programmingChat');
  };
}
