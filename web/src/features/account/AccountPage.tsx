import { Languages, LogOut, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { Avatar } from '../../components/Avatar';
import { Email } from '../../components/Email';
import { GenderChoice } from '../../components/GenderChoice';
import { Badge, ButtonLink, Card } from '../../components/ui';
import { ClassMemberships } from '../../shared/ClassMemberships';
import { FamilyLinks } from './FamilyLinks';

export default function AccountPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  if (!me) return null;
  const stage = me.educationalStage ? t(`student.${me.educationalStage}`) : t('account.notSpecified');
  const year = me.academicYear ? t(`student.year${me.academicYear}`) : t('account.notSpecified');
  return (
    <main id="main" className="page narrow account">
      <h1>{t('account.title')}</h1>
      <Card className="profile-card">
        <Avatar name={me.name} picture={me.picture} large />
        <div className="profile-identity">
          <p className="profile-name" dir="auto">
            {me.name}
          </p>
          <p className="muted">
            <Email address={me.email} />
          </p>
          <Badge tone={me.isSubscribed ? 'accent' : 'neutral'}>
            {me.isSubscribed ? t('account.planMonthly') : t('account.planFree')}
          </Badge>
        </div>
      </Card>
      {/* Stage and year are a student's: a parent or a teacher has none to show or edit. */}
      {me.userType !== 'parent' && me.userType !== 'teacher' && (
        <Card as="section" aria-labelledby="account-studies">
          <h2 id="account-studies">{t('account.studies')}</h2>
          <dl className="details">
            <dt>{t('account.stage')}</dt>
            <dd>{stage}</dd>
            <dt>{t('account.year')}</dt>
            <dd>{year}</dd>
          </dl>
          <div className="card-actions">
            <ButtonLink to="/student-questions" icon={<Pencil aria-hidden="true" size={18} />}>
              {t('account.edit')}
            </ButtonLink>
          </div>
        </Card>
      )}
      <Card>
        <GenderChoice />
      </Card>
      <FamilyLinks userType={me.userType} />
      <ClassMemberships userType={me.userType} />
      <Card as="section" aria-labelledby="account-settings">
        <h2 id="account-settings">{t('account.settings')}</h2>
        <div className="card-actions">
          <ButtonLink to="/language-selection" icon={<Languages aria-hidden="true" size={18} />}>
            {t('account.changeLanguage')}
          </ButtonLink>
          {/* A navigation: the gateway ends the session and returns to /login. */}
          <a className="btn btn-secondary btn-md sign-out" href="/auth/logout">
            <LogOut aria-hidden="true" size={18} className="flip" />
            {t('account.logout')}
          </a>
        </div>
      </Card>
    </main>
  );
}
