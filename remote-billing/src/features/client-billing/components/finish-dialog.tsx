import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { formatCalendarDate, todayIn, useBusinessSettings, useToast } from '@coach/shared';
import { billingMessages, billingToasts, finishWhenLabels, type FinishWhen, type Subscription } from '@coach/shared/contracts';
import { useFinishSubscription } from '../api/subscription-changes';
import { useDialogErrors } from '../lib/use-dialog-errors';
import { EndPreviewNote } from './end-preview-note';

interface FinishValues {
  when: FinishWhen;
}

/** "Finalizar": at the end of the current period (what was agreed), or today; with what the last period will cost. */
export function FinishDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const [form] = Form.useForm<FinishValues>();
  const { timeZone } = useBusinessSettings();
  const toast = useToast();
  const finish = useFinishSubscription();
  const { refusal, clearRefusal, onError } = useDialogErrors(form, ['when'] as const, billingToasts.subscriptionUpdateFailed);
  const periodEnd = subscription.currentPeriodEnd;
  const when = Form.useWatch('when', form);
  const endDate = when === 'today' ? todayIn(timeZone) : when === 'period_end' ? periodEnd : null;

  const submit = ({ when }: FinishValues) => {
    clearRefusal();
    finish.mutate(
      { id: subscription.id, when },
      {
        onSuccess: () => {
          toast.success(billingToasts.subscriptionFinished);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Modal open title={`Finalizar ${subscription.planName}`} onCancel={onClose} footer={null} destroyOnHidden width={520}>
      <Flex vertical gap={12}>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        <Form<FinishValues> form={form} name="finish-subscription" layout="vertical" initialValues={{ when: periodEnd ? 'period_end' : 'today' }} onFinish={submit}>
          <Form.Item label="¿Cuándo termina?" name="when" required rules={[{ required: true, message: billingMessages.finishWhenInvalid }]}>
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={[
                {
                  value: 'period_end',
                  disabled: !periodEnd,
                  label: periodEnd ? `${finishWhenLabels.period_end} (${formatCalendarDate(periodEnd)})` : finishWhenLabels.period_end,
                },
                { value: 'today', label: `${finishWhenLabels.today} (${formatCalendarDate(todayIn(timeZone))})` },
              ]}
            />
          </Form.Item>
          <EndPreviewNote subscriptionId={subscription.id} endDate={endDate} />
          <Alert
            type="info"
            title="No se generan más períodos después de esa fecha. Lo que ya debe sigue en Cobros hasta que lo pague."
            style={{ marginBottom: 16 }}
          />
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" danger htmlType="submit" loading={finish.isPending}>
              Finalizar
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
