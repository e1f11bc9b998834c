import type { EventInput } from '@fullcalendar/core';
import { formatDecimal, type ResolvedTheme } from '@coach/shared';
import {
  describeRecurrence,
  isRecurrenceError,
  parseRecurrence,
  taskTypeLabels,
  type AgendaItem,
  type EventOccurrence,
  type TaskDay,
  type TaskOccurrence,
} from '@coach/shared/contracts';
import { addDays } from '../../../lib/calendar/business-clock';
import { eventPalette } from '../../../lib/calendar/event-colors';

/** What the calendar's items carry back to the handlers (click, drop, resize). */
export interface ItemProps {
  item: AgendaItem;
  /** The accessible name of the item on the calendar. */
  label: string;
}
/** A day's tasks counted (too many to list, see agendaSchema): opening it shows that day. */
export interface DayTasksProps {
  day: TaskDay;
  label: string;
}
export type CalendarItemProps = ItemProps | DayTasksProps;
export const isDayTasks = (props: CalendarItemProps): props is DayTasksProps => 'day' in props;

/** Up to two uppercase letters: the first letter of the first two words ("Ana María López" → "AM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/**
 * The order of a day's items (FullCalendar's `eventOrder` reads it): the trainer's own events first,
 * then the clients' tasks, so a busy day's "+N más" hides tasks, never the trainer's class.
 */
export const CALENDAR_ORDER = 'rank,start,-duration,allDay,title';
const EVENT_RANK = 0;
const TASK_RANK = 1;

export const isRecurring = (item: AgendaItem): boolean => item.recurrence !== null;

/** "Cada semana: lunes y miércoles" for a repeating item, '' otherwise. */
export function repetitionText(item: AgendaItem): string {
  if (!item.recurrence) return '';
  const parsed = parseRecurrence(item.recurrence);
  const start = item.kind === 'event' ? item.start.slice(0, 10) : item.date;
  return isRecurrenceError(parsed) ? '' : describeRecurrence(parsed, start);
}

const timeOf = (dateTime: string) => dateTime.slice(11, 16);

export function eventLabel(event: EventOccurrence): string {
  const when = event.allDay ? 'todo el día' : `de ${timeOf(event.start)} a ${timeOf(event.end)}`;
  return `Evento: ${event.title}, ${when}${event.recurrence ? ', se repite' : ''}`;
}

export function taskLabel(task: TaskOccurrence): string {
  const done = task.completion ? ', Completada' : ', pendiente';
  return `Tarea de ${task.clientName}: ${taskTypeLabels[task.type]} ${task.itemName}${done}`;
}

/** "12 tareas · 3 hechas", its numbers in `locale` (the business's number locale unless told). */
export function dayTasksText(day: TaskDay, locale?: string): string {
  const count = (value: number) => formatDecimal(value, { maximumFractionDigits: 0, locale });
  const tasksText = (total: number) => (total === 1 ? '1 tarea' : `${count(total)} tareas`);
  return day.completed > 0 ? `${tasksText(day.total)} · ${count(day.completed)} ${day.completed === 1 ? 'hecha' : 'hechas'}` : tasksText(day.total);
}

/**
 * What ItemContent draws for an item, as text (icons aside): "07:00 Clase funcional" in the month,
 * "AM Piernas A" for a task, "12 tareas · 3 hechas" for a counted day.
 */
export function shownText(props: CalendarItemProps, timeText: string, allDay: boolean): string {
  if (isDayTasks(props)) return dayTasksText(props.day);
  const { item } = props;
  if (item.kind === 'event') return [allDay ? '' : timeText, item.title].filter(Boolean).join(' ');
  return `${initials(item.clientName)} ${item.itemName}`;
}

// As axe compares them: case, accents, punctuation and repeated spaces do not count.
const comparable = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\p{M}\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The accessible name of an item that shows `shown`: it must contain what is shown (WCAG 2.5.3, axe's
 * label-content-name-mismatch: a voice user says what they see), so when the label does not, the
 * shown text goes first ("07:00 Clase funcional. Evento: Clase funcional, de 07:00 a 08:00").
 */
export function nameShowing(shown: string, label: string): string {
  return !comparable(shown) || comparable(label).includes(comparable(shown)) ? label : `${shown}. ${label}`;
}

export interface TaskColors {
  background: string;
  border: string;
  text: string;
}

/**
 * An occurrence as FullCalendar reads it: the API's wall-clock strings as they come (the calendar runs
 * in UTC), all-day ends made exclusive as FullCalendar wants them (the API's are the last day).
 * Events move and resize; a task moves by whole days unless it was already done.
 */
export function toCalendarEvent(item: AgendaItem, theme: ResolvedTheme, taskColors: TaskColors): EventInput {
  if (item.kind === 'event') {
    const palette = eventPalette(item.color, theme);
    const props: ItemProps = { item, label: eventLabel(item) };
    return {
      id: `event-${item.id}-${item.occurrence}`,
      title: item.title,
      start: item.allDay ? item.start.slice(0, 10) : item.start,
      end: item.allDay ? addDays(item.end.slice(0, 10), 1) : item.end,
      allDay: item.allDay,
      backgroundColor: palette.background,
      borderColor: palette.border,
      textColor: palette.text,
      startEditable: true,
      durationEditable: true,
      classNames: ['coach-event'],
      rank: EVENT_RANK,
      extendedProps: props,
    };
  }
  const props: ItemProps = { item, label: taskLabel(item) };
  return {
    id: `task-${item.id}-${item.occurrence}`,
    title: `${initials(item.clientName)} · ${item.itemName}`,
    start: item.date,
    allDay: true,
    backgroundColor: taskColors.background,
    borderColor: taskColors.border,
    textColor: taskColors.text,
    startEditable: item.completion === null,
    durationEditable: false,
    classNames: item.completion ? ['coach-task', 'coach-task-done'] : ['coach-task'],
    rank: TASK_RANK,
    extendedProps: props,
  };
}

/** A day's count of tasks as one all-day item of that day, which opens the day (not movable); numbers in `locale`. */
export function toDayTasksEvent(day: TaskDay, taskColors: TaskColors, locale?: string): EventInput {
  const text = dayTasksText(day, locale);
  const props: DayTasksProps = { day, label: `Tareas de clientes: ${text}. Abrir el día` };
  return {
    id: `tasks-${day.date}`,
    title: text,
    start: day.date,
    allDay: true,
    backgroundColor: taskColors.background,
    borderColor: taskColors.border,
    textColor: taskColors.text,
    editable: false,
    classNames: ['coach-task', 'coach-day-tasks'],
    rank: TASK_RANK,
    extendedProps: props,
  };
}
