import { clientAppPaths, clientAppRoutePatterns, PageSkeleton, RemoteView, remoteLoader, type RemoteModuleId } from '@coach/shared';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { ProfilePage } from '../pages/lazy-pages';
import { PublicOnly, RequireClient } from './guards';

/** One area's piece of the app, in its own boundary: a piece that fails shows its panel with "Reintentar". */
function screen(id: RemoteModuleId, area: string) {
  return <RemoteView key={id} load={remoteLoader(id)} area={area} />;
}

/** The one table of the client app's screens: which area draws each. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path={clientAppPaths.login} element={screen('auth/ClientAppLoginPage', 'el ingreso')} />
        <Route path={clientAppPaths.register} element={screen('auth/ClientAppSignUpPage', 'el registro')} />
        <Route path={clientAppPaths.forgotPassword} element={screen('auth/ClientAppForgotPasswordPage', 'el cambio de contraseña')} />
        <Route path={clientAppPaths.resetPassword} element={screen('auth/ClientAppResetPasswordPage', 'el cambio de contraseña')} />
      </Route>
      <Route element={<RequireClient />}>
        <Route element={<AppLayout />}>
          <Route index element={screen('agenda/ClientAppToday', 'Hoy')} />
          <Route path={clientAppRoutePatterns.workout} element={screen('library/ClientAppWorkout', 'el entrenamiento')} />
          <Route path={clientAppRoutePatterns.form} element={screen('library/ClientAppForm', 'el formulario')} />
          <Route path={clientAppPaths.progress} element={screen('agenda/ClientAppProgress', 'tu progreso')} />
          <Route path={clientAppPaths.chat} element={screen('clients/ClientAppChat', 'el chat')} />
          <Route path={clientAppPaths.plan} element={screen('billing/ClientAppPlan', 'Mi plan')} />
          {/* The app's own page, loaded on demand (and by WarmUp, so it opens offline too). */}
          <Route
            path={clientAppPaths.profile}
            element={
              <Suspense fallback={<PageSkeleton />}>
                <ProfilePage />
              </Suspense>
            }
          />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to={clientAppPaths.today} replace />} />
    </Routes>
  );
}

