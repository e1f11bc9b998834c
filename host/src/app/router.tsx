import { RemoteView, paths, remoteLoader, routePatterns, type RemoteModuleId, type RemoteProps } from '@coach/shared';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { PublicOnly, RequireTrainer } from './guards';
import { renderClientWidget } from './client-widgets';

// The private area (shell, dashboard, profile) loads once signed in: the sign-in screens don't carry
// it. Same boundary as a remote's screen: grey blocks meanwhile, an error panel with "Reintentar".
const privateLayout = () => import('../layout/private-layout').then((module) => ({ default: module.PrivateLayout }));
const dashboardPage = () => import('../pages/dashboard-page').then((module) => ({ default: module.DashboardPage }));
const profilePage = () => import('../pages/profile-page').then((module) => ({ default: module.ProfilePage }));
const businessPage = () => import('../pages/business-page').then((module) => ({ default: module.BusinessPage }));
const teamPage = () => import('../pages/team-page').then((module) => ({ default: module.TeamPage }));
const tutorialPage = () => import('../pages/tutorial-page').then((module) => ({ default: module.TutorialPage }));

/** One loader per exposed module, created once so a retry can rebuild the lazy screen. */
function screen<K extends RemoteModuleId>(id: K, area: string, props?: RemoteProps<K>) {
  return <RemoteView key={id} load={remoteLoader(id)} area={area} props={props} />;
}

/** The one table mapping each route of SPEC.md to what renders it. */
export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <PublicOnly />,
        children: [
          { index: true, element: screen('auth/LoginPage', 'el inicio de sesión') },
          { path: paths.login, element: screen('auth/LoginPage', 'el inicio de sesión') },
          { path: paths.forgotPassword, element: screen('auth/ForgotPasswordPage', 'la recuperación de contraseña') },
          { path: paths.resetPassword, element: screen('auth/ResetPasswordPage', 'el cambio de contraseña') },
          { path: paths.createAccount, element: screen('auth/CreateAccountPage', 'la creación de cuenta') },
        ],
      },
      // Mailed links: they work signed in (even as someone else) or not, so no guard.
      { path: paths.confirmEmail, element: screen('auth/ConfirmEmailPage', 'la confirmación del correo') },
      { path: paths.undoEmailChange, element: screen('auth/UndoEmailChangePage', 'el cambio de correo') },
      // A member's invitation: opened signed out as a rule, but also in a browser with a session open
      // (the page says so, and the new account signs in after closing it).
      { path: paths.joinTeam, element: screen('auth/JoinTeamPage', 'la invitación al equipo') },
      // A tutorial video opens in a new tab, signed in or not.
      { path: routePatterns.tutorial, element: <RemoteView key="tutorial" load={tutorialPage} area="el tutorial" /> },
      {
        element: <RequireTrainer />,
        children: [
          {
            element: <RemoteView key="private-layout" load={privateLayout} area="el panel" />,
            children: [
              { path: paths.dashboard, element: <RemoteView key="dashboard" load={dashboardPage} area="el dashboard" /> },
              { path: paths.profile, element: <RemoteView key="profile" load={profilePage} area="tu perfil" /> },
              { path: paths.business, element: <RemoteView key="business" load={businessPage} area="tu negocio" /> },
              // Administrators only: the page tells a CO so (and the API answers them 403).
              { path: paths.team, element: <RemoteView key="team" load={teamPage} area="el equipo" /> },
              { path: paths.agenda, element: screen('agenda/AgendaPage', 'la agenda') },
              { path: paths.clients, element: screen('clients/ClientsPage', 'los clientes') },
              {
                path: routePatterns.client,
                element: screen('clients/ClientDetailPage', 'el cliente', { renderWidget: renderClientWidget }),
              },
              { path: paths.chats, element: screen('clients/ChatsPage', 'los chats') },
              { path: paths.exercises, element: screen('library/ExercisesPage', 'los ejercicios') },
              { path: paths.exerciseNew, element: screen('library/ExerciseEditorPage', 'el ejercicio') },
              { path: routePatterns.exercise, element: screen('library/ExerciseDetailPage', 'el ejercicio') },
              { path: routePatterns.exerciseEdit, element: screen('library/ExerciseEditorPage', 'el ejercicio') },
              { path: paths.activities, element: screen('library/ActivitiesPage', 'las actividades') },
              { path: paths.activityNew, element: screen('library/ActivityEditorPage', 'la actividad') },
              { path: routePatterns.activity, element: screen('library/ActivityDetailPage', 'la actividad') },
              { path: routePatterns.activityEdit, element: screen('library/ActivityEditorPage', 'la actividad') },
              { path: paths.workouts, element: screen('library/WorkoutsPage', 'las rutinas') },
              { path: paths.workoutNew, element: screen('library/WorkoutEditorPage', 'la rutina') },
              { path: routePatterns.workout, element: screen('library/WorkoutEditorPage', 'la rutina') },
              { path: paths.forms, element: screen('library/FormsPage', 'los formularios') },
              { path: paths.formNew, element: screen('library/FormEditorPage', 'el formulario') },
              { path: routePatterns.form, element: screen('library/FormEditorPage', 'el formulario') },
              { path: paths.programs, element: screen('library/ProgramsPage', 'los programas') },
              { path: paths.programNew, element: screen('library/ProgramEditorPage', 'el programa') },
              { path: routePatterns.program, element: screen('library/ProgramEditorPage', 'el programa') },
              { path: paths.plans, element: screen('billing/PlansPage', 'los planes de pago') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Declarative routing: the data router's loaders and actions are not used, so they are not shipped. */
export function AppRoutes() {
  return useRoutes(routes);
}
