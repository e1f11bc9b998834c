// @ts-check
// The one registry of the workspace's deployable parts: the two hosts (the trainers' and the clients' app), every remote (its folder, dev port
// and exposed modules) and the API. Everything else reads it: the webpack configs, the scripts
// (build, start, dev, bench), Jest's projects, the API's static serving and default /remotes.json,
// the typed contract of exposed modules in @coach/shared, the used-exports scan and the lint layers.
// Adding a remote is one entry here plus its folder (docs/adding-an-area.md);
// shared/src/remote/registry.test.ts fails if any of those places disagrees.
//
// CommonJS with a `const` JSDoc so that Node (configs, scripts) reads it as is and TypeScript infers
// the literal names and module ids.

module.exports = /** @type {const} */ ({
  host: { name: 'host', pkg: '@coach/host', dir: 'host', devPort: 3000, title: 'Coach', basePath: '/' },
  /**
   * The clients' app: a second host, served under basePath on the same origin (`pnpm start`) and on its
   * own port under `pnpm dev`. It composes the areas' `ClientApp*` modules, as the host composes their pages.
   */
  clientApp: {
    name: 'clientApp',
    pkg: '@coach/client-app',
    dir: 'client-app',
    devPort: 3200,
    title: 'Coach · Mi entrenamiento',
    basePath: '/app/',
    /**
     * The shared libraries "Hoy" renders with (the app's start page, and the agenda's piece on it), carried in
     * the app's main.js (`eager`) instead of a chunk each plus the chunks they have in common: a phone's
     * first visit asks for them once, not in ~30 requests (docs/decisions.md, "la primera visita a Hoy").
     */
    firstScreenShares: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'zustand',
      '@ant-design/cssinjs',
      'antd/es/theme',
      'antd/es/config-provider',
      'antd/es/button',
      'antd/es/flex',
      'antd/es/skeleton',
      'antd/es/empty',
    ],
  },
  remotes: [
    {
      name: 'auth',
      pkg: '@coach/remote-auth',
      dir: 'remote-auth',
      devPort: 3101,
      title: 'Coach · Acceso',
      exposes: {
        LoginPage: './src/exposes/login-page.tsx',
        ForgotPasswordPage: './src/exposes/forgot-password-page.tsx',
        ResetPasswordPage: './src/exposes/reset-password-page.tsx',
        CreateAccountPage: './src/exposes/create-account-page.tsx',
        ConfirmEmailPage: './src/exposes/confirm-email-page.tsx',
        UndoEmailChangePage: './src/exposes/undo-email-change-page.tsx',
        JoinTeamPage: './src/exposes/join-team-page.tsx',
        ClientAppLoginPage: './src/exposes/client-app-login-page.tsx',
        ClientAppSignUpPage: './src/exposes/client-app-sign-up-page.tsx',
        ClientAppForgotPasswordPage: './src/exposes/client-app-forgot-password-page.tsx',
        ClientAppResetPasswordPage: './src/exposes/client-app-reset-password-page.tsx',
      },
    },
    {
      name: 'clients',
      pkg: '@coach/remote-clients',
      dir: 'remote-clients',
      devPort: 3102,
      title: 'Coach · Clientes',
      exposes: {
        ClientsPage: './src/exposes/clients-page.tsx',
        ClientDetailPage: './src/exposes/client-detail-page.tsx',
        ChatsPage: './src/exposes/chats-page.tsx',
        ClientAppChat: './src/exposes/client-app-chat.tsx',
      },
    },
    {
      name: 'library',
      pkg: '@coach/remote-library',
      dir: 'remote-library',
      devPort: 3103,
      title: 'Coach · Biblioteca',
      exposes: {
        ExercisesPage: './src/exposes/exercises-page.tsx',
        ExerciseDetailPage: './src/exposes/exercise-detail-page.tsx',
        ExerciseEditorPage: './src/exposes/exercise-editor-page.tsx',
        ActivitiesPage: './src/exposes/activities-page.tsx',
        ActivityDetailPage: './src/exposes/activity-detail-page.tsx',
        ActivityEditorPage: './src/exposes/activity-editor-page.tsx',
        WorkoutsPage: './src/exposes/workouts-page.tsx',
        WorkoutEditorPage: './src/exposes/workout-editor-page.tsx',
        FormsPage: './src/exposes/forms-page.tsx',
        FormEditorPage: './src/exposes/form-editor-page.tsx',
        ProgramsPage: './src/exposes/programs-page.tsx',
        ProgramEditorPage: './src/exposes/program-editor-page.tsx',
        ClientAppWorkout: './src/exposes/client-app-workout.tsx',
        ClientAppForm: './src/exposes/client-app-form.tsx',
      },
    },
    {
      name: 'agenda',
      pkg: '@coach/remote-agenda',
      dir: 'remote-agenda',
      devPort: 3104,
      title: 'Coach · Agenda',
      exposes: {
        AgendaPage: './src/exposes/agenda-page.tsx',
        ClientPlanning: './src/exposes/client-planning.tsx',
        ClientForms: './src/exposes/client-forms.tsx',
        ClientProgress: './src/exposes/client-progress.tsx',
        ClientAppToday: './src/exposes/client-app-today.tsx',
        ClientAppProgress: './src/exposes/client-app-progress.tsx',
      },
    },
    {
      name: 'billing',
      pkg: '@coach/remote-billing',
      dir: 'remote-billing',
      devPort: 3105,
      title: 'Coach · Planes de pago',
      exposes: {
        PlansPage: './src/exposes/plans-page.tsx',
        ClientPlanAndPayments: './src/exposes/client-plan-and-payments.tsx',
        ClientAppPlan: './src/exposes/client-app-plan.tsx',
      },
    },
  ],
  api: { name: 'api', pkg: '@coach/api', dir: 'api', devPort: 4000 },
  /** Workspace packages that are neither an app nor the API. */
  libraries: [
    { name: 'shared', pkg: '@coach/shared', dir: 'shared' },
    { name: 'e2e', pkg: '@coach/e2e', dir: 'e2e' },
  ],
});
