import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import { discard, enqueue, useClientSession, useOutbox, type OutboxItem } from '@coach/shared/client-app';
import type { Measurement, PersonalRecord, ProgressSummary } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch } from '@coach/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import type * as ClientAppModule from '@coach/shared/client-app';
import ClientAppProgress from '../../../exposes/client-app-progress';

// The outbox keeps its items in IndexedDB; here in its store only, as a phone with no network keeps them.
jest.mock('@coach/shared/client-app', () => {
  const actual = jest.requireActual<typeof ClientAppModule>('@coach/shared/client-app');
  return { ...actual, enqueue: jest.fn(), discard: jest.fn() };
});
jest.mock('@coach/shared/chart-canvas', () => ({
  __esModule: true,
  default: ({ config }: { config: { type: string } }) => <div data-testid="chart-canvas" data-type={config.type} />,
}));

jest.setTimeout(30_000);

const noFigures: ProgressSummary['latest'] = { weightKg: null, bodyFatPct: null, waistCm: null, hipCm: null, chestCm: null, armCm: null, thighCm: null };
const weeks = (last: { due: number; done: number }) =>
  Array.from({ length: 12 }, (_, index) => ({ start: `2026-${String(index + 1).padStart(2, '0')}-05`, due: index === 11 ? last.due : 0, done: index === 11 ? last.done : 0 }));
const summary = (overrides: Partial<ProgressSummary> = {}): ProgressSummary => ({
  latest: noFigures,
  adherence: { d7: null, d30: null, d90: null },
  weeks: weeks({ due: 0, done: 0 }),
  streakDays: 0,
  ...overrides,
});
const measurement = (id: number, date: string, figures: Partial<Measurement>): Measurement => ({
  id,
  clientId: 7,
  date,
  weightKg: null,
  bodyFatPct: null,
  waistCm: null,
  hipCm: null,
  chestCm: null,
  armCm: null,
  thighCm: null,
  note: null,
  enteredBy: 'client',
  createdAt: `${date}T12:00:00.000Z`,
  updatedAt: `${date}T12:00:00.000Z`,
  ...figures,
});

const record = (exerciseId: number, exerciseName: string, date: string): PersonalRecord => ({
  kind: 'weight_for_reps',
  exerciseId,
  exerciseName,
  reps: 5,
  weightKg: 40 + exerciseId,
  seconds: null,
  e1rmKg: null,
  date,
  completionId: exerciseId,
});

function renderProgress(progress: ProgressSummary, measurements: Measurement[], records: PersonalRecord[] = []) {
  const { calls } = stubFetch((call) => {
    if (call.url === '/api/v1/client-app/records') return { status: 200, body: { items: records } };
    if (call.url === '/api/v1/client-app/progress') return { status: 200, body: progress };
    if (call.url.startsWith('/api/v1/client-app/measurements')) return { status: 200, body: { items: measurements, total: measurements.length } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
  renderScreen();
  return { calls, user: userEvent.setup({ delay: null }) };
}

function renderScreen() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ClientAppProgress />
      </MemoryRouter>
    </AppProviders>,
  );
}

let nextId = 1;
beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
  useOutbox.setState({ items: [], sending: false });
  jest.mocked(enqueue).mockReset();
  jest.mocked(discard).mockReset();
  jest.mocked(enqueue).mockImplementation(async (item) => {
    const id = `20000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
    const stored: OutboxItem = { ...item, id, body: { ...item.body, id }, clientId: 7, createdAt: new Date().toISOString(), problem: null };
    useOutbox.setState({ items: [...(useOutbox.getState().items ?? []), stored] });
    return stored;
  });
  jest.mocked(discard).mockImplementation(async (id) => {
    useOutbox.setState({ items: (useOutbox.getState().items ?? []).filter((item) => item.id !== id) });
  });
});
afterEach(() => useClientSession.getState().signOut());

describe('the app’s Progreso', () => {
  it('shows the streak, the weeks and the client’s measurements with the ones the trainer entered marked', async () => {
    renderProgress(
      summary({
        streakDays: 4,
        adherence: { d7: 100, d30: 90, d90: 85 },
        weeks: weeks({ due: 4, done: 4 }),
        latest: { ...noFigures, weightKg: { value: 70.2, date: '2026-11-20', change: -0.3 } },
      }),
      [measurement(2, '2026-11-20', { weightKg: 70.2 }), measurement(1, '2026-11-13', { weightKg: 70.5, enteredBy: 'trainer' })],
    );
    // The streak's frame is there (greyed) while the summary loads; then its figure.
    await waitFor(() => expect(screen.getByTestId('streak')).toHaveTextContent('4 días seguidos con todo hecho'));
    expect(screen.getByTestId('adherence-d7')).toHaveTextContent('100 %');
    expect(await screen.findByTestId('latest-weightKg')).toHaveTextContent('70,2 kg−0,3 kg · 20/11/2026');
    const items = within(screen.getByRole('list', { name: 'Mediciones' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Cargada por tu entrenador');
    expect(items[0]).not.toHaveTextContent('Cargada por');
    // The client reads their history; changes are the trainer's.
    expect(screen.queryByRole('button', { name: /Editar la medición/ })).not.toBeInTheDocument();
  });

  it('keeps each part’s place while it loads: the streak’s frame, Cumplimiento with its labels, the measurements’ height', async () => {
    stubFetch(() => new Promise(() => {}));
    renderScreen();
    expect(await screen.findByTestId('streak')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cumplimiento' })).toBeInTheDocument();
    expect(screen.getByText('Últimos 90 días')).toBeInTheDocument();
    const measurements = screen.getByRole('region', { name: 'Mis medidas' });
    expect(measurements.querySelector('[aria-hidden="true"][style*="min-height"]')).not.toBeNull();
  });

  it('shows the records of the three exercises with the newest ones, and the rest on "Ver los récords…"', async () => {
    const { user } = renderProgress(summary(), [], [
      record(1, 'Peso muerto', '2026-10-01'),
      record(2, 'Press banca', '2026-11-20'),
      record(3, 'Remo', '2026-11-02'),
      record(4, 'Sentadilla', '2026-11-24'),
    ]);
    const list = await screen.findByRole('list', { name: 'Mis récords' });
    const names = () => within(list).getAllByText(/^(Peso muerto|Press banca|Remo|Sentadilla)$/).map((element) => element.textContent);
    expect(names()).toEqual(['Sentadilla', 'Press banca', 'Remo']);
    await user.click(screen.getByRole('button', { name: 'Ver los récords de los 4 ejercicios' }));
    expect(names()).toEqual(['Sentadilla', 'Press banca', 'Remo', 'Peso muerto']);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('agrees the streak with its number: "1 día seguido" ("4 días seguidos" above)', async () => {
    renderProgress(summary({ streakDays: 1 }), []);
    await waitFor(() => expect(screen.getByTestId('streak')).toHaveTextContent('1 día seguido con todo hecho. ¡Seguí así!'));
  });

  it('says what each part will show before there is anything', async () => {
    renderProgress(summary(), []);
    await waitFor(() => expect(screen.getByTestId('streak')).toHaveTextContent('Hacé todo lo que te toca hoy para empezar una racha.'));
    expect(screen.getByText(/Cuando tu entrenador te asigne tareas/)).toBeInTheDocument();
    expect(await screen.findByText(/Registrá tu peso, tu grasa corporal o tus contornos/)).toBeInTheDocument();
  });

  it('keeps a new measurement on the phone, "Pendiente de enviar", and lets the client drop one the API refused', async () => {
    const { user } = renderProgress(summary(), []);
    await user.click(await screen.findByRole('button', { name: 'Agregar medición' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '70,2');
    await user.type(within(dialog).getByLabelText('Nota'), 'En ayunas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await screen.findByRole('list', { name: 'Mediciones sin enviar' });
    expect(enqueue).toHaveBeenCalledWith({
      kind: 'measurement',
      path: '/api/v1/client-app/measurements',
      body: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weightKg: '70,2', note: 'En ayunas' },
      subject: 'measurements',
    });
    const pending = within(screen.getByRole('list', { name: 'Mediciones sin enviar' })).getByRole('listitem');
    expect(pending).toHaveTextContent('Pendiente de enviar');

    const [item] = useOutbox.getState().items!;
    useOutbox.setState({ items: [{ ...item!, problem: 'La fecha de la medición no puede ser futura' }] });
    expect(await screen.findByText('La fecha de la medición no puede ser futura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(discard).toHaveBeenCalledWith(item!.id);
    expect(screen.queryByRole('list', { name: 'Mediciones sin enviar' })).not.toBeInTheDocument();
  });

  it('says so, and keeps the form open, when the phone cannot keep the measurement', async () => {
    jest.mocked(enqueue).mockRejectedValueOnce(new DOMException('QuotaExceededError'));
    const { user } = renderProgress(summary(), []);
    await user.click(await screen.findByRole('button', { name: 'Agregar medición' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '70,2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo guardar la medición')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mediciones sin enviar' })).not.toBeInTheDocument();
  });
});
