import type { CSSProperties } from 'react';

/**
 * Hidden from sight, read by screen readers: a live status, a chart's table, a label the layout
 * shows another way. (The CSS files that need it inline the same rules as a class.)
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies CSSProperties;
