import type { EventContentArg } from '@fullcalendar/core';
import { initials, isDayTasks, type CalendarItemProps } from '../lib/calendar-items';
import { TaskIcon } from './task-icons';

const row = { display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, overflow: 'hidden', padding: '0 2px' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * What a calendar item shows. Tasks: the type's icon, the client's initials and the item (a check when
 * done). Events: FullCalendar's own time and title. The accessible name is set on the item itself
 * (`itemLabel` in agenda-calendar), so what is drawn here is decorative.
 */
export function ItemContent({ event, timeText }: EventContentArg) {
  const props = event.extendedProps as CalendarItemProps;
  if (isDayTasks(props)) {
    return (
      <span style={row} aria-hidden>
        <TaskIcon kind="workout" />
        <span style={ellipsis}>{event.title}</span>
      </span>
    );
  }
  const { item } = props;
  if (item.kind === 'event') {
    return (
      <span style={row} aria-hidden>
        {timeText && !event.allDay && <span style={{ flex: 'none', fontWeight: 600 }}>{timeText}</span>}
        {/* A space in the text (the flex gap draws none): "07:00 Clase", as the item's name reads. */}{' '}
        <span style={ellipsis}>{item.title}</span>
      </span>
    );
  }
  return (
    <span style={row} aria-hidden>
      <TaskIcon kind={item.completion ? 'done' : item.type} />
      {item.completion && <TaskIcon kind={item.type} />}
      <span style={{ flex: 'none', fontWeight: 600 }}>{initials(item.clientName)}</span>{' '}
      <span style={{ ...ellipsis, textDecoration: item.completion ? 'line-through' : undefined }}>{item.itemName}</span>
    </span>
  );
}
