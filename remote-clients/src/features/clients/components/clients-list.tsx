import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { TableProps } from 'antd';
import { formatCalendarDate, StatusMessage, paths, useIsAdmin } from '@coach/shared';
import { subscriptionStatusLabels, subscriptionStatuses, type Client } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './clients-filters.css';
import { Link, useSearchParams } from 'react-router-dom';
import { ActiveTag, ClientAvatar, SubscriptionTag } from '../../../components/client-badges';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/format';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { useRefreshOnClientChanges } from '../../../lib/use-client-changes';
import { useTeamMembers } from '../../trainers/api/get-team-members';
import { ReassignDialog } from '../../trainers/components/reassign-dialog';
import { TrainerSelect } from '../../trainers/components/trainer-select';
import { trainerChoices } from '../../trainers/lib/trainers';
import {
  DEFAULT_SORT,
  NO_FILTERS,
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

/** What the selection belongs to: the list's query but its page (another page keeps it, another filter clears it). */
const selectionScope = (params: ListParams) => JSON.stringify({ ...params, page: 0 });

/**
 * The trainer's clients: search, filters, server-side sort and pages, all kept in the URL. An
 * administrator also sees each client's trainer, filters by trainer and moves chosen clients to another.
 */
/**
 * Its children, except inside antd's hidden measure row (aria-hidden, it repeats every title to measure
 * the columns), where a same-size blank stands in: found by where it is rendered, after the first paint.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.ant-table-measure-row')) setMeasuring(true);
  }, []);
  return <span ref={ref} style={{ display: 'inline-block', minWidth: 16 }}>{measuring ? null : children}</span>;
}

export function ClientsList({ onInvite, onCreate }: ClientsListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = useIsAdmin();
  // A trainer sees only their own clients: an "entrenador" left in a link means nothing to them.
  const params = { ...readListParams(searchParams), ...(isAdmin ? {} : { trainer: null }) };
  const [searchText, setSearchText] = useState(params.search);
  const clients = useClients(toListQuery(params));
  const members = useTeamMembers();
  const { token } = theme.useToken();
  useRefreshOnClientChanges(null);

  // The chosen clients (administrators), kept across pages; a new search or filter starts again.
  const [selected, setSelected] = useState<number[]>([]);
  const [scope, setScope] = useState(() => selectionScope(params));
  if (scope !== selectionScope(params)) {
    setScope(selectionScope(params));
    setSelected([]);
  }
  const [reassigning, setReassigning] = useState(false);

  const filterTrainer = members.data?.find((member) => member.id === params.trainer);
  const filterChoices = useMemo(() => trainerChoices(members.data, filterTrainer), [members.data, filterTrainer]);

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
    ...(isAdmin
      ? [
          {
            key: 'trainer',
            title: 'Entrenador',
            render: (_: unknown, client: Client) =>
              client.trainer ? (
                <Flex align="center" gap={8} style={{ whiteSpace: 'nowrap' }}>
                  <PersonAvatar person={{ name: fullName(client.trainer), image: client.trainer.image }} />
                  <span>{fullName(client.trainer)}</span>
                </Flex>
              ) : (
                <Typography.Text type="secondary">Sin entrenador</Typography.Text>
              ),
          },
        ]
      : []),
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
        {isAdmin && (
          <div className="clients-filter">
            <Typography.Text type="secondary" aria-hidden className="clients-filter-label">
              Entrenador
            </Typography.Text>
            <TrainerSelect
              id="clients-trainer-filter"
              label="Entrenador"
              allLabel="Todos"
              choices={filterChoices}
              value={params.trainer}
              onChange={(trainer) => update({ trainer })}
              loading={members.isPending}
            />
          </div>
        )}
      </Flex>
      {isAdmin && selected.length > 0 && (
        <Flex
          gap={8}
          wrap
          align="center"
          role="region"
          aria-label="Clientes elegidos"
          style={{ padding: '8px 12px', borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }}
        >
          <Typography.Text strong aria-live="polite">
            {selected.length === 1 ? '1 cliente elegido' : `${selected.length} clientes elegidos`}
          </Typography.Text>
          <Button type="primary" onClick={() => setReassigning(true)}>
            Cambiar entrenador
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            Quitar selección
          </Button>
        </Flex>
      )}
      {isAdmin && (
        <ReassignDialog
          open={reassigning}
          clientIds={selected}
          members={members.data}
          onClose={() => setReassigning(false)}
          onDone={() => {
            setReassigning(false);
            setSelected([]);
          }}
        />
      )}
      <Table<Client>
        rowKey="id"
        columns={columns}
        rowSelection={
          isAdmin
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (client) => ({ 'aria-label': `Elegir a ${fullName(client)}` }),
                getTitleCheckboxProps: () => ({ 'aria-label': 'Elegir todos los clientes de esta página' }),
                // The table measures its columns in a hidden row that repeats each title: there the
                // "choose all" box must not be a second, hidden control the keyboard can reach.
                columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>,
              }
            : undefined
        }
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
                    update(NO_FILTERS);
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
