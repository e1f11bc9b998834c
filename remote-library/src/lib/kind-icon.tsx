import type { LibraryKind } from '@coach/shared/contracts';

// Stroked 24×24 outlines: a dumbbell, a pulse line, a clipboard with a list, a form with ticks, a calendar.
const outlines: Record<LibraryKind, string[]> = {
  exercises: ['M6.5 6.5v11', 'M3.5 9v6', 'M17.5 6.5v11', 'M20.5 9v6', 'M6.5 12h11'],
  activities: ['M3 12h4l2.5-6 5 12 2.5-6h4'],
  workouts: ['M9 4h6v3H9z', 'M7 5.5H5.5v15h13v-15H17', 'M9 11h6', 'M9 14.5h6', 'M9 18h3.5'],
  forms: ['M6 3.5h9l3.5 3.5v13.5H6z', 'M9 10.5l1.5 1.5 3-3', 'M9 16l1.5 1.5 3-3'],
  programs: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3.5v4', 'M16 3.5v4', 'M8 14h2', 'M14 14h2', 'M8 17h2'],
};

/** The kind's icon, decorative (the text beside it names the item): for placeholders and empty states. */
export function KindIcon({ kind, size = 32, color }: { kind: LibraryKind; size?: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      {outlines[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
