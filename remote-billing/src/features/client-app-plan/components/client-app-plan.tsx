import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { formatCalendarDate, formatMoney, StatusMessage, type MoneyFormat } from '@coach/shared';
import {
  clientAppPeriodStatusLabels,
  paymentMethodLabels,
  planRecurrenceLabels,
  planRecurrencePeriodLabels,
  type ClientAppPeriodStatus,
  type ClientAppSubscription,
} from '@coach/shared/contracts';
import type { CSSProperties } from 'react';
import { formatPeriodRange } from '../../../lib/dates';
import { Figure, figuresStyle } from '../../../lib/figure';
import { useMySubscription } from '../api/get-my-subscription';
import { hasPaymentDetails, HowToPay } from './how-to-pay';

export const NO_PLAN_TEXT = 'Todavía no tenés un plan asignado. Consultá con tu entrenador.';

const statusColors: Record<ClientAppPeriodStatus, string> = { pending: 'processing', partial: 'gold', paid: 'success', overdue: 'error' };
const listStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0, listStyle: 'none' };

/** "Mi plan": the client's plan, subscription and periods with their payments, read-only. */
export function ClientAppPlanScreen() {
  const subscription = useMySubscription();
  return (
    <section aria-labelledby="my-plan-title" style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <h1 id="my-plan-title" style={{ margin: 0, fontSize: 24, lineHeight: 1.25 }}>
        Mi plan
      </h1>
      {subscription.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : subscription.isError ? (
        <StatusMessage
          title="No pudimos cargar tu plan"
          description="Revisá tu conexión e intentá de nuevo."
          actions={<Button onClick={() => void subscription.refetch()}>Reintentar</Button>}
        />
      ) : (
        <PlanDetails data={subscription.data} />
      )}
    </section>
  );
}

function PlanDetails({ data }: { data: ClientAppSubscription }) {
  const { currency, plan, subscription, periods, business } = data;
  // Amounts as the business's country writes them.
  const money: MoneyFormat = { currency, country: business.country };
  return (
    <>
      {plan && subscription ? (
        <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18, whiteSpace: 'normal' }}>{plan.name}</h2>}>
          {plan.description && <p style={{ marginTop: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{plan.description}</p>}
          <dl style={figuresStyle}>
            <Figure label="Cuota" value={`${formatMoney(plan.amount, money)} ${planRecurrencePeriodLabels[plan.recurrence]}`} strong />
            <Figure label="Frecuencia" value={planRecurrenceLabels[plan.recurrence]} />
            <Figure label="Desde" value={formatCalendarDate(subscription.startDate)} />
            <Figure label="Hasta" value={subscription.endDate ? formatCalendarDate(subscription.endDate) : 'Sin fecha de fin'} />
          </dl>
          {subscription.scheduledChange && (
            <p style={{ marginBottom: 0 }}>
              Cambio programado: desde el {formatCalendarDate(subscription.scheduledChange.startDate)} pasás al plan{' '}
              <strong>{subscription.scheduledChange.planName}</strong>.
            </p>
          )}
        </Card>
      ) : (
        <StatusMessage title="Sin plan" description={NO_PLAN_TEXT} />
      )}
      {hasPaymentDetails(business) && <HowToPay business={business} />}
      {periods.length > 0 && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <h2 style={{ margin: 0, fontSize: 18 }}>Períodos</h2>
          <ul aria-label="Períodos" style={listStyle}>
            {periods.map((period) => (
              <PeriodItem key={period.startDate} period={period} money={money} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function PeriodItem({ period, money }: { period: ClientAppSubscription['periods'][number]; money: MoneyFormat }) {
  const { token } = theme.useToken();
  const range = formatPeriodRange(period.startDate, period.endDate);
  return (
    <li
      aria-label={`Período ${range}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 10,
        minWidth: 0,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `4px solid ${period.status === 'overdue' ? token.colorError : period.status === 'paid' ? token.colorSuccess : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{range}</strong>
        <Tag color={statusColors[period.status]} style={{ marginInlineEnd: 0 }}>
          {clientAppPeriodStatusLabels[period.status]}
        </Tag>
      </div>
      <dl style={figuresStyle}>
        <Figure label="Monto" value={formatMoney(period.amount, money)} />
        <Figure label="Pagado" value={formatMoney(period.paid, money)} />
        <Figure label="Resta" value={formatMoney(period.remaining, money)} strong={period.remaining > 0} />
        {period.credit > 0 && <Figure label="A tu favor" value={formatMoney(period.credit, money)} />}
      </dl>
      {period.payments.length > 0 && (
        <ul aria-label={`Pagos del período ${range}`} style={{ margin: 0, paddingInlineStart: 18, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {period.payments.map((payment, index) => (
            <li key={`${payment.date}-${index}`}>
              {formatCalendarDate(payment.date)} · {formatMoney(payment.amount, money)} · {paymentMethodLabels[payment.method]}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
