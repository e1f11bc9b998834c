import { useToast } from '@coach/shared';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useRevokeAllSessions } from '../api/revoke-sessions';

/** "Cerrar sesión en todos los dispositivos", after a confirmation: this browser signs out too. */
export function SessionsCard() {
  const [modal, confirmHolder] = Modal.useModal();
  const revoke = useRevokeAllSessions();
  const toast = useToast();

  const confirm = () =>
    modal.confirm({
      title: '¿Cerrar sesión en todos los dispositivos?',
      content: 'Se cierran todas tus sesiones abiertas, también esta. Para seguir, vas a tener que iniciar sesión de nuevo.',
      okText: 'Cerrar todas las sesiones',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await revoke.mutateAsync();
          toast.success('Cerramos todas tus sesiones', 'Iniciá sesión de nuevo para seguir.');
        } catch {
          toast.error('No pudimos cerrar tus sesiones', 'Intentá de nuevo en unos minutos.');
        }
      },
    });

  return (
    <>
      {confirmHolder}
      <p style={{ marginTop: 0 }}>
        ¿Dejaste tu sesión abierta en otro dispositivo? Cerrala en todos a la vez, también en este.
      </p>
      <Button danger onClick={confirm} loading={revoke.isPending}>
        Cerrar sesión en todos los dispositivos
      </Button>
    </>
  );
}
