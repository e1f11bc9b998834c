import { create } from 'zustand';
import { ONBOARDING_SESSION_KEY } from '../session/token-storage';
import { postActionLog } from './action-log';
import { DEFAULT_TOUR, TOUR_TARGET_WAIT_MS, type TourName } from './tour-constants';
import { getTourSteps } from './tour-registry';
import { waitForTourTarget } from './tour-target';
import { tourTexts } from './tour-texts';

/** The status values of SPEC.md section 4 (those of the tour library). */
export type TourStatus = 'idle' | 'ready' | 'waiting' | 'running' | 'paused' | 'skipped' | 'finished';

export interface TourStartOptions {
  hideSkipButton?: boolean;
  /** The route to return to when the tour ends; defaults to the browser's current location. */
  from?: string;
}

/** 'started' once the first target is on screen; otherwise why the tour did not run. */
export type TourStartResult = 'started' | 'no-steps' | 'target-not-found' | 'cancelled';

export interface TourState {
  stepIndex: number;
  /** True from start() until the tour ends, also while it waits for its first target. */
  isRunning: boolean;
  hideSkipButton: boolean;
  prevRoute: string | null;
  tourName: TourName;
  status: TourStatus;
  /** Sets the tour up and begins it once the first step's target is on screen (up to 5 s). */
  start: (name: TourName, options?: TourStartOptions) => Promise<TourStartResult>;
  /** Runs the current step's action, then goes to the next step (or finishes after the last one). */
  next: () => Promise<void>;
  /** Goes to the previous step; does nothing on the first one. */
  back: () => void;
  /** Ends the tour early: logs skip_tour and returns to the route the tour started from. */
  skip: () => void;
  /**
   * The current step's target is not on screen: warns and moves on in the direction of travel (the
   * next step, or the previous one when the user was going back). `index` ignores a stale report.
   */
  skipMissingTarget: (index?: number) => void;
  /** Stops without logging or navigating (sign-out, tests). */
  stop: () => void;
}

/** What the host gives the store, so that the store needs neither react-router nor antd. */
export interface TourHost {
  navigate: (to: string) => void;
  /** Tells the user something went wrong (a toast). */
  notify?: (title: string, description?: string) => void;
}

let host: TourHost | null = null;

/** The host's tour runner registers its navigation and toasts here; returns the unregister function. */
export function registerTourHost(next: TourHost): () => void {
  host = next;
  return () => {
    if (host === next) host = null;
  };
}

/** Navigation for step actions (the initial tour's "Clientes" step opens /clientes). */
export function navigateFromTour(to: string): void {
  if (host) host.navigate(to);
  else console.warn(`[tour] No hay navegación registrada para ir a ${to}.`);
}

const currentRoute = (): string =>
  typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}${window.location.hash}`;

function clearOnboardingFlag(): void {
  try {
    sessionStorage.removeItem(ONBOARDING_SESSION_KEY);
  } catch {
    // Storage refused: nothing to clear.
  }
}

const stopped = {
  stepIndex: 0,
  isRunning: false,
  hideSkipButton: false,
  prevRoute: null,
  tourName: DEFAULT_TOUR,
  status: 'idle',
} satisfies Partial<TourState>;

export const useTour = create<TourState>()((set, get) => {
  /** Bumped whenever a tour starts or ends, so late answers of an older run are ignored. */
  let run = 0;
  let waiting: AbortController | null = null;
  let direction: 'forward' | 'backward' = 'forward';
  let advancing = false;

  const cancelWaiting = () => {
    waiting?.abort();
    waiting = null;
  };

  const end = (outcome: 'finish_tour' | 'skip_tour') => {
    const { tourName, stepIndex, prevRoute } = get();
    run += 1;
    cancelWaiting();
    set({
      isRunning: false,
      status: outcome === 'finish_tour' ? 'finished' : 'skipped',
      stepIndex: 0,
      prevRoute: null,
      hideSkipButton: false,
    });
    if (outcome === 'finish_tour') clearOnboardingFlag();
    // Back to the starting page once the log is stored, so a page reading it (the dashboard's first
    // steps) sees the finished tour. postActionLog never rejects.
    void postActionLog(outcome, { tour: tourName, stepIndex }).then(() => {
      if (prevRoute) navigateFromTour(prevRoute);
    });
  };

  const isActive = () => {
    const { isRunning, status } = get();
    return isRunning && status === 'running';
  };

  return {
    ...stopped,

    async start(name, options = {}) {
      run += 1;
      const thisRun = run;
      cancelWaiting();
      direction = 'forward';
      advancing = false;
      set({
        tourName: name,
        stepIndex: 0,
        isRunning: true,
        hideSkipButton: options.hideSkipButton ?? false,
        prevRoute: options.from ?? currentRoute(),
        status: 'waiting',
      });

      const [first] = getTourSteps(name);
      if (!first) {
        console.warn(`[tour] El recorrido "${name}" todavía no tiene pasos.`);
        set({ ...stopped, tourName: name });
        return 'no-steps';
      }

      const controller = new AbortController();
      waiting = controller;
      const target = await waitForTourTarget(first.target, TOUR_TARGET_WAIT_MS, controller.signal);
      if (thisRun !== run) return 'cancelled';
      waiting = null;
      if (!target) {
        console.warn(
          `[tour] No apareció el elemento "${first.target}" del recorrido "${name}" en ${TOUR_TARGET_WAIT_MS} ms; el recorrido no empieza.`,
        );
        set({ ...stopped, tourName: name });
        host?.notify?.(tourTexts.targetNotFound.title, tourTexts.targetNotFound.description);
        return 'target-not-found';
      }

      set({ status: 'running' });
      void postActionLog('start_tour', { tour: name });
      return 'started';
    },

    async next() {
      if (!isActive() || advancing) return;
      const { stepIndex, tourName } = get();
      const steps = getTourSteps(tourName);
      const thisRun = run;
      advancing = true;
      try {
        await steps[stepIndex]?.action?.();
      } catch (error) {
        console.warn(`[tour] Falló la acción del paso ${stepIndex + 1} del recorrido "${tourName}".`, error);
      } finally {
        advancing = false;
      }
      if (thisRun !== run || get().stepIndex !== stepIndex || !isActive()) return;
      direction = 'forward';
      if (stepIndex >= steps.length - 1) end('finish_tour');
      else set({ stepIndex: stepIndex + 1 });
    },

    back() {
      const { stepIndex } = get();
      if (!isActive() || advancing || stepIndex === 0) return;
      direction = 'backward';
      set({ stepIndex: stepIndex - 1 });
    },

    skip() {
      if (!get().isRunning) return;
      end('skip_tour');
    },

    skipMissingTarget(index) {
      const { stepIndex, tourName } = get();
      if (!isActive() || (index !== undefined && index !== stepIndex)) return;
      const steps = getTourSteps(tourName);
      console.warn(
        `[tour] El elemento "${steps[stepIndex]?.target ?? '?'}" del paso ${stepIndex + 1} del recorrido "${tourName}" no está en pantalla; se saltea.`,
      );
      let to = direction === 'backward' ? stepIndex - 1 : stepIndex + 1;
      if (to < 0) {
        // Nothing before the first step: carry on forward instead.
        direction = 'forward';
        to = stepIndex + 1;
      }
      if (to >= steps.length) end('finish_tour');
      else set({ stepIndex: to });
    },

    stop() {
      run += 1;
      cancelWaiting();
      advancing = false;
      direction = 'forward';
      set({ ...stopped, tourName: get().tourName });
    },
  };
});
