import type { TaskType } from '@coach/shared/contracts';

// Stroked 24×24 outlines, as the library draws its kinds: a pulse line, a clipboard, a form with ticks.
const outlines: Record<TaskType, string[]> = {
  activity: ['M3 12h4l2.5-6 5 12 2.5-6h4'],
  workout: ['M9 4h6v3H9z', 'M7 5.5H5.5v15h13v-15H17', 'M9 11h6', 'M9 14.5h6', 'M9 18h3.5'],
  form: ['M6 3.5h9l3.5 3.5v13.5H6z', 'M9 10.5l1.5 1.5 3-3', 'M9 16l1.5 1.5 3-3'],
};

/** The task type's icon, decorative: the text beside it names the type or the item. */
export function TaskTypeIcon({ type, size = 16, color = 'currentColor' }: { type: TaskType; size?: number; color?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      style={{ flex: 'none' }}
    >
      {outlines[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
