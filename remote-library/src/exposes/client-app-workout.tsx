import { ItemVideo } from '../features/media/components/item-video';
import { ClientAppWorkoutScreen } from '../features/client-app-workout/components/client-app-workout-screen';

/** The client app's "Entrenar" (`/app/rutina/:taskId/:date`): the workout player, with the library's video player. */
export default function ClientAppWorkout() {
  return <ClientAppWorkoutScreen renderVideo={(video, title) => <ItemVideo video={video} title={title} />} />;
}
