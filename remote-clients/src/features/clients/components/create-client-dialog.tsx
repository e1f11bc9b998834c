import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useBusinessSettings, useIsAdmin, useSession, useToast } from '@coach/shared';
import { useId, useState } from 'react';
import { ClientForm } from '../../../components/client-form';
import { clientsTourTargets } from '../../../tours/clients-tour';
import { showClientErrorsOnForm } from '../../../lib/client-form-errors';
import { emptyClientForm, formToRequest, type ClientFormValues } from '../../../lib/client-form-values';
import { fullName } from '../../../lib/format';
import { useTeamMembers } from '../../trainers/api/get-team-members';
import { TrainerSelect } from '../../trainers/components/trainer-select';
import { trainerChoices } from '../../trainers/lib/trainers';
import { useCreateClient } from '../api/create-client';

export interface CreateClientDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Nuevo cliente": names are required, the rest can be completed later. An administrator also says who
 * trains the client (an active member; themselves unless they pick another), sent as `trainerId`; a
 * trainer's new clients are their own, so they are not asked (the API would refuse another name).
 */
export function CreateClientDialog({ open, onClose }: CreateClientDialogProps) {
  const [form] = Form.useForm<ClientFormValues>();
  const toast = useToast();
  const createClient = useCreateClient();
  const { timeZone } = useBusinessSettings();
  const isAdmin = useIsAdmin();
  const user = useSession((state) => state.user);
  const members = useTeamMembers();
  const trainerFieldId = useId();
  // null: the default, the signed-in administrator.
  const [pickedTrainer, setPickedTrainer] = useState<number | null>(null);
  // Without the team (it failed to load) there is nobody to pick: the API makes the creator responsible.
  const asksTrainer = isAdmin && user !== null && !members.isError;
  const trainerId = pickedTrainer ?? user?.id ?? null;
  const me = user && { id: user.id, firstName: user.firstName, lastName: user.lastName, image: user.image };
  const choices = trainerChoices(members.data, me);

  const close = () => {
    form.resetFields();
    createClient.reset();
    setPickedTrainer(null);
    onClose();
  };

  const submit = (values: ClientFormValues) => {
    const request = { ...formToRequest(values), ...(asksTrainer && trainerId !== null ? { trainerId } : {}) };
    createClient.mutate(request, {
      onSuccess: (client) => {
        toast.success('Cliente creado', `${fullName(client)} ya está en tu lista de clientes.`);
        close();
      },
      onError: (error) => {
        if (!showClientErrorsOnForm(form, error)) {
          toast.error('No pudimos crear el cliente', 'Intentá de nuevo en unos minutos.');
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      title="Nuevo cliente"
      onCancel={close}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <ClientForm
        form={form}
        name="create-client"
        namesTourTarget={clientsTourTargets.createDialog}
        initialValues={emptyClientForm(timeZone)}
        submitLabel="Crear cliente"
        pending={createClient.isPending}
        onSubmit={submit}
        extraFields={
          asksTrainer && (
            <Form.Item label="Entrenador" htmlFor={trainerFieldId} extra="Quién lo va a seguir. Podés cambiarlo después desde su ficha.">
              <TrainerSelect
                id={trainerFieldId}
                label="Entrenador"
                choices={choices}
                value={trainerId}
                onChange={(id) => setPickedTrainer(id)}
                loading={members.isPending}
                disabled={createClient.isPending}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )
        }
        secondaryAction={
          <Button onClick={close} data-tour="create-new-client-close">
            Cancelar
          </Button>
        }
      />
    </Modal>
  );
}
