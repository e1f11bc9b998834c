import { registerTour, registerTourHost, tourTexts, useSession, useToast, useTour } from '@coach/shared';
import { Component, Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { initialTourSteps } from './initial-tour';
import { useOnboardingTour } from './use-onboarding-tour';

const TourPlayer = lazy(() => import('./tour-player').then((module) => ({ default: module.TourPlayer })));

/**
 * The host's tour runner, mounted once inside the router and the providers: it lends the shared tour
 * store navigation and toasts, registers the initial tour, starts it for a trainer who is onboarding,
 * and plays tours with react-joyride (loaded the first time a tour starts).
 */
export function TourRunner() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const signedIn = useSession((state) => state.user !== null);
  const isRunning = useTour((state) => state.isRunning);
  const [playerNeeded, setPlayerNeeded] = useState(false);
  const [playerFailed, setPlayerFailed] = useState(false);
  if (isRunning && !playerNeeded) setPlayerNeeded(true);

  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);

  useEffect(() => registerTour('initial', initialTourSteps), []);

  useEffect(
    () =>
      registerTourHost({
        // Returning to the page the tour started on adds no history entry when already there.
        navigate: (to) => {
          if (to !== here.current) navigate(to);
        },
        notify: (title, description) => toast.warning(title, description),
      }),
    [navigate, toast],
  );

  // Signing out in the middle of a tour ends it quietly.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) useTour.getState().stop();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  useOnboardingTour();

  // Without a player (its code failed to load) a tour would run invisibly: end it and say so.
  useEffect(() => {
    if (!playerFailed || !isRunning) return;
    useTour.getState().stop();
    toast.error(tourTexts.playerFailed.title, tourTexts.playerFailed.description);
  }, [playerFailed, isRunning, toast]);

  if (!playerNeeded || playerFailed) return null;
  return (
    <PlayerBoundary onFailed={() => setPlayerFailed(true)}>
      <Suspense fallback={null}>
        <TourPlayer />
      </Suspense>
    </PlayerBoundary>
  );
}

/** A player that cannot load or crashes takes only the tour down; the screen under it keeps working. */
class PlayerBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[tour] No se pudo mostrar el recorrido.', error);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
