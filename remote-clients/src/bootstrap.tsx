// Stand-alone shell to run this remote alone (`pnpm dev` in this folder); the host never loads it.
import { AppProviders, createQueryClient } from '@coach/shared';
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
          <Link to="/clientes">Clientes</Link> · <Link to="/chats">Chats</Link>
        </nav>
        <Routes>
          <Route path="/clientes" element={<ClientsPage />} />
          <Route path="/clientes/:id" element={<ClientDetailPage />} />
          <Route path="/chats" element={<ChatsPage />} />
          <Route path="*" element={<Navigate to="/clientes" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
