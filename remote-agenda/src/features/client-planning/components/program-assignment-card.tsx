import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, isApiError, useToast } from '@coach/shared';
import { programAssignmentStatusLabels, programMessages, programToasts, PROGRAM_LIMITS, type ProgramAssignment } from '@coach/shared/contracts';
import { useId, useState } from 'react';
import { useEndAssignment, usePauseAssignment, useRemoveAssignment } from '../api/program-assignments';

export interface ProgramAssignmentCardProps {
  assignment: ProgramAssignment;
  clientName: string;
  /** A disabled client keeps the history: no pause, end or remove. */
  canChange: boolean;
}

type Confirm = 'pause' | 'end' | 'remove' | null;

/** "Programa Fuerza 12 semanas · semana 3 de 12": one assignment, its progress, and Pausar, Finalizar, Quitar. */
export function headline(assignment: ProgramAssignment): string {
  const name = `Programa ${assignment.programName}`;
  if (assignment.status === 'upcoming') return `${name} · empieza el ${formatCalendarDate(assignment.startDate)}`;
  if (assignment.status === 'active') return `${name} · semana ${assignment.currentWeek} de ${assignment.weeks}`;
  return `${name} · ${assignment.weeks === 1 ? '1 semana' : `${assignment.weeks} semanas`}`;
}

export function ProgramAssignmentCard({ assignment, clientName, canChange }: ProgramAssignmentCardProps) {
  const { token } = theme.useToken();
  const toast = useToast();
  const pause = usePauseAssignment();
  const end = useEndAssignment();
  const remove = useRemoveAssignment();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [days, setDays] = useState<number | null>(7);
  const [daysError, setDaysError] = useState<string | null>(null);
  const daysId = useId();
  const titleId = useId();
  const running = assignment.status === 'active' || assignment.status === 'upcoming';
  const percent = assignment.tasksDue === 0 ? 0 : Math.round((assignment.tasksDone / assignment.tasksDue) * 100);
  const failed = (error: unknown, fallback: string) => toast.error(fallback, isApiError(error) && error.status < 500 ? error.message : undefined);

  const onPause = () => {
    if (days === null || !Number.isInteger(days) || days < 1 || days > PROGRAM_LIMITS.pauseDays) {
      setDaysError(programMessages.pauseDaysInvalid);
      return;
    }
    pause.mutate(
      { id: assignment.id, days },
      {
        onSuccess: (paused) => {
          toast.success(programToasts.paused(days), `Ahora termina el ${formatCalendarDate(paused.endDate)}.`);
          setConfirm(null);
        },
        onError: (error) => failed(error, programToasts.pauseFailed),
      },
    );
  };
  const onEnd = () =>
    end.mutate(assignment.id, {
      onSuccess: () => {
        toast.success(programToasts.ended);
        setConfirm(null);
      },
      onError: (error) => failed(error, programToasts.endFailed),
    });
  const onRemove = () =>
    remove.mutate(assignment.id, {
      onSuccess: () => {
        toast.success(programToasts.removed);
        setConfirm(null);
      },
      onError: (error) => failed(error, programToasts.removeFailed),
    });

  return (
    <article
      aria-labelledby={titleId}
      style={{ padding: token.paddingSM, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer, minWidth: 0 }}
    >
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography.Title level={4} id={titleId} style={{ margin: 0, fontSize: token.fontSize, overflowWrap: 'anywhere' }}>
            {headline(assignment)}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {`Del ${formatCalendarDate(assignment.startDate)} al ${formatCalendarDate(assignment.endDate)}`}
            {assignment.pausedDays > 0 ? ` · pausado ${assignment.pausedDays === 1 ? '1 día' : `${assignment.pausedDays} días`}` : ''}
          </Typography.Text>
        </Flex>
        <Flex gap={4} wrap>
          {assignment.programArchived && <Tag>Programa eliminado de la biblioteca</Tag>}
          {!running && <Tag>{programAssignmentStatusLabels[assignment.status]}</Tag>}
        </Flex>
      </Flex>
      <Flex align="center" gap={8} style={{ marginTop: 8 }}>
        <Progress percent={percent} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} aria-hidden />
        <Typography.Text style={{ fontSize: token.fontSizeSM, flex: 'none' }}>
          {`${assignment.tasksDone} de ${assignment.tasksDue} ${assignment.tasksDue === 1 ? 'tarea hecha' : 'tareas hechas'}`}
        </Typography.Text>
      </Flex>
      {canChange && (
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {running && (
            <Button size="small" onClick={() => setConfirm('pause')} aria-label={`Pausar ${assignment.programName}`}>
              Pausar
            </Button>
          )}
          {running && (
            <Button size="small" onClick={() => setConfirm('end')} aria-label={`Finalizar ${assignment.programName}`}>
              Finalizar
            </Button>
          )}
          <Button size="small" danger onClick={() => setConfirm('remove')} aria-label={`Quitar ${assignment.programName}`}>
            Quitar
          </Button>
        </Flex>
      )}
      <Modal
        open={confirm === 'pause'}
        title={`¿Pausar ${assignment.programName}?`}
        okText="Pausar"
        cancelText="Cancelar"
        okButtonProps={{ loading: pause.isPending }}
        onOk={onPause}
        onCancel={() => setConfirm(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{`Lo que le queda a ${clientName} desde hoy se corre los días que elijas; lo que ya hizo no cambia.`}</Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item label="Días de pausa" htmlFor={daysId} validateStatus={daysError ? 'error' : undefined} help={daysError ?? `De 1 a ${PROGRAM_LIMITS.pauseDays}.`} style={{ marginBottom: 0 }}>
            <InputNumber
              id={daysId}
              min={1}
              max={PROGRAM_LIMITS.pauseDays}
              precision={0}
              value={days}
              onChange={(value) => {
                setDays(typeof value === 'number' ? value : null);
                setDaysError(null);
              }}
              style={{ width: 120 }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={confirm === 'end'}
        title={`¿Finalizar ${assignment.programName}?`}
        okText="Finalizar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: end.isPending }}
        onOk={onEnd}
        onCancel={() => setConfirm(null)}
      >
        {`Se quitan las tareas del programa desde mañana. Lo que ${clientName} ya hizo queda en su historial.`}
      </Modal>
      <Modal
        open={confirm === 'remove'}
        title={`¿Quitar ${assignment.programName}?`}
        okText="Quitar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={onRemove}
        onCancel={() => setConfirm(null)}
      >
        {`Se quitan la asignación y las tareas que ${clientName} no registró. Lo que ya registró queda en su historial como tareas sueltas.`}
      </Modal>
    </article>
  );
}
