import { stubActionLogs, type PostedActionLog } from '@coach/shared/testing';
import { AppProviders, ONBOARDING_SESSION_KEY, createQueryClient, useTour } from '@coach/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initialTourSteps } from './initial-tour';
import { TourRunner } from './tour-runner';
import { useSidebarForcedOpen } from './use-sidebar-forced-open';

const sidebarTargets = initialTourSteps.map((step) => step.target).filter((target) => !['profile', 'clients-page'].includes(target));

/** A stand-in for the host layout: every `data-tour` target of the initial tour, and the route shown. */
function Shell() {
  const location = useLocation();
  const forcedOpen = useSidebarForcedOpen();
  return (
    <>
      <nav aria-label="Menú principal" data-forced-open={forcedOpen}>
        {sidebarTargets.map((target) => (
          <a key={target} href="#" data-tour={target}>
            {target}
          </a>
        ))}
      </nav>
      <button type="button" data-tour="profile">
        Ana
      </button>
      <p data-testid="route">{location.pathname}</p>
      <Routes>
        <Route path="/clientes" element={<section data-tour="clients-page">Clientes</section>} />
        <Route path="*" element={<section>Otra página</section>} />
      </Routes>
      <TourRunner />
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Shell />
      </MemoryRouter>
    </AppProviders>,
  );

const tooltip = () => screen.findByTestId('tour-tooltip', undefined, { timeout: 3000 });
const expectStepTitle = async (title: string) =>
  waitFor(() => expect(screen.getByTestId('tour-tooltip')).toHaveTextContent(title), { timeout: 3000 });

describe('TourRunner', () => {
  let postedLogs: () => PostedActionLog[];

  beforeEach(() => {
    postedLogs = stubActionLogs();
    sessionStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => useTour.getState().stop());
    jest.restoreAllMocks();
  });

  it('plays the initial tour in Spanish: back only after the first step, clients navigation, Finalizar at the end', async () => {
    const user = userEvent.setup();
    renderAt('/ejercicios');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute('data-forced-open', 'false');

    await act(async () => {
      await useTour.getState().start('initial', { from: '/ejercicios' });
    });

    const first = await tooltip();
    expect(first).toHaveTextContent('¡Te damos la bienvenida!');
    expect(first).toHaveTextContent('1 de 12');
    expect(within(first).queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Saltar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute('data-forced-open', 'true');

    await user.click(within(first).getByRole('button', { name: 'Siguiente' }));
    await expectStepTitle('Dashboard');
    await user.click(within(await tooltip()).getByRole('button', { name: 'Atrás' }));
    await expectStepTitle('¡Te damos la bienvenida!');

    for (const title of ['Dashboard', 'Agenda', 'Chats', 'Clientes']) {
      await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));
      await expectStepTitle(title);
    }
    expect(screen.getByTestId('route')).toHaveTextContent('/ejercicios');

    // Continuing from "Clientes" opens the clients list before the next step.
    await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));
    await expectStepTitle('Planes de pago');
    expect(screen.getByTestId('route')).toHaveTextContent('/clientes');

    for (const title of ['Ejercicios', 'Rutinas', 'Actividades', 'Formularios', 'Tu perfil', 'Tus clientes']) {
      await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));
      await expectStepTitle(title);
    }
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute('data-forced-open', 'false');

    const last = await tooltip();
    expect(last).toHaveTextContent('12 de 12');
    expect(within(last).queryByRole('button', { name: 'Saltar' })).not.toBeInTheDocument();
    await user.click(within(last).getByRole('button', { name: 'Finalizar' }));

    await waitFor(() => expect(screen.queryByTestId('tour-tooltip')).not.toBeInTheDocument());
    expect(screen.getByTestId('route')).toHaveTextContent('/ejercicios');
    expect(useTour.getState().isRunning).toBe(false);
    expect(postedLogs()).toEqual([
      { action: 'start_tour', metadata: { tour: 'initial' } },
      { action: 'finish_tour', metadata: { tour: 'initial', stepIndex: 11 } },
    ]);
  }, 20000);

  it('ignores Escape, and Saltar ends the tour where it started', async () => {
    const user = userEvent.setup();
    renderAt('/ejercicios');
    await act(async () => {
      await useTour.getState().start('initial', { from: '/ejercicios' });
    });
    await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));
    await expectStepTitle('Dashboard');

    await user.keyboard('{Escape}');
    await expectStepTitle('Dashboard');
    expect(useTour.getState().stepIndex).toBe(1);

    await user.click(within(await tooltip()).getByRole('button', { name: 'Saltar' }));
    await waitFor(() => expect(screen.queryByTestId('tour-tooltip')).not.toBeInTheDocument());
    expect(useTour.getState()).toMatchObject({ isRunning: false, status: 'skipped' });
    expect(postedLogs()).toContainEqual({ action: 'skip_tour', metadata: { tour: 'initial', stepIndex: 1 } });
  });

  it('skips a step whose target is not on screen', async () => {
    const user = userEvent.setup();
    renderAt('/ejercicios');
    document.querySelector('[data-tour="calendar"]')?.remove();
    await act(async () => {
      await useTour.getState().start('initial', { from: '/ejercicios' });
    });
    await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));
    await expectStepTitle('Dashboard');
    await user.click(within(await tooltip()).getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(screen.getByTestId('tour-tooltip')).toHaveTextContent('Chats'), { timeout: 8000 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"calendar"'));
  }, 15000);

  it('starts the initial tour by itself on the dashboard while onboarding, without Saltar', async () => {
    sessionStorage.setItem(ONBOARDING_SESSION_KEY, '1');
    renderAt('/dashboard');

    const first = await tooltip();
    expect(first).toHaveTextContent('¡Te damos la bienvenida!');
    expect(within(first).queryByRole('button', { name: 'Saltar' })).not.toBeInTheDocument();
    expect(useTour.getState()).toMatchObject({ tourName: 'initial', hideSkipButton: true, prevRoute: '/dashboard' });
  });

  it('does not start by itself without the onboarding flag', async () => {
    renderAt('/dashboard');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(useTour.getState().isRunning).toBe(false);
    expect(screen.queryByTestId('tour-tooltip')).not.toBeInTheDocument();
  });
});
