import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, isApiError, useToast } from '@coach/shared';
import { agendaMessages, agendaToasts, taskTypeLabels, taskTypes, type TaskType } from '@coach/shared/contracts';
import { useEffect, useState } from 'react';
import { useCreateTask } from '../../../lib/tasks-api/create-task';
import { RecurrenceEditor } from '../../../lib/recurrence/recurrence-editor';
import { recurrenceIssue } from '../../../lib/recurrence/recurrence-choices';
import { useAssignableItems } from '../api/get-assignable-items';
import {
  apiFieldErrors,
  checkCreate,
  emptyDraft,
  hasErrors,
  toCreateRequest,
  type TaskDraft,
  type TaskField,
  type TaskFieldErrors,
} from '../lib/task-draft';
import { planningTourTargets as targets } from '../lib/tour-targets';
import { ChoiceCard } from './choice-card';
import { TaskFields } from './task-fields';
import { TaskTypeIcon } from '../../../lib/task-type-icon';

export interface AssignTaskDialogProps {
  clientId: number;
  clientName: string;
  /** The day clicked, 'YYYY-MM-DD'. Mount it keyed by the day: a new day starts a new assignment. */
  date: string;
  today: string;
  onClose: () => void;
}

const steps = ['Tipo', 'Qué asignar', 'Detalles', 'Repetición'] as const;
/** Where each field is edited: a message goes back to its step. */
const stepOfField: Record<TaskField, number> = { type: 0, itemId: 1, date: 2, goal: 2, durationMin: 2, distanceKm: 2, endDate: 2, recurrence: 3 };
const firstStepWithError = (errors: TaskFieldErrors): number =>
  Math.min(...(Object.keys(errors) as TaskField[]).filter((field) => errors[field]?.length).map((field) => stepOfField[field]));

const typeHints: Record<TaskType, string> = {
  activity: 'Correr, caminar, nadar… con duración o distancia sugeridas.',
  workout: 'Una rutina de tu biblioteca, con sus ejercicios y series.',
  form: 'Un formulario para que tu cliente responda desde la app.',
};
const searchPlaceholders: Record<TaskType, string> = {
  activity: 'Buscar actividades',
  workout: 'Buscar rutinas',
  form: 'Buscar formularios',
};

/**
 * Assigning a task in four steps: type, item, details, repetition. Nothing typed is lost going back
 * and forth, and a 400 from the API takes the user to the step of the field it names.
 */
export function AssignTaskDialog({ clientId, clientName, date, today, onClose }: AssignTaskDialogProps) {
  const { token } = theme.useToken();
  const toast = useToast();
  const create = useCreateTask();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<TaskDraft>(() => emptyDraft(date));
  const [errors, setErrors] = useState<TaskFieldErrors>({});

  const change = (changes: Partial<TaskDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) {
        const field = (key === 'duration' ? 'durationMin' : key === 'distance' ? 'distanceKm' : key) as TaskField;
        delete next[field];
      }
      return next;
    });
  };

  const stepErrors = (target: number): TaskFieldErrors => {
    const all = checkCreate(draft);
    const recurrenceProblem = recurrenceIssue(draft.recurrence, draft.date);
    if (recurrenceProblem) all.recurrence = [recurrenceProblem];
    if (draft.date && draft.date < today) all.date = [agendaMessages.taskInPast];
    return Object.fromEntries(Object.entries(all).filter(([field]) => stepOfField[field as TaskField] <= target));
  };

  const next = () => {
    const found = stepErrors(step);
    if (hasErrors(found)) {
      setErrors(found);
      setStep(firstStepWithError(found));
      return;
    }
    setStep(step + 1);
  };

  const submit = async () => {
    const found = stepErrors(steps.length - 1);
    if (hasErrors(found)) {
      setErrors(found);
      setStep(firstStepWithError(found));
      return;
    }
    try {
      await create.mutateAsync({ clientId, task: toCreateRequest(draft) });
      toast.success(agendaToasts.taskAssigned, `${draft.itemName} para ${clientName}, ${formatCalendarDate(draft.date)}.`);
      onClose();
    } catch (error) {
      const fromApi = apiFieldErrors(error);
      if (hasErrors(fromApi)) {
        setErrors(fromApi);
        setStep(firstStepWithError(fromApi));
      } else {
        toast.error(agendaToasts.taskAssignFailed, isApiError(error) && error.status < 500 ? error.message : undefined);
      }
    }
  };

  const last = step === steps.length - 1;
  const isForm = draft.type === 'form';
  const hasEndDate = isForm && draft.endDate !== '';

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Asignar tarea · ${formatCalendarDate(draft.date)}`}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button onClick={onClose} data-tour={targets.cancel}>
            Cancelar
          </Button>
          <Flex gap={8}>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>Atrás</Button>}
            {last ? (
              <Button type="primary" loading={create.isPending} onClick={() => void submit()} data-tour={targets.submit}>
                Asignar
              </Button>
            ) : (
              <Button type="primary" onClick={next} data-tour={targets.next}>
                Continuar
              </Button>
            )}
          </Flex>
        </Flex>
      }
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: token.marginSM }}>
        {`Paso ${step + 1} de ${steps.length}: ${steps[step]}`}
      </Typography.Text>

      {step === 0 && (
        <div data-tour={targets.typeChoice}>
          <div role="radiogroup" aria-label="Tipo de tarea" style={{ display: 'grid', gap: token.marginSM }}>
            {taskTypes.map((type) => (
              <ChoiceCard
                key={type}
                tour={targets.typeOption(type)}
                selected={draft.type === type}
                onSelect={() => draft.type !== type && change({ type, itemId: null, itemName: '' })}
              >
                <Flex gap={12} align="center">
                  <TaskTypeIcon type={type} size={28} color={token.colorPrimary} />
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong>{taskTypeLabels[type]}</Typography.Text>
                    <Typography.Text type="secondary">{typeHints[type]}</Typography.Text>
                  </Flex>
                </Flex>
              </ChoiceCard>
            ))}
          </div>
          <FieldMessages messages={errors.type} />
        </div>
      )}

      {step === 1 && draft.type && (
        <ItemStep type={draft.type} itemId={draft.itemId} onSelect={(itemId, itemName) => change({ itemId, itemName })} errors={errors.itemId} />
      )}

      {step === 2 && (
        <div data-tour={targets.customize}>
          <Typography.Paragraph>
            <Typography.Text strong>{draft.itemName}</Typography.Text>
            {` · ${draft.type ? taskTypeLabels[draft.type] : ''}`}
          </Typography.Paragraph>
          <TaskFields draft={draft} onChange={change} errors={errors} today={today} withEndDate />
        </div>
      )}

      {step === 3 && (
        <div data-tour={targets.recurrence}>
          {hasEndDate ? (
            <Typography.Paragraph type="secondary">
              {`Este formulario tiene fecha límite (${formatCalendarDate(draft.endDate)}), así que no se repite. Para repetirlo, quitá la fecha límite en el paso anterior.`}
            </Typography.Paragraph>
          ) : (
            <RecurrenceEditor value={draft.recurrence} onChange={(recurrence) => change({ recurrence })} start={draft.date} onStartChange={(date) => change({ date })} />
          )}
          <FieldMessages messages={errors.recurrence} />
        </div>
      )}
    </Modal>
  );
}

function ItemStep({ type, itemId, onSelect, errors }: { type: TaskType; itemId: number | null; onSelect: (id: number, name: string) => void; errors?: string[] }) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const items = useAssignableItems(type, debounced);
  const label = searchPlaceholders[type];

  return (
    <div data-tour={targets.itemChoice}>
      <Input.Search aria-label={label} placeholder={label} allowClear value={search} onChange={(event) => setSearch(event.target.value)} style={{ marginBottom: token.marginSM }} />
      {items.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : items.isError ? (
        <Typography.Text type="danger">No pudimos cargar tu biblioteca. Cerrá y probá de nuevo.</Typography.Text>
      ) : items.data.length === 0 ? (
        <Typography.Text type="secondary">{debounced ? `Nada coincide con "${debounced}".` : 'Tu biblioteca no tiene elementos de este tipo todavía.'}</Typography.Text>
      ) : (
        <div role="radiogroup" aria-label={`Elegí: ${taskTypeLabels[type]}`} style={{ display: 'grid', gap: token.marginXS, maxHeight: 320, overflowY: 'auto', padding: 2 }}>
          {items.data.map((item) => (
            <ChoiceCard key={item.id} tour={targets.item} selected={item.id === itemId} onSelect={() => onSelect(item.id, item.name)}>
              <Flex gap={8} align="center" justify="space-between" style={{ minWidth: 0 }}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {item.name}
                  </Typography.Text>
                  {item.detail && (
                    <Typography.Text type="secondary" ellipsis>
                      {item.detail}
                    </Typography.Text>
                  )}
                </Flex>
                {item.fromProduct && <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>Coach</Typography.Text>}
              </Flex>
            </ChoiceCard>
          ))}
        </div>
      )}
      <FieldMessages messages={errors} />
    </div>
  );
}

function FieldMessages({ messages }: { messages?: string[] }) {
  const { token } = theme.useToken();
  if (!messages || messages.length === 0) return null;
  return (
    <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM, marginTop: token.marginXS }}>
      {[...new Set(messages)].join(' ')}
    </div>
  );
}
