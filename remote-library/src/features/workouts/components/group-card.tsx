import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { WORKOUT_LIMITS, type WorkoutMode } from '@coach/shared/contracts';
import { memo, useCallback, useId } from 'react';
import type { GroupDraft } from '../lib/workout-draft';
import { errorsAt, type ErrorMap } from '../lib/workout-errors';
import type { WorkoutAction } from '../lib/workout-reducer';
import { ExerciseRow, exerciseLabel } from './exercise-row';
import { FieldErrors } from './series-fields';
import { MoveButtons, SortableItem, SortableList, useSortableItem } from '../../../lib/sortable';

export interface GroupCardProps {
  mode: WorkoutMode;
  group: GroupDraft;
  index: number;
  count: number;
  /** The other groups, where an exercise can be moved. */
  otherGroups: { key: string; label: string }[];
  /** The messages of this group (whole paths: "groups.1.name"). */
  errors: ErrorMap;
  readOnly: boolean;
  dispatch: (action: WorkoutAction) => void;
  onAddExercise: (groupKey: string) => void;
  /** Focus the name when it appears (a group the trainer just added). */
  autoFocus?: boolean;
}

export const groupLabel = (group: GroupDraft, index: number) => group.name.trim() || `Grupo ${index + 1}`;

/**
 * A group of the workout: name, instructions and its exercises in order; an item of the groups'
 * sortable list. Typing in one group re-renders only that one.
 */
export const GroupCard = memo(function GroupCard({ mode, group, index, count, otherGroups, errors, readOnly, dispatch, onAddExercise, autoFocus }: GroupCardProps) {
  const { token } = theme.useToken();
  const path = `groups.${index}`;
  const nameId = useId();
  const instructionsId = useId();
  const nameErrors = errorsAt(errors, `${path}.name`);
  const label = groupLabel(group, index);
  const { setNodeRef, style, handle } = useSortableItem({ id: group.key, handleLabel: `Reordenar el grupo ${label}`, disabled: readOnly });
  const ids = group.exercises.map((exercise) => exercise.key);
  const describe = useCallback(
    (id: string) => {
      const exercise = group.exercises.find((item) => item.key === id);
      return exercise ? `el ejercicio ${exerciseLabel(exercise)}` : 'el ejercicio';
    },
    [group.exercises],
  );

  return (
    <section
      ref={setNodeRef}
      aria-label={`Grupo ${index + 1}`}
      style={{ ...style, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, padding: 'clamp(12px, 3vw, 20px)', display: 'grid', gap: 12 }}
    >
      {readOnly ? (
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {label}
          </Typography.Title>
          {group.instructions && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{group.instructions}</Typography.Paragraph>}
        </div>
      ) : (
        <>
          <Flex align="center" gap={8} wrap>
            {handle}
            <Typography.Text strong>Grupo {index + 1}</Typography.Text>
            <Flex gap={2} style={{ marginInlineStart: 'auto' }}>
              <MoveButtons index={index} count={count} noun={`el grupo ${label}`} onMove={(from, to) => dispatch({ type: 'move-group', from, to })} />
              <Button type="text" size="small" danger aria-label={`Eliminar el grupo ${label}`} onClick={() => dispatch({ type: 'remove-group', groupKey: group.key })}>
                Eliminar
              </Button>
            </Flex>
          </Flex>
          <Form.Item
            label="Nombre del grupo"
            htmlFor={nameId}
            required
            validateStatus={nameErrors.length > 0 ? 'error' : undefined}
            help={nameErrors.length > 0 ? nameErrors.join(' ') : undefined}
            style={{ margin: 0 }}
          >
            <Input
              id={nameId}
              autoFocus={autoFocus}
              value={group.name}
              maxLength={80}
              aria-invalid={nameErrors.length > 0}
              onChange={(event) => dispatch({ type: 'update-group', groupKey: group.key, changes: { name: event.target.value } })}
            />
          </Form.Item>
          <Form.Item label="Instrucciones (opcional)" htmlFor={instructionsId} style={{ margin: 0 }}>
            <Input.TextArea
              id={instructionsId}
              value={group.instructions}
              rows={2}
              placeholder="Por ejemplo: hacelo en circuito, 3 vueltas"
              onChange={(event) => dispatch({ type: 'update-group', groupKey: group.key, changes: { instructions: event.target.value } })}
            />
          </Form.Item>
        </>
      )}

      {group.exercises.length === 0 ? (
        <Typography.Text type="secondary">Este grupo todavía no tiene ejercicios.</Typography.Text>
      ) : (
        <SortableList ids={ids} describe={describe} onMove={(from, to) => dispatch({ type: 'move-exercise', groupKey: group.key, from, to })}>
          <div style={{ display: 'grid', gap: 8 }}>
            {group.exercises.map((exercise, position) => (
              <SortableItem key={exercise.key} id={exercise.key} handleLabel={`Reordenar ${exerciseLabel(exercise)}`} disabled={readOnly}>
                {(exerciseHandle) => (
                  <ExerciseRow
                    handle={exerciseHandle}
                    mode={mode}
                    exercise={exercise}
                    index={position}
                    group={group}
                    otherGroups={otherGroups}
                    path={`${path}.exercises.${position}`}
                    errors={errors}
                    readOnly={readOnly}
                    dispatch={dispatch}
                  />
                )}
              </SortableItem>
            ))}
          </div>
        </SortableList>
      )}
      <FieldErrors messages={errorsAt(errors, `${path}.exercises`)} />
      {!readOnly && (
        <div>
          <Button onClick={() => onAddExercise(group.key)} disabled={group.exercises.length >= WORKOUT_LIMITS.exercisesPerGroup}>
            Agregar ejercicio
          </Button>
        </div>
      )}
    </section>
  );
}, sameGroupProps);

/** Errors and the other groups arrive as new objects on every edit: compare what they say. */
function sameGroupProps(before: GroupCardProps, after: GroupCardProps): boolean {
  return (
    before.group === after.group &&
    before.mode === after.mode &&
    before.index === after.index &&
    before.count === after.count &&
    before.readOnly === after.readOnly &&
    before.dispatch === after.dispatch &&
    before.onAddExercise === after.onAddExercise &&
    JSON.stringify(before.otherGroups) === JSON.stringify(after.otherGroups) &&
    JSON.stringify(before.errors) === JSON.stringify(after.errors)
  );
}
