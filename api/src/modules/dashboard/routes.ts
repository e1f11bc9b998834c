import { dashboardSchema, type Dashboard } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { remainingTrialDays } from '../users/trial';
import { findDashboardFacts } from './queries';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Números del dashboard (primera versión: prueba gratuita y primeros pasos)',
        security: bearerSecurity,
        response: { 200: dashboardSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request): Promise<Dashboard> => {
      const facts = await findDashboardFacts(app.db, request.user.id, request.user.gymId);
      // A token can outlive its user (deleted account): that session is no longer valid.
      if (!facts) throw unauthorized();
      return {
        trial: {
          remainingDays: remainingTrialDays(facts.trialEndsAt, app.now()),
          endsAt: facts.trialEndsAt?.toISOString() ?? null,
        },
        gettingStarted: {
          profileCompleted: [facts.phone, facts.birthDate, facts.gender, facts.address].every((value) => value !== null),
          photoUploaded: facts.image !== null,
          tourCompleted: facts.tourCompleted,
          // 0 only because clients do not exist yet: the clients issue counts the gym's clients here.
          clientsCount: 0,
        },
      };
    },
  );
};
