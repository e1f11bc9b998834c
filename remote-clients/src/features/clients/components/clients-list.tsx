import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableProps } from 'antd';
import { formatCalendarDate, StatusMessage, paths } from '@coach/shared';
import { subscriptionStatusLabels, subscriptionStatuses, type Client } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { useEffect, useState } from 'react';
import './clients-filters.css';
import { Link, useSearchParams } from 'react-router-dom';
import { ActiveTag, ClientAvatar, SubscriptionTag } from '../../../components/client-badges';
import { fullName } from '../../../lib/format';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { useRefreshOnClientChanges } from '../../../lib/use-client-changes';
import {
  DEFAULT_SORT,
  hasFilters,
  readListParams,
  toListQuery,
  writeListParams,
  type AdherenceFilter,
  type ClientSort,
  type ListParams,
  type StatusFilter,
  type SubscriptionFilter,
} from '../lib/list-params';

export const SEARCH_DEBOUNCE_MS = 300;

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

const subscriptionOptions: { value: SubscriptionFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  ...subscriptionStatuses.map((status) => ({ value: status, label: subscriptionStatusLabels[status] })),
];

type SortableColumn = 'name' | 'memberSince' | 'adherence7' | 'adherence30';

const sortOrderOf = (sort: ClientSort, column: SortableColumn): 'ascend' | 'descend' | null =>
  sort === column ? 'ascend' : sort === `-${column}` ? 'descend' : null;

export interface ClientsListProps {
  onInvite: () => void;
  onCreate: () => void;
}

const adherenceOptions: { value: AdherenceFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: '50', label: 'Menos de 50 %' },
  { value: '80', label: 'Menos de 80 %' },
];

/** The trainer's clients: search, filters, server-side sort and pages, all kept in the URL. */
export function ClientsList({ onInvite, onCreate }: ClientsListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const [searchText, setSearchText] = useState(params.search);
  const clients = useClients(toListQuery(params));
  useRefreshOnClientChanges(null);

  const update = (changes: Partial<ListParams>, replace = false) =>
    setSearchParams(writeListParams({ ...params, page: 1, ...changes }), { replace });

  // Back, forward or "Limpiar" changed the search in the URL: the box shows it.
  const [urlSearch, setUrlSearch] = useState(params.search);
  if (urlSearch !== params.search) {
    setUrlSearch(params.search);
    setSearchText(params.search);
  }

  // The URL follows what is typed, 300 ms after the last key.
  useEffect(() => {
    const current = readListParams(searchParams);
    if (searchText.trim() === current.search.trim()) return;
    const timer = setTimeout(() => {
      setSearchParams(writeListParams({ ...current, search: searchText, page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, searchParams, setSearchParams]);

  const columns: TableProps<Client>['columns'] = [
    {
      key: 'name',
      title: 'Nombre',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'name'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, client) => (
        <Flex align="center" gap={12}>
          <ClientAvatar client={client} />
          <Link to={paths.client(client.id)} data-tour={client.isSample ? 'test-client' : undefined}>
            {fullName(client)}
          </Link>
          {client.isSample && (
            <Tag bordered={false} title="Un cliente de ejemplo para probar la app y la planificación: no cuenta en el dashboard.">
              De prueba
            </Tag>
          )}
        </Flex>
      ),
    },
    { key: 'email', title: 'Correo', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    { key: 'phone', title: 'Teléfono', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
    { key: 'active', title: 'Estado', dataIndex: 'active', render: (active: boolean) => <ActiveTag active={active} /> },
    {
      key: 'subscriptionStatus',
      title: 'Suscripción',
      dataIndex: 'subscriptionStatus',
      render: (status: Client['subscriptionStatus']) => <SubscriptionTag status={status} />,
    },
    {
      key: 'memberSince',
      title: 'Cliente desde',
      dataIndex: 'memberSince',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'memberSince'),
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (date: string) => formatCalendarDate(date),
    },
    // Adherence: the share of the tasks due (yesterday back) the client registered; sorted, those with
    // nothing due go last either way.
    ...(['adherence7', 'adherence30'] as const).map((column) => ({
      key: column,
      title: column === 'adherence7' ? 'Cumplimiento 7 días' : 'Cumplimiento 30 días',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, column),
      sortDirections: ['ascend' as const, 'descend' as const, 'ascend' as const],
      render: (_: unknown, client: Client) => {
        const value = client.adherence?.[column === 'adherence7' ? 'd7' : 'd30'];
        return value === null || value === undefined ? <Typography.Text type="secondary">Sin tareas</Typography.Text> : `${value} %`;
      },
    })),
  ];

  const onTableChange: TableProps<Client>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      update({ page: pagination.current ?? 1 });
      return;
    }
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const column = sorter.columnKey as SortableColumn | undefined;
      const sort: ClientSort = !column || !sorter.order ? DEFAULT_SORT : sorter.order === 'descend' ? `-${column}` : column;
      update({ sort });
    }
  };

  const filtered = hasFilters(params);
  const firstLoadEmpty = clients.data?.total === 0 && !filtered && !clients.isPlaceholderData;

  if (clients.isError && !clients.data) {
    return (
      <StatusMessage
        title="No pudimos cargar tus clientes"
        description="Revisá tu conexión e intentá de nuevo."
        actions={
          <Button type="primary" onClick={() => void clients.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }

  if (firstLoadEmpty) {
    return (
      <EmptyArea
        title="Todavía no tenés clientes"
        description="Invitá a tu primer cliente con un código para la app, o crealo vos y completá sus datos."
        action={
          <Flex gap={8} justify="center" wrap>
            <Button onClick={onInvite}>Invitar cliente</Button>
            <Button type="primary" onClick={onCreate}>
              Nuevo cliente
            </Button>
          </Flex>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center">
        <Input
          type="search"
          allowClear
          aria-label="Buscar clientes"
          placeholder="Buscar por nombre, correo o teléfono"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onPressEnter={() => update({ search: searchText }, true)}
          style={{ maxWidth: 360 }}
        />
        <div className="clients-filter">
          <Typography.Text type="secondary" aria-hidden className="clients-filter-label">
            Estado
          </Typography.Text>
          <Segmented<StatusFilter>
            aria-label="Estado"
            options={statusOptions}
            value={params.status}
            onChange={(status) => update({ status })}
          />
        </div>
        <div className="clients-filter">
          <Typography.Text type="secondary" aria-hidden className="clients-filter-label">
            Suscripción
          </Typography.Text>
          <Segmented<SubscriptionFilter>
            aria-label="Suscripción"
            options={subscriptionOptions}
            value={params.subscription}
            onChange={(subscription) => update({ subscription })}
          />
        </div>
        <div className="clients-filter">
          <Typography.Text type="secondary" aria-hidden className="clients-filter-label">
            Cumplimiento
          </Typography.Text>
          <Segmented<AdherenceFilter>
            aria-label="Cumplimiento en 30 días"
            options={adherenceOptions}
            value={params.adherence}
            onChange={(adherence) => update({ adherence })}
          />
        </div>
      </Flex>
      <Table<Client>
        rowKey="id"
        columns={columns}
        dataSource={clients.data?.items ?? []}
        loading={clients.isFetching}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: clients.isPending ? (
            'Cargando clientes…'
          ) : (
            <EmptyArea
              title="No encontramos clientes"
              description={
                params.search.trim()
                  ? `Ningún cliente coincide con "${params.search.trim()}" y los filtros elegidos.`
                  : 'Ningún cliente coincide con los filtros elegidos.'
              }
              action={
                <Button
                  onClick={() => {
                    setSearchText('');
                    update({ search: '', status: 'all', subscription: 'all', adherence: 'all' });
                  }}
                >
                  Limpiar búsqueda y filtros
                </Button>
              }
            />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: CLIENTS_PAGE_SIZE,
          total: clients.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => (total === 1 ? '1 cliente' : `${total} clientes`),
        }}
      />
    </Flex>
  );
}
