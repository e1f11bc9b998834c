import { expect, type Page } from '@playwright/test';
import { paths } from '../../shared/src/paths';
import { ACCESS_KEY } from './session';

/** The ids a route with a parameter opens: the business's sample client, and Coach's library. */
interface RouteIds {
  client: number;
  exercise: number;
  activity: number;
  workout: number;
  form: number;
  program: number;
  /** The business's own copies (only its own items can be edited). */
  ownExercise: number;
  ownActivity: number;
}

type RouteName = keyof typeof paths;

/**
 * Every route of `paths` (the product's one route table) as a URL the sweeps visit, signed in or not.
 * A `Record` over the table's keys: a route added to `paths` without a line here fails the typecheck,
 * so the phone and accessibility sweeps keep covering every screen.
 */
const routeTable: Record<RouteName, { signedIn: boolean; url: (ids: RouteIds) => string } | { redirect: true }> = {
  index: { redirect: true },
  login: { signedIn: false, url: () => paths.login },
  forgotPassword: { signedIn: false, url: () => paths.forgotPassword },
  resetPassword: { signedIn: false, url: () => `${paths.resetPassword}?token=codigo-vencido` },
  createAccount: { signedIn: false, url: () => paths.createAccount },
  confirmEmail: { signedIn: false, url: () => `${paths.confirmEmail}?token=codigo-vencido` },
  undoEmailChange: { signedIn: false, url: () => `${paths.undoEmailChange}?token=codigo-vencido` },
  joinTeam: { signedIn: false, url: () => `${paths.joinTeam}?token=codigo-vencido` },
  dashboard: { signedIn: true, url: () => paths.dashboard },
  agenda: { signedIn: true, url: () => paths.agenda },
  clients: { signedIn: true, url: () => paths.clients },
  client: { signedIn: true, url: (ids) => paths.client(ids.client) },
  profile: { signedIn: true, url: () => paths.profile },
  business: { signedIn: true, url: () => paths.business },
  team: { signedIn: true, url: () => paths.team },
  exercises: { signedIn: true, url: () => paths.exercises },
  exerciseNew: { signedIn: true, url: () => paths.exerciseNew },
  exercise: { signedIn: true, url: (ids) => paths.exercise(ids.exercise) },
  exerciseEdit: { signedIn: true, url: (ids) => paths.exerciseEdit(ids.ownExercise) },
  activities: { signedIn: true, url: () => paths.activities },
  activityNew: { signedIn: true, url: () => paths.activityNew },
  activity: { signedIn: true, url: (ids) => paths.activity(ids.activity) },
  activityEdit: { signedIn: true, url: (ids) => paths.activityEdit(ids.ownActivity) },
  workouts: { signedIn: true, url: () => paths.workouts },
  workoutNew: { signedIn: true, url: () => paths.workoutNew },
  workout: { signedIn: true, url: (ids) => paths.workout(ids.workout) },
  forms: { signedIn: true, url: () => paths.forms },
  formNew: { signedIn: true, url: () => paths.formNew },
  form: { signedIn: true, url: (ids) => paths.form(ids.form) },
  programs: { signedIn: true, url: () => paths.programs },
  programNew: { signedIn: true, url: () => paths.programNew },
  program: { signedIn: true, url: (ids) => paths.program(ids.program) },
  plans: { signedIn: true, url: () => paths.plans },
  chats: { signedIn: true, url: () => paths.chats },
  chat: { signedIn: true, url: (ids) => paths.chat(ids.client) },
  tutorial: { signedIn: false, url: () => paths.tutorial('assignActivity') },
};

/**
 * Ids in the signed-in business: its sample client, a product item of each library kind, and its own
 * copy of an exercise and of an activity (written here: sweep with a business of its own).
 */
async function businessIds(page: Page): Promise<RouteIds> {
  const access = await page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY);
  const headers = { Authorization: `Bearer ${access}` };
  const first = async (path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.ok(), path).toBe(true);
    const { items } = (await response.json()) as { items: { id: number }[] };
    expect(items.length, path).toBeGreaterThan(0);
    return items[0]!.id;
  };
  const copy = async (kind: string, id: number) => {
    const response = await page.request.post(`/api/v1/${kind}/${id}/duplicate`, { headers });
    expect(response.ok(), kind).toBe(true);
    return ((await response.json()) as { id: number }).id;
  };
  const exercise = await first('/api/v1/exercises?page=1&pageSize=1&source=product');
  const activity = await first('/api/v1/activities?page=1&pageSize=1&source=product');
  return {
    client: await first('/api/v1/clients?page=1&pageSize=1'),
    exercise,
    activity,
    workout: await first('/api/v1/workouts?page=1&pageSize=1&source=product'),
    form: await first('/api/v1/forms?page=1&pageSize=1&source=product'),
    program: await first('/api/v1/programs?page=1&pageSize=1&source=product'),
    ownExercise: await copy('exercises', exercise),
    ownActivity: await copy('activities', activity),
  };
}

export const publicRoutes = (): string[] =>
  Object.values(routeTable).flatMap((route) => ('redirect' in route || route.signedIn ? [] : [route.url({} as RouteIds)]));

/** Every signed-in route, with ids of the signed-in business (which gets two library items of its own). */
export async function signedInRoutes(page: Page): Promise<string[]> {
  const ids = await businessIds(page);
  return Object.values(routeTable).flatMap((route) => ('redirect' in route || !route.signedIn ? [] : [route.url(ids)]));
}
