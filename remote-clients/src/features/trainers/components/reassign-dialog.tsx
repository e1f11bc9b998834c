import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { isApiError, useToast } from '@coach/shared';
import { CLIENT_REASSIGN_MAX, type TeamMember } from '@coach/shared/contracts';
import { useId, useState } from 'react';
import { useReassignClients } from '../api/reassign-clients';
import { clientCount, trainerChoices } from '../lib/trainers';
import { TrainerSelect } from './trainer-select';

export interface ReassignDialogProps {
  open: boolean;
  clientIds: number[];
  /** The business's members (undefined while they load). */
  members: TeamMember[] | undefined;
  onClose: () => void;
  /** The clients passed to the chosen member. */
  onDone: () => void;
}

/** "Cambiar entrenador": the chosen clients pass to another active member, after saying who and how many. */
export function ReassignDialog({ open, clientIds, members, onClose, onDone }: ReassignDialogProps) {
  const [trainerId, setTrainerId] = useState<number | null>(null);
  const reassign = useReassignClients();
  const toast = useToast();
  const selectId = useId();
  const choices = trainerChoices(members);
  const trainer = choices.find((choice) => choice.id === trainerId);
  const count = clientIds.length;
  const tooMany = count > CLIENT_REASSIGN_MAX;

  const close = () => {
    if (reassign.isPending) return;
    setTrainerId(null);
    onClose();
  };

  const submit = () => {
    if (!trainer || tooMany) return;
    reassign.mutate(
      { clientIds, trainerId: trainer.id },
      {
        onSuccess: (reassigned) => {
          toast.success(
            reassigned === 0
              ? `Esos clientes ya eran de ${trainer.name}`
              : `${clientCount(reassigned)} ${reassigned === 1 ? 'pasó' : 'pasaron'} a ${trainer.name}`,
          );
          setTrainerId(null);
          onDone();
        },
        onError: (error) =>
          toast.error(
            'No pudimos cambiar el entrenador',
            isApiError(error) && error.status < 500 ? error.message : 'Intentá de nuevo en unos minutos.',
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Cambiar entrenador"
      onCancel={close}
      onOk={submit}
      okText={count === 1 ? 'Pasar cliente' : 'Pasar clientes'}
      cancelText="Cancelar"
      okButtonProps={{ disabled: !trainer || tooMany, loading: reassign.isPending }}
      cancelButtonProps={{ disabled: reassign.isPending }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {count === 1 ? 'Elegí quién va a ser el entrenador del cliente elegido.' : `Elegí quién va a ser el entrenador de los ${count} clientes elegidos.`}
        </Typography.Text>
        <Flex vertical gap={4}>
          <label htmlFor={selectId}>Nuevo entrenador</label>
          <TrainerSelect
            id={selectId}
            label="Nuevo entrenador"
            placeholder="Elegí un integrante del equipo"
            choices={choices}
            value={trainerId}
            onChange={setTrainerId}
            loading={members === undefined}
            style={{ width: '100%' }}
          />
        </Flex>
        {tooMany && <Alert type="warning" showIcon title={`Elegí hasta ${CLIENT_REASSIGN_MAX} clientes por vez.`} />}
        {trainer && !tooMany && (
          <Typography.Text strong role="status">
            ¿Pasar {clientCount(count)} a {trainer.name}?
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
