import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { FormInstance, FormRule } from 'antd';
import { fieldErrorsFor, isApiError, useBusinessSettings, useToast, type MoneyFormat } from '@coach/shared';
import { useRevealFirstError } from '@coach/shared/area';
import {
  amountField,
  billingMessages,
  billingToasts,
  BILLING_LIMITS,
  planCreateSchema,
  planRecurrenceLabels,
  planRecurrences,
  type Plan,
  type PlanCreateRequest,
  type PlanUpdateRequest,
  type PlanRecurrence,
} from '@coach/shared/contracts';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-errors';
import { amountPlaceholder, currencySign, moneyInputText, parseMoneyInput } from '../../../lib/money-input';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';

interface PlanFormValues {
  name: string;
  description: string;
  recurrence: PlanRecurrence;
  amount: string;
}

const formFields = ['name', 'description', 'recurrence', 'amount'] as const;

/** Checks a field with the contract's own schema, so the dialog says exactly what the API would. */
const contractRule = (field: 'name' | 'description' | 'recurrence'): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = planCreateSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? billingMessages.planNameRequired);
  },
});

const amountRule = (money: MoneyFormat): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const minor = parseMoneyInput(value, money);
    const result = amountField.safeParse(minor);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? billingMessages.amountInvalid);
  },
});

const recurrenceOptions = planRecurrences.map((recurrence) => ({ value: recurrence, label: planRecurrenceLabels[recurrence] }));

/** The API's answer on the form: 400 field messages on their fields, a taken name on the name. */
function showApiErrors(form: FormInstance<PlanFormValues>, error: unknown): boolean {
  if (isApiError(error) && error.status === 409 && error.code === 'RESOURCE_ALREADY_EXIST') {
    form.setFields([{ name: 'name', errors: [error.message] }]);
    return true;
  }
  const fields = fieldErrorsFor(error, formFields);
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}

export interface PlanDialogProps {
  /** The plan being edited; none to create one. */
  plan: Plan | null;
  onClose: () => void;
}

/** "Nuevo plan" / "Editar plan": name, description, frequency and amount. An error keeps what was typed. */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const money = useBusinessSettings();
  const { currency } = money;
  const toast = useToast();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const [refusal, setRefusal] = useState<string | null>(null);
  const revealFirstError = useRevealFirstError();
  const pending = createPlan.isPending || updatePlan.isPending;
  // The periods of the clients who have it follow its frequency: the API refuses to change it.
  const recurrenceLocked = plan !== null && plan.clientCount > 0;

  const onError = (error: unknown) => {
    if (showApiErrors(form, error)) {
      revealFirstError();
      return;
    }
    const message = refusalMessage(error);
    if (message) setRefusal(message);
    else toast.error(plan ? billingToasts.planUpdateFailed : billingToasts.planCreateFailed);
  };

  const submit = (values: PlanFormValues) => {
    setRefusal(null);
    const request: PlanCreateRequest = {
      name: values.name,
      description: values.description,
      recurrence: values.recurrence,
      amount: parseMoneyInput(values.amount, money) ?? 0,
    };
    if (plan) {
      // Only what changed: an unchanged frequency is not sent (a plan in use cannot change it).
      const changes: PlanUpdateRequest = {};
      if (request.name !== plan.name) changes.name = request.name;
      if ((request.description ?? '') !== (plan.description ?? '')) changes.description = request.description;
      if (request.recurrence !== plan.recurrence) changes.recurrence = request.recurrence;
      if (request.amount !== plan.amount) changes.amount = request.amount;
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      updatePlan.mutate(
        { id: plan.id, changes },
        {
          onSuccess: (saved) => {
            toast.success(billingToasts.planUpdated, saved.name);
            onClose();
          },
          onError,
        },
      );
    } else {
      createPlan.mutate(request, {
        onSuccess: (created) => {
          toast.success(billingToasts.planCreated, `"${created.name}" ya se puede asignar a tus clientes.`);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Modal open title={plan ? 'Editar plan' : 'Nuevo plan'} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form<PlanFormValues>
        form={form}
        name="plan"
        layout="vertical"
        requiredMark
        initialValues={
          plan
            ? { name: plan.name, description: plan.description ?? '', recurrence: plan.recurrence, amount: moneyInputText(plan.amount, money) }
            : { name: '', description: '', recurrence: 'monthly', amount: '' }
        }
        onFinish={submit}
        onFinishFailed={revealFirstError}
      >
        <Form.Item label="Nombre" name="name" required rules={[contractRule('name')]}>
          <Input maxLength={BILLING_LIMITS.planNameLength} placeholder="Ej.: Personalizado 3 veces por semana" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Descripción" name="description" rules={[contractRule('description')]}>
          <Input.TextArea maxLength={BILLING_LIMITS.descriptionLength} autoSize={{ minRows: 2, maxRows: 5 }} placeholder="Opcional: qué incluye" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label="Frecuencia"
            name="recurrence"
            required
            rules={[contractRule('recurrence')]}
            style={{ flex: '1 1 180px' }}
            extra={recurrenceLocked ? billingMessages.planRecurrenceInUse(plan.clientCount) : undefined}
          >
            <Select options={recurrenceOptions} disabled={recurrenceLocked} />
          </Form.Item>
          <Form.Item
            label={`Monto (${currency})`}
            name="amount"
            required
            rules={[amountRule(money)]}
            style={{ flex: '1 1 180px' }}
            extra={plan ? 'Un monto nuevo vale para los períodos que empiecen desde hoy; los que ya empezaron mantienen el suyo.' : undefined}
          >
            <Input inputMode="decimal" prefix={<span aria-hidden>{currencySign(money)}</span>} placeholder={amountPlaceholder(money)} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {plan ? 'Guardar' : 'Crear plan'}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
