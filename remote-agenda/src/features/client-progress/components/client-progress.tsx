import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useBusinessSettings, useToast, type ClientWidgetProps } from '@coach/shared';
import { EmptyArea, Panel } from '@coach/shared/area';
import type { Measurement } from '@coach/shared/contracts';
import { useState, type ReactNode } from 'react';
import { businessToday } from '../../../lib/calendar/business-clock';
import { AdherencePanel } from '../../../lib/progress/adherence-panel';
import { describeMeasurement, measurementDay } from '../../../lib/progress/figures';
import { LatestFigures } from '../../../lib/progress/latest-figures';
import { MeasurementChart } from '../../../lib/progress/measurement-chart';
import { MeasurementList } from '../../../lib/progress/measurement-list';
import { useDeleteMeasurement } from '../api/change-measurement';
import { useMeasurements } from '../api/get-measurements';
import { useProgressSummary } from '../api/get-progress-summary';
import { MeasurementDialog } from './measurement-dialog';
import { PhotosSection } from './photos-section';
import { TrainingSection } from './training-section';

/** A section that could not load: says which, and offers to try again. */
function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Flex vertical gap={8} align="flex-start" role="alert">
      <Typography.Text>{`No pudimos cargar ${what}.`}</Typography.Text>
      <Button onClick={onRetry}>Reintentar</Button>
    </Flex>
  );
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Panel title={title} extra={extra}>
        {children}
      </Panel>
    </div>
  );
}

/**
 * The client page's Progreso tab (mounted by the host): adherence to what was assigned, the body
 * measurements the trainer or the client entered (figures, a chart over time and a list), each
 * exercise's history and records, and the progress photos side by side.
 */
export function ClientProgress({ clientId, clientName, clientActive }: ClientWidgetProps) {
  const { timeZone } = useBusinessSettings();
  const today = businessToday(timeZone);
  const summary = useProgressSummary(clientId);
  const measurements = useMeasurements(clientId);
  const remove = useDeleteMeasurement(clientId);
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<'new' | Measurement | null>(null);

  const onDelete = (measurement: Measurement) =>
    modal.confirm({
      title: `¿Eliminar la medición del ${measurementDay(measurement)}?`,
      content: describeMeasurement(measurement),
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove
          .mutateAsync(measurement.id)
          .then(() => toast.success('Medición eliminada', `Ya no está en el progreso de ${clientName}.`))
          .catch(() => toast.error('No pudimos eliminar la medición', 'Revisá tu conexión e intentá de nuevo.')),
    });

  const addButton = clientActive && (
    <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing('new')}>
      Agregar medición
    </Button>
  );

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      {modalHolder}
      <Section title="Cumplimiento">
        {summary.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : summary.isError ? (
          <LoadError what={`el cumplimiento de ${clientName}`} onRetry={() => void summary.refetch()} />
        ) : summary.data.weeks.some((week) => week.due > 0) ? (
          <AdherencePanel adherence={summary.data.adherence} weeks={summary.data.weeks} noTasks="Sin tareas" />
        ) : (
          <EmptyArea
            title="Todavía no hay tareas para medir"
            description={`Asignale actividades, rutinas o formularios desde Planificación: acá vas a ver qué parte hizo ${clientName} cada semana.`}
          />
        )}
      </Section>
      <Section title="Medidas corporales" extra={addButton || undefined}>
        {measurements.isPending || summary.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : measurements.isError ? (
          <LoadError what={`las mediciones de ${clientName}`} onRetry={() => void measurements.refetch()} />
        ) : measurements.data.items.length === 0 ? (
          <EmptyArea
            title="Todavía no hay mediciones"
            description={`Registrá peso, grasa corporal o contornos con "Agregar medición". ${clientName} también puede cargarlas desde la app.`}
          />
        ) : (
          <Flex vertical gap={20} style={{ minWidth: 0 }}>
            {summary.data && <LatestFigures latest={summary.data.latest} />}
            <MeasurementChart measurements={measurements.data.items} today={today} />
            <MeasurementList
              measurements={measurements.data.items}
              authorTag={(measurement) => (measurement.enteredBy === 'client' ? `Cargada por ${clientName}` : null)}
              onEdit={clientActive ? setEditing : null}
              onDelete={clientActive ? onDelete : null}
            />
          </Flex>
        )}
      </Section>
      <Section title="Ejercicios y récords">
        <TrainingSection clientId={clientId} clientName={clientName} />
      </Section>
      <Section title="Fotos">
        <PhotosSection clientId={clientId} clientName={clientName} clientActive={clientActive} today={today} />
      </Section>
      <MeasurementDialog clientId={clientId} clientName={clientName} today={today} editing={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
