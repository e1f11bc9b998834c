import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, onAccentColor, useTheme } from '@coach/shared';
import {
  RECURRENCE_LIMITS,
  describeRecurrence,
  firstDayOfSeries,
  formatRecurrence,
  isRecurrenceError,
  recurrenceFrequencies,
  weekdayInitials,
  startsOnItsDays,
  weekdayLabels,
  weekdayOf,
  weekdays,
  type Recurrence,
  type RecurrenceFrequency,
  type Weekday,
} from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId, useState, type ReactNode } from 'react';
import {
  DEFAULT_COUNT,
  defaultRecurrence,
  effectiveMonthly,
  effectiveWeekdays,
  frequencyLabels,
  intervalQuestions,
  intervalUnits,
  monthlyChoices,
  monthlyKey,
  monthlyLabel,
  oneMonthAfter,
  readRecurrence,
  recurrenceIssue,
  skippedDatesHint,
} from './recurrence-choices';

export interface RecurrenceEditorProps {
  /** An RFC 5545 rule of the product's subset (recurrence.ts), or null: it does not repeat. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The series' first day, 'YYYY-MM-DD': it gives the weekday and the day of the month offered. */
  start: string;
  /**
   * Moves the series' first day. Given, a rule whose days leave the start out (a Tuesday start for
   * Mondays and Wednesdays) moves the start to its first day on or after it, and the editor says so;
   * without it, the editor shows why the rule cannot be saved.
   */
  onStartChange?: (start: string) => void;
  disabled?: boolean;
}

type EndKind = 'never' | 'count' | 'until';

const endOf = (recurrence: Recurrence): EndKind => (recurrence.count !== null ? 'count' : recurrence.until !== null ? 'until' : 'never');

/**
 * "¿Se repite?" and, when it does, how: frequency and interval, weekdays, the day of the month, and
 * when it ends; the rule reads back in Spanish as it changes. Controlled by the rule text.
 */
export function RecurrenceEditor({ value, onChange, start, onStartChange, disabled = false }: RecurrenceEditorProps) {
  const { token } = theme.useToken();
  const [movedStart, setMovedStart] = useState<string | null>(null);
  const ids = { repeats: useId(), freq: useId(), interval: useId(), count: useId(), until: useId(), days: useId(), monthly: useId(), ends: useId() };
  const read = readRecurrence(value);
  const unreadable = read !== null && isRecurrenceError(read) ? read.error : null;
  const recurrence: Recurrence | null = read === null ? null : isRecurrenceError(read) ? defaultRecurrence('WEEKLY', start) : read;

  const emit = (next: Recurrence) => {
    onChange(formatRecurrence(next));
    // RFC 5545 leaves a first day off the rule undefined (calendar apps disagree): the start moves to the rule's first day.
    const first = onStartChange && !startsOnItsDays(next, start) ? firstDayOfSeries(next, start) : null;
    if (first !== null && first !== start) onStartChange?.(first);
    setMovedStart(first !== null && first !== start ? first : null);
  };
  const change = (changes: Partial<Recurrence>) => recurrence && emit({ ...recurrence, ...changes });

  const repeatsField = (
    <Field label="¿Se repite?" id={ids.repeats} asGroup>
      <Radio.Group
        aria-labelledby={ids.repeats}
        optionType="button"
        disabled={disabled}
        value={recurrence ? 'yes' : 'no'}
        options={[
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Sí' },
        ]}
        onChange={(event) => onChange(event.target.value === 'yes' ? formatRecurrence(defaultRecurrence('WEEKLY', start)) : null)}
      />
    </Field>
  );
  if (!recurrence) return <Flex vertical gap={12}>{repeatsField}</Flex>;

  const [singular, plural] = intervalUnits[recurrence.freq];
  const end = endOf(recurrence);
  const hint = skippedDatesHint(recurrence, start);
  const issue = unreadable ?? recurrenceIssue(value, start);

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      {repeatsField}
      <Flex gap={12} wrap align="flex-end">
        <Field label="Frecuencia" id={ids.freq}>
          <Select<RecurrenceFrequency>
            id={ids.freq}
            disabled={disabled}
            value={recurrence.freq}
            style={{ width: 170 }}
            options={recurrenceFrequencies.map((freq) => ({ value: freq, label: frequencyLabels[freq] }))}
            onChange={(freq) => emit(defaultRecurrence(freq, start, recurrence))}
          />
        </Field>
        <Field label={intervalQuestions[recurrence.freq]} id={ids.interval}>
          <Flex align="center" gap={8}>
            <InputNumber
              id={ids.interval}
              disabled={disabled}
              min={1}
              max={RECURRENCE_LIMITS.interval}
              precision={0}
              value={recurrence.interval}
              onChange={(interval) => interval !== null && change({ interval })}
              style={{ width: 72 }}
            />
            <Typography.Text>{recurrence.interval === 1 ? singular : plural}</Typography.Text>
          </Flex>
        </Field>
      </Flex>

      {recurrence.freq === 'WEEKLY' && (
        <Field label="Días de la semana" id={ids.days} asGroup>
          <WeekdayToggles
            labelledBy={ids.days}
            disabled={disabled}
            value={effectiveWeekdays(recurrence, start)}
            onChange={(byDay) => change({ byDay })}
          />
        </Field>
      )}

      {recurrence.freq === 'MONTHLY' && (
        <Field label="Qué día del mes" id={ids.monthly} asGroup>
          <Radio.Group
            aria-labelledby={ids.monthly}
            disabled={disabled}
            value={monthlyKey(effectiveMonthly(recurrence, start))}
            options={monthlyChoices(start, recurrence.monthly).map((rule) => ({ value: monthlyKey(rule), label: monthlyLabel(rule) }))}
            onChange={(event) => {
              const rule = monthlyChoices(start, recurrence.monthly).find((choice) => monthlyKey(choice) === event.target.value);
              if (rule) change({ monthly: rule });
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Field>
      )}

      <Field label="Termina" id={ids.ends} asGroup>
        <Radio.Group
          aria-labelledby={ids.ends}
          disabled={disabled}
          value={end}
          options={[
            { value: 'never', label: 'Nunca' },
            { value: 'count', label: 'Después de unas repeticiones' },
            { value: 'until', label: 'El día…' },
          ]}
          onChange={(event) => {
            const kind = event.target.value as EndKind;
            change({ count: kind === 'count' ? DEFAULT_COUNT : null, until: kind === 'until' ? oneMonthAfter(start) : null });
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        />
      </Field>
      {end === 'count' && (
        <Field label="Cantidad de repeticiones" id={ids.count}>
          <InputNumber
            id={ids.count}
            disabled={disabled}
            min={1}
            max={RECURRENCE_LIMITS.count}
            precision={0}
            value={recurrence.count}
            onChange={(count) => count !== null && change({ count })}
            style={{ width: 96 }}
          />
        </Field>
      )}
      {end === 'until' && (
        <Field label="Último día" id={ids.until}>
          <DateField
            id={ids.until}
            disabled={disabled}
            min={start}
            value={recurrence.until ?? ''}
            onChange={(until) => until && change({ until })}
            allowClear={false}
            style={{ width: 170 }}
          />
        </Field>
      )}

      <Typography.Text aria-live="polite" style={{ color: token.colorTextSecondary }}>
        {`Se repite: ${describeRecurrence(recurrence, start)}`}
      </Typography.Text>
      {movedStart === start && (
        <Typography.Text role="status" type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {`El inicio pasó al ${weekdayLabels[weekdayOf(start)]} ${formatCalendarDate(start)}: es el primer día en que se repite.`}
        </Typography.Text>
      )}
      {hint && <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{hint}</Typography.Text>}
      {issue && (
        <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
          {issue}
        </div>
      )}
    </Flex>
  );
}

/** A label above its control; `asGroup` labels a group by id (aria-labelledby) instead of a `for`. */
function Field({ label, id, asGroup = false, children }: { label: string; id: string; asGroup?: boolean; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      {asGroup ? (
        <Typography.Text id={id} type="secondary">
          {label}
        </Typography.Text>
      ) : (
        <label htmlFor={id}>
          <Typography.Text type="secondary">{label}</Typography.Text>
        </label>
      )}
      {children}
    </Flex>
  );
}

/** L M X J V S D as toggle buttons named with the full weekday; at least one stays on. */
function WeekdayToggles({ value, onChange, labelledBy, disabled }: { value: Weekday[]; onChange: (days: Weekday[]) => void; labelledBy: string; disabled: boolean }) {
  const { token } = theme.useToken();
  const onAccent = onAccentColor(useTheme((state) => state.resolved));
  const toggle = (day: Weekday) => {
    const next = value.includes(day) ? value.filter((d) => d !== day) : weekdays.filter((d) => d === day || value.includes(d));
    if (next.length > 0) onChange(next);
  };
  return (
    <div role="group" aria-labelledby={labelledBy} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {weekdays.map((day) => {
        const pressed = value.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={pressed}
            aria-label={weekdayLabels[day]}
            title={weekdayLabels[day]}
            disabled={disabled}
            onClick={() => toggle(day)}
            style={{
              font: 'inherit',
              width: 36,
              height: 36,
              borderRadius: 999,
              cursor: disabled ? 'not-allowed' : 'pointer',
              border: `1px solid ${pressed ? token.colorPrimary : token.colorBorder}`,
              background: pressed ? token.colorPrimary : 'transparent',
              color: pressed ? onAccent : token.colorText,
            }}
          >
            {weekdayInitials[day]}
          </button>
        );
      })}
    </div>
  );
}
