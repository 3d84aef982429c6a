import { useTranslation } from 'react-i18next';

export default function SingleProjectPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page center">
      <h1>{t('projects.projectPage')}</h1>
    </main>
  );
}
