import { Component, type ErrorInfo, type ReactNode } from 'react';

interface QuietBoundaryProps {
  /** What failed, for the console. */
  part: string;
  /** Tells the user, when that helps (e.g. a toast); nothing is drawn in place of the part. */
  onError?: () => void;
  children: ReactNode;
}

/**
 * For the parts of a page that load on demand and the page can live without (toasts, dialogs, the
 * phone's menu sheet): if their code can't be loaded the rest keeps working instead of the whole
 * shell falling to its error screen.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`No se pudo cargar ${this.props.part}`, error, info.componentStack);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
