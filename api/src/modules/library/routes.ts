import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activities/routes';
import { exerciseRoutes } from './exercises/routes';
import { formRoutes } from './forms/routes';
import { workoutRoutes } from './workouts/routes';
import { named } from '../../http/plugin-name';

/** The library's JSON API (secured /api/v1 scope); uploads and /media are media/'s. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(named(exerciseRoutes));
  await app.register(named(activityRoutes));
  await app.register(named(workoutRoutes));
  await app.register(named(formRoutes));
};
