import {
  ChartColumn,
  Compass,
  House,
  Languages,
  LayoutDashboard,
  Menu,
  MessageSquare,
  School,
  Moon,
  Sun,
  UserRound,
  UsersRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../auth/session';
import { currentLanguage, switchLanguage } from '../i18n';
import { SafetyAlert } from '../features/family/SafetyAlert';
import { useTheme } from '../theme';
import { Avatar } from './Avatar';
import { LogoMark } from './LogoMark';
import { IconButton } from './ui';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/**
 * The product's name, the signed-in learner's navigation (a menu on the phone), the language and theme switches,
 * and the profile picture to /account; under it, a parent's safety alert when there is one.
 */
export function Header() {
  const { t } = useTranslation();
  const { me, loading, saveLanguage } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const { theme, toggle: toggleTheme } = useTheme(loading ? undefined : (me?.id ?? null));
  const studyPath = me?.learningDomain === 'programming' ? '/assistant' : '/chat';
  // A navigation closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  const toggleLanguage = () => {
    const next = currentLanguage() === 'ar' ? 'en' : 'ar';
    switchLanguage(next);
    if (me) saveLanguage(next).catch(() => undefined); // the UI already switched
  };
  // Each user type is offered its own pages (issue 31.6): a student's studies and progress, a parent's family,
  // a teacher's classes; everyone may ask the tutor.
  const learner = me?.userType !== 'parent' && me?.userType !== 'teacher';
  const items: NavItem[] = [
    { to: '/', label: t('header.home'), icon: House, end: true },
    ...(learner ? [{ to: '/domain-select', label: t('header.domains'), icon: Compass }] : []),
    ...(me?.userType === 'parent' ? [{ to: '/family', label: t('header.family'), icon: UsersRound }] : []),
    ...(me?.userType === 'teacher' ? [{ to: '/classes', label: t('header.classes'), icon: School }] : []),
    { to: studyPath, label: t('header.startStudy'), icon: MessageSquare },
    ...(learner ? [{ to: '/progress', label: t('header.progress'), icon: ChartColumn }] : []),
    { to: '/account', label: t('header.profile'), icon: UserRound },
    ...(me?.role === 'Owner'
      ? [{ to: '/owner', label: t('header.controlPanel'), icon: LayoutDashboard }]
      : []),
  ];

  return (
    <>
      <header className="app-header">
        <Link to="/" className="brand">
          <LogoMark />
          <span>{t('app.name')}</span>
        </Link>
        {me && (
          <nav
            id="main-nav"
            className={open ? 'main-nav open' : 'main-nav'}
            aria-label={t('header.menu')}
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          >
            {items.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className="nav-link">
                <Icon aria-hidden="true" size={18} />
                {label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="header-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm language-switch"
            lang={currentLanguage() === 'ar' ? 'en' : 'ar'}
            aria-label={t('header.switchLanguage')}
            onClick={toggleLanguage}
          >
            <Languages aria-hidden="true" size={18} />
            {t('header.language')}
          </button>
          <IconButton
            label={theme === 'dark' ? t('header.themeDark') : t('header.themeLight')}
            icon={
              theme === 'dark' ? <Moon aria-hidden="true" size={18} /> : <Sun aria-hidden="true" size={18} />
            }
            onClick={toggleTheme}
          />
          {me && (
            <>
              <IconButton
                className="burger"
                label={t('header.menu')}
                aria-expanded={open}
                aria-controls="main-nav"
                icon={open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
                onClick={() => setOpen((isOpen) => !isOpen)}
              />
              <Link to="/account" className="avatar-link" aria-label={t('header.profilePicture')}>
                <Avatar name={me.name} picture={me.picture} />
              </Link>
            </>
          )}
        </div>
      </header>
      {/* A parent's alert about a child's safety, on every page until read (issue 31, item 7). */}
      <SafetyAlert />
    </>
  );
}
