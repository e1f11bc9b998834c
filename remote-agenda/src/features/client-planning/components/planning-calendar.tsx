import theme from 'antd/es/theme';
import type { DatesSetArg, DayCellContentArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import type { DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { taskTypeLabels, type TaskOccurrence } from '@coach/shared/contracts';
import { useMemo, useState } from 'react';
import { addDays, toDateString } from '../../../lib/calendar/business-clock';
import { baseCalendarOptions, isNarrowScreen } from '../../../lib/calendar/calendar-setup';
import { CalendarTheme } from '../../../lib/calendar/calendar-theme';
import { planningTourTargets as targets } from '../lib/tour-targets';
import { TaskTypeIcon } from '../../../lib/task-type-icon';

export interface PlanningCalendarProps {
  occurrences: TaskOccurrence[];
  /** The business's wall clock now ('YYYY-MM-DDTHH:mm:00') and its today ('YYYY-MM-DD'). */
  now: string;
  today: string;
  /** Null when nothing can be assigned (a disabled client): days are not clickable. */
  onDayPick: ((date: string) => void) | null;
  onOccurrencePick: (occurrence: TaskOccurrence) => void;
  /** The days the month grid shows, both included. */
  onRangeChange: (from: string, to: string) => void;
}

const longDate = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

// Tasks truncate on one line so a narrow month still fits a phone; on a phone the month shows each task's
// type icon only (its name is in the label and in the Lista view), so a 50 px day is not a column of "C…".
const css = `
.coach-planning .fc .fc-daygrid-event { white-space: nowrap; overflow: hidden; }
.coach-planning .fc .fc-list-event { cursor: pointer; }
.coach-planning .fc .fc-daygrid-day-top { justify-content: flex-start; flex-direction: row; }
.coach-planning .coach-day { font: inherit; color: inherit; background: none; border: 0; padding: 2px 6px; border-radius: 999px; min-width: 28px; min-height: 28px; cursor: pointer; }
.coach-planning .coach-day:hover { background: var(--fc-neutral-bg-color); }
.coach-planning .coach-day:focus-visible { outline: 2px solid var(--coach-focus); outline-offset: 1px; }
.coach-planning .coach-day[disabled] { cursor: default; background: none; opacity: 0.6; }
.coach-planning .coach-today { display: inline-block; font-weight: 600; }
.coach-planning .fc-day-today .coach-day { background: var(--coach-focus); color: var(--fc-page-bg-color); }
`;

/** One occurrence per calendar event: its id is the series and the original date (unique in the month). */
const toEvent = (occurrence: TaskOccurrence, done: Pick<EventInput, 'backgroundColor' | 'borderColor' | 'textColor'>): EventInput => ({
  id: `${occurrence.id}:${occurrence.occurrence}`,
  title: occurrence.itemName,
  start: occurrence.date,
  allDay: true,
  extendedProps: { occurrence },
  ...(occurrence.completion ? done : {}),
});

/**
 * The client's month: each day a button (keyboard and tour: `select-day-{n}`; today also carries its
 * date), each task its type icon and item name, a tick when done. Past days cannot be picked.
 */
export function PlanningCalendar({ occurrences, now, today, onDayPick, onOccurrencePick, onRangeChange }: PlanningCalendarProps) {
  const { token } = theme.useToken();
  const [narrow] = useState(isNarrowScreen);
  const events = useMemo(() => {
    const done = { backgroundColor: token.colorSuccessBg, borderColor: token.colorSuccess, textColor: token.colorText };
    return occurrences.map((occurrence) => toEvent(occurrence, done));
  }, [occurrences, token.colorSuccessBg, token.colorSuccess, token.colorText]);

  const dayCell = (arg: DayCellContentArg) => {
    const date = toDateString(arg.date);
    const day = arg.date.getUTCDate();
    const pickable = onDayPick !== null && date >= today;
    const number = date === today ? (
      <span className="coach-today" data-tour={targets.today(date)}>
        {day}
      </span>
    ) : (
      day
    );
    const label = `${longDate.format(arg.date)}${date === today ? ' (hoy)' : ''}`;
    return (
      <button
        type="button"
        className="coach-day"
        // Only the month's own days: the grid's days of the next or last month would repeat a number.
        data-tour={arg.isOther ? undefined : targets.day(day)}
        aria-label={pickable ? `Asignar tarea el ${label}` : label}
        disabled={!pickable}
        onClick={() => pickable && onDayPick(date)}
      >
        {number}
      </button>
    );
  };

  const eventContent = (arg: EventContentArg) => {
    const occurrence = arg.event.extendedProps.occurrence as TaskOccurrence;
    const done = occurrence.completion !== null;
    const iconOnly = narrow && arg.view.type === 'dayGridMonth';
    return (
      <span
        title={`${taskTypeLabels[occurrence.type]}: ${occurrence.itemName}${done ? ' (hecha)' : ''}`}
        style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, overflow: 'hidden', padding: '0 2px' }}
      >
        <TaskTypeIcon type={occurrence.type} size={14} />
        {!iconOnly && (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textDecoration: done ? 'line-through' : undefined }}>
            {occurrence.itemName}
          </span>
        )}
        {done && (
          // The item's own name says ", hecha" (eventDidMount); an aria-label on a span has no role to name.
          <span aria-hidden style={{ marginLeft: iconOnly ? 0 : 'auto', flex: 'none' }}>
            ✓
          </span>
        )}
      </span>
    );
  };

  return (
    <CalendarTheme>
      <div className="coach-planning" style={{ minWidth: 0 }}>
        <style>{css}</style>
        <FullCalendar
          {...baseCalendarOptions}
          initialView="dayGridMonth"
          initialDate={today}
          now={now}
          headerToolbar={{ left: 'title', center: narrow ? 'dayGridMonth,listMonth' : '', right: 'today prev,next' }}
          events={events}
          eventColor={token.colorPrimary}
          eventDidMount={(arg) => {
            const occurrence = arg.event.extendedProps.occurrence as TaskOccurrence;
            // FullCalendar renders an <a> without href (no role): it opens the task, so it is a button. A
            // row of the list view stays a row, named by its label.
            if (!arg.el.closest('.fc-list')) arg.el.setAttribute('role', 'button');
            arg.el.setAttribute('aria-label', `${taskTypeLabels[occurrence.type]}: ${occurrence.itemName}${occurrence.completion ? ', hecha' : ''}`);
          }}
          eventContent={eventContent}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            onOccurrencePick(arg.event.extendedProps.occurrence as TaskOccurrence);
          }}
          dayCellContent={dayCell}
          // A click anywhere in a day (the button handles its own clicks and the keyboard).
          dateClick={(arg: DateClickArg) => {
            const date = toDateString(arg.date);
            if ((arg.jsEvent.target as Element | null)?.closest('button')) return;
            if (onDayPick && date >= today) onDayPick(date);
          }}
          datesSet={(arg: DatesSetArg) => onRangeChange(toDateString(arg.view.activeStart), addDays(toDateString(arg.view.activeEnd), -1))}
          dayMaxEvents={3}
        />
      </div>
    </CalendarTheme>
  );
}
