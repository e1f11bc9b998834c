import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { fieldErrorsFor, useToast } from '@coach/shared';
import { measurementFigures, measurementMessages, type Measurement } from '@coach/shared/contracts';
import {
  hasSomeTypedFigure,
  measurementBody,
  measurementFormValues,
  MeasurementFields,
  type MeasurementFormValues,
} from '../../../lib/progress/measurement-form';
import { useCreateMeasurement, useUpdateMeasurement } from '../api/change-measurement';

export interface MeasurementDialogProps {
  clientId: number;
  clientName: string;
  today: string;
  /** Open: a new measurement ('new') or the one to change. */
  editing: 'new' | Measurement | null;
  onClose: () => void;
}

const formFields = ['date', ...measurementFigures, 'note'] as const;

/** "Agregar medición" / "Editar medición": the figures of one day; at least one. */
export function MeasurementDialog({ clientId, clientName, today, editing, onClose }: MeasurementDialogProps) {
  const [form] = Form.useForm<MeasurementFormValues>();
  const toast = useToast();
  const create = useCreateMeasurement(clientId);
  const update = useUpdateMeasurement(clientId);
  const pending = create.isPending || update.isPending;
  const isNew = editing === 'new';

  const submit = async (values: MeasurementFormValues) => {
    if (!hasSomeTypedFigure(values)) {
      form.setFields([{ name: 'weightKg', errors: [measurementMessages.figureRequired] }]);
      form.scrollToField('weightKg', { block: 'center', focus: true });
      return;
    }
    try {
      if (isNew) await create.mutateAsync(measurementBody(values, 'create'));
      else if (editing) await update.mutateAsync({ id: editing.id, body: measurementBody(values, 'update') });
      toast.success(isNew ? 'Medición registrada' : 'Medición actualizada', `Ya está en el progreso de ${clientName}.`);
      onClose();
    } catch (error) {
      const fields = fieldErrorsFor(error, formFields);
      if (fields.length > 0) form.setFields(fields);
      else toast.error('No pudimos guardar la medición', 'Revisá tu conexión e intentá de nuevo.');
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={isNew ? 'Agregar medición' : 'Editar medición'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" loading={pending} onClick={() => form.submit()}>
          Guardar
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        name="measurement"
        initialValues={editing ? measurementFormValues(today, isNew ? undefined : editing) : undefined}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
        requiredMark={false}
      >
        <MeasurementFields today={today} />
      </Form>
    </Modal>
  );
}
