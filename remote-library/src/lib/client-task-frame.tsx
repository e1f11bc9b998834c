import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { clientAppPaths, StatusMessage } from '@coach/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface ClientTaskFrameProps {
  title: string;
  /** The task's day, to go back to it. */
  date: string;
  children: ReactNode;
}

/** The client app's screen of one task (a workout, a form): a way back to its day, a heading, the content. */
export function ClientTaskFrame({ title, date, children }: ClientTaskFrameProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="task-title" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(clientAppPaths.day(date))} style={{ paddingInline: 0 }}>
          Volver al día
        </Button>
        <h1 id="task-title" style={{ margin: 0, fontSize: 24, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}

/** While the task loads, when it cannot be found, or when it was already registered. */
export function ClientTaskState({ state, date }: { state: 'loading' | 'missing' | 'error'; date: string }) {
  const navigate = useNavigate();
  if (state === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <StatusMessage
      title={state === 'missing' ? 'No encontramos esta tarea' : 'No pudimos cargar la tarea'}
      description={state === 'missing' ? 'Puede que tu entrenador la haya cambiado o borrado.' : 'Revisá tu conexión e intentá de nuevo.'}
      actions={<Button onClick={() => navigate(clientAppPaths.day(date))}>Volver al día</Button>}
    />
  );
}

/** A task that cannot be done now: already registered (or waiting to be sent), or for a day still to come. */
export function ClientTaskClosed({ reason, date }: { reason: 'done' | 'waiting' | 'upcoming'; date: string }) {
  const navigate = useNavigate();
  const titles = {
    done: 'Ya registraste esta tarea',
    waiting: 'Ya la registraste: está pendiente de enviar',
    upcoming: 'Todavía no es el día',
  };
  const descriptions = {
    done: 'Tu entrenador ya puede verla.',
    waiting: 'Se envía sola cuando tengas conexión.',
    upcoming: 'Vas a poder registrarla ese día.',
  };
  return (
    <StatusMessage
      title={titles[reason]}
      description={descriptions[reason]}
      actions={<Button onClick={() => navigate(clientAppPaths.day(date))}>Volver al día</Button>}
    />
  );
}
