import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { WorkoutMode } from '@coach/shared/contracts';
import type { ReactNode } from 'react';
import type { ExerciseDraft, GroupDraft } from '../lib/workout-draft';
import type { ErrorMap } from '../lib/workout-errors';
import type { WorkoutAction } from '../lib/workout-reducer';
import { Thumbnail } from './exercise-picker';
import { SeriesEditor } from './series-editor';
import { FieldErrors } from './series-fields';
import { MoveButtons } from '../../../lib/sortable';

export interface ExerciseRowProps {
  mode: WorkoutMode;
  exercise: ExerciseDraft;
  index: number;
  group: GroupDraft;
  /** The other groups it can be moved to. */
  otherGroups: { key: string; label: string }[];
  path: string;
  errors: ErrorMap;
  readOnly: boolean;
  dispatch: (action: WorkoutAction) => void;
  /** The drag handle (none when read-only). */
  handle: ReactNode;
}

/** "Sentadilla (eliminado)" when the exercise was deleted from the library after being used here. */
export const exerciseLabel = (exercise: Pick<ExerciseDraft, 'name' | 'archived'>) => (exercise.archived ? `${exercise.name} (eliminado)` : exercise.name);

/** One exercise of a group: its thumbnail and name, its series, and how to move or remove it. */
export function ExerciseRow({ mode, exercise, index, group, otherGroups, path, errors, readOnly, dispatch, handle }: ExerciseRowProps) {
  const { token } = theme.useToken();
  const ref = { groupKey: group.key, exerciseKey: exercise.key };
  const name = exerciseLabel(exercise);
  const count = group.exercises.length;
  return (
    <article
      aria-label={name}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 12, display: 'grid', gap: 8, background: token.colorBgContainer }}
    >
      <Flex align="center" gap={8} wrap>
        {handle}
        <Thumbnail url={exercise.thumbnailUrl} />
        <Typography.Text strong style={{ flex: '1 1 120px', minWidth: 0, overflowWrap: 'anywhere' }} type={exercise.archived ? 'secondary' : undefined}>
          {name}
        </Typography.Text>
        {!readOnly && (
          <Flex gap={2}>
            <MoveButtons index={index} count={count} noun={name} onMove={(from, to) => dispatch({ type: 'move-exercise', groupKey: group.key, from, to })} />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...otherGroups.map((other) => ({ key: `to:${other.key}`, label: `Mover a ${other.label}` })),
                  { key: 'remove', label: 'Quitar de la rutina', danger: true },
                ],
                onClick: ({ key }) => {
                  if (key === 'remove') dispatch({ type: 'remove-exercise', ref });
                  else dispatch({ type: 'move-exercise-to-group', ref, toGroupKey: key.slice('to:'.length) });
                },
              }}
            >
              <Button type="text" size="small" aria-label={`Más acciones de ${name}`}>
                <span aria-hidden="true">⋯</span>
              </Button>
            </Dropdown>
          </Flex>
        )}
      </Flex>
      <FieldErrors messages={errors[`${path}.exerciseId`] ?? []} />
      <SeriesEditor mode={mode} exercise={exercise} groupKey={group.key} path={path} errors={errors} readOnly={readOnly} dispatch={dispatch} />
    </article>
  );
}
