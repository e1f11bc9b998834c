import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import { searchTerm } from '@coach/shared';
import { useEffect, useState } from 'react';
import { useClientSearch } from '../api/search-clients';

export type ItemKind = 'event' | 'task';

export interface ClientChoice {
  value: number;
  label: string;
}

export interface AgendaFilterValues {
  client: ClientChoice | null;
  kinds: ItemKind[];
}

export const allKinds: ItemKind[] = ['event', 'task'];

const SEARCH_DELAY_MS = 300;

/** Which client (a searchable list of the business's clients) and which kinds of items the calendar shows. */
export function AgendaFilters({ value, onChange }: { value: AgendaFilterValues; onChange: (next: AgendaFilterValues) => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const clients = useClientSearch(search, opened);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchTerm(typed)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: `${client.firstName} ${client.lastName}`.trim() }));

  return (
    <Flex gap={12} wrap align="center">
      <Select<ClientChoice>
        aria-label="Filtrar por cliente"
        placeholder="Todos los clientes"
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        labelInValue
        allowClear
        value={value.client ?? undefined}
        options={options}
        loading={clients.isFetching}
        notFoundContent={clients.isFetching ? 'Buscando…' : 'No encontramos clientes'}
        onOpenChange={(open) => open && setOpened(true)}
        onFocus={() => setOpened(true)}
        onChange={(choice) => {
          onChange({ ...value, client: choice ? { value: choice.value, label: String(choice.label) } : null });
          setTyped('');
        }}
        style={{ width: 'min(100%, 260px)' }}
      />
      <Checkbox.Group<ItemKind>
        aria-label="Qué mostrar"
        role="group"
        value={value.kinds}
        onChange={(kinds) => onChange({ ...value, kinds })}
        options={[
          { value: 'event', label: 'Eventos' },
          { value: 'task', label: 'Tareas' },
        ]}
      />
    </Flex>
  );
}
