import Modal from 'antd/es/modal';
import { useCallback, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Go = (...args: unknown[]) => void;
interface HistoryLike {
  push: Go;
  replace: Go;
}

/** Routes the navigator's push and replace through `decide`; returns the undo. */
function holdNavigation(history: HistoryLike, decide: (go: () => void) => void): () => void {
  const { push, replace } = history;
  history.push = (...args) => decide(() => push.apply(history, args));
  history.replace = (...args) => decide(() => replace.apply(history, args));
  return () => {
    history.push = push;
    history.replace = replace;
  };
}

/** The browser's own question when the tab is closed or reloaded; returns the undo. */
function askBeforeUnload(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}

/**
 * Asks before leaving a screen with unsaved edits: navigations inside the app wait for a dialog, and
 * closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * react-router's useBlocker needs a data router; the host renders the remotes inside <BrowserRouter>,
 * so this holds the router's navigator instead (useBlocker's idea, one level down). The browser's
 * back button is not held.
 */
export function useUnsavedChanges(dirty: boolean): { dialog: ReactElement; allowNextNavigation: () => void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const allowed = useRef(false);

  useEffect(() => (dirty ? askBeforeUnload() : undefined), [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    allowed.current = false;
    return holdNavigation(navigator as unknown as HistoryLike, (go) => {
      if (allowed.current) {
        allowed.current = false;
        go();
      } else {
        setPending(() => go);
      }
    });
  }, [dirty, navigator]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <Modal
      open={pending !== null}
      title="Tenés cambios sin guardar"
      okText="Salir sin guardar"
      cancelText="Seguir editando"
      okButtonProps={{ danger: true }}
      onCancel={() => setPending(null)}
      onOk={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
    >
      Si salís ahora, se pierde lo que cambiaste.
    </Modal>
  );
  return { dialog, allowNextNavigation };
}
