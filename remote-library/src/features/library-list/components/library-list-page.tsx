import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import theme from 'antd/es/theme';
import { StatusMessage, useToast } from '@coach/shared';
import { libraryNouns, libraryToasts, type LibraryKind } from '@coach/shared/contracts';
import { AreaPage, EmptyArea } from '@coach/shared/area';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { deleteItemConfirmation } from '../../../lib/delete-confirmation';
import { ButtonLink } from '../../../lib/button-link';
import { useDeleteItem } from '../../../lib/api/delete-item';
import { useDuplicateItem } from '../../../lib/api/duplicate-item';
import { kindTexts } from '../../../lib/library-kinds';
import { permissionRefusal } from '../../../lib/permission-refusal';
import { hasFilters, LIBRARY_PAGE_SIZE, toListQuery, type ListQuery } from '../lib/list-params';
import { useListParams } from '../lib/use-list-params';
import { ItemMenu } from './item-menu';
import { CARD_CLASS, LibraryCard, type LibraryCardItem } from './library-card';
import { gridStyle } from './list-grid';
import { ListFilters } from './list-filters';
import { ListSkeleton } from './list-skeleton';
import { MuscleGroupChips } from './muscle-group-chips';

export interface LibraryListPageProps<Item extends LibraryCardItem> {
  kind: LibraryKind;
  /** The kind's list hook (one page, parsed by its contract). */
  useItems: (query: ListQuery) => UseQueryResult<{ items: Item[]; total: number }>;
  /** The card's line under the name. */
  meta?: (item: Item) => ReactNode;
  /** Exercises: the muscle-group chips. */
  muscleGroupFilter?: boolean;
}

/**
 * A library list of any kind: header with "Crear …", search (in the URL, 300 ms after the last key),
 * Todos / Míos / Coach, order, muscle groups for exercises, cards and pages; Duplicar and Eliminar on
 * each card's menu.
 */
export function LibraryListPage<Item extends LibraryCardItem>({ kind, useItems, meta, muscleGroupFilter = false }: LibraryListPageProps<Item>) {
  const texts = kindTexts[kind];
  const nouns = libraryNouns[kind];
  const { token } = theme.useToken();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const { params, searchText, setSearchText, update, clearFilters } = useListParams();
  const effective = muscleGroupFilter ? params : { ...params, muscleGroups: [] };
  const list = useItems(toListQuery(effective));
  const duplicate = useDuplicateItem(kind);
  const remove = useDeleteItem(kind);

  const onDuplicate = (item: LibraryCardItem) =>
    duplicate.mutate(item.id, {
      onSuccess: (copy) => toast.success(libraryToasts.duplicated(copy.name), libraryToasts.duplicatedSaved(kind)),
      onError: () => toast.error(libraryToasts.duplicateFailed(kind)),
    });

  const onDelete = (item: LibraryCardItem) =>
    modal.confirm(
      deleteItemConfirmation(kind, item.name, () =>
        remove
          .mutateAsync(item.id)
          .then(() => toast.success(libraryToasts.deleted(kind), `"${item.name}" ya no está en tu biblioteca.`))
          .catch((error: unknown) => toast.error(permissionRefusal(error) ?? libraryToasts.deleteFailed(kind))),
      ),
    );

  const filtered = hasFilters(effective);
  const items = list.data?.items ?? [];
  // A page past the end (its last item was just deleted, or an old link): show the last one instead.
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / LIBRARY_PAGE_SIZE));
  const pastTheEnd = !list.isPlaceholderData && list.data !== undefined && items.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, true);
  });

  let content: ReactNode;
  if (list.isError && !list.data) {
    content = (
      <StatusMessage
        title={`No pudimos cargar tus ${nouns.plural}`}
        description="Revisá tu conexión e intentá de nuevo."
        actions={
          <Button type="primary" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (list.isPending || pastTheEnd) {
    content = <ListSkeleton label={`Cargando ${nouns.plural}`} />;
  } else if (items.length === 0 && !filtered) {
    content = (
      <EmptyArea
        title={texts.emptyTitle}
        description={texts.emptyDescription}
        action={
          <Flex gap={8} justify="center" wrap>
            {params.source === 'own' && <Button onClick={() => update({ source: 'all' })}>Ver también los de Coach</Button>}
            <ButtonLink type="primary" to={texts.newPath}>
              {texts.create}
            </ButtonLink>
          </Flex>
        }
      />
    );
  } else if (items.length === 0) {
    const search = params.search.trim();
    content = (
      <EmptyArea
        title={`No encontramos ${nouns.plural}`}
        description={search ? `Nada coincide con "${search}" y los filtros elegidos.` : 'Nada coincide con los filtros elegidos.'}
        action={<Button onClick={clearFilters}>Limpiar filtros</Button>}
      />
    );
  } else {
    content = (
      <Flex vertical gap={24}>
        <ul aria-label={texts.title} aria-busy={list.isFetching} style={{ ...gridStyle, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((item) => (
            <LibraryCard
              key={item.id}
              kind={kind}
              item={item}
              href={texts.itemPath(item.id)}
              meta={meta?.(item)}
              menu={<ItemMenu kind={kind} item={item} onDuplicate={onDuplicate} onDelete={onDelete} />}
            />
          ))}
        </ul>
        <Pagination
          align="center"
          current={params.page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          showLessItems
          onChange={(page) => update({ page })}
          showTotal={(total) => `${total} ${total === 1 ? nouns.singular : nouns.plural}`}
        />
      </Flex>
    );
  }

  return (
    <AreaPage
      title={texts.title}
      subtitle={texts.subtitle}
      tourTarget={`${kind}-page`}
      actions={
        <ButtonLink type="primary" to={texts.newPath} data-tour={`create-${kind}-button`}>
          {texts.create}
        </ButtonLink>
      }
    >
      {modalHolder}
      {/* Cards are links: show where the keyboard is, and lift the card under the pointer. */}
      <style>{`.${CARD_CLASS}:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px;border-radius:${token.borderRadiusLG}px}.${CARD_CLASS}:hover{background:${token.colorFillQuaternary}}.coach-library-chip:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:2px}`}</style>
      <Flex vertical gap={12}>
        <ListFilters
          searchLabel={texts.searchLabel}
          searchPlaceholder={texts.searchPlaceholder}
          searchText={searchText}
          onSearchText={setSearchText}
          onSearchNow={() => update({ search: searchText }, true)}
          source={params.source}
          onSource={(source) => update({ source })}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
        />
        {muscleGroupFilter && <MuscleGroupChips value={params.muscleGroups} onChange={(muscleGroups) => update({ muscleGroups })} />}
      </Flex>
      {content}
    </AreaPage>
  );
}
