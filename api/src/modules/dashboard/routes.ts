import { dashboardSchema, type Dashboard } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { countRealClients } from '../clients/queries';
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
      const [facts, clientsCount] = await Promise.all([
        findDashboardFacts(app.db, request.user.id, request.user.gymId),
        countRealClients(app.db, request.user.gymId),
      ]);
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
          // The sample client every business starts with is not one of the trainer's clients.
          clientsCount,
        },
      };
    },
  );
};
