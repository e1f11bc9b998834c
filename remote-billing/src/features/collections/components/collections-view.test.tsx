import { screen, waitFor, within } from '@testing-library/react';
import { billingToasts, type PeriodListItem } from '@coach/shared/contracts';
import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import PlansPage from '../../../exposes/plans-page';
import { aPeriodListItem } from '../../../testing/billing-fixtures';
import { queryOf } from '../../../testing/query-of';
import { dialogTitled } from '../../../testing/dialogs';
import { headersOf, renderBilling, signInAs, typeDate } from '../../../testing/render-billing';

jest.setTimeout(120_000);
beforeEach(() => {
  resetBrowserState();
  signInAs('AD');
});

const summary = { month: '2026-03', expectedThisMonth: 6_000_000, collectedThisMonth: 1_500_000, outstanding: 5_250_000, overdueCount: 2, currency: 'ARS' };
const isPeriodsList = (call: FetchCall) => call.method === 'GET' && call.url.startsWith('/api/v1/periods?');

const ana = aPeriodListItem({ id: 100, clientId: 5, clientName: 'Ana López', remaining: 2_000_000 });
const bruno = aPeriodListItem({
  id: 101,
  clientId: 6,
  clientName: 'Bruno Díaz',
  planName: 'Grupal',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  dueDate: '2026-03-31',
  status: 'partial',
  overdue: false,
  amount: 1_500_000,
  paid: 250_000,
  remaining: 1_250_000,
});

describe('Cobros', () => {
  it('shows the totals and every open period; sorts and filters through the URL', async () => {
    const { calls, user } = renderBilling(
      <PlansPage />,
      (call) => {
        if (call.url === '/api/v1/periods/summary') return { status: 200, body: summary };
        if (isPeriodsList(call)) return { status: 200, body: { items: [ana, bruno], total: 2 } };
        return undefined;
      },
      '/planes?vista=cobros',
    );

    const totals = await screen.findByRole('list', { name: 'Totales' });
    expect(within(totals).getByText('Esperado este mes').nextSibling).toHaveTextContent('$ 60.000,00');
    expect(within(totals).getByText('Cobrado este mes').nextSibling).toHaveTextContent('$ 15.000,00');
    expect(within(totals).getByText('Por cobrar').nextSibling).toHaveTextContent('$ 52.500,00');
    expect(within(totals).getByText('2 períodos vencidos')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Períodos por cobrar' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Ana López' })).toHaveAttribute('href', '/clientes/5?tab=plan-y-pagos');
    expect(within(rows[0]!).getByRole('button', { name: 'Recordar por WhatsApp' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Vencido')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pago parcial')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Grupal · 01/03/2026 – 31/03/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Falta').closest('div')).toHaveTextContent('$ 12.500,00');
    expect(queryOf(calls.find(isPeriodsList)!.url)).toMatchObject({ status: 'open', sort: 'dueDate', page: '1' });

    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByTitle('Monto: mayor primero'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/planes?vista=cobros&orden=-monto'));
    await user.click(screen.getByText('Vencidos'));
    await waitFor(() => expect(queryOf(screen.getByTestId('location').textContent!)).toEqual({ vista: 'cobros', estado: 'vencidos', orden: '-monto' }));
    await waitFor(() => expect(queryOf(calls.filter(isPeriodsList).at(-1)!.url)).toMatchObject({ status: 'overdue', sort: '-amount' }));
  });

  it('registers a payment in one click with an Idempotency-Key, the same key again when a network failure is retried', async () => {
    let posts = 0;
    let paid = false;
    const { calls, spy, user } = renderBilling(
      <PlansPage />,
      (call) => {
        if (call.url === '/api/v1/periods/summary') return { status: 200, body: summary };
        if (isPeriodsList(call)) return { status: 200, body: { items: paid ? [bruno] : [ana, bruno], total: paid ? 1 : 2 } };
        if (call.method === 'POST' && call.url === '/api/v1/periods/100/payments') {
          posts += 1;
          if (posts === 1) throw new TypeError('Failed to fetch');
          paid = true;
          const { payments: _payments, ...period } = { ...ana, payments: [] };
          return {
            status: 201,
            body: {
              payment: { id: 7, receiptNumber: 3, periodId: 100, date: '2026-03-15', method: 'transfer', concept: null, amount: 2_000_000, createdAt: '2026-03-15T12:00:00.000Z' },
              period: { ...(period as Omit<PeriodListItem, 'clientId' | 'clientName'>), status: 'paid', paid: 2_000_000, remaining: 0, overdue: false, payments: [] },
            },
          };
        }
        return undefined;
      },
      '/planes?vista=cobros',
    );

    await user.click(await screen.findByRole('button', { name: /^Registrar pago de Ana López/ }));
    const dialog = await dialogTitled('Registrar pago');
    expect(within(dialog).getByLabelText('Monto (ARS)')).toHaveValue('20.000');
    expect(within(dialog).getByText(/Ana López · Personalizado · 10\/01\/2026 – 09\/02\/2026 · Falta pagar \$ 20\.000,00/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Transferencia'));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));

    expect(await screen.findByText(billingToasts.paymentCreateFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(billingToasts.paymentCreated)).toBeInTheDocument();
    // The dialog then offers the receipt: to download, and to send by WhatsApp.
    const registered = await dialogTitled('Pago registrado');
    expect(within(registered).getByRole('button', { name: /Enviar comprobante$/ })).toBeInTheDocument();
    expect(within(registered).getByRole('button', { name: /Descargar comprobante$/ })).toBeInTheDocument();

    const postIndexes = calls.flatMap((call, index) => (call.method === 'POST' ? [index] : []));
    expect(postIndexes).toHaveLength(2);
    const keys = postIndexes.map((index) => headersOf(spy, index)['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[postIndexes[1]!]!.body).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), method: 'transfer', concept: null, amount: 2_000_000, closePeriod: false });

    // The paid period leaves Cobros.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana López' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bruno Díaz' })).toBeInTheDocument();
  });

  it('downloads the payments of a range as CSV (Accept: text/csv) into a named file', async () => {
    const createObjectURL = jest.fn(() => 'blob:pagos');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const csv = 'Fecha;Cliente;Plan;Período desde;Período hasta;Medio de pago;Concepto;Monto;Moneda\r\n15/03/2026;Ana López;Personalizado;10/02/2026;09/03/2026;Efectivo;;20000,00;ARS\r\n';
    const { calls, spy, user } = renderBilling(
      <PlansPage />,
      (call) => {
        if (call.url === '/api/v1/periods/summary') return { status: 200, body: summary };
        if (isPeriodsList(call)) return { status: 200, body: { items: [], total: 0 } };
        if (call.url.startsWith('/api/v1/payments?')) return { status: 200, body: csv };
        return undefined;
      },
      '/planes?vista=cobros',
    );

    expect(await screen.findByText('No hay nada por cobrar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar pagos (CSV)' }));
    const dialog = await dialogTitled('Descargar pagos (CSV)');
    await typeDate(user, within(dialog).getByLabelText('Desde'), '01/03/2026');
    await typeDate(user, within(dialog).getByLabelText('Hasta'), '31/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const index = calls.findIndex((call) => call.url.startsWith('/api/v1/payments?'));
    expect(calls[index]!.url).toBe('/api/v1/payments?from=2026-03-01&to=2026-03-31');
    expect(headersOf(spy, index).accept).toBe('text/csv');
    expect(clicked[0]!.download).toBe('pagos-2026-03-01-a-2026-03-31.csv');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await waitFor(() => expect(screen.queryByText('Descargar', { selector: 'button span' })).not.toBeInTheDocument());
  });
});
