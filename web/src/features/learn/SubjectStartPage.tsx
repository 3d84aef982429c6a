import { useMutation } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { StartConversationDocument } from '../../gql/generated';

/**
 * 'Starting conversation...': starts one for the subject (the service reopens the subject's empty one rather than
 * adding a twin), then /Chat/<id>; /Chat also says when it failed.
 */
export default function SubjectStartPage() {
  const { t } = useTranslation();
  const { subjectId } = useParams();
  const navigate = useNavigate();
  const [start] = useMutation(StartConversationDocument);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    start({ variables: { kind: 'SCHOOL', subjectId } })
      .then(({ data }) => {
        const id = data?.startConversation.id;
        navigate(id ? `/Chat/${encodeURIComponent(id)}` : '/Chat', { replace: true });
      })
      .catch(() => navigate('/Chat', { replace: true, state: { error: 'newConversation' } }));
  }, [navigate, start, subjectId]);
  return (
    <main id="main" className="page narrow">
      <div className="starting" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('subject.starting')}</p>
      </div>
    </main>
  );
}
