/** Global session events (SPEC.md section 4). Window events reach every app of this tab. */
export const sessionEvents = {
  forceLogout: 'coach:force-logout',
  refreshUser: 'coach:refresh-user',
  tokenRefreshed: 'coach:token-refreshed',
  sessionEnded: 'coach:session-ended',
} as const;
export type SessionEventName = (typeof sessionEvents)[keyof typeof sessionEvents];

/** Cross-tab broadcast names kept in storage (the other tabs of the same browser). */
export const BROADCAST_CHANNEL = 'coach-session';
export type BroadcastMessage = { type: 'new-token' } | { type: 'logout' };

let channel: BroadcastChannel | null | undefined;
export function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BROADCAST_CHANNEL);
  }
  return channel;
}

export function emitSessionEvent(name: SessionEventName): void {
  window.dispatchEvent(new CustomEvent(name));
  if (name === sessionEvents.sessionEnded) sessionChannel()?.postMessage({ type: 'logout' } satisfies BroadcastMessage);
  if (name === sessionEvents.tokenRefreshed) sessionChannel()?.postMessage({ type: 'new-token' } satisfies BroadcastMessage);
}
