import notification from 'antd/es/notification';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useToastQueue } from './use-toast';

const TOAST_WIDTH = 356;
/** Under this width a toast at the bottom-left covers what it reports on (and the app's tab bar). */
const PHONE_QUERY = '(max-width: 599.98px)';

const subscribePhone = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * Shows the queued toasts with antd's notification, inside the ConfigProvider so they follow the
 * theme. Loaded with the first toast: no page pays for it up front. Bottom-left (SPEC.md), but at the
 * top on a phone, where the bottom-left is the content (docs/decisions.md).
 */
export default function ToastViewport() {
  const [api, holder] = notification.useNotification({ placement: 'bottomLeft', duration: 4, maxCount: 3 });
  const pending = useToastQueue((state) => state.pending);
  const dismissals = useToastQueue((state) => state.dismissals);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);

  useEffect(() => {
    if (pending.length === 0) return;
    for (const { kind, title, description } of useToastQueue.getState().take()) {
      api[kind]({
        title,
        description,
        placement: phone ? 'top' : 'bottomLeft',
        style: { width: phone ? `min(${TOAST_WIDTH}px, calc(100vw - 32px))` : TOAST_WIDTH },
        role: 'alert',
      });
    }
  }, [pending, api, phone]);

  // Only dismissals after this viewport mounted close toasts (the count outlives a remount).
  const seenDismissals = useRef(dismissals);
  useEffect(() => {
    if (dismissals === seenDismissals.current) return;
    seenDismissals.current = dismissals;
    api.destroy();
  }, [dismissals, api]);

  return holder;
}
