import type { CSSProperties } from 'react';

/** Cards of at least 220 px (or the whole width on a phone), as many per row as fit. */
export const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
};
