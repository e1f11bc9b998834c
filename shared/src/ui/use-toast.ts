import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'warning';

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  description?: string;
}

interface ToastQueue {
  /** Toasts asked for and not yet shown. */
  pending: ToastRequest[];
  /** Whether any toast was ever asked for: the viewport (antd's notification) loads only then. */
  requested: boolean;
  push: (toast: ToastRequest) => void;
  /** Hands the pending toasts to the viewport and empties the queue. */
  take: () => ToastRequest[];
}

/** One queue for the host and every remote (the shared package is a singleton). */
export const useToastQueue = create<ToastQueue>()((set, get) => ({
  pending: [],
  requested: false,
  push: (toast) => set((state) => ({ pending: [...state.pending, toast], requested: true })),
  take: () => {
    const { pending } = get();
    if (pending.length > 0) set({ pending: [] });
    return pending;
  },
}));

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
}

const show =
  (kind: ToastKind) =>
  (title: string, description?: string): void =>
    useToastQueue.getState().push({ kind, title, description });

/** Toasts of SPEC.md section 9 (bottom-left, 4 s, 3 visible, 356 px wide); also usable outside React. */
export const toast: Toast = { success: show('success'), error: show('error'), warning: show('warning') };

/** The toasts for a component: the same functions everywhere, safe to list as an effect dependency. */
export function useToast(): Toast {
  return toast;
}
