import { createContext, useContext } from 'react';
import type { MeQuery } from '../gql/generated';
import type { Language } from '../i18n';

export type Me = NonNullable<MeQuery['me']>;

/** A verified Google identity without an account yet: the sign-up page offers to create one. */
export interface PendingSignup {
  email: string;
  name: string;
}

export interface Session {
  loading: boolean;
  /**
   * False while loading only when nobody was signed in in this browser last time: a visitor's page (the login
   * page) may then show at once instead of waiting for the check.
   */
  maybeSignedIn: boolean;
  me: Me | null;
  pending: PendingSignup | null;
  /** Why the sign-in state could not be read (e.g. rate limited); the visitor is then treated as signed out. */
  error: unknown;
  /** Reloads the sign-in state (after sign-up, or when a write changed the user). */
  refresh: () => Promise<void>;
  /** Stores the signed-in user's language (the UI has already switched); nothing for a visitor. */
  saveLanguage: (language: Language) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
