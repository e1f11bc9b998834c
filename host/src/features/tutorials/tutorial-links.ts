import { paths } from '@coach/shared';

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
 * Where a tutorial opens. The product films its own (`pnpm tutorials`, served from
 * host/public/tutoriales) and plays them at /tutoriales/<key>; a company hosting its own videos
 * builds with TUTORIALS_URL, its address with `{key}` where the tutorial's key goes.
 */
const tutorialUrl = (key: TutorialKey): string => (process.env.TUTORIALS_URL ? process.env.TUTORIALS_URL.replaceAll('{key}', key) : paths.tutorial(key));

/** The product's film of a tutorial and its Spanish captions (WebVTT). */
export const tutorialMedia = (key: TutorialKey) => ({ video: `/tutoriales/${key}.webm`, captions: `/tutoriales/${key}.vtt` });

export const isTutorialKey = (key: string | undefined): key is TutorialKey => (tutorialKeys as readonly string[]).includes(key ?? '');

export const tutorials: Record<TutorialKey, Tutorial> = {
  clients: {
    title: 'Clientes',
    description: 'Invitá a tus clientes y seguí su información, su plan y sus formularios.',
    url: tutorialUrl('clients'),
  },
  exercises: {
    title: 'Ejercicios',
    description: 'Creá ejercicios con instrucciones, grupos musculares y video.',
    url: tutorialUrl('exercises'),
  },
  activities: {
    title: 'Actividades',
    description: 'Cargá actividades como correr o nadar, con su video e imagen.',
    url: tutorialUrl('activities'),
  },
  simpleWorkout: {
    title: 'Rutina simple',
    description: 'Armá una rutina rápida con ejercicios y series iguales.',
    url: tutorialUrl('simpleWorkout'),
  },
  advancedWorkout: {
    title: 'Rutina avanzada',
    description: 'Armá rutinas por grupos, con series distintas, descansos y pesos.',
    url: tutorialUrl('advancedWorkout'),
  },
  assignActivity: {
    title: 'Asignar actividad',
    description: 'Planificá una actividad en el calendario de un cliente, con o sin repetición.',
    url: tutorialUrl('assignActivity'),
  },
  assignWorkout: {
    title: 'Asignar rutina',
    description: 'Asigná una rutina a un cliente y revisá cómo le fue.',
    url: tutorialUrl('assignWorkout'),
  },
  plansAndPayments: {
    title: 'Planes y pagos',
    description: 'Creá planes de pago, asignalos y registrá los pagos de tus clientes.',
    url: tutorialUrl('plansAndPayments'),
  },
};
