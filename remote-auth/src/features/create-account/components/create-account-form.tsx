import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import {
  fieldErrorsFor,
  type AutonomousUserRequest,
  isApiError,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  rules,
  toasts,
  TRIAL_DAYS,
  useToast,
  validationMessages as m,
  paths,
} from '@coach/shared';
import { Link } from 'react-router-dom';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import type { Credentials } from '../../../lib/request-tokens';
import { AuthHeading } from '../../../components/auth-layout';
import { NewPasswordFields, useNewPasswordChecklist } from '../../../components/new-password-fields';
import { useCreateAccount } from '../api/create-account';

type CreateAccountValues = AutonomousUserRequest;

export interface CreatedAccount {
  firstName: string;
  credentials: Credentials;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;
const trim = (value: string | undefined) => value?.trim() ?? '';

export function CreateAccountForm({ originCode, onCreated }: { originCode: string | null; onCreated: (account: CreatedAccount) => void }) {
  const firstField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<CreateAccountValues>();
  const toast = useToast();
  const create = useCreateAccount();
  const { checklist, ready, track } = useNewPasswordChecklist('password');

  const onFinish = async (values: CreateAccountValues) => {
    if (create.isPending || !ready) return;
    try {
      await create.mutateAsync({ account: values, originCode });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setFields([{ name: 'email', errors: [toasts.signUpEmailExists.title] }]);
        toast.error(toasts.signUpEmailExists.title);
        return;
      }
      form.setFields(fieldErrorsFor(error, FIELDS));
      toast.error(toasts.signUpFailed.title, toasts.signUpFailed.description);
      return;
    }
    onCreated({ firstName: values.firstName.trim(), credentials: { email: values.email, password: values.password } });
  };

  return (
    <>
      <AuthHeading
        title="Creá tu cuenta"
        description={`Probá todas las herramientas gratis durante ${TRIAL_DAYS} días.`}
      />
      <Form<CreateAccountValues>
        form={form}
        name="create-account"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        onValuesChange={(_, all) => track(all)}
        className="auth-form"
      >
        <div className="auth-name-row">
          <Form.Item label="Nombre" name="firstName" rules={[rules.required(m.firstNameRequired), rules.maxName]}>
            <Input autoComplete="given-name" maxLength={MAX_NAME_LENGTH} size="large" ref={firstField} />
          </Form.Item>
          <Form.Item label="Apellido" name="lastName" rules={[rules.required(m.lastNameRequired), rules.maxName]}>
            <Input autoComplete="family-name" maxLength={MAX_NAME_LENGTH} size="large" />
          </Form.Item>
        </div>
        <Form.Item label="Correo electrónico" name="email" rules={rules.email} normalize={trim}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            placeholder="vos@ejemplo.com"
            size="large"
          />
        </Form.Item>
        <Form.Item label="Teléfono" name="phone" rules={rules.phone}>
          <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} placeholder="+54 9 11 1234 5678" size="large" />
        </Form.Item>
        <NewPasswordFields field="password" label="Contraseña" checklist={checklist} />
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={create.isPending}>
          Crear cuenta
        </Button>
      </Form>
      <p className="auth-alt">
        ¿Ya tenés cuenta?{' '}
        <Link to={paths.login} className="auth-link">
          Iniciá sesión
        </Link>
      </p>
    </>
  );
}
