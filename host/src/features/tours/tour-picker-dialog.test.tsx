import { stubActionLogs, type PostedActionLog } from '@coach/shared/testing';
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

  it('lists the three tours; one without steps and no screen to open yet is "Disponible pronto"', async () => {
    renderPicker();
    const list = await screen.findByRole('list', { name: 'Recorridos guiados' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Recorrido inicial',
      'Clientes',
      'Asignar actividad',
    ]);
    // The clients tour lives in the clients screen: the picker opens it and starts there.
    const clients = within(list).getByRole('listitem', { name: 'Clientes' });
    expect(within(clients).getByRole('button', { name: 'Comenzar: Clientes' })).toBeEnabled();

    act(() => {
      unregister.push(registerTour('assignActivity', [{ target: 'client-page', title: 'Asignar', content: 'Asigná.' }]));
    });
    expect(
      within(within(list).getByRole('listitem', { name: 'Asignar actividad' })).getByRole('button', { name: 'Comenzar: Asignar actividad' }),
    ).toBeEnabled();
    act(() => unregister.splice(0).forEach((undo) => undo()));
    expect(
      within(within(list).getByRole('listitem', { name: 'Asignar actividad' })).getByRole('button', { name: 'Disponible pronto' }),
    ).toBeDisabled();
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
});
