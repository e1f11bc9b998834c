import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Button from 'antd/es/button';
import { StatusMessage } from '@coach/shared';
import type { ClientAppTask } from '@coach/shared/contracts';
import { deviceToday, taskWindow, useClientAppTasks } from '@coach/shared/client-app';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { capitalized, longDate } from '../lib/week';
import { TaskCard } from './task-card';
import { WeekStrip, type DaySummary } from './week-strip';

const DAY_PARAM = 'dia';
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

function summarize(tasks: ClientAppTask[]): Map<string, DaySummary> {
  const summaries = new Map<string, DaySummary>();
  for (const task of tasks) {
    const summary = summaries.get(task.date) ?? { total: 0, done: 0 };
    summary.total += 1;
    if (task.completion) summary.done += 1;
    summaries.set(task.date, summary);
  }
  return summaries;
}

/** "Hoy": the client's tasks of a day (today unless `?dia=`), with the week around it. */
export function ClientAppTodayScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = deviceToday();
  const requested = searchParams.get(DAY_PARAM);
  const selected = isDate(requested) ? requested : today;
  const tasks = useClientAppTasks(taskWindow(selected));
  const summaries = useMemo(() => summarize(tasks.data?.items ?? []), [tasks.data]);
  const ofDay = (tasks.data?.items ?? []).filter((task) => task.date === selected);

  const select = (date: string) => setSearchParams(date === today ? {} : { [DAY_PARAM]: date }, { replace: true });

  return (
    <section aria-labelledby="today-title" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div>
        <h1 id="today-title" style={{ margin: 0, fontSize: 24, lineHeight: 1.25 }}>
          {selected === today ? 'Hoy' : capitalized(longDate(selected))}
        </h1>
        {selected === today ? <p style={{ margin: '4px 0 0' }}>{capitalized(longDate(today))}</p> : null}
      </div>
      <WeekStrip selected={selected} today={today} summaries={summaries} onSelect={select} />
      {tasks.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : tasks.isError && !tasks.data ? (
        <StatusMessage
          title="No pudimos cargar tus tareas"
          description="Revisá tu conexión e intentá de nuevo."
          actions={<Button onClick={() => void tasks.refetch()}>Reintentar</Button>}
        />
      ) : ofDay.length === 0 ? (
        <Empty description={selected === today ? 'Hoy no tenés tareas. ¡Disfrutá el descanso!' : 'No hay tareas para este día.'} />
      ) : (
        <ul aria-label="Tareas del día" style={{ display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          {ofDay.map((task) => (
            <li key={`${task.id}-${task.occurrence}`}>
              <TaskCard task={task} today={today} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
