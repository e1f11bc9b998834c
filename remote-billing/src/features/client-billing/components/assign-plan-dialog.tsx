import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { todayIn, useBusinessSettings, useToast } from '@coach/shared';
import { billingMessages, billingToasts, subscriptionCreateSchema } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { usePlans } from '../../../lib/plans-api/get-plans';
import { useCreateSubscription } from '../api/subscription-changes';
import { useDialogErrors } from '../lib/use-dialog-errors';
import { planOptions } from '../lib/plan-options';
import { NoPlansAlert } from './no-plans-alert';

interface AssignValues {
  planId?: number;
  startDate: string;
  endDate: string;
}

const fields = ['planId', 'startDate', 'endDate'] as const;

/** "Asignar plan": a plan from a start date (a past one loads an existing business) and maybe an end date. */
export function AssignPlanDialog({ clientId, clientName, onClose }: { clientId: number; clientName: string; onClose: () => void }) {
  const [form] = Form.useForm<AssignValues>();
  const money = useBusinessSettings();
  const { timeZone } = money;
  const toast = useToast();
  const plans = usePlans();
  const create = useCreateSubscription();
  const { refusal, clearRefusal, onError } = useDialogErrors(form, fields, billingToasts.subscriptionCreateFailed);

  const submit = (values: AssignValues) => {
    clearRefusal();
    const input = { planId: values.planId ?? 0, startDate: values.startDate, endDate: values.endDate || null };
    const check = subscriptionCreateSchema.safeParse(input);
    if (!check.success) {
      form.setFields(check.error.issues.map((issue) => ({ name: issue.path[0] as (typeof fields)[number], errors: [issue.message] })));
      return;
    }
    create.mutate(
      { clientId, input },
      {
        onSuccess: () => {
          toast.success(billingToasts.subscriptionCreated, clientName);
          onClose();
        },
        onError,
      },
    );
  };

  const items = plans.data?.items ?? [];
  return (
    <Modal open title="Asignar plan" onCancel={onClose} footer={null} destroyOnHidden width={520}>
      {plans.isPending ? (
        <Skeleton active />
      ) : items.length === 0 && !plans.isError ? (
        <NoPlansAlert />
      ) : (
        <Flex vertical gap={12}>
          {refusal && <Alert type="error" showIcon title={refusal} />}
          <Form<AssignValues> form={form} name="assign-plan" layout="vertical" requiredMark initialValues={{ startDate: todayIn(timeZone), endDate: '' }} onFinish={submit}>
            <Form.Item label="Plan" name="planId" required rules={[{ required: true, message: billingMessages.planRequired }]}>
              <Select options={planOptions(items, money)} placeholder="Elegí un plan" showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Flex gap={16} wrap>
              <Form.Item
                label="Fecha de inicio"
                name="startDate"
                required
                rules={[{ required: true, message: billingMessages.startDateRequired }]}
                extra="Puede ser pasada, para cargar lo que ya venías cobrando."
                style={{ flex: '1 1 180px' }}
              >
                <DateField />
              </Form.Item>
              <Form.Item label="Fecha de fin" name="endDate" extra="Opcional." style={{ flex: '1 1 180px' }}>
                <DateField />
              </Form.Item>
            </Flex>
            <Flex justify="flex-end" gap={8} wrap>
              <Button onClick={onClose}>Cancelar</Button>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                Asignar plan
              </Button>
            </Flex>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
