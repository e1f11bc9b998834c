import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { formatCalendarDate, useBusinessSettings, useToast } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { ClientForm } from '../../../components/client-form';
import { showClientErrorsOnForm } from '../../../lib/client-form-errors';
import { clientToForm, formToUpdateRequest, type ClientFormValues } from '../../../lib/client-form-values';
import { useUpdateClient } from '../api/update-client';
import { appUsage } from '../lib/app-usage';

/** "Información": every field of the client, editable in place. */
export function ClientInfoTab({ client }: { client: Client }) {
  const [form] = Form.useForm<ClientFormValues>();
  const toast = useToast();
  const updateClient = useUpdateClient();
  const { timeZone } = useBusinessSettings();

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
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">Cliente desde el {formatCalendarDate(client.memberSince)}</Typography.Text>
        <Typography.Text type="secondary" data-testid="client-app-usage">
          {appUsage(client, timeZone).join(' · ')}
        </Typography.Text>
      </Flex>
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
