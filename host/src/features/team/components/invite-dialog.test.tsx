import { teamMessages } from '@coach/shared/contracts';
import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toInvitationCreate } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { anInvitation, renderSignedIn, stubTeamApi, type Handler } from '../testing/team-fixtures';
import { InviteDialog } from './invite-dialog';

jest.setTimeout(30_000);

/** The page's pending list, read before inviting. */
function PendingList() {
  const invitations = useInvitations();
  return invitations.data ? <p>{invitations.data.length} pendiente</p> : null;
}

let calls: FetchCall[] = [];
const posts = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/team/invitations');

function renderDialog(handler?: Handler) {
  ({ calls } = stubTeamApi(handler));
  const onClose = jest.fn();
  renderSignedIn(<InviteDialog open onClose={onClose} />);
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog', { name: 'Invitar a alguien' }), onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, value: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.paste(value);
}

describe('InviteDialog', () => {
  beforeEach(() => resetBrowserState());

  it('asks for a valid email before sending', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El correo es requerido')).toBeInTheDocument();

    await fill(user, dialog, 'Correo electrónico', 'eva@ejemplo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El formato del correo no es válido')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('offers Entrenador by default, and sends the email, the role chosen and the names', async () => {
    const { user, dialog, onClose } = renderDialog((call) =>
      call.method === 'POST' ? { status: 201, body: anInvitation({ role: 'AD' }) } : undefined,
    );
    expect(within(dialog).getByRole('radio', { name: /Entrenador/ })).toBeChecked();
    await fill(user, dialog, 'Correo electrónico', ' Eva@Ejemplo.com ');
    await user.click(within(dialog).getByRole('radio', { name: /Administrador/ }));
    await fill(user, dialog, 'Nombre (opcional)', 'Eva');
    await fill(user, dialog, 'Apellido (opcional)', 'Luna');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText('Invitación enviada')).toBeInTheDocument();
    expect(screen.getByText('Le enviamos a eva@ejemplo.com un enlace para sumarse al equipo. Vence en 7 días.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: '/api/v1/team/invitations', method: 'POST', body: { email: 'eva@ejemplo.com', role: 'AD', firstName: 'Eva', lastName: 'Luna' } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the empty names out', () => {
    expect(toInvitationCreate({ email: 'eva@ejemplo.com', role: 'CO', firstName: '', lastName: '  ' })).toEqual({ email: 'eva@ejemplo.com', role: 'CO' });
  });

  it('says under the email when that person is already on the team', async () => {
    const { user, dialog, onClose } = renderDialog((call) =>
      call.method === 'POST' ? { status: 409, body: { code: 'ALREADY_MEMBER', message: teamMessages.alreadyMember } } : undefined,
    );
    await fill(user, dialog, 'Correo electrónico', 'bruno@ejemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    const message = await within(dialog).findByText(teamMessages.alreadyMember);
    expect(message.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('Correo electrónico'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the email has an account in another business', async () => {
    const { user, dialog } = renderDialog((call) =>
      call.method === 'POST' ? { status: 409, body: { code: 'ACCOUNT_EXISTS', message: teamMessages.accountElsewhere } } : undefined,
    );
    await fill(user, dialog, 'Correo electrónico', 'otra@ejemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText(teamMessages.accountElsewhere)).toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields', async () => {
    const { user, dialog } = renderDialog((call) =>
      call.method === 'POST'
        ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos ingresados', details: { fieldErrors: { firstName: ['El nombre tiene caracteres no permitidos'] } } } }
        : undefined,
    );
    await fill(user, dialog, 'Correo electrónico', 'eva@ejemplo.com');
    await fill(user, dialog, 'Nombre (opcional)', 'Eva');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    const message = await within(dialog).findByText('El nombre tiene caracteres no permitidos');
    expect(message.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('Nombre (opcional)'));
  });

  it('says "reenviada" when that email already had a pending invitation (the API sends it again)', async () => {
    ({ calls } = stubTeamApi((call) => (call.method === 'POST' ? { status: 200, body: anInvitation() } : undefined), { invitations: [anInvitation()] }));
    renderSignedIn(
      <>
        <PendingList />
        <InviteDialog open onClose={jest.fn()} />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog', { name: 'Invitar a alguien' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/team/invitations' && call.method === 'GET')).toBe(true));
    await screen.findByText('1 pendiente');
    await fill(user, dialog, 'Correo electrónico', 'eva@ejemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText('Invitación reenviada')).toBeInTheDocument();
    expect(screen.getByText(/eva@ejemplo.com ya tenía una invitación pendiente: le enviamos un enlace nuevo/)).toBeInTheDocument();
  });
});
