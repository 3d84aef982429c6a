import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rateLimitSeconds, serverMessage } from '../api/errors';
import { useToast } from '../components/ui';
import { StartLearningDocument, type StartLearningMutationVariables } from '../gql/generated';

/**
 * Starts a conversation from the syllabus (a unit, a topic, a project, the coding assistant) and opens it: a
 * school one in /Chat/<id>, a programming one in /assistant/<id> with its language kept. `starting` names what
 * is being started (one at a time); a refusal is a toast with the server's words, in the learner's language.
 */
export function useStartLearning(failedText: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [start] = useMutation(StartLearningDocument);
  const [starting, setStarting] = useState<string | null>(null);
  const begin = async (key: string, variables: StartLearningMutationVariables, state?: object) => {
    if (starting) return;
    setStarting(key);
    try {
      const { data } = await start({ variables });
      const base = variables.kind === 'SCHOOL' ? '/Chat' : '/assistant';
      const id = data?.startConversation.id;
      navigate(id ? `${base}/${encodeURIComponent(id)}` : base, { state });
    } catch (err) {
      const seconds = rateLimitSeconds(err);
      toast.error(
        seconds === undefined
          ? t('app.errorDetail', { message: failedText, detail: serverMessage(err) })
          : t('app.rateLimited', { seconds }),
      );
      setStarting(null);
    }
  };
  return { begin, starting };
}
