import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, copyTexts, createQueryClient, formatMoney } from '@coach/shared';
import { emptyPaymentDetails as noPaymentDetails, type ClientAppSubscription } from '@coach/shared/contracts';
import { useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, resetBrowserState, stubFetch, type Reply } from '@coach/shared/testing';
import ClientAppPlan from '../../../exposes/client-app-plan';
import { NO_PLAN_TEXT } from './client-app-plan';

jest.setTimeout(20_000);

function renderPlan(reply: Reply) {
  const { calls } = stubFetch((call) => (call.url === '/api/v1/client-app/subscription' ? reply : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } }));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ClientAppPlan />
    </AppProviders>,
  );
  return calls;
}

/** As Testing Library reads text: the formatter's no-break space as a space. */
const usd = (minorUnits: number) => formatMoney(minorUnits, { currency: 'USD', country: 'AR' }).replace(/\s/g, ' ');

const business: ClientAppSubscription['business'] = { name: 'Estudio Ana', country: 'AR', logo: null, payment: noPaymentDetails };

const withPlan: ClientAppSubscription = {
  currency: 'USD',
  business,
  plan: { name: 'Personalizado', description: 'Tres sesiones por semana', recurrence: 'monthly', amount: 2_000_000 },
  subscription: { startDate: '2026-01-10', endDate: null, scheduledChange: { planName: 'Grupal', startDate: '2026-12-10' } },
  periods: [
    { startDate: '2026-11-10', endDate: '2026-12-09', status: 'partial', amount: 2_000_000, paid: 500_000, remaining: 1_500_000, credit: 0, payments: [{ date: '2026-11-12', amount: 500_000, method: 'transfer' }] },
    { startDate: '2026-10-10', endDate: '2026-11-09', status: 'overdue', amount: 2_000_000, paid: 0, remaining: 2_000_000, credit: 0, payments: [] },
    { startDate: '2026-09-10', endDate: '2026-10-09', status: 'paid', amount: 2_000_000, paid: 2_000_000, remaining: 0, credit: 0, payments: [{ date: '2026-09-10', amount: 2_000_000, method: 'cash' }] },
  ],
};

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
});
afterEach(() => useClientSession.getState().signOut());

describe('Mi plan', () => {
  it("shows the plan, the subscription and the periods newest first, in the business's currency, with the client's token", async () => {
    const calls = renderPlan({ status: 200, body: withPlan });

    expect(await screen.findByRole('heading', { name: 'Personalizado' })).toBeInTheDocument();
    expect(screen.getByText('Tres sesiones por semana')).toBeInTheDocument();
    expect(screen.getByText(`${usd(2_000_000)} por mes`)).toBeInTheDocument();
    expect(screen.getByText('Mensual')).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
    expect(screen.getByText('Sin fecha de fin')).toBeInTheDocument();
    expect(screen.getByText(/desde el 10\/12\/2026 pasás al plan/)).toHaveTextContent('Grupal');

    const periods = within(screen.getByRole('list', { name: 'Períodos' })).getAllByRole('listitem', { name: /^Período / });
    expect(periods.map((period) => period.getAttribute('aria-label'))).toEqual([
      'Período 10/11/2026 – 09/12/2026',
      'Período 10/10/2026 – 09/11/2026',
      'Período 10/09/2026 – 09/10/2026',
    ]);
    const tagOf = (period: HTMLElement) => period.querySelector('.ant-tag')?.textContent;
    expect(periods.map(tagOf)).toEqual(['Pago parcial', 'Vencido', 'Pagado']);
    expect(within(periods[0]!).getByText(usd(1_500_000))).toBeInTheDocument();
    expect(within(periods[0]!).getByRole('list', { name: /^Pagos del período/ })).toHaveTextContent(`12/11/2026 · ${usd(500_000)} · Transferencia`);
    expect(within(periods[2]!).getByText(/Efectivo/)).toBeInTheDocument();
    expect(usd(2_000_000)).toBe('US$ 20.000,00');

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/client-app/subscription' });
    const authorization = (jest.mocked(fetch).mock.calls[0]![1]?.headers as Record<string, string> | Headers | undefined);
    const bearer = authorization instanceof Headers ? authorization.get('Authorization') : authorization?.Authorization;
    expect(bearer).toBe(`Bearer ${localStorage.getItem('coach.app.access-token')}`);
  });

  it('tells the client to ask the trainer when there is no plan', async () => {
    renderPlan({ status: 200, body: { currency: 'ARS', business, plan: null, subscription: null, periods: [] } });
    expect(await screen.findByText(NO_PLAN_TEXT)).toBeInTheDocument();
    expect(NO_PLAN_TEXT).toBe('Todavía no tenés un plan asignado. Consultá con tu entrenador.');
    expect(screen.queryByRole('list', { name: 'Períodos' })).not.toBeInTheDocument();
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    renderPlan({ status: 500, body: { code: 'INTERNAL', message: 'Error' } });
    expect(await screen.findByText('No pudimos cargar tu plan', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says how to pay when the trainer filled it in "Mi negocio", with the logo and a safe payment link', async () => {
    renderPlan({
      status: 200,
      body: {
        ...withPlan,
        business: {
          ...business,
          logo: '/uploads/avatars/logo.png',
          payment: { ...noPaymentDetails, transferAlias: 'estudio.ana', transferHolder: 'Ana Pérez', paymentLink: 'https://pagos.example.com/ana', paymentNotes: 'Hasta el 10 de cada mes' },
        },
      },
    });
    const card = (await screen.findByRole('heading', { name: /Cómo pagar/ })).closest('.ant-card') as HTMLElement;
    expect(card).toHaveTextContent('estudio.ana');
    expect(card).toHaveTextContent('Ana Pérez');
    expect(card).toHaveTextContent('Hasta el 10 de cada mes');
    const link = within(card).getByRole('link', { name: 'Pagar con el link de Estudio Ana' });
    expect(link).toHaveAttribute('href', 'https://pagos.example.com/ana');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('img', { name: 'Logo de Estudio Ana' })).toHaveAttribute('src', '/uploads/avatars/logo.png');
  });

  it('shows no "Cómo pagar" when the trainer said nothing, and amounts as the business\'s country writes them', async () => {
    renderPlan({ status: 200, body: { ...withPlan, currency: 'CLP', business: { ...business, country: 'CL' }, plan: { ...withPlan.plan!, amount: 35_000 } } });
    expect(await screen.findByText('$35.000 por mes')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cómo pagar/ })).not.toBeInTheDocument();
  });

  describe('"Cómo pagar" says the details the way the business\'s country does, each with its copy button', () => {
    const howToPay = async () => (await screen.findByRole('heading', { name: /Cómo pagar/ })).closest('.ant-card') as HTMLElement;
    /** Each detail as "label: value", in the order shown. */
    const details = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.querySelector('span')?.textContent}`);

    it('in Mexico, the CLABE in groups of four; "Copiar CLABE" copies its 18 digits and says "Copiado"', async () => {
      renderPlan({
        status: 200,
        body: {
          ...withPlan,
          currency: 'MXN',
          business: { ...business, country: 'MX', payment: { ...noPaymentDetails, transferAccount: '002010077777777771', transferHolder: 'Ana Pérez', transferBank: 'Banamex' } },
        },
      });
      const user = userEvent.setup();
      const card = await howToPay();
      expect(details(card)).toEqual(['CLABE: 0020 1007 7777 7777 71', 'Titular: Ana Pérez', 'Banco: Banamex']);
      expect(within(card).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Copiar CLABE', 'Copiar titular', 'Copiar banco']);

      await user.click(within(card).getByRole('button', { name: 'Copiar CLABE' }));
      expect(await navigator.clipboard.readText()).toBe('002010077777777771');
      expect(await screen.findByText(copyTexts.copied)).toBeInTheDocument();
      expect(copyTexts.copied).toBe('Copiado');
    });

    it('in Argentina, the alias and the CBU/CVU, each with its button, which works from the keyboard', async () => {
      renderPlan({
        status: 200,
        body: { ...withPlan, business: { ...business, payment: { ...noPaymentDetails, transferAlias: 'estudio.ana', transferAccount: '2850590940090418135201' } } },
      });
      const user = userEvent.setup();
      const card = await howToPay();
      expect(details(card)).toEqual(['Alias: estudio.ana', 'CBU/CVU: 2850590940090418135201']);
      expect(within(card).getByRole('button', { name: 'Copiar alias' })).toBeEnabled();
      within(card).getByRole('button', { name: 'Copiar CBU/CVU' }).focus();
      await user.keyboard('{Enter}');
      expect(await navigator.clipboard.readText()).toBe('2850590940090418135201');
      // The toast says what was copied.
      expect(await screen.findByText('CBU/CVU: 2850590940090418135201')).toBeInTheDocument();
    });

    it("in Spain, the IBAN in groups of four, copied without spaces; an alias saved before isn't shown", async () => {
      renderPlan({
        status: 200,
        body: {
          ...withPlan,
          currency: 'EUR',
          business: { ...business, country: 'ES', payment: { ...noPaymentDetails, transferAlias: 'estudio.ana', transferAccount: 'ES9121000418450200051332' } },
        },
      });
      const user = userEvent.setup();
      const card = await howToPay();
      expect(details(card)).toEqual(['IBAN: ES91 2100 0418 4502 0005 1332']);
      expect(within(card).queryByRole('button', { name: 'Copiar alias' })).not.toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Copiar IBAN' }));
      expect(await navigator.clipboard.readText()).toBe('ES9121000418450200051332');
      expect(await screen.findByText('IBAN: ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    });

    it("in Chile, the RUT with its dots and the type of account by its name (a type isn't copied)", async () => {
      renderPlan({
        status: 200,
        body: {
          ...withPlan,
          currency: 'CLP',
          business: {
            ...business,
            country: 'CL',
            payment: { ...noPaymentDetails, transferHolderTaxId: '12345678-5', transferAccountType: 'corriente', transferAccount: '12345678', transferBank: 'Banco de Chile' },
          },
        },
      });
      const card = await howToPay();
      expect(details(card)).toEqual(['RUT: 12.345.678-5', 'Banco: Banco de Chile', 'Tipo de cuenta: Cuenta corriente', 'Número de cuenta: 12345678']);
      expect(within(card).queryByRole('button', { name: 'Copiar tipo de cuenta' })).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Copiar RUT' })).toBeInTheDocument();
    });

    it('shows no "Cómo pagar" when the only detail saved is one the country does not use', async () => {
      renderPlan({ status: 200, body: { ...withPlan, business: { ...business, country: 'MX', payment: { ...noPaymentDetails, transferAlias: 'estudio.ana' } } } });
      expect(await screen.findByRole('heading', { name: 'Personalizado' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Cómo pagar/ })).not.toBeInTheDocument();
    });
  });
});
