import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { onboardingPath, useSession } from './session';

/** Pages that need a signed-in user; visitors go to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { loading, me } = useSession();
  if (loading) return <Loading />;
  return me ? children : <Navigate to="/login" replace />;
}

/** /owner: only the owner account (role Owner, from OWNER_EMAIL on the server). */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { loading, me } = useSession();
  if (loading) return <Loading />;
  return me?.role === 'Owner' ? children : <Navigate to="/login" replace />;
}

/** /: visitors sign in, unfinished onboarding continues, everyone else sees the home page. */
export function RootRoute({ children }: { children: ReactNode }) {
  const { loading, me } = useSession();
  if (loading) return <Loading />;
  if (!me) return <Navigate to="/login" replace />;
  const next = onboardingPath(me);
  return next ? <Navigate to={next} replace /> : children;
}
