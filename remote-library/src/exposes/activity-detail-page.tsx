import { useParams } from 'react-router-dom';
import { useActivity } from '../features/activities/api/get-activity';
import { MediaItemDetailScreen } from '../features/media/components/media-item-detail-screen';

/** `/actividades/{id}`. */
export default function ActivityDetailPage() {
  const { id } = useParams();
  const activity = useActivity(Number(id));
  return <MediaItemDetailScreen kind="activities" item={activity} />;
}
