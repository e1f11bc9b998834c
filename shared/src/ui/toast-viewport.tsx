import notification from 'antd/es/notification';
import { useEffect, useRef } from 'react';
import { useToastQueue } from './use-toast';

const TOAST_WIDTH = 356;

/**
 * Shows the queued toasts with antd's notification, inside the ConfigProvider so they follow the
 * theme. Loaded with the first toast: no page pays for it up front.
 */
export default function ToastViewport() {
  const [api, holder] = notification.useNotification({ placement: 'bottomLeft', duration: 4, maxCount: 3 });
  const pending = useToastQueue((state) => state.pending);
  const dismissals = useToastQueue((state) => state.dismissals);

  useEffect(() => {
    if (pending.length === 0) return;
    for (const { kind, title, description } of useToastQueue.getState().take()) {
      api[kind]({ title, description, style: { width: TOAST_WIDTH }, role: 'alert' });
    }
  }, [pending, api]);

  // Only dismissals after this viewport mounted close toasts (the count outlives a remount).
  const seenDismissals = useRef(dismissals);
  useEffect(() => {
    if (dismissals === seenDismissals.current) return;
    seenDismissals.current = dismissals;
    api.destroy();
  }, [dismissals, api]);

  return holder;
}
