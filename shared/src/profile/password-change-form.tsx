import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { validationMessages as m } from '../contracts/messages';
import { profileMessages, type PasswordChangeRequest } from '../contracts/profile';
import { isChecklistComplete, passwordChecklist } from '../contracts/validators';
import { fieldErrorsFor } from '../forms/field-errors';
import { rules } from '../forms/rules';
import { PasswordInput } from '../ui/password-input';
import { PasswordRequirements } from '../ui/password-requirements';
import { useToast } from '../ui/use-toast';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * "Cambiar contraseña" with the current one, the new one twice and the checklist: the trainer's profile
 * and the client app's Perfil, each with the mutation of its own API route (both end the other sessions
 * and answer the pair this device continues with).
 */
export function PasswordChangeForm({ change }: { change: UseMutationResult<unknown, Error, PasswordChangeRequest> }) {
  const [form] = Form.useForm<PasswordChangeRequest>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const checklist = passwordChecklist(newPassword, confirmPassword);
  const toast = useToast();

  const submit = (values: PasswordChangeRequest) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        toast.success('Contraseña actualizada', 'Cerramos tus otras sesiones abiertas.');
      },
      onError: (error) => {
        form.setFields(fieldErrorsFor(error, FIELDS));
        toast.error('No pudimos cambiar tu contraseña', 'Revisá los datos e intentá de nuevo.');
      },
    });

  return (
    <Form<PasswordChangeRequest> form={form} layout="vertical" name="change-password" requiredMark={false} onFinish={submit} style={{ maxWidth: 480 }}>
      <Form.Item label="Contraseña actual" name="currentPassword" rules={[rules.required(profileMessages.currentPasswordRequired)]}>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Nueva contraseña" name="newPassword" rules={[rules.required(m.passwordRequired)]}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Repetir contraseña" name="confirmPassword" dependencies={['newPassword']} rules={[rules.required(m.confirmPasswordRequired), rules.matches('newPassword')]}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <PasswordRequirements checklist={checklist} id="change-password-requirements" />
      <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!isChecklistComplete(checklist)}>
        Cambiar contraseña
      </Button>
    </Form>
  );
}
