import { emailChangeLinkPaths } from './contracts/email-change';

/**
 * Every route of the product (SPEC.md section 2), in one table: the host's router and sidebar, every
 * remote's links and each remote's stand-alone bootstrap read it. SPEC.md does not give the create
 * screens' paths; ours are `…/nuevo` / `…/nueva` (docs/decisions.md).
 */
export const paths = {
  index: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  createAccount: '/crear-cuenta',
  /** The links an email change mails (the API builds them from the same constants); signed in or out. */
  confirmEmail: emailChangeLinkPaths.confirm,
  undoEmailChange: emailChangeLinkPaths.undo,
  dashboard: '/dashboard',
  agenda: '/agenda',
  clients: '/clientes',
  client: (id: number | string) => `/clientes/${id}`,
  profile: '/perfil',
  exercises: '/ejercicios',
  exerciseNew: '/ejercicios/nuevo',
  exercise: (id: number | string) => `/ejercicios/${id}`,
  exerciseEdit: (id: number | string) => `/ejercicios/${id}/editar`,
  activities: '/actividades',
  activityNew: '/actividades/nueva',
  activity: (id: number | string) => `/actividades/${id}`,
  activityEdit: (id: number | string) => `/actividades/${id}/editar`,
  workouts: '/rutinas',
  workoutNew: '/rutinas/nueva',
  workout: (id: number | string) => `/rutinas/${id}`,
  forms: '/formularios',
  formNew: '/formularios/nuevo',
  form: (id: number | string) => `/formularios/${id}`,
  plans: '/planes',
  chats: '/chats',
  /** The chats screen with a client's conversation open (`?cliente=`, kept on reload). */
  chat: (clientId: number | string) => `/chats?${CHAT_CLIENT_PARAM}=${clientId}`,
} as const;

/** The query parameter of /chats naming the open conversation's client. */
export const CHAT_CLIENT_PARAM = 'cliente';

/** The same routes as router patterns, for `<Route path>` (`:id` where the path takes one). */
export const routePatterns = {
  client: paths.client(':id'),
  exercise: paths.exercise(':id'),
  exerciseEdit: paths.exerciseEdit(':id'),
  activity: paths.activity(':id'),
  activityEdit: paths.activityEdit(':id'),
  workout: paths.workout(':id'),
  form: paths.form(':id'),
} as const;
