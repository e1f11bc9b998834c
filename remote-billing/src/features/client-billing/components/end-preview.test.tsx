import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_SETTINGS, todayIn } from '@coach/shared';
import { resetBrowserState, type FetchCall, type Reply } from '@coach/shared/testing';
import { aSubscription } from '../../../testing/billing-fixtures';
import { dialogTitled } from '../../../testing/dialogs';
import { renderBilling, typeDate } from '../../../testing/render-billing';
import { EndDateDialog } from './end-date-dialog';
import { FinishDialog } from './finish-dialog';

jest.setTimeout(120_000);
beforeEach(resetBrowserState);

// Signed out in tests: the business settings are the defaults (Buenos Aires, ARS). Testing Library reads
// the no-break space after '$' as a space.
const today = todayIn(DEFAULT_BUSINESS_SETTINGS.timeZone);

/** Answers the preview of subscription 40 for any end date: 12 of 31 days of a 33.333,34 plan. */
function previews(calls: string[]) {
  return (call: FetchCall): Reply | undefined => {
    const match = /^\/api\/v1\/subscriptions\/40\/end-preview\?endDate=(.+)$/.exec(call.url);
    if (call.method !== 'GET' || !match) return undefined;
    calls.push(match[1]!);
    const paid = match[1] === '2026-03-20';
    return {
      status: 200,
      body: {
        startDate: '2026-03-01',
        endDate: '2026-03-12',
        days: 12,
        fullDays: 31,
        fullAmount: 3_333_334,
        amount: 1_290_323,
        settled: paid ? 3_333_334 : 0,
        difference: paid ? 2_043_011 : 0,
      },
    };
  };
}

describe('the last period’s cost before confirming', () => {
  it('"Cambiar fecha de fin" asks the preview for the date typed and writes what it will cost', async () => {
    const asked: string[] = [];
    const { user } = renderBilling(<EndDateDialog subscription={aSubscription()} onClose={jest.fn()} />, previews(asked));
    const dialog = await dialogTitled('Cambiar fecha de fin');
    expect(within(dialog).queryByText(/El último período/)).not.toBeInTheDocument();
    await typeDate(user, within(dialog).getByLabelText('Fecha de fin'), '12/03/2026');
    expect(await within(dialog).findByText('El último período (1 al 12 de marzo) cuesta $ 12.903,23, proporcional a 12 de 31 días.')).toBeInTheDocument();
    expect(asked).toEqual(['2026-03-12']);
    // A paid last period: it stays paid and the client's credit is said.
    await typeDate(user, within(dialog).getByLabelText('Fecha de fin'), '20/03/2026');
    expect(await within(dialog).findByText(/ya tiene pagados \$ 33\.333,34.*queda pagado y \$ 20\.430,11 quedan a favor del cliente/)).toBeInTheDocument();
  });

  it('"Finalizar" previews today when "Hoy" is chosen, the period’s end otherwise', async () => {
    const asked: string[] = [];
    const { user } = renderBilling(<FinishDialog subscription={aSubscription({ currentPeriodEnd: '2026-04-09' })} onClose={jest.fn()} />, previews(asked));
    const dialog = await dialogTitled('Finalizar Personalizado');
    expect(await within(dialog).findByText(/El último período \(1 al 12 de marzo\) cuesta/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Hoy/ }));
    await waitFor(() => expect(asked).toEqual(['2026-04-09', today]));
    // The new preview replaces the first once its answer is in.
    expect(await screen.findByText(/El último período/)).toBeInTheDocument();
  });
});
