import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { MAX_NAME_LENGTH } from '@coach/shared';
import { workoutModeLabels, workoutModes, type WorkoutMode } from '@coach/shared/contracts';
import { useId } from 'react';
import type { WorkoutDraft } from '../lib/workout-draft';
import { errorsAt, type ErrorMap } from '../lib/workout-errors';

export interface WorkoutHeaderProps {
  draft: WorkoutDraft;
  errors: ErrorMap;
  readOnly: boolean;
  onField: (field: 'name' | 'description', value: string) => void;
  /** Asks for a mode change (the editor confirms before merging series). */
  onMode: (mode: WorkoutMode) => void;
}

const modeOptions = workoutModes.map((value) => ({ value, label: workoutModeLabels[value] }));

/** Name, description and mode of the workout. */
export function WorkoutHeader({ draft, errors, readOnly, onField, onMode }: WorkoutHeaderProps) {
  const nameId = useId();
  const descriptionId = useId();
  const nameErrors = errorsAt(errors, 'name');
  const descriptionErrors = errorsAt(errors, 'description');

  if (readOnly) {
    return (
      <Flex vertical gap={4}>
        {draft.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{draft.description}</Typography.Paragraph>}
        <Typography.Text type="secondary">Modo: {workoutModeLabels[draft.mode]}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Form.Item
        label="Nombre"
        htmlFor={nameId}
        required
        validateStatus={nameErrors.length > 0 ? 'error' : undefined}
        help={nameErrors.length > 0 ? nameErrors.join(' ') : undefined}
        style={{ margin: 0 }}
      >
        <Input id={nameId} value={draft.name} maxLength={MAX_NAME_LENGTH} showCount placeholder="Por ejemplo: Fuerza tren inferior" aria-invalid={nameErrors.length > 0} onChange={(event) => onField('name', event.target.value)} />
      </Form.Item>
      <Form.Item
        label="Descripción (opcional)"
        htmlFor={descriptionId}
        validateStatus={descriptionErrors.length > 0 ? 'error' : undefined}
        help={descriptionErrors.length > 0 ? descriptionErrors.join(' ') : undefined}
        style={{ margin: 0 }}
      >
        <Input.TextArea id={descriptionId} value={draft.description} rows={2} onChange={(event) => onField('description', event.target.value)} />
      </Form.Item>
      <Flex align="center" gap={12} wrap>
        <Typography.Text id={`${nameId}-modo`}>Modo</Typography.Text>
        <Radio.Group aria-labelledby={`${nameId}-modo`} optionType="button" buttonStyle="solid" options={modeOptions} value={draft.mode} onChange={(event) => onMode(event.target.value as WorkoutMode)} />
        <Typography.Text type="secondary" style={{ flex: '1 1 220px' }}>
          {draft.mode === 'simple' ? 'Todas las series de un ejercicio con los mismos valores.' : 'Cada serie con sus propios valores.'}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
