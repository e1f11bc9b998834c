// Stand-alone shell to run this remote alone (`pnpm dev` in this folder); the host never loads it.
import { AppProviders, createQueryClient, paths } from '@coach/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import AgendaPage from './exposes/agenda-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <nav style={{ padding: 12 }}>
          <Link to={paths.agenda}>Agenda</Link>
        </nav>
        <Routes>
          <Route path={paths.agenda} element={<AgendaPage />} />
          <Route path="*" element={<Navigate to={paths.agenda} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
