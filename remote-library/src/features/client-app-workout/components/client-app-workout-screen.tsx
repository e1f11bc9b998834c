import { ClientTaskClosed, ClientTaskState } from '../../../lib/client-task-frame';
import { useClientTask } from '../../../lib/use-client-task';
import type { RenderVideo } from './exercise-block';
import { WorkoutPlayer } from './workout-player';

/** `/app/rutina/:taskId/:date`: the workout player, once the task is known and can be done today. */
export function ClientAppWorkoutScreen({ renderVideo }: { renderVideo: RenderVideo }) {
  const view = useClientTask('workout');
  if (view.state === 'loading' || view.state === 'missing' || view.state === 'error') return <ClientTaskState state={view.state} date={view.date} />;
  if (view.state !== 'ready') return <ClientTaskClosed reason={view.state} date={view.date} />;
  const { task } = view;
  if (!task.workout) return <ClientTaskState state="missing" date={view.date} />;
  return <WorkoutPlayer task={{ ...task, workout: task.workout }} exercises={view.exercises} renderVideo={renderVideo} />;
}
