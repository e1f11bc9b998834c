import {
  PROGRAM_LIMITS,
  programAssignmentCreateSchema,
  programAssignmentPauseSchema,
  programCreateSchema,
  programMessages,
  programPaths,
  programUpdateSchema,
} from './programs';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
const workout = { type: 'workout' as const, itemId: 3 };

describe('program contracts', () => {
  it('takes a program with its days and fills the defaults', () => {
    expect(programCreateSchema.parse({ name: ' Fuerza ', weeks: 2, days: [{ week: 2, day: 7, items: [workout, { type: 'activity', itemId: 4, goal: '5 km', durationMin: 30, distanceKm: 5.25 }] }] })).toEqual({
      name: 'Fuerza',
      weeks: 2,
      days: [{ week: 2, day: 7, items: [workout, { type: 'activity', itemId: 4, goal: '5 km', durationMin: 30, distanceKm: 5.25 }] }],
    });
    expect(programCreateSchema.parse({ name: 'Vacío', weeks: 1 }).days).toEqual([]);
  });

  it('refuses weeks out of 1–52, days out of 1–7, days beyond the weeks and repeated days, in Spanish', () => {
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 0 }))).toEqual([programMessages.weeksInvalid]);
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 53 }))).toEqual([programMessages.weeksInvalid]);
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 1, days: [{ week: 1, day: 8, items: [] }] }))).toEqual([programMessages.dayInvalid]);
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 1, days: [{ week: 2, day: 1, items: [workout] }] }))).toEqual([programMessages.dayBeyondWeeks]);
    const twice = { week: 1, day: 1, items: [workout] };
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 1, days: [twice, twice] }))).toEqual([programMessages.dayRepeated]);
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 1, days: [{ week: 1, day: 1, items: [{ type: 'video', itemId: 1 }] }] }))).toEqual([programMessages.typeInvalid]);
  });

  it('caps the items of a day and of the program', () => {
    const day = (week: number, d: number, count: number) => ({ week, day: d, items: Array.from({ length: count }, () => workout) });
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 1, days: [day(1, 1, PROGRAM_LIMITS.itemsPerDay + 1)] }))).toEqual([programMessages.tooManyItemsPerDay]);
    const full = Array.from({ length: 52 }, (_, w) => Array.from({ length: 7 }, (_, d) => day(w + 1, d + 1, 3))).flat();
    expect(messages(programCreateSchema.safeParse({ name: 'P', weeks: 52, days: full }))).toEqual([programMessages.tooManyItems]);
  });

  it('updates with applyToActive false unless said', () => {
    expect(programUpdateSchema.parse({ name: 'Nuevo' })).toEqual({ name: 'Nuevo', applyToActive: false });
    expect(programUpdateSchema.parse({ weeks: 3, applyToActive: true })).toEqual({ weeks: 3, applyToActive: true });
  });

  it('assigns to 1–50 distinct clients from a date', () => {
    expect(programAssignmentCreateSchema.parse({ clientIds: [4, 4, 5], startDate: '2026-12-07' })).toEqual({ clientIds: [4, 5], startDate: '2026-12-07', alignToMonday: false });
    expect(messages(programAssignmentCreateSchema.safeParse({ clientIds: [], startDate: '2026-12-07' }))).toEqual([programMessages.clientsRequired]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(messages(programAssignmentCreateSchema.safeParse({ clientIds: many, startDate: '2026-12-07' }))).toEqual([programMessages.tooManyClients]);
    expect(messages(programAssignmentCreateSchema.safeParse({ clientIds: [1] }))).toEqual([programMessages.startDateRequired]);
  });

  it('pauses by 1–90 days', () => {
    expect(programAssignmentPauseSchema.parse({ days: 7 })).toEqual({ days: 7 });
    expect(messages(programAssignmentPauseSchema.safeParse({ days: 0 }))).toEqual([programMessages.pauseDaysInvalid]);
    expect(messages(programAssignmentPauseSchema.safeParse({ days: 91 }))).toEqual([programMessages.pauseDaysInvalid]);
  });

  it('names the paths', () => {
    expect(programPaths.assignments(3)).toBe('/api/v1/programs/3/assignments');
    expect(programPaths.clientAssignments(8)).toBe('/api/v1/clients/8/program-assignments');
    expect(programPaths.pause(2)).toBe('/api/v1/program-assignments/2/pause');
  });
});
