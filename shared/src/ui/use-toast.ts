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
  /** How many times every toast on screen was dismissed: the viewport closes them when it grows. */
  dismissals: number;
  push: (toast: ToastRequest) => void;
  /** Hands the pending toasts to the viewport and empties the queue. */
  take: () => ToastRequest[];
  dismissAll: () => void;
}

/** One queue for the host and every remote (the shared package is a singleton). */
export const useToastQueue = create<ToastQueue>()((set, get) => ({
  pending: [],
  requested: false,
  dismissals: 0,
  push: (toast) => set((state) => ({ pending: [...state.pending, toast], requested: true })),
  take: () => {
    const { pending } = get();
    if (pending.length > 0) set({ pending: [] });
    return pending;
  },
  dismissAll: () => set((state) => ({ pending: [], dismissals: state.dismissals + 1 })),
}));

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
  /** Closes every toast on screen (a failed sign-in's error once the next one succeeds). */
  dismissAll: () => void;
}

const show =
  (kind: ToastKind) =>
  (title: string, description?: string): void =>
    useToastQueue.getState().push({ kind, title, description });

/** Toasts of SPEC.md section 9 (bottom-left, 4 s, 3 visible, 356 px wide); also usable outside React. */
export const toast: Toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  dismissAll: () => useToastQueue.getState().dismissAll(),
};

/** The toasts for a component: the same functions everywhere, safe to list as an effect dependency. */
export function useToast(): Toast {
  return toast;
}
