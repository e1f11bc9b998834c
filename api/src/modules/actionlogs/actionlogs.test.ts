import { apiMessages, validationMessages as m } from '@coach/shared/contracts';
import { actionLogs } from '../../db/schema';
import { authHeader, decodeClaims, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { ACTION_LOGS_PER_MINUTE } from './routes';

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

describe('limits of POST /api/v1/actionlogs', () => {
  it('caps metadata at 4 KB serialized, with a Spanish message; a body far beyond it is refused unread (413)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const fits = await postLog({ action: 'view_tutorial', metadata: { note: 'x'.repeat(4000) } }, authHeader(access));
    expect(fits.statusCode).toBe(201);

    const over = await postLog({ action: 'view_tutorial', metadata: { note: 'x'.repeat(4100) } }, authHeader(access));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: m.metadataTooLarge(4),
      details: { fieldErrors: { metadata: [m.metadataTooLarge(4)] } },
    });

    const huge = await postLog({ action: 'view_tutorial', metadata: { note: 'x'.repeat(900 * 1024) } }, authHeader(access));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: apiMessages.payloadTooLarge });
    expect(await ctx.app.db.select().from(actionLogs)).toHaveLength(1);
  });

  it('caps nesting at 5 levels', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const nested = (levels: number): Record<string, unknown> => (levels === 1 ? { leaf: true } : { child: nested(levels - 1) });
    expect((await postLog({ action: 'view_tutorial', metadata: nested(5) }, authHeader(access))).statusCode).toBe(201);
    const deeper = await postLog({ action: 'view_tutorial', metadata: nested(6) }, authHeader(access));
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe(m.metadataTooDeep(5));
  });

  it(`allows ${ACTION_LOGS_PER_MINUTE} actions a minute per user, then 429 with Retry-After; other users are not affected`, async () => {
    const first = await signedInTrainer(ctx.app);
    const second = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    for (let i = 0; i < ACTION_LOGS_PER_MINUTE; i++) {
      expect((await postLog({ action: 'start_tour' }, authHeader(first.access))).statusCode).toBe(201);
    }
    const limited = await postLog({ action: 'start_tour' }, authHeader(first.access));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the body is read or anything is stored.
    expect(await ctx.app.db.select().from(actionLogs)).toHaveLength(ACTION_LOGS_PER_MINUTE);
    expect((await postLog({ action: 'start_tour' }, authHeader(second.access))).statusCode).toBe(201);
  });
});
