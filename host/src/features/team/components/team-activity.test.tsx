import { resetBrowserState, type FetchCall, type Reply } from '@coach/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anActivity, renderSignedIn, stubTeamApi, team } from '../testing/team-fixtures';
import { TeamActivity } from './team-activity';

jest.setTimeout(30_000);

let calls: FetchCall[] = [];
const activityCalls = () => calls.filter((call) => call.url.startsWith('/api/v1/team/activity'));

function renderActivity(answer: (url: URL) => Reply) {
  ({ calls } = stubTeamApi((call) => (call.url.startsWith('/api/v1/team/activity') ? answer(new URL(call.url, 'http://x')) : undefined)));
  renderSignedIn(<TeamActivity members={team} />);
  return userEvent.setup({ delay: null });
}

const page = (results: ReturnType<typeof anActivity>[], count = results.length, pageNumber = 1): Reply => ({
  status: 200,
  body: { count, page: pageNumber, pageSize: 20, results },
});

describe('TeamActivity', () => {
  beforeEach(() => resetBrowserState());

  it('shows what each member did and when, in the business’s zone', async () => {
    renderActivity(() => page([anActivity(), anActivity({ id: 2, userId: 7, memberName: 'Ana Pérez', label: 'Registró un pago de Juan Soto', createdAt: '2025-03-05T02:10:00.000Z' })]));
    expect(await screen.findByText('Creó el cliente Juan Soto')).toBeInTheDocument();
    // 17:30 UTC is 14:30 in Buenos Aires; 02:10 UTC of the 5th is still the 4th there.
    expect(screen.getByText(/Bruno Díaz ·/)).toHaveTextContent('Bruno Díaz · 05/03/2025 14:30');
    expect(screen.getByText(/Ana Pérez ·/)).toHaveTextContent('Ana Pérez · 04/03/2025 23:10');
    expect(activityCalls()[0]!.url).toBe('/api/v1/team/activity?page=1&pageSize=20');
  });

  it('filters by member and starts again from the first page', async () => {
    const user = renderActivity((url) =>
      url.searchParams.get('userId') === '8'
        ? page([anActivity({ id: 5, label: 'Asignó la rutina Fuerza A' })])
        : page([anActivity({ id: 1, label: 'Acción del equipo' })], 45, Number(url.searchParams.get('page'))),
    );
    expect(await screen.findByText('Acción del equipo')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: 'Página siguiente' }).querySelector('button')!);
    await waitFor(() => expect(activityCalls().at(-1)!.url).toBe('/api/v1/team/activity?page=2&pageSize=20'));

    await user.click(screen.getByRole('combobox', { name: 'Integrante' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === 'Bruno Díaz');
      if (!found) throw new Error('no option');
      return found as HTMLElement;
    });
    await user.click(option);

    expect(await screen.findByText('Asignó la rutina Fuerza A')).toBeInTheDocument();
    expect(activityCalls().at(-1)!.url).toBe('/api/v1/team/activity?userId=8&page=1&pageSize=20');
  });

  it('says when there is no activity yet, and when a member has none', async () => {
    const user = renderActivity(() => page([]));
    expect(await screen.findByText('Todavía no hay actividad')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Integrante' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === 'Carla Gómez');
      if (!found) throw new Error('no option');
      return found as HTMLElement;
    });
    await user.click(option);
    expect(await screen.findByText('Carla Gómez todavía no tiene actividad registrada.')).toBeInTheDocument();
  });
});
