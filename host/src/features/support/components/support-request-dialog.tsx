import { fieldErrorsFor, isApiError, rules, useSession, useSupportForm, useToast } from '@coach/shared';
import { SUPPORT_MESSAGE_MAX_LENGTH, supportMessages } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCreateSupportRequest } from '../api/create-support-request';

interface SupportFormValues {
  message: string;
}

/**
 * "¿Necesitás ayuda?" without a WhatsApp number: the trainer writes what happens, and the request goes
 * with their account and the screen they are on (the API keeps it and mails it to SUPPORT_EMAIL).
 */
export function SupportRequestDialog() {
  const { open, text, hide } = useSupportForm();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  const [form] = Form.useForm<SupportFormValues>();
  const request = useCreateSupportRequest();
  const toast = useToast();

  useEffect(() => {
    if (open) form.setFieldsValue({ message: text });
  }, [open, text, form]);

  const close = () => {
    form.resetFields();
    request.reset();
    hide();
  };

  const submit = ({ message }: SupportFormValues) =>
    request.mutate(
      { message, screen: pathname },
      {
        onSuccess: () => {
          toast.success('Recibimos tu consulta', `Te vamos a responder a ${user?.email ?? 'tu correo'}.`);
          close();
        },
        onError: (error) => {
          const fields = fieldErrorsFor(error, ['message'] as const);
          form.setFields(fields);
          if (fields.length > 0) return;
          const description = isApiError(error) && error.status === 429 ? error.message : 'Revisá tu conexión e intentá de nuevo en unos minutos.';
          toast.error('No pudimos enviar tu consulta', description);
        },
      },
    );

  return (
    <Modal open={open} title="¿Necesitás ayuda?" onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        Contanos qué necesitás o qué pasó. Le llega al equipo de soporte con tu cuenta y la pantalla en la que estás, y te
        respondemos a <strong>{user?.email}</strong>.
      </Typography.Paragraph>
      <Form<SupportFormValues> form={form} layout="vertical" name="support-request" requiredMark={false} onFinish={submit} disabled={request.isPending}>
        <Form.Item
          label="Tu consulta"
          name="message"
          rules={[
            rules.required(supportMessages.messageRequired),
            { min: 10, message: supportMessages.messageTooShort },
          ]}
        >
          <Input.TextArea rows={5} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} showCount placeholder="Por ejemplo: no encuentro cómo asignarle una rutina a un cliente." />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          Pantalla: {pathname}
        </Typography.Paragraph>
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
