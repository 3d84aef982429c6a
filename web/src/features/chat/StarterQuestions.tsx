import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { StarterQuestionsDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import { MessageCircleQuestion } from 'lucide-react';
import { Skeleton } from '../../components/ui';

/** A language's id from its name: C++ → cpp, C# → csharp (spec section 2). */
export const languageIdOf = (name: string | null | undefined): string | undefined =>
  name ? name.toLowerCase().replace(/\+\+/g, 'pp').replace(/#/g, 'sharp') : undefined;

export function StarterQuestions({
  languageId,
  disabled,
  onPick,
}: {
  languageId: string;
  disabled: boolean;
  onPick(question: string): void;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { data, loading } = useQuery(StarterQuestionsDocument, { variables: { languageId, locale } });
  return (
    <section className="starters" aria-label={t('chat.suggested')}>
      <h2>{t('chat.suggested')}</h2>
      {loading && !data ? (
        <Skeleton lines={4} height="3.5rem" />
      ) : (
        <ul>
          {(data?.starterQuestions ?? []).map((q) => (
            <li key={q}>
              <button
                type="button"
                className="starter"
                dir="auto"
                disabled={disabled}
                onClick={() => onPick(q)}
              >
                <MessageCircleQuestion aria-hidden="true" size={20} />
                <span>{q}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
