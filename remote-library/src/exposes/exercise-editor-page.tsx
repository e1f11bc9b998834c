import { useParams } from 'react-router-dom';
import { useCreateExercise } from '../features/exercises/api/create-exercise';
import { useExercise } from '../features/exercises/api/get-exercise';
import { useUpdateExercise } from '../features/exercises/api/update-exercise';
import { MuscleGroupsField } from '../features/exercises/components/muscle-groups-field';
import { MediaItemEditorScreen } from '../features/media/components/media-item-editor-screen';

/** `/ejercicios/nuevo` and `/ejercicios/{id}/editar`. */
export default function ExerciseEditorPage() {
  const { id } = useParams();
  const exercise = useExercise(Number(id));
  const create = useCreateExercise();
  const update = useUpdateExercise();
  return (
    <MediaItemEditorScreen
      kind="exercises"
      item={id === undefined ? undefined : exercise}
      create={create.mutateAsync}
      update={(itemId, input) => update.mutateAsync({ id: itemId, input })}
      extraFields={<MuscleGroupsField />}
    />
  );
}
