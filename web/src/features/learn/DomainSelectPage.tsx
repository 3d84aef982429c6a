import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SetLearningDomainDocument } from '../../gql/generated';

const DOMAINS = ['school', 'programming'] as const;

export default function DomainSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [save] = useMutation(SetLearningDomainDocument);
  const choose = (domain: (typeof DOMAINS)[number]) => {
    // A failure to remember the domain is only logged (spec section 8): the page still opens.
    save({ variables: { learningDomain: domain } }).catch((err) => console.warn('learning domain', err));
    navigate(`/${domain}`);
  };
  return (
    <main id="main" className="page center">
      <h1>{t('domain.title')}</h1>
      <div className="choice-grid">
        {DOMAINS.map((domain) => (
          <button key={domain} type="button" className="card-button" onClick={() => choose(domain)}>
            <strong>{t(`domain.${domain}`)}</strong>
            <small>{t(`domain.${domain}Description`)}</small>
          </button>
        ))}
      </div>
    </main>
  );
}
