import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '../query/query-client';
import { useSession } from '../session/session-store';
import { deferredReply, fakeAccessToken, resetBrowserState, stubFetch, type Reply } from '../testing';
import { businessSettingsOf, DEFAULT_BUSINESS_SETTINGS, meQueryOptions, useBusinessSettings } from './business-settings';
import { formatInstantDateTime } from './dates';
import { formatMoney } from './money';

beforeEach(resetBrowserState);

const me = (business: { name: string; timeZone: string; currency: string; country: string }) => ({
  id: 7,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@ejemplo.com',
  phone: null,
  birthDate: null,
  gender: null,
  address: null,
  role: 'CO',
  image: null,
  gymId: 3,
  business,
});

const madrid = { name: 'Estudio Ana', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' };

/** What a screen shows with the settings: an instant and an amount. */
function Receipt() {
  const settings = useBusinessSettings();
  return (
    <p data-testid="receipt" data-business={settings.name}>
      {formatInstantDateTime('2024-03-06T01:00:00Z', settings.timeZone)} · {formatMoney(123450, settings)}
    </p>
  );
}

function Screen({ queryClient, extra = false }: { queryClient: QueryClient; extra?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Receipt />
      {extra && <Receipt />}
    </QueryClientProvider>
  );
}

const signIn = () => useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
// toHaveTextContent reads the no-break space after the currency sign as a space.
const meCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/v1/me');
const receipt = () => screen.getAllByTestId('receipt')[0]!;

describe('useBusinessSettings', () => {
  it('formats with Buenos Aires and ARS while the settings load, then with the business’s own', async () => {
    const reply = deferredReply();
    const { calls } = stubFetch(() => reply.promise);
    signIn();
    render(<Screen queryClient={createQueryClient()} />);
    expect(receipt()).toHaveTextContent('05/03/2024 22:00 · $ 1.234,50');

    reply.release({ status: 200, body: me(madrid) });
    await waitFor(() => expect(receipt()).toHaveTextContent('06/03/2024 02:00 · 1234,50 €'));
    expect(receipt()).toHaveAttribute('data-business', 'Estudio Ana');
    expect(meCalls(calls)).toHaveLength(1);
  });

  it('shares the profile’s `me` cache entry: what is cached is used, and screens that mount do not ask again', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: me(madrid) }));
    signIn();
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryOptions().queryKey, me(madrid) as never);

    function Toggle() {
      const [more, setMore] = useState(false);
      return (
        <>
          <button onClick={() => setMore(true)}>más</button>
          <Screen queryClient={queryClient} extra={more} />
        </>
      );
    }
    render(<Toggle />);
    expect(receipt()).toHaveTextContent('06/03/2024 02:00');
    await userEvent.click(screen.getByRole('button', { name: 'más' }));
    expect(screen.getAllByTestId('receipt')).toHaveLength(2);
    expect(meCalls(calls)).toHaveLength(0);
  });

  it('asks nothing while signed out, and keeps the defaults', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: me(madrid) }));
    render(<Screen queryClient={createQueryClient()} />);
    expect(receipt()).toHaveTextContent('05/03/2024 22:00 · $ 1.234,50');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('keeps the defaults when the call fails', async () => {
    const failure: Reply = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } };
    const { calls } = stubFetch(() => failure);
    signIn();
    render(<Screen queryClient={createQueryClient()} />);
    // The query retries once (SPEC.md defaults), then gives up.
    await waitFor(() => expect(meCalls(calls)).toHaveLength(2), { timeout: 4000 });
    expect(receipt()).toHaveTextContent('05/03/2024 22:00 · $ 1.234,50');
  });
});

describe('businessSettingsOf', () => {
  it('takes the business’s settings, upper-casing the currency', () => {
    expect(businessSettingsOf(me({ name: 'Estudio', timeZone: 'Pacific/Kiritimati', currency: 'jpy', country: 'MX' }))).toEqual({
      name: 'Estudio',
      timeZone: 'Pacific/Kiritimati',
      currency: 'JPY',
      country: 'MX',
    });
  });

  it('falls back to the defaults for a zone the browser does not know, a malformed currency or no business', () => {
    expect(businessSettingsOf(me({ name: 'Estudio', timeZone: 'America/Nowhere', currency: 'PESOS', country: 'Atlántida' }))).toEqual({
      name: 'Estudio',
      timeZone: DEFAULT_BUSINESS_SETTINGS.timeZone,
      currency: 'ARS',
      country: 'AR',
    });
    expect(businessSettingsOf({} as never)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    expect(businessSettingsOf(undefined)).toEqual({ name: '', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' });
  });
});
