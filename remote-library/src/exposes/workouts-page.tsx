import { useWorkouts } from '../features/library-list/api/get-workouts';
import { workoutMeta } from '../features/library-list/lib/card-meta';
import { LibraryListPage } from '../features/library-list/components/library-list-page';

/** `/rutinas`: the trainer's and Coach's workouts; a card opens the editor. */
export default function WorkoutsPage() {
  return <LibraryListPage kind="workouts" useItems={useWorkouts} meta={workoutMeta} />;
}
