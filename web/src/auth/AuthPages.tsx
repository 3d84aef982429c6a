import { Camera, Code2, ListOrdered } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { describeError, rateLimitSeconds } from '../api/errors';
import { jsonCall } from '../api/http';
import { Loading } from '../components/Loading';
import { LogoMark } from '../components/LogoMark';
import { Notice } from '../components/Notice';
import { Button, useToast } from '../components/ui';
import { landingPath, useSession, type PendingSignup } from './session';

/** Sign-in is a navigation through the gateway to Google (or its local stand-in) and back to /login. */
const signIn = () => window.location.assign('/auth/google');
/** From the sign-up page, the gateway creates the account as soon as Google has verified the person. */
const signUpWithGoogle = () => window.location.assign('/auth/google?returnTo=/signup');

/** Google's multicolour "G", as its sign-in button guidelines draw it. */
function GoogleG() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function GoogleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="google-button" onClick={onClick}>
      <GoogleG />
      <span>{label}</span>
    </button>
  );
}

/** The page around both forms: the product's mark and name, the card, and what the tutor does. */
function AuthLayout({ title, promise, children }: { title: string; promise: string; children: ReactNode }) {
  const { t } = useTranslation();
  const features = [
    { icon: ListOrdered, text: t('login.featureSteps') },
    { icon: Camera, text: t('login.featurePhoto') },
    { icon: Code2, text: t('login.featureCode') },
  ];
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <div className="auth-brand">
          <LogoMark size={44} />
          <span>{t('app.name')}</span>
        </div>
        <h1>{title}</h1>
        <p className="auth-promise">{promise}</p>
        {children}
      </div>
      <ul className="auth-features">
        {features.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon aria-hidden="true" size={18} />
            {text}
          </li>
        ))}
      </ul>
    </main>
  );
}

function LoginPage() {
  const { t } = useTranslation();
  const { error } = useSession();
  const [params] = useSearchParams();
  // Limited either on the app's own sign-in check, or on the way to Google (the gateway sends the browser back here).
  const limited =
    rateLimitSeconds(error) ??
    (params.get('error') === 'rate-limited' ? Number(params.get('retryAfter')) || 60 : undefined);
  return (
    <AuthLayout title={t('login.title')} promise={t('login.subtitle')}>
      {/* Why the last attempt failed stays on the page (it is the state the visitor arrives in), not a toast. */}
      <Notice>
        {limited !== undefined
          ? t('app.rateLimited', { seconds: limited })
          : params.get('error')
            ? t('login.signInFailed')
            : null}
      </Notice>
      <GoogleButton label={t('login.signIn')} onClick={signIn} />
      <p className="auth-switch">
        {t('login.noAccount')} <Link to="/signup">{t('login.toSignup')}</Link>
      </p>
    </AuthLayout>
  );
}

function SignupPage({ pending }: { pending: PendingSignup | null }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { status } = await jsonCall('POST', '/auth/signup');
      if (status !== 201 && status !== 200) throw new Error(`sign-up answered ${status}`);
      await refresh();
    } catch (err) {
      toast.error(describeError(err, t, t('signup.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthLayout title={t('signup.title')} promise={t('signup.subtitle')}>
      {pending ? (
        <>
          <p className="auth-identity" dir="auto">
            {t('signup.continueAs', { name: pending.name, email: pending.email })}
          </p>
          <Button variant="primary" size="lg" className="auth-create" onClick={create} disabled={busy}>
            {t('signup.create')}
          </Button>
        </>
      ) : (
        <GoogleButton label={t('signup.signUpWithGoogle')} onClick={signUpWithGoogle} />
      )}
      <p className="auth-switch">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}

/** /login: visitors sign in; a new Google identity signs up; everyone else continues onboarding or goes home. */
export function LoginRoute() {
  const { loading, maybeSignedIn, me, pending } = useSession();
  // A browser nobody signed in on last time is most likely a visitor's: the page shows while the check runs.
  if (loading && maybeSignedIn) return <Loading />;
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
