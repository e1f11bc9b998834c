import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { formatDecimal } from '@coach/shared';
import { AGENDA_LIMITS, type TaskType } from '@coach/shared/contracts';
import { useId } from 'react';
import type { ProgramItemDraft } from '../lib/program-draft';

export type ItemDetails = Pick<ProgramItemDraft, 'goal' | 'duration' | 'distance'>;
export type ItemDetailErrors = Partial<Record<keyof ItemDetails, string>>;

export interface ItemDetailsFieldsProps {
  type: TaskType;
  value: ItemDetails;
  onChange: (changes: Partial<ItemDetails>) => void;
  errors?: ItemDetailErrors;
}

const status = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: message } : {});

/** A program item's goal and, for workouts and activities, the suggested duration and distance. */
export function ItemDetailsFields({ type, value, onChange, errors = {} }: ItemDetailsFieldsProps) {
  const ids = { goal: useId(), duration: useId(), distance: useId() };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Objetivo" htmlFor={ids.goal} style={{ marginBottom: 12 }} {...status(errors.goal)}>
        <Input.TextArea
          id={ids.goal}
          placeholder="Opcional. Por ejemplo: ritmo suave, sin parar"
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={AGENDA_LIMITS.goalLength}
          value={value.goal}
          onChange={(event) => onChange({ goal: event.target.value })}
        />
      </Form.Item>
      {type !== 'form' && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item label="Duración sugerida (min)" htmlFor={ids.duration} style={{ flex: '1 1 140px', marginBottom: 0 }} {...status(errors.duration)}>
            <Input id={ids.duration} inputMode="numeric" placeholder="Opcional" value={value.duration} onChange={(event) => onChange({ duration: event.target.value })} />
          </Form.Item>
          <Form.Item label="Distancia sugerida (km)" htmlFor={ids.distance} style={{ flex: '1 1 140px', marginBottom: 0 }} {...status(errors.distance)}>
            <Input id={ids.distance} inputMode="decimal" placeholder={`Opcional, por ejemplo ${formatDecimal(5.5)}`} value={value.distance} onChange={(event) => onChange({ distance: event.target.value })} />
          </Form.Item>
        </div>
      )}
    </Form>
  );
}
