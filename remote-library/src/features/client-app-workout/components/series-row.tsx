import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import theme from 'antd/es/theme';
import { formatDecimal, formatSeconds, useDecimalInput } from '@coach/shared';
import { WORKOUT_LIMITS, type WorkoutSeries } from '@coach/shared/contracts';
import type { ReactNode } from 'react';
import type { SeriesEntry } from '../lib/workout-log';

/** "12 reps · 40 kg · descanso 1:00" */
export function prescriptionText(series: WorkoutSeries): string {
  const parts = [
    series.reps !== null ? `${series.reps} reps` : null,
    series.seconds !== null ? formatSeconds(series.seconds) : null,
    series.weightKg !== null ? `${formatDecimal(series.weightKg)} kg` : null,
    series.restSeconds > 0 ? `descanso ${formatSeconds(series.restSeconds)}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

interface SeriesRowProps {
  /** "Serie 2 de Sentadilla": names the inputs for screen readers. */
  name: string;
  index: number;
  series: WorkoutSeries;
  entry: SeriesEntry;
  onChange: (entry: SeriesEntry) => void;
  /** Marks the series done (or not); the player starts the rest. */
  onToggleDone: () => void;
  /** A timed series: counts its time down, then marks it done. */
  onStartTimer: () => void;
  timing: boolean;
}

/** One series: what the trainer prescribed, what the client did (prefilled, editable), and "Hecha". */
export function SeriesRow({ name, index, series, entry, onChange, onToggleDone, onStartTimer, timing }: SeriesRowProps) {
  const { token } = theme.useToken();
  // A series' weight: as typed, with up to two decimals ("12,5", not "12,50").
  const decimalInput = useDecimalInput({ decimals: 2 });
  const timed = series.seconds !== null;
  return (
    <li
      style={{
        display: 'grid',
        gap: 8,
        padding: 12,
        borderRadius: token.borderRadiusLG,
        background: entry.done ? token.colorSuccessBg : token.colorFillQuaternary,
        border: `1px solid ${entry.done ? token.colorSuccessBorder : 'transparent'}`,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <strong>Serie {index + 1}</strong>
        <span style={{ color: token.colorTextSecondary }}>Indicado: {prescriptionText(series)}</span>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {timed ? (
          <Field label="Segundos">
            <InputNumber
              aria-label={`Segundos hechos, ${name}`}
              inputMode="numeric"
              min={0}
              max={WORKOUT_LIMITS.seconds}
              precision={0}
              value={entry.seconds}
              onChange={(value) => onChange({ ...entry, seconds: value })}
              style={{ width: 88 }}
            />
          </Field>
        ) : (
          <Field label="Reps">
            <InputNumber
              aria-label={`Repeticiones hechas, ${name}`}
              inputMode="numeric"
              min={0}
              max={1000}
              precision={0}
              value={entry.reps}
              onChange={(value) => onChange({ ...entry, reps: value })}
              style={{ width: 72 }}
            />
          </Field>
        )}
        <Field label="Kg">
          <InputNumber
            aria-label={`Peso en kilos, ${name}`}
            inputMode="decimal"
            {...decimalInput}
            min={0}
            max={WORKOUT_LIMITS.weightKg}
            value={entry.weightKg}
            onChange={(value) => onChange({ ...entry, weightKg: value })}
            style={{ width: 88 }}
          />
        </Field>
        <div style={{ display: 'flex', gap: 8, marginInlineStart: 'auto' }}>
          {timed && !entry.done ? (
            <Button onClick={onStartTimer} disabled={timing} aria-label={`Iniciar ${formatSeconds(entry.seconds ?? series.seconds ?? 0)}, ${name}`}>
              Iniciar
            </Button>
          ) : null}
          <Button
            type={entry.done ? 'primary' : 'default'}
            icon={<CheckOutlined aria-hidden />}
            aria-pressed={entry.done}
            aria-label={`Hecha, ${name}`}
            onClick={onToggleDone}
          >
            Hecha
          </Button>
        </div>
      </div>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      <span aria-hidden="true" style={{ fontSize: 12, color: token.colorTextSecondary }}>
        {label}
      </span>
      {children}
    </div>
  );
}
