import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import { resetBrowserState, stubFetch } from '@coach/shared/testing';
import ProgramEditorPage from '../../../exposes/program-editor-page';
import { renderLibrary } from '../../../testing/render-library';
import { aClient, aProgram, aProgramItem, dialogTitled } from '../testing';

jest.setTimeout(120_000);
beforeEach(resetBrowserState);

describe('Asignar programa', () => {
  it('assigns the program to two clients from a start date aligned to Monday, saying how many tasks it creates', async () => {
    const program = aProgram({ days: [{ week: 1, day: 1, items: [aProgramItem(), aProgramItem({ itemId: 32, name: 'Brazos' })] }, { week: 2, day: 3, items: [aProgramItem()] }] });
    const { calls } = stubFetch((call) => {
      if (call.method === 'GET' && call.url === '/api/v1/programs/40') return { status: 200, body: program };
      if (call.method === 'GET' && call.url.startsWith('/api/v1/clients')) {
        return { status: 200, body: { items: [aClient({ id: 1, firstName: 'Ana' }), aClient({ id: 2, firstName: 'Bruno', lastName: 'Díaz' })], total: 2 } };
      }
      return { status: 201, body: { items: [] } };
    });
    renderLibrary(paths.program(40), { [routePatterns.program]: <ProgramEditorPage /> });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.click(await screen.findByRole('button', { name: 'Asignar' }));
    const dialog = await dialogTitled('Asignar Fuerza 12 semanas');
    expect(within(dialog).getByText(/cada cliente recibe 3 tareas/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Ana Pérez' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bruno Díaz' }));
    expect(within(dialog).getByText(/Va a crear 6 tareas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar a Bruno Díaz' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Bruno Díaz' })).not.toBeChecked();
    expect(within(dialog).getByText(/Va a crear 3 tareas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bruno Díaz' }));
    await user.click(within(dialog).getByRole('radio', { name: /Es un lunes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/v1/programs/40/assignments');
    expect(post.body).toEqual({ clientIds: [1, 2], startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), alignToMonday: true });
    expect(calls.find((call) => call.url.startsWith('/api/v1/clients'))!.url).toContain('status=active');
  });

  it('asks for a client before sending anything', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/v1/programs/40') return { status: 200, body: aProgram() };
      return { status: 200, body: { items: [], total: 0 } };
    });
    renderLibrary(paths.program(40), { [routePatterns.program]: <ProgramEditorPage /> });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.click(await screen.findByRole('button', { name: 'Asignar' }));
    const dialog = await dialogTitled('Asignar Fuerza 12 semanas');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText('Elegí al menos un cliente')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
