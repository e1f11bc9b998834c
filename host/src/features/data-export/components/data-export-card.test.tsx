import { AppProviders, createQueryClient, useSession } from '@coach/shared';
import { exportMessages, type BusinessExport } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataExportCard, formatSize } from './data-export-card';

// antd renders slowly on a busy 2-core machine, and the card polls every 1.5 s.
jest.setTimeout(30_000);

const base: BusinessExport = {
  id: 7,
  status: 'pending',
  progress: { done: 0, total: 20 },
  bytes: null,
  downloadUrl: null,
  downloadExpiresAt: null,
  createdAt: '2026-03-02T12:00:00.000Z',
  finishedAt: null,
  expiresAt: '2026-03-03T12:00:00.000Z',
};
const running: BusinessExport = { ...base, status: 'running', progress: { done: 10, total: 20 } };
const ready: BusinessExport = {
  ...base,
  status: 'ready',
  progress: { done: 20, total: 20 },
  bytes: 2_621_440,
  downloadUrl: '/api/v1/exports/7/zip?m=3&v=0&e=1772467800&s=firma',
  downloadExpiresAt: '2026-03-02T16:00:00.000Z',
  finishedAt: '2026-03-02T12:01:00.000Z',
};

let calls: FetchCall[] = [];

function renderCard(posts: Reply[], gets: Reply[], latest: BusinessExport | null = null) {
  ({ calls } = stubFetch((call) => {
    if (call.url === '/api/v1/exports/latest') return { status: 200, body: { latest } };
    if (call.url === '/api/v1/exports' && call.method === 'POST') return posts.shift() ?? { status: 500, body: {} };
    if (call.url === '/api/v1/exports/7') return gets.shift() ?? { status: 200, body: ready };
    return { status: 200, body: {} };
  }));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <DataExportCard />
    </AppProviders>,
  );
}

const posts = () => calls.filter((call) => call.url === '/api/v1/exports' && call.method === 'POST');

describe('DataExportCard', () => {
  beforeEach(() => resetBrowserState());

  it('shows the export asked for before (a reload, another device) with its link, without asking for a new one', async () => {
    renderCard([], [{ status: 200, body: ready }], ready);
    expect(await screen.findByRole('link', { name: 'Descargar ZIP' })).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/Tu exportación está lista \(2,5 MB\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar de nuevo' })).toBeEnabled();
    expect(posts()).toHaveLength(0);
  });

  it('asks for the export, shows its progress while it is written and then the link with its expiry', async () => {
    renderCard([{ status: 202, body: base }], [{ status: 200, body: running }, { status: 200, body: ready }]);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar mis datos' }));

    const bar = await screen.findByRole('progressbar', { name: 'Avance de la exportación' });
    expect(screen.getByText('Preparando tu exportación…')).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));

    const link = await screen.findByRole('link', { name: 'Descargar ZIP' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/Tu exportación está lista \(2,5 MB\)/)).toBeInTheDocument();
    // Kept until 12:00 UTC of the next day: 09:00 in Buenos Aires, the business's zone.
    expect(screen.getByText('El archivo se guarda hasta el 03/03/2026 09:00. El enlace es solo tuyo y se renueva mientras estés en esta pantalla.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar de nuevo' })).toBeEnabled();
    expect(posts()).toHaveLength(1);
  });

  it('says in Spanish when the request fails, and “Reintentar” asks again', async () => {
    renderCard([{ status: 500, body: { message: 'boom' } }, { status: 202, body: ready }], []);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar mis datos' }));
    expect(await screen.findByText('No pudimos pedir la exportación. Revisá tu conexión.')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Descargar ZIP' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('shows a failed export with “Reintentar”, which starts a new one', async () => {
    renderCard([{ status: 202, body: base }, { status: 202, body: base }], [{ status: 200, body: { ...base, status: 'failed' } }, { status: 200, body: ready }]);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar mis datos' }));
    expect(await screen.findByText(exportMessages.failed, {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
  });

  it('writes sizes as a person reads them', () => {
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(2_621_440)).toBe('2,5 MB');
  });
});
