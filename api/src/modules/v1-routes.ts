import { roles } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionLogRoutes } from './actionlogs/routes';
import { agendaRoutes } from './agenda/agenda-routes';
import { clientAppTaskRoutes } from './agenda/client-app/routes';
import { eventRoutes } from './agenda/events/routes';
import { calendarFeedPublicRoutes } from './agenda/feed/public-routes';
import { calendarFeedRoutes } from './agenda/feed/routes';
import { taskRoutes } from './agenda/tasks/routes';
import { meEmailChangeRoutes } from './auth/me-email-change-routes';
import { mePasswordRoutes } from './auth/me-password-routes';
import { meSessionsRoutes } from './auth/me-sessions-routes';
import { billingRoutes } from './billing/routes';
import { businessLogoRoutes, businessRoutes } from './business/routes';
import { clientAppSubscriptionRoutes } from './billing/client-app-routes';
import { clientAppPublicRoutes, clientAppRoutes } from './client-app/routes';
import { clientRoutes } from './clients/routes';
import { clientAppChatRoutes } from './chats/client-app-routes';
import { chatRoutes } from './chats/routes';
import { dashboardRoutes } from './dashboard/routes';
import { exportRoutes, publicExportRoutes } from './exports/routes';
import { trialLock } from './gyms/trial-lock';
import { invitationRoutes } from './invitations/routes';
import { clientAppProgressRoutes } from './progress/client-app-routes';
import { clientAppProgressPhotoRoutes } from './progress/client-app-photo-routes';
import { progressPhotoRoutes } from './progress/photo-routes';
import { progressRoutes } from './progress/routes';
import { programAssignmentRoutes } from './programs/assignments/routes';
import { programRoutes } from './programs/routes';
import { libraryRoutes } from './library/routes';
import { libraryUploadRoutes } from './library/media/upload-routes';
import { requireRoles } from './sessions/access-tokens';
import { activityOnRoute } from './team/activity';
import { permissionsOnRoute } from './team/permissions';
import { publicTeamRoutes, teamRoutes } from './team/routes';
import { publicSupportRoutes, supportRoutes } from './support/routes';
import { meRoutes } from './users/me-routes';
import { mePhotoRoutes } from './users/me-photo-routes';
import { publicUserRoutes } from './users/routes';
import { named } from '../http/plugin-name';

/** Everything a trainer's token reaches: authenticated, role-checked and trial-locked first. */
const securedRoutes: FastifyPluginAsyncZod = async (secured) => {
  secured.addHook('onRequest', secured.authenticate);
  secured.addHook('onRequest', requireRoles(roles));
  secured.addHook('onRequest', trialLock({ now: secured.now }));
  // What each role may call and reach (modules/team/permissions.ts): every route below gets its checks.
  secured.addHook('onRoute', permissionsOnRoute(secured.db));
  // "Actividad del equipo": every successful write is recorded with its member (modules/team/activity.ts).
  secured.addHook('onRoute', activityOnRoute(secured.db));
  await secured.register(named(meRoutes));
  await secured.register(named(mePhotoRoutes, 'mePhotoRoutes'));
  await secured.register(named(businessRoutes));
  await secured.register(named(businessLogoRoutes, 'businessLogoRoutes'));
  await secured.register(named(mePasswordRoutes));
  await secured.register(named(meEmailChangeRoutes));
  await secured.register(named(meSessionsRoutes));
  await secured.register(named(chatRoutes));
  await secured.register(named(actionLogRoutes));
  await secured.register(named(dashboardRoutes));
  await secured.register(named(clientRoutes));
  await secured.register(named(invitationRoutes));
  await secured.register(named(libraryRoutes));
  await secured.register(named(libraryUploadRoutes));
  await secured.register(named(programRoutes));
  await secured.register(named(programAssignmentRoutes));
  await secured.register(named(eventRoutes));
  await secured.register(named(taskRoutes));
  await secured.register(named(agendaRoutes));
  await secured.register(named(calendarFeedRoutes));
  await secured.register(named(billingRoutes));
  await secured.register(named(progressRoutes));
  await secured.register(named(progressPhotoRoutes));
  await secured.register(named(supportRoutes));
  await secured.register(named(exportRoutes));
  await secured.register(named(teamRoutes));
};

/**
 * /api/v1: sign-up and the app's registration are public; /client-app/me has its own scope (client
 * tokens only, no trainer role check, no trial lock); everything else sits behind one authentication
 * hook, the role check and the trial lock, in that order and before the body is read (a locked
 * upload is not parsed).
 */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(named(publicUserRoutes));
  await app.register(named(clientAppPublicRoutes));
  await app.register(named(clientAppRoutes));
  // Client tokens only (its own hooks, like clientAppRoutes).
  await app.register(named(clientAppTaskRoutes));
  // Client tokens only: the client's conversation with their trainer (its own hooks, like clientAppRoutes).
  await app.register(named(clientAppChatRoutes));
  // Client tokens only: the client's own plan and payments, read-only (its own hooks, like clientAppRoutes).
  await app.register(named(clientAppSubscriptionRoutes));
  // Client tokens only: the client's own measurements and progress (its own hooks, like clientAppRoutes).
  await app.register(named(clientAppProgressRoutes));
  // Client tokens only: the client's own progress photos (its own hooks and multipart parser).
  await app.register(named(clientAppProgressPhotoRoutes));
  // The .ics feed: its secret token in the query is the authentication (calendar apps send no header).
  await app.register(named(calendarFeedPublicRoutes));
  // "¿Necesitás ayuda?" from the public screens: no token, rate-limited per address and per e-mail.
  await app.register(named(publicSupportRoutes));
  // A member's invitation: its preview and its acceptance (the link's token is the credential).
  await app.register(named(publicTeamRoutes));
  // The export's ZIP: its short-lived link, bound to the member's session, is the credential.
  await app.register(named(publicExportRoutes, 'publicExportRoutes'));

  await app.register(named(securedRoutes));
};
