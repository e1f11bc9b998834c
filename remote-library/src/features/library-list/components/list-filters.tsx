import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import type { LibrarySort } from '@coach/shared/contracts';
import type { SourceFilter } from '../lib/list-params';

const sourceOptions: { value: SourceFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'own', label: 'Míos' },
  { value: 'product', label: 'Coach' },
];

const sortOptions: { value: LibrarySort; label: string }[] = [
  { value: 'name', label: 'Nombre (A-Z)' },
  { value: '-name', label: 'Nombre (Z-A)' },
  { value: '-createdAt', label: 'Más nuevos primero' },
  { value: 'createdAt', label: 'Más antiguos primero' },
  { value: '-updatedAt', label: 'Editados hace poco' },
];

export interface ListFiltersProps {
  searchLabel: string;
  searchPlaceholder: string;
  searchText: string;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
  source: SourceFilter;
  onSource: (source: SourceFilter) => void;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
}

/** Search, Todos / Míos / Coach and the order; they wrap onto several lines on a phone. */
export function ListFilters(props: ListFiltersProps) {
  return (
    <Flex gap={12} wrap align="center">
      <Input
        type="search"
        allowClear
        aria-label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.searchText}
        onChange={(event) => props.onSearchText(event.target.value)}
        onPressEnter={props.onSearchNow}
        style={{ flex: '1 1 220px', maxWidth: 360, minWidth: 0 }}
      />
      <Segmented<SourceFilter> aria-label="Origen" options={sourceOptions} value={props.source} onChange={props.onSource} style={{ maxWidth: '100%' }} />
      <Select<LibrarySort>
        aria-label="Ordenar"
        options={sortOptions}
        value={props.sort}
        onChange={props.onSort}
        style={{ width: 200, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
