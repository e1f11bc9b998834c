import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { clientAppPaths, formatDistance, formatMinutes, visuallyHidden } from '@coach/shared';
import { taskTypeLabels, type ClientAppTask } from '@coach/shared/contracts';
import { discard, taskSubject, useOutboxFor } from '@coach/shared/client-app';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TaskTypeIcon } from '../../../lib/task-type-icon';
import { programLabel } from '../lib/program-label';
import { canRegister, taskStatus, taskStatusLabels, type TaskStatus } from '../lib/task-status';
import { longDate } from '../lib/week';

// Loaded when the client first presses "Registrar" (kept on the phone beforehand by the app's service worker,
// so it opens offline too): "Hoy"'s first visit does not carry antd's Form and InputNumber.
const ActivityForm = lazy(() => import('./activity-form').then((module) => ({ default: module.ActivityForm })));

type Tone = 'success' | 'info' | 'error' | 'neutral' | 'warning';
const statusTones: Record<TaskStatus, Tone> = {
  done: 'success',
  sending: 'info',
  refused: 'error',
  pending: 'neutral',
  missed: 'warning',
  upcoming: 'neutral',
};

/**
 * The status, as a tag drawn from the theme's tokens (text colours at AA on their background). Plain
 * elements instead of antd's Card and Tag: "Hoy" is the app's first screen, and each antd component
 * costs its module and its styles on a phone's first visit.
 */
function StatusTag({ status }: { status: TaskStatus }) {
  const { token } = theme.useToken();
  const tone = statusTones[status];
  const colors: Record<Tone, [string, string, string]> = {
    success: [token.colorSuccessText, token.colorSuccessBg, token.colorSuccessBorder],
    info: [token.colorInfoText, token.colorInfoBg, token.colorInfoBorder],
    error: [token.colorErrorText, token.colorErrorBg, token.colorErrorBorder],
    warning: [token.colorWarningText, token.colorWarningBg, token.colorWarningBorder],
    neutral: [token.colorText, token.colorFillQuaternary, token.colorBorder],
  };
  const [color, background, border] = colors[tone];
  return (
    <span style={{ flex: 'none', fontSize: token.fontSizeSM, lineHeight: '20px', padding: '0 8px', borderRadius: token.borderRadiusSM, color, background, border: `1px solid ${border}` }}>
      {taskStatusLabels[status]}
    </span>
  );
}

function suggestion(task: ClientAppTask): string | null {
  const parts = [task.durationMin ? formatMinutes(task.durationMin) : null, task.distanceKm ? formatDistance(task.distanceKm) : null].filter(Boolean);
  return parts.length > 0 ? `Sugerido: ${parts.join(' · ')}` : null;
}

function registered(task: ClientAppTask): string | null {
  const completion = task.completion;
  if (!completion) return null;
  const parts = [completion.durationMin ? formatMinutes(completion.durationMin) : null, completion.distanceKm ? formatDistance(completion.distanceKm) : null].filter(Boolean);
  return parts.length > 0 ? `Hiciste: ${parts.join(' · ')}` : null;
}

/** One task of the day: what it is, the trainer's goal and suggestion, its status and what the client can do with it. */
export function TaskCard({ task, today }: { task: ClientAppTask; today: string }) {
  const { token } = theme.useToken();
  const outbox = useOutboxFor(taskSubject(task.id, task.date));
  const status = taskStatus(task, today, outbox);
  const [registering, setRegistering] = useState(false);
  const headingId = `task-${task.id}-${task.date}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`task-${task.type}-${task.id}`}
      style={{ padding: 12, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <span style={{ color: token.colorPrimaryText, paddingTop: 2 }}>
          <TaskTypeIcon type={task.type} size={22} />
        </span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 12, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
            {taskTypeLabels[task.type]}
            {task.program ? ` · ${programLabel(task.program)}` : ''}
          </div>
          <h3 id={headingId} style={{ margin: 0, fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.itemName}
          </h3>
          {task.goal ? <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>Objetivo: {task.goal}</p> : null}
          {suggestion(task) ? <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>{suggestion(task)}</p> : null}
          {registered(task) ? <p style={{ margin: '4px 0 0' }}>{registered(task)}</p> : null}
        </div>
        <StatusTag status={status} />
      </div>
      {outbox?.problem ? (
        <div role="alert" style={{ marginTop: 12, color: token.colorErrorText }}>
          {outbox.problem}{' '}
          <Button size="small" onClick={() => void discard(outbox.id)}>
            Descartar
          </Button>
        </div>
      ) : null}
      {status === 'upcoming' ? <p style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>Vas a poder registrarla el {longDate(task.date)}.</p> : null}
      {canRegister(status) ? <Actions task={task} registering={registering} onRegister={() => setRegistering(true)} /> : null}
      {registering && canRegister(status) ? (
        <Suspense fallback={<ActivityFormPlaceholder />}>
          <ActivityForm task={task} onDone={() => setRegistering(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** The form's height while its module arrives (the first "Registrar" before the warm-up loaded it). */
function ActivityFormPlaceholder() {
  return (
    <div role="status" style={{ minHeight: 128, marginTop: 12 }}>
      <span style={visuallyHidden}>Cargando el registro…</span>
    </div>
  );
}

function Actions({ task, registering, onRegister }: { task: ClientAppTask; registering: boolean; onRegister: () => void }) {
  const navigate = useNavigate();
  if (task.type === 'activity') {
    return registering ? null : (
      <Button type="primary" block onClick={onRegister} style={{ marginTop: 12 }}>
        Registrar
      </Button>
    );
  }
  const to = task.type === 'workout' ? clientAppPaths.workout(task.id, task.date) : clientAppPaths.form(task.id, task.date);
  return (
    <Button type="primary" block onClick={() => navigate(to)} style={{ marginTop: 12 }}>
      {task.type === 'workout' ? 'Entrenar' : 'Responder'}
    </Button>
  );
}
