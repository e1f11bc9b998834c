import { DEFAULT_EVENT_COLOR, type EventColor, type EventCreateRequest, type EventOccurrence } from '@coach/shared/contracts';

/** The event dialog's fields: dates and times apart, as the inputs hold them. */
export interface EventFormValues {
  title: string;
  description: string;
  allDay: boolean;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'HH:mm' */
  startTime: string;
  endDate: string;
  endTime: string;
  color: EventColor;
  recurrence: string | null;
}

export const eventFormFields = ['title', 'description', 'allDay', 'startDate', 'startTime', 'endDate', 'endTime', 'color', 'recurrence'] as const;
export type EventFormField = (typeof eventFormFields)[number];

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '10:00';

/** A new event over a chosen slot: 'YYYY-MM-DDTHH:mm' start and end; all-day ends are the last day. */
export function newEventForm(start: string, end: string, allDay: boolean): EventFormValues {
  return {
    title: '',
    description: '',
    allDay,
    startDate: start.slice(0, 10),
    startTime: allDay ? DEFAULT_START_TIME : start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: allDay ? DEFAULT_END_TIME : end.slice(11, 16),
    color: DEFAULT_EVENT_COLOR,
    recurrence: null,
  };
}

/** An occurrence in the dialog: its own dates (of this occurrence, not the series' first). */
export function occurrenceForm(event: EventOccurrence): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    allDay: event.allDay,
    startDate: event.start.slice(0, 10),
    startTime: event.allDay ? DEFAULT_START_TIME : event.start.slice(11, 16),
    endDate: event.end.slice(0, 10),
    endTime: event.allDay ? DEFAULT_END_TIME : event.end.slice(11, 16),
    color: event.color,
    recurrence: event.recurrence,
  };
}

/** The request body: all-day events carry 00:00 (the API ignores their times). */
export function formToRequest(values: EventFormValues): EventCreateRequest {
  const time = (value: string) => (values.allDay ? '00:00' : value);
  return {
    title: values.title,
    description: values.description.trim() ? values.description : null,
    allDay: values.allDay,
    start: `${values.startDate}T${time(values.startTime)}`,
    end: `${values.endDate}T${time(values.endTime)}`,
    color: values.color,
    recurrence: values.recurrence,
  };
}

/** Where a contract or API message about a request field goes in the form. */
export const formFieldOf = (field: string): EventFormField | null => {
  if (field === 'start') return 'startDate';
  if (field === 'end') return 'endDate';
  return (eventFormFields as readonly string[]).includes(field) ? (field as EventFormField) : null;
};
