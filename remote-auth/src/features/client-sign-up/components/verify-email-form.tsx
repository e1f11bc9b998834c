import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import { isApiError, useToast } from '@coach/shared';
import { clientAppVerificationMessages, type ClientAppRegistrationPending } from '@coach/shared/contracts';
import { useNavigate } from 'react-router-dom';
import { AuthHeading } from '../../../components/auth-layout';
import { useAudience } from '../../../lib/audience';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { useVerifyRegistration } from '../api/register';

interface VerifyValues {
  code: string;
}

const CODE_DIGITS = 6;
/** What is kept of what was typed or pasted ("123 456", "Código: 123456"): its digits, six at most. */
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, CODE_DIGITS);

/** Step 2: the 6-digit code mailed to the client; right answers sign them in. */
export function VerifyEmailForm({ pending, onRestart }: { pending: ClientAppRegistrationPending; onRestart: () => void }) {
  const [form] = Form.useForm<VerifyValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const audience = useAudience();
  const verify = useVerifyRegistration();
  const codeField = useFocusAfterPaint<InputRef>();

  const onFinish = async ({ code }: VerifyValues) => {
    if (verify.isPending) return;
    try {
      audience.signIn(await verify.mutateAsync({ registration: pending.registration, code }));
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Revisá tu conexión e intentá de nuevo.';
      if (isApiError(error) && error.status < 500) form.setFields([{ name: 'code', errors: [message] }]);
      else toast.error('No pudimos confirmar el código', message);
      return;
    }
    toast.success('¡Listo! Ya tenés tu cuenta');
    navigate(audience.home, { replace: true });
  };

  return (
    <>
      <AuthHeading
        title="Revisá tu correo"
        description={
          <>
            Te enviamos un código de 6 dígitos a <strong>{pending.email}</strong>. Escribilo acá para terminar.
          </>
        }
      />
      <Form<VerifyValues> form={form} name="client-sign-up-verify" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} className="auth-form">
        {/* One field, not six boxes: the phone's keyboard shows digits, its autofill offers the mailed
            code (one-time-code), a screen reader hears one labelled field, and the sixth digit sends it. */}
        <Form.Item
          label="Código de 6 dígitos"
          name="code"
          normalize={digitsOnly}
          rules={[{ required: true, len: CODE_DIGITS, message: clientAppVerificationMessages.codeRequired }]}
        >
          <Input
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_DIGITS + 4}
            ref={codeField}
            className="auth-one-time-code"
            onChange={(event) => {
              if (digitsOnly(event.target.value).length === CODE_DIGITS) form.submit();
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
          Confirmar
        </Button>
      </Form>
      <p className="auth-alt">
        ¿No te llegó?{' '}
        <Button type="link" onClick={onRestart} style={{ padding: 0, height: 'auto' }}>
          Volver a enviar
        </Button>
      </p>
    </>
  );
}
