import { AppProviders, createQueryClient } from '@coach/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tutorials } from './tutorial-links';
import { TutorialPickerDialog } from './tutorial-picker-dialog';

/** The network boundary: the action-log calls land here. */
function stubFetch() {
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    return { ok: true, status: 201, text: async () => '{}' } as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

/** jsdom cannot measure the scrollbar antd's Modal locks; that noise is not this test's concern. */
function muteJsdomScrollbarNoise() {
  const report = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Not implemented: window.getComputedStyle(elt, pseudoElt)')) return;
    report(...args);
  });
}

describe('TutorialPickerDialog', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(muteJsdomScrollbarNoise);


  it('lists the eight tutorials; each opens its video in a new tab and logs view_tutorial', async () => {
    const fetchMock = stubFetch();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TutorialPickerDialog open onClose={jest.fn()} />
      </AppProviders>,
    );

    const list = await screen.findByRole('list', { name: 'Tutoriales' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Clientes',
      'Ejercicios',
      'Actividades',
      'Rutina simple',
      'Rutina avanzada',
      'Asignar actividad',
      'Asignar rutina',
      'Planes y pagos',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Ver video: Rutina avanzada' }));

    expect(open).toHaveBeenCalledWith(tutorials.advancedWorkout.url, '_blank', 'noopener,noreferrer');
    expect(tutorials.advancedWorkout.url).toBe('/tutoriales/advancedWorkout');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/v1\/actionlogs$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'view_tutorial', metadata: { tutorial: 'advancedWorkout' } });
  });

  it('closes from its close button', async () => {
    stubFetch();
    const onClose = jest.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TutorialPickerDialog open onClose={onClose} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /close|cerrar/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
