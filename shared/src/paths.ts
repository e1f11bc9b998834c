import { emailChangeLinkPaths } from './contracts/email-change';
import { TEAM_JOIN_PATH } from './contracts/team';

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
  /** "Mi negocio": the business's settings (zone, currency, country, logo, how clients pay). */
  business: '/perfil/negocio',
  /** "Equipo": the business's members and their invitations (administrators only). */
  team: '/equipo',
  /** The public page a member's invitation mail links to (`?token=…`). */
  joinTeam: TEAM_JOIN_PATH,
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
  programs: '/programas',
  programNew: '/programas/nuevo',
  program: (id: number | string) => `/programas/${id}`,
  plans: '/planes',
  chats: '/chats',
  /** The chats screen with a client's conversation open (`?cliente=`, kept on reload). */
  chat: (clientId: number | string) => `/chats?${CHAT_CLIENT_PARAM}=${clientId}`,
  /** A tutorial video's page (SPEC.md section 2), open to anyone: it opens in a new tab. */
  tutorial: (key: string) => `/tutoriales/${key}`,
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
  program: paths.program(':id'),
  tutorial: paths.tutorial(':key'),
} as const;
/**
 * The client app's screens, relative to where it is served (`/app/`, the router's basename). One home:
 * the app's router and every area's piece link through these.
 */
export const clientAppPaths = {
  today: '/',
  day: (date: string) => `/?dia=${date}`,
  workout: (taskId: number, date: string) => `/rutina/${taskId}/${date}`,
  form: (taskId: number, date: string) => `/formulario/${taskId}/${date}`,
  chat: '/chat',
  progress: '/progreso',
  plan: '/plan',
  profile: '/perfil',
  login: '/ingresar',
  register: '/registro',
  forgotPassword: '/olvide-mi-contrasena',
  resetPassword: '/restablecer',
} as const;

export const clientAppRoutePatterns = {
  workout: '/rutina/:taskId/:date',
  form: '/formulario/:taskId/:date',
} as const;

/** Where the app lives on the site (the registry's basePath without its final slash). */
export const CLIENT_APP_BASE = '/app';

/** The link a trainer shares: the sign-up with the code filled in. */
export const clientAppSignUpUrl = (origin: string, code: string) => `${origin}${CLIENT_APP_BASE}${clientAppPaths.register}?codigo=${encodeURIComponent(code)}`;
