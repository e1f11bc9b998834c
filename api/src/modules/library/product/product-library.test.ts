import {
  activityCreateSchema,
  exerciseCreateSchema,
  formCreateSchema,
  muscleGroups,
  questionTypes,
  workoutCreateSchema,
} from '@coach/shared/contracts';
import { nameKeyOf } from '../names';
import { activityCover, exerciseCover } from './covers';
import { productLibrary } from './index';
import type { ProductActivity, ProductExercise } from './types';

const { exercises, activities, workouts, forms } = productLibrary;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Emoji and other pictographs: the library is plain text. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

const duplicatesOf = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe.each([
  ['exercises', exercises],
  ['activities', activities],
  ['workouts', workouts],
  ['forms', forms],
] as const)('product %s', (_kind, items: ReadonlyArray<{ key: string; name: string }>) => {
  it('have stable kebab-case keys, unique', () => {
    expect(items.filter((item) => !KEBAB.test(item.key))).toEqual([]);
    expect(duplicatesOf(items.map((item) => item.key))).toEqual([]);
  });

  it('have names unique ignoring case, accents and spaces', () => {
    expect(duplicatesOf(items.map((item) => nameKeyOf(item.name)))).toEqual([]);
  });
});

describe('product exercises', () => {
  it('are at least 80, with every muscle group primary in at least 3', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(80);
    for (const group of muscleGroups) {
      const primary = exercises.filter((exercise) => exercise.muscleGroups[0] === group);
      expect({ group, count: primary.length >= 3 }).toEqual({ group, count: true });
    }
  });

  it.each(exercises.map((exercise) => [exercise.key, exercise] as const))('%s passes the create contract unchanged', (_key, exercise) => {
    const parsed = exerciseCreateSchema.safeParse({
      name: exercise.name,
      instructions: exercise.instructions,
      keywords: exercise.keywords,
      muscleGroups: exercise.muscleGroups,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing trimmed, dropped or deduplicated: what we wrote is what trainers see.
    expect(parsed.data).toMatchObject({ name: exercise.name, instructions: exercise.instructions, keywords: exercise.keywords, muscleGroups: exercise.muscleGroups });
  });

  it('have 3 to 6 steps and a safety tip, 3 to 6 lowercase keywords and 1 to 4 muscle groups', () => {
    const problems = exercises.flatMap((exercise) => {
      const lines = exercise.instructions.split('\n');
      const steps = lines.filter((line) => /^\d+\. /.test(line));
      return [
        steps.length >= 3 && steps.length <= 6 ? null : 'steps',
        lines.at(-1)?.startsWith('Seguridad: ') ? null : 'safety tip',
        PICTOGRAPH.test(exercise.instructions + exercise.name) ? 'pictograph' : null,
        exercise.keywords.length >= 3 && exercise.keywords.length <= 6 ? null : 'keyword count',
        exercise.keywords.every((keyword) => keyword === keyword.toLowerCase()) ? null : 'keyword case',
        exercise.muscleGroups.length >= 1 && exercise.muscleGroups.length <= 4 ? null : 'muscle group count',
      ]
        .filter((problem) => problem !== null)
        .map((problem) => `${exercise.key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('product activities', () => {
  it('are at least 15, including the basics', () => {
    expect(activities.length).toBeGreaterThanOrEqual(15);
    const names = activities.map((activity) => nameKeyOf(activity.name));
    for (const word of ['caminar', 'correr', 'bicicleta', 'natacion', 'yoga', 'movilidad']) {
      expect({ word, found: names.some((name) => name.includes(word)) }).toEqual({ word, found: true });
    }
  });

  it.each(activities.map((activity) => [activity.key, activity] as const))('%s passes the create contract unchanged', (_key, activity) => {
    const parsed = activityCreateSchema.safeParse({ name: activity.name, instructions: activity.instructions, keywords: activity.keywords });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ name: activity.name, instructions: activity.instructions, keywords: activity.keywords });
    expect(PICTOGRAPH.test(activity.instructions)).toBe(false);
    expect(activity.keywords.length).toBeGreaterThanOrEqual(3);
  });
});

describe('product workouts', () => {
  const exerciseIds = new Map(exercises.map((exercise, index) => [exercise.key, index + 1]));

  it('are 8: at least 3 simple and 3 advanced', () => {
    expect(workouts).toHaveLength(8);
    expect(workouts.filter((workout) => workout.mode === 'simple').length).toBeGreaterThanOrEqual(3);
    expect(workouts.filter((workout) => workout.mode === 'advanced').length).toBeGreaterThanOrEqual(3);
  });

  it.each(workouts.map((workout) => [workout.key, workout] as const))('%s uses product exercises and passes the create contract', (_key, workout) => {
    const unknown = workout.groups.flatMap((group) => group.exercises.map((entry) => entry.exercise)).filter((key) => !exerciseIds.has(key));
    expect(unknown).toEqual([]);
    const parsed = workoutCreateSchema.safeParse({
      name: workout.name,
      description: workout.description,
      mode: workout.mode,
      groups: workout.groups.map((group) => ({
        name: group.name,
        instructions: group.instructions,
        exercises: group.exercises.map((entry) => ({ exerciseId: exerciseIds.get(entry.exercise) ?? 0, series: entry.series })),
      })),
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('advanced ones really vary their series', () => {
    const flat = workouts
      .filter((workout) => workout.mode === 'advanced')
      .filter((workout) => !workout.groups.some((group) => group.exercises.some((entry) => new Set(entry.series.map((series) => JSON.stringify(series))).size > 1)));
    expect(flat.map((workout) => workout.key)).toEqual([]);
  });
});

describe('product forms', () => {
  it('are 4 and together use the six question types', () => {
    expect(forms).toHaveLength(4);
    const used = new Set(forms.flatMap((form) => form.questions.map((question) => question.type)));
    expect([...used].sort()).toEqual([...questionTypes].sort());
  });

  it.each(forms.map((form) => [form.key, form] as const))('%s passes the create contract', (_key, form) => {
    const parsed = formCreateSchema.safeParse({ name: form.name, description: form.description, questions: form.questions });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

/** Tags balance, attribute values are quoted, and there is no text outside tags (we draw no text). */
function xmlProblems(document: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-z]+)((?:\s+[a-zA-Z][a-zA-Z0-9-]*="[^"<>]*")*)\s*(\/?)>/gy;
  let position = 0;
  while (position < document.length) {
    tag.lastIndex = position;
    const match = tag.exec(document);
    if (!match) return [...problems, `unexpected content at ${position}: ${document.slice(position, position + 40)}`];
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes nothing`);
    } else if (!selfClosing) {
      open.push(name);
    }
    position += whole.length;
    if (open.length === 0 && position < document.length) problems.push('content after the root');
  }
  return open.length ? [...problems, `unclosed ${open.join(', ')}`] : problems;
}

function checkCover(cover: string) {
  expect(cover.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"')).toBe(true);
  for (const forbidden of ['<script', 'href', '<image', '<text', 'url(', '<foreignObject', '<style']) {
    expect({ forbidden, found: cover.includes(forbidden) }).toEqual({ forbidden, found: false });
  }
  expect(xmlProblems(cover)).toEqual([]);
  expect(Buffer.byteLength(cover)).toBeLessThan(8 * 1024);
}

describe('product covers', () => {
  it.each(exercises.map((exercise) => [exercise.key, exercise] as const))('exercise %s: a small, valid, deterministic SVG', (_key, exercise) => {
    const cover = productLibrary.exerciseCover(exercise);
    checkCover(cover);
    expect(productLibrary.exerciseCover({ ...exercise, keywords: [...exercise.keywords], muscleGroups: [...exercise.muscleGroups] })).toBe(cover);
  });

  it.each(activities.map((activity) => [activity.key, activity] as const))('activity %s: a small, valid, deterministic SVG', (_key, activity) => {
    const cover = productLibrary.activityCover(activity);
    checkCover(cover);
    expect(productLibrary.activityCover({ ...activity, keywords: [...activity.keywords] })).toBe(cover);
  });

  it('every exercise shows its equipment and every activity its own pictogram', () => {
    // The badge is a white circle; exercises whose keywords name no equipment would have none.
    expect(exercises.filter((exercise) => !exerciseCover(exercise).includes('<circle r="70"')).map((exercise) => exercise.key)).toEqual([]);
    const generic = activityCover({ key: 'algo-nuevo', name: 'Algo nuevo', instructions: 'x', keywords: [] });
    expect(activities.filter((activity) => activityCover(activity) === generic).map((activity) => activity.key)).toEqual([]);
  });

  it('draw something sensible for items outside the product library', () => {
    const exercise: ProductExercise = { key: 'x', name: 'X', instructions: 'x', keywords: [], muscleGroups: [] };
    const activity: ProductActivity = { key: 'x', name: 'X', instructions: 'x', keywords: [] };
    checkCover(exerciseCover(exercise));
    checkCover(activityCover(activity));
  });
});
