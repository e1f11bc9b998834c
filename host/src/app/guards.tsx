import { useSession, type WebRole } from '@coach/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from './paths';

const WEB_ROLES: readonly string[] = ['AD', 'CO'] satisfies WebRole[];

const isTrainer = (role: string) => WEB_ROLES.includes(role);

/** Public screens: a signed-in user goes to the dashboard. */
export function PublicOnly() {
  const user = useSession((state) => state.user);
  return user && isTrainer(user.role) ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}

/** Private screens: sign in first (keeping where the user was going); only AD and CO get in. */
export function RequireTrainer() {
  const user = useSession((state) => state.user);
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!isTrainer(user.role)) return <SignOutTo path={paths.index} />;
  return <Outlet />;
}

/** A role without access to the web app: its session ends here, then the index (sign-in) shows. */
function SignOutTo({ path }: { path: string }) {
  const signOut = useSession((state) => state.signOut);
  useEffect(signOut, [signOut]);
  return <Navigate to={path} replace />;
}
