import { AppProviders, createQueryClient, useSession, useSupportForm } from '@coach/shared';
import { supportMessages } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type Reply } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SupportRequestDialog } from './support-request-dialog';

jest.setTimeout(20_000);

function renderDialog(reply: Reply, text = '') {
  const stub = stubFetch(() => reply);
  useSession.getState().signIn({ access: fakeAccessToken({ email: 'ana@ejemplo.com' }), refresh: 'refresh-token' });
  useSupportForm.getState().show(text);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/rutinas/3']}>
        <SupportRequestDialog />
      </MemoryRouter>
    </AppProviders>,
  );
  return stub;
}

describe('SupportRequestDialog ("¿Necesitás ayuda?" without SUPPORT_PHONE)', () => {
  beforeEach(() => {
    resetBrowserState();
    useSupportForm.setState({ open: false, text: '' });
  });

  it('sends the text with the screen the trainer is on, confirms where the answer goes and closes', async () => {
    const { calls } = renderDialog({ status: 201, body: { id: 1, createdAt: '2026-11-27T10:00:00.000Z' } });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '¿Necesitás ayuda?' });
    expect(dialog).toHaveTextContent('ana@ejemplo.com');
    expect(dialog).toHaveTextContent('Pantalla: /rutinas/3');

    await user.type(screen.getByLabelText('Tu consulta'), 'No encuentro cómo duplicar una rutina.');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    expect(await screen.findByText('Recibimos tu consulta')).toBeInTheDocument();
    expect(screen.getByText('Te vamos a responder a ana@ejemplo.com.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/v1/support-requests', method: 'POST', body: { message: 'No encuentro cómo duplicar una rutina.', screen: '/rutinas/3' } },
    ]);
    await waitFor(() => expect(useSupportForm.getState().open).toBe(false));
  });

  it('asks for the text in Spanish before sending anything', async () => {
    const { spy } = renderDialog({ status: 201, body: { id: 1, createdAt: '2026-11-27T10:00:00.000Z' } });
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByText(supportMessages.messageRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tu consulta'), 'ayuda');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByText(supportMessages.messageTooShort)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('starts with the text it was opened with (the trial lock\'s "Contactarnos")', async () => {
    renderDialog({ status: 201 }, 'Hola, terminó mi prueba gratuita.');
    expect(await screen.findByLabelText('Tu consulta')).toHaveValue('Hola, terminó mi prueba gratuita.');
  });

  it('keeps the text and says so when it could not be sent', async () => {
    renderDialog({ status: 429, body: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tu consulta'), 'No puedo cargar un pago parcial.');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await screen.findByText('No pudimos enviar tu consulta')).toBeInTheDocument();
    expect(screen.getByText('Demasiados intentos. Esperá unos minutos y volvé a intentar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu consulta')).toHaveValue('No puedo cargar un pago parcial.');
    expect(useSupportForm.getState().open).toBe(true);
  });
});
