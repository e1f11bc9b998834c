import { fieldErrorsFor, isApiError, MAX_EMAIL_LENGTH, rules, useSupportForm, useToast } from '@coach/shared';
import { SUPPORT_MESSAGE_MAX_LENGTH, supportMessages } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCreatePublicSupportRequest } from '../api/create-public-support-request';

interface PublicSupportValues {
  email: string;
  message: string;
}

/**
 * "¿Necesitás ayuda?" on the sign-in and sign-up screens without a WhatsApp number: there is no account
 * yet (or no way in), so the form asks where to answer; the API keeps it and mails it to SUPPORT_EMAIL.
 */
export function PublicSupportDialog() {
  const { open, text, hide } = useSupportForm();
  const { pathname } = useLocation();
  const [form] = Form.useForm<PublicSupportValues>();
  const request = useCreatePublicSupportRequest();
  const toast = useToast();

  useEffect(() => {
    if (open) form.setFieldsValue({ message: text });
  }, [open, text, form]);

  const close = () => {
    form.resetFields();
    request.reset();
    hide();
  };

  const submit = ({ email, message }: PublicSupportValues) =>
    request.mutate(
      { email, message, screen: pathname },
      {
        onSuccess: () => {
          toast.success('Recibimos tu consulta', `Te vamos a responder a ${email.trim().toLowerCase()}.`);
          close();
        },
        onError: (error) => {
          const fields = fieldErrorsFor(error, ['email', 'message'] as const);
          form.setFields(fields);
          if (fields.length > 0) return;
          const description = isApiError(error) && error.status === 429 ? error.message : 'Revisá tu conexión e intentá de nuevo en unos minutos.';
          toast.error('No pudimos enviar tu consulta', description);
        },
      },
    );

  return (
    <Modal open={open} title="¿Necesitás ayuda?" onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph>Contanos qué pasa y dejanos un correo: te respondemos ahí.</Typography.Paragraph>
      <Form<PublicSupportValues> form={form} layout="vertical" name="public-support-request" requiredMark={false} onFinish={submit} disabled={request.isPending}>
        <Form.Item label="Tu correo" name="email" rules={rules.email}>
          <Input type="email" inputMode="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        </Form.Item>
        <Form.Item
          label="Tu consulta"
          name="message"
          rules={[rules.required(supportMessages.messageRequired), { min: 10, message: supportMessages.messageTooShort }]}
        >
          <Input.TextArea rows={5} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} showCount placeholder="Por ejemplo: no me llega el correo para restablecer la contraseña." />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={close}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={request.isPending}>
            Enviar consulta
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
