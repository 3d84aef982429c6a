import { useApolloClient, useQuery } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { jsonCall } from '../api/http';
import { MeDocument, type MeQuery } from '../gql/generated';
import { switchLanguage } from '../i18n';

export type Me = NonNullable<MeQuery['me']>;

/** A verified Google identity without an account yet: the sign-up page offers to create one. */
export interface PendingSignup {
  email: string;
  name: string;
}

interface LoginSuccess {
  user: { email: string; name: string } | null;
  userExists: boolean;
  error: boolean;
}

interface Session {
  loading: boolean;
  me: Me | null;
  pending: PendingSignup | null;
  /** Why the sign-in state could not be read (e.g. rate limited); the visitor is then treated as signed out. */
  error: unknown;
  /** Reloads the sign-in state (after sign-up, or when a write changed the user). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in. The first call is a GET of /auth/login/success: it tells a pending sign-up apart from a
 * visitor and hands the browser its anti-forgery cookie, which every GraphQL POST then echoes. The user itself
 * comes from GraphQL `me`, so mutations that return the user keep it current through the cache.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<{
    checked: boolean;
    exists: boolean;
    pending: PendingSignup | null;
    error?: unknown;
  }>({ checked: false, exists: false, pending: null });
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
  const me = useQuery(MeDocument, { skip: !state.exists, fetchPolicy: 'cache-first' });
  const user = state.exists ? (me.data?.me ?? null) : null;
  useEffect(() => {
    if (user?.language) switchLanguage(user.language);
  }, [user?.language]);

  const refresh = useCallback(async () => {
    await check();
    await client.refetchQueries({ include: [MeDocument] });
  }, [check, client]);

  const value: Session = {
    loading: !state.checked || (state.exists && me.loading && !me.data),
    me: user,
    pending: state.pending,
    error: state.error ?? me.error,
    refresh,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
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
