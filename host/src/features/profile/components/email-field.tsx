import { useToast } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useCancelEmailChange } from '../api/email-change';
import { EmailChangeDialog } from './email-change-dialog';

/**
 * The email in the profile: shown, not edited in place. "Cambiar correo" opens the dialog that asks
 * for the password; a change waiting for its link shows here, with a way to cancel it.
 */
export function EmailField({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelEmailChange();
  const toast = useToast();

  const cancelPending = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success('Cancelamos el cambio de correo', `Tu correo sigue siendo ${email}.`),
      onError: () => toast.error('No pudimos cancelar el cambio', 'Intentá de nuevo en unos minutos.'),
    });

  return (
    <Form.Item label="Correo electrónico" htmlFor="profile-email">
      <Flex gap={8}>
        <Input id="profile-email" value={email} readOnly aria-readonly />
        <Button onClick={() => setOpen(true)}>Cambiar correo</Button>
      </Flex>
      {pendingEmail ? (
        <Flex gap={8} align="center" wrap style={{ marginTop: 8 }} data-testid="pending-email">
          <Typography.Text type="warning">
            Pendiente de confirmación: <strong>{pendingEmail}</strong>. Abrí el enlace que te enviamos a ese correo.
          </Typography.Text>
          <Button size="small" type="link" onClick={cancelPending} loading={cancel.isPending}>
            Cancelar cambio
          </Button>
        </Flex>
      ) : null}
      <EmailChangeDialog open={open} currentEmail={email} onClose={() => setOpen(false)} />
    </Form.Item>
  );
}
