import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { InputRef } from 'antd/es/input';
import { fieldErrorsFor, isApiError, toasts, useToast } from '@coach/shared';
import { Link, useNavigate } from 'react-router-dom';
import { useAudience } from '../../../lib/audience';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { AuthHeading } from '../../../components/auth-layout';
import { NewPasswordFields, useNewPasswordChecklist } from '../../../components/new-password-fields';
import { ArrowLeftIcon } from '../../../components/icons';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['newPassword', 'confirmPassword'] as const;

export function ResetPasswordForm({ token, uid }: { token: string; uid: string }) {
  const firstField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<ResetPasswordValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const audience = useAudience();
  const confirm = useConfirmPasswordReset();
  const { checklist, ready, track } = useNewPasswordChecklist('newPassword');

  const onFinish = async (values: ResetPasswordValues) => {
    if (confirm.isPending || !ready) return;
    try {
      await confirm.mutateAsync({ ...values, token, uid });
    } catch (error) {
      form.setFields(fieldErrorsFor(error, FIELDS));
      // An expired or used link: the API's own words say so better than the generic text.
      const description =
        isApiError(error) && error.status === 400 && error.code === 'RESET_TOKEN_INVALID'
          ? error.message
          : toasts.resetFailed.description;
      toast.error(toasts.resetFailed.title, description);
      return;
    }
    toast.success(toasts.resetSuccess.title, toasts.resetSuccess.description);
    navigate(audience.links.login, { replace: true });
  };

  return (
    <>
      <AuthHeading title="Creá una nueva contraseña" description="Elegí una contraseña segura que no uses en otros sitios." />
      <Form<ResetPasswordValues>
        form={form}
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        onValuesChange={(_, all) => track(all)}
        className="auth-form"
      >
        <NewPasswordFields field="newPassword" label="Nueva contraseña" checklist={checklist} inputRef={firstField} />
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={confirm.isPending}>
          Cambiar contraseña
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
