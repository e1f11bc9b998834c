import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useBusinessSettings, useToast, type ClientWidgetProps } from '@coach/shared';
import { agendaToasts, type TaskOccurrence } from '@coach/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { businessNow } from '../../../lib/calendar/business-clock';
import { useClientTasks } from '../../../lib/tasks-api/get-client-tasks';
import { AssignProgramDialog } from './assign-program-dialog';
import { AssignTaskDialog } from './assign-task-dialog';
import { OccurrenceDialog } from './occurrence-dialog';
import { PlanningCalendar } from './planning-calendar';
import { ProgramAssignments } from './program-assignments';

/**
 * The client's Planificación tab: their month of tasks. A day from today on opens the assign dialog;
 * a task opens what the client registered or, still to do, its edit. A disabled client keeps the
 * history and gets nothing new.
 */
export function ClientPlanning({ clientId, clientName, clientActive }: ClientWidgetProps) {
  const { timeZone } = useBusinessSettings();
  const toast = useToast();
  const now = useMemo(() => businessNow(timeZone), [timeZone]);
  const today = now.slice(0, 10);
  const [range, setRange] = useState({ from: '', to: '' });
  const [assignDate, setAssignDate] = useState<string | null>(null);
  const [picked, setPicked] = useState<TaskOccurrence | null>(null);
  const [assigningProgram, setAssigningProgram] = useState(false);
  const tasks = useClientTasks(clientId, range.from, range.to);

  useEffect(() => {
    if (tasks.isError) toast.error(agendaToasts.tasksLoadFailed);
  }, [tasks.isError, toast]);

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 220px' }}>
          {clientActive
            ? `Tocá un día, desde hoy, para asignarle a ${clientName} una actividad, una rutina o un formulario.`
            : `${clientName} está deshabilitado: ves su historial, pero no podés asignarle tareas nuevas.`}
        </Typography.Text>
        {clientActive && (
          <Flex gap={8} wrap>
            <Button onClick={() => setAssigningProgram(true)}>Asignar programa</Button>
            <Button type="primary" onClick={() => setAssignDate(today)}>
              Asignar tarea
            </Button>
          </Flex>
        )}
      </Flex>
      {tasks.isError && (
        <Alert
          type="error"
          showIcon
          title={agendaToasts.tasksLoadFailed}
          action={
            <Button size="small" onClick={() => void tasks.refetch()}>
              Reintentar
            </Button>
          }
        />
      )}
      <ProgramAssignments clientId={clientId} clientName={clientName} canChange={clientActive} />
      <PlanningCalendar
        occurrences={tasks.data?.items ?? []}
        now={now}
        today={today}
        onDayPick={clientActive ? setAssignDate : null}
        onOccurrencePick={setPicked}
        onRangeChange={(from, to) => setRange((current) => (current.from === from && current.to === to ? current : { from, to }))}
      />
      {assignDate && (
        <AssignTaskDialog key={assignDate} clientId={clientId} clientName={clientName} date={assignDate} today={today} onClose={() => setAssignDate(null)} />
      )}
      {assigningProgram && <AssignProgramDialog clientId={clientId} clientName={clientName} today={today} onClose={() => setAssigningProgram(false)} />}
      {picked && (
        <OccurrenceDialog
          key={`${picked.id}:${picked.occurrence}`}
          occurrence={picked}
          today={today}
          canChange={clientActive}
          onClose={() => setPicked(null)}
        />
      )}
    </Flex>
  );
}
