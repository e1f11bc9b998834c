import { useParams } from 'react-router-dom';
import { useActivity } from '../features/activities/api/get-activity';
import { useCreateActivity } from '../features/activities/api/create-activity';
import { useUpdateActivity } from '../features/activities/api/update-activity';
import { MediaItemEditorScreen } from '../features/media/components/media-item-editor-screen';

/** `/actividades/nueva` and `/actividades/{id}/editar`. */
export default function ActivityEditorPage() {
  const { id } = useParams();
  const activity = useActivity(Number(id));
  const create = useCreateActivity();
  const update = useUpdateActivity();
  return (
    <MediaItemEditorScreen
      kind="activities"
      item={id === undefined ? undefined : activity}
      create={create.mutateAsync}
      update={(itemId, input) => update.mutateAsync({ id: itemId, input })}
    />
  );
}
