import Button from 'antd/es/button';
import { StatusMessage, useToast } from '@coach/shared';
import { libraryMessages, libraryToasts } from '@coach/shared/contracts';
import { AreaPage } from '@coach/shared/area';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDuplicateItem } from '../../../lib/api/duplicate-item';
import { ButtonLink } from '../../../lib/button-link';
import { duplicatedState } from '../../../lib/duplicated-notice';
import { othersItemNote, useCanChange } from '../../../lib/can-change';
import { archivedNotice, kindTexts } from '../../../lib/library-kinds';
import type { MediaItemInput } from '../lib/item-form';
import type { MediaItem, MediaKind } from '../lib/media-item';
import { isNotFound, ItemLoadFailed, ItemNotFound, ItemSkeleton } from './item-screen-states';
import { MediaItemEditor } from './media-item-editor';

export interface MediaItemEditorScreenProps {
  kind: MediaKind;
  /** The item's load; none on the create screen. */
  item?: UseQueryResult<MediaItem>;
  create: (input: MediaItemInput) => Promise<MediaItem>;
  update: (id: number, input: MediaItemInput) => Promise<MediaItem>;
  extraFields?: ReactNode;
}

/** `/ejercicios/nuevo`, `/ejercicios/{id}/editar` (and the activities' twins): the editor, or why not. */
export function MediaItemEditorScreen({ kind, item, create, update, extraFields }: MediaItemEditorScreenProps) {
  const texts = kindTexts[kind];
  const canChange = useCanChange();
  if (!item) {
    return (
      <AreaPage title={texts.newTitle}>
        <MediaItemEditor kind={kind} create={create} update={update} extraFields={extraFields} />
      </AreaPage>
    );
  }
  if (item.isError) {
    return isNotFound(item.error) ? <ItemNotFound kind={kind} /> : <ItemLoadFailed kind={kind} onRetry={() => void item.refetch()} />;
  }
  // A disabled load (an id that is not a number) will never answer.
  if (item.isPending && item.fetchStatus === 'idle') return <ItemNotFound kind={kind} />;
  if (!item.data) return <ItemSkeleton label={`Cargando ${texts.title.toLowerCase()}`} />;
  const loaded = item.data;
  if (loaded.source === 'product') return <ProductItemNotice kind={kind} item={loaded} />;
  if (loaded.archived) {
    return <StatusMessage title={archivedNotice(kind)} description="Ya no se puede editar." actions={<ButtonLink to={texts.listPath}>{`Volver a ${texts.title}`}</ButtonLink>} />;
  }
  if (!canChange(loaded)) return <ProductItemNotice kind={kind} item={loaded} />;
  return (
    <AreaPage title={`Editar "${loaded.name}"`}>
      <MediaItemEditor key={loaded.id} kind={kind} item={loaded} create={create} update={update} extraFields={extraFields} />
    </AreaPage>
  );
}

/** A Coach item, or (for an Entrenador) another member's, opened for editing: why not, and a copy of one's own instead. */
function ProductItemNotice({ kind, item }: { kind: MediaKind; item: MediaItem }) {
  const toast = useToast();
  const navigate = useNavigate();
  const texts = kindTexts[kind];
  const duplicate = useDuplicateItem(kind);
  const onDuplicate = () =>
    duplicate.mutate(item.id, {
      onSuccess: (copy) => {
        toast.success(libraryToasts.duplicated(copy.name), libraryToasts.duplicatedSaved(kind));
        navigate(texts.editPath(copy.id), { state: duplicatedState(item.name) });
      },
      onError: () => toast.error(libraryToasts.duplicateFailed(kind)),
    });
  return (
    <StatusMessage
      title={libraryMessages.cannotEdit(kind)}
      description={item.source === 'product' ? `"${item.name}" es de la biblioteca de Coach. Duplicalo para tener una copia tuya que puedas editar.` : othersItemNote}
      actions={
        <>
          <ButtonLink to={texts.itemPath(item.id)}>Volver</ButtonLink>
          <Button type="primary" onClick={onDuplicate} loading={duplicate.isPending}>
            Duplicar
          </Button>
        </>
      }
    />
  );
}
