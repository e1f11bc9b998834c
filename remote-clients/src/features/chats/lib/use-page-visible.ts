import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is in front: messages count as read only when the trainer can see them. */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
