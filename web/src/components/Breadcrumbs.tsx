import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to: string;
  state?: unknown;
}

/**
 * Where a page sits: a back arrow to the first place, the places between, and the page itself, named. Each link
 * says where it goes, so "Back" never leads somewhere unexpected.
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.breadcrumbs')} className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.to}>
            <Link to={crumb.to} state={crumb.state} className={index === 0 ? 'back-link' : undefined}>
              {index === 0 && <ArrowLeft aria-hidden="true" size={18} className="flip" />}
              {crumb.label}
            </Link>
          </li>
        ))}
        <li aria-current="page" dir="auto">
          {current}
        </li>
      </ol>
    </nav>
  );
}
