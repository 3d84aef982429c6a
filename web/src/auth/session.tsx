import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { jsonCall } from '../api/http';
import { lazyPage } from '../lazyPage';
import { lastSignedInUser } from '../theme';
import { SessionContext, type Me, type PendingSignup, type Session } from './sessionContext';

export { useSession, type Me, type PendingSignup, type Session } from './sessionContext';

interface LoginSuccess {
  user: { email: string; name: string } | null;
  userExists: boolean;
  error: boolean;
}

/** The signed-in part (Apollo, the `me` query) loads only for a signed-in user: a visitor's page never needs it. */
const SignedInSession = lazyPage(() => import('./SignedInSession'));
export const preloadSignedInSession = SignedInSession.preload;

interface VisitorCheck {
  checked: boolean;
  exists: boolean;
  pending: PendingSignup | null;
  error?: unknown;
}

/**
 * Who is signed in. The first call is a GET of /auth/login/success: it tells a pending sign-up apart from a
 * visitor and hands the browser its anti-forgery cookie, which every GraphQL POST then echoes. A signed-in
 * user itself comes from GraphQL `me` (in SignedInSession), so mutations that return the user keep it current
 * through the cache.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Someone was signed in here last time: their session (and `me`) starts at once, beside the check, instead
  // of one round trip after it. A check that finds nobody returns the page to the visitor's.
  const [state, setState] = useState<VisitorCheck>(() => ({
    checked: false,
    exists: signedInLastTime(),
    pending: null,
  }));
  const check = useCallback(async () => {
    try {
      const { body } = await jsonCall<LoginSuccess>('GET', '/auth/login/success');
      // An error flag, like a failed call, means signed out.
      const pending = !body.error && !body.userExists && body.user ? body.user : null;
      setState({ checked: true, exists: !body.error && body.userExists, pending });
    } catch (error) {
      setState({ checked: true, exists: false, pending: null, error });
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);

  const visitor: Session = {
    loading: !state.checked || state.exists,
    maybeSignedIn: state.exists,
    me: null,
    pending: state.pending,
    error: state.error,
    refresh: check,
    saveLanguage: async () => undefined,
  };
  const asVisitor = <SessionContext.Provider value={visitor}>{children}</SessionContext.Provider>;
  if (!state.exists) return asVisitor;
  return (
    <Suspense fallback={asVisitor}>
      <SignedInSession check={check}>{children}</SignedInSession>
    </Suspense>
  );
}

function signedInLastTime(): boolean {
  try {
    return lastSignedInUser(window.localStorage) !== null;
  } catch {
    return false; // storage blocked
  }
}

/**
 * Where onboarding continues for this user, or null once it is complete (spec section 2, root routing). The
 * owner is not a learner: never sent through the learner's questions.
 */
export function onboardingPath(me: Me): string | null {
  if (me.role === 'Owner') return null;
  if (!me.language) return '/language-selection';
  if (!me.userType) return '/usertype-selection';
  if (me.userType === 'student' && !me.hasStudentDetails) return '/student-questions';
  return null;
}

/** Where sign-in lands: the owner on the control panel, a learner where onboarding continues, else home. */
export const landingPath = (me: Me): string => (me.role === 'Owner' ? '/owner' : (onboardingPath(me) ?? '/'));
