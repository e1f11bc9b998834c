import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { isApiError, useIsAdmin, useToast } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { PersonAvatar } from '../../../components/person-avatar';
import { fullName } from '../../../lib/format';
import { teamKeys, useTeamMembers } from '../../trainers/api/get-team-members';
import { TrainerSelect } from '../../trainers/components/trainer-select';
import { trainerChoices } from '../../trainers/lib/trainers';
import { useUpdateClient } from '../api/update-client';

const SELECT_ID = 'client-trainer';

/**
 * "Entrenador: Laura Gómez", the member responsible for the client. An administrator changes it here
 * (PATCH {trainerId}, among the active members); a trainer reads it.
 */
export function ClientTrainer({ client }: { client: Client }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <Flex align="center" gap={8} data-testid="client-trainer">
        {client.trainer && <PersonAvatar person={{ name: fullName(client.trainer), image: client.trainer.image }} />}
        <Typography.Text type="secondary">Entrenador: {client.trainer ? fullName(client.trainer) : 'sin asignar'}</Typography.Text>
      </Flex>
    );
  }
  return <TrainerPicker client={client} />;
}

function TrainerPicker({ client }: { client: Client }) {
  const members = useTeamMembers();
  const updateClient = useUpdateClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const choices = trainerChoices(members.data, client.trainer);
  // While the change is saving, the new name already shows.
  const value = updateClient.isPending ? (updateClient.variables.data.trainerId ?? null) : (client.trainer?.id ?? null);

  const change = (trainerId: number | null) => {
    const trainer = choices.find((choice) => choice.id === trainerId);
    if (!trainer || trainerId === client.trainer?.id) return;
    updateClient.mutate(
      { id: client.id, data: { trainerId: trainer.id } },
      {
        onSuccess: () => {
          toast.success('Entrenador cambiado', `${trainer.name} es ahora responsable de ${fullName(client)}.`);
          // Each member's count of clients changed.
          void queryClient.invalidateQueries({ queryKey: teamKeys.members() });
        },
        onError: (error) =>
          toast.error('No pudimos cambiar el entrenador', isApiError(error) && error.status < 500 ? error.message : 'Intentá de nuevo en unos minutos.'),
      },
    );
  };

  return (
    <Flex align="center" gap={8} wrap data-testid="client-trainer">
      <Typography.Text type="secondary">
        <label htmlFor={SELECT_ID}>Entrenador:</label>
      </Typography.Text>
      <TrainerSelect
        id={SELECT_ID}
        label="Entrenador"
        size="small"
        placeholder="Sin asignar"
        choices={choices}
        value={value}
        onChange={change}
        loading={members.isPending || updateClient.isPending}
        disabled={updateClient.isPending}
      />
    </Flex>
  );
}
