import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import { clientAppPaths, useToast, visuallyHidden } from '@coach/shared';
import type { ClientAppTask, Exercise } from '@coach/shared/contracts';
import { CompletionInputError, registerCompletion } from '@coach/shared/client-app';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientTaskFrame } from '../../../lib/client-task-frame';
import { useCountdown } from '../lib/use-countdown';
import { useWakeLock } from '../lib/use-wake-lock';
import {
  doneCount,
  elapsedMinutes,
  forgetLog,
  logStorageKey,
  readSavedLog,
  restoreLog,
  resultsOf,
  saveLog,
  seriesKey,
  type SeriesEntry,
  type WorkoutLog,
} from '../lib/workout-log';
import { ExerciseBlock, type RenderVideo } from './exercise-block';
import { FinishDialog, type FinishValues } from './finish-dialog';
import { RestBar } from './rest-bar';
import { SeriesRow } from './series-row';

interface WorkoutPlayerProps {
  task: ClientAppTask & { workout: NonNullable<ClientAppTask['workout']> };
  exercises: Map<number, Exercise>;
  renderVideo: RenderVideo;
}

const vibrate = (pattern: number | number[]) => {
  if ('vibrate' in navigator) navigator.vibrate(pattern);
};

/**
 * "Entrenar": the workout's groups and exercises in order, each series logged as it is done (prefilled
 * with the prescription), a rest countdown after each, a countdown for timed series, the screen kept on;
 * "Terminar" asks how it went and registers everything through the outbox. Kept on the device as it
 * goes, so a reload or a closed app resumes where the client was.
 */
export function WorkoutPlayer({ task, exercises, renderVideo }: WorkoutPlayerProps) {
  const { workout } = task;
  const navigate = useNavigate();
  const toast = useToast();
  const storageKey = logStorageKey(task.id, task.date);
  const saved = useMemo(() => readSavedLog(storageKey), [storageKey]);
  const [log, setLog] = useState<WorkoutLog>(() => restoreLog(workout, saved?.log ?? null));
  const [startedAt] = useState(() => saved?.startedAt ?? new Date().toISOString());
  /** The minutes trained, taken when "Terminar" is pressed; null while training. */
  const [finishing, setFinishing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const countdown = useCountdown();
  useWakeLock();

  useEffect(() => saveLog(storageKey, log, startedAt), [storageKey, log, startedAt]);

  const total = Object.keys(log).length;
  const done = doneCount(log);

  const update = (key: string, entry: SeriesEntry) => setLog((current) => ({ ...current, [key]: entry }));

  const rest = (seconds: number) => {
    if (seconds <= 0) return;
    countdown.start(seconds, 'Descanso', () => {
      vibrate([200, 100, 200]);
      setAnnouncement('Terminó el descanso');
    });
  };

  const toggleDone = (key: string, restSeconds: number) => {
    const entry = log[key]!;
    update(key, { ...entry, done: !entry.done });
    if (!entry.done) rest(restSeconds);
  };

  const startTimer = (key: string, seconds: number, restSeconds: number, name: string) => {
    countdown.start(seconds, name, () => {
      vibrate(300);
      setLog((current) => ({ ...current, [key]: { ...current[key]!, done: true } }));
      setAnnouncement(`Terminó ${name}`);
      rest(restSeconds);
    });
  };

  const finish = async (values: FinishValues) => {
    setSaving(true);
    try {
      await registerCompletion(task, {
        durationMin: values.durationMin,
        feedback: { mood: values.mood, enjoyment: values.enjoyment, comment: values.comment.trim() || null },
        results: resultsOf(log),
      });
    } catch (error) {
      setSaving(false);
      const message = error instanceof CompletionInputError ? error.message : 'Revisá el espacio libre del teléfono e intentá de nuevo.';
      toast.error('No se pudo guardar el entrenamiento', message);
      return;
    }
    forgetLog(storageKey);
    countdown.stop();
    toast.success(
      '¡Bien hecho!',
      navigator.onLine ? 'Tu entrenador ya puede ver tu entrenamiento.' : 'Lo guardamos en tu teléfono: se envía cuando vuelvas a tener conexión.',
    );
    navigate(clientAppPaths.day(task.date), { replace: true });
  };

  return (
    <ClientTaskFrame title={workout.name} date={task.date}>
      {workout.description ? <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{workout.description}</p> : null}
      {task.goal ? <p style={{ margin: 0 }}>Objetivo: {task.goal}</p> : null}
      <div>
        <Progress percent={total === 0 ? 0 : Math.round((done / total) * 100)} showInfo={false} aria-hidden="true" />
        <span>
          {done} de {total} series hechas
        </span>
      </div>
      <div role="status" aria-live="assertive" style={visuallyHidden}>
        {announcement}
      </div>
      {workout.groups.map((group, groupIndex) => (
        <Card key={groupIndex} size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{group.name}</h2>}>
          {group.instructions ? <p style={{ marginTop: 0, whiteSpace: 'pre-wrap' }}>{group.instructions}</p> : null}
          <div style={{ display: 'grid', gap: 20 }}>
            {group.exercises.map((item, exerciseIndex) => (
              <ExerciseBlock key={exerciseIndex} item={item} exercise={exercises.get(item.exerciseId) ?? null} renderVideo={renderVideo}>
                {item.series.map((series, seriesIndex) => {
                  const key = seriesKey(groupIndex, exerciseIndex, seriesIndex);
                  const name = `serie ${seriesIndex + 1} de ${item.exercise.name}`;
                  return (
                    <SeriesRow
                      key={key}
                      name={name}
                      index={seriesIndex}
                      series={series}
                      entry={log[key]!}
                      timing={countdown.label !== null}
                      onChange={(entry) => update(key, entry)}
                      onToggleDone={() => toggleDone(key, series.restSeconds)}
                      onStartTimer={() => startTimer(key, log[key]!.seconds ?? series.seconds ?? 0, series.restSeconds, `Serie ${seriesIndex + 1}: ${item.exercise.name}`)}
                    />
                  );
                })}
              </ExerciseBlock>
            ))}
          </div>
        </Card>
      ))}
      <Button type="primary" size="large" block onClick={() => setFinishing(elapsedMinutes(startedAt))}>
        Terminar
      </Button>
      <FinishDialog
        open={finishing !== null}
        doneSeries={done}
        totalSeries={total}
        durationMin={finishing ?? 1}
        saving={saving}
        onCancel={() => setFinishing(null)}
        onFinish={(values) => void finish(values)}
      />
      {/* Room for the countdown bar, so it never covers the last series. */}
      {countdown.label !== null ? <div style={{ height: 80 }} aria-hidden="true" /> : null}
      <RestBar countdown={countdown} />
    </ClientTaskFrame>
  );
}
