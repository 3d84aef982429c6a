import { useMutation, useQuery } from '@apollo/client';
import { ChevronLeft, ChevronRight, Search, Trash2, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { Button, Card, ConfirmDialog, EmptyState, Input, Skeleton, useToast } from '../../components/ui';
import { DeleteUserDocument, OwnerUsersDocument, type DirectorySortField } from '../../gql/generated';
import { PAGE_SIZE, SEARCH_COUNT_CAP, SEARCH_MAX, useDirectoryParams } from './directoryParams';
import { UserRows } from './UserRows';
import { useSuspension } from './useSuspension';

const SEARCH_DEBOUNCE_MS = 300;
const REFRESH_MS = 30_000;

/** Which users of how many are shown, and the previous and next pages. */
function Pager({
  page,
  pages,
  total,
  atLeast,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  /** The total is where a search's count stopped: there may be more. */
  atLeast: boolean;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'ar' ? 'ar-EG' : 'en-GB');
  const Previous = i18n.dir() === 'rtl' ? ChevronRight : ChevronLeft;
  const Next = i18n.dir() === 'rtl' ? ChevronLeft : ChevronRight;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <nav className="pager" aria-label={t('owner.pagination')}>
      <span className="muted pager-range">
        {t('owner.showing', {
          from: number(from),
          to: number(to),
          total: `${number(total)}${atLeast ? '+' : ''}`,
        })}
      </span>
      <span className="pager-controls">
        <Button
          size="sm"
          icon={<Previous aria-hidden="true" size={16} />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('owner.previous')}
        </Button>
        <span className="pager-page" aria-live="polite">
          {t('owner.pageOf', { page: number(page), pages: `${number(pages)}${atLeast ? '+' : ''}` })}
        </span>
        <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('owner.next')}
          <Next aria-hidden="true" size={16} />
        </Button>
      </span>
    </nav>
  );
}

/**
 * The user directory: a search box (debounced), sortable columns, pages of 50, all kept in the URL. On a phone the
 * rows become stacked cards (owner.css). Delete asks first in a dialog; a suspended user can be reinstated.
 * `pendingEmails`: learners with a payment waiting for the owner, whose plan shows as pending.
 */
export function UserTable({
  onChanged,
  pendingEmails,
}: {
  onChanged: () => Promise<unknown>;
  pendingEmails: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useDirectoryParams();
  const [text, setText] = useState(params.q);
  // Where each page of this search and sort starts, as the page before it said (its endCursor).
  const list = `${params.q.trim()}|${params.sortBy}|${params.direction}`;
  const starts = useRef(new Map<string, string>());
  const users = useQuery(OwnerUsersDocument, {
    variables: {
      search: params.q.trim() || null,
      sortBy: params.sortBy,
      direction: params.direction,
      page: params.page,
      pageSize: PAGE_SIZE,
      after: params.page > 1 ? (starts.current.get(`${list}|${params.page}`) ?? null) : null,
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
  const endCursor = users.data?.directoryUsers.endCursor;
  if (endCursor) starts.current.set(`${list}|${params.page + 1}`, endCursor);
  const total = page?.total ?? 0;
  // A search past the count's cap pages on for as long as a page says where the next one starts.
  const atLeast = params.q.trim() !== '' && total >= SEARCH_COUNT_CAP;
  const counted = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pages = atLeast && endCursor ? Math.max(counted, params.page + 1) : counted;
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
          <UserRows
            rows={rows}
            params={params}
            onSort={toggleSort}
            pendingEmails={pendingEmails}
            busy={suspension.busy}
            onReinstate={(id) => void suspension.reinstate(id)}
            onDelete={setToDelete}
          />
        </div>
      )}

      {total > 0 && (
        <Pager
          page={params.page}
          pages={pages}
          total={total}
          atLeast={atLeast}
          onPage={(page) => setParams({ page })}
        />
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
