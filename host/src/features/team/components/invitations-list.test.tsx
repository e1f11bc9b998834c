import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anInvitation, renderSignedIn, stubTeamApi, type Handler } from '../testing/team-fixtures';
import { InvitationsList } from './invitations-list';

jest.setTimeout(30_000);

let calls: FetchCall[] = [];

const pending = [
  anInvitation(),
  anInvitation({ id: 32, email: 'fede@ejemplo.com', firstName: null, lastName: null, role: 'AD', expired: true, expiresAt: '2025-02-20T12:00:00.000Z' }),
];

function renderList(handler?: Handler, invitations = pending) {
  ({ calls } = stubTeamApi(handler, { invitations }));
  const onInvite = jest.fn();
  renderSignedIn(<InvitationsList invitations={invitations} onInvite={onInvite} />);
  return { user: userEvent.setup({ delay: null }), onInvite };
}

describe('InvitationsList', () => {
  beforeEach(() => resetBrowserState());

  it('shows who was invited, as what, when it was sent and until when it leads in', () => {
    renderList();
    const eva = screen.getByTestId('invitation-31');
    expect(eva).toHaveTextContent('eva@ejemplo.com');
    expect(eva).toHaveTextContent('Eva Luna');
    expect(within(eva).getByText('Entrenador')).toBeInTheDocument();
    expect(eva).toHaveTextContent('Enviada el 01/03/2025');
    expect(eva).toHaveTextContent('Vence el 08/03/2025');

    const fede = screen.getByTestId('invitation-32');
    expect(within(fede).getByText('Administrador')).toBeInTheDocument();
    expect(within(fede).getByText('Vencida')).toBeInTheDocument();
    expect(fede).not.toHaveTextContent('Vence el');
  });

  it('"Reenviar" sends a new link and says so', async () => {
    const { user } = renderList((call) =>
      call.method === 'POST' ? { status: 200, body: anInvitation({ id: 32, email: 'fede@ejemplo.com', expired: false }) } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar la invitación a fede@ejemplo.com' }));

    expect(await screen.findByText('Invitación reenviada')).toBeInTheDocument();
    expect(screen.getByText('Le enviamos un enlace nuevo a fede@ejemplo.com. Vence en 7 días.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ url: '/api/v1/team/invitations/32/resend', method: 'POST', body: undefined }]);
  });

  it('"Anular" asks first, then cancels the invitation', async () => {
    const { user } = renderList((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await user.click(screen.getByRole('button', { name: 'Anular la invitación a eva@ejemplo.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Anular la invitación a eva@ejemplo.com?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Anular invitación' }));
    expect(await screen.findByText('Invitación anulada')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ url: '/api/v1/team/invitations/31', method: 'DELETE', body: undefined }]);
  });

  it('keeps the invitation when the dialog is closed without cancelling it', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Anular la invitación a eva@ejemplo.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('says when there is nothing pending, with the way to invite', async () => {
    const { user, onInvite } = renderList(undefined, []);
    expect(screen.getByText('No hay invitaciones pendientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invitar a alguien' }));
    expect(onInvite).toHaveBeenCalled();
  });
});
