import type { CalendarOptions, DayCellMountArg, DayHeaderMountArg, MoreLinkMountArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';

/** The views the agenda offers: month, week, day and list. */
export const calendarViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof calendarViews)[number];

const time24 = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/**
 * What every calendar of the agenda shares (the /agenda page, a client's month of tasks): Spanish,
 * Monday first, 24-hour times, and `timeZone: 'UTC'` so the wall-clock strings of the business
 * ('YYYY-MM-DDTHH:mm') are shown as they come, whatever the browser's zone. Pass `now` from
 * `businessNow()` so "today" is the business's today.
 */
export const baseCalendarOptions = {
  plugins: [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin],
  locale: esLocale,
  firstDay: 1,
  timeZone: 'UTC',
  eventTimeFormat: time24,
  slotLabelFormat: time24,
  // Events and tasks are reachable with Tab and open with Enter (eventClick).
  eventInteractive: true,
  buttonText: { prev: 'Anterior', next: 'Siguiente', list: 'Lista' },
  buttonHints: { prev: '$0 anterior', next: '$0 siguiente' },
  allDayText: 'Todo el día',
  noEventsText: 'No hay nada para mostrar en estas fechas',
  nowIndicator: true,
  height: 'auto',
  fixedWeekCount: false,
  // Every item of a day is listed; a calendar of many days caps them (see MONTH_AND_WEEK_CAP).
  dayMaxEvents: false,
  moreLinkText: (count: number) => `+${count} más`,
  moreLinkHint: (count: number) => `Ver ${count} más de este día`,
  // FullCalendar draws these as <a> without href, that is without a role, and gives them ARIA that
  // such an element may not carry (axe: aria-allowed-attr, aria-prohibited-attr): "+N más" opens a
  // popover (aria-expanded), so it is a button; the date names go on the cell and the column header.
  moreLinkDidMount: ({ el }: MoreLinkMountArg) => el.setAttribute('role', 'button'),
  dayCellDidMount: ({ el }: DayCellMountArg) => moveLabelUp(el, '.fc-daygrid-day-number'),
  dayHeaderDidMount: ({ el }: DayHeaderMountArg) => moveLabelUp(el, '.fc-col-header-cell-cushion'),
} satisfies CalendarOptions;

/** Moves the aria-label of the role-less link inside a grid cell or column header to the cell itself. */
export function moveLabelUp(cell: HTMLElement, linkSelector: string): void {
  const link = cell.querySelector(linkSelector);
  const label = link?.getAttribute('aria-label');
  if (!link || !label || link.hasAttribute('href') || link.hasAttribute('role')) return;
  cell.setAttribute('aria-label', label);
  cell.removeAttribute('aria-labelledby');
  link.removeAttribute('aria-label');
}

/**
 * The week and the day open on the working day: their 24 hours scroll inside a box about a screen
 * tall, starting at 07:00, instead of making the page start at midnight. (A calendar-wide option:
 * the agenda sets it when one of those views shows.)
 */
export const TIME_GRID_HEIGHT = 'max(480px, calc(100vh - 96px))';
export const WORKDAY_START = '07:00:00';

/**
 * The month and the week of /agenda: a busy day (a trainer with forty clients has twenty tasks some
 * days) shows its first five items and "+N más", which opens the rest in a popover. The day view
 * keeps listing every item one by one: it is where a day is opened to see them all.
 */
export const MONTH_AND_WEEK_CAP = {
  dayGridMonth: { dayMaxEvents: 5 },
  timeGridWeek: { dayMaxEvents: 5 },
} satisfies CalendarOptions['views'];

/** Under this width (px) the agenda opens in the list view, which fits a phone. */
export const NARROW_SCREEN = 600;

export const isNarrowScreen = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${NARROW_SCREEN}px)`).matches;
