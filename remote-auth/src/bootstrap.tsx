// Stand-alone dev shell (`pnpm --filter @coach/remote-auth dev`): the host normally renders these pages.
import { AppProviders, apiClient, createQueryClient } from '@coach/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CreateAccountPage from './exposes/create-account-page';
import ForgotPasswordPage from './exposes/forgot-password-page';
import LoginPage from './exposes/login-page';
import ResetPasswordPage from './exposes/reset-password-page';

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
          <Route path="login" element={<LoginPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="crear-cuenta" element={<CreateAccountPage />} />
          <Route path="dashboard" element={<p style={{ padding: 24 }}>Sesión iniciada</p>} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
