import { ArrowLeft, Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink, EmptyState } from '../../components/ui';

export default function SingleProjectPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  return (
    <main id="main" className="page narrow">
      <EmptyState
        headingLevel={1}
        icon={<Hammer size={28} />}
        title={t('projects.projectPage')}
        body={t('projects.comingSoon')}
        action={
          <ButtonLink
            to="/projects"
            state={state}
            icon={<ArrowLeft aria-hidden="true" size={18} className="flip" />}
          >
            {t('programmingLanguage.back')}
          </ButtonLink>
        }
      />
    </main>
  );
}
