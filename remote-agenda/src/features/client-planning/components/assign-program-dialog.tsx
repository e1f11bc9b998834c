import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, formatDecimal, isApiError, useToast } from '@coach/shared';
import { programMessages, programToasts, type ProgramSummary } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useEffect, useId, useState } from 'react';
import { useAssignProgram, useProgramSearch } from '../api/assign-program';
import { firstProgramDay } from '../lib/program-start';
import { ChoiceCard } from './choice-card';

export interface AssignProgramDialogProps {
  clientId: number;
  clientName: string;
  today: string;
  onClose: () => void;
}

const weeksText = (weeks: number) => (weeks === 1 ? '1 semana' : `${weeks} semanas`);
const tasksText = (count: number) => (count === 1 ? '1 tarea' : `${formatDecimal(count, { maximumFractionDigits: 0 })} tareas`);

/** "Asignar programa" from the client's Planificación: a program of the library, a start date and where day 1 falls. */
export function AssignProgramDialog({ clientId, clientName, today, onClose }: AssignProgramDialogProps) {
  const { token } = theme.useToken();
  const toast = useToast();
  const assign = useAssignProgram();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [program, setProgram] = useState<ProgramSummary | null>(null);
  const [startDate, setStartDate] = useState(today);
  const [alignToMonday, setAlignToMonday] = useState(false);
  const [errors, setErrors] = useState<{ program?: string; startDate?: string }>({});
  const ids = { search: useId(), start: useId() };
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const programs = useProgramSearch(debounced);

  const submit = async () => {
    const found: typeof errors = {};
    if (!program) found.program = 'Elegí un programa';
    if (!startDate) found.startDate = programMessages.startDateRequired;
    else if (startDate < today) found.startDate = programMessages.startInPast;
    if (!program || found.program || found.startDate) {
      setErrors(found);
      return;
    }
    try {
      await assign.mutateAsync({ programId: program.id, assignment: { clientIds: [clientId], startDate, alignToMonday } });
      toast.success(programToasts.assigned(1), `${program.name} para ${clientName}, desde el ${formatCalendarDate(firstProgramDay(startDate, alignToMonday))}.`);
      onClose();
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
      if (fields.startDate) setErrors({ startDate: fields.startDate.join(' ') });
      else toast.error(programToasts.assignFailed, isApiError(error) && error.status < 500 ? error.message : undefined);
    }
  };

  return (
    <Modal
      open
      title={`Asignar programa a ${clientName}`}
      okText="Asignar"
      cancelText="Cancelar"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: assign.isPending, disabled: program !== null && program.itemCount === 0 }}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      <Flex vertical gap={12}>
        <Input.Search id={ids.search} aria-label="Buscar programas" placeholder="Buscar programas" allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
        {programs.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : programs.isError ? (
          <Typography.Text type="danger">No pudimos cargar tus programas. Cerrá y probá de nuevo.</Typography.Text>
        ) : programs.data.length === 0 ? (
          <Typography.Text type="secondary">{debounced ? `Nada coincide con "${debounced}".` : 'Todavía no tenés programas: crealos en Biblioteca › Programas.'}</Typography.Text>
        ) : (
          <div role="radiogroup" aria-label="Elegí un programa" style={{ display: 'grid', gap: token.marginXS, maxHeight: 260, overflowY: 'auto', padding: 2 }}>
            {programs.data.map((item) => (
              <ChoiceCard
                key={item.id}
                selected={program?.id === item.id}
                onSelect={() => {
                  setProgram(item);
                  setErrors((current) => ({ ...current, program: undefined }));
                }}
              >
                <Flex gap={8} align="center" justify="space-between" style={{ minWidth: 0 }}>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {item.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis>{`${weeksText(item.weeks)} · ${tasksText(item.itemCount)}`}</Typography.Text>
                  </Flex>
                  {item.source === 'product' && <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>Coach</Typography.Text>}
                </Flex>
              </ChoiceCard>
            ))}
          </div>
        )}
        {errors.program && (
          <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
            {errors.program}
          </div>
        )}
        <Form layout="vertical" component="div">
          <Form.Item label="Empieza el" htmlFor={ids.start} required validateStatus={errors.startDate ? 'error' : undefined} help={errors.startDate} style={{ marginBottom: 12 }}>
            <DateField
              id={ids.start}
              min={today}
              value={startDate}
              onChange={(value) => {
                setStartDate(value);
                setErrors((current) => ({ ...current, startDate: undefined }));
              }}
              style={{ maxWidth: 200 }}
            />
          </Form.Item>
          <Form.Item label="El día 1 del programa" style={{ marginBottom: 0 }}>
            <Radio.Group value={alignToMonday} onChange={(event) => setAlignToMonday(event.target.value as boolean)} aria-label="El día 1 del programa">
              <Flex vertical gap={4}>
                <Radio value={false}>Es el día de inicio</Radio>
                <Radio value={true}>Es un lunes: el día 1 es el lunes, el día 7 el domingo</Radio>
              </Flex>
            </Radio.Group>
          </Form.Item>
        </Form>
        {program && (
          <div aria-live="polite" style={{ padding: token.paddingSM, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}>
            <Typography.Text>{program.itemCount === 0 ? programMessages.programEmpty : `Va a crear ${tasksText(program.itemCount)}.`}</Typography.Text>
            {startDate && (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {`El día 1 es el ${formatCalendarDate(firstProgramDay(startDate, alignToMonday))}; son ${weeksText(program.weeks)}.`}
              </Typography.Text>
            )}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
