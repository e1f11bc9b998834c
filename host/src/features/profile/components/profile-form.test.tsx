import { AppProviders, createQueryClient, useSession, type MeResponse } from '@coach/shared';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from './profile-form';

const me = (timeZone: string): MeResponse => ({
  id: 7,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@ejemplo.com',
  phone: null,
  birthDate: null,
  gender: null,
  address: null,
  role: 'CO',
  image: null,
  gymId: 3,
  business: { name: 'Estudio Ana', timeZone, currency: 'ARS', country: 'AR' },
  pendingEmail: null,
});

// The whole form renders and the date pickers take keys: slow on a busy 2-core machine.
jest.setTimeout(30_000);

let calls: FetchCall[] = [];

function renderForm(profile: MeResponse) {
  ({ calls } = stubFetch((call) => (call.url === '/api/v1/me' ? { status: 200, body: profile } : { status: 404, body: {} })));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ProfileForm profile={profile} />
    </AppProviders>,
  );
  return screen.getByLabelText('Fecha de nacimiento');
}

/** Whether the birth date's calendar lets the day be chosen (it opens on the month of today). */
const choosable = (date: string) => {
  const cell = document.querySelector(`td[title="${date}"]`);
  if (!cell) throw new Error(`${date} is not in the open calendar`);
  return !cell.classList.contains('ant-picker-cell-disabled');
};

describe('ProfileForm', () => {
  beforeEach(() => {
    resetBrowserState();
    // 22:00 on 5 March in Buenos Aires, 02:00 on 6 March in Madrid, already the 6th in UTC. Only the
    // clock is fake: antd's and React Query's timers run as usual.
    jest.useFakeTimers({
      now: new Date('2024-03-06T01:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('lets a trainer in Buenos Aires pick today as a birth date at 22:00, when UTC is already on the next day', async () => {
    const birthDate = renderForm(me('America/Argentina/Buenos_Aires'));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await userEvent.setup({ delay: null }).click(birthDate);
    await waitFor(() => expect(choosable('2024-03-05')).toBe(true));
    expect(choosable('2024-03-06')).toBe(false);
  });

  it('takes a birth date typed day first (05/03/1990) as 1990-03-05 and sends it', async () => {
    const birthDate = renderForm(me('America/Argentina/Buenos_Aires'));
    const user = userEvent.setup({ delay: null });
    expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(birthDate, '05/03/1990{Enter}');
    expect(birthDate).toHaveValue('05/03/1990');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ birthDate: '1990-03-05' }));
  });

  it("takes today from the business's own zone once its settings arrive", async () => {
    const birthDate = renderForm(me('Europe/Madrid'));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await userEvent.setup({ delay: null }).click(birthDate);
    await waitFor(() => expect(choosable('2024-03-06')).toBe(true));
    expect(choosable('2024-03-07')).toBe(false);
  });
});
