import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import { isApiError, rules, toasts, useToast, validationMessages } from '@coach/shared';
import { PasswordInput } from '@coach/shared/account-forms';
import { useAudience } from '../../../lib/audience';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { AuthHeading } from '../../../components/auth-layout';
import { useLogin } from '../api/login';
import { redirectTarget } from '../utils/redirect-target';

interface LoginFormValues {
  email: string;
  password: string;
}

const trim = (value: string | undefined) => value?.trim() ?? '';

/** The email a screen that leads here already knows (`state.email`: a member who just joined the team). */
export const emailFromState = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const knownEmail = emailFromState(location.state);
  // With the email written in, the cursor goes to the password.
  const emailField = useFocusAfterPaint<InputRef>();
  const passwordField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<LoginFormValues>();
  const toast = useToast();
  const loginMutation = useLogin();
  const audience = useAudience();

  const onFinish = async (values: LoginFormValues) => {
    if (loginMutation.isPending) return;
    try {
      const tokens = await loginMutation.mutateAsync(values);
      // Storing the tokens can fail too (undecodable token, storage refused): that is a failed login.
      audience.signIn(tokens);
    } catch (error) {
      // Said only with the right password: a deactivated member (or a disabled client) learns why.
      if (isApiError(error) && error.status === 403) toast.error('No podés entrar', error.message);
      else toast.error(toasts.loginFailed.title, toasts.loginFailed.description);
      return;
    }
    // A failed attempt's "Algo no coincide" must not linger over the dashboard.
    toast.dismissAll();
    // Same tick as signIn, so no guard sees the new user on the login route first.
    navigate(redirectTarget(location.state, audience), { replace: true });
  };

  return (
    <>
      <AuthHeading title="Iniciá sesión" description="Te damos la bienvenida. Ingresá tus datos para continuar." />
      <Form<LoginFormValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        initialValues={knownEmail ? { email: knownEmail } : undefined}
        className="auth-form"
      >
        <Form.Item label="Correo electrónico" name="email" rules={rules.email} normalize={trim}>
          <Input type="email" inputMode="email" autoComplete="username" placeholder="vos@ejemplo.com" size="large" ref={knownEmail ? undefined : emailField} />
        </Form.Item>
        <Form.Item label="Contraseña" name="password" rules={[rules.required(validationMessages.passwordRequired)]}>
          <PasswordInput autoComplete="current-password" placeholder="Tu contraseña" size="large" ref={knownEmail ? passwordField : undefined} />
        </Form.Item>
        <div className="auth-row-end">
          <Link to={audience.links.forgotPassword} className="auth-link">
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={loginMutation.isPending}>
          Iniciar sesión
        </Button>
      </Form>
      <p className="auth-alt">
        {audience.links.signUpQuestion}{' '}
        <Link to={audience.links.signUp} className="auth-link">
          {audience.links.signUpLabel}
        </Link>
      </p>
    </>
  );
}
