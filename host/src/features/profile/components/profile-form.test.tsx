import { AppProviders, createQueryClient, useSession, type MeResponse } from '@coach/shared';
import { fakeAccessToken, resetBrowserState, stubFetch } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
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
  business: { name: 'Estudio Ana', timeZone, currency: 'ARS' },
  pendingEmail: null,
});

function renderForm(profile: MeResponse) {
  stubFetch((call) => (call.url === '/api/v1/me' ? { status: 200, body: profile } : { status: 404, body: {} }));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ProfileForm profile={profile} />
    </AppProviders>,
  );
  return screen.getByLabelText('Fecha de nacimiento');
}

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
    expect(birthDate).toHaveAttribute('max', '2024-03-05');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(birthDate).toHaveAttribute('max', '2024-03-05');
  });

  it("takes today from the business's own zone once its settings arrive", async () => {
    const birthDate = renderForm(me('Europe/Madrid'));
    await waitFor(() => expect(birthDate).toHaveAttribute('max', '2024-03-06'));
  });
});
