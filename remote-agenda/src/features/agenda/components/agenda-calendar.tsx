import type {
  DateSelectArg,
  DatesSetArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import theme from 'antd/es/theme';
import type { AgendaItem } from '@coach/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { MONTH_AND_WEEK_CAP, TIME_GRID_HEIGHT, WORKDAY_START, baseCalendarOptions, isNarrowScreen, type CalendarView } from '../../../lib/calendar/calendar-setup';
import { CalendarTheme } from '../../../lib/calendar/calendar-theme';
import { toDateString } from '../../../lib/calendar/business-clock';
import { CALENDAR_ORDER, isDayTasks, nameShowing, shownText, type CalendarItemProps, type ItemProps } from '../lib/calendar-items';
import { ItemContent } from './item-content';

/** A drop or a resize: the item, where FullCalendar put it, and how to put it back. */
export interface ItemMove {
  item: AgendaItem;
  event: EventApi;
  revert: () => void;
}

export interface AgendaCalendarProps {
  events: EventInput[];
  /** The business's wall clock now, 'YYYY-MM-DDTHH:mm:ss'. */
  now: string;
  initialView: CalendarView;
  onRangeChange: (from: string, to: string) => void;
  onSelectSlot: (selection: DateSelectArg) => void;
  onOpenItem: (item: AgendaItem) => void;
  onMove: (move: ItemMove) => void;
}

// Only items move: a day's count of tasks is not editable.
const itemOf = (event: EventApi) => (event.extendedProps as ItemProps).item;

/** The month, week, day and list views of the agenda, with creating, opening, moving and resizing. */
export function AgendaCalendar({ events, now, initialView, onRangeChange, onSelectSlot, onOpenItem, onMove }: AgendaCalendarProps) {
  const { token } = theme.useToken();
  const [timeGrid, setTimeGrid] = useState(initialView.startsWith('timeGrid'));
  const calendar = useRef<FullCalendar>(null);
  // The hours get their own scroll box once the week or the day shows (the month and the list grow with
  // the page): only then can they open on the working day.
  useEffect(() => {
    if (timeGrid) calendar.current?.getApi().scrollToTime(WORKDAY_START);
  }, [timeGrid]);

  return (
    <CalendarTheme>
      <style>{`
        .coach-calendar .coach-task-done { opacity: 0.6; }
        .coach-calendar .fc-event { cursor: pointer; }
        .coach-calendar .coach-task { border-style: dashed; }
        .coach-calendar .fc-list-event.coach-event td { color: ${token.colorText}; }
        /* The list's title column takes what is left and cuts its text, so a long name never widens the table past a phone. */
        .coach-calendar .fc-list-event-title { width: 100%; max-width: 0; }
      `}</style>
      <FullCalendar
        ref={calendar}
        {...baseCalendarOptions}
        now={now}
        initialDate={now.slice(0, 10)}
        initialView={initialView}
        height={timeGrid ? TIME_GRID_HEIGHT : 'auto'}
        scrollTime={WORKDAY_START}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
        events={events}
        eventOrder={CALENDAR_ORDER}
        views={MONTH_AND_WEEK_CAP}
        editable
        selectable
        selectMirror
        eventContent={ItemContent}
        eventDidMount={({ el, event, timeText }: EventMountArg) => {
          const props = event.extendedProps as CalendarItemProps;
          // A row of the list view is named by its label; elsewhere FullCalendar renders an <a> without
          // href (no role): it opens the item, so it is a button, named with what it shows.
          if (el.closest('.fc-list')) {
            el.setAttribute('aria-label', props.label);
            return;
          }
          el.setAttribute('role', 'button');
          el.setAttribute('aria-label', nameShowing(shownText(props, timeText, event.allDay), props.label));
        }}
        datesSet={({ start, end, view }: DatesSetArg) => {
          setTimeGrid(view.type.startsWith('timeGrid'));
          onRangeChange(toDateString(start), toDateString(new Date(end.getTime() - 86_400_000)));
        }}
        select={(selection) => {
          selection.view.calendar.unselect();
          onSelectSlot(selection);
        }}
        eventClick={({ event, jsEvent, view }: EventClickArg) => {
          jsEvent.preventDefault();
          const props = event.extendedProps as CalendarItemProps;
          // A day's count of tasks opens that day, where they are few enough to list one by one.
          if (isDayTasks(props)) view.calendar.changeView(isNarrowScreen() ? 'listDay' : 'timeGridDay', props.day.date);
          else onOpenItem(props.item);
        }}
        eventAllow={(span, dragged) => {
          if (!dragged) return true;
          const item = itemOf(dragged);
          // A task is a day, not a time; a repeating event keeps its kind (only its time moves).
          if (item.kind === 'task') return span.allDay;
          return item.recurrence === null || span.allDay === item.allDay;
        }}
        eventDrop={({ event, revert }: EventDropArg) => onMove({ item: itemOf(event), event, revert })}
        eventResize={({ event, revert }: EventResizeDoneArg) => onMove({ item: itemOf(event), event, revert })}
      />
    </CalendarTheme>
  );
}
