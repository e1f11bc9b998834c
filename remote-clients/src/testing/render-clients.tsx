import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, useSession, type ClientDetailPageProps } from '@coach/shared';
import { type Client, type TeamMember } from '@coach/shared/contracts';
import { aClientRecord, fakeAccessToken, LocationProbe } from '@coach/shared/testing';
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

/** A client as the API answers it, with the list's usual fields filled (aClientRecord has the rest). */
export function aClient(overrides: Partial<Client> = {}): Client {
  return aClientRecord({
    id: overrides.id ?? nextId++,
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@ejemplo.com',
    phone: '1155550000',
    birthdate: '1990-04-12',
    gender: 'Femenino',
    weightKg: 61.5,
    heightCm: 165,
    memberSince: '2024-03-05',
    subscriptionStatus: 'paid',
    hasAppAccess: true,
    appRegisteredAt: '2024-03-06T12:00:00.000Z',
    createdAt: '2024-03-05T12:00:00.000Z',
    updatedAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  });
}

/** Signs in Sofía Paz (id 7) as 'AD' (Administrador) or 'CO' (Entrenador), as the token's role claim says. */
export function signInAs(role: 'AD' | 'CO', claims: Record<string, unknown> = {}) {
  const access = fakeAccessToken({ id: 7, first_name: 'Sofía', last_name: 'Paz', email: 'sofia@ejemplo.com', role, ...claims });
  useSession.getState().signIn({ access, refresh: 'refresh-token' });
}

/** A member of the business as GET /api/v1/team/members answers it. */
export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 1,
    firstName: 'Laura',
    lastName: 'Gómez',
    email: 'laura@ejemplo.com',
    role: 'CO',
    active: true,
    image: null,
    clientCount: 0,
    lastSeenAt: null,
    createdAt: '2024-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The team: Sofía administers (id 7, signInAs's), Laura and Diego train, Marta left (inactive). */
export const team: TeamMember[] = [
  aMember({ id: 7, firstName: 'Sofía', lastName: 'Paz', role: 'AD', email: 'sofia@ejemplo.com' }),
  aMember({ id: 1 }),
  aMember({ id: 2, firstName: 'Diego', lastName: 'Ruiz', email: 'diego@ejemplo.com', image: '/media/team/diego.jpg' }),
  aMember({ id: 3, firstName: 'Marta', lastName: 'Sosa', email: 'marta@ejemplo.com', active: false }),
];

/** The query of a stubbed call, as an object ("?page=1&sort=name" → { page: '1', sort: 'name' }). */
export const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url, 'http://localhost').searchParams);

export { resetBrowserState } from '@coach/shared/testing';
