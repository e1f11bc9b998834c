import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { formatCalendarDate, useBusinessSettings, useToast } from '@coach/shared';
import { billingMessages, billingToasts, type Subscription } from '@coach/shared/contracts';
import { addDays } from '../../../lib/dates';
import { usePlans } from '../../../lib/plans-api/get-plans';
import { useScheduleChange } from '../api/subscription-changes';
import { useDialogErrors } from '../lib/use-dialog-errors';
import { planOptions } from '../lib/plan-options';
import { NoPlansAlert } from './no-plans-alert';

interface ChangeValues {
  planId?: number;
}

/** The first day of the new plan: the day after the current period, or the start of one not started yet. */
export const changeEffectiveDate = (subscription: Subscription): string =>
  subscription.scheduledChange?.effectiveDate ??
  (subscription.currentPeriodEnd ? addDays(subscription.currentPeriodEnd, 1) : subscription.startDate);

/**
 * "Cambiar de plan" (or change the one scheduled): the new plan starts when the current period ends,
 * so a period is never split between two plans.
 */
export function ChangePlanDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const [form] = Form.useForm<ChangeValues>();
  const money = useBusinessSettings();
  const toast = useToast();
  const plans = usePlans();
  const schedule = useScheduleChange();
  const { refusal, clearRefusal, onError } = useDialogErrors(form, ['planId'] as const, billingToasts.scheduledChangeFailed);
  const options = planOptions(plans.data?.items ?? [], money, subscription.planId);

  const submit = ({ planId }: ChangeValues) => {
    clearRefusal();
    if (!planId) return;
    schedule.mutate(
      { id: subscription.id, planId },
      {
        onSuccess: () => {
          toast.success(billingToasts.scheduledChangeSaved);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Modal open title={subscription.scheduledChange ? 'Cambiar el plan programado' : 'Cambiar de plan'} onCancel={onClose} footer={null} destroyOnHidden width={520}>
      {plans.isPending ? (
        <Skeleton active />
      ) : options.length === 0 && !plans.isError ? (
        <NoPlansAlert />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            El plan nuevo empieza el {formatCalendarDate(changeEffectiveDate(subscription))}, al terminar el período actual. Hasta entonces sigue con{' '}
            {subscription.planName}.
          </Typography.Text>
          {refusal && <Alert type="error" showIcon title={refusal} />}
          <Form<ChangeValues>
            form={form}
            name="change-plan"
            layout="vertical"
            requiredMark
            initialValues={{ planId: subscription.scheduledChange?.planId }}
            onFinish={submit}
          >
            <Form.Item label="Plan nuevo" name="planId" required rules={[{ required: true, message: billingMessages.planRequired }]}>
              <Select options={options} placeholder="Elegí un plan" showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Flex justify="flex-end" gap={8} wrap>
              <Button onClick={onClose}>Cancelar</Button>
              <Button type="primary" htmlType="submit" loading={schedule.isPending}>
                Programar cambio
              </Button>
            </Flex>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
