import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { Avatar } from '../../components/Avatar';

export default function AccountPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  if (!me) return null;
  const stage = me.educationalStage ? t(`student.${me.educationalStage}`) : t('account.notSpecified');
  const year = me.academicYear ? t(`student.year${me.academicYear}`) : t('account.notSpecified');
  return (
    <main id="main" className="page narrow">
      <h1>{t('account.title')}</h1>
      <Avatar name={me.name} picture={me.picture} large />
      <dl className="details">
        <dt>{t('account.name')}</dt>
        <dd dir="auto">{me.name}</dd>
        <dt>{t('account.email')}</dt>
        <dd dir="ltr">{me.email}</dd>
        <dt>{t('account.stage')}</dt>
        <dd>{stage}</dd>
        <dt>{t('account.year')}</dt>
        <dd>{year}</dd>
      </dl>
      <div className="actions">
        <Link className="button" to="/student-questions">
          {t('account.edit')}
        </Link>
        <Link className="button" to="/language-selection">
          {t('account.changeLanguage')}
        </Link>
        {/* A navigation: the gateway ends the session and returns to /login. */}
        <a className="button danger" href="/auth/logout">
          {t('account.logout')}
        </a>
      </div>
    </main>
  );
}
