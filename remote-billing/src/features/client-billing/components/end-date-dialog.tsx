import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useToast } from '@coach/shared';
import { billingToasts, subscriptionUpdateSchema, type Subscription } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useUpdateSubscriptionEnd } from '../api/subscription-changes';
import { useDialogErrors } from '../lib/use-dialog-errors';
import { EndPreviewNote } from './end-preview-note';

interface EndValues {
  endDate: string;
}

/** "Cambiar fecha de fin": a date, or none (the plan goes on until it is finished); with a date, what the last period will cost. */
export function EndDateDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const [form] = Form.useForm<EndValues>();
  const toast = useToast();
  const update = useUpdateSubscriptionEnd();
  const endDate = Form.useWatch('endDate', form);
  const { refusal, clearRefusal, onError } = useDialogErrors(form, ['endDate'] as const, billingToasts.subscriptionUpdateFailed);

  const submit = ({ endDate }: EndValues) => {
    clearRefusal();
    const check = subscriptionUpdateSchema.safeParse({ endDate });
    if (!check.success) {
      form.setFields([{ name: 'endDate', errors: [check.error.issues[0]?.message ?? ''] }]);
      return;
    }
    update.mutate(
      { id: subscription.id, endDate: endDate || null },
      {
        onSuccess: () => {
          toast.success(billingToasts.subscriptionUpdated);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Modal open title="Cambiar fecha de fin" onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Flex vertical gap={12}>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        <Form<EndValues> form={form} name="subscription-end" layout="vertical" initialValues={{ endDate: subscription.endDate ?? '' }} onFinish={submit}>
          <Form.Item label="Fecha de fin" name="endDate" extra="Dejala vacía para que el plan siga hasta que lo finalices.">
            <DateField min={subscription.startDate} />
          </Form.Item>
          <EndPreviewNote subscriptionId={subscription.id} endDate={endDate} />
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Guardar
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
