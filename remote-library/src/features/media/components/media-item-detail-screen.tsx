import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useToast } from '@coach/shared';
import { libraryToasts } from '@coach/shared/contracts';
import { AreaPage, Panel } from '@coach/shared/area';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteItem } from '../../../lib/api/delete-item';
import { useDuplicateItem } from '../../../lib/api/duplicate-item';
import { ButtonLink } from '../../../lib/button-link';
import { duplicatedState } from '../../../lib/duplicated-notice';
import { deleteItemConfirmation } from '../../../lib/delete-confirmation';
import { othersItemNote, useCanChange } from '../../../lib/can-change';
import { archivedNotice, kindTexts } from '../../../lib/library-kinds';
import { permissionRefusal } from '../../../lib/permission-refusal';
import type { MediaItem, MediaKind } from '../lib/media-item';
import { isNotFound, ItemLoadFailed, ItemNotFound, ItemSkeleton } from './item-screen-states';
import { ItemVideo } from './item-video';

export interface MediaItemDetailScreenProps<Item extends MediaItem> {
  kind: MediaKind;
  item: UseQueryResult<Item>;
  /** What only this kind shows (the muscle groups of an exercise), as a titled section. */
  extra?: (item: Item) => { title: string; content: ReactNode } | undefined;
}

/** `/ejercicios/{id}`, `/actividades/{id}`: video, picture, instructions and what can be done with it. */
export function MediaItemDetailScreen<Item extends MediaItem>({ kind, item, extra }: MediaItemDetailScreenProps<Item>) {
  const texts = kindTexts[kind];
  if (item.isError) {
    return isNotFound(item.error) ? <ItemNotFound kind={kind} /> : <ItemLoadFailed kind={kind} onRetry={() => void item.refetch()} />;
  }
  // A disabled load (an id that is not a number) will never answer.
  if (item.isPending && item.fetchStatus === 'idle') return <ItemNotFound kind={kind} />;
  if (!item.data) return <ItemSkeleton label={`Cargando ${texts.title.toLowerCase()}`} />;
  return <ItemDetail kind={kind} item={item.data} extra={extra?.(item.data)} />;
}

function ItemDetail({ kind, item, extra }: { kind: MediaKind; item: MediaItem; extra?: { title: string; content: ReactNode } }) {
  const { token } = theme.useToken();
  const texts = kindTexts[kind];
  const toast = useToast();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const duplicate = useDuplicateItem(kind);
  const remove = useDeleteItem(kind);
  const canChange = useCanChange()(item);
  /** An item of the business that another member created, which an Entrenador can only duplicate. */
  const othersItem = item.source === 'own' && !canChange;

  const onDuplicate = () =>
    duplicate.mutate(item.id, {
      onSuccess: (copy) => {
        toast.success(libraryToasts.duplicated(copy.name), libraryToasts.duplicatedSaved(kind));
        navigate(texts.editPath(copy.id), { state: duplicatedState(item.name) });
      },
      onError: () => toast.error(libraryToasts.duplicateFailed(kind)),
    });

  const onDelete = () =>
    modal.confirm(
      deleteItemConfirmation(kind, item.name, () =>
        remove
          .mutateAsync(item.id)
          .then(() => {
            toast.success(libraryToasts.deleted(kind), `"${item.name}" ya no está en tu biblioteca.`);
            navigate(texts.listPath);
          })
          .catch((error: unknown) => toast.error(permissionRefusal(error) ?? libraryToasts.deleteFailed(kind))),
      ),
    );

  const actions = item.archived ? undefined : !canChange ? (
    <Button type="primary" onClick={onDuplicate} loading={duplicate.isPending}>
      Duplicar
    </Button>
  ) : (
    <>
      <Button danger onClick={onDelete}>
        Eliminar
      </Button>
      <ButtonLink type="primary" to={texts.editPath(item.id)}>
        Editar
      </ButtonLink>
    </>
  );

  return (
    <AreaPage title={item.name} actions={actions}>
      {modalHolder}
      <Flex vertical gap={24} style={{ maxWidth: 960, minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <ButtonLink type="link" to={texts.listPath} style={{ paddingInline: 0 }}>
            {`← ${texts.title}`}
          </ButtonLink>
          {item.source === 'product' && (
            <Tag color="cyan" variant="filled">
              Coach
            </Tag>
          )}
        </Flex>
        {item.archived && <Alert type="info" showIcon title={archivedNotice(kind)} description="Ya no aparece en tu biblioteca; lo que lo usaba sigue mostrando su nombre." />}
        {item.source === 'product' && !item.archived && (
          <span style={{ color: token.colorTextSecondary }}>Es de la biblioteca de Coach: para cambiarlo, duplicalo y editá tu copia.</span>
        )}
        {othersItem && !item.archived && <span style={{ color: token.colorTextSecondary }}>{othersItemNote}</span>}
        {item.video && <ItemVideo video={item.video} title={`Video de ${item.name}`} />}
        {item.coverUrl && (
          <img
            src={item.coverUrl}
            alt={`${kind === 'exercises' ? 'Portada' : 'Imagen'} de ${item.name}`}
            style={{ width: '100%', maxWidth: item.video ? 360 : 720, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: token.borderRadiusLG, display: 'block' }}
          />
        )}
        <Panel title="Instrucciones">
          <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.instructions}</p>
        </Panel>
        {extra && <Panel title={extra.title}>{extra.content}</Panel>}
        {item.keywords.length > 0 && (
          <Panel title="Palabras clave">
            <Flex gap={8} wrap>
              {item.keywords.map((keyword) => (
                <Tag key={keyword} style={{ marginInlineEnd: 0 }}>
                  {keyword}
                </Tag>
              ))}
            </Flex>
          </Panel>
        )}
      </Flex>
    </AreaPage>
  );
}
