import {
  DEFAULT_BUSINESS_SETTINGS,
  TOUR_DELAYS,
  TOUR_SPOTLIGHT_PADDING_WIDE,
  TOUR_TARGET_WAIT_MS,
  clickTourTarget,
  findTourTarget,
  registerTour,
  tourDelay,
  waitForTourTarget,
  type TourStep,
} from '@coach/shared';
import { businessToday } from '../lib/calendar/business-clock';
import { planningTourTargets as t } from '../features/client-planning/lib/tour-targets';

/*
 * The assign-activity tour (SPEC.md section 4), on the sample client's Planificación tab (the host's
 * picker opens it first): today's day, the type, the first activity, its details, the repetition,
 * then the dialog closes without assigning and the last step shows today's cell.
 */

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** Clicks the first element of `target` once it shows (a list that is still loading). */
async function clickWhenShown(target: string): Promise<void> {
  const element = await waitForTourTarget(target, TOUR_TARGET_WAIT_MS);
  element?.click();
  await tourDelay(TOUR_DELAYS.brief);
}

async function next(): Promise<void> {
  clickTourTarget(t.next);
  await tourDelay(TOUR_DELAYS.navigation);
}

/** The steps for the business's today `date` ('YYYY-MM-DD'): the first and last ones point at its cell. */
export function assignActivityTourSteps(date: string): TourStep[] {
  return [
    {
      target: t.day(dayOfMonth(date)),
      title: 'Elegí el día',
      content: 'Tocá un día, desde hoy en adelante, para asignarle una tarea a tu cliente. Empecemos por hoy.',
      placement: 'bottom',
      action: async () => {
        clickTourTarget(t.day(dayOfMonth(date)));
        await tourDelay(TOUR_DELAYS.dialog);
      },
    },
    {
      target: t.typeChoice,
      title: '¿Qué le asignás?',
      content: 'Una actividad (correr, caminar…), una rutina de tu biblioteca o un formulario. Elegimos una actividad.',
      placement: 'bottom',
      action: async () => {
        clickTourTarget(t.typeOption('activity'));
        await tourDelay(TOUR_DELAYS.brief);
      },
    },
    {
      target: t.next,
      title: 'Continuá',
      content: 'Con el tipo elegido, pasás a elegir cuál.',
      placement: 'top',
      action: next,
    },
    {
      target: t.itemChoice,
      title: 'Elegí la actividad',
      content: 'Buscá entre tus actividades y las de Coach. Elegimos la primera.',
      placement: 'bottom',
      action: async () => {
        await clickWhenShown(t.item);
        await next();
      },
    },
    {
      target: t.customize,
      title: 'Ajustá los detalles',
      content: 'Un objetivo, la duración o la distancia sugeridas: tu cliente los ve en la app. Todo es opcional.',
      placement: 'bottom',
      action: next,
    },
    {
      target: t.recurrence,
      title: '¿Se repite?',
      content: 'Puede repetirse cada día, cada semana en los días que elijas, cada mes o cada año, y terminar cuando quieras.',
      placement: 'bottom',
      action: async () => {
        findTourTarget(t.recurrence)?.querySelector<HTMLInputElement>('input[type="radio"][value="yes"]')?.click();
        await tourDelay(TOUR_DELAYS.brief);
      },
    },
    {
      target: t.submit,
      title: 'Asignala',
      content: 'Con "Asignar" la tarea queda en su calendario y en la app. Por ahora cerramos sin guardar.',
      placement: 'top',
      action: async () => {
        clickTourTarget(t.cancel);
        await tourDelay(TOUR_DELAYS.close);
      },
    },
    {
      target: t.today(date),
      title: 'Su planificación',
      content: 'Las tareas aparecen en su día, con una marca cuando tu cliente las completa. Tocá una para ver cómo le fue o para cambiarla.',
      spotlightPadding: TOUR_SPOTLIGHT_PADDING_WIDE,
      placement: 'bottom',
    },
  ];
}

/** (Re)registers the steps for today in the business's zone; the planning calls it once the zone is known. */
export const registerAssignActivityTour = (timeZone: string) => registerTour('assignActivity', assignActivityTourSteps(businessToday(timeZone)));

/** Registered when the planning loads (with the default zone until the business's arrives), so the host's picker can start it. */
export const unregisterAssignActivityTour = registerAssignActivityTour(DEFAULT_BUSINESS_SETTINGS.timeZone);
