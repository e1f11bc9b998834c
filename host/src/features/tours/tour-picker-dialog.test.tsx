import { aClientRecord, LocationProbe, stubActionLogs, stubFetch, type PostedActionLog } from '@coach/shared/testing';
import { AppProviders, createQueryClient, registerTour, useTour } from '@coach/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initialTourSteps } from './initial-tour';
import { TourPickerDialog } from './tour-picker-dialog';

const renderPicker = (onClose = jest.fn()) => {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/ejercicios?pagina=2']}>
        <button type="button" data-tour="all-tours-menu">
          Recorridos
        </button>
        <TourPickerDialog open onClose={onClose} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return onClose;
};

/** jsdom cannot measure the scrollbar antd's Modal locks; that noise is not this test's concern. */
function muteJsdomScrollbarNoise() {
  const report = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Not implemented: window.getComputedStyle(elt, pseudoElt)')) return;
    report(...args);
  });
}

describe('TourPickerDialog', () => {
  let postedLogs: () => PostedActionLog[];
  let unregister: Array<() => void>;

  beforeEach(() => {
    postedLogs = stubActionLogs();
    muteJsdomScrollbarNoise();
    unregister = [registerTour('initial', initialTourSteps)];
  });

  afterEach(() => {
    act(() => useTour.getState().stop());
    act(() => unregister.forEach((remove) => remove()));
    jest.restoreAllMocks();
  });

  it('lists the three tours; those whose steps live in a remote open its screen and start there', async () => {
    renderPicker();
    const list = await screen.findByRole('list', { name: 'Recorridos guiados' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Recorrido inicial',
      'Clientes',
      'Asignar actividad',
    ]);
    // Neither the clients nor the planning screen is loaded: the picker opens it and starts there.
    for (const title of ['Clientes', 'Asignar actividad']) {
      expect(within(within(list).getByRole('listitem', { name: title })).getByRole('button', { name: `Comenzar: ${title}` })).toBeEnabled();
    }
  });

  it('starting a tour closes the dialog, then starts that tour from the current route', async () => {
    const onClose = renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Comenzar: Recorrido inicial' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useTour.getState().status).toBe('running'));
    expect(useTour.getState()).toMatchObject({
      isRunning: true,
      tourName: 'initial',
      stepIndex: 0,
      hideSkipButton: false,
      prevRoute: '/ejercicios?pagina=2',
    });
    expect(postedLogs()).toEqual([{ action: 'start_tour', metadata: { tour: 'initial' } }]);
  });

  const aClient = (id: number) => aClientRecord({ id, firstName: 'Cliente', lastName: 'de prueba', memberSince: '2026-01-10', isSample: true });

  it("assign activity opens the sample client's Planificación first, then starts there", async () => {
    const { calls } = stubFetch((call) => (call.url.startsWith('/api/v1/clients?') ? { status: 200, body: { items: [aClient(12345)], total: 1 } } : { status: 201, body: {} }));
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Comenzar: Asignar actividad' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clientes/12345?tab=planificacion'));
    const query = new URL(calls.find((call) => call.url.startsWith('/api/v1/clients?'))!.url, 'http://x').searchParams;
    expect(query.get('sample')).toBe('true');
    expect(query.get('pageSize')).toBe('1');

    // The planning registers the steps as it loads; the tour begins on its first target.
    act(() => {
      unregister.push(registerTour('assignActivity', [{ target: 'all-tours-menu', title: 'Hoy', content: 'Tocá hoy.' }]));
    });
    await waitFor(() => expect(useTour.getState()).toMatchObject({ status: 'running', tourName: 'assignActivity' }));
  });

  it('assign activity without any client says so and does not start', async () => {
    stubFetch((call) => (call.url.startsWith('/api/v1/clients?') ? { status: 200, body: { items: [], total: 0 } } : { status: 201, body: {} }));
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Comenzar: Asignar actividad' }));

    expect(await screen.findByText('Necesitás al menos un cliente para este recorrido')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ejercicios?pagina=2');
    expect(useTour.getState().isRunning).toBe(false);
  });
});
