import { useActivities } from '../features/library-list/api/get-activities';
import { activityMeta } from '../features/library-list/lib/card-meta';
import { LibraryListPage } from '../features/library-list/components/library-list-page';

/** `/actividades`: the trainer's and Coach's activities. */
export default function ActivitiesPage() {
  return <LibraryListPage kind="activities" useItems={useActivities} meta={activityMeta} />;
}
