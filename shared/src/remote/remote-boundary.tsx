import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useNumberLocale } from '../format/use-number-locale';
import { PageSkeleton } from './page-skeleton';
import { RemoteErrorPanel } from './remote-error-panel';

interface BoundaryProps {
  area?: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`No se pudo mostrar ${this.props.area ?? 'la sección'}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorPanel
        area={this.props.area}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

export type ModuleLoader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface RemoteViewProps<P extends object> {
  load: ModuleLoader<P>;
  /** The area's name for the error panel, e.g. "Clientes". */
  area?: string;
  props?: P;
  fallback?: ReactNode;
}

/**
 * Lazy-loads a remote's screen, shows the grey blocks meanwhile, and an error panel with "Reintentar"
 * if it fails. The network retries (3, 1 s apart) happen below, in the federation runtime's retry
 * plugin; "Reintentar" builds a fresh lazy component, which loads again.
 */
export function RemoteView<P extends object>({ load, area, props, fallback }: RemoteViewProps<P>) {
  // Kept above Suspense: a component that suspends on mount loses its state, this one does not.
  const [LazyScreen, setLazyScreen] = useState(() => lazy(load));
  // The area's screen is drawn again when the business's country arrives or changes, so every number it
  // shows follows (its memos that hold numbers depend on useNumberLocale themselves).
  useNumberLocale();
  return (
    <RemoteErrorBoundary area={area} onRetry={() => setLazyScreen(() => lazy(load))}>
      <Suspense fallback={fallback ?? <PageSkeleton />}>
        <LazyScreen {...(props as P & object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
