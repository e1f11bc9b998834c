import { TOUR_DELAYS, TOUR_SPOTLIGHT_PADDING, clickTourTarget, registerTour, tourDelay, type TourStep } from '@coach/shared';

/** `data-tour` names of the clients screens (SPEC.md section 4, "Clients tour"). */
export const clientsTourTargets = {
  page: 'clients-page',
  inviteButton: 'invite-client-button',
  inviteCode: 'invite-client-code',
  inviteClose: 'invite-client-close',
  createButton: 'create-new-client-button',
  /** The name fields of the create dialog, which is taller than many windows (SPEC.md's name kept). */
  createDialog: 'create-new-client-dialog',
  createClose: 'create-new-client-close',
  sampleClient: 'test-client',
} as const;

const t = clientsTourTargets;

/** Clients tour: the list, the invitation code, then the create dialog. Each action leaves the screen ready for the next step. */
export const clientsTourSteps: TourStep[] = [
  {
    target: t.page,
    title: 'Tus clientes',
    content: 'Acá ves a todos tus clientes, su estado y cómo va su suscripción. Podés buscarlos y filtrarlos.',
    spotlightPadding: TOUR_SPOTLIGHT_PADDING,
    placement: 'center',
  },
  {
    target: t.inviteButton,
    title: 'Invitá a un cliente',
    content: 'Generá un código para que tu cliente se registre en la app. Cuando sigas, lo abrimos.',
    placement: 'bottom',
    action: async () => {
      clickTourTarget(t.inviteButton);
      await tourDelay(TOUR_DELAYS.dialog);
    },
  },
  {
    target: t.inviteCode,
    title: 'Su código de invitación',
    content: 'Copialo o mandáselo por WhatsApp. Sirve una sola vez y vence en 24 horas.',
    placement: 'bottom',
    action: async () => {
      clickTourTarget(t.inviteClose);
      await tourDelay(TOUR_DELAYS.close);
    },
  },
  {
    target: t.createButton,
    title: 'O crealo vos',
    content: 'También podés cargar un cliente con sus datos y después invitarlo desde su ficha.',
    placement: 'bottom',
    action: async () => {
      clickTourTarget(t.createButton);
      await tourDelay(TOUR_DELAYS.dialog);
    },
  },
  {
    target: t.createDialog,
    title: 'Datos del cliente',
    content: 'Solo el nombre y el apellido son obligatorios: el resto lo completás cuando quieras.',
    placement: 'bottom',
    skipScroll: true,
    action: async () => {
      clickTourTarget(t.createClose);
      await tourDelay(TOUR_DELAYS.close);
    },
  },
];

/** Registered when this module loads (with the clients screens), so the host's picker offers the tour. */
export const unregisterClientsTour = registerTour('clients', clientsTourSteps);
