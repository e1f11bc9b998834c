// Stand-alone dev shell (`pnpm --filter @coach/remote-auth dev`): the host normally renders these pages.
import { AppProviders, apiClient, createQueryClient, paths } from '@coach/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ConfirmEmailPage from './exposes/confirm-email-page';
import CreateAccountPage from './exposes/create-account-page';
import ForgotPasswordPage from './exposes/forgot-password-page';
import JoinTeamPage from './exposes/join-team-page';
import LoginPage from './exposes/login-page';
import ResetPasswordPage from './exposes/reset-password-page';
import UndoEmailChangePage from './exposes/undo-email-change-page';

const DEV_API_URL = 'http://localhost:3000';
apiClient.setBaseUrl(process.env.API_URL || DEV_API_URL);

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.createAccount} element={<CreateAccountPage />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={paths.undoEmailChange} element={<UndoEmailChangePage />} />
          <Route path={paths.joinTeam} element={<JoinTeamPage />} />
          <Route path={paths.dashboard} element={<p style={{ padding: 24 }}>Sesión iniciada</p>} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
