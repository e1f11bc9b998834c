import { dashboardSchema, type Dashboard } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { catchUpBilling } from '../billing/catch-up';
import { countRealClients } from '../clients/queries';
import { todayIn } from '../clients/sample-client';
import { rolesOf } from '../team/permissions';
import { remainingTrialDays } from '../users/trial';
import { dashboardCalendar, dashboardFigures } from './metrics';
import { findDashboardFacts } from './queries';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'El negocio de un vistazo: clientes, ingresos, cobros, tareas, actividad, planes, prueba gratuita y primeros pasos',
        description:
          'Cada cifra en la zona horaria y la moneda del negocio, con las reglas de Cobros y de la agenda (docs/decisions.md, "Dashboard"). Una cifra que no se pudo calcular viene en null.',
        security: bearerSecurity,
        response: { 200: dashboardSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request): Promise<Dashboard> => {
      const { gymId } = request.scope;
      const now = app.now();
      const deps = { db: app.db, now: () => now, caughtUp: app.caughtUpGyms };
      // Billing's catch-up needs no calendar: it runs while the caller's row is read.
      const caughtUp = catchUpBilling(deps, gymId);
      caughtUp.catch(() => undefined); // reported by the figures that wait for it
      const facts = await findDashboardFacts(app.db, request.scope);
      // A token can outlive its user (deleted account): that session is no longer valid.
      if (!facts) throw unauthorized();
      const calendar = dashboardCalendar(todayIn(facts.timeZone, now));
      const figures = await dashboardFigures(
        deps,
        request.scope,
        calendar,
        (figure, error) => request.log.error({ err: error, figure }, 'dashboard figure failed'),
        caughtUp,
      );
      // The sample client every business starts with is not one of the trainer's clients.
      const clientsCount = figures.clients?.total ?? (await countRealClients(app.db, gymId));
      return {
        trial: {
          remainingDays: remainingTrialDays(facts.trialEndsAt, now),
          endsAt: facts.trialEndsAt?.toISOString() ?? null,
        },
        gettingStarted: {
          profileCompleted: [facts.phone, facts.birthDate, facts.gender, facts.address].every((value) => value !== null),
          photoUploaded: facts.image !== null,
          tourCompleted: facts.tourCompleted,
          clientsCount,
          // A step only for whoever may change "Mi negocio" (an administrator): a CO has no such step.
          businessConfirmed: rolesOf('PATCH', '/business').includes(request.scope.role) ? facts.settingsConfirmed : null,
        },
        today: calendar.today,
        currency: facts.currency,
        weekStart: calendar.weekStart,
        ...figures,
      };
    },
  );
};
