import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatMoney, useBusinessSettings } from '@coach/shared';
import { paymentMethodLabels, receiptNumberText, type Payment, type SubscriptionPeriod } from '@coach/shared/contracts';
import type { CSSProperties } from 'react';
import { formatPeriodRange } from '../../../lib/dates';
import { Figure, figuresStyle } from '../../../lib/figure';
import { PeriodTag } from '../../../lib/period-tag';
import { ReceiptButton } from '../../../lib/receipt/receipt-button';
import { WhatsAppReminderButton, type ReminderClient } from '../../../lib/whatsapp/whatsapp-reminder-button';

const listStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0, listStyle: 'none' };


export interface PeriodsListProps {
  periods: SubscriptionPeriod[];
  /** The client to remind by WhatsApp of a period to pay; without it, no reminder is offered. */
  reminderClient?: ReminderClient;
  onPay: (period: SubscriptionPeriod) => void;
  onDeletePayment: (payment: Payment) => void;
}

/** Every period of the client, newest first: dates, tag, amounts, and its payments. */
export function PeriodsList({ periods, reminderClient, onPay, onDeletePayment }: PeriodsListProps) {
  const money = useBusinessSettings();
  const { token } = theme.useToken();
  return (
    <ul aria-label="Períodos" style={listStyle}>
      {periods.map((period) => {
        const range = formatPeriodRange(period.startDate, period.endDate);
        return (
          <li
            key={period.id}
            aria-label={`Período ${range}`}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 10,
              minWidth: 0,
              padding: token.padding,
              background: token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderInlineStart: `4px solid ${period.overdue ? token.colorError : period.status === 'paid' ? token.colorSuccess : token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <Flex justify="space-between" align="flex-start" gap={8} wrap>
              <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
                <strong>{range}</strong>
                <Typography.Text type="secondary">
                  {period.planName} · vence el {formatCalendarDate(period.dueDate)}
                </Typography.Text>
              </Flex>
              <Flex gap={8} align="center" wrap>
                <PeriodTag period={period} />
                {period.status !== 'paid' && period.remaining > 0 && reminderClient && <WhatsAppReminderButton client={reminderClient} period={period} />}
                {period.status !== 'paid' && (
                  <Button type="primary" size="small" onClick={() => onPay(period)} aria-label={`Registrar pago del período ${range}`}>
                    Registrar pago
                  </Button>
                )}
              </Flex>
            </Flex>
            <dl style={figuresStyle}>
              <Figure label="Monto" value={formatMoney(period.amount, money)} />
              <Figure label="Pagado" value={formatMoney(period.paid, money)} />
              {period.discount > 0 && <Figure label="Descuento" value={formatMoney(period.discount, money)} />}
              <Figure label="Falta" value={formatMoney(period.remaining, money)} strong={period.remaining > 0} />
              {period.credit > 0 && <Figure label="A favor del cliente" value={formatMoney(period.credit, money)} />}
            </dl>
            {period.payments.length > 0 && (
              <ul aria-label={`Pagos del período ${range}`} style={{ ...listStyle, gap: 6, borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 10 }}>
                {period.payments.map((payment) => {
                  const amount = formatMoney(payment.amount, money);
                  const date = formatCalendarDate(payment.date);
                  return (
                    <li key={payment.id}>
                      <Flex justify="space-between" align="center" gap={8} wrap>
                        <Typography.Text style={{ minWidth: 0, flex: '1 1 180px', overflowWrap: 'anywhere' }}>
                          {date} · {paymentMethodLabels[payment.method]}
                          {payment.concept ? ` · ${payment.concept}` : ''}
                        </Typography.Text>
                        <Flex gap={8} align="center">
                          <strong>{amount}</strong>
                          <ReceiptButton payment={payment} label={`Descargar el comprobante ${receiptNumberText(payment.receiptNumber)} del pago de ${amount} del ${date}`} />
                          <Button size="small" type="text" danger onClick={() => onDeletePayment(payment)} aria-label={`Eliminar el pago de ${amount} del ${date}`}>
                            Eliminar
                          </Button>
                        </Flex>
                      </Flex>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
