import type { ModalFuncProps } from 'antd';
import { libraryNouns, type LibraryKind } from '@coach/shared/contracts';

/** The question before deleting (archiving) an item, for `modal.confirm`. */
export function deleteItemConfirmation(kind: LibraryKind, name: string, onOk: () => Promise<unknown>): ModalFuncProps {
  const nouns = libraryNouns[kind];
  return {
    title: `¿Eliminar "${name}"?`,
    content: `Sale de tu biblioteca y de los buscadores. Lo que ya asignaste con ${nouns.this} sigue mostrando su nombre en la agenda y el historial de tus clientes.`,
    okText: 'Eliminar',
    cancelText: 'Cancelar',
    okButtonProps: { danger: true },
    focusable: { autoFocusButton: 'cancel' },
    onOk,
  };
}
