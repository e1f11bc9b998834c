import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { EmptyArea } from '@coach/shared/area';
import { useState } from 'react';
import { ExerciseProgress } from '../../../lib/progress/exercise-progress';
import { useExerciseHistory, useTrainedExercises } from '../api/get-training';
import { useRecords } from '../../../lib/progress/records-query';

/**
 * Ejercicios y récords: what the client lifted, exercise by exercise, from the series they registered
 * in the app's workout player.
 */
export function TrainingSection({ clientId, clientName }: { clientId: number; clientName: string }) {
  const exercises = useTrainedExercises(clientId);
  const records = useRecords(clientId);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? exercises.data?.items[0]?.exerciseId ?? null;
  const history = useExerciseHistory(clientId, selected);

  if (exercises.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (exercises.isError) {
    return (
      <Flex vertical gap={8} align="flex-start" role="alert">
        <Typography.Text>{`No pudimos cargar los ejercicios de ${clientName}.`}</Typography.Text>
        <Button onClick={() => void exercises.refetch()}>Reintentar</Button>
      </Flex>
    );
  }
  if (exercises.data.items.length === 0) {
    return (
      <EmptyArea
        title="Todavía no hay series registradas"
        description={`Asignale una rutina desde Planificación: cuando ${clientName} la entrene en la app y anote sus series, vas a ver acá cada ejercicio, su progreso y sus récords.`}
      />
    );
  }
  return (
    <ExerciseProgress
      exercises={exercises.data.items}
      selected={selected}
      onSelect={setChosen}
      history={history}
      records={records.data?.items ?? []}
    />
  );
}
