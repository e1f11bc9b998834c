import { useParams } from 'react-router-dom';
import { useExercise } from '../features/exercises/api/get-exercise';
import { MuscleGroupTags } from '../features/exercises/components/muscle-group-tags';
import { MediaItemDetailScreen } from '../features/media/components/media-item-detail-screen';

/** `/ejercicios/{id}`. */
export default function ExerciseDetailPage() {
  const { id } = useParams();
  const exercise = useExercise(Number(id));
  return (
    <MediaItemDetailScreen
      kind="exercises"
      item={exercise}
      extra={(item) => (item.muscleGroups.length > 0 ? { title: 'Grupos musculares', content: <MuscleGroupTags groups={item.muscleGroups} /> } : undefined)}
    />
  );
}
