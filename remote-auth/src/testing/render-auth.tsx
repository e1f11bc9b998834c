import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '@coach/shared';
import { LocationProbe } from '@coach/shared/testing';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import ConfirmEmailPage from '../exposes/confirm-email-page';
import CreateAccountPage from '../exposes/create-account-page';
import ForgotPasswordPage from '../exposes/forgot-password-page';
import JoinTeamPage from '../exposes/join-team-page';
import LoginPage from '../exposes/login-page';
import ResetPasswordPage from '../exposes/reset-password-page';
import UndoEmailChangePage from '../exposes/undo-email-change-page';

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
          <Route path="/confirmar-correo" element={<ConfirmEmailPage />} />
          <Route path="/deshacer-cambio-de-correo" element={<UndoEmailChangePage />} />
          <Route path="/unirme" element={<JoinTeamPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
          <Route path="/clientes" element={<p>Clientes</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export { resetBrowserState } from '@coach/shared/testing';
