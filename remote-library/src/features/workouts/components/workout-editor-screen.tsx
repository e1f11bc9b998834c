import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { AreaPage } from '@coach/shared/area';
import { StatusMessage, isApiError, paths } from '@coach/shared';
import { Link } from 'react-router-dom';
import { useWorkout } from '../api/get-workout';
import { WorkoutEditor } from './workout-editor';

const toId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function NotFound() {
  return (
    <AreaPage title="Rutina">
      <StatusMessage
        title="No encontramos esta rutina"
        description="Puede que el enlace esté mal escrito o que la rutina ya no esté en tu biblioteca."
        actions={
          <Link to={paths.workouts}>
            <Button type="primary" tabIndex={-1}>
              Volver a rutinas
            </Button>
          </Link>
        }
      />
    </AreaPage>
  );
}

/** The workout editor for `:id` (a saved workout) or for a new one (no id). */
export function WorkoutEditorScreen({ id }: { id: string | undefined }) {
  if (id === undefined) return <WorkoutEditor />;
  const workoutId = toId(id);
  if (workoutId === null) return <NotFound />;
  return <SavedWorkoutEditor id={workoutId} />;
}

function SavedWorkoutEditor({ id }: { id: number }) {
  const workout = useWorkout(id);
  if (workout.isPending) {
    return (
      <AreaPage title="Rutina">
        <div aria-busy="true" aria-label="Cargando rutina">
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </AreaPage>
    );
  }
  if (workout.isError) {
    if (isApiError(workout.error) && workout.error.status === 404) return <NotFound />;
    return (
      <AreaPage title="Rutina">
        <StatusMessage
          title="No pudimos cargar esta rutina"
          description="Revisá tu conexión e intentá de nuevo."
          actions={
            <Button type="primary" onClick={() => void workout.refetch()}>
              Reintentar
            </Button>
          }
        />
      </AreaPage>
    );
  }
  // A new key per workout: going to a copy starts a fresh draft.
  return <WorkoutEditor key={workout.data.id} workout={workout.data} />;
}
