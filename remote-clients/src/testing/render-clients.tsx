import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, type ClientDetailPageProps } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { LocationProbe } from '@coach/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ClientDetailPage from '../exposes/client-detail-page';
import ClientsPage from '../exposes/clients-page';

/** The exposed pages inside the providers and routes the host gives them, starting at `entry`. */
export function renderClients(entry: string, { renderWidget }: ClientDetailPageProps = {}) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/clientes" element={<ClientsPage />} />
          <Route path="/clientes/:id" element={<ClientDetailPage renderWidget={renderWidget} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

let nextId = 100;

/** A client as the API answers it. */
export function aClient(overrides: Partial<Client> = {}): Client {
  const id = overrides.id ?? nextId++;
  return {
    id,
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@ejemplo.com',
    phone: '1155550000',
    birthdate: '1990-04-12',
    gender: 'Femenino',
    address: null,
    goal: null,
    weightKg: 61.5,
    heightCm: 165,
    memberSince: '2024-03-05',
    active: true,
    subscriptionStatus: 'paid',
    hasAppAccess: true,
    appRegisteredAt: '2024-03-06T12:00:00.000Z',
    appLastSeenAt: null,
    image: null,
    isSample: false,
    createdAt: '2024-03-05T12:00:00.000Z',
    updatedAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The query of a stubbed call, as an object ("?page=1&sort=name" → { page: '1', sort: 'name' }). */
export const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url, 'http://localhost').searchParams);

export { resetBrowserState } from '@coach/shared/testing';
