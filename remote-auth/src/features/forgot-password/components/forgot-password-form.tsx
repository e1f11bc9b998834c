import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import { rules, toasts, useToast } from '@coach/shared';
import { useAudience } from '../../../lib/audience';
import { Link, useNavigate } from 'react-router-dom';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { AuthHeading } from '../../../components/auth-layout';
import { ArrowLeftIcon } from '../../../components/icons';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordValues {
  email: string;
}

const trim = (value: string | undefined) => value?.trim() ?? '';

export function ForgotPasswordForm() {
  const firstField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const audience = useAudience();
  const reset = useRequestPasswordReset();

  const onFinish = async (values: ForgotPasswordValues) => {
    if (reset.isPending) return;
    try {
      await reset.mutateAsync(values);
    } catch {
      toast.error(toasts.forgotFailed.title, toasts.forgotFailed.description);
      return;
    }
    toast.success(toasts.forgotSuccess.title, toasts.forgotSuccess.description);
    navigate(audience.links.login);
  };

  return (
    <>
      <AuthHeading
        title="¿Olvidaste tu contraseña?"
        description="Ingresá el correo de tu cuenta y te enviamos un enlace para crear una nueva."
      />
      <Form<ForgotPasswordValues>
        form={form}
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        className="auth-form"
      >
        <Form.Item label="Correo electrónico" name="email" rules={rules.email} normalize={trim}>
          <Input type="email" inputMode="email" autoComplete="email" placeholder="vos@ejemplo.com" size="large" ref={firstField} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          Restablecer contraseña
        </Button>
      </Form>
      <p className="auth-alt">
        <Link to={audience.links.login} className="auth-link auth-back">
          <ArrowLeftIcon /> Volver a iniciar sesión
        </Link>
      </p>
    </>
  );
}
