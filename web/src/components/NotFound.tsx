import { House, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState } from './ui';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow">
      <EmptyState
        headingLevel={1}
        icon={<MapPinOff size={28} />}
        title={t('app.notFound')}
        body={t('app.notFoundBody')}
        action={
          <ButtonLink to="/" variant="primary" icon={<House aria-hidden="true" size={18} />}>
            {t('app.backHome')}
          </ButtonLink>
        }
      />
    </main>
  );
}
