import { agendaMessages, apiMessages, clientMessages, formAnswerMessages as f, idempotencyMessages, type ClientAppTask, type Measurement } from '@coach/shared/contracts';
import { authHeader, inviteAs, newAppClient, registerInApp } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { taskMessages } from '../tasks/task-messages';
import { LONG_TOKENS, createTaskAs, formQuestions, occurrencesOf, trainerWithAppClient, validAnswers } from '../tasks/task-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

// Monday 2 March 2026, 09:00 in Buenos Aires.
const TODAY = '2026-03-02';

const listTasks = (access: string, from = '2026-03-01', to = '2026-03-31') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/client-app/tasks?from=${from}&to=${to}`, headers: authHeader(access) });
const complete = (access: string, taskId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: authHeader(access), payload });
const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

/** A trainer whose app client (José) has a daily workout, a single activity and a weekly form from today. */
async function clientWithTasks() {
  const setup = await trainerWithAppClient(ctx.app);
  const trainer = setup.trainer.access;
  const assign = (payload: object) => createTaskAs(ctx.app, trainer, setup.clientId, payload);
  const workout = await assign({ type: 'workout', itemId: setup.items.workout.id, date: TODAY, recurrence: 'FREQ=DAILY;COUNT=3', durationMin: 40 });
  const activity = await assign({ type: 'activity', itemId: setup.items.activity.id, date: '2026-03-03', distanceKm: 5 });
  const form = await assign({ type: 'form', itemId: setup.items.form.id, date: TODAY, recurrence: 'FREQ=WEEKLY;COUNT=2' });
  return { ...setup, tasks: { workout, activity, form } };
}

/** A second client of the same business, registered in the app. */
async function secondAppClient(trainerAccess: string) {
  const { code } = await inviteAs(ctx.app, trainerAccess);
  const response = await registerInApp(ctx.app, newAppClient(code, { firstName: 'Marta', lastName: 'Ríos', email: 'marta@example.com' }));
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return response.json<{ access: string }>().access;
}

describe('GET /api/v1/client-app/tasks', () => {
  it("answers the client's occurrences with the activity, the workout's groups and series, or the form's questions", async () => {
    const { access, tasks, items } = await clientWithTasks();
    const response = await listTasks(access);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ items: ClientAppTask[] }>().items;
    expect(list.map((item) => [item.date, item.type])).toEqual([
      [TODAY, 'workout'],
      [TODAY, 'form'],
      ['2026-03-03', 'workout'],
      ['2026-03-03', 'activity'],
      ['2026-03-04', 'workout'],
      ['2026-03-09', 'form'],
    ]);
    const [workout, form, , activity] = list;
    expect(workout).toMatchObject({ id: tasks.workout.id, clientName: 'José Núñez', durationMin: 40, activity: null, form: null });
    expect(workout!.workout).toMatchObject({
      id: items.workout.id,
      name: 'Piernas A',
      groups: [{ name: 'Bloque 1', exercises: [{ exerciseId: items.exercise.id, exercise: { name: 'Sentadilla búlgara' }, series: [{ reps: 10 }, { reps: 10 }] }] }],
    });
    expect(activity!.activity).toMatchObject({ id: items.activity.id, name: 'Trote suave', instructions: 'Trotá a ritmo de conversación.' });
    expect(form!.form).toMatchObject({ id: items.form.id, version: 1, questions: expect.arrayContaining([expect.objectContaining({ type: 'rating' })]) });
    expect(form!.form!.questions).toHaveLength(6);
    // The workouts' exercises come once each, with what the client needs to do them offline.
    const { exercises } = response.json<{ exercises: Array<{ id: number; name: string; instructions: string }> }>();
    expect(exercises).toEqual([expect.objectContaining({ id: items.exercise.id, name: 'Sentadilla búlgara', instructions: expect.any(String) })]);
  });

  it("shows a client only their own tasks, and refuses trainers' tokens", async () => {
    const { trainer } = await clientWithTasks();
    const other = await secondAppClient(trainer.access);
    expect((await listTasks(other)).json()).toEqual({ items: [], exercises: [] });
    for (const response of [await listTasks(trainer.access), await complete(trainer.access, 1, { date: TODAY })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/tasks?from=2026-03-01&to=2026-03-31' })).statusCode).toBe(401);
  });

  it('refuses a disabled client at once', async () => {
    const { trainer, access, clientId, tasks } = await clientWithTasks();
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { active: false } });
    for (const response of [await listTasks(access), await complete(access, tasks.workout.id, { date: TODAY })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'CLIENT_DISABLED', message: clientMessages.clientDisabled });
    }
  });

  it('checks the range', async () => {
    const { access } = await clientWithTasks();
    expect(fieldErrors(await listTasks(access, '2026-03-10', '2026-03-01'))).toEqual({ to: [agendaMessages.rangeInvalid] });
  });
});

describe('POST /api/v1/client-app/tasks/{id}/completions', () => {
  it('registers a due occurrence once; the trainer sees it', async () => {
    const { access, trainer, clientId, tasks } = await clientWithTasks();
    const response = await complete(access, tasks.workout.id, { date: TODAY, durationMin: 35, distanceKm: 2.5, feedback: { mood: 'very_good', enjoyment: 'a_lot', comment: 'Pesado' } });
    expect(response.statusCode).toBe(201);
    const completion = {
      id: null,
      completedAt: ctx.clock.now().toISOString(),
      durationMin: 35,
      distanceKm: 2.5,
      feedback: { mood: 'very_good', enjoyment: 'a_lot', comment: 'Pesado' },
      answers: null,
      questions: null,
      results: null,
    };
    expect(response.json()).toEqual(completion);
    const again = await complete(access, tasks.workout.id, { date: TODAY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ALREADY_REGISTERED', message: agendaMessages.alreadyRegistered });
    const [seen] = await occurrencesOf(ctx.app, trainer.access, clientId, TODAY, TODAY);
    expect(seen).toMatchObject({ id: tasks.workout.id, completion });
  });

  it('refuses a day that is not an occurrence, and one still to come', async () => {
    const { access, tasks } = await clientWithTasks();
    const notOne = await complete(access, tasks.activity.id, { date: TODAY });
    expect(notOne.statusCode).toBe(400);
    expect(fieldErrors(notOne)).toEqual({ date: [agendaMessages.occurrenceNotInSeries] });
    expect(fieldErrors(await complete(access, tasks.workout.id, { date: '2026-03-05' }))).toEqual({ date: [agendaMessages.occurrenceNotInSeries] });
    expect(fieldErrors(await complete(access, tasks.activity.id, { date: '2026-03-03' }))).toEqual({ date: [agendaMessages.occurrenceNotDue] });
    // The next morning in Buenos Aires it is due.
    ctx.clock.advanceDays(1);
    expect((await complete(access, tasks.activity.id, { date: '2026-03-03', distanceKm: 5.25 })).statusCode).toBe(201);
  });

  it('registers a moved occurrence on its new day', async () => {
    const { access, trainer, tasks } = await clientWithTasks();
    const api = { patch: (query: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/tasks/${tasks.workout.id}${query}`, headers: authHeader(trainer.access), payload }) };
    expect((await api.patch('?scope=this&occurrence=2026-03-03', { date: TODAY })).statusCode).toBe(200);
    expect((await complete(access, tasks.workout.id, { date: TODAY })).statusCode).toBe(201);
    // Today has two occurrences of the series: the second registration takes the moved one.
    expect((await complete(access, tasks.workout.id, { date: TODAY })).statusCode).toBe(201);
    expect((await complete(access, tasks.workout.id, { date: TODAY })).statusCode).toBe(409);
  });

  it('shows a task with an end date as registered in any range that meets its days, even one starting after its first day', async () => {
    const { access, trainer, clientId, items } = await trainerWithAppClient(ctx.app);
    const span = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: items.activity.id, date: TODAY, endDate: '2026-03-20' });
    ctx.clock.advanceDays(8);
    expect((await complete(access, span.id, { date: '2026-03-10' })).statusCode).toBe(201);
    for (const [from, to] of [['2026-03-09', '2026-03-15'], ['2026-03-01', '2026-03-31']] as const) {
      expect((await occurrencesOf(ctx.app, trainer.access, clientId, from, to)).map((item) => item.completion !== null)).toEqual([true]);
      expect((await listTasks(access, from, to)).json<{ items: ClientAppTask[] }>().items.map((item) => item.completion !== null)).toEqual([true]);
    }
  });

  it("answers 404 for another client's task, as for one the trainer removed", async () => {
    const { trainer, tasks } = await clientWithTasks();
    const other = await secondAppClient(trainer.access);
    const response = await complete(other, tasks.workout.id, { date: TODAY });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'TASK_REMOVED', message: agendaMessages.taskRemoved });
    expect((await complete(other, 999_999, { date: TODAY })).statusCode).toBe(404);
  });

  describe('what a queued registration hears when it is finally sent', () => {
    const ID = '5d0c2c1e-7b8a-4f36-9a51-2f4b6c8d0e12';
    const withKey = (access: string, key: string) => ({ ...authHeader(access), 'idempotency-key': key });
    const completeWithKey = (access: string, taskId: number, payload: object, key: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/client-app/tasks/${taskId}/completions`, headers: withKey(access, key), payload });

    it('"Tu entrenador quitó esta tarea" (404 TASK_REMOVED) for a task the trainer deleted, or the day of it they cancelled', async () => {
      const { access, tasks, api } = await clientWithTasks();
      expect((await api.remove(tasks.activity.id)).statusCode).toBe(204);
      ctx.clock.advanceDays(1);
      const gone = await complete(access, tasks.activity.id, { id: ID, date: '2026-03-03', distanceKm: 5 });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'TASK_REMOVED', message: agendaMessages.taskRemoved });

      expect((await api.remove(tasks.workout.id, '?scope=this&occurrence=2026-03-03')).statusCode).toBe(204);
      const cancelledDay = await complete(access, tasks.workout.id, { date: '2026-03-03' });
      expect(cancelledDay.statusCode).toBe(404);
      expect(cancelledDay.json()).toEqual({ code: 'TASK_REMOVED', message: agendaMessages.taskRemoved });
      // The days still there register as before.
      expect((await complete(access, tasks.workout.id, { date: TODAY })).statusCode).toBe(201);
    });

    it('a replay of what was stored answers it (200 by its id, the first answer by its Idempotency-Key); another registration of the day is "Ya estaba registrado"', async () => {
      const { access, tasks } = await clientWithTasks();
      const first = await completeWithKey(access, tasks.workout.id, { id: ID, date: TODAY, durationMin: 30 }, ID);
      expect(first.statusCode).toBe(201);

      const sameKey = await completeWithKey(access, tasks.workout.id, { id: ID, date: TODAY, durationMin: 30 }, ID);
      expect([sameKey.statusCode, sameKey.json()]).toEqual([201, first.json()]);
      const sameId = await complete(access, tasks.workout.id, { id: ID, date: TODAY, durationMin: 30 });
      expect([sameId.statusCode, sameId.json()]).toEqual([200, first.json()]);

      const elsewhere = await complete(access, tasks.workout.id, { id: '9f7d6c5b-4a39-4817-8e6d-5c4b3a291807', date: TODAY });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json()).toEqual({ code: 'ALREADY_REGISTERED', message: agendaMessages.alreadyRegistered });

      // The key with another registration is refused, and writes nothing.
      const otherBody = await completeWithKey(access, tasks.workout.id, { id: ID, date: TODAY, durationMin: 45 }, ID);
      expect(otherBody.statusCode).toBe(422);
      expect(otherBody.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: idempotencyMessages.keyReused });
      const [seen] = (await listTasks(access, TODAY, TODAY)).json<{ items: ClientAppTask[] }>().items;
      expect(seen!.completion).toMatchObject({ id: ID, durationMin: 30 });
    });

    it('a replay by its Idempotency-Key answers the first answer even after the trainer removed the task', async () => {
      const { access, tasks, api } = await clientWithTasks();
      const key = 'completion-key-1';
      const first = await completeWithKey(access, tasks.form.id, { date: TODAY, answers: validAnswers }, key);
      expect(first.statusCode).toBe(201);
      expect((await api.remove(tasks.form.id, '?scope=all')).statusCode).toBe(204);
      const replay = await completeWithKey(access, tasks.form.id, { date: TODAY, answers: validAnswers }, key);
      expect([replay.statusCode, replay.json()]).toEqual([201, first.json()]);
      const fresh = await completeWithKey(access, tasks.form.id, { date: TODAY, answers: validAnswers }, 'completion-key-2');
      expect(fresh.json()).toEqual({ code: 'TASK_REMOVED', message: agendaMessages.taskRemoved });
    });
  });

  it('takes feedback only for workouts and answers only for forms, which require them', async () => {
    const { access, tasks } = await clientWithTasks();
    ctx.clock.advanceDays(1);
    const feedback = { mood: 'normal', enjoyment: 'yes' };
    expect(fieldErrors(await complete(access, tasks.activity.id, { date: '2026-03-03', feedback }))).toEqual({ feedback: [taskMessages.feedbackNotWorkout] });
    expect(fieldErrors(await complete(access, tasks.workout.id, { date: TODAY, answers: [true] }))).toEqual({ answers: [agendaMessages.answersNotForm] });
    expect(fieldErrors(await complete(access, tasks.form.id, { date: TODAY }))).toEqual({ answers: [agendaMessages.answersRequired] });
    expect(fieldErrors(await complete(access, tasks.form.id, { date: TODAY, answers: validAnswers, feedback }))).toEqual({ feedback: [taskMessages.feedbackNotWorkout] });
    expect(fieldErrors(await complete(access, tasks.workout.id, { date: TODAY, feedback: { mood: 'bad', enjoyment: 'yes' } }))).toEqual({ 'feedback.mood': [agendaMessages.moodInvalid] });
  });

  const withAnswer = (index: number, answer: unknown) => validAnswers.map((value, i) => (i === index ? answer : value));
  it.each([
    ['a required text left blank', withAnswer(0, ' '), 0, f.required],
    ['a text too short', withAnswer(0, 'Bien'), 0, f.textTooShort(5)],
    ['a number out of range', withAnswer(1, 300), 1, f.numberTooLarge(250)],
    ['a number as text', withAnswer(1, '72'), 1, f.numberInvalid],
    ['a date out of range', withAnswer(2, '2025-12-31'), 2, f.dateTooEarly('2026-01-01')],
    ['a date in another format', withAnswer(2, '15/02/2026'), 2, f.dateInvalid],
    ['an option not in the list', withAnswer(3, ['Domingo']), 3, f.optionsInvalid],
    ['a repeated option', withAnswer(3, ['Lunes', 'Lunes']), 3, f.optionsRepeated],
    ['a yes/no as text', withAnswer(4, 'sí'), 4, f.booleanInvalid],
    ['a rating out of 1–5', withAnswer(5, 6), 5, f.ratingInvalid],
    ['a required rating skipped', withAnswer(5, null), 5, f.required],
  ])('refuses %s, at its question', async (_case, answers, index, message) => {
    const { access, tasks } = await clientWithTasks();
    const response = await complete(access, tasks.form.id, { date: TODAY, answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: f.atQuestion(index, message) });
    expect(fieldErrors(response)).toEqual({ [`answers.${index}`]: [f.atQuestion(index, message)] });
  });

  it('refuses answers that are not one per question, and stores valid ones with the questions', async () => {
    const { access, tasks } = await clientWithTasks();
    expect(fieldErrors(await complete(access, tasks.form.id, { date: TODAY, answers: validAnswers.slice(1) }))).toEqual({ answers: [f.countMismatch] });
    const several = withAnswer(0, 'Hola');
    several[5] = 0;
    expect(fieldErrors(await complete(access, tasks.form.id, { date: TODAY, answers: several }))).toEqual({
      'answers.0': [f.atQuestion(0, f.textTooShort(5))],
      'answers.5': [f.atQuestion(5, f.ratingInvalid)],
    });
    const stored = await complete(access, tasks.form.id, { date: TODAY, answers: [...validAnswers.slice(0, 4), null, 5] });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ answers: [...validAnswers.slice(0, 4), null, 5], feedback: null });
    expect(stored.json().questions.map((question: { title: string }) => question.title)).toEqual([
      'Contanos tu semana',
      'Peso',
      'Última carrera',
      'Días que entrenaste',
      '¿Dormiste bien?',
      'Energía',
    ]);
  });
});

describe('a form question marked as a figure of Medidas', () => {
  /** The weekly form, its "Peso" question marked as the client's weight (and its waist added), assigned from today. */
  async function weighingForm() {
    const setup = await trainerWithAppClient(ctx.app);
    const trainer = setup.trainer.access;
    const questions = formQuestions.map((question) => (question.title === 'Peso' ? { ...question, measurement: 'weightKg' } : question));
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/forms/${setup.items.form.id}`,
      headers: authHeader(trainer),
      payload: { questions: [...questions, { type: 'number', title: 'Cintura (cm)', measurement: 'waistCm' }] },
    });
    expect(patched.statusCode).toBe(200);
    const task = await createTaskAs(ctx.app, trainer, setup.clientId, { type: 'form', itemId: setup.items.form.id, date: TODAY, recurrence: 'FREQ=WEEKLY;COUNT=2' });
    const measurements = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/measurements', headers: authHeader(setup.access) })).json<{ items: Measurement[] }>().items;
    const clientWeight = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${setup.clientId}`, headers: authHeader(trainer) })).json<{ weightKg: number | null }>().weightKg;
    return { ...setup, task, measurements, clientWeight };
  }

  it("stores the answer as the client's measurement of that day, once, and the client's weight follows", async () => {
    const { access, task, measurements, clientWeight } = await weighingForm();
    const id = '40000000-0000-4000-8000-000000000001';
    const answered = await complete(access, task.id, { id, date: TODAY, answers: [...validAnswers, 81.5] });
    expect(answered.statusCode).toBe(201);
    expect(await measurements()).toEqual([
      expect.objectContaining({ date: TODAY, weightKg: 72.5, waistCm: 81.5, bodyFatPct: null, enteredBy: 'client', note: 'Del formulario "Check-in"' }),
    ]);
    expect(await clientWeight()).toBe(72.5);
    // The queue sends it again: the stored registration answers, no second measurement.
    expect((await complete(access, task.id, { id, date: TODAY, answers: [...validAnswers, 81.5] })).statusCode).toBe(200);
    expect(await measurements()).toHaveLength(1);
  });

  it('keeps the figure’s limits and two decimals, and stores no measurement when the question is skipped', async () => {
    const { access, task, measurements } = await weighingForm();
    const answers = (weight: unknown) => [validAnswers[0], weight, ...validAnswers.slice(2), null];
    expect(fieldErrors(await complete(access, task.id, { date: TODAY, answers: answers(72.555) }))).toEqual({ 'answers.1': [f.atQuestion(1, f.numberTooPrecise)] });
    // The question's own minimum (30) is above the figure's (20); its maximum (250) below (400).
    expect(fieldErrors(await complete(access, task.id, { date: TODAY, answers: answers(25) }))).toEqual({ 'answers.1': [f.atQuestion(1, f.numberTooSmall(30))] });
    expect((await complete(access, task.id, { date: TODAY, answers: answers(null) })).statusCode).toBe(201);
    expect(await measurements()).toEqual([]);
  });
});
