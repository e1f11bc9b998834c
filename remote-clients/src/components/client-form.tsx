import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import type { FormInstance, FormRule } from 'antd';
import {
  formatDecimal,
  genderOptions,
  isValidEmail,
  rules,
  validationMessages as m,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
} from '@coach/shared';
import { clientCreateSchema, MAX_CLIENT_ADDRESS_LENGTH, MAX_GOAL_LENGTH } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import type { ReactNode } from 'react';
import type { ClientFormValues } from '../lib/client-form-values';

type ContractField = keyof typeof clientCreateSchema.shape;

/** Checks one field with the contract's own schema, so the form says exactly what the API would. */
const contractRule = (field: ContractField): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = clientCreateSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? m.required);
  },
});

const optionalEmailRules: FormRule[] = [
  { max: MAX_EMAIL_LENGTH, message: m.maxLength(MAX_EMAIL_LENGTH) },
  {
    validator: async (_rule, value?: string) => {
      if (value?.trim() && !isValidEmail(value)) throw new Error(m.emailInvalid);
    },
  },
];

export interface ClientFormProps {
  form: FormInstance<ClientFormValues>;
  initialValues: ClientFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ClientFormValues) => void;
  /** Extra buttons before the submit one (Cancelar in a dialog). */
  secondaryAction?: ReactNode;
  /** Keeps field ids unique when two forms can be on the page. */
  name: string;
  /** A `data-tour` name for the first and last name fields (a tour step explains them). */
  namesTourTarget?: string;
  /** Fields of one form only, after the client's own (the create dialog's "Entrenador"). */
  extraFields?: ReactNode;
}

/** Every field of a client (create dialog and the "Información" tab). */
export function ClientForm({
  form,
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  secondaryAction,
  name,
  namesTourTarget,
  extraFields,
}: ClientFormProps) {
  return (
    <Form<ClientFormValues>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark
      scrollToFirstError
    >
      {/* The names on a row of their own: the only required fields, which a tour step points at. */}
      <Row gutter={16} data-tour={namesTourTarget}>
        <Col xs={24} sm={12}>
          <Form.Item label="Nombre" name="firstName" required rules={[rules.required(m.firstNameRequired), rules.maxName]}>
            <Input maxLength={MAX_NAME_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Apellido" name="lastName" required rules={[rules.required(m.lastNameRequired), rules.maxName]}>
            <Input maxLength={MAX_NAME_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Correo electrónico" name="email" rules={optionalEmailRules}>
            <Input type="email" maxLength={MAX_EMAIL_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Teléfono" name="phone" rules={rules.optionalPhone}>
            <Input type="tel" maxLength={MAX_PHONE_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Fecha de nacimiento" name="birthdate" rules={[contractRule('birthdate')]}>
            <DateField />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Género" name="gender">
            <Radio.Group
              options={[...genderOptions]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Peso (kg)" name="weightKg" rules={[contractRule('weightKg')]}>
            <Input inputMode="decimal" placeholder={`Ej.: ${formatDecimal(72.5)}`} suffix="kg" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Altura (cm)" name="heightCm" rules={[contractRule('heightCm')]}>
            <Input inputMode="decimal" placeholder="Ej.: 170" suffix="cm" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Dirección" name="address" rules={[contractRule('address')]}>
            <Input maxLength={MAX_CLIENT_ADDRESS_LENGTH} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Objetivo" name="goal" rules={[contractRule('goal')]}>
            <Input.TextArea maxLength={MAX_GOAL_LENGTH} autoSize={{ minRows: 2, maxRows: 4 }} placeholder="Ej.: correr 10 km, ganar fuerza" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Cliente desde" name="memberSince" rules={[contractRule('memberSince')]}>
            <DateField />
          </Form.Item>
        </Col>
      </Row>
      {extraFields}
      <Flex justify="flex-end" gap={8}>
        {secondaryAction}
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
