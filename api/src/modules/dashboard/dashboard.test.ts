import { authHeader, decodeClaims, login, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();
const DAY_MS = 24 * 60 * 60 * 1000;

const getDashboard = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) });
const gettingStarted = async (access: string) => (await getDashboard(access)).json().gettingStarted;
const logAction = (access: string, action: string, metadata: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/actionlogs', headers: authHeader(access), payload: { action, metadata } });
const patchMe = (access: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload });

describe('GET /api/v1/dashboard', () => {
  it('answers the trial and an empty getting-started list for a new trainer', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await getDashboard(access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      trial: { remainingDays: 30, endsAt: new Date(ctx.clock.now().getTime() + 30 * DAY_MS).toISOString() },
      gettingStarted: { profileCompleted: false, photoUploaded: false, tourCompleted: false, clientsCount: 0 },
    });
  });

  it('counts the remaining days from the database at request time', async () => {
    const { credentials } = await signedInTrainer(ctx.app);
    ctx.clock.advanceDays(10);
    const { access } = await login(ctx.app, credentials.email, credentials.password);
    expect((await getDashboard(access)).json().trial.remainingDays).toBe(20);
  });

  it('answers null trial numbers for a paying business', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await setTrialEnd(ctx.app, decodeClaims(access).gym_id as number, null);
    expect((await getDashboard(access)).json().trial).toEqual({ remainingDays: null, endsAt: null });
  });

  it('marks the profile complete once phone, birth date, gender and address are all set', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await patchMe(access, { birthDate: '1990-05-17', gender: 'Femenino' });
    expect((await gettingStarted(access)).profileCompleted).toBe(false);
    await patchMe(access, { address: 'Av. Siempre Viva 742' });
    expect((await gettingStarted(access)).profileCompleted).toBe(true);
    await patchMe(access, { phone: null });
    expect((await gettingStarted(access)).profileCompleted).toBe(false);
  });

  it('marks the photo as uploaded', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { payload, headers } = multipartBody([{ name: 'photo', content: images.png, filename: 'a.png', contentType: 'image/png' }]);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
    expect((await gettingStarted(access)).photoUploaded).toBe(true);
  });

  it("marks the tour completed only after the user's own finish_tour of the initial tour", async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    await logAction(other.access, 'finish_tour', { tour: 'initial', stepIndex: 11 });
    const { access } = await signedInTrainer(ctx.app);
    await logAction(access, 'start_tour', { tour: 'initial' });
    await logAction(access, 'skip_tour', { tour: 'initial', stepIndex: 3 });
    await logAction(access, 'finish_tour', { tour: 'clients', stepIndex: 4 });
    expect((await gettingStarted(access)).tourCompleted).toBe(false);
    await logAction(access, 'finish_tour', { tour: 'initial', stepIndex: 11 });
    expect((await gettingStarted(access)).tourCompleted).toBe(true);
    expect((await gettingStarted(other.access)).tourCompleted).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
