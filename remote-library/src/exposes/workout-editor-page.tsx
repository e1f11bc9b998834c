import { useParams } from 'react-router-dom';
import { WorkoutEditorScreen } from '../features/workouts/components/workout-editor-screen';

/** `/rutinas/nueva` and `/rutinas/{id}`: the workout's detail and editor in one. */
export default function WorkoutEditorPage() {
  const { id } = useParams();
  return <WorkoutEditorScreen id={id} />;
}
