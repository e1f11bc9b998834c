import Alert from 'antd/es/alert';
import { libraryNouns, type LibraryKind } from '@coach/shared/contracts';
import { useLocation } from 'react-router-dom';

/** The navigation state "Duplicar" opens the copy with: the name of the item it copies. */
export interface DuplicatedState {
  duplicatedFrom: string;
}

export const duplicatedState = (originalName: string): DuplicatedState => ({ duplicatedFrom: originalName });

const duplicatedFrom = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as Partial<DuplicatedState>).duplicatedFrom === 'string'
    ? (state as DuplicatedState).duplicatedFrom
    : null;

/**
 * On the copy "Duplicar" just opened: it is saved already (docs/decisions.md), so leaving or cancelling
 * keeps it; this says so, and how to undo it, before the trainer assumes the copy needs a save.
 */
export function DuplicatedNotice({ kind }: { kind: LibraryKind }) {
  const from = duplicatedFrom(useLocation().state);
  if (!from) return null;
  const noun = libraryNouns[kind];
  const it = noun.feminine ? 'la' : 'lo';
  return (
    <Alert
      type="info"
      showIcon
      title={`Es una copia de "${from}" y ya está en tu biblioteca`}
      description={`Cambiá lo que quieras y guardá. Si salís o cancelás, la copia queda igual; si no ${it} necesitás, eliminal${noun.feminine ? 'a' : 'o'}.`}
      data-testid="duplicated-notice"
    />
  );
}
