import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 768 px the sidebar is a slide-in sheet (SPEC.md section 9). */
export const useIsMobile = () => useMediaQuery('(max-width: 767.98px)');
/** Below 600 px the trial alert shrinks to an icon. */
export const useIsSmallScreen = () => useMediaQuery('(max-width: 599.98px)');
