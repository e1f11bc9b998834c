import {
  EXPORT_LIMITS,
  activitySchema,
  businessSchema,
  chatMessageSchema,
  eventSchema,
  periodListItemSchema,
  planSchema,
  taskSchema,
  clientSchema,
  clientSubscriptionSchema,
  measurementSchema,
  paymentListItemSchema,
  taskCompletionSchema,
  type BusinessExport,
  type LatestExport,
} from '@coach/shared/contracts';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { businessExports, progressPhotos } from '../../db/schema';
import { images } from '../../test/images';
import { createPhoto } from '../progress/photos';
import { authHeader, joinedMember, login, registeredAppClient, setTrialEnd } from '../../test/fixtures';
import { SESSION_STATE_TTL_MS } from '../sessions/session-states';
import { setupApiTests, testStores } from '../../test/test-app';
import { billingApi, LONG_TOKENS, trainerWithClient } from '../billing/billing-test-helpers';
import { anActivity, createItem } from '../library/library-test-helpers';
import { PERIODS_CSV_COLUMNS } from './csv-files';
import { EXPORT_FILES, TOTAL_STEPS } from './exports';
import { settledExport, unzip, unzipBytes } from './export-test-helpers';

describe.each(testStores)('“Exportar mis datos” with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store, env: LONG_TOKENS });
  beforeEach(() => ctx.removeStored(['exports']));

  const call = (access: string, method: 'GET' | 'POST', url: string) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: authHeader(access) });

  /** A business whose every area holds `marker`: a client, a library item, a plan and payment, a task, an event, a message, a measurement. */
  async function businessWith(marker: string, email: string) {
    const business = await trainerWithClient(ctx.app, email);
    const { access, clientId } = business;
    const api = billingApi(ctx.app, access);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/clients',
      headers: authHeader(access),
      payload: { firstName: marker, lastName: 'Pérez', email: `${marker.toLowerCase()}@example.com`, phone: '+54 9 11 5555 1111' },
    });
    expect(marked.statusCode).toBe(201);
    const activity = await createItem(ctx.app, access, 'activities', anActivity({ name: `Trote ${marker}` }));
    const plan = await api.createPlan({ name: `Plan ${marker}`, amount: 1_250_050 });
    // A plan deleted once: the export still takes it (and does not fail for it).
    const gone = await api.createPlan({ name: `Viejo ${marker}`, amount: 900_000 });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/plans/${gone.id}`, headers: authHeader(access) })).statusCode).toBe(204);
    const subscription = await api.assign(clientId, plan.id, '2026-03-01');
    const period = subscription.periods[0]!;
    expect((await api.pay(period.id, { amount: 1_000_000, concept: `Pago ${marker}` })).statusCode).toBe(201);
    const task = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/tasks`,
      headers: authHeader(access),
      payload: { type: 'activity', itemId: activity.id, date: '2026-03-03', goal: `Meta ${marker}` },
    });
    expect(task.statusCode).toBe(201);
    const event = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', headers: authHeader(access), payload: { title: `Clase ${marker}`, start: '2026-03-04T07:00', end: '2026-03-04T08:00' } });
    expect(event.statusCode).toBe(201);
    const message = await ctx.app.inject({ method: 'POST', url: `/api/v1/chats/${clientId}/messages`, headers: authHeader(access), payload: { id: crypto.randomUUID(), text: `Hola ${marker}` } });
    expect(message.statusCode).toBe(201);
    const measurement = await ctx.app.inject({ method: 'POST', url: `/api/v1/clients/${clientId}/measurements`, headers: authHeader(access), payload: { date: '2026-03-01', weightKg: 70, note: `Nota ${marker}` } });
    expect(measurement.statusCode).toBe(201);
    const photoDeps = { db: ctx.app.db, now: ctx.app.now, storage: ctx.app.storage, urls: ctx.app.mediaUrls, log: ctx.app.log };
    await createPhoto(photoDeps, business.gymId, clientId, { kind: 'trainer', userId: business.userId }, { pose: 'front', date: '2026-03-01' }, images.png);
    return business;
  }

  const settled = (access: string, id: number) => settledExport(ctx.app, access, id);

  it('answers 202 at once, writes the ZIP in the background and links it when ready; nothing of another business is in it', async () => {
    const lucia = await businessWith('MARCALUCIA', 'lucia@example.com');
    const other = await businessWith('MARCAOTRO', 'otro@example.com');

    const asked = await call(lucia.access, 'POST', '/exports');
    expect(asked.statusCode).toBe(202);
    const pending = asked.json<BusinessExport>();
    expect(pending).toMatchObject({ status: 'pending', progress: { done: 0, total: TOTAL_STEPS }, downloadUrl: null, bytes: null });
    expect(pending.expiresAt).toBe(new Date(ctx.clock.now().getTime() + EXPORT_LIMITS.keepHours * 3600 * 1000).toISOString());

    const ready = await settled(lucia.access, pending.id);
    expect(ready).toMatchObject({ status: 'ready', progress: { done: ready.progress.total, total: ready.progress.total }, bytes: expect.any(Number) });
    expect(ready.downloadUrl).toMatch(new RegExp(`^/api/v1/exports/${ready.id}/zip\\?m=\\d+&v=\\d+&e=\\d+&s=[\\w-]+$`));
    expect(new Date(ready.downloadExpiresAt!).getTime()).toBe(ctx.clock.now().getTime() + EXPORT_LIMITS.downloadLinkMinutes * 60_000);

    const file = await ctx.app.inject({ method: 'GET', url: ready.downloadUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="mis-datos.zip"');
    // The whole business: no cache keeps it, nor the answers that carry its link.
    expect(file.headers['cache-control']).toBe('no-store');
    expect((await call(lucia.access, 'GET', `/exports/${ready.id}`)).headers['cache-control']).toBe('no-store');
    expect((await call(lucia.access, 'GET', '/exports/latest')).headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.length).toBe(ready.bytes);

    const files = await unzip(file.rawPayload);
    const [photo] = await ctx.app.db.select().from(progressPhotos).where(eq(progressPhotos.gymId, lucia.gymId));
    const photoName = `archivos/fotos-de-progreso/${photo!.id}.${photo!.storageKey.split('.').pop()}`;
    expect([...files.keys()]).toEqual(['README.txt', ...EXPORT_FILES.map((entry) => entry.name), photoName]);
    // The file itself, byte for byte as stored (its link in the JSON expires).
    const stored = await ctx.app.storage.open(photo!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const storedBytes = Buffer.concat(chunks);
    expect((await unzipBytes(file.rawPayload)).get(photoName)!.equals(storedBytes)).toBe(true);
    // Another business's rows never leak, in any file.
    for (const [name, text] of files) expect({ name, leaks: text.includes('MARCAOTRO') }).toEqual({ name, leaks: false });
    expect(file.rawPayload.includes('MARCAOTRO')).toBe(false);

    for (const entry of EXPORT_FILES.filter((each) => each.name.endsWith('.json'))) expect(() => JSON.parse(files.get(entry.name)!)).not.toThrow();
    const json = (name: string): unknown => JSON.parse(files.get(name)!);
    // The shapes the API answers, by the contracts' own schemas.
    const clients = z.parse(z.array(clientSchema), json('clientes.json'));
    // The sample client every business starts with is its data too.
    expect(clients.map((client) => client.firstName).sort()).toEqual(['Ana', 'Cliente', 'MARCALUCIA']);
    const payments = z.parse(z.array(paymentListItemSchema), json('cobros/pagos.json'));
    expect(payments).toEqual([expect.objectContaining({ concept: 'Pago MARCALUCIA', amount: 1_000_000, planName: 'Plan MARCALUCIA' })]);
    const subscriptions = z.parse(z.array(clientSubscriptionSchema), json('cobros/suscripciones.json'));
    expect(subscriptions).toHaveLength(1);
    z.parse(z.array(measurementSchema), json('progreso/mediciones.json'));
    const messages = z.parse(z.array(z.object({ clientId: z.number(), message: chatMessageSchema })), json('mensajes.json'));
    expect(messages.map((item) => item.message.text)).toEqual(['Hola MARCALUCIA']);
    z.parse(z.array(z.object({ taskId: z.number(), clientId: z.number(), date: z.string(), completion: taskCompletionSchema })), json('agenda/cumplimientos.json'));
    expect(z.parse(z.array(taskSchema), json('agenda/tareas.json'))).toEqual([expect.objectContaining({ goal: 'Meta MARCALUCIA', itemName: 'Trote MARCALUCIA' })]);
    expect(z.parse(z.array(eventSchema), json('agenda/eventos.json'))).toEqual([expect.objectContaining({ title: 'Clase MARCALUCIA' })]);
    expect(z.parse(z.array(activitySchema), json('biblioteca/actividades.json'))).toEqual([expect.objectContaining({ name: 'Trote MARCALUCIA', source: 'own' })]);
    expect(z.parse(z.array(periodListItemSchema), json('cobros/periodos.json'))).toHaveLength(1);
    expect(z.parse(businessSchema, json('negocio.json'))).toMatchObject({ currency: 'ARS' });
    const plans = json('cobros/planes.json') as Array<{ name: string; deletedAt: string | null }>;
    z.parse(z.array(planSchema), plans);
    expect(plans.map((plan) => [plan.name, plan.deletedAt === null])).toEqual([
      ['Plan MARCALUCIA', true],
      ['Viejo MARCALUCIA', false],
    ]);
    // Only the business's own library: none of the product's items.
    expect(json('biblioteca/ejercicios.json')).toEqual([]);

    // CSV for the accountant of an Argentinian business: BOM, Spanish headers, ';' between fields, amounts
    // in the currency's units with a decimal comma beside its code, the receipt's number first.
    const paymentsCsv = files.get('cobros/pagos.csv')!;
    expect(paymentsCsv.startsWith('\uFEFFComprobante;Fecha;Cliente;Plan;Período desde;Período hasta;Medio de pago;Concepto;Monto;Moneda\r\n')).toBe(true);
    expect(paymentsCsv).toContain('\r\n1;02/03/2026;Ana Gómez;Plan MARCALUCIA;01/03/2026;31/03/2026;Efectivo;Pago MARCALUCIA;10000,00;ARS\r\n');
    const periodsCsv = files.get('cobros/periodos.csv')!;
    expect(periodsCsv.startsWith(`\uFEFF${PERIODS_CSV_COLUMNS.join(';')}\r\n`)).toBe(true);
    expect(periodsCsv).toContain(';12500,50;10000,00;0,00;2500,50;ARS\r\n');
    const clientsCsv = files.get('clientes.csv')!;
    expect(clientsCsv.split('\r\n')[0]).toBe('\uFEFFNombre;Apellido;Email;Teléfono;Fecha de nacimiento;Miembro desde;Activo;Estado del plan;Usa la app;Alta');
    expect(clientsCsv).toContain('MARCALUCIA;Pérez;marcalucia@example.com;');
    // A phone stays a phone (no apostrophe): only what a spreadsheet would run is neutralised.
    const phone = clientsCsv.split('\r\n').find((row) => row.startsWith('MARCALUCIA;'))!.split(';')[3]!;
    expect(phone).toMatch(/^\+54[\d\s-]+$/);
    expect(files.get('README.txt')).toContain('cobros/pagos.csv: ');

    // The other business's export holds its own marker.
    const theirs = await settled(other.access, (await call(other.access, 'POST', '/exports')).json<BusinessExport>().id);
    const theirFiles = await unzip((await ctx.app.inject({ method: 'GET', url: theirs.downloadUrl! })).rawPayload);
    expect(theirFiles.get('clientes.json')).toContain('MARCAOTRO');
    expect([...theirFiles.values()].some((text) => text.includes('MARCALUCIA'))).toBe(false);
  });

  it("writes the CSVs of a Mexican business as Mexico's spreadsheets read them: ',' between fields, a decimal point", async () => {
    const mexico = await trainerWithClient(ctx.app, 'mx@example.com');
    const api = billingApi(ctx.app, mexico.access);
    expect((await api.call('PATCH', '/business', { country: 'MX', currency: 'MXN' })).statusCode).toBe(200);
    const plan = await api.createPlan({ name: 'Mensual, 3 veces', amount: 1_250_050 });
    const period = (await api.assign(mexico.clientId, plan.id, '2026-03-01')).periods[0]!;
    expect((await api.pay(period.id, { amount: 185_050, concept: 'Marzo' })).statusCode).toBe(201);

    const ready = await settled(mexico.access, (await call(mexico.access, 'POST', '/exports')).json<BusinessExport>().id);
    const files = await unzip((await ctx.app.inject({ method: 'GET', url: ready.downloadUrl! })).rawPayload);
    const paymentsCsv = files.get('cobros/pagos.csv')!;
    expect(paymentsCsv.startsWith('\uFEFFComprobante,Fecha,Cliente,Plan,Período desde,Período hasta,Medio de pago,Concepto,Monto,Moneda\r\n')).toBe(true);
    // A field holding the separator is quoted.
    expect(paymentsCsv).toContain('\r\n1,02/03/2026,Ana Gómez,"Mensual, 3 veces",01/03/2026,31/03/2026,Efectivo,Marzo,1850.50,MXN\r\n');
    const periodsCsv = files.get('cobros/periodos.csv')!;
    expect(periodsCsv.startsWith(`\uFEFF${PERIODS_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(periodsCsv).toContain(',12500.50,1850.50,0.00,10650.00,MXN\r\n');
    expect(files.get('clientes.csv')!.split('\r\n')[0]).toBe('\uFEFFNombre,Apellido,Email,Teléfono,Fecha de nacimiento,Miembro desde,Activo,Estado del plan,Usa la app,Alta');
  });

  it('keeps one export in progress per business; one left running by a stopped instance fails after the timeout', async () => {
    const { access, gymId } = await trainerWithClient(ctx.app);
    const now = ctx.clock.now();
    const [running] = await ctx.app.db
      .insert(businessExports)
      .values({ gymId, status: 'running', totalSteps: 5, doneSteps: 2, heartbeatAt: now, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })
      .returning();
    const again = await call(access, 'POST', '/exports');
    expect(again.statusCode).toBe(202);
    expect(again.json<BusinessExport>()).toMatchObject({ id: running!.id, status: 'running', progress: { done: 2, total: 5 } });

    ctx.clock.advance((EXPORT_LIMITS.staleMinutes + 1) * 60 * 1000);
    expect((await call(access, 'GET', `/exports/${running!.id}`)).json<BusinessExport>().status).toBe('failed');
    const fresh = await call(access, 'POST', '/exports');
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json<BusinessExport>().id).not.toBe(running!.id);
    expect((await settled(access, fresh.json<BusinessExport>().id)).status).toBe('ready');
  });

  it('stops serving the link when it expires, and removes the export and its file after a day', async () => {
    const { access } = await trainerWithClient(ctx.app);
    expect((await call(access, 'GET', '/exports/latest')).json<LatestExport>()).toEqual({ latest: null });
    const ready = await settled(access, (await call(access, 'POST', '/exports')).json<BusinessExport>().id);
    expect(await ctx.storedKeys('exports')).toHaveLength(1);
    // Back on "Mi negocio" after a reload (or on another device): the export is there, with its link.
    expect((await call(access, 'GET', '/exports/latest')).json<LatestExport>().latest).toMatchObject({ id: ready.id, status: 'ready', bytes: ready.bytes });

    ctx.clock.advance(new Date(ready.downloadExpiresAt!).getTime() - ctx.clock.now().getTime() + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: ready.downloadUrl! })).statusCode).toBe(404);
    // Asked again, the export signs a new link.
    const later = (await call(access, 'GET', `/exports/${ready.id}`)).json<BusinessExport>();
    expect((await ctx.app.inject({ method: 'GET', url: later.downloadUrl! })).statusCode).toBe(200);

    ctx.clock.advance(EXPORT_LIMITS.keepHours * 3600 * 1000);
    expect((await call(access, 'GET', `/exports/${ready.id}`)).statusCode).toBe(404);
    expect((await call(access, 'GET', '/exports/latest')).json<LatestExport>()).toEqual({ latest: null });
    const next = await call(access, 'POST', '/exports');
    await settled(access, next.json<BusinessExport>().id);
    // The expired one's file went with it; only the new one is stored.
    expect(await ctx.storedKeys('exports')).toHaveLength(1);
    expect(await ctx.app.db.select().from(businessExports)).toHaveLength(1);
  });

  it("serves the ZIP only through its member's link while their session holds: not after ending their sessions or losing the role, nor by /media", async () => {
    const owner = await trainerWithClient(ctx.app);
    const ready = await settled(owner.access, (await call(owner.access, 'POST', '/exports')).json<BusinessExport>().id);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    expect((await get(ready.downloadUrl!)).statusCode).toBe(200);
    // A link changed in any part is a missing one.
    const url = new URL(ready.downloadUrl!, 'http://coach.test');
    for (const [name, value] of [['m', '999999'], ['v', '7'], ['e', String(Number(url.searchParams.get('e')) + 60)], ['s', 'x'.repeat(43)]] as const) {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      expect({ name, status: (await get(changed.pathname + changed.search)).statusCode }).toEqual({ name, status: 404 });
    }
    expect((await get(`/api/v1/exports/${ready.id}/zip`)).statusCode).toBe(404);
    // The store's key by a media URL: never.
    const [{ storageKey }] = (await ctx.app.db.select({ storageKey: businessExports.storageKey }).from(businessExports)) as [{ storageKey: string }];
    expect((await get(ctx.app.mediaUrls.urlFor(storageKey))).statusCode).toBe(404);

    // A second administrator's link is theirs: it stops when they are no longer one.
    const pablo = await joinedMember(ctx.app, owner.access, { email: 'pablo@example.com', role: 'AD', firstName: 'Pablo' });
    const pablos = (await call(pablo.access, 'GET', `/exports/${ready.id}`)).json<BusinessExport>();
    expect((await get(pablos.downloadUrl!)).statusCode).toBe(200);
    const demoted = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/team/members/${pablo.id}`, headers: authHeader(owner.access), payload: { role: 'CO' } });
    expect(demoted.statusCode).toBe(200);
    expect((await get(pablos.downloadUrl!)).statusCode).toBe(404);

    // "Cerrar sesión en todos los dispositivos": the owner's links end with their sessions; signed in again, a new one works.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke', headers: authHeader(owner.access) })).statusCode).toBe(204);
    expect((await get(ready.downloadUrl!)).statusCode).toBe(404);
    const again = await login(ctx.app, 'lucia@example.com', 'Secreta123');
    const fresh = (await call(again.access, 'GET', `/exports/${ready.id}`)).json<BusinessExport>();
    expect((await get(fresh.downloadUrl!)).statusCode).toBe(200);
    // A business whose trial ended serves nothing by link (past the session cache's few seconds).
    await setTrialEnd(ctx.app, owner.gymId, new Date(ctx.clock.now().getTime() - 1000));
    ctx.clock.advance(SESSION_STATE_TTL_MS + 1000);
    expect((await get(fresh.downloadUrl!)).statusCode).toBe(404);
    await setTrialEnd(ctx.app, owner.gymId, null);
    ctx.clock.advance(SESSION_STATE_TTL_MS + 1000);
    expect((await get(fresh.downloadUrl!)).statusCode).toBe(200);
    // Minutes, not hours.
    ctx.clock.advance(EXPORT_LIMITS.downloadLinkMinutes * 60_000 + 1000);
    expect((await get(fresh.downloadUrl!)).statusCode).toBe(404);
  });

  it('answers another business’s export as a missing one (404), and refuses client tokens (403) and no token (401)', async () => {
    const { trainer, access: clientAccess } = await registeredAppClient(ctx.app);
    const ready = await settled(trainer.access, (await call(trainer.access, 'POST', '/exports')).json<BusinessExport>().id);
    const other = await trainerWithClient(ctx.app, 'otro@example.com');
    expect((await call(other.access, 'GET', `/exports/${ready.id}`)).statusCode).toBe(404);
    expect((await call(other.access, 'GET', `/exports/${ready.id + 1000}`)).statusCode).toBe(404);
    expect((await call(other.access, 'GET', '/exports/abc')).statusCode).toBe(404);
    expect((await call(other.access, 'GET', '/exports/latest')).json<LatestExport>()).toEqual({ latest: null });
    expect((await call(trainer.access, 'GET', '/exports/latest')).json<LatestExport>().latest?.id).toBe(ready.id);
    expect((await call(clientAccess, 'GET', '/exports/latest')).statusCode).toBe(403);

    expect((await call(clientAccess, 'POST', '/exports')).statusCode).toBe(403);
    expect((await call(clientAccess, 'GET', `/exports/${ready.id}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/exports' })).statusCode).toBe(401);
  });
});
