import { useMutation } from '@apollo/client';
import { Code2, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SetLearningDomainDocument } from '../../gql/generated';

const DOMAINS = [
  { domain: 'school', icon: GraduationCap },
  { domain: 'programming', icon: Code2 },
] as const;

export default function DomainSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [save] = useMutation(SetLearningDomainDocument);
  const choose = (domain: (typeof DOMAINS)[number]['domain']) => {
    // A failure to remember the domain is only logged (spec section 8): the page still opens.
    save({ variables: { learningDomain: domain } }).catch((err) => console.warn('learning domain', err));
    navigate(`/${domain}`);
  };
  return (
    <main id="main" className="page">
      <header className="page-intro">
        <h1>{t('domain.title')}</h1>
      </header>
      <div className="choice-grid">
        {DOMAINS.map(({ domain, icon: Icon }) => (
          <button
            key={domain}
            type="button"
            className="card card-interactive choice-card"
            onClick={() => choose(domain)}
          >
            <span className="card-icon large" aria-hidden="true">
              <Icon size={28} />
            </span>
            <strong>{t(`domain.${domain}`)}</strong>
            <small className="muted">{t(`domain.${domain}Description`)}</small>
          </button>
        ))}
      </div>
    </main>
  );
}
