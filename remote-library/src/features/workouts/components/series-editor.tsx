import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { WORKOUT_LIMITS, type WorkoutMode } from '@coach/shared/contracts';
import { useCallback } from 'react';
import { errorsUnder, type ErrorMap } from '../lib/workout-errors';
import type { ExerciseRef, WorkoutAction } from '../lib/workout-reducer';
import type { ExerciseDraft } from '../lib/workout-draft';
import { FieldErrors, MiniField, SeriesFields, seriesSummary } from './series-fields';
import { SortableItem, SortableList } from '../../../lib/sortable';

export interface SeriesEditorProps {
  mode: WorkoutMode;
  exercise: ExerciseDraft;
  groupKey: string;
  /** The exercise's place in the request ("groups.0.exercises.1"). */
  path: string;
  errors: ErrorMap;
  readOnly: boolean;
  dispatch: (action: WorkoutAction) => void;
}

/** The series of one exercise: one line "series × valores" in simple mode, one row each in advanced. */
export function SeriesEditor(props: SeriesEditorProps) {
  return props.mode === 'simple' ? <SimpleSeries {...props} /> : <AdvancedSeries {...props} />;
}

function SimpleSeries({ exercise, groupKey, path, errors, readOnly, dispatch }: SeriesEditorProps) {
  const ref: ExerciseRef = { groupKey, exerciseKey: exercise.key };
  const first = exercise.series[0];
  if (!first) return null;
  if (readOnly) return <Typography.Text>{seriesSummary(first, exercise.series.length)}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="flex-end">
        <MiniField label="Series" width={72}>
          {(id) => (
            <InputNumber
              id={id}
              min={1}
              max={WORKOUT_LIMITS.seriesPerExercise}
              precision={0}
              value={exercise.series.length}
              onChange={(count) => count != null && dispatch({ type: 'set-simple-series', ref, changes: {}, count })}
              style={{ width: '100%' }}
            />
          )}
        </MiniField>
        <Typography.Text aria-hidden="true" style={{ paddingBottom: 6 }}>
          ×
        </Typography.Text>
        <SeriesFields values={first} context={exercise.name} onChange={(changes) => dispatch({ type: 'set-simple-series', ref, changes })} />
      </Flex>
      <FieldErrors messages={errorsUnder(errors, `${path}.series`)} />
    </Flex>
  );
}

function AdvancedSeries({ exercise, groupKey, path, errors, readOnly, dispatch }: SeriesEditorProps) {
  const { token } = theme.useToken();
  const ref: ExerciseRef = { groupKey, exerciseKey: exercise.key };
  const ids = exercise.series.map((series) => series.key);
  const describe = useCallback((id: string) => `la serie ${ids.indexOf(id) + 1} de ${exercise.name}`, [ids, exercise.name]);
  const onMove = (from: number, to: number) => dispatch({ type: 'move-series', ref, from, to });
  const full = exercise.series.length >= WORKOUT_LIMITS.seriesPerExercise;

  if (readOnly) {
    return (
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {exercise.series.map((series) => (
          <li key={series.key}>
            <Typography.Text>{seriesSummary(series)}</Typography.Text>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Flex vertical gap={8}>
      <SortableList ids={ids} describe={describe} onMove={onMove}>
        <ol aria-label={`Series de ${exercise.name}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {exercise.series.map((series, index) => {
            const seriesPath = `${path}.series.${index}`;
            const label = `serie ${index + 1}`;
            return (
              <li key={series.key}>
                <SortableItem id={series.key} handleLabel={`Reordenar ${label}`} style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: 8 }}>
                  {(handle) => (
                    <>
                      <Flex gap={8} wrap align="flex-end" role="group" aria-label={`Serie ${index + 1} de ${exercise.name}`}>
                        <Flex align="center" gap={4} style={{ alignSelf: 'center' }}>
                          {handle}
                          <Typography.Text strong style={{ minWidth: 56 }}>
                            Serie {index + 1}
                          </Typography.Text>
                        </Flex>
                        <SeriesFields
                          values={series}
                          context={`${label} de ${exercise.name}`}
                          onChange={(changes) => dispatch({ type: 'update-series', ref, seriesKey: series.key, changes })}
                        />
                        <Dropdown
                          trigger={['click']}
                          menu={{
                            items: [
                              { key: 'duplicate', label: 'Duplicar serie', disabled: full },
                              { key: 'up', label: 'Mover arriba', disabled: index === 0 },
                              { key: 'down', label: 'Mover abajo', disabled: index === exercise.series.length - 1 },
                              { key: 'remove', label: 'Quitar serie', danger: true, disabled: exercise.series.length <= 1 },
                            ],
                            onClick: ({ key }) => {
                              if (key === 'duplicate') dispatch({ type: 'duplicate-series', ref, seriesKey: series.key });
                              if (key === 'up') onMove(index, index - 1);
                              if (key === 'down') onMove(index, index + 1);
                              if (key === 'remove') dispatch({ type: 'remove-series', ref, seriesKey: series.key });
                            },
                          }}
                        >
                          <Button type="text" size="small" aria-label={`Acciones de la ${label}`}>
                            <span aria-hidden="true">⋯</span>
                          </Button>
                        </Dropdown>
                      </Flex>
                      <FieldErrors messages={errorsUnder(errors, seriesPath)} />
                    </>
                  )}
                </SortableItem>
              </li>
            );
          })}
        </ol>
      </SortableList>
      <FieldErrors messages={errors[`${path}.series`] ?? []} />
      <div>
        <Button size="small" disabled={full} onClick={() => dispatch({ type: 'add-series', ref })}>
          Agregar serie
        </Button>
      </div>
    </Flex>
  );
}
