import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';

export default function HomePage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const chat = me?.learningDomain === 'programming' ? '/assistant' : '/Chat';
  return (
    <main id="main" className="page center">
      {/* The name is isolated so that a Latin name keeps the punctuation of an Arabic sentence in place. */}
      <h1>{t('home.title', { name: `\u2068${me?.name ?? ''}\u2069` })}</h1>
      <p>{t('home.subtitle')}</p>
      <div className="choice-grid">
        <Link className="card-button" to="/domain-select">
          {t('home.chooseDomain')}
        </Link>
        <Link className="card-button" to={chat}>
          {t('home.continueChat')}
        </Link>
      </div>
    </main>
  );
}
