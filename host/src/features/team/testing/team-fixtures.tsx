import { AppProviders, createQueryClient, useSession } from '@coach/shared';
import type { TeamActivityItem, TeamInvitation, TeamMember } from '@coach/shared/contracts';
import { fakeAccessToken, LocationProbe, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** The signed-in administrator of the tests (the token's `id`). */
export const ME = 7;

export const aMember = (fields: Partial<TeamMember> = {}): TeamMember => ({
  id: ME,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@ejemplo.com',
  role: 'AD',
  active: true,
  image: null,
  clientCount: 4,
  lastSeenAt: null,
  createdAt: '2025-01-10T12:00:00.000Z',
  ...fields,
});

export const team: TeamMember[] = [
  aMember(),
  aMember({ id: 8, firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', role: 'CO', clientCount: 3 }),
  aMember({ id: 9, firstName: 'Carla', lastName: 'Gómez', email: 'carla@ejemplo.com', role: 'CO', clientCount: 0 }),
  aMember({ id: 10, firstName: 'Diego', lastName: 'Ruiz', email: 'diego@ejemplo.com', role: 'CO', active: false, clientCount: 0 }),
];

export const anInvitation = (fields: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: 31,
  email: 'eva@ejemplo.com',
  role: 'CO',
  firstName: 'Eva',
  lastName: 'Luna',
  invitedBy: 'Ana Pérez',
  // 12:00 UTC: 09:00 in Buenos Aires, the default business zone.
  sentAt: '2025-03-01T12:00:00.000Z',
  expiresAt: '2025-03-08T12:00:00.000Z',
  expired: false,
  ...fields,
});

export const anActivity = (fields: Partial<TeamActivityItem> = {}): TeamActivityItem => ({
  id: 1,
  userId: 8,
  memberName: 'Bruno Díaz',
  action: 'client_create',
  label: 'Creó el cliente Juan Soto',
  metadata: {},
  createdAt: '2025-03-05T17:30:00.000Z',
  ...fields,
});

export type Handler = (call: FetchCall) => Reply | undefined;

/**
 * The API of Equipo: `handler` answers first (undefined: not this call); then the lists answer `team`,
 * no invitations and no activity.
 */
export function stubTeamApi(handler: Handler = () => undefined, data: { members?: TeamMember[]; invitations?: TeamInvitation[]; activity?: TeamActivityItem[] } = {}) {
  return stubFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url === '/api/v1/team/members') return { status: 200, body: { results: data.members ?? team } };
    if (call.method === 'GET' && call.url === '/api/v1/team/invitations') return { status: 200, body: { results: data.invitations ?? [] } };
    if (call.method === 'GET' && call.url.startsWith('/api/v1/team/activity')) {
      const results = data.activity ?? [];
      return { status: 200, body: { count: results.length, page: 1, pageSize: 20, results } };
    }
    // `me` (the business's settings) answers nothing usable: the formatters keep Buenos Aires.
    return { status: 200, body: {} };
  });
}

/** Signs in as the administrator (or `role`) and renders `ui` with the providers and a router. */
export function renderSignedIn(ui: ReactNode, role = 'AD') {
  useSession.getState().signIn({ access: fakeAccessToken({ id: ME, role }), refresh: 'refresh-token' });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/equipo']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
