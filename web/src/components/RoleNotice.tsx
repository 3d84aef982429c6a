import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { ButtonLink, EmptyState } from './ui';

/**
 * What a page shows to a user type it is not made for (a parent at /classes, a teacher at /school): whose page it
 * is and the way to their own home, instead of a form the server would refuse or figures that mean nothing.
 */
export function RoleNotice() {
  const { t } = useTranslation();
  const { me } = useSession();
  const type = me?.userType === 'parent' || me?.userType === 'teacher' ? me.userType : 'student';
  return (
    <main id="main" className="page narrow">
      <EmptyState
        headingLevel={1}
        icon={<House size={28} />}
        title={t('roles.notForYouTitle')}
        body={t(`roles.notForYouBody.${type}`)}
        action={
          <ButtonLink to="/" variant="primary" icon={<House aria-hidden="true" size={18} />}>
            {t('roles.goHome')}
          </ButtonLink>
        }
      />
    </main>
  );
}

/**
 * A page made for some user types only: anyone else is shown RoleNotice. A user without a type (the owner) counts
 * as a student.
 */
export function ForUserTypes({ types, children }: { types: string[]; children: ReactNode }) {
  const { me } = useSession();
  return types.includes(me?.userType ?? 'student') ? children : <RoleNotice />;
}
