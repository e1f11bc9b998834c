import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient, useSession } from '@coach/shared';
import type { Measurement, ProgressSummary } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import ClientProgress from '../../../exposes/client-progress';

jest.mock('@coach/shared/chart-canvas', () => ({
  __esModule: true,
  default: ({ config, locale }: { config: { type: string }; locale: string }) => <div data-testid="chart-canvas" data-type={config.type} data-locale={locale} />,
}));

jest.setTimeout(60_000);
beforeEach(resetBrowserState);

const week = (start: string, due = 0, done = 0) => ({ start, due, done });
const noFigures: ProgressSummary['latest'] = { weightKg: null, bodyFatPct: null, waistCm: null, hipCm: null, chestCm: null, armCm: null, thighCm: null };
const emptySummary: ProgressSummary = {
  latest: noFigures,
  adherence: { d7: null, d30: null, d90: null },
  weeks: Array.from({ length: 12 }, (_, index) => week(`2026-0${index < 9 ? 1 : 2}-0${(index % 9) + 1}`)),
  streakDays: 0,
};

const measurement = (id: number, date: string, figures: Partial<Measurement>): Measurement => ({
  id,
  clientId: 5,
  date,
  weightKg: null,
  bodyFatPct: null,
  waistCm: null,
  hipCm: null,
  chestCm: null,
  armCm: null,
  thighCm: null,
  note: null,
  enteredBy: 'trainer',
  createdAt: `${date}T12:00:00.000Z`,
  updatedAt: `${date}T12:00:00.000Z`,
  ...figures,
});

const mexico = { name: 'Estudio Norte', timeZone: 'America/Mexico_City', currency: 'MXN', country: 'MX' };

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };

function renderProgress({ summary, measurements, active = true, onWrite }: { summary: ProgressSummary; measurements: Measurement[]; active?: boolean; onWrite?: (call: FetchCall) => Reply }) {
  const { calls } = stubFetch((call) => {
    if (call.method === 'GET' && call.url === '/api/v1/me') return { status: 200, body: { business: mexico } };
    if (call.method === 'GET' && call.url === '/api/v1/clients/5/progress') return { status: 200, body: summary };
    if (call.method === 'GET' && call.url.startsWith('/api/v1/clients/5/measurements')) return { status: 200, body: { items: measurements, total: measurements.length } };
    return onWrite?.(call) ?? notFound;
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ClientProgress clientId={5} clientName="Ana López" clientActive={active} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('client progress tab', () => {
  it('says what to do while there is nothing to show', async () => {
    renderProgress({ summary: emptySummary, measurements: [] });
    expect(await screen.findByText('Todavía no hay tareas para medir')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay mediciones')).toBeInTheDocument();
    expect(screen.getByText(/Ana López también puede cargarlas desde la app/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar medición' })).toBeInTheDocument();
  });

  it('shows adherence, the latest figures with their change, the chart and the measurements', async () => {
    const summary: ProgressSummary = {
      ...emptySummary,
      latest: { ...noFigures, weightKg: { value: 71.8, date: '2026-02-20', change: -0.7 }, waistCm: { value: 82, date: '2026-02-20', change: null } },
      adherence: { d7: 80, d30: 75, d90: null },
      weeks: [...emptySummary.weeks.slice(0, 11), week('2026-02-16', 5, 4)],
    };
    const measurements = [
      measurement(2, '2026-02-20', { weightKg: 71.8, waistCm: 82, enteredBy: 'client', note: 'En ayunas' }),
      measurement(1, '2026-02-06', { weightKg: 72.5 }),
    ];
    renderProgress({ summary, measurements });

    expect(await screen.findByTestId('adherence-d7')).toHaveTextContent('80 %');
    expect(screen.getByTestId('adherence-d30')).toHaveTextContent('75 %');
    expect(screen.getByTestId('adherence-d90')).toHaveTextContent('Sin tareas');
    expect(screen.getByRole('cell', { name: '4 de 5 tareas (80 %)' })).toBeInTheDocument();

    expect(await screen.findByTestId('latest-weightKg')).toHaveTextContent('71,8 kg−0,7 kg · 20/02/2026');
    expect(screen.getByTestId('latest-waistCm')).toHaveTextContent('82 cm20/02/2026');
    expect(screen.getByTestId('measurement-chart-summary')).toHaveTextContent('Peso: 71,8 kg el 20/02/2026 (−0,7 kg desde el 06/02/2026).');
    expect((await screen.findAllByTestId('chart-canvas')).map((chart) => chart.dataset.type)).toEqual(['bar', 'line']);

    const items = within(screen.getByRole('list', { name: 'Mediciones' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Medición del 20/02/2026', 'Medición del 06/02/2026']);
    expect(items[0]).toHaveTextContent('Cargada por Ana López');
    expect(items[0]).toHaveTextContent('Peso 71,8 kg · Cintura 82 cm');
    expect(items[0]).toHaveTextContent('En ayunas');
  });

  it('adds a measurement as typed ("71,8"), and asks for one figure before sending', async () => {
    const { calls, user } = renderProgress({
      summary: emptySummary,
      measurements: [],
      onWrite: (call) => (call.method === 'POST' ? { status: 201, body: measurement(3, '2026-02-20', { weightKg: 71.8 }) } : notFound),
    });
    await user.click(await screen.findByRole('button', { name: 'Agregar medición' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar medición' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresá al menos una medida: peso, grasa corporal o un contorno')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Peso (kg)'), '71,8');
    await user.type(within(dialog).getByLabelText('Cintura (cm)'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/Ingresá la medida de cintura entre 10 y 300 cm/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Cintura (cm)'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url).toBe('/api/v1/clients/5/measurements');
    expect(posted.body).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weightKg: '71,8' });
    expect(await screen.findByText('Medición registrada')).toBeInTheDocument();
  });

  it('edits a measurement clearing a figure, and deletes one after asking', async () => {
    const { calls, user } = renderProgress({
      summary: emptySummary,
      measurements: [measurement(2, '2026-02-20', { weightKg: 71.8, waistCm: 82 })],
      onWrite: (call) =>
        call.method === 'PATCH' ? { status: 200, body: measurement(2, '2026-02-20', { weightKg: 71.5 }) } : call.method === 'DELETE' ? { status: 204 } : notFound,
    });
    await user.click(await screen.findByRole('button', { name: 'Editar la medición del 20/02/2026' }));
    // antd names every dialog and select 'test-id' under Jest: found by role and checked by title.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Editar medición');
    const weight = within(dialog).getByLabelText('Peso (kg)');
    expect(weight).toHaveValue('71,8');
    await user.clear(weight);
    await user.type(weight, '71,5');
    await user.clear(within(dialog).getByLabelText('Cintura (cm)'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    const patched = calls.find((call) => call.method === 'PATCH')!;
    expect(patched.url).toBe('/api/v1/measurements/2');
    expect(patched.body).toMatchObject({ date: '2026-02-20', weightKg: '71,5', waistCm: null, note: null });

    await user.click(await screen.findByRole('button', { name: 'Eliminar la medición del 20/02/2026' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Eliminar la medición del 20/02/2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/measurements/2']));
  });

  it("writes the figures as the business's country does once its settings say Mexico, and reads a comma back", async () => {
    const summary: ProgressSummary = { ...emptySummary, latest: { ...noFigures, weightKg: { value: 1071.8, date: '2026-02-20', change: -0.7 } } };
    const measurements = [measurement(2, '2026-02-20', { weightKg: 71.8, waistCm: 82.25 })];
    renderProgress({ summary, measurements });
    // Signed out nobody asks for the settings: Argentina's way.
    expect(await screen.findByTestId('latest-weightKg')).toHaveTextContent('1.071,8 kg−0,7 kg');
    cleanup();

    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
    const { calls, user } = renderProgress({
      summary,
      measurements,
      onWrite: (call) => (call.method === 'PATCH' ? { status: 200, body: measurement(2, '2026-02-20', { weightKg: 71.5 }) } : notFound),
    });
    await waitFor(() => expect(screen.getByTestId('latest-weightKg')).toHaveTextContent('1,071.8 kg−0.7 kg · 20/02/2026'));
    expect(within(screen.getByRole('list', { name: 'Mediciones' })).getByRole('listitem')).toHaveTextContent('Peso 71.8 kg · Cintura 82.25 cm');
    // The charts are drawn in the business's locale: Chart.js's own numbers and the axes' callbacks.
    await waitFor(() => expect(screen.getAllByTestId('chart-canvas').map((chart) => chart.dataset.locale)).toEqual(['es-MX']));

    // The form shows the stored figure with a point and takes a comma as typed.
    await user.click(await screen.findByRole('button', { name: 'Editar la medición del 20/02/2026' }));
    const dialog = await screen.findByRole('dialog');
    const weight = within(dialog).getByLabelText('Peso (kg)');
    expect(weight).toHaveValue('71.8');
    expect(weight).toHaveAttribute('placeholder', 'Ej.: 72.5');
    await user.clear(weight);
    await user.type(weight, '71,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ weightKg: '71,5', waistCm: '82.25' });
  });

  it('shows each exercise’s estimated 1RM by session, its records and its last sessions, and two photos of a pose side by side', async () => {
    const series = (reps: number, weightKg: number) => ({
      groupName: 'Bloque',
      exerciseName: 'Sentadilla',
      seriesIndex: 0,
      done: { reps, weightKg, seconds: null },
      prescribed: { reps: 8, weightKg: 60, seconds: null, restSeconds: 90 },
      volumeKg: reps * weightKg,
      e1rmKg: Math.round(weightKg * (1 + reps / 30) * 100) / 100,
    });
    const session = (completionId: number, date: string, reps: number, weightKg: number) => ({
      completionId,
      date,
      workoutName: 'Fuerza A',
      series: [series(reps, weightKg)],
      bestSet: { reps, weightKg, seconds: null, e1rmKg: Math.round(weightKg * (1 + reps / 30) * 100) / 100 },
      volumeKg: reps * weightKg,
      e1rmKg: Math.round(weightKg * (1 + reps / 30) * 100) / 100,
    });
    const photo = (id: number, date: string) => ({ id, clientId: 5, date, pose: 'front', url: `/uploads/progress/${id}.jpg?firma=x`, enteredBy: 'client', createdAt: `${date}T12:00:00.000Z` });
    renderProgress({
      summary: emptySummary,
      measurements: [],
      onWrite: (call) => {
        if (call.url === '/api/v1/clients/5/exercises') return { status: 200, body: { items: [{ exerciseId: 9, name: 'Sentadilla', sessions: 2, lastDate: '2026-02-20', bestE1rmKg: 80 }] } };
        if (call.url.startsWith('/api/v1/clients/5/exercises/9/history'))
          return { status: 200, body: { exercise: { id: 9, name: 'Sentadilla' }, items: [session(2, '2026-02-20', 6, 64), session(1, '2026-02-13', 8, 60)], total: 2 } };
        if (call.url === '/api/v1/clients/5/records')
          return {
            status: 200,
            body: { items: [{ kind: 'e1rm', exerciseId: 9, exerciseName: 'Sentadilla', reps: 6, weightKg: 64, seconds: null, e1rmKg: 76.8, date: '2026-02-20', completionId: 2 }] },
          };
        if (call.url.startsWith('/api/v1/clients/5/progress-photos')) return { status: 200, body: { items: [photo(2, '2026-02-20'), photo(1, '2026-01-10')], total: 2 } };
        return notFound;
      },
    });
    expect(await screen.findByTestId('exercise-summary')).toHaveTextContent('2 sesiones, la última el 20/02/2026 · mejor 1RM estimado (Epley): 80 kg');
    expect(await screen.findByTestId('exercise-chart')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Récords de Sentadilla' })).toHaveTextContent('1RM estimado (Epley): 76,8 kg (de 64 kg × 6) · 20/02/2026');
    const sessions = within(screen.getByRole('list', { name: 'Sesiones de Sentadilla' })).getAllByRole('listitem');
    expect(sessions[0]).toHaveTextContent('20/02/2026 · Fuerza A');
    expect(sessions[0]).toHaveTextContent('6 rep. · 64 kg (indicado: 8 rep. · 60 kg)');
    expect(await screen.findByRole('img', { name: 'Antes: frente, 10/01/2026' })).toHaveAttribute('src', '/uploads/progress/1.jpg?firma=x');
    expect(screen.getByRole('img', { name: 'Después: frente, 20/02/2026' })).toBeInTheDocument();
  });

  it('keeps the history of a disabled client without offering changes', async () => {
    renderProgress({ summary: emptySummary, measurements: [measurement(2, '2026-02-20', { weightKg: 71.8 })], active: false });
    expect(await screen.findByRole('list', { name: 'Mediciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar medición' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar la medición/ })).not.toBeInTheDocument();
  });
});
