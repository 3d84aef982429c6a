import { useMutation, useQuery } from '@apollo/client';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Search,
  Trash2,
  UserCheck,
  UserX,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Input,
  Skeleton,
  useToast,
} from '../../components/ui';
import { DeleteUserDocument, OwnerUsersDocument, type DirectorySortField } from '../../gql/generated';
import { PAGE_SIZE, SEARCH_MAX, useDirectoryParams } from './directoryParams';
import { useSuspension } from './useSuspension';

const SEARCH_DEBOUNCE_MS = 300;
const REFRESH_MS = 30_000;
const COLUMNS: { field: DirectorySortField; label: string }[] = [
  { field: 'NAME', label: 'owner.name' },
  { field: 'EMAIL', label: 'owner.email' },
  { field: 'ROLE', label: 'owner.role' },
  { field: 'REGISTERED', label: 'owner.registered' },
];

const localDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'medium' });

/**
 * The user directory: a search box (debounced), sortable columns, pages of 50, all kept in the URL. On a phone the
 * rows become stacked cards (owner.css). Delete asks first in a dialog; a suspended user can be reinstated.
 */
export function UserTable({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useDirectoryParams();
  const [text, setText] = useState(params.q);
  const users = useQuery(OwnerUsersDocument, {
    variables: {
      search: params.q.trim() || null,
      sortBy: params.sortBy,
      direction: params.direction,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [deleteUser, deleting] = useMutation(DeleteUserDocument);
  const suspension = useSuspension(() => Promise.all([users.refetch(), onChanged()]));
  const [toDelete, setToDelete] = useState<{ id: string; email: string } | null>(null);

  // The box follows the URL (back, a reload); typing updates the URL 300 ms after the last key, on page 1.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setText(params.q);
  }, [params.q]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      if (text.trim() !== params.q.trim()) setParams({ q: text, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, params.q, setParams]);

  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (users.error && users.error !== lastError.current) {
      toast.error(describeError(users.error, t, t('owner.usersFailed')));
    }
    lastError.current = users.error ?? null;
  }, [users.error, toast, t]);

  const shown = users.data ?? users.previousData;
  const page = shown?.directoryUsers;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (fewer users since, or an edited URL) goes to the last one.
  useEffect(() => {
    if (users.data && params.page > pages) setParams({ page: pages });
  }, [users.data, params.page, pages, setParams]);

  const toggleSort = (field: DirectorySortField) =>
    setParams({
      sortBy: field,
      direction: params.sortBy === field && params.direction === 'ASC' ? 'DESC' : 'ASC',
      page: 1,
    });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser({ variables: { id: toDelete.id } });
      setToDelete(null);
      toast.success(t('owner.deleteSuccess'));
      await Promise.all([users.refetch(), onChanged()]);
    } catch (err) {
      setToDelete(null);
      toast.error(describeError(err, t, t('owner.deleteFailed')));
    }
  };

  const from = total === 0 ? 0 : (params.page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, params.page * PAGE_SIZE);
  const number = (n: number) => n.toLocaleString(i18n.language === 'ar' ? 'ar-EG' : 'en-GB');
  const Previous = i18n.dir() === 'rtl' ? ChevronRight : ChevronLeft;
  const Next = i18n.dir() === 'rtl' ? ChevronLeft : ChevronRight;
  const rows = page?.users ?? [];
  const searching = params.q.trim() !== '';

  return (
    <Card as="section" aria-labelledby="section-users" className="owner-users">
      <header className="owner-users-header">
        <h2 id="section-users" className="owner-heading">
          {t('owner.users')}
        </h2>
        <div className="owner-search">
          <label htmlFor="owner-search" className="visually-hidden">
            {t('owner.search')}
          </label>
          <Search aria-hidden="true" size={18} className="owner-search-icon" />
          <Input
            id="owner-search"
            type="search"
            dir="auto"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX}
            placeholder={t('owner.searchPlaceholder')}
            value={text}
            onChange={(e) => {
              typed.current = true;
              setText(e.target.value);
            }}
          />
        </div>
      </header>

      {!shown && users.loading ? (
        <Skeleton lines={8} height="2.75rem" className="owner-table-skeleton" />
      ) : rows.length === 0 ? (
        searching ? (
          <EmptyState
            icon={<UserX size={28} />}
            title={t('owner.noMatchTitle', { q: params.q.trim() })}
            body={t('owner.noMatchBody')}
            headingLevel={3}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  typed.current = false;
                  setText('');
                  setParams({ q: '', page: 1 });
                }}
              >
                {t('owner.clearSearch')}
              </Button>
            }
          />
        ) : (
          <p className="muted">{t('owner.noUsers')}</p>
        )
      ) : (
        <div className="table-wrap" aria-busy={users.loading || undefined}>
          <table className="users">
            <thead>
              <tr>
                {COLUMNS.map((c) => {
                  const sorted = params.sortBy === c.field;
                  const Icon = !sorted ? ArrowUpDown : params.direction === 'ASC' ? ArrowUp : ArrowDown;
                  return (
                    <th
                      key={c.field}
                      scope="col"
                      aria-sort={sorted ? (params.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
                    >
                      <button
                        type="button"
                        className={`sort${sorted ? ' sorted' : ''}`}
                        onClick={() => toggleSort(c.field)}
                      >
                        {t(c.label)}
                        <Icon aria-hidden="true" size={14} />
                      </button>
                    </th>
                  );
                })}
                <th scope="col">
                  <span className="visually-hidden">{t('owner.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
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
                        disabled={suspension.busy}
                        onClick={() => suspension.reinstate(u.id)}
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
                        onClick={() => setToDelete(u)}
                      >
                        {t('owner.deleteUser')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {total > 0 && (
        <nav className="pager" aria-label={t('owner.pagination')}>
          <span className="muted pager-range">
            {t('owner.showing', { from: number(from), to: number(to), total: number(total) })}
          </span>
          <span className="pager-controls">
            <Button
              size="sm"
              icon={<Previous aria-hidden="true" size={16} />}
              disabled={params.page <= 1}
              onClick={() => setParams({ page: params.page - 1 })}
            >
              {t('owner.previous')}
            </Button>
            <span className="pager-page" aria-live="polite">
              {t('owner.pageOf', { page: number(params.page), pages: number(pages) })}
            </span>
            <Button
              size="sm"
              disabled={params.page >= pages}
              onClick={() => setParams({ page: params.page + 1 })}
            >
              {t('owner.next')}
              <Next aria-hidden="true" size={16} />
            </Button>
          </span>
        </nav>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('owner.deleteTitle')}
        tone="danger"
        confirmIcon={<Trash2 aria-hidden="true" size={16} />}
        confirmLabel={t('owner.deleteUser')}
        busy={deleting.loading}
        onConfirm={confirmDelete}
      >
        <p dir="auto">{toDelete && t('owner.confirmDeleteUser', { email: toDelete.email })}</p>
        <p className="muted">{t('owner.deleteBody')}</p>
      </ConfirmDialog>
    </Card>
  );
}
