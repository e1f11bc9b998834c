import { screen, waitFor } from '@testing-library/react';
import { findTourTarget, getTourSteps, useTour } from '@coach/shared';
import { stubFetch } from '@coach/shared/testing';
import { aClient, renderClients, resetBrowserState } from '../testing/render-clients';

// antd dialogs opening and closing are slow on a loaded two-core machine.
jest.setTimeout(40_000);
beforeEach(resetBrowserState);
afterEach(() => useTour.setState({ isRunning: false }));

describe('clients tour', () => {
  it('is registered once the clients page is loaded, with the steps of the spec', () => {
    expect(getTourSteps('clients').map((step) => step.target)).toEqual([
      'clients-page',
      'invite-client-button',
      'invite-client-code',
      'create-new-client-button',
      'create-new-client-dialog',
    ]);
  });

  it('opens the invite dialog with an example code (no real code is created), closes it, opens the create dialog and closes it', async () => {
    useTour.setState({ isRunning: true, tourName: 'clients' });
    const { calls } = stubFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: { code: 'T0UR42', expiresAt: new Date().toISOString() } }
        : { status: 200, body: { items: [aClient()], total: 1 } },
    );
    renderClients('/clientes');
    await screen.findByRole('link', { name: 'Ana Pérez' });
    const steps = getTourSteps('clients');
    expect(findTourTarget(steps[0]!.target)).not.toBeNull();

    await steps[1]!.action!();
    await waitFor(() => expect(findTourTarget('invite-client-code')).toHaveTextContent('EJEMPLO7'));
    expect(screen.getByText(/El recorrido no crea un código real/)).toBeInTheDocument();

    expect(findTourTarget('invite-client-close')).not.toBeNull();
    await steps[2]!.action!();
    await waitFor(() => expect(findTourTarget('invite-client-code')).toBeNull());
    expect(findTourTarget('create-new-client-button')).not.toBeNull();

    await steps[3]!.action!();
    await waitFor(() => expect(findTourTarget('create-new-client-dialog')).not.toBeNull());

    await steps[4]!.action!();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
