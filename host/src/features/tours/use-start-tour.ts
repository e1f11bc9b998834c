import { useTour, type TourName, type TourStartOptions, type TourStartResult } from '@coach/shared';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/** Starts a tour that returns, when it ends, to the page it was started from. */
export function useStartTour(): (name: TourName, options?: Omit<TourStartOptions, 'from'>) => Promise<TourStartResult> {
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (name, options) => useTour.getState().start(name, { ...options, from: `${pathname}${search}${hash}` }),
    [pathname, search, hash],
  );
}
