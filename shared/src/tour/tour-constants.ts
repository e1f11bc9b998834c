/** The tours of SPEC.md section 4, in the order the tour picker lists them. */
export const tourNames = ['initial', 'clients', 'assignActivity'] as const;
export type TourName = (typeof tourNames)[number];
export const DEFAULT_TOUR: TourName = 'initial';

/** SPEC.md section 9: how long a tour waits for its first step's target before giving up. */
export const TOUR_TARGET_WAIT_MS = 5000;
/** How often the wait looks for the target again. */
export const TOUR_TARGET_POLL_MS = 100;

/**
 * SPEC.md section 9's action delays: the pause a step's action leaves for the screen to react
 * (a click to land, a dialog to open or close, a page to load) before the next step looks for its target.
 */
export const TOUR_DELAYS = {
  tick: 10,
  short: 50,
  brief: 100,
  close: 200,
  navigation: 300,
  dialog: 400,
} as const;

export const TOUR_SPOTLIGHT_PADDING = 2;
/** Sidebar entries get a wider spotlight so the whole row shows. */
export const TOUR_SPOTLIGHT_PADDING_WIDE = 16;
/** Above antd's modals, drawers and notifications. */
export const TOUR_Z_INDEX = 9999;
export const TOUR_TOOLTIP_MAX_WIDTH = 380;
/** Under this viewport width the tooltip takes the screen minus a margin. */
export const TOUR_NARROW_SCREEN = 480;
export const TOUR_NARROW_TOOLTIP_WIDTH = 'calc(100vw - 32px)';
