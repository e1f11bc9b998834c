import { useExercises } from '../features/library-list/api/get-exercises';
import { exerciseMeta } from '../features/library-list/lib/card-meta';
import { LibraryListPage } from '../features/library-list/components/library-list-page';

/** `/ejercicios`: the trainer's and Coach's exercises, with muscle-group chips. */
export default function ExercisesPage() {
  return <LibraryListPage kind="exercises" useItems={useExercises} meta={exerciseMeta} muscleGroupFilter />;
}
