import {
  TOUR_DELAYS,
  TOUR_SPOTLIGHT_PADDING,
  TOUR_SPOTLIGHT_PADDING_WIDE,
  navigateFromTour,
  tourDelay,
  type TourStep,
  paths,
} from '@coach/shared';

/** The step that closes the tour on the clients page: the sample client's row (SPEC.md 'test-client'). */
export const INITIAL_TOUR_CLIENTS_TARGET = 'test-client';

const sidebarStep = (target: string, title: string, content: string, action?: TourStep['action']): TourStep => ({
  target,
  title,
  content,
  spotlightPadding: TOUR_SPOTLIGHT_PADDING_WIDE,
  placement: 'right',
  ...(action ? { action } : {}),
});

/** SPEC.md section 4, "Initial tour steps", in order; targets are the `data-tour` names of the layout. */
export const initialTourSteps: TourStep[] = [
  sidebarStep(
    'all-tours-menu',
    '¡Te damos la bienvenida!',
    'Te mostramos las partes principales en un minuto. Desde "Recorridos" podés repetir este recorrido o elegir otro cuando quieras.',
  ),
  sidebarStep(
    'dashboard',
    'Dashboard',
    'Un vistazo a tu negocio: clientes, ingresos del mes, pagos pendientes y la actividad de la semana.',
  ),
  sidebarStep(
    'calendar',
    'Agenda',
    'Organizá tus eventos y las tareas de tus clientes en un calendario. Todo lo que planifiques aparece acá.',
  ),
  sidebarStep(
    'chats',
    'Chats',
    'Hablá con tus clientes sin salir de la app. Cuando tengas mensajes sin leer, vas a ver el número acá.',
  ),
  sidebarStep(
    'clients',
    'Clientes',
    'Invitá a tus clientes, seguí su progreso y planificá sus entrenamientos. Cuando sigas, te llevamos a la lista.',
    async () => {
      navigateFromTour(paths.clients);
      await tourDelay(TOUR_DELAYS.navigation);
    },
  ),
  sidebarStep(
    'plans',
    'Planes de pago',
    'Creá tus planes con su precio y frecuencia, asignalos a tus clientes y registrá cada pago.',
  ),
  sidebarStep(
    'exercises',
    'Ejercicios',
    'Tu biblioteca de ejercicios, con instrucciones, grupos musculares y video para que tus clientes los hagan bien.',
  ),
  sidebarStep(
    'workouts',
    'Rutinas',
    'Armá rutinas simples o avanzadas combinando ejercicios en grupos, con series, repeticiones y descansos.',
  ),
  sidebarStep(
    'activities',
    'Actividades',
    'Actividades como correr, nadar o andar en bici, con duración o distancia sugerida para asignar a tus clientes.',
  ),
  sidebarStep(
    'forms',
    'Formularios',
    'Creá cuestionarios para conocer mejor a tus clientes: objetivos, salud, hábitos y lo que necesites.',
  ),
  {
    target: 'profile',
    title: 'Tu perfil',
    content: 'Desde este menú editás tus datos, pedís ayuda y cerrás sesión.',
    spotlightPadding: TOUR_SPOTLIGHT_PADDING,
    placement: 'bottom',
  },
  {
    target: INITIAL_TOUR_CLIENTS_TARGET,
    title: 'Tus clientes',
    content: 'Acá vas a encontrar a todos tus clientes. Invitá al primero y empezá a planificar su entrenamiento. ¡Ya conocés lo básico!',
    spotlightPadding: TOUR_SPOTLIGHT_PADDING,
    // Under the row, not over it (centred, it covered the row on a phone).
    placement: 'bottom',
  },
];

/** The last step whose target lives in the sidebar ("Formularios"): the sidebar stays open until then. */
export const INITIAL_TOUR_LAST_SIDEBAR_STEP = initialTourSteps.findIndex((step) => step.target === 'forms');
