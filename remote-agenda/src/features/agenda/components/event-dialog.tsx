import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { FormInstance } from 'antd';
import { fieldErrorsFor, useToast } from '@coach/shared';
import { agendaToasts, eventCreateSchema, type EventOccurrence, type SeriesScope } from '@coach/shared/contracts';
import { useCreateEvent } from '../../../lib/events-api/create-event';
import { useDeleteEvent } from '../../../lib/events-api/delete-event';
import { useUpdateEvent } from '../../../lib/events-api/update-event';
import { recurrenceIssue } from '../../../lib/recurrence/recurrence-choices';
import type { ScopeQuestion } from '../../../lib/scope-dialog/use-scope-dialog';
import { formFieldOf, formToRequest, occurrenceForm, type EventFormField, type EventFormValues } from '../lib/event-form-values';
import { EventForm } from './event-form';

/** A new event over a slot, or an occurrence being edited. */
export type EventDialogState = { mode: 'create'; initial: EventFormValues } | { mode: 'edit'; occurrence: EventOccurrence };

export interface EventDialogProps {
  state: EventDialogState;
  onClose: () => void;
  askScope: (question: ScopeQuestion) => Promise<SeriesScope | null>;
  confirmDelete: (title: string, onOk: () => Promise<unknown>) => void;
}

/** The contract's verdict on the whole event (end after start, a repetition that can be saved), on the fields. */
function contractErrors(values: EventFormValues): { name: EventFormField; errors: string[] }[] {
  const issues: { name: EventFormField; errors: string[] }[] = [];
  const rule = recurrenceIssue(values.recurrence, values.startDate);
  if (rule) issues.push({ name: 'recurrence', errors: [rule] });
  const result = eventCreateSchema.safeParse(formToRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = formFieldOf(String(issue.path[0] ?? ''));
      if (name && !issues.some((known) => known.name === name)) issues.push({ name, errors: [issue.message] });
    }
  }
  return issues;
}

/** The API's 400 field messages on the dialog's fields; false when none belongs to a field. */
function showApiErrors(form: FormInstance<EventFormValues>, error: unknown): boolean {
  const fields = fieldErrorsFor(error, ['title', 'description', 'start', 'end', 'allDay', 'color', 'recurrence'] as const).flatMap(({ name, errors }) => {
    const field = formFieldOf(name);
    return field ? [{ name: field, errors }] : [];
  });
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}

/**
 * Create or edit an event. A repeating event asks, on save, "Solo este / Este y los siguientes" and only
 * changes its title, description and colour; deleting it asks also "Todos". Errors keep the dialog open
 * with everything typed.
 */
export function EventDialog({ state, onClose, askScope, confirmDelete }: EventDialogProps) {
  const [form] = Form.useForm<EventFormValues>();
  const toast = useToast();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const occurrence = state.mode === 'edit' ? state.occurrence : null;
  const recurring = occurrence !== null && occurrence.recurrence !== null;
  const initialValues = occurrence ? occurrenceForm(occurrence) : state.mode === 'create' ? state.initial : undefined;

  const onSaveError = (error: unknown) => {
    if (!showApiErrors(form, error)) toast.error(agendaToasts.eventSaveFailed);
  };

  const submit = async (values: EventFormValues) => {
    const issues = contractErrors(values);
    if (issues.length > 0) {
      form.setFields(issues);
      return;
    }
    const request = formToRequest(values);
    if (!occurrence) {
      createEvent.mutate(request, {
        onSuccess: () => {
          toast.success(agendaToasts.eventCreated);
          onClose();
        },
        onError: onSaveError,
      });
      return;
    }
    let target: { scope: SeriesScope; occurrence: string } | undefined;
    if (recurring) {
      const scope = await askScope({
        title: '¿Qué eventos querés cambiar?',
        description: `"${occurrence.title}" se repite. El título, la descripción y el color cambian en los que elijas.`,
        scopes: ['this', 'following'],
        confirmText: 'Guardar',
      });
      if (!scope) return;
      target = { scope, occurrence: occurrence.occurrence };
    }
    const changes = recurring ? { title: request.title, description: request.description, color: request.color } : request;
    updateEvent.mutate(
      { id: occurrence.id, changes, target },
      {
        onSuccess: () => {
          toast.success(agendaToasts.eventUpdated);
          onClose();
        },
        onError: onSaveError,
      },
    );
  };

  const remove = async () => {
    if (!occurrence) return;
    const onDeleted = () => {
      toast.success(agendaToasts.eventDeleted);
      onClose();
    };
    const onFailed = () => toast.error(agendaToasts.eventDeleteFailed);
    if (!recurring) {
      confirmDelete(`¿Eliminar "${occurrence.title}"?`, () => deleteEvent.mutateAsync({ id: occurrence.id }).then(onDeleted, onFailed));
      return;
    }
    const scope = await askScope({
      title: '¿Qué eventos querés eliminar?',
      description: `"${occurrence.title}" se repite.`,
      scopes: ['this', 'following', 'all'],
      confirmText: 'Eliminar',
      danger: true,
    });
    if (!scope) return;
    deleteEvent.mutate({ id: occurrence.id, target: { scope, occurrence: occurrence.occurrence } }, { onSuccess: onDeleted, onError: onFailed });
  };

  const saving = createEvent.isPending || updateEvent.isPending;
  return (
    <Modal
      open
      title={occurrence ? 'Editar evento' : 'Nuevo evento'}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <span>
            {occurrence && (
              <Button danger onClick={() => void remove()} loading={deleteEvent.isPending}>
                Eliminar
              </Button>
            )}
          </span>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" onClick={() => form.submit()} loading={saving}>
              {occurrence ? 'Guardar' : 'Crear evento'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {initialValues && <EventForm form={form} initialValues={initialValues} timeLocked={recurring} onSubmit={(values) => void submit(values)} />}
    </Modal>
  );
}
