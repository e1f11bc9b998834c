import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { formatDecimal } from '@coach/shared';
import { AGENDA_LIMITS } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId } from 'react';
import type { TaskDraft, TaskField, TaskFieldErrors } from '../lib/task-draft';

export interface TaskFieldsProps {
  draft: TaskDraft;
  onChange: (changes: Partial<TaskDraft>) => void;
  errors: TaskFieldErrors;
  /** The earliest day it can be planned for (the business's today). */
  today: string;
  /** Forms take an end date ("Respondé antes del…") instead of a duration and a distance. */
  withEndDate?: boolean;
}

const errorProps = (errors: TaskFieldErrors, field: TaskField) => {
  const messages = errors[field];
  return messages && messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join(' ') } : {};
};

/** Day, goal and the suggested duration and distance of a task (or, for a form, its end date). */
export function TaskFields({ draft, onChange, errors, today, withEndDate = false }: TaskFieldsProps) {
  const ids = { date: useId(), goal: useId(), duration: useId(), distance: useId(), endDate: useId() };
  const isForm = draft.type === 'form';
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Día" htmlFor={ids.date} {...errorProps(errors, 'date')}>
        <DateField id={ids.date} min={today} value={draft.date} onChange={(date) => onChange({ date })} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label="Objetivo" htmlFor={ids.goal} {...errorProps(errors, 'goal')}>
        <Input.TextArea
          id={ids.goal}
          placeholder="Opcional. Por ejemplo: ritmo suave, sin parar"
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={AGENDA_LIMITS.goalLength}
          value={draft.goal}
          onChange={(event) => onChange({ goal: event.target.value })}
        />
      </Form.Item>
      {!isForm && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item label="Duración sugerida (min)" htmlFor={ids.duration} style={{ flex: '1 1 140px' }} {...errorProps(errors, 'durationMin')}>
            <Input id={ids.duration} inputMode="numeric" placeholder="Opcional" value={draft.duration} onChange={(event) => onChange({ duration: event.target.value })} />
          </Form.Item>
          <Form.Item label="Distancia sugerida (km)" htmlFor={ids.distance} style={{ flex: '1 1 140px' }} {...errorProps(errors, 'distanceKm')}>
            <Input id={ids.distance} inputMode="decimal" placeholder={`Opcional, por ejemplo ${formatDecimal(5.5)}`} value={draft.distance} onChange={(event) => onChange({ distance: event.target.value })} />
          </Form.Item>
        </div>
      )}
      {isForm && withEndDate && (
        <Form.Item
          label="Respondé antes del…"
          htmlFor={ids.endDate}
          extra="Opcional: el último día para responderlo. Un formulario que se repite no lleva fecha límite."
          {...errorProps(errors, 'endDate')}
        >
          <DateField id={ids.endDate} min={draft.date || today} value={draft.endDate} onChange={(endDate) => onChange({ endDate })} style={{ maxWidth: 200 }} />
        </Form.Item>
      )}
    </Form>
  );
}
