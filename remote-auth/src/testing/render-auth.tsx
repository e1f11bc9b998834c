import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, useSession } from '@coach/shared';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router-dom';
import CreateAccountPage from '../exposes/create-account-page';
import ForgotPasswordPage from '../exposes/forgot-password-page';
import LoginPage from '../exposes/login-page';
import ResetPasswordPage from '../exposes/reset-password-page';

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.pathname + location.search}
    </output>
  );
}

/** The exposed pages inside the providers and routes the host gives them, starting at `entry`. */
export function renderAuth(entry: InitialEntry) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/crear-cuenta" element={<CreateAccountPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
          <Route path="/clientes" element={<p>Clientes</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Each test starts signed out with empty storage and no leftover spies. */
export function resetBrowserState() {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ user: null });
}
