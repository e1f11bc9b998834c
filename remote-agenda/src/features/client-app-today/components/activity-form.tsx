import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { AGENDA_LIMITS, agendaMessages, type ClientAppTask } from '@coach/shared/contracts';
import { CompletionInputError, registerCompletion } from '@coach/shared/client-app';
import { formatDecimal, useDecimalInput, useToast } from '@coach/shared';
import { useState } from 'react';

interface ActivityValues {
  durationMin: number | null;
  distanceKm: number | null;
}

/** Registers an activity: what was done, against what the trainer suggested (prefilled). */
export function ActivityForm({ task, onDone }: { task: ClientAppTask; onDone: () => void }) {
  const [form] = Form.useForm<ActivityValues>();
  const toast = useToast();
  const decimalInput = useDecimalInput({ decimals: 2 });
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: ActivityValues) => {
    setSaving(true);
    try {
      await registerCompletion(task, { durationMin: values.durationMin ?? null, distanceKm: values.distanceKm ?? null });
      onDone();
    } catch (error) {
      if (error instanceof CompletionInputError) {
        form.setFields(Object.entries(error.fieldErrors).map(([name, message]) => ({ name: name as keyof ActivityValues, errors: [message] })));
      } else {
        toast.error('No se pudo guardar en el teléfono', 'Revisá el espacio libre e intentá de nuevo.');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ActivityValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ durationMin: task.durationMin, distanceKm: task.distanceKm }}
      style={{ marginTop: 12 }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
        <Form.Item
          label="Duración (min)"
          name="durationMin"
          extra={task.durationMin ? `Sugerido: ${task.durationMin} min` : undefined}
          rules={[{ type: 'integer', min: 1, max: AGENDA_LIMITS.durationMin, message: agendaMessages.durationInvalid }]}
        >
          <InputNumber inputMode="numeric" precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Distancia (km)"
          name="distanceKm"
          extra={task.distanceKm ? `Sugerido: ${formatDecimal(task.distanceKm)} km` : undefined}
          rules={[{ type: 'number', min: 0.01, max: AGENDA_LIMITS.distanceKm, message: agendaMessages.distanceInvalid }]}
        >
          <InputNumber inputMode="decimal" {...decimalInput} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" block loading={saving}>
        Guardar como hecha
      </Button>
    </Form>
  );
}
