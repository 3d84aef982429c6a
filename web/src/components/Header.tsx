import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useSession } from '../auth/session';
import { Avatar } from './Avatar';
import { SetLanguageDocument } from '../gql/generated';
import { currentLanguage, switchLanguage } from '../i18n';
import { Menu, Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme';
import { IconButton } from './ui';

/** Links, a burger menu on narrow screens, the language switch, and the profile picture to /account. */
export function Header() {
  const { t } = useTranslation();
  const { me, loading } = useSession();
  const { theme, toggle: toggleTheme } = useTheme(loading ? undefined : (me?.id ?? null));
  const [open, setOpen] = useState(false);
  const [saveLanguage] = useMutation(SetLanguageDocument);
  const studyPath = me?.learningDomain === 'programming' ? '/assistant' : '/chat';
  const toggleLanguage = () => {
    const next = currentLanguage() === 'ar' ? 'en' : 'ar';
    switchLanguage(next);
    if (me) saveLanguage({ variables: { language: next } }).catch(() => undefined); // the UI already switched
  };
  const close = () => setOpen(false);
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        {t('app.name')}
      </Link>
      <button
        type="button"
        className="burger"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((o) => !o)}
      >
        <Menu aria-hidden="true" size={18} strokeWidth={2} />
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      <nav id="main-nav" className={open ? 'open' : undefined} aria-label={t('header.menu')}>
        <NavLink to="/domain-select" onClick={close}>
          {t('header.domains')}
        </NavLink>
        <NavLink to={studyPath} onClick={close}>
          {t('header.startStudy')}
        </NavLink>
        <NavLink to="/account" onClick={close}>
          {t('header.profile')}
        </NavLink>
        <NavLink to="/" end onClick={close}>
          {t('header.home')}
        </NavLink>
        {me?.role === 'Owner' && (
          <NavLink to="/owner" onClick={close}>
            {t('header.controlPanel')}
          </NavLink>
        )}
        <button
          type="button"
          className="link-button"
          lang={currentLanguage() === 'ar' ? 'en' : 'ar'}
          aria-label={t('header.switchLanguage')}
          onClick={toggleLanguage}
        >
          {t('header.language')}
        </button>
      </nav>
      <IconButton
        label={theme === 'dark' ? t('header.themeDark') : t('header.themeLight')}
        icon={theme === 'dark' ? <Moon aria-hidden="true" size={18} /> : <Sun aria-hidden="true" size={18} />}
        onClick={toggleTheme}
      />
      {me && (
        <Link to="/account" className="avatar-link" aria-label={t('header.profilePicture')}>
          <Avatar name={me.name} picture={me.picture} />
        </Link>
      )}
    </header>
  );
}
