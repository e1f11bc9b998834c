import { ONBOARDING_SESSION_KEY, useTour, paths } from '@coach/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const isOnboarding = (): boolean => {
  try {
    return sessionStorage.getItem(ONBOARDING_SESSION_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * A trainer who just created an account (session flag set by the welcome screen) gets the initial
 * tour on reaching the dashboard, once; finishing it clears the flag. The skip button is hidden then.
 */
export function useOnboardingTour(): void {
  const { pathname } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || pathname !== paths.dashboard || !isOnboarding()) return;
    started.current = true;
    void useTour.getState().start('initial', { hideSkipButton: true, from: pathname });
  }, [pathname]);
}
