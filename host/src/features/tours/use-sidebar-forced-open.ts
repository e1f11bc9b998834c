import { useTour } from '@coach/shared';
import { INITIAL_TOUR_LAST_SIDEBAR_STEP } from './initial-tour';

/**
 * True while the initial tour points at sidebar entries (SPEC.md: "forced open" during its first
 * steps), also while it waits for its first target, which lives in the sidebar's footer.
 */
export function useSidebarForcedOpen(): boolean {
  return useTour(
    (state) => state.isRunning && state.tourName === 'initial' && state.stepIndex <= INITIAL_TOUR_LAST_SIDEBAR_STEP,
  );
}
