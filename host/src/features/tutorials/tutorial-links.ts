/** The tutorial videos of SPEC.md section 2, in the order the tutorial picker lists them. */
export const tutorialKeys = [
  'clients',
  'exercises',
  'activities',
  'simpleWorkout',
  'advancedWorkout',
  'assignActivity',
  'assignWorkout',
  'plansAndPayments',
] as const;
export type TutorialKey = (typeof tutorialKeys)[number];

export interface Tutorial {
  title: string;
  description: string;
  url: string;
}

/**
 * Where the videos live. The product's real video links are not known yet: every entry points into
 * this channel until each `url` below is replaced by its video's own link (the one place to edit).
 */
export const TUTORIALS_CHANNEL_URL = 'https://www.youtube.com/@coach-app';

const channelSearch = (query: string) => `${TUTORIALS_CHANNEL_URL}/search?query=${encodeURIComponent(query)}`;

export const tutorials: Record<TutorialKey, Tutorial> = {
  clients: {
    title: 'Clientes',
    description: 'Invitá a tus clientes y seguí su información, su plan y sus formularios.',
    url: channelSearch('clientes'),
  },
  exercises: {
    title: 'Ejercicios',
    description: 'Creá ejercicios con instrucciones, grupos musculares y video.',
    url: channelSearch('ejercicios'),
  },
  activities: {
    title: 'Actividades',
    description: 'Cargá actividades como correr o nadar, con su video e imagen.',
    url: channelSearch('actividades'),
  },
  simpleWorkout: {
    title: 'Rutina simple',
    description: 'Armá una rutina rápida con ejercicios y series iguales.',
    url: channelSearch('rutina simple'),
  },
  advancedWorkout: {
    title: 'Rutina avanzada',
    description: 'Armá rutinas por grupos, con series distintas, descansos y pesos.',
    url: channelSearch('rutina avanzada'),
  },
  assignActivity: {
    title: 'Asignar actividad',
    description: 'Planificá una actividad en el calendario de un cliente, con o sin repetición.',
    url: channelSearch('asignar actividad'),
  },
  assignWorkout: {
    title: 'Asignar rutina',
    description: 'Asigná una rutina a un cliente y revisá cómo le fue.',
    url: channelSearch('asignar rutina'),
  },
  plansAndPayments: {
    title: 'Planes y pagos',
    description: 'Creá planes de pago, asignalos y registrá los pagos de tus clientes.',
    url: channelSearch('planes y pagos'),
  },
};
