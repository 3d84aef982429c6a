import { useMutation, useQuery } from '@apollo/client';
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError, errorCode, serverMessage } from '../../api/errors';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import {
  ConfirmPaymentDocument,
  DeleteUserDocument,
  OwnerPanelDocument,
  PaymentScreenshotDocument,
  RejectPaymentDocument,
  type DirectorySortField,
  type OwnerPanelQuery,
  type SortDirection,
} from '../../gql/generated';

const REFRESH_MS = 30_000;
type Request = OwnerPanelQuery['paymentRequests'][number];
const SECTIONS = [
  { status: 'pending', title: 'owner.pending', empty: 'owner.noPending' },
  { status: 'rejected', title: 'owner.rejected', empty: 'owner.noRejected' },
  { status: 'confirmed', title: 'owner.approved', empty: 'owner.noApproved' },
] as const;
const COLUMNS: { field: DirectorySortField; label: string }[] = [
  { field: 'NAME', label: 'owner.name' },
  { field: 'EMAIL', label: 'owner.email' },
  { field: 'ROLE', label: 'owner.role' },
];

/**
 * A request's transfer screenshot: a thumbnail that opens the image larger in a dialog. Loaded on its own (once,
 * then cached), so the panel's 30-second refresh never downloads the images again.
 */
function ScreenshotThumb({ request }: { request: Request }) {
  const { t } = useTranslation();
  const shot = useQuery(PaymentScreenshotDocument, { variables: { requestId: request.id } });
  const dialog = useRef<HTMLDialogElement>(null);
  const src = shot.data?.paymentScreenshot;
  if (shot.error) return <span className="muted">{t('owner.screenshotFailed')}</span>;
  if (!src) return null;
  const alt = t('owner.screenshot', { name: request.name });
  return (
    <>
      <button
        type="button"
        className="pay-thumb"
        onClick={() => dialog.current?.showModal()}
        aria-label={t('owner.openScreenshot', { name: request.name })}
      >
        <img src={src} alt="" />
      </button>
      <dialog ref={dialog} className="pay-dialog" aria-label={alt}>
        <img src={src} alt={alt} />
        <form method="dialog">
          <button type="submit" autoFocus>
            {t('owner.closeScreenshot')}
          </button>
        </form>
      </dialog>
    </>
  );
}

export default function OwnerPage() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ by: DirectorySortField; direction: SortDirection }>({
    by: 'NAME',
    direction: 'ASC',
  });
  const panel = useQuery(OwnerPanelDocument, {
    variables: { sortBy: sort.by, direction: sort.direction },
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
  });
  const [confirmPayment] = useMutation(ConfirmPaymentDocument);
  const [rejectPayment] = useMutation(RejectPaymentDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);
  const [alert, setAlert] = useState<{ kind: 'error' | 'info'; text: (t: TFunction) => string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const decide = async (r: Request, decision: 'confirm' | 'reject') => {
    setBusy(r.id);
    setAlert(null);
    try {
      if (decision === 'confirm') await confirmPayment({ variables: { email: r.email } });
      else await rejectPayment({ variables: { email: r.email } });
      setAlert({
        kind: 'info',
        text: (t) => t(decision === 'confirm' ? 'owner.confirmSuccess' : 'owner.rejectSuccess'),
      });
      await panel.refetch();
    } catch (err) {
      const text = (t: TFunction) =>
        decision === 'confirm'
          ? t('owner.confirmFailed', { message: serverMessage(err) || t('owner.serverError') })
          : errorCode(err) === 'NOT_FOUND'
            ? t('owner.rejectNotFound')
            : t('owner.rejectFailed');
      setAlert({ kind: 'error', text: (t) => describeError(err, t, text(t)) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (user: { id: string; email: string }) => {
    if (!window.confirm(t('owner.confirmDeleteUser', { email: user.email }))) return;
    setAlert(null);
    try {
      await deleteUser({ variables: { id: user.id } });
      setAlert({ kind: 'info', text: (t) => t('owner.deleteSuccess') });
      await panel.refetch();
    } catch (err) {
      setAlert({ kind: 'error', text: (t) => describeError(err, t, t('owner.deleteFailed')) });
    }
  };

  const toggleSort = (field: DirectorySortField) =>
    setSort((s) => ({ by: field, direction: s.by === field && s.direction === 'ASC' ? 'DESC' : 'ASC' }));

  if (panel.loading && !panel.data) return <Loading />;
  const requests = panel.data?.paymentRequests ?? [];
  const users = panel.data?.directoryUsers.users ?? [];
  return (
    <main id="main" className="page owner">
      <h1>{t('owner.title')}</h1>
      {alert && <Notice kind={alert.kind}>{alert.text(t)}</Notice>}
      {panel.error && <Notice>{describeError(panel.error, t, t('owner.serverError'))}</Notice>}
      {SECTIONS.map((section) => {
        const items = requests.filter((r) => r.status === section.status);
        return (
          <section key={section.status} aria-labelledby={`section-${section.status}`}>
            <h2 id={`section-${section.status}`}>{t(section.title)}</h2>
            {items.length === 0 ? (
              <p className="muted">{t(section.empty)}</p>
            ) : (
              <ul className="requests">
                {items.map((r) => (
                  <li key={r.id}>
                    <span dir="auto">
                      {t('owner.requestLine', {
                        name: r.name,
                        email: r.email,
                        status: t(`owner.status.${r.status}`, { defaultValue: r.status }),
                      })}
                    </span>
                    {(r.reference || r.hasScreenshot) && (
                      <span className="pay-evidence">
                        {r.reference ? (
                          <span dir="auto">{t('owner.reference', { reference: r.reference })}</span>
                        ) : (
                          <span className="muted">{t('owner.noReference')}</span>
                        )}
                        {r.hasScreenshot && <ScreenshotThumb request={r} />}
                      </span>
                    )}
                    {section.status === 'pending' && (
                      <span className="actions">
                        <button
                          type="button"
                          className="primary"
                          disabled={busy === r.id || r.status !== 'pending'}
                          onClick={() => decide(r, 'confirm')}
                        >
                          {t('owner.confirm')}
                        </button>
                        <button
                          type="button"
                          className="danger"
                          disabled={busy === r.id || r.status !== 'pending'}
                          onClick={() => decide(r, 'reject')}
                        >
                          {t('owner.reject')}
                        </button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section aria-labelledby="section-users">
        <h2 id="section-users">{t('owner.users')}</h2>
        {users.length === 0 ? (
          <p className="muted">{t('owner.noUsers')}</p>
        ) : (
          <div className="table-wrap">
            <table className="users">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th
                      key={c.field}
                      scope="col"
                      aria-sort={
                        sort.by === c.field ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <button type="button" className="sort" onClick={() => toggleSort(c.field)}>
                        {t(c.label)}
                        <span aria-hidden="true">
                          {sort.by === c.field ? (sort.direction === 'ASC' ? ' ▲' : ' ▼') : ' ↕'}
                        </span>
                      </button>
                    </th>
                  ))}
                  <th scope="col">{t('owner.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((u) => (
                  <tr key={u.id}>
                    {/* data-label: the column's name, shown beside each value when a phone stacks the rows. */}
                    <td dir="auto" data-label={t('owner.name')}>
                      {u.name}
                    </td>
                    <td dir="ltr" data-label={t('owner.email')}>
                      {u.email}
                    </td>
                    <td data-label={t('owner.role')}>
                      {t(`owner.roles.${u.role}`, { defaultValue: u.role })}
                    </td>
                    <td data-label={t('owner.actions')}>
                      {u.role !== 'Owner' && (
                        <button
                          type="button"
                          className="danger small"
                          aria-label={`${t('owner.deleteUser')} ${u.email}`}
                          onClick={() => remove(u)}
                        >
                          {t('owner.deleteUser')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
