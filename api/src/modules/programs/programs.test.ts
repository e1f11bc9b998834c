import { apiMessages, libraryMessages, programMessages, type Program } from '@coach/shared/contracts';
import { authHeader, registeredAppClient } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { createItem, productRow } from '../library/library-test-helpers';
import { productLibrary } from '../library/product';
import { programApi, trainerWithLibrary, twoWeeks } from './program-test-helpers';

const ctx = setupApiTests();

const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

describe('POST /api/v1/programs', () => {
  it('creates a program with its days, showing each item, and lists it with its counts', async () => {
    const { api, items } = await trainerWithLibrary(ctx.app);
    const response = await api.create(twoWeeks(items, { days: [...twoWeeks(items).days, { week: 2, day: 5, items: [] }] }));
    expect(response.statusCode).toBe(201);
    const program = response.json<Program>();
    const ref = (item: { id: number; name: string }) => ({ id: item.id, name: item.name, archived: false });
    const plain = { goal: null, durationMin: null, distanceKm: null };
    expect(program).toEqual({
      id: expect.any(Number),
      source: 'own',
      createdByUserId: expect.any(Number),
      name: 'Fuerza 2 semanas',
      description: 'Para empezar',
      archived: false,
      weeks: 2,
      dayCount: 3,
      itemCount: 4,
      activeAssignmentCount: 0,
      days: [
        {
          week: 1,
          day: 1,
          items: [
            { type: 'workout', itemId: items.workout.id, item: ref(items.workout), ...plain },
            { type: 'activity', itemId: items.activity.id, item: ref(items.activity), goal: 'Suave', durationMin: 30, distanceKm: 4.5 },
          ],
        },
        { week: 1, day: 3, items: [{ type: 'form', itemId: items.form.id, item: ref(items.form), ...plain }] },
        { week: 2, day: 1, items: [{ type: 'workout', itemId: items.workout.id, item: ref(items.workout), ...plain }] },
      ],
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(program.id)).json()).toEqual(program);
    const { days: _days, ...summary } = program;
    expect((await api.list('?source=own')).json()).toEqual({ items: [summary], total: 1 });
  });

  it('refuses weeks out of 1–52 and days beyond the weeks, in Spanish', async () => {
    const { api, items } = await trainerWithLibrary(ctx.app);
    for (const weeks of [0, 53, 1.5]) {
      const response = await api.create(twoWeeks(items, { weeks, days: [] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(programMessages.weeksInvalid);
    }
    const beyond = await api.create(twoWeeks(items, { weeks: 1 }));
    expect(beyond.statusCode).toBe(400);
    expect(fieldErrors(beyond)['days.2.week']).toEqual([programMessages.dayBeyondWeeks]);
  });

  it("uses product items, and refuses another business's item or a deleted one at its path", async () => {
    const a = await trainerWithLibrary(ctx.app, { email: 'a@example.com' });
    const b = await trainerWithLibrary(ctx.app, { email: 'b@example.com' });
    const productWorkout = await productRow(ctx.app, 'workouts', productLibrary.workouts[0]!.key);
    const withProduct = await a.api.create(twoWeeks(a.items, { days: [{ week: 1, day: 2, items: [{ type: 'workout', itemId: productWorkout.id }] }] }));
    expect(withProduct.statusCode).toBe(201);
    expect(withProduct.json<Program>().days[0]!.items[0]!.item).toEqual({ id: productWorkout.id, name: productWorkout.name, archived: false });

    const deleted = await createItem(ctx.app, a.access, 'forms', { name: 'Borrado', questions: [{ type: 'boolean', title: '¿Sí?' }] });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/forms/${deleted.id}`, headers: authHeader(a.access) });
    const response = await a.api.create({
      name: 'Mezcla',
      weeks: 1,
      days: [
        { week: 1, day: 1, items: [{ type: 'workout', itemId: a.items.workout.id }, { type: 'workout', itemId: b.items.workout.id }] },
        { week: 1, day: 2, items: [{ type: 'form', itemId: deleted.id }, { type: 'activity', itemId: 2_000_000 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(programMessages.itemNotFound);
    expect(fieldErrors(response)).toEqual({
      'days.0.items.1.itemId': [programMessages.itemNotFound],
      'days.1.items.0.itemId': [programMessages.itemNotFound],
      'days.1.items.1.itemId': [programMessages.itemNotFound],
    });
    expect((await a.api.list('?source=own')).json().total).toBe(1);
  });

  it('refuses a repeated name like the other kinds (409)', async () => {
    const { api, items } = await trainerWithLibrary(ctx.app);
    await api.create(twoWeeks(items));
    const again = await api.create(twoWeeks(items, { name: 'fuerza 2 SEMANAS' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(libraryMessages.alreadyExistsOnCreate('programs'));
  });
});

describe('PATCH, DELETE and duplicate', () => {
  it('changes name, weeks and days; fewer weeks with days left in them is 400', async () => {
    const { api, items } = await trainerWithLibrary(ctx.app);
    const program = (await api.create(twoWeeks(items))).json<Program>();
    const fewer = await api.patch(program.id, { weeks: 1 });
    expect(fewer.statusCode).toBe(400);
    expect(fieldErrors(fewer).weeks).toEqual([programMessages.dayBeyondWeeks]);
    const tooFar = await api.patch(program.id, { days: [{ week: 3, day: 1, items: [{ type: 'workout', itemId: items.workout.id }] }] });
    expect(tooFar.statusCode).toBe(400);
    expect(fieldErrors(tooFar)['days.0.week']).toEqual([programMessages.dayBeyondWeeks]);
    const changed = await api.patch(program.id, { name: 'Fuerza 1 semana', weeks: 1, days: [{ week: 1, day: 7, items: [{ type: 'form', itemId: items.form.id }] }] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Fuerza 1 semana', weeks: 1, dayCount: 1, itemCount: 1, days: [{ week: 1, day: 7 }] });
  });

  it('keeps an item deleted since when the program is saved again, shown as archived', async () => {
    const { api, items, access } = await trainerWithLibrary(ctx.app);
    const program = (await api.create(twoWeeks(items))).json<Program>();
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/forms/${items.form.id}`, headers: authHeader(access) });
    const saved = await api.patch(program.id, { days: twoWeeks(items).days });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Program>().days[1]!.items[0]!.item).toEqual({ id: items.form.id, name: items.form.name, archived: true });
  });

  it('archives on DELETE (gone from lists, still readable) and duplicates own and product programs', async () => {
    const { api, items } = await trainerWithLibrary(ctx.app);
    const program = (await api.create(twoWeeks(items))).json<Program>();
    const copy = await api.duplicate(program.id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copia de Fuerza 2 semanas', source: 'own', weeks: 2, itemCount: 4 });
    expect((await api.remove(program.id)).statusCode).toBe(204);
    expect((await api.get(program.id)).json()).toMatchObject({ archived: true });
    expect((await api.list('?source=own')).json().items.map((item: { name: string }) => item.name)).toEqual(['Copia de Fuerza 2 semanas']);

    const product = await productRow(ctx.app, 'programs', productLibrary.programs[0]!.key);
    const productCopy = await api.duplicate(product.id);
    expect(productCopy.statusCode).toBe(201);
    expect(productCopy.json()).toMatchObject({ source: 'own', name: `Copia de ${product.name}`, weeks: 8 });
  });
});

describe('product programs', () => {
  it('lists the product library in Spanish, read-only: 403 "No tenés permisos" on change', async () => {
    const { api } = await trainerWithLibrary(ctx.app);
    const list = (await api.list('?source=product&pageSize=100')).json<{ items: Array<{ name: string; source: string; weeks: number; itemCount: number }> }>();
    expect(list.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Fuerza principiante 8 semanas', 'Running 5K en 6 semanas', 'Movilidad diaria 4 semanas']),
    );
    expect(list.items.every((item) => item.source === 'product' && item.itemCount > 0)).toBe(true);
    const product = await productRow(ctx.app, 'programs', 'running-5k-en-6-semanas');
    const detail = (await api.get(product.id)).json<Program>();
    expect(detail.days.flatMap((day) => day.items).every((item) => item.item.name !== '' && !item.item.archived)).toBe(true);
    const patch = await api.patch(product.id, { name: 'Mío' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe(libraryMessages.cannotEdit('programs'));
    expect(patch.json().message).toBe('No tenés permisos para editar este programa');
    const remove = await api.remove(product.id);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(libraryMessages.cannotDelete('programs'));
  });

  it('searches by name without accents', async () => {
    const { api } = await trainerWithLibrary(ctx.app);
    const found = (await api.list('?search=MOVILIDAD diaria')).json<{ items: Array<{ name: string }> }>();
    expect(found.items.map((item) => item.name)).toEqual(['Movilidad diaria 4 semanas']);
  });
});

describe('isolation', () => {
  it("answers 404 for another business's program on every route, like a missing one", async () => {
    const a = await trainerWithLibrary(ctx.app, { email: 'a@example.com' });
    const b = await trainerWithLibrary(ctx.app, { email: 'b@example.com' });
    const theirs = (await b.api.create(twoWeeks(b.items))).json<Program>();
    for (const response of [
      await a.api.get(theirs.id),
      await a.api.patch(theirs.id, { name: 'Robado' }),
      await a.api.remove(theirs.id),
      await a.api.duplicate(theirs.id),
      await a.api.assign(theirs.id, { clientIds: a.clients, startDate: '2026-03-02' }),
      await a.api.get(2_000_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
    }
    expect((await a.api.list('?source=own')).json().total).toBe(0);
  });

  it("refuses a client's token (403)", async () => {
    const { access } = await registeredAppClient(ctx.app);
    const api = programApi(ctx.app, access);
    for (const response of [await api.list(), await api.create({ name: 'x', weeks: 1 }), await api.assignments(1)]) {
      expect(response.statusCode).toBe(403);
    }
  });
});
