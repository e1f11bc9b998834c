import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import { fieldErrorsFor, formatMoney, isApiError, todayIn, useBusinessSettings, useToast, type MoneyFormat } from '@coach/shared';
import {
  amountField,
  billingMessages,
  billingToasts,
  BILLING_LIMITS,
  paymentCreateSchema,
  paymentMethodLabels,
  paymentMethods,
  type PaymentMethod,
} from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { refusalMessage } from '../api-errors';
import { formatPeriodRange } from '../dates';
import { newIdempotencyKey } from '../idempotency-key';
import { amountPlaceholder, currencySign, moneyInputText, parseMoneyInput } from '../money-input';
import { useCreatePayment } from '../payments-api/create-payment';
import { billingKeys } from '../query-keys';
import { SendReceipt, type ReceiptPayment } from '../receipt/send-receipt';
import type { ReminderClient } from '../whatsapp/whatsapp-reminder-button';

/** The period being paid: what the dialog says and what it defaults to. */
export interface PayablePeriod {
  id: number;
  planName: string;
  startDate: string;
  endDate: string;
  remaining: number;
  clientName?: string;
  /** The client, for "Enviar comprobante" by WhatsApp (their first name and phone); absent: download only. */
  client?: ReminderClient | null;
}

interface PaymentFormValues {
  date: string;
  method: PaymentMethod;
  concept: string;
  amount: string;
  closePeriod: boolean;
}

const formFields = ['date', 'method', 'concept', 'amount', 'closePeriod'] as const;

/** Checks a field with the contract's own schema, so the dialog says exactly what the API would. */
const contractRule = (field: 'date' | 'concept'): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = paymentCreateSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? billingMessages.dateRequired);
  },
});

export interface PaymentDialogProps {
  period: PayablePeriod;
  onClose: () => void;
}

/**
 * "Registrar pago": date (the business's today), method, concept, amount (what remains) and "Cerrar el
 * período". One Idempotency-Key per opening of the dialog, sent again when the same payment is retried
 * (a double click, a lost answer): the API records it once. A refusal that recorded nothing (a 4xx)
 * lets the next try, perhaps with other data, go with a new key.
 */
export function PaymentDialog({ period, onClose }: PaymentDialogProps) {
  const [form] = Form.useForm<PaymentFormValues>();
  const money = useBusinessSettings();
  const { timeZone, currency } = money;
  const toast = useToast();
  const createPayment = useCreatePayment();
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string>(null);
  idempotencyKey.current ??= newIdempotencyKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once registered, the dialog offers the receipt ("Enviar comprobante") instead of the form.
  const [registered, setRegistered] = useState<ReceiptPayment | null>(null);
  const remaining = formatMoney(period.remaining, money);

  const amountRules: FormRule[] = [
    {
      validator: async (_rule, value: unknown) => {
        const minor = parseMoneyInput(value, money);
        if (minor === null) throw new Error(billingMessages.amountInvalid);
        const result = amountField.safeParse(minor);
        if (!result.success) throw new Error(result.error.issues[0]?.message ?? billingMessages.amountInvalid);
        if (minor > period.remaining) throw new Error(billingMessages.amountOverRemaining(remaining));
      },
    },
  ];

  const submit = (values: PaymentFormValues) => {
    setRefusal(null);
    const payment = {
      date: values.date,
      method: values.method,
      concept: values.concept,
      amount: parseMoneyInput(values.amount, money) ?? 0,
      closePeriod: values.closePeriod,
    };
    createPayment.mutate(
      { periodId: period.id, payment, idempotencyKey: idempotencyKey.current! },
      {
        onSuccess: (created) => {
          toast.success(billingToasts.paymentCreated, `${formatMoney(payment.amount, money)} · ${paymentMethodLabels[payment.method]}`);
          setRegistered({
            id: created.payment.id,
            receiptNumber: created.payment.receiptNumber,
            amount: created.payment.amount,
            date: created.payment.date,
            period: { startDate: period.startDate, endDate: period.endDate },
          });
        },
        onError: (error) => {
          // A refusal recorded nothing: the next try may carry other data, under a key of its own. A
          // lost answer or one still in progress keeps the key, so retrying cannot pay twice; so does
          // a key already used with other data (that payment exists: the screens are refreshed to show it).
          if (isApiError(error) && error.code === 'IDEMPOTENCY_KEY_REUSED') {
            void queryClient.invalidateQueries({ queryKey: billingKeys.money });
          } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_IN_PROGRESS') {
            idempotencyKey.current = newIdempotencyKey();
          }
          const fields = fieldErrorsFor(error, formFields);
          if (fields.length > 0) {
            form.setFields(fields);
            return;
          }
          if (isApiError(error) && error.code === 'AMOUNT_OVER_REMAINING') {
            form.setFields([{ name: 'amount', errors: [error.message] }]);
            return;
          }
          const message = refusalMessage(error);
          if (message) setRefusal(message);
          else toast.error(billingToasts.paymentCreateFailed);
        },
      },
    );
  };

  if (registered) {
    return (
      <Modal open title="Pago registrado" onCancel={onClose} footer={null} destroyOnHidden width={520}>
        <Flex vertical gap={16}>
          <SendReceipt payment={registered} client={period.client ?? null} />
          <Flex justify="flex-end">
            <Button onClick={onClose}>Listo</Button>
          </Flex>
        </Flex>
      </Modal>
    );
  }

  return (
    <Modal open title="Registrar pago" onCancel={onClose} footer={null} destroyOnHidden width={520}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {period.clientName ? `${period.clientName} · ` : ''}
          {period.planName} · {formatPeriodRange(period.startDate, period.endDate)} · Falta pagar {remaining}
        </Typography.Text>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        <Form<PaymentFormValues>
          form={form}
          name="payment"
          layout="vertical"
          requiredMark
          initialValues={{
            date: todayIn(timeZone),
            method: 'cash',
            concept: '',
            amount: moneyInputText(period.remaining, money),
            closePeriod: false,
          }}
          onFinish={submit}
        >
          <Form.Item label="Fecha" name="date" required rules={[contractRule('date')]}>
            <DateField />
          </Form.Item>
          <Form.Item label="Medio de pago" name="method" required rules={[{ required: true, message: billingMessages.methodInvalid }]}>
            <Radio.Group options={paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }))} />
          </Form.Item>
          <Form.Item label="Concepto" name="concept" rules={[contractRule('concept')]}>
            <Input maxLength={BILLING_LIMITS.conceptLength} placeholder="Opcional. Ej.: cuota de marzo" autoComplete="off" />
          </Form.Item>
          <Form.Item label={`Monto (${currency})`} name="amount" required rules={amountRules}>
            <Input inputMode="decimal" prefix={<span aria-hidden>{currencySign(money)}</span>} placeholder={amountPlaceholder(money)} autoComplete="off" />
          </Form.Item>
          <Form.Item name="closePeriod" valuePropName="checked" extra={<CloseHint remaining={period.remaining} money={money} />}>
            <Checkbox>Cerrar el período</Checkbox>
          </Form.Item>
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={createPayment.isPending}>
              Registrar pago
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}

/** What closing the period does, with the discount the amount typed leaves. */
function CloseHint({ remaining, money }: { remaining: number; money: MoneyFormat }) {
  const form = Form.useFormInstance<PaymentFormValues>();
  const amount = parseMoneyInput(Form.useWatch('amount', form), money);
  const close = Form.useWatch('closePeriod', form) === true;
  const discount = amount !== null && amount > 0 && amount < remaining ? remaining - amount : 0;
  if (close && discount > 0) {
    return `El período queda pagado: la diferencia de ${formatMoney(discount, money)} se registra como descuento.`;
  }
  return 'Marca el período como pagado aunque el monto sea menor al que falta: la diferencia se registra como descuento.';
}
