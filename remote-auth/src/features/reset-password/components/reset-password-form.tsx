import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { InputRef } from 'antd/es/input';
import {
  fieldErrorsFor,
  isApiError,
  isChecklistComplete,
  passwordChecklist,
  PasswordInput,
  PasswordRequirements,
  rules,
  toasts,
  useToast,
  validationMessages as m,
} from '@coach/shared';
import { useAudience } from '../../../lib/audience';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { AuthHeading } from '../../../components/auth-layout';
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
  // Kept from onValuesChange (synchronous), so Enter right after the last keystroke already sees it.
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const checklist = passwordChecklist(passwords.newPassword, passwords.confirmPassword);
  const ready = isChecklistComplete(checklist);

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
        onValuesChange={(_, all) => setPasswords({ newPassword: all.newPassword ?? '', confirmPassword: all.confirmPassword ?? '' })}
        className="auth-form"
      >
        <Form.Item label="Nueva contraseña" name="newPassword" rules={[rules.required(m.passwordRequired)]}>
          <PasswordInput autoComplete="new-password" size="large" ref={firstField} />
        </Form.Item>
        <Form.Item
          label="Repetir contraseña"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[rules.required(m.confirmPasswordRequired), rules.matches('newPassword')]}
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <PasswordRequirements checklist={checklist} />
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
