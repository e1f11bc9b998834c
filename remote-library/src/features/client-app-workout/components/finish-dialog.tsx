import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { AGENDA_LIMITS, agendaMessages, enjoymentLabels, enjoyments, moodLabels, moods, type Enjoyment, type Mood } from '@coach/shared/contracts';

export interface FinishValues {
  mood: Mood;
  enjoyment: Enjoyment;
  comment: string;
  durationMin: number | null;
}

interface FinishDialogProps {
  open: boolean;
  doneSeries: number;
  totalSeries: number;
  durationMin: number;
  saving: boolean;
  onCancel: () => void;
  onFinish: (values: FinishValues) => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** "Terminar": how it went (SPEC.md section 3's feedback) and how long it took, before it is registered. */
export function FinishDialog({ open, doneSeries, totalSeries, durationMin, saving, onCancel, onFinish }: FinishDialogProps) {
  const [form] = Form.useForm<FinishValues>();
  return (
    <Modal
      open={open}
      title="¡Terminaste!"
      okText="Guardar entrenamiento"
      cancelText="Seguir entrenando"
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>
        Hiciste {doneSeries} de {totalSeries} series.
      </p>
      <Form<FinishValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ mood: 'very_good', enjoyment: 'yes', comment: '', durationMin }}
        onFinish={onFinish}
      >
        <Form.Item label="¿Cómo te sentiste?" name="mood">
          <Radio.Group optionType="button" buttonStyle="solid" options={options(moods, moodLabels)} />
        </Form.Item>
        <Form.Item label="¿Lo disfrutaste?" name="enjoyment">
          <Radio.Group optionType="button" buttonStyle="solid" options={options(enjoyments, enjoymentLabels)} />
        </Form.Item>
        <Form.Item label="Duración (min)" name="durationMin" rules={[{ type: 'integer', min: 1, max: AGENDA_LIMITS.durationMin, message: agendaMessages.durationInvalid }]}>
          <InputNumber inputMode="numeric" precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="Comentario para tu entrenador (opcional)" name="comment" rules={[{ max: AGENDA_LIMITS.commentLength, message: `Hasta ${AGENDA_LIMITS.commentLength} caracteres` }]}>
          <Input.TextArea rows={3} maxLength={AGENDA_LIMITS.commentLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
