import { ArrowDown, ArrowUp, ArrowUpDown, Trash2, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import type { DirectorySortField, OwnerUsersQuery } from '../../gql/generated';
import type { DirectoryParams } from './directoryParams';

type User = OwnerUsersQuery['directoryUsers']['users'][number];

/** The spec's sortable columns (Name, Email, Role) and the registration date; type and plan are shown only. */
const SORTABLE: { field: DirectorySortField; label: string }[] = [
  { field: 'NAME', label: 'owner.name' },
  { field: 'EMAIL', label: 'owner.email' },
  { field: 'ROLE', label: 'owner.role' },
];

const localDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'medium' });

/** The plan as the owner needs it: a payment waiting for their decision first, then Free or Monthly. */
const planOf = (u: User, pendingEmails: ReadonlySet<string>) =>
  pendingEmails.has(u.email.toLowerCase()) ? 'pending' : u.user.plan;

function SortHeader({
  field,
  label,
  params,
  onSort,
}: {
  field: DirectorySortField;
  label: string;
  params: DirectoryParams;
  onSort: (field: DirectorySortField) => void;
}) {
  const { t } = useTranslation();
  const sorted = params.sortBy === field;
  const Icon = !sorted ? ArrowUpDown : params.direction === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={sorted ? (params.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={`sort${sorted ? ' sorted' : ''}`} onClick={() => onSort(field)}>
        {t(label)}
        <Icon aria-hidden="true" size={14} />
      </button>
    </th>
  );
}

/**
 * The directory's table: Name, Email, Role (sortable, as the spec has them), Type, Plan, Registered (sortable),
 * and each user's actions. On a phone the rows become stacked cards (owner.css).
 */
export function UserRows({
  rows,
  params,
  onSort,
  pendingEmails,
  busy,
  onReinstate,
  onDelete,
}: {
  rows: User[];
  params: DirectoryParams;
  onSort: (field: DirectorySortField) => void;
  pendingEmails: ReadonlySet<string>;
  busy: boolean;
  onReinstate: (userId: string) => void;
  onDelete: (user: User) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <table className="users">
      <thead>
        <tr>
          {SORTABLE.map((c) => (
            <SortHeader key={c.field} {...c} params={params} onSort={onSort} />
          ))}
          <th scope="col" className="col-plain">
            {t('owner.userType')}
          </th>
          <th scope="col" className="col-plain">
            {t('owner.plan')}
          </th>
          <SortHeader field="REGISTERED" label="owner.registered" params={params} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">{t('owner.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => {
          const plan = planOf(u, pendingEmails);
          return (
            <tr key={u.id}>
              {/* data-label: the column's name, shown beside each value when a phone stacks the rows. */}
              <td data-label={t('owner.name')} className="user-name">
                <span dir="auto">{u.name}</span>
              </td>
              <td data-label={t('owner.email')} className="user-email">
                <span dir="ltr">{u.email}</span>
              </td>
              <td data-label={t('owner.role')}>
                <span className={`role role-${u.role.toLowerCase()}`}>
                  {t(`owner.roles.${u.role}`, { defaultValue: u.role })}
                </span>
                {u.suspended && (
                  <span className="user-suspended">
                    <Badge tone="danger">{t('owner.suspend.suspended')}</Badge>
                  </span>
                )}
              </td>
              <td data-label={t('owner.userType')} className="user-type">
                {t(`owner.userTypes.${u.userType ?? 'none'}`, { defaultValue: u.userType ?? '' })}
              </td>
              <td data-label={t('owner.plan')}>
                <span className={`plan plan-${plan.toLowerCase()}`}>{t(`owner.plans.${plan}`)}</span>
              </td>
              <td data-label={t('owner.registered')} className="user-registered">
                {localDate(u.registeredAt, i18n.language)}
              </td>
              <td data-label={t('owner.actions')} className="user-actions">
                {u.suspended && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<UserCheck aria-hidden="true" size={16} />}
                    aria-label={`${t('owner.suspend.reinstate')} ${u.email}`}
                    disabled={busy}
                    onClick={() => onReinstate(u.id)}
                  >
                    {t('owner.suspend.reinstate')}
                  </Button>
                )}
                {u.role !== 'Owner' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="user-delete"
                    icon={<Trash2 aria-hidden="true" size={16} />}
                    aria-label={`${t('owner.deleteUser')} ${u.email}`}
                    onClick={() => onDelete(u)}
                  >
                    {t('owner.deleteUser')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
