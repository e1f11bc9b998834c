import { App } from 'antd';
import { useMemo } from 'react';

const TOAST_WIDTH = 356;

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  warning: (title: string, description?: string) => void;
}

/** Toasts of SPEC.md section 9: bottom-left, 4 s, 3 visible, 356 px wide (set on AppThemeProvider). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const open =
      (kind: 'success' | 'error' | 'warning') =>
      (title: string, description?: string) =>
        notification[kind]({ title, description, style: { width: TOAST_WIDTH }, role: 'alert' });
    return { success: open('success'), error: open('error'), warning: open('warning') };
  }, [notification]);
}
