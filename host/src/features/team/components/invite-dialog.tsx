import { fieldErrorsFor, isApiError, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, roleLabels, rules, useToast } from '@coach/shared';
import { TEAM_INVITATION_DAYS, teamMessages } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useCreateInvitation, type InvitationFormValues } from '../api/create-invitation';
import { problemOf } from '../lib/team-errors';

const FIELDS = ['email', 'role', 'firstName', 'lastName'] as const;
/** The API's answers about the person invited belong under the email. */
const EMAIL_CONFLICTS = ['ALREADY_MEMBER', 'ACCOUNT_EXISTS'];

const roleOptions = [
  { value: 'CO', label: roleLabels.CO, description: 'Ve y atiende solo a los clientes que tiene a cargo.' },
  { value: 'AD', label: roleLabels.AD, description: 'Ve todo el negocio, administra el equipo y cambia los datos de Mi negocio.' },
] as const;

const trim = (value: string | undefined) => value?.trim() ?? '';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Invitar a alguien": an email and a role (the names are optional: they prefill the person's form). The
 * person gets a mail with a link to /unirme, valid for TEAM_INVITATION_DAYS days.
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const [form] = Form.useForm<InvitationFormValues>();
  const create = useCreateInvitation();
  const toast = useToast();

  const close = () => {
    form.resetFields();
    create.reset();
    onClose();
  };

  const submit = (values: InvitationFormValues) =>
    create.mutate(values, {
      onSuccess: ({ invitation, resent }) => {
        if (resent) {
          toast.success('Invitación reenviada', `${invitation.email} ya tenía una invitación pendiente: le enviamos un enlace nuevo, que vence en ${TEAM_INVITATION_DAYS} días.`);
        } else {
          toast.success('Invitación enviada', `Le enviamos a ${invitation.email} un enlace para sumarse al equipo. Vence en ${TEAM_INVITATION_DAYS} días.`);
        }
        close();
      },
      onError: (error) => {
        if (isApiError(error) && EMAIL_CONFLICTS.includes(error.code)) {
          form.setFields([{ name: 'email', errors: [error.message] }]);
          return;
        }
        const fields = fieldErrorsFor(error, FIELDS);
        form.setFields(fields);
        if (fields.length === 0) toast.error('No pudimos enviar la invitación', problemOf(error));
      },
    });

  return (
    <Modal open={open} title="Invitar a alguien" onCancel={close} footer={null} destroyOnHidden>
      <p style={{ marginTop: 0 }}>Le enviamos un correo con un enlace para crear su cuenta y sumarse a tu negocio.</p>
      <Form<InvitationFormValues>
        form={form}
        layout="vertical"
        name="team-invite"
        requiredMark={false}
        initialValues={{ role: 'CO' }}
        onFinish={submit}
        disabled={create.isPending}
      >
        <Form.Item label="Correo electrónico" name="email" rules={rules.email} normalize={trim}>
          <Input type="email" inputMode="email" autoComplete="off" maxLength={MAX_EMAIL_LENGTH} placeholder="nombre@ejemplo.com" />
        </Form.Item>
        <Form.Item label="Rol" name="role" rules={[{ required: true, message: teamMessages.roleRequired }]}>
          <Radio.Group style={{ display: 'grid', gap: 8 }}>
            {roleOptions.map((option) => (
              <Radio key={option.value} value={option.value}>
                <strong>{option.label}</strong>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {option.description}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Nombre (opcional)" name="firstName" rules={[rules.maxName]}>
              <Input maxLength={MAX_NAME_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Apellido (opcional)" name="lastName" rules={[rules.maxName]}>
              <Input maxLength={MAX_NAME_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} justify="end" wrap>
          <Button onClick={close}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Enviar invitación
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
