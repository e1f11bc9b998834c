// Stand-alone shell to run this remote alone (`pnpm dev` in this folder); the host never loads it.
import { AppProviders, createQueryClient, paths, routePatterns } from '@coach/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import ClientsPage from './exposes/clients-page';
import ClientDetailPage from './exposes/client-detail-page';
import ChatsPage from './exposes/chats-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <nav style={{ padding: 12 }}>
          <Link to={paths.clients}>Clientes</Link> · <Link to={paths.chats}>Chats</Link>
        </nav>
        <Routes>
          <Route path={paths.clients} element={<ClientsPage />} />
          <Route path={routePatterns.client} element={<ClientDetailPage />} />
          <Route path={paths.chats} element={<ChatsPage />} />
          <Route path="*" element={<Navigate to={paths.clients} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
