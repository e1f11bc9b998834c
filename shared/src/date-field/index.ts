// `@coach/shared/date-field`: every date and time a trainer types or picks. A share of its own (apart
// from `@coach/shared`) so that only the screens with a date field download antd's DatePicker and dayjs;
// the sign-in screens and the dashboard never do.
export * from './date-field';
export * from './time-field';
