import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatMoney, isApiError, paths, StatusMessage, useBusinessSettings, type MoneyFormat } from '@coach/shared';
import { billingToasts, type PeriodListItem } from '@coach/shared/contracts';
import { EmptyArea, NoPermission } from '@coach/shared/area';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPeriodRange } from '../../../lib/dates';
import { LazyPaymentDialog, type PayablePeriod } from '../../../lib/payment-dialog/lazy-payment-dialog';
import { WhatsAppReminderButton, type ReminderClient } from '../../../lib/whatsapp/whatsapp-reminder-button';
import { Figure, figuresStyle } from '../../../lib/figure';
import { PeriodTag } from '../../../lib/period-tag';
import { usePeriods } from '../api/get-periods';
import {
  COLLECTIONS_PAGE_SIZE,
  readCollectionsParams,
  sortOptions,
  statusFilters,
  toPeriodQuery,
  writeCollectionsParams,
  type CollectionsParams,
  type SortParam,
  type StatusParam,
} from '../lib/collections-params';
import { CollectionsSummary } from './collections-summary';

const listStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0, listStyle: 'none' };
// On a phone the status filter scrolls sideways inside itself, never the page.
const segmentedFits = { maxWidth: '100%', overflowX: 'auto' } as const;


const reminderClientOf = (period: PeriodListItem): ReminderClient => ({
  name: period.clientName,
  firstName: period.clientFirstName,
  phone: period.clientPhone,
});

/**
 * One open period: the client (a link to their Plan y pagos), plan, dates, figures, tag, "Recordar por
 * WhatsApp" and "Registrar pago".
 */
function PeriodRow({ period, money, onPay }: { period: PeriodListItem; money: MoneyFormat; onPay: () => void }) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 10,
        minWidth: 0,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Link to={`${paths.client(period.clientId)}?tab=plan-y-pagos`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {period.clientName}
          </Link>
          <Typography.Text type="secondary">
            {period.planName} · {formatPeriodRange(period.startDate, period.endDate)}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          <PeriodTag period={period} />
          {period.remaining > 0 && <WhatsAppReminderButton client={reminderClientOf(period)} period={period} />}
          <Button type="primary" size="small" onClick={onPay} aria-label={`Registrar pago de ${period.clientName}, ${formatPeriodRange(period.startDate, period.endDate)}`}>
            Registrar pago
          </Button>
        </Flex>
      </Flex>
      <dl style={figuresStyle}>
        <Figure label="Vence" value={formatCalendarDate(period.dueDate)} />
        <Figure label="Monto" value={formatMoney(period.amount, money)} />
        <Figure label="Pagado" value={formatMoney(period.paid, money)} />
        <Figure label="Falta" value={formatMoney(period.remaining, money)} strong />
      </dl>
    </li>
  );
}

/** The Cobros view of /planes: totals, then every open period across clients, filtered, sorted, paged. */
export function CollectionsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCollectionsParams(searchParams);
  const periods = usePeriods(toPeriodQuery(params));
  const money = useBusinessSettings();
  const [paying, setPaying] = useState<PayablePeriod | null>(null);

  const update = (changes: Partial<CollectionsParams>, replace = false) =>
    setSearchParams(writeCollectionsParams(searchParams, { ...params, page: 1, ...changes }), { replace });

  const items = periods.data?.items ?? [];
  // A page past the end (its last period was just paid): show the last one instead.
  const lastPage = Math.max(1, Math.ceil((periods.data?.total ?? 0) / COLLECTIONS_PAGE_SIZE));
  const pastTheEnd = !periods.isPlaceholderData && periods.data !== undefined && items.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(writeCollectionsParams(searchParams, { ...params, page: lastPage }), { replace: true });
  });

  let content;
  if (periods.isError && !periods.data) {
    content = (
      <StatusMessage
        title={billingToasts.periodsLoadFailed}
        description="Revisá tu conexión e intentá de nuevo."
        actions={
          <Button type="primary" onClick={() => void periods.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (periods.isPending || pastTheEnd) {
    content = (
      <ul aria-busy="true" aria-label="Cargando cobros" style={listStyle}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
          </li>
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    content =
      params.status === 'todos' ? (
        <EmptyArea title="No hay nada por cobrar" description="Cuando un período de tus clientes quede pendiente, lo vas a ver acá." />
      ) : (
        <EmptyArea
          title="No hay períodos con ese estado"
          description="Probá con otro filtro."
          action={<Button onClick={() => update({ status: 'todos' })}>Ver todos</Button>}
        />
      );
  } else {
    content = (
      <Flex vertical gap={16}>
        <ul aria-label="Períodos por cobrar" aria-busy={periods.isFetching} style={{ ...listStyle, opacity: periods.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((period) => (
            <PeriodRow key={period.id} period={period} money={money} onPay={() => setPaying({ ...period, client: reminderClientOf(period) })} />
          ))}
        </ul>
        <Pagination
          align="center"
          current={params.page}
          pageSize={COLLECTIONS_PAGE_SIZE}
          total={periods.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          showLessItems
          onChange={(page) => update({ page })}
          showTotal={(total) => (total === 1 ? '1 período' : `${total} períodos`)}
        />
      </Flex>
    );
  }

  // The token still said administrator, the API no longer does (the role changed since it was issued).
  if (isApiError(periods.error) && periods.error.status === 403) return <NoPermission />;

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <CollectionsSummary />
      <Flex gap={12} wrap align="center" justify="space-between">
        <Segmented<StatusParam>
          aria-label="Estado"
          options={statusFilters.map(({ param, label }) => ({ value: param, label }))}
          value={params.status}
          onChange={(status) => update({ status })}
          style={segmentedFits}
        />
        <Select<SortParam>
          aria-label="Ordenar por"
          value={params.sort}
          onChange={(sort) => update({ sort })}
          options={sortOptions.map(({ param, label }) => ({ value: param, label }))}
          style={{ width: 280, maxWidth: '100%' }}
          popupMatchSelectWidth={false}
        />
      </Flex>
      {content}
      {paying && <LazyPaymentDialog key={paying.id} period={paying} onClose={() => setPaying(null)} />}
    </Flex>
  );
}
