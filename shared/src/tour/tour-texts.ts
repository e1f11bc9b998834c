import type { TourName } from './tour-constants';

/** Spanish texts of the guided tours (buttons, messages, the picker's list). */
export const tourTexts = {
  buttons: { back: 'Atrás', next: 'Siguiente', skip: 'Saltar', last: 'Finalizar', close: 'Cerrar' },
  targetNotFound: {
    title: 'No encontramos dónde empezar el recorrido.',
    description: 'Esperá a que termine de cargar la pantalla y probá de nuevo.',
  },
  playerFailed: {
    title: 'No pudimos mostrar el recorrido.',
    description: 'Revisá tu conexión y recargá la página para intentarlo de nuevo.',
  },
  pickerTitle: 'Recorridos guiados',
  pickerIntro: 'Elegí un recorrido y te mostramos paso a paso cómo funciona cada parte.',
  start: 'Comenzar',
  comingSoon: 'Disponible pronto',
} as const;

export const tourCatalog: Record<TourName, { title: string; description: string }> = {
  initial: {
    title: 'Recorrido inicial',
    description: 'Conocé las secciones principales: dashboard, agenda, chats, clientes, planes y tu biblioteca.',
  },
  clients: {
    title: 'Clientes',
    description: 'Cómo invitar a un cliente con un código y cómo crearlo vos mismo.',
  },
  assignActivity: {
    title: 'Asignar actividad',
    description: 'Cómo planificar una actividad para un cliente en su calendario, con o sin repetición.',
  },
};
