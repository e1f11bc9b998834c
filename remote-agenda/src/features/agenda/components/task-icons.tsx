import type { TaskType } from '@coach/shared/contracts';

// Stroked 24×24 outlines, as the library's kind icons: a pulse line, a dumbbell, a form with ticks; and a check.
const outlines: Record<TaskType | 'done', string[]> = {
  activity: ['M3 12h4l2.5-6 5 12 2.5-6h4'],
  workout: ['M6.5 6.5v11', 'M3.5 9v6', 'M17.5 6.5v11', 'M20.5 9v6', 'M6.5 12h11'],
  form: ['M6 3.5h9l3.5 3.5v13.5H6z', 'M9 10.5l1.5 1.5 3-3', 'M9 16l1.5 1.5 3-3'],
  done: ['M4.5 12.5l5 5 10-11'],
};

/** A task type's icon (or the done check), decorative: the item's accessible name says it in words. */
export function TaskIcon({ kind, size = 14 }: { kind: TaskType | 'done'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false" style={{ flex: 'none' }}>
      {outlines[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
