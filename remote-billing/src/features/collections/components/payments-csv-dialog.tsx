import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { todayIn, useBusinessSettings, useToast } from '@coach/shared';
import { billingMessages, billingToasts, paymentListQuerySchema } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-errors';
import { monthStart } from '../../../lib/dates';
import { useDownloadPaymentsCsv } from '../api/download-payments-csv';

interface RangeValues {
  from: string;
  to: string;
}

/** "Descargar pagos (CSV)": the payments dated in a range (this month by default), for the accountant. */
export function PaymentsCsvDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<RangeValues>();
  const { timeZone } = useBusinessSettings();
  const toast = useToast();
  const download = useDownloadPaymentsCsv();
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = todayIn(timeZone);

  const submit = ({ from, to }: RangeValues) => {
    setRefusal(null);
    const check = paymentListQuerySchema.safeParse({ from, to });
    if (!check.success) {
      form.setFields([{ name: 'to', errors: [check.error.issues[0]?.message ?? billingMessages.rangeInvalid] }]);
      return;
    }
    download.mutate(
      { from, to },
      {
        onSuccess: onClose,
        onError: (error) => {
          const message = refusalMessage(error);
          if (message) setRefusal(message);
          else toast.error(billingToasts.csvFailed);
        },
      },
    );
  };

  return (
    <Modal open title="Descargar pagos (CSV)" onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Un archivo con cada pago del rango (fecha, cliente, plan, período, medio, concepto y monto), listo para abrir en una planilla.
        </Typography.Text>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        <Form<RangeValues> form={form} name="payments-csv" layout="vertical" initialValues={{ from: monthStart(today), to: today }} onFinish={submit}>
          <Flex gap={16} wrap>
            <Form.Item label="Desde" name="from" required rules={[{ required: true, message: 'Elegí la fecha de inicio' }]} style={{ flex: '1 1 160px' }}>
              <DateField />
            </Form.Item>
            <Form.Item label="Hasta" name="to" required rules={[{ required: true, message: 'Elegí la fecha de fin' }]} style={{ flex: '1 1 160px' }}>
              <DateField />
            </Form.Item>
          </Flex>
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={download.isPending}>
              Descargar
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
