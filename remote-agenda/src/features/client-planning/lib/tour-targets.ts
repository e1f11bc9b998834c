/** `data-tour` names of the client's planning (SPEC.md section 4, assign-activity tour). */
export const planningTourTargets = {
  /** A day of the month on screen: `select-day-14`. */
  day: (dayOfMonth: number) => `select-day-${dayOfMonth}`,
  /** Today's cell, by its date: `2026-07-14`. */
  today: (date: string) => date,
  typeChoice: 'select-activity-type',
  typeOption: (type: string) => `task-type-${type}`,
  itemChoice: 'select-specific-activity',
  item: 'assignable-item',
  customize: 'customize-activity',
  recurrence: 'set-recurrence',
  next: 'assign-task-next',
  submit: 'assign-task-submit',
  cancel: 'assign-task-cancel',
} as const;
