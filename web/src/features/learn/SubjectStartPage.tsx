import { useMutation } from '@apollo/client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { StartLearningDocument } from '../../gql/generated';
import './starting.css';

/** One start per subject at a time: React's development mode runs the effect twice. */
const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * /subject/<id> as the spec has it (section 2): a transient 'Starting conversation...' screen that starts the
 * subject's conversation (the service reopens its empty one rather than adding a twin) and goes to /Chat/<id>;
 * if starting fails it goes to /Chat anyway, which says why. The subject's units are offered in that empty
 * conversation and on /subject/<id>/units.
 */
export default function SubjectStartPage() {
  const { t } = useTranslation();
  const { subjectId = '' } = useParams();
  const navigate = useNavigate();
  const [start] = useMutation(StartLearningDocument);
  useEffect(() => {
    let live = true;
    let started = inFlight.get(subjectId);
    if (!started) {
      started = start({ variables: { kind: 'SCHOOL', subjectId } })
        .then(({ data }) => data?.startConversation.id)
        .finally(() => inFlight.delete(subjectId));
      inFlight.set(subjectId, started);
    }
    started
      .then((id) => {
        // Replace: Back from the chat returns to the subjects, not to this screen (which would start again).
        if (live) navigate(id ? `/Chat/${encodeURIComponent(id)}` : '/Chat', { replace: true });
      })
      .catch(() => {
        if (live) navigate('/Chat', { replace: true, state: { error: 'newConversation' } });
      });
    return () => {
      live = false;
    };
  }, [start, subjectId, navigate]);
  return (
    <main id="main" className="page narrow starting-conversation" aria-busy="true">
      <p role="status" className="starting-text">
        <span className="starting-spinner" aria-hidden="true" />
        {t('subject.starting')}
      </p>
    </main>
  );
}
