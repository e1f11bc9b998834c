import { apiMessages, clientMessages, measurementMessages, validationMessages as m, type Measurement, type MeasurementList } from '@coach/shared/contracts';
import type { App } from '../../app';
import { authHeader, createClientAs, decodeClaims, joinedMember, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { setupApiTests } from '../../test/test-app';
import { reachClient } from '../team/client-rows';
import type { Scope } from '../team/scope';
import { deleteMeasurement, updateMeasurement } from './measurements';
import { createPhoto, deletePhoto } from './photos';

const ctx = setupApiTests({ env: { ACCESS_TOKEN_TTL_SECONDS: String(60 * 60 * 24 * 30) } });

// The test clock: Monday 2 March 2026, 09:00 in Buenos Aires.
const TODAY = '2026-03-02';

const measurementsApi = (app: App, access: string) => {
  const headers = authHeader(access);
  return {
    list: (clientId: number, query = '') => app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/measurements${query}`, headers }),
    create: (clientId: number, payload: object) => app.inject({ method: 'POST', url: `/api/v1/clients/${clientId}/measurements`, headers, payload }),
    patch: (id: number, payload: object) => app.inject({ method: 'PATCH', url: `/api/v1/measurements/${id}`, headers, payload }),
    remove: (id: number) => app.inject({ method: 'DELETE', url: `/api/v1/measurements/${id}`, headers }),
    client: (clientId: number) => app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}`, headers }),
  };
};
const appApi = (app: App, access: string) => {
  const headers = authHeader(access);
  return {
    list: (query = '') => app.inject({ method: 'GET', url: `/api/v1/client-app/measurements${query}`, headers }),
    create: (payload: object) => app.inject({ method: 'POST', url: '/api/v1/client-app/measurements', headers, payload }),
    me: () => app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers }),
  };
};

async function trainerWithClient() {
  const trainer = await signedInTrainer(ctx.app);
  const client = await createClientAs(ctx.app, trainer.access, { firstName: 'Ana', lastName: 'Gómez' });
  return { trainer, clientId: client.id, api: measurementsApi(ctx.app, trainer.access) };
}

async function created(response: Awaited<ReturnType<App['inject']>>): Promise<Measurement> {
  if (response.statusCode !== 201) throw new Error(`measurement not created: ${response.statusCode} ${response.body}`);
  return response.json<Measurement>();
}

const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

function expectFieldError(response: Awaited<ReturnType<App['inject']>>, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  expect(fieldErrors(response)[field]).toEqual([message]);
}

describe('a trainer records a client’s measurements', () => {
  it('creates, lists newest first, corrects and deletes them, saying who entered each', async () => {
    const { clientId, api } = await trainerWithClient();
    const first = await created(await api.create(clientId, { date: '2026-02-01', weightKg: 80.5, waistCm: '92,5', note: 'En ayunas' }));
    expect(first).toEqual({
      id: expect.any(Number),
      clientId,
      date: '2026-02-01',
      weightKg: 80.5,
      bodyFatPct: null,
      waistCm: 92.5,
      hipCm: null,
      chestCm: null,
      armCm: null,
      thighCm: null,
      note: 'En ayunas',
      enteredBy: 'trainer',
      createdAt: '2026-03-02T12:00:00.000Z',
      updatedAt: '2026-03-02T12:00:00.000Z',
    });
    const second = await created(await api.create(clientId, { date: TODAY, bodyFatPct: 22.4, armCm: 31, thighCm: 55, chestCm: 101, hipCm: 99 }));
    const third = await created(await api.create(clientId, { date: '2026-02-15', weightKg: 79 }));

    const list = (await api.list(clientId)).json<MeasurementList>();
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.id)).toEqual([second.id, third.id, first.id]);

    ctx.clock.advanceSeconds(60);
    const patched = await api.patch(first.id, { waistCm: null, note: '', hipCm: 100.25 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: first.id, weightKg: 80.5, waistCm: null, hipCm: 100.25, note: null, updatedAt: '2026-03-02T12:01:00.000Z' });

    expect((await api.remove(third.id)).statusCode).toBe(204);
    expect((await api.list(clientId)).json<MeasurementList>().items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await api.remove(third.id)).statusCode).toBe(404);
  });

  it('pages and filters by days', async () => {
    const { clientId, api } = await trainerWithClient();
    for (const day of ['01', '02', '03', '04', '05']) await created(await api.create(clientId, { date: `2026-02-${day}`, weightKg: 70 }));
    const page = (await api.list(clientId, '?page=2&pageSize=2')).json<MeasurementList>();
    expect([page.total, page.items.map((item) => item.date)]).toEqual([5, ['2026-02-03', '2026-02-02']]);
    const range = (await api.list(clientId, '?from=2026-02-02&to=2026-02-04')).json<MeasurementList>();
    expect([range.total, range.items.map((item) => item.date)]).toEqual([3, ['2026-02-04', '2026-02-03', '2026-02-02']]);
    expectFieldError(await api.list(clientId, '?pageSize=201'), 'pageSize', m.numberInvalid);
  });

  it('refuses implausible figures and dates with Spanish messages on each field', async () => {
    const { clientId, api } = await trainerWithClient();
    expectFieldError(await api.create(clientId, { date: TODAY, weightKg: 900 }), 'weightKg', clientMessages.weightInvalid);
    expectFieldError(await api.create(clientId, { date: TODAY, weightKg: 19.99 }), 'weightKg', 'Ingresá un peso entre 20 y 400 kg, con hasta dos decimales');
    expectFieldError(await api.create(clientId, { date: TODAY, weightKg: 70.123 }), 'weightKg', clientMessages.weightInvalid);
    expectFieldError(await api.create(clientId, { date: TODAY, bodyFatPct: 80 }), 'bodyFatPct', 'Ingresá un porcentaje de grasa corporal entre 2 y 75, con hasta dos decimales');
    expectFieldError(await api.create(clientId, { date: TODAY, bodyFatPct: 1.5 }), 'bodyFatPct', measurementMessages.invalid.bodyFatPct);
    expectFieldError(await api.create(clientId, { date: TODAY, waistCm: 301 }), 'waistCm', 'Ingresá la medida de cintura entre 10 y 300 cm, con hasta dos decimales');
    expectFieldError(await api.create(clientId, { date: TODAY, thighCm: 9 }), 'thighCm', measurementMessages.invalid.thighCm);
    expectFieldError(await api.create(clientId, { date: TODAY, armCm: 'mucho' }), 'armCm', measurementMessages.invalid.armCm);
    expectFieldError(await api.create(clientId, { date: '2020-02-30', weightKg: 70 }), 'date', m.dateInvalid);
    expectFieldError(await api.create(clientId, { date: '1999-12-31', weightKg: 70 }), 'date', 'La fecha de la medición no puede ser anterior al año 2000');
    expectFieldError(await api.create(clientId, { weightKg: 70 }), 'date', measurementMessages.dateRequired);
    expectFieldError(await api.create(clientId, { date: TODAY, note: 'x'.repeat(501), weightKg: 70 }), 'note', m.maxLength(500));
    // At least one figure: a note alone is not a measurement.
    expectFieldError(await api.create(clientId, { date: TODAY, note: 'Nada', weightKg: null }), 'weightKg', 'Ingresá al menos una medida: peso, grasa corporal o un contorno');
    expect((await api.list(clientId)).json<MeasurementList>().total).toBe(0);
    // The limits themselves are fine.
    await created(await api.create(clientId, { date: '2000-01-01', weightKg: 20, bodyFatPct: 75, waistCm: 10, hipCm: 300 }));
  });

  it("refuses a day after today in the business's time zone, and takes today", async () => {
    const { clientId, api } = await trainerWithClient();
    // 02:30 UTC on 3 March is still 2 March in Buenos Aires (UTC-3).
    ctx.clock.advance(new Date('2026-03-03T02:30:00Z').getTime() - ctx.clock.now().getTime());
    expectFieldError(await api.create(clientId, { date: '2026-03-03', weightKg: 70 }), 'date', 'La fecha de la medición no puede ser futura');
    expectFieldError(await api.create(clientId, { date: '2099-01-01', weightKg: 70 }), 'date', measurementMessages.dateInFuture);
    const today = await created(await api.create(clientId, { date: '2026-03-02', weightKg: 70 }));
    expectFieldError(await api.patch(today.id, { date: '2026-03-03' }), 'date', measurementMessages.dateInFuture);
  });

  it('refuses a change that would leave no figure', async () => {
    const { clientId, api } = await trainerWithClient();
    const measurement = await created(await api.create(clientId, { date: TODAY, weightKg: 70, waistCm: 80 }));
    expect((await api.patch(measurement.id, { waistCm: null })).statusCode).toBe(200);
    expectFieldError(await api.patch(measurement.id, { weightKg: null }), 'weightKg', measurementMessages.figureRequired);
    expectFieldError(await api.patch(measurement.id, { weightKg: 401 }), 'weightKg', clientMessages.weightInvalid);
    expect((await api.list(clientId)).json<MeasurementList>().items[0]).toMatchObject({ weightKg: 70, waistCm: null });
  });

  it("answers 404 for another business's client and measurement, exactly like missing ones", async () => {
    const { clientId, api } = await trainerWithClient();
    const measurement = await created(await api.create(clientId, { date: TODAY, weightKg: 70 }));
    const other = measurementsApi(ctx.app, (await signedInTrainer(ctx.app, { email: 'otra@example.com' })).access);
    const notFound = { code: 'NOT_FOUND', message: apiMessages.notFound };
    for (const response of [
      await other.list(clientId),
      await other.create(clientId, { date: TODAY, weightKg: 71 }),
      await other.patch(measurement.id, { weightKg: 71 }),
      await other.remove(measurement.id),
      await other.patch(2_147_483_647, { weightKg: 71 }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    expect((await api.list(clientId)).json<MeasurementList>().items).toEqual([expect.objectContaining({ id: measurement.id, weightKg: 70 })]);
  });
});

describe("the client's weight is the latest weighing", () => {
  const weightOf = async (api: ReturnType<typeof measurementsApi>, clientId: number) => (await api.client(clientId)).json<{ weightKg: number | null }>().weightKg;

  it('follows the newest measurement with a weight, by day, through creates, changes and deletes', async () => {
    const trainer = await signedInTrainer(ctx.app);
    const api = measurementsApi(ctx.app, trainer.access);
    const { id: clientId } = await createClientAs(ctx.app, trainer.access, { firstName: 'Ana', lastName: 'Gómez', weightKg: 82 });

    // A measurement without a weight leaves the record's weight alone.
    await created(await api.create(clientId, { date: '2026-02-20', waistCm: 90 }));
    expect(await weightOf(api, clientId)).toBe(82);
    const february = await created(await api.create(clientId, { date: '2026-02-01', weightKg: 80 }));
    expect(await weightOf(api, clientId)).toBe(80);
    const march = await created(await api.create(clientId, { date: '2026-03-01', weightKg: 78.5 }));
    expect(await weightOf(api, clientId)).toBe(78.5);
    // An older weighing entered later is history: the newest by day still rules.
    const january = await created(await api.create(clientId, { date: '2026-01-10', weightKg: 85 }));
    expect(await weightOf(api, clientId)).toBe(78.5);

    // Correcting the newest weighing corrects the weight; moving it back makes February the newest.
    await api.patch(march.id, { weightKg: 78 });
    expect(await weightOf(api, clientId)).toBe(78);
    await api.patch(march.id, { date: '2026-01-20' });
    expect(await weightOf(api, clientId)).toBe(80);

    // Deleting the newest weighing goes back to the previous one; with none left, the weight stays.
    await api.remove(february.id);
    expect(await weightOf(api, clientId)).toBe(78);
    await api.remove(march.id);
    expect(await weightOf(api, clientId)).toBe(85);
    await api.remove(january.id);
    expect(await weightOf(api, clientId)).toBe(85);
  });

  it("keeps a weight typed on the client's record until a newer weighing arrives", async () => {
    const { clientId, api, trainer } = await trainerWithClient();
    const weighing = await created(await api.create(clientId, { date: '2026-02-01', weightKg: 80 }));
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { weightKg: 81 } });
    // Writes that leave the newest weighing as it was do not overwrite it.
    await created(await api.create(clientId, { date: TODAY, waistCm: 90 }));
    await created(await api.create(clientId, { date: '2026-01-01', weightKg: 90 }));
    await api.patch(weighing.id, { note: 'Balanza del gimnasio' });
    expect(await weightOf(api, clientId)).toBe(81);
    await created(await api.create(clientId, { date: '2026-02-10', weightKg: 79.9 }));
    expect(await weightOf(api, clientId)).toBe(79.9);
  });

  it("a weighing the client enters in the app is their weight too, on the trainer's screens and the app's", async () => {
    const { trainer, access, clientId } = await registeredAppClient(ctx.app);
    const own = appApi(ctx.app, access);
    const response = await own.create({ date: TODAY, weightKg: '72,3' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ clientId, weightKg: 72.3, enteredBy: 'client' });
    expect(await weightOf(measurementsApi(ctx.app, trainer.access), clientId)).toBe(72.3);
    expect((await own.me()).json()).toMatchObject({ weightKg: 72.3 });
  });
});

describe('the client app', () => {
  it("lists the client's own measurements, whoever entered them, and only theirs", async () => {
    const { trainer, access, clientId } = await registeredAppClient(ctx.app);
    const trainerApi = measurementsApi(ctx.app, trainer.access);
    const own = appApi(ctx.app, access);
    await created(await trainerApi.create(clientId, { date: '2026-02-01', weightKg: 75 }));
    await created(await own.create({ date: '2026-02-15', weightKg: 74, note: 'Después de correr' }));
    // Another client of the same business.
    const other = await createClientAs(ctx.app, trainer.access, { firstName: 'Marta', lastName: 'Ríos' });
    await created(await trainerApi.create(other.id, { date: TODAY, weightKg: 60 }));

    const list = (await own.list()).json<MeasurementList>();
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.date, item.weightKg, item.enteredBy])).toEqual([
      ['2026-02-15', 74, 'client'],
      ['2026-02-01', 75, 'trainer'],
    ]);
    // The trainer sees the client's entry as the client's.
    expect((await trainerApi.list(clientId)).json<MeasurementList>().items[0]).toMatchObject({ enteredBy: 'client', note: 'Después de correr' });
  });

  it('answers a retry of the same id with the stored measurement, once', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const own = appApi(ctx.app, access);
    const id = '3F2A1B0C-9D8E-4F7A-8B6C-5D4E3F2A1B0C';
    const first = await own.create({ id, date: TODAY, weightKg: 70 });
    expect(first.statusCode).toBe(201);
    const retry = await own.create({ id, date: TODAY, weightKg: 71 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await own.list()).json<MeasurementList>().total).toBe(1);
    expectFieldError(await own.create({ id: 'no-es-un-uuid', date: TODAY, weightKg: 70 }), 'id', measurementMessages.idInvalid);
  });

  it('refuses the same ranges and future days', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const own = appApi(ctx.app, access);
    expectFieldError(await own.create({ date: TODAY, weightKg: 900 }), 'weightKg', clientMessages.weightInvalid);
    expectFieldError(await own.create({ date: '2026-03-03', weightKg: 70 }), 'date', measurementMessages.dateInFuture);
  });

  it("keeps trainers' and clients' tokens apart", async () => {
    const { trainer, access, clientId } = await registeredAppClient(ctx.app);
    const forbidden = { code: 'FORBIDDEN', message: apiMessages.forbidden };
    for (const response of [
      await appApi(ctx.app, trainer.access).list(),
      await appApi(ctx.app, trainer.access).create({ date: TODAY, weightKg: 70 }),
      await measurementsApi(ctx.app, access).list(clientId),
      await measurementsApi(ctx.app, access).create(clientId, { date: TODAY, weightKg: 70 }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, forbidden]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/measurements' })).statusCode).toBe(401);
  });
});

describe("a trainer's scope in the domain functions", () => {
  it("finds another trainer's client, measurement and photo as missing, without the route's hook", async () => {
    const { trainer, clientId, api } = await trainerWithClient();
    const gymId = Number(decodeClaims(trainer.access).gym_id);
    const measurement = await created(await api.create(clientId, { date: TODAY, weightKg: 70 }));
    const photoDeps = { db: ctx.app.db, now: ctx.app.now, storage: ctx.app.storage, urls: ctx.app.mediaUrls, log: ctx.app.log };
    const { photo } = await createPhoto(photoDeps, gymId, clientId, { kind: 'trainer', userId: trainer.user.id }, { pose: 'front', date: TODAY }, images.png);
    // Laura (CO) has a client of her own; Ana is the administrator's.
    const laura = await joinedMember(ctx.app, trainer.access, { email: 'laura@example.com', firstName: 'Laura' });
    const own = await createClientAs(ctx.app, laura.access, { firstName: 'Bruno', lastName: 'Díaz' });

    const deps = { db: ctx.app.db, now: ctx.app.now };
    const scope: Scope = { gymId, userId: laura.id, role: 'CO' };
    const notFound = { statusCode: 404, code: 'NOT_FOUND' };
    await expect(reachClient(ctx.app.db, scope, clientId)).rejects.toMatchObject(notFound);
    await expect(updateMeasurement(deps, scope, measurement.id, { weightKg: 71 })).rejects.toMatchObject(notFound);
    await expect(deleteMeasurement(deps, scope, measurement.id)).rejects.toMatchObject(notFound);
    await expect(deletePhoto(photoDeps, { scope }, photo.id)).rejects.toMatchObject(notFound);
    expect(await reachClient(ctx.app.db, scope, own.id)).toEqual({ gymId, clientId: own.id });

    // The administrator's scope reaches all of it, and nothing was changed before.
    const admin: Scope = { gymId, userId: trainer.user.id, role: 'AD' };
    expect(await updateMeasurement(deps, admin, measurement.id, { note: 'En ayunas' })).toMatchObject({ id: measurement.id, weightKg: 70 });
    await deletePhoto(photoDeps, { scope: admin }, photo.id);
    expect((await api.list(clientId)).json<MeasurementList>().items).toEqual([expect.objectContaining({ id: measurement.id, weightKg: 70, note: 'En ayunas' })]);
  });
});
