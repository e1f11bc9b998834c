import { create } from 'zustand';
import { TOUR_SPOTLIGHT_PADDING, type TourName } from './tour-constants';

export type TourPlacement = 'top' | 'bottom' | 'left' | 'right' | 'auto' | 'center';

/** One step of a tour (SPEC.md section 3). */
export interface TourStep {
  /** A `data-tour` name: the step points at `[data-tour="<target>"]`. */
  target: string;
  title: string;
  content: string;
  /** Defaults to TOUR_SPOTLIGHT_PADDING (2). */
  spotlightPadding?: number;
  /** Where the tooltip goes; it moves when there is no room. Defaults to 'auto'. */
  placement?: TourPlacement;
  /**
   * Leaves the page where it is for this step. For a target at the top of a dialog taller than the window:
   * Joyride would scroll the dialog's own scroll container and, now and then, never show the tooltip after.
   */
  skipScroll?: boolean;
  /** Runs when the user continues, before the next step (navigate, open a dialog, wait for it). */
  action?: () => void | Promise<void>;
}

const NO_STEPS: readonly TourStep[] = Object.freeze([]);

interface TourRegistryState {
  tours: Partial<Record<TourName, readonly TourStep[]>>;
}

/**
 * The steps of each tour. The host registers the initial tour; each remote registers the tours of its
 * own screens when it loads, so the picker offers a tour only once its steps exist.
 */
const useTourRegistry = create<TourRegistryState>()(() => ({ tours: {} }));

/** Sets (or replaces) a tour's steps; returns a function that removes them again. */
export function registerTour(name: TourName, steps: readonly TourStep[]): () => void {
  const registered = Object.freeze([...steps]);
  useTourRegistry.setState((state) => ({ tours: { ...state.tours, [name]: registered } }));
  return () => {
    if (useTourRegistry.getState().tours[name] !== registered) return;
    useTourRegistry.setState((state) => {
      const tours = { ...state.tours };
      delete tours[name];
      return { tours };
    });
  };
}

export const getTourSteps = (name: TourName): readonly TourStep[] => useTourRegistry.getState().tours[name] ?? NO_STEPS;

/** The registered steps of a tour, re-rendering when a remote registers them later. */
export const useTourSteps = (name: TourName): readonly TourStep[] =>
  useTourRegistry((state) => state.tours[name] ?? NO_STEPS);

export const spotlightPaddingOf = (step: TourStep): number => step.spotlightPadding ?? TOUR_SPOTLIGHT_PADDING;
