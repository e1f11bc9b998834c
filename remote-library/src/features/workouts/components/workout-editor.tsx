import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { AreaPage, useRevealFirstError } from '@coach/shared/area';
import {
  WORKOUT_LIMITS,
  libraryMessages,
  mergeChangesSeries,
  workoutMessages,
  type Workout,
  type WorkoutMode,
} from '@coach/shared/contracts';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useCreateWorkout } from '../api/create-workout';
import { useDeleteWorkout } from '../api/delete-workout';
import { useDuplicateWorkout } from '../api/duplicate-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { othersItemNote, useCanChange } from '../../../lib/can-change';
import { DuplicatedNotice } from '../../../lib/duplicated-notice';
import { useDocumentActions } from '../../../lib/use-document-actions';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { comparableGroups, draftFromWorkout, draftSignature, emptyWorkoutDraft, workoutRequest } from '../lib/workout-draft';
import { errorsAt, groupErrors, serverErrors, validateDraft, type ErrorMap } from '../lib/workout-errors';
import { workoutReducer, type WorkoutAction } from '../lib/workout-reducer';
import { ExercisePicker } from './exercise-picker';
import { GroupCard, groupLabel } from './group-card';
import { FieldErrors } from './series-fields';
import { SortableList } from '../../../lib/sortable';
import { WorkoutHeader } from './workout-header';

export interface WorkoutEditorProps {
  /** The saved workout, or undefined for a new one. */
  workout?: Workout;
}

/** `/rutinas/nueva` and `/rutinas/{id}`: the workout as a document, edited in place and saved whole. */
export function WorkoutEditor({ workout }: WorkoutEditorProps) {
  const initial = useMemo(() => (workout ? draftFromWorkout(workout) : emptyWorkoutDraft()), [workout]);
  const [draft, rawDispatch] = useReducer(workoutReducer, initial);
  const [saved, setSaved] = useState(() => draftSignature(initial));
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<ErrorMap>({});
  const [pickerGroup, setPickerGroup] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'simple' | 'delete' | null>(null);
  const [added, setAdded] = useState(false);
  const revealFirstError = useRevealFirstError();

  const create = useCreateWorkout();
  const update = useUpdateWorkout();
  const remove = useDeleteWorkout();
  const duplicate = useDuplicateWorkout();

  const canChange = useCanChange();
  // A Coach item, or (for an Entrenador) another member's: shown, duplicated, never saved or deleted.
  const readOnly = workout !== undefined && !canChange(workout);
  const fromProduct = workout?.source === 'product';
  const dirty = !readOnly && draftSignature(draft) !== saved;
  const { dialog: leaveDialog, allowNextNavigation } = useUnsavedChanges(dirty);

  const dispatch = useCallback((action: WorkoutAction) => {
    setFromServer({});
    rawDispatch(action);
  }, []);

  // After a first try, the contract's messages follow every edit; the API's stay until the next edit.
  const errors = useMemo<ErrorMap>(() => ({ ...(attempted ? validateDraft(draft) : {}), ...fromServer }), [attempted, draft, fromServer]);

  const askMode = (mode: WorkoutMode) => {
    if (mode === draft.mode) return;
    if (mode === 'simple' && mergeChangesSeries(comparableGroups(draft.groups))) setConfirming('simple');
    else dispatch({ type: 'set-mode', mode });
  };

  const documentActions = useDocumentActions({
    kind: 'workouts',
    item: workout,
    create,
    update,
    duplicate,
    remove,
    fieldErrorsOf: serverErrors,
    onFieldErrors: (fieldErrors) => {
      setFromServer(fieldErrors);
      revealFirstError();
    },
    onSaved: () => setSaved(draftSignature(draft)),
    onDeleteSettled: () => setConfirming(null),
    allowNextNavigation,
  });

  const save = () => {
    setAttempted(true);
    if (Object.keys(validateDraft(draft)).length > 0) {
      revealFirstError();
      return;
    }
    documentActions.save(workoutRequest(draft));
  };
  const onDuplicate = documentActions.duplicate;
  const onDelete = documentActions.remove;

  const saving = create.isPending || update.isPending;
  const groupIds = draft.groups.map((group) => group.key);
  const describeGroup = useCallback(
    (id: string) => {
      const index = draft.groups.findIndex((group) => group.key === id);
      const group = draft.groups[index];
      return group ? `el grupo ${groupLabel(group, index)}` : 'el grupo';
    },
    [draft.groups],
  );
  const pickerTarget = draft.groups.find((group) => group.key === pickerGroup);

  const actions = (
    <>
      {workout && (
        <Button onClick={onDuplicate} loading={duplicate.isPending}>
          Duplicar
        </Button>
      )}
      {workout && !readOnly && (
        <Button danger onClick={() => setConfirming('delete')}>
          Eliminar
        </Button>
      )}
      {!readOnly && (
        <Button type="primary" onClick={save} loading={saving} disabled={Boolean(workout) && !dirty}>
          {workout ? 'Guardar cambios' : 'Crear rutina'}
        </Button>
      )}
    </>
  );

  return (
    <AreaPage title={workout ? workout.name : 'Nueva rutina'} subtitle={workout ? undefined : 'Armá los grupos, elegí los ejercicios y definí las series.'} actions={actions}>
      <Form layout="vertical" component={false}>
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          {readOnly && (
            <Alert
              type="info"
              showIcon
              title={libraryMessages.cannotEdit('workouts')}
              description={fromProduct ? 'Es una rutina de la biblioteca de Coach. Duplicala para tener una copia tuya que puedas cambiar.' : othersItemNote}
            />
          )}
          {workout && !readOnly && <DuplicatedNotice kind="workouts" />}
          {fromProduct && (
            <div>
              <Tag>Coach</Tag>
            </div>
          )}
          <WorkoutHeader draft={draft} errors={errors} readOnly={readOnly} onField={(field, value) => dispatch({ type: 'set-field', field, value })} onMode={askMode} />
          <FieldErrors messages={errorsAt(errors, 'groups')} />
          <SortableList ids={groupIds} describe={describeGroup} onMove={(from, to) => dispatch({ type: 'move-group', from, to })}>
            <div style={{ display: 'grid', gap: 16 }}>
              {draft.groups.map((group, index) => (
                <GroupCard
                  key={group.key}
                  mode={draft.mode}
                  group={group}
                  index={index}
                  count={draft.groups.length}
                  otherGroups={draft.groups.flatMap((other, position) => (other.key === group.key ? [] : [{ key: other.key, label: groupLabel(other, position) }]))}
                  errors={groupErrors(errors, index)}
                  readOnly={readOnly}
                  dispatch={dispatch}
                  onAddExercise={setPickerGroup}
                  autoFocus={added && index === draft.groups.length - 1}
                />
              ))}
            </div>
          </SortableList>
          {!readOnly && (
            <div>
              <Button
                onClick={() => {
                  setAdded(true);
                  dispatch({ type: 'add-group' });
                }}
                disabled={draft.groups.length >= WORKOUT_LIMITS.groups}
              >
                Agregar grupo
              </Button>
            </div>
          )}
          {dirty && (
            <Typography.Text type="secondary" aria-live="polite">
              Tenés cambios sin guardar.
            </Typography.Text>
          )}
        </Flex>
      </Form>

      <ExercisePicker
        open={pickerTarget !== undefined}
        groupName={pickerTarget?.name ?? ''}
        onClose={() => setPickerGroup(null)}
        onPick={(exercises) => pickerGroup && dispatch({ type: 'add-exercises', groupKey: pickerGroup, exercises })}
      />
      <Modal
        open={confirming === 'simple'}
        title="¿Cambiar a simple?"
        okText="Cambiar a simple"
        cancelText="Cancelar"
        onCancel={() => setConfirming(null)}
        onOk={() => {
          setConfirming(null);
          dispatch({ type: 'set-mode', mode: 'simple' });
        }}
      >
        {workoutMessages.modeChangeToSimple}
      </Modal>
      <Modal
        open={confirming === 'delete'}
        title="¿Eliminar esta rutina?"
        okText="Eliminar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setConfirming(null)}
        onOk={onDelete}
      >
        Sale de tu biblioteca. Lo que tus clientes ya hicieron con ella conserva su nombre.
      </Modal>
      {leaveDialog}
    </AreaPage>
  );
}

