import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import Button from 'antd/es/button';
import { formatCalendarDate, formatDecimal, formatSeconds, searchTerm } from '@coach/shared';
import { describeRecord, recordTitle, type ExerciseHistory, type HistorySeries, type PersonalRecord, type TrainedExercise } from '@coach/shared/contracts';
import { useId, useMemo } from 'react';
import { lineOverDays, ProgressChart, tableCell } from './chart';

/** How many sessions are listed under the chart. */
const SESSIONS_SHOWN = 5;

/** "3 × 10 con 40 kg" style, for one series: what was done, and what was prescribed when it differs. */
function describeSeries(series: HistorySeries): string {
  const part = (figures: { reps: number | null; weightKg: number | null; seconds: number | null }) =>
    [
      figures.reps !== null ? `${figures.reps} rep.` : null,
      figures.weightKg !== null ? `${formatDecimal(figures.weightKg)} kg` : null,
      figures.seconds !== null ? formatSeconds(figures.seconds) : null,
    ]
      .filter(Boolean)
      .join(' · ') || 'sin datos';
  const done = part(series.done);
  const prescribed = part(series.prescribed);
  return done === prescribed ? done : `${done} (indicado: ${prescribed})`;
}

export interface ExerciseProgressProps {
  exercises: readonly TrainedExercise[];
  selected: number | null;
  onSelect: (exerciseId: number) => void;
  history: { data: ExerciseHistory | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The client's records (all exercises): those of the chosen exercise are listed. */
  records: readonly PersonalRecord[];
}

/**
 * One exercise at a time: its estimated 1RM session by session (Epley, or the best repetitions where
 * no weight was lifted), its personal records, and the last sessions' series done beside prescribed.
 */
export function ExerciseProgress({ exercises, selected, onSelect, history, records }: ExerciseProgressProps) {
  const { token } = theme.useToken();
  const labelId = useId();
  const current = exercises.find((exercise) => exercise.exerciseId === selected) ?? exercises[0];
  const sessions = useMemo(() => (history.data && history.data.exercise.id === current?.exerciseId ? history.data.items : []), [history.data, current]);
  const weighted = sessions.some((session) => session.e1rmKg !== null);
  const points = useMemo(
    () =>
      sessions
        .map((session) => ({ date: session.date, value: weighted ? session.e1rmKg : (session.bestSet?.reps ?? null) }))
        .filter((point): point is { date: string; value: number } => point.value !== null)
        .reverse(),
    [sessions, weighted],
  );
  const unit = weighted ? 'kg' : 'rep.';
  const label = weighted ? '1RM estimado (Epley)' : 'Mejor serie (repeticiones)';
  const config = useMemo(
    () =>
      lineOverDays(token, { label, points, format: (value) => `${formatDecimal(value)} ${unit}`, integer: !weighted }),
    [points, label, unit, weighted, token],
  );

  if (!current) return null;
  const ownRecords = records.filter((record) => record.exerciseId === current.exerciseId);

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text id={labelId}>Ejercicio</Typography.Text>
        <Select
          aria-labelledby={labelId}
          showSearch={{ filterOption: (input, option) => searchTerm(String(option?.label ?? '')).includes(searchTerm(input)) }}
          value={current.exerciseId}
          onChange={onSelect}
          options={exercises.map((exercise) => ({ value: exercise.exerciseId, label: exercise.name }))}
          style={{ minWidth: 0, flex: '1 1 220px', maxWidth: 420 }}
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="exercise-summary">
        {`${current.sessions === 1 ? '1 sesión' : `${current.sessions} sesiones`}, la última el ${formatCalendarDate(current.lastDate)}`}
        {current.bestE1rmKg !== null && ` · mejor 1RM estimado (Epley): ${formatDecimal(current.bestE1rmKg)} kg`}
      </Typography.Text>
      {history.isPending && !history.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : history.isError ? (
        <Flex vertical gap={8} align="flex-start" role="alert">
          <Typography.Text>{`No pudimos cargar la historia de ${current.name}.`}</Typography.Text>
          <Button onClick={() => void history.refetch()}>Reintentar</Button>
        </Flex>
      ) : (
        points.length > 0 && (
          <ProgressChart
            testId="exercise-chart"
            config={config}
            table={
              <table>
                <caption>{`${current.name}: ${label} por sesión`}</caption>
                <thead>
                  <tr>
                    <th scope="col" style={tableCell}>Fecha</th>
                    <th scope="col" style={tableCell}>{label}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point, index) => (
                    <tr key={`${point.date}-${index}`}>
                      <th scope="row" style={tableCell}>{formatCalendarDate(point.date)}</th>
                      <td style={tableCell}>{`${formatDecimal(point.value)} ${unit}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        )
      )}
      {ownRecords.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0, fontSize: 15 }}>
            Récords
          </Typography.Title>
          <ul aria-label={`Récords de ${current.name}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
            {ownRecords.map((record) => (
              <li key={`${record.kind}-${record.reps ?? ''}-${record.weightKg ?? ''}`} style={{ minWidth: 0 }}>
                <Typography.Text>{`${recordTitle(record)}: `}</Typography.Text>
                <Typography.Text strong>{describeRecord(record)}</Typography.Text>
                <Typography.Text type="secondary">{` · ${formatCalendarDate(record.date)}`}</Typography.Text>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {sessions.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0, fontSize: 15 }}>
            Últimas sesiones
          </Typography.Title>
          <ul aria-label={`Sesiones de ${current.name}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {sessions.slice(0, SESSIONS_SHOWN).map((session) => (
              <li
                key={session.completionId}
                style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px`, minWidth: 0 }}
              >
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text strong>{`${formatCalendarDate(session.date)} · ${session.workoutName}`}</Typography.Text>
                  {session.volumeKg > 0 && <Tag bordered={false}>{`Volumen ${formatDecimal(session.volumeKg)} kg`}</Tag>}
                </Flex>
                <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {session.series.map((series, index) => (
                    <li key={index} style={{ overflowWrap: 'anywhere' }}>
                      {describeSeries(series)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}
