import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { FormInstance } from 'antd';
import { rules } from '@coach/shared';
import { AGENDA_LIMITS, agendaMessages } from '@coach/shared/contracts';
import { DateField, TimeField } from '@coach/shared/date-field';
import { useId } from 'react';
import { addDays } from '../../../lib/calendar/business-clock';
import { RecurrenceEditor } from '../../../lib/recurrence/recurrence-editor';
import type { EventFormValues } from '../lib/event-form-values';
import { ColorField } from './color-field';

export interface EventFormProps {
  form: FormInstance<EventFormValues>;
  initialValues: EventFormValues;
  /** A repeating event being edited: its dates, times and repetition are locked (SPEC.md section 4). */
  timeLocked: boolean;
  onSubmit: (values: EventFormValues) => void;
}

const required = (message: string) => ({ required: true, message });

/** The fields of an event: title, description, when (all day or from/to), colour and repetition. */
export function EventForm({ form, initialValues, timeLocked, onSubmit }: EventFormProps) {
  const colorLabel = useId();
  const allDay = Form.useWatch('allDay', form) ?? initialValues.allDay;
  const startDate = Form.useWatch('startDate', form) ?? initialValues.startDate;

  return (
    <Form<EventFormValues> form={form} name="event" layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark>
      <Form.Item label="Título" name="title" rules={[rules.required(agendaMessages.titleRequired)]}>
        <Input maxLength={AGENDA_LIMITS.titleLength} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Descripción" name="description">
        <Input.TextArea maxLength={AGENDA_LIMITS.descriptionLength} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      {timeLocked && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {agendaMessages.recurringEventTimeLocked}. Para mover un solo día, arrastralo en el calendario.
        </Typography.Paragraph>
      )}
      <Form.Item label="Todo el día" name="allDay" valuePropName="checked">
        <Switch disabled={timeLocked} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={allDay ? 24 : 14} sm={allDay ? 12 : 8}>
          <Form.Item label="Desde el día" name="startDate" rules={[required(agendaMessages.dateTimeInvalid)]}>
            <DateField disabled={timeLocked} />
          </Form.Item>
        </Col>
        {!allDay && (
          <Col xs={10} sm={4}>
            <Form.Item label="Hora" name="startTime" rules={[required(agendaMessages.dateTimeInvalid)]}>
              <TimeField disabled={timeLocked} aria-label="Hora de inicio" />
            </Form.Item>
          </Col>
        )}
        <Col xs={allDay ? 24 : 14} sm={allDay ? 12 : 8}>
          <Form.Item label="Hasta el día" name="endDate" rules={[required(agendaMessages.dateTimeInvalid)]}>
            <DateField disabled={timeLocked} min={startDate || undefined} />
          </Form.Item>
        </Col>
        {!allDay && (
          <Col xs={10} sm={4}>
            <Form.Item label="Hora" name="endTime" rules={[required(agendaMessages.dateTimeInvalid)]}>
              <TimeField disabled={timeLocked} aria-label="Hora de fin" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item label={<span id={colorLabel}>Color</span>} name="color">
        <ColorField labelledBy={colorLabel} />
      </Form.Item>
      <Form.Item name="recurrence" label="Repetición">
        <RecurrenceField start={startDate} disabled={timeLocked} />
      </Form.Item>
    </Form>
  );
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * antd's Form.Item hands `value`/`onChange` to its child; the editor wants its value as `string | null`.
 * When the rule moves the start to its first day, the end moves with it (the event keeps its length).
 */
function RecurrenceField({ value, onChange, start, disabled }: { value?: string | null; onChange?: (value: string | null) => void; start: string; disabled: boolean }) {
  const form = Form.useFormInstance<EventFormValues>();
  const moveStart = (next: string) => {
    const { startDate, endDate } = form.getFieldsValue(['startDate', 'endDate']) as Pick<EventFormValues, 'startDate' | 'endDate'>;
    form.setFieldsValue({ startDate: next, endDate: endDate ? addDays(endDate, daysFrom(startDate, next)) : endDate });
  };
  return <RecurrenceEditor value={value ?? null} onChange={(next) => onChange?.(next)} start={start} onStartChange={moveStart} disabled={disabled} />;
}
