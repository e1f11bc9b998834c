import { authHeader, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

describe('GET /api/v1/me', () => {
  it('answers the signed-in user profile', async () => {
    const { access, user } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.com',
      phone: '+5491155550000',
      birthDate: null,
      gender: null,
      address: null,
      role: 'CO',
      image: null,
      gymId: expect.any(Number),
    });
  });

  it('answers 401 once the user no longer exists', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await ctx.testDb.reset();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(response.statusCode).toBe(401);
  });
});
