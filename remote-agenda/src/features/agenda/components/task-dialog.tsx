import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import {
  formatCalendarDate,
  formatDistance,
  formatInstantDateTime,
  formatMinutes,
  paths,
  useBusinessSettings,
  useToast,
} from '@coach/shared';
import {
  agendaMessages,
  agendaToasts,
  taskTypeLabels,
  type SeriesScope,
  type TaskOccurrence,
} from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CompletionLog } from '../../../lib/completion-log/completion-log';
import { useRecordsOfCompletion } from '../../../lib/progress/records-query';
import type { ScopeQuestion } from '../../../lib/scope-dialog/use-scope-dialog';
import { useDeleteTask } from '../api/delete-task';
import { useRescheduleTask } from '../api/reschedule-task';
import { repetitionText } from '../lib/calendar-items';

export interface TaskDialogProps {
  task: TaskOccurrence;
  today: string;
  onClose: () => void;
  askScope: (question: ScopeQuestion) => Promise<SeriesScope | null>;
  confirmDelete: (title: string, onOk: () => Promise<unknown>) => void;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 35%) 1fr', gap: 8 }}>
      <dt style={{ margin: 0 }}>
        <Typography.Text type="secondary">{term}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** A task occurrence, read only (it is planned from the client's page), with rescheduling and deleting. */
export function TaskDialog({ task, today, onClose, askScope, confirmDelete }: TaskDialogProps) {
  const toast = useToast();
  const { timeZone } = useBusinessSettings();
  const reschedule = useRescheduleTask();
  const deleteTask = useDeleteTask();
  const [date, setDate] = useState(task.date < today ? today : task.date);
  const [dateError, setDateError] = useState<string | null>(null);
  const dateId = useId();
  const { completion } = task;
  const records = useRecordsOfCompletion(task.clientId, task.date, completion);
  const repetition = repetitionText(task);

  const chooseScope = (verb: 'mover' | 'eliminar', confirmText: string, danger = false) =>
    askScope({
      title: verb === 'mover' ? '¿Qué tareas querés mover?' : '¿Qué tareas querés eliminar?',
      description: `${task.itemName} de ${task.clientName} se repite.`,
      scopes: ['this', 'following'],
      confirmText,
      danger,
    });

  const move = async () => {
    if (!date) return setDateError(agendaMessages.dateRequired);
    if (date < today) return setDateError(agendaMessages.taskInPast);
    setDateError(null);
    const scope = task.recurrence ? await chooseScope('mover', 'Mover') : null;
    if (task.recurrence && !scope) return;
    reschedule.mutate(
      { id: task.id, date, target: scope ? { scope, occurrence: task.occurrence } : undefined },
      {
        onSuccess: () => {
          toast.success(agendaToasts.taskRescheduled);
          onClose();
        },
        onError: () => toast.error(agendaToasts.taskRescheduleFailed),
      },
    );
  };

  const remove = async () => {
    const onDeleted = () => {
      toast.success(agendaToasts.taskDeleted);
      onClose();
    };
    const onFailed = () => toast.error(agendaToasts.taskDeleteFailed);
    if (!task.recurrence) {
      confirmDelete(`¿Eliminar ${task.itemName} de ${task.clientName}?`, () => deleteTask.mutateAsync({ id: task.id }).then(onDeleted, onFailed));
      return;
    }
    const scope = await chooseScope('eliminar', 'Eliminar', true);
    if (scope) deleteTask.mutate({ id: task.id, target: { scope, occurrence: task.occurrence } }, { onSuccess: onDeleted, onError: onFailed });
  };

  return (
    <Modal
      open
      title={`${taskTypeLabels[task.type]}: ${task.itemName}`}
      onCancel={onClose}
      destroyOnHidden
      width={520}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button danger onClick={() => void remove()} loading={deleteTask.isPending}>
            Eliminar
          </Button>
          <Button onClick={onClose}>Cerrar</Button>
        </Flex>
      }
    >
      <dl style={{ display: 'grid', gap: 8, margin: 0 }}>
        <Row term="Cliente">
          <Link to={`${paths.client(task.clientId)}?tab=planificacion`}>{task.clientName}</Link>
        </Row>
        <Row term="Tipo">{taskTypeLabels[task.type]}</Row>
        <Row term="Día">{formatCalendarDate(task.date)}</Row>
        {task.endDate && <Row term="Hasta">{formatCalendarDate(task.endDate)}</Row>}
        {repetition && <Row term="Se repite">{repetition}</Row>}
        {task.goal && <Row term="Objetivo">{task.goal}</Row>}
        {task.durationMin !== null && <Row term="Duración sugerida">{formatMinutes(task.durationMin)}</Row>}
        {task.distanceKm !== null && <Row term="Distancia sugerida">{formatDistance(task.distanceKm)}</Row>}
        <Row term="Estado">{completion ? `Completada el ${formatInstantDateTime(completion.completedAt, timeZone)}` : 'Pendiente'}</Row>
        {completion?.durationMin != null && <Row term="Duración registrada">{formatMinutes(completion.durationMin)}</Row>}
        {completion?.distanceKm != null && <Row term="Distancia registrada">{formatDistance(completion.distanceKm)}</Row>}
      </dl>
      {completion && <CompletionLog completion={completion} records={records} />}
      {!completion && (
        <Flex vertical gap={4} style={{ marginTop: 16 }}>
          <label htmlFor={dateId}>Reprogramar para el día</label>
          <Flex gap={8} wrap>
            <DateField
              id={dateId}
              min={today}
              value={date}
              onChange={setDate}
              status={dateError ? 'error' : undefined}
              aria-describedby={dateError ? `${dateId}-error` : undefined}
              style={{ width: 180 }}
            />
            <Button onClick={() => void move()} loading={reschedule.isPending} disabled={date === task.date}>
              Reprogramar
            </Button>
          </Flex>
          {dateError && (
            <Typography.Text type="danger" id={`${dateId}-error`}>
              {dateError}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Modal>
  );
}
