import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_SETTINGS, formatCalendarDate, formatMoney, todayIn } from '@coach/shared';
import { billingToasts, type ClientSubscription, type Subscription, type SubscriptionPeriod } from '@coach/shared/contracts';
import { resetBrowserState, type FetchCall, type Reply } from '@coach/shared/testing';
import ClientPlanAndPayments from '../../../exposes/client-plan-and-payments';
import { aClientSubscription, aPeriod, aPlan, aSubscription } from '../../../testing/billing-fixtures';
import { confirmTitled, dialogTitled } from '../../../testing/dialogs';
import { fill, renderBilling, signInAs, typeDate } from '../../../testing/render-billing';

jest.setTimeout(180_000);
beforeEach(resetBrowserState);

// Signed out in tests: the business settings are the defaults (Buenos Aires, ARS).
const today = todayIn(DEFAULT_BUSINESS_SETTINGS.timeZone);
const plans = [aPlan({ id: 1, name: 'Personalizado', amount: 2_000_000 }), aPlan({ id: 2, name: 'Grupal', amount: 1_200_000, recurrence: 'weekly' })];

/** A small stand-in for the API's rules: enough state to follow one client through the tab. */
function fakeBilling() {
  let current: Subscription | null = null;
  let periods: SubscriptionPeriod[] = [];
  const writes: FetchCall[] = [];
  const answer = (): ClientSubscription =>
    aClientSubscription({ current, periods, status: current ? (periods.some((period) => period.status !== 'paid') ? 'pending' : 'paid') : 'inactive' });

  const handler = (call: FetchCall): Reply | undefined => {
    if (call.method === 'GET' && call.url === '/api/v1/clients/5/subscription') return { status: 200, body: answer() };
    if (call.method === 'GET' && call.url.startsWith('/api/v1/plans?')) return { status: 200, body: { items: plans, total: plans.length } };
    if (call.method === 'GET') return undefined;
    writes.push(call);
    if (call.url === '/api/v1/clients/5/subscriptions') {
      current = aSubscription({ startDate: '2026-01-10', currentPeriodEnd: '2026-03-09' });
      periods = [
        aPeriod({ id: 102, startDate: '2026-02-10', endDate: '2026-03-09', dueDate: '2026-03-09', overdue: false }),
        aPeriod({ id: 101, startDate: '2026-01-10', endDate: '2026-02-09', dueDate: '2026-02-09', overdue: true }),
      ];
      return { status: 201, body: answer() };
    }
    const payment = /^\/api\/v1\/periods\/(\d+)\/payments$/.exec(call.url);
    if (payment) {
      const body = call.body as { amount: number; closePeriod: boolean; date: string; method: 'cash'; concept: string | null };
      const period = periods.find((candidate) => candidate.id === Number(payment[1]))!;
      const paid = period.paid + body.amount;
      const discount = body.closePeriod ? period.amount - paid : 0;
      const remaining = period.amount - paid - discount;
      const saved = { id: 900 + writes.length, receiptNumber: 1 + writes.length, periodId: period.id, ...body, createdAt: `${today}T12:00:00.000Z` };
      Object.assign(period, { paid, discount, remaining, status: remaining === 0 ? 'paid' : 'partial', overdue: remaining > 0 && period.overdue, payments: [...period.payments, saved] });
      current = { ...current!, hasPayments: true };
      return { status: 201, body: { payment: saved, period } };
    }
    if (call.url === '/api/v1/subscriptions/40/scheduled-change') {
      current = { ...current!, scheduledChange: { planId: 2, planName: 'Grupal', recurrence: 'weekly', amount: 1_200_000, effectiveDate: '2026-03-10' } };
      return { status: 200, body: answer() };
    }
    if (call.url === '/api/v1/subscriptions/40/finish') {
      current = { ...current!, endDate: '2026-03-09', scheduledChange: null };
      return { status: 200, body: answer() };
    }
    return undefined;
  };
  return { handler, writes };
}

const renderTab = (handler: (call: FetchCall) => Reply | undefined, clientActive = true) =>
  renderBilling(<ClientPlanAndPayments clientId={5} clientName="Ana López" clientActive={clientActive} />, handler, '/clientes/5?tab=plan-y-pagos');

describe('Plan y pagos', () => {
  it('assigns a plan from a past date, pays a period partially, closes the other with a discount, schedules a change and finishes', async () => {
    const api = fakeBilling();
    const { user } = renderTab(api.handler);

    // No plan yet.
    expect(await screen.findByText('Asigná un plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Asignar plan' }));
    let dialog = await dialogTitled('Asignar plan');
    expect(await within(dialog).findByLabelText('Fecha de inicio')).toHaveValue(formatCalendarDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar plan' }));
    expect(await within(dialog).findByText('Elegí un plan')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Plan'));
    await user.click(await screen.findByTitle('Personalizado · $ 20.000,00 por mes'));
    await typeDate(user, within(dialog).getByLabelText('Fecha de inicio'), '10/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar plan' }));
    expect(await screen.findByText(billingToasts.subscriptionCreated)).toBeInTheDocument();
    expect(api.writes[0]).toMatchObject({ method: 'POST', body: { planId: 1, startDate: '2026-01-10', endDate: null } });

    // The plan and its two periods, the older one overdue.
    expect(await screen.findByText('Plan actual: Personalizado')).toBeInTheDocument();
    const older = screen.getByRole('listitem', { name: 'Período 10/01/2026 – 09/02/2026' });
    expect(within(older).getByText('Vencido')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Período 10/02/2026 – 09/03/2026' })).getByText('Pendiente')).toBeInTheDocument();

    // Pays part of the older one.
    await user.click(within(older).getByRole('button', { name: /^Registrar pago/ }));
    dialog = await dialogTitled('Registrar pago');
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue(formatCalendarDate(today));
    expect(within(dialog).getByLabelText('Monto (ARS)')).toHaveValue('20.000');
    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '25.000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('El monto supera lo que falta pagar ($ 20.000,00)')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '8.000');
    await fill(user, within(dialog).getByLabelText('Concepto'), 'Seña de enero');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(billingToasts.paymentCreated)).toBeInTheDocument();
    expect(api.writes[1]).toMatchObject({ url: '/api/v1/periods/101/payments', body: { date: today, method: 'cash', concept: 'Seña de enero', amount: 800_000, closePeriod: false } });
    // Still overdue (past its end and not paid): the tag says so over "Pago parcial".
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Período 10/01/2026 – 09/02/2026' })).getByText('Falta').closest('div')).toHaveTextContent('$ 12.000,00'),
    );
    const paidPart = screen.getByRole('listitem', { name: 'Período 10/01/2026 – 09/02/2026' });
    expect(within(paidPart).getByText('Vencido')).toBeInTheDocument();
    expect(within(paidPart).getByText('Pagado', { selector: 'dt *' }).closest('div')).toHaveTextContent('$ 8.000,00');
    expect(within(paidPart).getByRole('list', { name: /^Pagos del período/ })).toHaveTextContent(/Efectivo · Seña de enero.*\$ 8\.000,00/);

    // Closes the newer one with less than its amount: the rest is a discount.
    const newer = screen.getByRole('listitem', { name: 'Período 10/02/2026 – 09/03/2026' });
    await user.click(within(newer).getByRole('button', { name: /^Registrar pago/ }));
    await waitFor(() => expect(screen.getAllByText('Registrar pago', { selector: '.ant-modal-title' })).toHaveLength(1));
    dialog = await dialogTitled('Registrar pago');
    await fill(user, within(dialog).getByLabelText('Monto (ARS)'), '15.000');
    await user.click(within(dialog).getByLabelText('Tarjeta'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cerrar el período' }));
    expect(await within(dialog).findByText('El período queda pagado: la diferencia de $ 5.000,00 se registra como descuento.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(api.writes).toHaveLength(3));
    expect(api.writes[2]).toMatchObject({ url: '/api/v1/periods/102/payments', body: { method: 'card', amount: 1_500_000, closePeriod: true } });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Período 10/02/2026 – 09/03/2026' })).getByText('Pagado', { selector: '.ant-tag' })).toBeInTheDocument());
    const closed = screen.getByRole('listitem', { name: 'Período 10/02/2026 – 09/03/2026' });
    expect(within(closed).getByText('Descuento').closest('div')).toHaveTextContent('$ 5.000,00');
    expect(within(closed).queryByRole('button', { name: /^Registrar pago/ })).not.toBeInTheDocument();

    // Schedules a change of plan from the end of the current period.
    await user.click(screen.getByRole('button', { name: 'Cambiar de plan' }));
    dialog = await dialogTitled('Cambiar de plan');
    await within(dialog).findByLabelText('Plan nuevo');
    expect(within(dialog).getByText(/El plan nuevo empieza el 10\/03\/2026, al terminar el período actual/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Plan nuevo'));
    expect(screen.queryByTitle('Personalizado · $ 20.000,00 por mes')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Grupal · $ 12.000,00 por semana'));
    await user.click(within(dialog).getByRole('button', { name: 'Programar cambio' }));
    expect(await screen.findByText(billingToasts.scheduledChangeSaved)).toBeInTheDocument();
    expect(api.writes[3]).toMatchObject({ method: 'PUT', body: { planId: 2 } });
    expect(await screen.findByText('Desde el 10/03/2026 pasa a Grupal: $ 12.000,00 por semana.')).toBeInTheDocument();

    // Finishes it at the end of the current period.
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    dialog = await dialogTitled('Finalizar Personalizado');
    expect(within(dialog).getByLabelText('Al terminar el período actual (09/03/2026)')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(billingToasts.subscriptionFinished)).toBeInTheDocument();
    expect(api.writes[4]).toMatchObject({ method: 'POST', url: '/api/v1/subscriptions/40/finish', body: { when: 'period_end' } });
    await waitFor(() => expect(screen.getByText('Hasta:', { selector: 'dt' }).nextSibling).toHaveTextContent('09/03/2026'));
  });

  it('deleting a payment asks first and says the period reopens; deleting a subscription with payments shows the API message', async () => {
    const payment = { id: 7, receiptNumber: 3, periodId: 101, date: '2026-02-01', method: 'transfer' as const, concept: null, amount: 800_000, createdAt: '2026-02-01T12:00:00.000Z' };
    const writes: FetchCall[] = [];
    const { user } = renderTab((call) => {
      if (call.method === 'GET' && call.url === '/api/v1/clients/5/subscription') {
        return {
          status: 200,
          body: aClientSubscription({
            current: aSubscription({ hasPayments: true }),
            periods: [aPeriod({ id: 101, status: 'partial', paid: 800_000, remaining: 1_200_000, payments: [payment] })],
            status: 'partial',
          }),
        };
      }
      if (call.method === 'DELETE' && call.url === '/api/v1/payments/7') {
        writes.push(call);
        return { status: 200, body: { period: aPeriod({ id: 101 }) } };
      }
      if (call.method === 'DELETE' && call.url === '/api/v1/subscriptions/40') {
        writes.push(call);
        return { status: 409, body: { code: 'SUBSCRIPTION_HAS_PAYMENTS', message: 'No podés eliminar una suscripción con pagos registrados. Finalizala.' } };
      }
      return undefined;
    });

    await user.click(await screen.findByRole('button', { name: `Eliminar el pago de ${formatMoney(800_000, { currency: 'ARS', country: 'AR' })} del 01/02/2026` }));
    // Its receipt is named by the business's own number, not by the payment's id (7).
    expect(screen.getByRole('button', { name: /^Descargar el comprobante N\.º 3 del pago de/ })).toHaveTextContent('Comprobante N.º 3');
    let confirm = await confirmTitled('¿Eliminar este pago?');
    expect(confirm).toHaveTextContent('su período vuelve a quedar con eso por pagar');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(billingToasts.paymentDeleted)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    confirm = await confirmTitled('¿Eliminar la suscripción a Personalizado?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(billingToasts.subscriptionDeleteFailed)).toBeInTheDocument();
    expect(screen.getAllByText(/No podés eliminar una suscripción con pagos registrados\. Finalizala\./).length).toBeGreaterThan(0);
    expect(writes.map((call) => call.url)).toEqual(['/api/v1/payments/7', '/api/v1/subscriptions/40']);
  });

  it('a disabled client keeps the history, without a new plan on offer', async () => {
    renderTab(
      (call) =>
        call.url === '/api/v1/clients/5/subscription' ? { status: 200, body: aClientSubscription({ periods: [aPeriod()], status: 'finished' }) } : undefined,
      false,
    );
    expect(await screen.findByText('Sin plan actual')).toBeInTheDocument();
    expect(screen.getByText('Vencido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asignar plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Registrar pago/ })).toBeInTheDocument();
  });
  describe('for an Entrenador (their own client)', () => {
    // What the API answers a CO with 403 (api/src/modules/team/permissions.ts): Cobros, its totals and the payments list.
    const adminOnly = (call: FetchCall) =>
      call.method === 'GET' && /^\/api\/v1\/(periods(\?|\/summary|$)|payments(\?|$))/.test(call.url);

    it('assigns a plan and registers a payment with only the calls a trainer may make', async () => {
      signInAs('CO');
      const api = fakeBilling();
      const { calls, user } = renderTab(api.handler);

      await user.click(await screen.findByRole('button', { name: 'Asignar plan' }));
      const assign = await dialogTitled('Asignar plan');
      await user.click(await within(assign).findByLabelText('Plan'));
      await user.click(await screen.findByTitle('Personalizado · $ 20.000,00 por mes'));
      await typeDate(user, within(assign).getByLabelText('Fecha de inicio'), '10/01/2026');
      await user.click(within(assign).getByRole('button', { name: 'Asignar plan' }));
      expect(await screen.findByText(billingToasts.subscriptionCreated)).toBeInTheDocument();

      const older = await screen.findByRole('listitem', { name: 'Período 10/01/2026 – 09/02/2026' });
      await user.click(within(older).getByRole('button', { name: /^Registrar pago/ }));
      const pay = await dialogTitled('Registrar pago');
      await user.click(within(pay).getByRole('button', { name: 'Registrar pago' }));
      expect(await screen.findByText(billingToasts.paymentCreated)).toBeInTheDocument();

      expect(api.writes.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/clients/5/subscriptions', 'POST /api/v1/periods/101/payments']);
      expect(calls.filter(adminOnly)).toEqual([]);
    });

    it('with no plans yet, says an administrator creates them instead of sending them to Planes de pago', async () => {
      signInAs('CO');
      const { user } = renderTab((call) => {
        if (call.url === '/api/v1/clients/5/subscription') return { status: 200, body: aClientSubscription() };
        if (call.url.startsWith('/api/v1/plans?')) return { status: 200, body: { items: [], total: 0 } };
        return undefined;
      });
      await user.click(await screen.findByRole('button', { name: 'Asignar plan' }));
      const dialog = await dialogTitled('Asignar plan');
      expect(await within(dialog).findByText('Todavía no hay planes')).toBeInTheDocument();
      expect(within(dialog).getByText(/Los planes los crea un administrador del negocio/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: 'Planes de pago' })).not.toBeInTheDocument();
    });
  });
});
