import Modal from 'antd/es/modal';
import { useCallback, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Navigate = (...args: unknown[]) => void;
interface PatchableNavigator {
  push: Navigate;
  replace: Navigate;
}

/** Routes the navigator's push and replace through `decide`; returns how to undo it. */
function holdNavigation(target: PatchableNavigator, decide: (go: () => void) => void): () => void {
  const { push, replace } = target;
  const hold =
    (original: Navigate): Navigate =>
    (...args) =>
      decide(() => original.apply(target, args));
  target.push = hold(push);
  target.replace = hold(replace);
  return () => {
    target.push = push;
    target.replace = replace;
  };
}

/**
 * Asks before leaving a page with unsaved changes: links and navigations inside the app get a dialog,
 * closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * react-router's useBlocker works only under a data router, and the host renders the remotes under a
 * <BrowserRouter>: so this holds back the router's navigator instead (what useBlocker does inside).
 * The browser's back button is not held back.
 */
export function useUnsavedChanges(dirty: boolean): { dialog: ReactElement; allowNextNavigation: () => void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    allowed.current = false;
    return holdNavigation(navigator as unknown as PatchableNavigator, (go) => {
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
      Si salís ahora, se pierden los cambios que no guardaste.
    </Modal>
  );
  return { dialog, allowNextNavigation };
}
