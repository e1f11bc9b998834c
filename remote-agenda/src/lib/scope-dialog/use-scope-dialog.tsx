import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { seriesScopeLabels, type SeriesScope } from '@coach/shared/contracts';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

export interface ScopeQuestion {
  /** "¿Eliminar este evento?", "¿Mover esta tarea?" */
  title: string;
  /** What the change does, under the title. */
  description?: string;
  /** The choices, in order; the first one is preselected. Events edit with this/following, delete with all three. */
  scopes: readonly SeriesScope[];
  /** The confirm button: "Eliminar", "Guardar", "Mover". */
  confirmText: string;
  /** A destructive change (delete) paints the confirm button red. */
  danger?: boolean;
}

interface Pending extends ScopeQuestion {
  resolve: (scope: SeriesScope | null) => void;
}

/**
 * The question a change to one occurrence of a repeating item asks: "Solo este / Este y los siguientes
 * [/ Todos]". `askScope` opens the dialog and resolves to the chosen scope, or null when cancelled;
 * render `scopeDialog` once in the component. antd's Modal traps the focus; the choices are a radio
 * group (arrow keys move between them).
 */
export function useScopeDialog(): { askScope: (question: ScopeQuestion) => Promise<SeriesScope | null>; scopeDialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [scope, setScope] = useState<SeriesScope>('this');
  const pendingRef = useRef<Pending | null>(null);
  const labelId = useId();

  const askScope = useCallback(
    (question: ScopeQuestion) =>
      new Promise<SeriesScope | null>((resolve) => {
        pendingRef.current?.resolve(null);
        const next = { ...question, resolve };
        pendingRef.current = next;
        setScope(question.scopes[0] ?? 'this');
        setPending(next);
      }),
    [],
  );

  const finish = (answer: SeriesScope | null) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  };

  const scopeDialog = (
    <Modal
      open={pending !== null}
      title={<span id={labelId}>{pending?.title}</span>}
      okText={pending?.confirmText}
      cancelText="Cancelar"
      okButtonProps={{ danger: pending?.danger }}
      onOk={() => finish(scope)}
      onCancel={() => finish(null)}
      destroyOnHidden
      width={420}
    >
      {pending?.description && <Typography.Paragraph type="secondary">{pending.description}</Typography.Paragraph>}
      <Radio.Group
        aria-labelledby={labelId}
        vertical
        value={scope}
        onChange={(event) => setScope(event.target.value as SeriesScope)}
        options={(pending?.scopes ?? []).map((value) => ({ value, label: seriesScopeLabels[value] }))}
      />
    </Modal>
  );

  return { askScope, scopeDialog };
}
