import {
  TOUR_NARROW_SCREEN,
  TOUR_NARROW_TOOLTIP_WIDTH,
  TOUR_SPOTLIGHT_PADDING,
  TOUR_TARGET_WAIT_MS,
  TOUR_TOOLTIP_MAX_WIDTH,
  TOUR_Z_INDEX,
  findTourTarget,
  waitForTourTarget,
  spotlightPaddingOf,
  tourTexts,
  useTour,
  useTourSteps,
} from '@coach/shared';
import theme from 'antd/es/theme';
import { useCallback, useEffect, useMemo } from 'react';
import { ACTIONS, EVENTS, Joyride, STATUS, type EventHandler, type Options, type Step } from 'react-joyride';
import { useMediaQuery } from '../../hooks/use-media-query';
import { TourTooltip } from './tour-tooltip';

const locale = tourTexts.buttons;

/**
 * react-joyride driven by the shared tour store (controlled step index, continuous). Loaded only
 * when a first tour starts, so the library is not part of any screen's initial JavaScript.
 */
export function TourPlayer() {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${TOUR_NARROW_SCREEN - 0.02}px)`);

  const tourName = useTour((state) => state.tourName);
  const stepIndex = useTour((state) => state.stepIndex);
  const hideSkipButton = useTour((state) => state.hideSkipButton);
  const playing = useTour((state) => state.isRunning && state.status === 'running');
  const tourSteps = useTourSteps(tourName);

  const steps = useMemo<Step[]>(
    () =>
      tourSteps.map((step) => ({
        id: step.target,
        target: () => findTourTarget(step.target),
        title: step.title,
        content: step.content,
        placement: step.placement ?? 'auto',
        spotlightPadding: spotlightPaddingOf(step),
        skipScroll: step.skipScroll ?? false,
      })),
    [tourSteps],
  );

  const options = useMemo<Partial<Options>>(
    () => ({
      backgroundColor: token.colorBgElevated,
      arrowColor: token.colorBgElevated,
      textColor: token.colorText,
      primaryColor: token.colorPrimary,
      overlayColor: token.colorBgMask,
      spotlightRadius: token.borderRadius,
      spotlightPadding: TOUR_SPOTLIGHT_PADDING,
      zIndex: TOUR_Z_INDEX,
      width: narrow ? TOUR_NARROW_TOOLTIP_WIDTH : TOUR_TOOLTIP_MAX_WIDTH,
      buttons: hideSkipButton ? ['back', 'primary'] : ['back', 'skip', 'primary'],
      skipBeacon: true,
      dismissKeyAction: false,
      overlayClickAction: false,
      blockTargetInteraction: true,
      targetWaitTimeout: TOUR_TARGET_WAIT_MS,
    }),
    [token, narrow, hideSkipButton],
  );

  // On a phone, each step's target is brought to the middle of its scroll box before the tooltip is
  // placed: Joyride leaves a first target below the fold (a day at the end of the month) and places
  // the tooltip off screen beside it.
  const target = playing ? tourSteps[stepIndex]?.target : undefined;
  useEffect(() => {
    if (!narrow || !target) return;
    const controller = new AbortController();
    void waitForTourTarget(target, TOUR_TARGET_WAIT_MS, controller.signal).then((element) => {
      if (!controller.signal.aborted) element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    });
    return () => controller.abort();
  }, [narrow, target]);

  const onEvent = useCallback<EventHandler>((data) => {
    const tour = useTour.getState();
    switch (data.type) {
      case EVENTS.STEP_AFTER:
        if (data.index !== tour.stepIndex) return;
        if (data.action === ACTIONS.NEXT) void tour.next();
        else if (data.action === ACTIONS.PREV) tour.back();
        return;
      case EVENTS.TARGET_NOT_FOUND:
        tour.skipMissingTarget(data.index);
        return;
      case EVENTS.TOUR_END:
        if (data.status === STATUS.SKIPPED) tour.skip();
        return;
      default:
        return;
    }
  }, []);

  return (
    <Joyride
      run={playing}
      continuous
      stepIndex={stepIndex}
      steps={steps}
      options={options}
      locale={locale}
      tooltipComponent={TourTooltip}
      onEvent={onEvent}
    />
  );
}
