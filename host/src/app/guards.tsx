import { paths, useSession, type WebRole } from '@coach/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';

const WEB_ROLES: readonly string[] = ['AD', 'CO'] satisfies WebRole[];

const isTrainer = (role: string) => WEB_ROLES.includes(role);

/** Public screens: a signed-in user goes where the private guard stopped them, or the dashboard. */
export function PublicOnly() {
  const user = useSession((state) => state.user);
  const location = useLocation();
  if (!user || !isTrainer(user.role)) return <Outlet />;
  return <Navigate to={savedOrigin(location.state) ?? paths.dashboard} replace />;
}

function savedOrigin(state: unknown): Location | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from?: Location }).from;
  return from?.pathname ? from : undefined;
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
