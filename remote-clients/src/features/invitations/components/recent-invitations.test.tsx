import { AppProviders, createQueryClient } from '@coach/shared';
import { type Invitation } from '@coach/shared/contracts';
import { stubFetch } from '@coach/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecentInvitations } from './recent-invitations';

const invitation = (id: number, overrides: Partial<Invitation>): Invitation => ({
  id,
  code: `ABCD${id}XYZ`.slice(0, 8),
  status: 'pending',
  clientId: null,
  clientName: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
  usedAt: null,
  revokedAt: null,
  ...overrides,
});

const renderPanel = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RecentInvitations />
    </AppProviders>,
  );

describe('RecentInvitations', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each code with whether it is pending, used or expired', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        items: [
          invitation(1, { clientName: 'Carla Núñez' }),
          // 22:30 on the 20th in Buenos Aires, the business's zone while its settings load; the 21st in UTC.
          invitation(2, { status: 'used', usedAt: '2026-11-21T01:30:00.000Z' }),
          invitation(3, { status: 'expired' }),
          invitation(4, { status: 'revoked', revokedAt: '2026-11-20T15:00:00.000Z' }),
        ],
        total: 4,
      },
    }));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Códigos de invitación' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'used', 'expired', 'revoked']);
    expect(items[3]).toHaveTextContent('Anulado el 20/11/2026');
    // Only a pending code can be taken back.
    expect(items.map((item) => within(item).queryByRole('button', { name: /^Anular el código/ }) !== null)).toEqual([true, false, false, false]);
    expect(items[0]).toHaveTextContent('Pendiente');
    expect(items[0]).toHaveTextContent('Carla Núñez');
    expect(items[1]).toHaveTextContent('Usado el 20/11/2026');
    expect(items[2]).toHaveTextContent('Venció el 21/11/2026');
  });

  it('pages through older codes, five at a time', async () => {
    const { calls } = stubFetch((call) => {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return { status: 200, body: { items: [invitation(page, {})], total: 7 } };
    });
    renderPanel();
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguientes' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://x').search)).toEqual(['?page=1&pageSize=5', '?page=2&pageSize=5']);
  });

  it('stays out of the way when there are no codes yet', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [], total: 0 } }));
    renderPanel();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Códigos de invitación' })).not.toBeInTheDocument();
  });

  it('takes a pending code back after asking, and lists it again', async () => {
    let revoked = false;
    const { calls } = stubFetch((call) => {
      if (call.method === 'DELETE') {
        revoked = true;
        return { status: 204, body: null };
      }
      const item = revoked ? invitation(1, { status: 'revoked', revokedAt: '2026-11-20T15:00:00.000Z' }) : invitation(1, {});
      return { status: 200, body: { items: [item], total: 1 } };
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anular el código ABCD1XYZ' }));
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('data-status', 'revoked'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/invitations/1']);
  });
});
