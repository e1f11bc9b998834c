import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import {
  formatCalendarDate,
  formatDistance,
  formatInstantDate,
  formatMinutes,
  useBusinessSettings,
  useToast,
} from '@coach/shared';
import {
  agendaMessages,
  agendaToasts,
  describeRecurrence,
  isRecurrenceError,
  parseRecurrence,
  taskTypeLabels,
  type TaskOccurrence,
} from '@coach/shared/contracts';
import { useState, type ReactNode } from 'react';
import { CompletionLog } from '../../../lib/completion-log/completion-log';
import { useRecordsOfCompletion } from '../../../lib/progress/records-query';
import { useScopeDialog } from '../../../lib/scope-dialog/use-scope-dialog';
import { useDeleteTask, useUpdateTask, type TaskTarget } from '../../../lib/tasks-api/change-task';
import {
  apiFieldErrors,
  checkUpdate,
  draftOfOccurrence,
  hasErrors,
  toUpdateRequest,
  type TaskDraft,
  type TaskFieldErrors,
} from '../lib/task-draft';
import { TaskFields } from './task-fields';

export interface OccurrenceDialogProps {
  /** Mount it keyed by the occurrence: its form starts from that occurrence's values. */
  occurrence: TaskOccurrence;
  today: string;
  /** False for a disabled client: the history shows, nothing changes. */
  canChange: boolean;
  onClose: () => void;
}

function recurrenceText(occurrence: TaskOccurrence): string | null {
  if (!occurrence.recurrence) return null;
  const parsed = parseRecurrence(occurrence.recurrence);
  return isRecurrenceError(parsed) ? null : describeRecurrence(parsed, occurrence.occurrence);
}

/** One task of the calendar: what the client registered, or (still to do) its details to edit, move or delete. */
export function OccurrenceDialog({ occurrence, today, canChange, onClose }: OccurrenceDialogProps) {
  const { timeZone } = useBusinessSettings();
  const toast = useToast();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const { askScope, scopeDialog } = useScopeDialog();
  const [modal, modalHolder] = Modal.useModal();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOfOccurrence(occurrence));
  const [errors, setErrors] = useState<TaskFieldErrors>({});
  const done = occurrence.completion;
  const records = useRecordsOfCompletion(occurrence.clientId, occurrence.date, done);
  const editable = canChange && !done && occurrence.date >= today;
  const repeats = occurrence.recurrence !== null;
  const target = (scope: TaskTarget['scope']): TaskTarget => ({ id: occurrence.id, occurrence: occurrence.occurrence, scope });

  const save = async () => {
    const changes = toUpdateRequest(occurrence, draft);
    if (Object.keys(changes).length === 0) return onClose();
    const found = checkUpdate(changes);
    if (changes.date && changes.date < today) found.date = [agendaMessages.taskInPast];
    if (hasErrors(found)) return setErrors(found);
    const rescheduled = changes.date !== undefined;
    const scope = repeats
      ? await askScope({ title: rescheduled ? '¿Mover esta tarea?' : '¿Guardar los cambios?', scopes: ['this', 'following'], confirmText: rescheduled ? 'Mover' : 'Guardar' })
      : null;
    if (repeats && !scope) return;
    try {
      await update.mutateAsync({ target: target(scope), changes });
      toast.success(rescheduled ? agendaToasts.taskRescheduled : agendaToasts.taskUpdated);
      onClose();
    } catch (error) {
      const fromApi = apiFieldErrors(error);
      if (hasErrors(fromApi)) setErrors(fromApi);
      else toast.error(rescheduled ? agendaToasts.taskRescheduleFailed : agendaToasts.taskUpdateFailed);
    }
  };

  const confirmDelete = async () => {
    let scope: TaskTarget['scope'] = null;
    if (repeats) {
      scope = await askScope({ title: '¿Eliminar esta tarea?', description: 'Se repite: elegí cuáles eliminar.', scopes: ['this', 'following', 'all'], confirmText: 'Eliminar', danger: true });
      if (!scope) return;
    } else {
      const confirmed = await modal.confirm({
        title: `¿Eliminar "${occurrence.itemName}" del ${formatCalendarDate(occurrence.date)}?`,
        okText: 'Eliminar',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
      });
      if (!confirmed) return;
    }
    try {
      await remove.mutateAsync(target(scope));
      toast.success(agendaToasts.taskDeleted);
      onClose();
    } catch {
      toast.error(agendaToasts.taskDeleteFailed);
    }
  };

  const description = recurrenceText(occurrence);
  const footer = canChange && !done ? (
    <Flex justify="space-between" gap={8} wrap>
      <Button danger onClick={() => void confirmDelete()} loading={remove.isPending}>
        Eliminar
      </Button>
      {editable && (
        <Button type="primary" onClick={() => void save()} loading={update.isPending}>
          Guardar
        </Button>
      )}
    </Flex>
  ) : (
    <Button onClick={onClose}>Cerrar</Button>
  );

  return (
    <>
      <Modal open onCancel={onClose} title={`${taskTypeLabels[occurrence.type]}: ${occurrence.itemName}`} footer={footer} destroyOnHidden width={520}>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>{formatCalendarDate(occurrence.date)}</Typography.Text>
          {done ? <Tag color="success">Hecha</Tag> : occurrence.date < today ? <Tag>Sin registrar</Tag> : <Tag color="processing">Pendiente</Tag>}
        </Flex>
        {description && <Typography.Paragraph type="secondary">{`Se repite: ${description}`}</Typography.Paragraph>}

        {done ? (
          <>
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
              <Row label="Registrada el">{formatInstantDate(done.completedAt, timeZone)}</Row>
              {occurrence.goal && <Row label="Objetivo">{occurrence.goal}</Row>}
              {done.durationMin !== null && <Row label="Duración">{formatMinutes(done.durationMin)}</Row>}
              {done.distanceKm !== null && <Row label="Distancia">{formatDistance(done.distanceKm)}</Row>}
              {occurrence.type === 'form' && <Row label="Respuestas">En la pestaña Formularios.</Row>}
            </dl>
            <CompletionLog completion={done} records={records} />
          </>
        ) : editable ? (
          <TaskFields draft={draft} onChange={(changes) => setDraft({ ...draft, ...changes })} errors={errors} today={today} />
        ) : (
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
            {occurrence.goal && <Row label="Objetivo">{occurrence.goal}</Row>}
            {occurrence.durationMin !== null && <Row label="Duración sugerida">{formatMinutes(occurrence.durationMin)}</Row>}
            {occurrence.distanceKm !== null && <Row label="Distancia sugerida">{formatDistance(occurrence.distanceKm)}</Row>}
            {occurrence.date < today && <Row label="Estado">No la registró.</Row>}
          </dl>
        )}
      </Modal>
      {scopeDialog}
      {modalHolder}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}
