import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, isApiError, todayIn, useBusinessSettings, useToast } from '@coach/shared';
import { programMessages, programToasts, PROGRAM_LIMITS, type Program } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useEffect, useId, useState } from 'react';
import { useAssignProgram } from '../api/assign-program';
import { useClientSearch } from '../api/search-clients';
import { firstProgramDay, tasksToCreate } from '../lib/assignment-start';

export interface AssignProgramDialogProps {
  program: Pick<Program, 'id' | 'name' | 'itemCount' | 'weeks'>;
  /** The editor has changes not saved: what is assigned is the program as saved. */
  unsavedChanges?: boolean;
  onClose: () => void;
}

interface Picked {
  id: number;
  name: string;
}

/** "Asignar programa": one or several clients, a start date (today or later) and where day 1 falls; says how many tasks it creates. */
export function AssignProgramDialog({ program, unsavedChanges = false, onClose }: AssignProgramDialogProps) {
  const { token } = theme.useToken();
  const toast = useToast();
  const { timeZone } = useBusinessSettings();
  const today = todayIn(timeZone);
  const assign = useAssignProgram();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [startDate, setStartDate] = useState(today);
  const [alignToMonday, setAlignToMonday] = useState(false);
  const [errors, setErrors] = useState<{ clients?: string; startDate?: string }>({});
  const ids = { search: useId(), start: useId() };
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const clients = useClientSearch(debounced, true);

  const toggle = (client: Picked) => {
    setErrors((current) => ({ ...current, clients: undefined }));
    setPicked((current) => (current.some((one) => one.id === client.id) ? current.filter((one) => one.id !== client.id) : [...current, client]));
  };

  const submit = async () => {
    const found: typeof errors = {};
    if (picked.length === 0) found.clients = programMessages.clientsRequired;
    else if (picked.length > PROGRAM_LIMITS.clientsPerAssignment) found.clients = programMessages.tooManyClients;
    if (!startDate) found.startDate = programMessages.startDateRequired;
    else if (startDate < today) found.startDate = programMessages.startInPast;
    if (found.clients || found.startDate) {
      setErrors(found);
      return;
    }
    try {
      await assign.mutateAsync({ programId: program.id, assignment: { clientIds: picked.map((client) => client.id), startDate, alignToMonday } });
      const names = picked.length === 1 ? picked[0]!.name : `${picked.length} clientes`;
      toast.success(programToasts.assigned(picked.length), `${program.name} para ${names}, desde el ${formatCalendarDate(firstProgramDay(startDate, alignToMonday))}.`);
      onClose();
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
      if (fields.clientIds || fields.startDate) setErrors({ clients: fields.clientIds?.join(' '), startDate: fields.startDate?.join(' ') });
      else toast.error(programToasts.assignFailed, isApiError(error) && error.status < 500 ? error.message : undefined);
    }
  };

  const first = firstProgramDay(startDate, alignToMonday);
  const empty = program.itemCount === 0;

  return (
    <Modal
      open
      title={`Asignar ${program.name}`}
      okText="Asignar"
      cancelText="Cancelar"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: assign.isPending, disabled: empty }}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      <Flex vertical gap={12}>
        {unsavedChanges && <Alert type="warning" showIcon title="Se asigna el programa guardado: guardá tus cambios antes si querés incluirlos." />}
        {empty && <Alert type="info" showIcon title={programMessages.programEmpty} />}
        <Form layout="vertical" component="div">
          <Form.Item
            label="Clientes"
            htmlFor={ids.search}
            required
            validateStatus={errors.clients ? 'error' : undefined}
            help={errors.clients}
            style={{ marginBottom: 12 }}
          >
            <Input.Search id={ids.search} placeholder="Buscar clientes por nombre" allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
          </Form.Item>
          {picked.length > 0 && (
            <Flex gap={4} wrap aria-label="Clientes elegidos" role="list" style={{ marginBottom: 8 }}>
              {picked.map((client) => (
                <span role="listitem" key={client.id}>
                  <Tag style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
                    {client.name}
                    <Button type="text" size="small" aria-label={`Quitar a ${client.name}`} onClick={() => toggle(client)} style={{ height: 20, paddingInline: 4 }}>
                      <span aria-hidden>×</span>
                    </Button>
                  </Tag>
                </span>
              ))}
            </Flex>
          )}
          <div style={{ maxHeight: 200, overflowY: 'auto', marginBottom: 12, padding: 2 }}>
            {clients.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} title={false} />
            ) : clients.isError ? (
              <Typography.Text type="danger">No pudimos cargar tus clientes. Cerrá y probá de nuevo.</Typography.Text>
            ) : clients.data.items.length === 0 ? (
              <Typography.Text type="secondary">{debounced ? `Ningún cliente activo coincide con "${debounced}".` : 'Todavía no tenés clientes activos.'}</Typography.Text>
            ) : (
              <Flex vertical gap={4} role="group" aria-label="Clientes activos">
                {clients.data.items.map((client) => {
                  const name = `${client.firstName} ${client.lastName}`.trim();
                  return (
                    <Checkbox key={client.id} checked={picked.some((one) => one.id === client.id)} onChange={() => toggle({ id: client.id, name })}>
                      {name}
                    </Checkbox>
                  );
                })}
              </Flex>
            )}
          </div>
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
        <div aria-live="polite" style={{ padding: token.paddingSM, borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}>
          <Typography.Text>
            {picked.length === 0
              ? `Elegí a quién asignarlo: cada cliente recibe ${program.itemCount === 1 ? '1 tarea' : `${program.itemCount} tareas`}.`
              : `${tasksToCreate(program.itemCount, picked.length)} ${picked.length === 1 ? '' : `(${program.itemCount} por cliente) `}`}
          </Typography.Text>
          {startDate && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {`El día 1 es el ${formatCalendarDate(first)}; son ${program.weeks === 1 ? '1 semana' : `${program.weeks} semanas`}.`}
            </Typography.Text>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
