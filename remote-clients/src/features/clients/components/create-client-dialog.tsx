import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useBusinessSettings, useToast } from '@coach/shared';
import { ClientForm } from '../../../components/client-form';
import { clientsTourTargets } from '../../../tours/clients-tour';
import { showClientErrorsOnForm } from '../../../lib/client-form-errors';
import { emptyClientForm, formToRequest, type ClientFormValues } from '../../../lib/client-form-values';
import { fullName } from '../../../lib/format';
import { useCreateClient } from '../api/create-client';

export interface CreateClientDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Nuevo cliente": names are required, the rest can be completed later. */
export function CreateClientDialog({ open, onClose }: CreateClientDialogProps) {
  const [form] = Form.useForm<ClientFormValues>();
  const toast = useToast();
  const createClient = useCreateClient();
  const { timeZone } = useBusinessSettings();

  const close = () => {
    form.resetFields();
    createClient.reset();
    onClose();
  };

  const submit = (values: ClientFormValues) => {
    createClient.mutate(formToRequest(values), {
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
        secondaryAction={
          <Button onClick={close} data-tour="create-new-client-close">
            Cancelar
          </Button>
        }
      />
    </Modal>
  );
}
