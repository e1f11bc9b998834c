import { clientAppPaths } from '@coach/shared';
import { useClientSession } from '@coach/shared/client-app';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Sign-in screens: a signed-in client goes to "Hoy". */
export function PublicOnly() {
  const user = useClientSession((state) => state.user);
  return user ? <Navigate to={clientAppPaths.today} replace /> : <Outlet />;
}

/** The app's screens: sign in first, keeping where the client was going. */
export function RequireClient() {
  const user = useClientSession((state) => state.user);
  const location = useLocation();
  if (!user) return <Navigate to={clientAppPaths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
