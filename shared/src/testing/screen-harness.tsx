import { useLocation, useNavigationType } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '../contracts/countries';
import { followBusinessCountry } from '../format/numbers';
import { useSession } from '../session/session-store';
import { useToastQueue } from '../ui/use-toast';

/** Shows where the router is (`data-testid="location"`) and how it got there (push, replace, pop). */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.pathname + location.search}
    </output>
  );
}

/** Each test starts signed out, with empty storage, numbers as Argentina writes them, no queued toasts and no leftover spies. */
export function resetBrowserState() {
  jest.restoreAllMocks();
  followBusinessCountry(DEFAULT_COUNTRY);
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ user: null });
  useToastQueue.setState({ pending: [] });
}
