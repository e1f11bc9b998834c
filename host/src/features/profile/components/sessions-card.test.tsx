import { ACCESS_TOKEN_KEY, AppProviders, REFRESH_TOKEN_KEY, createQueryClient, useSession } from '@coach/shared';
import { fakeAccessToken, resetBrowserState, stubFetch } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionsCard } from './sessions-card';

jest.setTimeout(20_000);

function renderCard(status: number) {
  const stub = stubFetch(() => ({ status, body: status >= 400 ? { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } : undefined }));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <SessionsCard />
    </AppProviders>,
  );
  return stub;
}

const button = () => screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });

describe('Cerrar sesión en todos los dispositivos', () => {
  beforeEach(resetBrowserState);

  it('asks first; cancelling changes nothing', async () => {
    const { spy } = renderCard(204);
    const user = userEvent.setup();
    await user.click(button());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cerrar sesión en todos los dispositivos?');
    expect(dialog).toHaveTextContent('Se cierran todas tus sesiones abiertas, también esta.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).not.toHaveBeenCalled();
    expect(useSession.getState().user).not.toBeNull();
  });

  it('once confirmed, ends every session on the server and signs this browser out', async () => {
    const { calls } = renderCard(204);
    const user = userEvent.setup();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones' }));

    expect(await screen.findByText('Cerramos todas tus sesiones')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/v1/me/sessions/revoke', method: 'POST', body: undefined }]);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the session and says so when the server fails', async () => {
    renderCard(500);
    const user = userEvent.setup();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect(await screen.findByText('No pudimos cerrar tus sesiones')).toBeInTheDocument();
    expect(useSession.getState().user).not.toBeNull();
  });
});
