import { actionLogs } from '../../db/schema';
import { authHeader, decodeClaims, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

const postLog = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/actionlogs', payload, headers });

describe('POST /api/v1/actionlogs', () => {
  it('needs a signed-in user', async () => {
    const response = await postLog({ action: 'start_tour', metadata: { tour: 'initial' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(await ctx.app.db.select().from(actionLogs)).toHaveLength(0);
  });

  it('stores the action for the user and their business', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const claims = decodeClaims(access);
    const response = await postLog({ action: 'finish_tour', metadata: { tour: 'clients', stepIndex: 4 } }, authHeader(access));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      action: 'finish_tour',
      metadata: { tour: 'clients', stepIndex: 4 },
      createdAt: ctx.clock.now().toISOString(),
    });
    const rows = await ctx.app.db.select().from(actionLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: claims.id, gymId: claims.gym_id, action: 'finish_tour' });
  });

  it('defaults metadata to an empty object and rejects a missing action', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const ok = await postLog({ action: 'view_tutorial' }, authHeader(access));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().metadata).toEqual({});

    const bad = await postLog({ metadata: {} }, authHeader(access));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { action: expect.any(Array) } } });
  });
});
