import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { WORKOUT_LIMITS } from '@coach/shared/contracts';
import { useId, type ReactNode } from 'react';
import type { SeriesValues } from '../lib/workout-draft';

/** A small control with its visible label above it. */
export function MiniField({ label, children, width }: { label: string; children: (id: string) => ReactNode; width?: number }) {
  const id = useId();
  return (
    <Flex vertical gap={2} style={{ width, minWidth: 0 }}>
      <label htmlFor={id}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {label}
        </Typography.Text>
      </label>
      {children(id)}
    </Flex>
  );
}

export interface SeriesFieldsProps {
  values: SeriesValues;
  onChange: (changes: Partial<SeriesValues>) => void;
  /** Where the values go in a sentence read aloud ("serie 2 de Sentadilla"). */
  context: string;
}

const measureOptions = [
  { value: 'reps', label: 'Reps' },
  { value: 'seconds', label: 'Tiempo' },
];

/** Repetitions or time, rest and weight of one series (or of all of them, in simple mode). */
export function SeriesFields({ values, onChange, context }: SeriesFieldsProps) {
  const isReps = values.measure === 'reps';
  return (
    <>
      <Radio.Group
        aria-label={`Repeticiones o tiempo (${context})`}
        optionType="button"
        size="small"
        options={measureOptions}
        value={values.measure}
        onChange={(event) => onChange({ measure: event.target.value as SeriesValues['measure'] })}
        style={{ alignSelf: 'flex-end', flex: 'none' }}
      />
      <MiniField label={isReps ? 'Repeticiones' : 'Segundos'} width={88}>
        {(id) => (
          <InputNumber
            id={id}
            min={1}
            max={isReps ? WORKOUT_LIMITS.reps : WORKOUT_LIMITS.seconds}
            precision={0}
            value={values.amount}
            onChange={(amount) => onChange({ amount })}
            style={{ width: '100%' }}
          />
        )}
      </MiniField>
      <MiniField label="Descanso (s)" width={88}>
        {(id) => (
          <InputNumber
            id={id}
            min={0}
            max={WORKOUT_LIMITS.restSeconds}
            precision={0}
            value={values.restSeconds}
            onChange={(restSeconds) => onChange({ restSeconds })}
            style={{ width: '100%' }}
          />
        )}
      </MiniField>
      <MiniField label="Peso (kg)" width={88}>
        {(id) => <Input id={id} inputMode="decimal" placeholder="Opcional" value={values.weight} onChange={(event) => onChange({ weight: event.target.value })} />}
      </MiniField>
    </>
  );
}

/** "3 × 10 reps · 60 s de descanso · 62,5 kg", for reading. */
export function seriesSummary(values: SeriesValues, count?: number): string {
  const amount = values.amount == null ? '—' : values.measure === 'reps' ? `${values.amount} reps` : `${values.amount} s`;
  const parts = [count === undefined ? amount : `${count} × ${amount}`, `${values.restSeconds ?? 0} s de descanso`];
  if (values.weight.trim()) parts.push(`${values.weight.trim()} kg`);
  return parts.join(' · ');
}

/** The messages of a place in the editor, in the theme's error colour, read out when they appear. */
export function FieldErrors({ messages }: { messages: string[] }) {
  const { token } = theme.useToken();
  const unique = [...new Set(messages)];
  if (unique.length === 0) return null;
  return (
    // data-field-error and tabIndex: a failed save scrolls here and focuses it (useRevealFirstError).
    <div role="alert" data-field-error tabIndex={-1} style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
      {unique.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}
