import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { formatCalendarDate, useToast } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { ClientForm } from '../../../components/client-form';
import { showClientErrorsOnForm } from '../../../lib/client-form-errors';
import { clientToForm, formToUpdateRequest, type ClientFormValues } from '../../../lib/client-form-values';
import { useUpdateClient } from '../api/update-client';

/** "Información": every field of the client, editable in place. */
export function ClientInfoTab({ client }: { client: Client }) {
  const [form] = Form.useForm<ClientFormValues>();
  const toast = useToast();
  const updateClient = useUpdateClient();

  const submit = (values: ClientFormValues) =>
    updateClient.mutate(
      { id: client.id, data: formToUpdateRequest(values) },
      {
        onSuccess: () => toast.success('Cambios guardados', 'Actualizamos los datos del cliente.'),
        onError: (error) => {
          if (!showClientErrorsOnForm(form, error)) {
            toast.error('No pudimos guardar los cambios', 'Intentá de nuevo en unos minutos.');
          }
        },
      },
    );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Typography.Text type="secondary">
        Cliente desde el {formatCalendarDate(client.memberSince)} ·{' '}
        {client.hasAppAccess ? 'Ya se registró en la app' : 'Todavía no se registró en la app'}
      </Typography.Text>
      <ClientForm
        form={form}
        name={`client-${client.id}`}
        initialValues={clientToForm(client)}
        submitLabel="Guardar cambios"
        pending={updateClient.isPending}
        onSubmit={submit}
      />
    </Flex>
  );
}
