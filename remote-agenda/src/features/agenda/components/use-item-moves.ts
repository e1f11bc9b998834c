import { isApiError, useToast } from '@coach/shared';
import { agendaMessages, agendaToasts, type EventOccurrence, type TaskOccurrence } from '@coach/shared/contracts';
import { addDays, addMinutes, toDateString, toLocalDateTime } from '../../../lib/calendar/business-clock';
import { useUpdateEvent } from '../../../lib/events-api/update-event';
import type { ScopeQuestion } from '../../../lib/scope-dialog/use-scope-dialog';
import type { SeriesScope } from '@coach/shared/contracts';
import { useRescheduleTask } from '../api/reschedule-task';
import type { ItemMove } from './agenda-calendar';

const DEFAULT_MINUTES = 60;
export const ONLY_THIS_MOVES = 'Solo se mueve este evento: el resto de la serie sigue igual.';

/** The API's own words for a refused change (a 400 says why), or nothing. */
const reasonOf = (error: unknown) => (isApiError(error) && error.status === 400 ? error.message : undefined);

/** Where FullCalendar left an event, in the API's terms (all-day ends back to their last day). */
function eventTimes({ event }: ItemMove): { start: string; end: string; allDay: boolean } | null {
  if (!event.start) return null;
  if (event.allDay) {
    const first = toDateString(event.start);
    const last = event.end ? addDays(toDateString(event.end), -1) : first;
    return { start: `${first}T00:00`, end: `${last}T00:00`, allDay: true };
  }
  const start = toLocalDateTime(event.start);
  return { start, end: event.end ? toLocalDateTime(event.end) : addMinutes(start, DEFAULT_MINUTES), allDay: false };
}

/**
 * Dragging and resizing on the calendar. An event moves whole, or for a repeating one only that
 * occurrence (the series' time is not editable: SPEC.md section 4). A task moves by days, never to a
 * day before today; a repeating one asks "Solo este / Este y los siguientes". Anything refused or
 * cancelled goes back where it was.
 */
export function useItemMoves(today: string, askScope: (question: ScopeQuestion) => Promise<SeriesScope | null>) {
  const toast = useToast();
  const updateEvent = useUpdateEvent();
  const rescheduleTask = useRescheduleTask();

  const moveEvent = (item: EventOccurrence, move: ItemMove) => {
    const times = eventTimes(move);
    if (!times) return move.revert();
    const recurring = item.recurrence !== null;
    updateEvent.mutate(
      {
        id: item.id,
        changes: recurring ? { start: times.start, end: times.end } : times,
        target: recurring ? { scope: 'this', occurrence: item.occurrence } : undefined,
      },
      {
        onSuccess: () => toast.success(agendaToasts.eventMoved, recurring ? ONLY_THIS_MOVES : undefined),
        onError: (error) => {
          move.revert();
          toast.error(agendaToasts.eventSaveFailed, reasonOf(error));
        },
      },
    );
  };

  const moveTask = async (item: TaskOccurrence, move: ItemMove) => {
    if (!move.event.start) return move.revert();
    const date = toDateString(move.event.start);
    if (date < today) {
      move.revert();
      toast.error(agendaToasts.taskRescheduleFailed, agendaMessages.taskInPast);
      return;
    }
    let scope: SeriesScope | null = null;
    if (item.recurrence) {
      scope = await askScope({
        title: '¿Mover esta tarea?',
        description: `${item.itemName} de ${item.clientName} se repite. Elegí qué querés mover.`,
        scopes: ['this', 'following'],
        confirmText: 'Mover',
      });
      if (!scope) return move.revert();
    }
    rescheduleTask.mutate(
      { id: item.id, date, target: scope ? { scope, occurrence: item.occurrence } : undefined },
      {
        onSuccess: () => toast.success(agendaToasts.taskRescheduled),
        onError: (error) => {
          move.revert();
          toast.error(agendaToasts.taskRescheduleFailed, reasonOf(error));
        },
      },
    );
  };

  return (move: ItemMove) => (move.item.kind === 'event' ? moveEvent(move.item, move) : void moveTask(move.item, move));
}
