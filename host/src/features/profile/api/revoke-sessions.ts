import { apiClient, emitSessionEvent, sessionEvents, useSession } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';

/**
 * "Cerrar sesión en todos los dispositivos": the API revokes every refresh token and stops accepting
 * the access tokens issued so far, this browser's included; then this browser signs out too, and its
 * other tabs with it. Other devices are refused at their next request.
 */
export const revokeAllSessions = () => apiClient.post<void>('/api/v1/me/sessions/revoke');

export const useRevokeAllSessions = () =>
  useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: () => {
      useSession.getState().signOut();
      emitSessionEvent(sessionEvents.sessionEnded);
    },
  });
