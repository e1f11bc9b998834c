import { AppProviders, createQueryClient, permissionTexts, useSession } from '@coach/shared';
import { emptyPaymentDetails, type Business } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall } from '@coach/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BusinessPage } from './business-page';

// antd's selects render slowly on a busy 2-core machine.
jest.setTimeout(30_000);

const business: Business = {
  name: 'Estudio Ana',
  timeZone: 'America/Argentina/Buenos_Aires',
  currency: 'ARS',
  country: 'AR',
  logo: '/media/logos/estudio.png',
  payment: { ...emptyPaymentDetails, transferAlias: 'estudio.ana' },
  settingsConfirmed: true,
};

let calls: FetchCall[] = [];

function renderPage(role: 'AD' | 'CO', { settingsConfirmed = true } = {}) {
  let current = { ...business, settingsConfirmed };
  ({ calls } = stubFetch((call) => {
    if (call.url === '/api/v1/business' && call.method === 'PATCH') current = { ...current, ...(call.body as object), settingsConfirmed: true };
    if (call.url === '/api/v1/business') return { status: 200, body: current };
    if (call.url === '/api/v1/exports/latest') return { status: 200, body: { latest: null } };
    return { status: 200, body: {} };
  }));
  useSession.getState().signIn({ access: fakeAccessToken({ role }), refresh: 'refresh-token' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/perfil/negocio']}>
        <BusinessPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const region = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('Mi negocio', () => {
  beforeEach(() => resetBrowserState());

  it('lets an administrator change the data and the logo, and export', async () => {
    renderPage('AD');
    expect(await screen.findByLabelText('Nombre del negocio')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(within(region('Logo')).getByRole('button', { name: 'Cambiar logo' })).toBeInTheDocument();
    expect(within(region('Logo')).getByRole('button', { name: 'Quitar logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exportar mis datos' })).toBeInTheDocument();
    expect(screen.queryByText(permissionTexts.businessReadOnly)).not.toBeInTheDocument();
  });

  it('asks an administrator to confirm the country, zone and currency the sign-up proposed, in one click', async () => {
    renderPage('AD', { settingsConfirmed: false });
    const confirmation = await screen.findByTestId('business-confirmation');
    expect(confirmation).toHaveTextContent('¿Están bien el país, la zona horaria y la moneda?');
    expect(confirmation).toHaveTextContent('según tu teléfono y tu navegador: Argentina · Buenos Aires · ARS');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Sí, están bien' }));
    await waitFor(() => expect(screen.queryByTestId('business-confirmation')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/v1/business', body: { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' } }),
    ]);
    expect(await screen.findByText('Listo: confirmaste el país, la zona horaria y la moneda')).toBeInTheDocument();
  });

  it('asks nothing once they are confirmed', async () => {
    renderPage('AD');
    expect(await screen.findByLabelText('Nombre del negocio')).toBeEnabled();
    expect(screen.queryByTestId('business-confirmation')).not.toBeInTheDocument();
  });

  it('asks nothing of a trainer, who cannot change them', async () => {
    renderPage('CO', { settingsConfirmed: false });
    expect(await screen.findByLabelText('Nombre del negocio')).toBeDisabled();
    expect(screen.queryByTestId('business-confirmation')).not.toBeInTheDocument();
  });

  it('shows a trainer the same data, read-only: no save, no logo upload or removal, no export, and says why', async () => {
    renderPage('CO');
    expect(await screen.findByLabelText('Nombre del negocio')).toHaveValue('Estudio Ana');
    expect(screen.getByText(permissionTexts.businessReadOnly)).toBeInTheDocument();
    expect(permissionTexts.businessReadOnly).toBe('Solo un administrador puede cambiar los datos del negocio.');

    for (const field of ['Nombre del negocio', 'Alias', 'Titular', 'Link de pago', 'Otras indicaciones']) expect(screen.getByLabelText(field)).toBeDisabled();
    for (const select of ['País', 'Zona horaria', 'Moneda']) expect(screen.getByRole('combobox', { name: select })).toBeDisabled();
    expect(screen.getByLabelText('Alias')).toHaveValue('estudio.ana');
    // What is there can still be copied.
    expect(screen.getByRole('button', { name: 'Copiar alias' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    const logo = region('Logo');
    expect(within(logo).getByRole('img', { name: 'Logo de Estudio Ana' })).toBeInTheDocument();
    expect(within(logo).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('photo-input')).not.toBeInTheDocument();

    expect(screen.queryByRole('heading', { name: 'Exportar mis datos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar mis datos' })).not.toBeInTheDocument();
    // Nothing the API would refuse them is even asked.
    expect(calls.filter((call) => call.url.startsWith('/api/v1/exports'))).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
