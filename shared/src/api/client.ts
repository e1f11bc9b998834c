import { ApiClient } from './api-client';
import { emitSessionEvent, sessionEvents } from '../session/events';
import { tokenStorage } from '../session/token-storage';
import { useSession } from '../session/session-store';

/** The one API client every app uses; the host sets the base URL from its build configuration. */
export const apiClient = new ApiClient({
  tokens: tokenStorage,
  onSessionExpired: () => {
    useSession.getState().signOut();
    emitSessionEvent(sessionEvents.sessionEnded);
  },
  onTokenRefreshed: () => {
    useSession.getState().reloadFromStorage();
    emitSessionEvent(sessionEvents.tokenRefreshed);
  },
  // A fresh token carries remainingDays 0, and the shell shows the trial lock.
  onTrialExpired: () => void apiClient.refreshSession(),
});
