import { fieldErrorsFor, isApiError, MAX_EMAIL_LENGTH, rules, useToast } from '@coach/shared';
import { PasswordInput } from '@coach/shared/account-forms';
import { emailChangeMessages, EMAIL_CHANGE_CONFIRM_HOURS, type EmailChangeRequest } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRequestEmailChange } from '../api/email-change';

const FIELDS = ['newEmail', 'currentPassword'] as const;

export interface EmailChangeDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

/**
 * "Cambiar correo": the current password proves it is the owner (a token left on another device is
 * not enough); the change applies when the link mailed to the new address is opened.
 */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
  const [form] = Form.useForm<EmailChangeRequest>();
  const request = useRequestEmailChange();
  const toast = useToast();

  const close = () => {
    form.resetFields();
    request.reset();
    onClose();
  };

  const submit = (values: EmailChangeRequest) =>
    request.mutate(values, {
      onSuccess: ({ pendingEmail }) => {
        toast.success('Revisá tu correo nuevo', `Te enviamos un enlace a ${pendingEmail}. El cambio se aplica cuando lo abras.`);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setFields([{ name: 'newEmail', errors: [error.message] }]);
          return;
        }
        const fields = fieldErrorsFor(error, FIELDS);
        form.setFields(fields);
        if (fields.length === 0) {
          const description = isApiError(error) && error.status === 429 ? error.message : 'Intentá de nuevo en unos minutos.';
          toast.error('No pudimos pedir el cambio de correo', description);
        }
      },
    });

  return (
    <Modal open={open} title="Cambiar correo" onCancel={close} footer={null} destroyOnHidden>
      <p>
        Tu correo actual es <strong>{currentEmail}</strong>. Te enviamos un enlace al correo nuevo (vence en {EMAIL_CHANGE_CONFIRM_HOURS}{' '}
        horas): el cambio se aplica cuando lo abras. Al correo actual le avisamos, con un enlace para deshacerlo.
      </p>
      <Form<EmailChangeRequest> form={form} layout="vertical" name="email-change" requiredMark={false} onFinish={submit} disabled={request.isPending}>
        <Form.Item label="Correo nuevo" name="newEmail" rules={rules.email}>
          <Input maxLength={MAX_EMAIL_LENGTH} type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Contraseña actual" name="currentPassword" rules={[rules.required(emailChangeMessages.currentPasswordRequired)]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={close}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={request.isPending}>
            Enviar enlace
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
