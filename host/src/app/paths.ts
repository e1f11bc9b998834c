/** Every route of SPEC.md section 2, in one place. */
export const paths = {
  index: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  createAccount: '/crear-cuenta',
  dashboard: '/dashboard',
  agenda: '/agenda',
  clients: '/clientes',
  client: (id: number | string) => `/clientes/${id}`,
  profile: '/perfil',
  exercises: '/ejercicios',
  activities: '/actividades',
  workouts: '/rutinas',
  forms: '/formularios',
  plans: '/planes',
  chats: '/chats',
} as const;
