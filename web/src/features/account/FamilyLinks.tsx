import { useMutation, useQuery } from '@apollo/client';
import { Link2, Link2Off, QrCode as QrIcon, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import { Button, ButtonLink, Card, Skeleton } from '../../components/ui';
import {
  CreateLinkCodeDocument,
  MyFamilyDocument,
  RedeemLinkCodeDocument,
  UnlinkChildDocument,
  UnlinkParentDocument,
  type FamilyLinkFieldsFragment,
} from '../../gql/generated';
import { CodeEntry, CodeShown } from '../../shared/CodeEntry';
import { stageYear } from '../../shared/stageYear';
import { useFamilyError } from '../../shared/useFamilyErrors';
import '../../shared/family.css';

function useDateTime() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Linked people with an Unlink button each; `detail` adds a line under a name (a child's stage and year). */
function LinkList({
  links,
  onUnlink,
  busy,
  detail,
}: {
  links: FamilyLinkFieldsFragment[];
  onUnlink: (id: string) => void;
  busy: string | null;
  detail?: (link: FamilyLinkFieldsFragment) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="family-links">
      {links.map((link) => (
        <li key={link.user.id} className="family-link">
          <span className="family-link-name">
            <bdi>{link.name}</bdi>
            {detail && <span className="muted">{detail(link)}</span>}
          </span>
          <Button
            size="sm"
            variant="ghost"
            icon={<Link2Off aria-hidden="true" size={16} />}
            aria-label={t('family.unlinkLabel', { name: link.name })}
            disabled={busy !== null}
            onClick={() => onUnlink(link.user.id)}
          >
            {t('family.unlink')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A student's side: make a code for a parent (text and QR code, with its expiry), see and unlink parents. */
function StudentFamily() {
  const { t } = useTranslation();
  const when = useDateTime();
  const failed = useFamilyError();
  const { data, loading, refetch } = useQuery(MyFamilyDocument, { fetchPolicy: 'cache-and-network' });
  const [create, created] = useMutation(CreateLinkCodeDocument);
  const [unlink] = useMutation(UnlinkParentDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const code = created.data?.createLinkCode;
  const parents = data?.me?.linkedParents ?? [];

  const makeCode = async () => {
    setError(null);
    await create().catch((e: unknown) => setError(failed(e, t('family.codeFailed'))));
  };
  const remove = async (parentId: string) => {
    setBusy(parentId);
    setError(null);
    try {
      await unlink({ variables: { parentId } });
      await refetch();
    } catch (e) {
      setError(failed(e, t('family.unlinkFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="family-student-title" className="family-card">
      <h2 id="family-student-title">
        <UsersRound aria-hidden="true" size={20} />
        {t('family.linkParentTitle')}
      </h2>
      <p className="muted">{t('family.linkParentBody')}</p>
      {code ? (
        <CodeShown code={code.code} qrLabel={t('family.qrLabel')} title={t('family.yourCode')}>
          <span className="muted">
            {t('family.expires', { date: when.format(new Date(code.expiresAt)) })}
          </span>
          <span className="muted">{t('family.singleUse')}</span>
        </CodeShown>
      ) : null}
      <div className="card-actions">
        <Button
          variant={code ? 'secondary' : 'primary'}
          icon={<QrIcon aria-hidden="true" size={18} />}
          disabled={created.loading}
          onClick={() => void makeCode()}
        >
          {code ? t('family.newCode') : t('family.createCode')}
        </Button>
      </div>
      {error && <Notice>{error}</Notice>}
      <h3>{t('family.linkedParents')}</h3>
      {loading && !data ? (
        <Skeleton lines={1} />
      ) : parents.length ? (
        <LinkList links={parents} onUnlink={(id) => void remove(id)} busy={busy} />
      ) : (
        <p className="muted">{t('family.noParents')}</p>
      )}
    </Card>
  );
}

/** A parent's side: enter a child's code, see and unlink children, go to /family. */
function ParentFamily() {
  const { t } = useTranslation();
  const failed = useFamilyError();
  const { data, loading, refetch } = useQuery(MyFamilyDocument, { fetchPolicy: 'cache-and-network' });
  const [redeem, redeeming] = useMutation(RedeemLinkCodeDocument);
  const [unlink] = useMutation(UnlinkChildDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const [linked, setLinked] = useState<string | null>(null);
  const children = data?.me?.linkedChildren ?? [];

  const submit = async (code: string) => {
    setError(null);
    setLinked(null);
    if (!code.trim()) {
      setError(t('family.codeRequired'));
      return false;
    }
    try {
      const result = await redeem({ variables: { code } });
      setLinked(result.data?.redeemLinkCode.name ?? null);
      await refetch();
      return true;
    } catch (e) {
      setError(failed(e, t('family.linkFailed')));
      return false;
    }
  };
  const remove = async (childId: string) => {
    setBusy(childId);
    setUnlinkError(null);
    try {
      await unlink({ variables: { childId } });
      await refetch();
    } catch (e) {
      setUnlinkError(failed(e, t('family.unlinkFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="family-parent-title" className="family-card">
      <h2 id="family-parent-title">
        <UsersRound aria-hidden="true" size={20} />
        {t('family.linkChildTitle')}
      </h2>
      <CodeEntry
        label={t('family.codeLabel')}
        hint={t('family.codeHint')}
        submitLabel={t('family.link')}
        icon={<Link2 aria-hidden="true" size={18} />}
        busy={redeeming.loading}
        error={error}
        onSubmit={submit}
      />
      {linked && (
        <p className="family-linked" role="status">
          {t('family.linked', { name: linked })}
        </p>
      )}
      <h3>{t('family.linkedChildren')}</h3>
      {unlinkError && <Notice>{unlinkError}</Notice>}
      {loading && !data ? (
        <Skeleton lines={1} />
      ) : children.length ? (
        <>
          <LinkList
            links={children}
            onUnlink={(id) => void remove(id)}
            busy={busy}
            detail={(link) => stageYear(t, link)}
          />
          <div className="card-actions">
            <ButtonLink to="/family" variant="primary" icon={<UsersRound aria-hidden="true" size={18} />}>
              {t('family.open')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <p className="muted">{t('family.noChildren')}</p>
      )}
    </Card>
  );
}

/** The /account card for family links: a student's or a parent's side (a teacher's classes are ClassMemberships). */
export function FamilyLinks({ userType }: { userType: string | null | undefined }) {
  if (userType === 'student') return <StudentFamily />;
  if (userType === 'parent') return <ParentFamily />;
  return null;
}
