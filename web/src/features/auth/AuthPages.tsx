import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { describeError, rateLimitSeconds } from '../../api/errors';
import { jsonCall } from '../../api/http';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { landingPath, useSession, type PendingSignup } from '../../auth/session';

/** Sign-in is a navigation through the gateway to Google (or its local stand-in) and back to /login. */
const signIn = () => window.location.assign('/auth/google');
/** From the sign-up page, the gateway creates the account as soon as Google has verified the person. */
const signUpWithGoogle = () => window.location.assign('/auth/google?returnTo=/signup');

function LoginPage() {
  const { t } = useTranslation();
  const { error } = useSession();
  const [params] = useSearchParams();
  // Limited either on the app's own sign-in check, or on the way to Google (the gateway sends the browser back here).
  const limited =
    rateLimitSeconds(error) ??
    (params.get('error') === 'rate-limited' ? Number(params.get('retryAfter')) || 60 : undefined);
  return (
    <main id="main" className="page narrow center auth-page">
      <h1>{t('login.title')}</h1>
      <p>{t('login.subtitle')}</p>
      <Notice>
        {limited !== undefined
          ? t('app.rateLimited', { seconds: limited })
          : params.get('error')
            ? t('login.signInFailed')
            : null}
      </Notice>
      <button type="button" className="primary large" onClick={signIn}>
        {t('login.signIn')}
      </button>
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.toSignup')}</Link>
      </p>
    </main>
  );
}

function SignupPage({ pending }: { pending: PendingSignup | null }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const { status } = await jsonCall('POST', '/auth/signup');
      if (status !== 201 && status !== 200) throw new Error(`sign-up answered ${status}`);
      await refresh();
    } catch (err) {
      setError(describeError(err, t, t('signup.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" className="page narrow center auth-page">
      <h1>{t('signup.title')}</h1>
      <p>{t('signup.subtitle')}</p>
      <Notice>{error}</Notice>
      {pending ? (
        <button type="button" className="primary large" onClick={create} disabled={busy}>
          {t('signup.create')}
          <span className="sub">{t('signup.continueAs', { name: pending.name, email: pending.email })}</span>
        </button>
      ) : (
        <button type="button" className="primary large" onClick={signUpWithGoogle}>
          {t('signup.signUpWithGoogle')}
        </button>
      )}
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </main>
  );
}

/** /login: visitors sign in; a new Google identity signs up; everyone else continues onboarding or goes home. */
export function LoginRoute() {
  const { loading, me, pending } = useSession();
  if (loading) return <Loading />;
  if (me) return <Navigate to={landingPath(me)} replace />;
  return pending ? <SignupPage pending={pending} /> : <LoginPage />;
}

/** /signup: existing users go where sign-in lands; a visitor or a pending identity gets the sign-up page. */
export function SignupRoute() {
  const { loading, me, pending } = useSession();
  if (loading) return <Loading />;
  if (me) return <Navigate to={landingPath(me)} replace />;
  return <SignupPage pending={pending} />;
}
