import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@coach/shared';
import { resetBrowserState, stubFetch } from '@coach/shared/testing';
import ProgramsPage from '../../../exposes/programs-page';
import { renderLibrary } from '../../../testing/render-library';
import { aProgram, aProgramSummary } from '../testing';

jest.setTimeout(60_000);
beforeEach(resetBrowserState);

describe('Programas list', () => {
  it('lists own and Coach programs like the other kinds: Duplicar on all, Eliminar only on own', async () => {
    const own = aProgramSummary({ id: 40, name: 'Fuerza 12 semanas', weeks: 12, itemCount: 40 });
    const product = aProgramSummary({ id: 2, name: 'Running 5K en 6 semanas', source: 'product', weeks: 6, itemCount: 18 });
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') return { status: 201, body: aProgram({ id: 41, name: 'Copia de Running 5K en 6 semanas' }) };
      return { status: 200, body: { items: [own, product], total: 2 } };
    });
    renderLibrary(paths.programs, { [paths.programs]: <ProgramsPage /> });
    const user = userEvent.setup({ delay: null });

    const link = await screen.findByRole('link', { name: /Running 5K en 6 semanas/ });
    expect(link).toHaveAttribute('href', '/programas/2');
    expect(within(link).getByText('Coach')).toBeInTheDocument();
    expect(within(link).getByText('6 semanas · 18 elementos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear programa' })).toHaveAttribute('href', '/programas/nuevo');
    expect(calls[0]!.url).toMatch(/^\/api\/v1\/programs\?/);

    await user.click(screen.getByRole('button', { name: 'Acciones del programa Running 5K en 6 semanas' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Duplicar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/programs/2/duplicate')).toBe(true));
  });
});
