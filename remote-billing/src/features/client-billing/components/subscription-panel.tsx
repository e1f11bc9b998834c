import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatMoney, useBusinessSettings } from '@coach/shared';
import {
  planRecurrenceLabels,
  planRecurrencePeriodLabels,
  subscriptionStatusLabels,
  type Subscription,
  type SubscriptionStatus,
} from '@coach/shared/contracts';
import { Panel } from '@coach/shared/area';

const statusColors: Record<SubscriptionStatus, string> = {
  paid: 'success',
  partial: 'gold',
  pending: 'processing',
  finished: 'default',
  inactive: 'default',
};

export type SubscriptionAction = 'change' | 'cancelChange' | 'endDate' | 'finish' | 'delete';

export interface SubscriptionPanelProps {
  subscription: Subscription;
  status: SubscriptionStatus;
  /** False for a disabled client: no new plan is offered (finishing or deleting still is). */
  canAssign: boolean;
  onAction: (action: SubscriptionAction) => void;
}

/** The current plan: amount, dates, the scheduled change, and what can be done with it. */
export function SubscriptionPanel({ subscription, status, canAssign, onAction }: SubscriptionPanelProps) {
  const money = useBusinessSettings();
  const change = subscription.scheduledChange;
  return (
    <Panel
      title={`Plan actual: ${subscription.planName}`}
      extra={<Tag color={statusColors[status]}>{subscriptionStatusLabels[status]}</Tag>}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          <strong>{formatMoney(subscription.amount, money)}</strong> {planRecurrencePeriodLabels[subscription.recurrence]} ·{' '}
          {planRecurrenceLabels[subscription.recurrence]}
        </Typography.Text>
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', margin: 0 }}>
          <div>
            <dt style={{ display: 'inline' }}>Desde: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{formatCalendarDate(subscription.startDate)}</dd>
          </div>
          <div>
            <dt style={{ display: 'inline' }}>Hasta: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{subscription.endDate ? formatCalendarDate(subscription.endDate) : 'sin fecha de fin'}</dd>
          </div>
          {subscription.currentPeriodEnd && (
            <div>
              <dt style={{ display: 'inline' }}>Período actual hasta: </dt>
              <dd style={{ display: 'inline', margin: 0 }}>{formatCalendarDate(subscription.currentPeriodEnd)}</dd>
            </div>
          )}
        </dl>
        {change && (
          <Alert
            type="info"
            showIcon
            title="Cambio de plan programado"
            description={`Desde el ${formatCalendarDate(change.effectiveDate)} pasa a ${change.planName}: ${formatMoney(change.amount, money)} ${planRecurrencePeriodLabels[change.recurrence]}.`}
            action={
              <Flex gap={8} wrap>
                {canAssign && (
                  <Button size="small" onClick={() => onAction('change')}>
                    Cambiar
                  </Button>
                )}
                <Button size="small" onClick={() => onAction('cancelChange')}>
                  Cancelar cambio
                </Button>
              </Flex>
            }
          />
        )}
        <Flex gap={8} wrap>
          {canAssign && !change && <Button onClick={() => onAction('change')}>Cambiar de plan</Button>}
          <Button onClick={() => onAction('endDate')}>Cambiar fecha de fin</Button>
          <Button onClick={() => onAction('finish')}>Finalizar</Button>
          <Button danger onClick={() => onAction('delete')}>
            Eliminar
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}
