import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow center">
      <h1>{t('app.notFound')}</h1>
      <Link to="/">{t('app.backHome')}</Link>
    </main>
  );
}
