import FireOutlined from '@ant-design/icons/FireOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate, StatusMessage, useToast } from '@coach/shared';
import { deviceToday, discard, MEASUREMENTS_SUBJECT, useOutbox, type OutboxItem } from '@coach/shared/client-app';
import { measurementFigures, measurementMessages, type ProgressSummary } from '@coach/shared/contracts';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { AdherencePanel, AdherencePanelSkeleton } from '../../../lib/progress/adherence-panel';
import { CHART_HEIGHT, ChartSkeleton } from '../../../lib/progress/chart';
import { LatestFigures } from '../../../lib/progress/latest-figures';
import { MeasurementChart } from '../../../lib/progress/measurement-chart';
import {
  hasSomeTypedFigure,
  measurementBody,
  measurementFormValues,
  MeasurementFields,
  type MeasurementFormValues,
} from '../../../lib/progress/measurement-form';
import { MeasurementList } from '../../../lib/progress/measurement-list';
import { addMyMeasurement } from '../api/add-my-measurement';
import { useMyMeasurements, useMyProgress } from '../api/get-my-progress';
import { MyPhotos, MyRecords } from './my-training';

export const PENDING_LABEL = 'Pendiente de enviar';

/**
 * What the latest figures and the chart with its controls take on a phone (measured at 390–412 px):
 * the measurements' place while they load, so the sections below start off the first screen.
 */
const MEASUREMENTS_PLACEHOLDER_HEIGHT = 520;

const sectionStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 };
const h2Style: CSSProperties = { margin: 0, fontSize: 18 };

function Section({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={sectionStyle}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 id={id} style={h2Style}>
          {title}
        </h2>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

/** Days in a row with everything done: a number to keep going; null while it loads (the same frame, greyed). */
function Streak({ days }: { days: number | null }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={12}
      data-testid="streak"
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding, background: token.colorBgContainer }}
    >
      <FireOutlined aria-hidden="true" style={{ fontSize: 28, color: days ? token.colorWarning : token.colorTextTertiary }} />
      {days === null ? (
        // A line of the text's height: the frame keeps the size it will have.
        <strong style={{ fontSize: 20 }} aria-hidden="true">
          <Skeleton.Input active size="small" style={{ width: 180, verticalAlign: 'middle' }} />
        </strong>
      ) : days > 0 ? (
        <span>
          <strong style={{ fontSize: 20 }}>{days === 1 ? '1 día' : `${days} días`}</strong>
          {days === 1 ? ' seguido' : ' seguidos'} con todo hecho. ¡Seguí así!
        </span>
      ) : (
        <span>Hacé todo lo que te toca hoy para empezar una racha.</span>
      )}
    </Flex>
  );
}

/** What the client entered offline (or the API refused): "Pendiente de enviar", or why not with "Descartar". */
function PendingMeasurements({ items }: { items: OutboxItem[] }) {
  const { token } = theme.useToken();
  if (items.length === 0) return null;
  return (
    <ul aria-label="Mediciones sin enviar" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {items.map((item) => (
        <li key={item.id} style={{ border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px` }}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{`Medición del ${formatCalendarDate(String(item.body.date))}`}</Typography.Text>
              {item.problem ? <Typography.Text type="danger">{item.problem}</Typography.Text> : <Typography.Text type="secondary">{PENDING_LABEL}</Typography.Text>}
            </Flex>
            {item.problem && <Button onClick={() => void discard(item.id)}>Descartar</Button>}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** "Agregar medición": kept on the phone and sent once, with or without network. */
function AddMeasurementDialog({ open, today, onClose }: { open: boolean; today: string; onClose: () => void }) {
  const [form] = Form.useForm<MeasurementFormValues>();
  const toast = useToast();
  const submit = async (values: MeasurementFormValues) => {
    if (!hasSomeTypedFigure(values)) {
      form.setFields([{ name: 'weightKg', errors: [measurementMessages.figureRequired] }]);
      form.scrollToField('weightKg', { block: 'center', focus: true });
      return;
    }
    try {
      await addMyMeasurement(measurementBody(values, 'create'));
    } catch {
      // Kept on the phone failed (storage full or blocked): nothing was saved, the form stays open.
      toast.error('No se pudo guardar la medición', 'Revisá el espacio libre del teléfono e intentá de nuevo.');
      return;
    }
    toast.success('Medición guardada', navigator.onLine === false ? 'Se envía a tu entrenador cuando vuelva la conexión.' : 'Tu entrenador ya la puede ver.');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Agregar medición"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()}>
          Guardar
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        name="my-measurement"
        initialValues={measurementFormValues(today)}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
        requiredMark={false}
      >
        <MeasurementFields today={today} />
      </Form>
    </Modal>
  );
}

function Adherence({ summary }: { summary: ProgressSummary }) {
  if (!summary.weeks.some((week) => week.due > 0)) {
    return <Typography.Text type="secondary">Cuando tu entrenador te asigne tareas, vas a ver acá qué parte hiciste cada semana.</Typography.Text>;
  }
  return <AdherencePanel adherence={summary.adherence} weeks={summary.weeks} noTasks="Sin tareas" />;
}

/** The client app's "Progreso": their streak, adherence, body measurements (add one, offline too), records and photos. */
export function ClientAppProgressScreen() {
  const progress = useMyProgress();
  const measurements = useMyMeasurements();
  const outbox = useOutbox((state) => state.items);
  const pending = (outbox ?? []).filter((item) => item.subject === MEASUREMENTS_SUBJECT);
  const [adding, setAdding] = useState(false);
  const today = deviceToday();
  // The summary already says whether anything was ever measured: no need to wait for the list to say so.
  const measuredNothing = progress.data ? measurementFigures.every((figure) => progress.data.latest[figure] === null) : false;
  const noMeasurements = measurements.data ? measurements.data.items.length === 0 : measuredNothing;

  return (
    <section aria-labelledby="progress-title" style={{ display: 'flex', flexDirection: 'column', gap: 24, minWidth: 0 }}>
      <h1 id="progress-title" style={{ margin: 0, fontSize: 24, lineHeight: 1.25 }}>
        Progreso
      </h1>
      {/* Every part keeps the place it will take while it loads: nothing on the first screen moves when the answers arrive. */}
      {progress.isError ? (
        <StatusMessage
          title="No pudimos cargar tu progreso"
          description="Revisá tu conexión e intentá de nuevo."
          actions={<Button onClick={() => void progress.refetch()}>Reintentar</Button>}
        />
      ) : (
        <>
          <Streak days={progress.data?.streakDays ?? null} />
          <Section id="adherence-title" title="Cumplimiento">
            {progress.data ? <Adherence summary={progress.data} /> : <AdherencePanelSkeleton />}
          </Section>
        </>
      )}
      <Section
        id="measurements-title"
        title="Mis medidas"
        extra={
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            Agregar medición
          </Button>
        }
      >
        <PendingMeasurements items={pending} />
        {measurements.isError ? (
          <StatusMessage
            title="No pudimos cargar tus medidas"
            description="Revisá tu conexión e intentá de nuevo."
            actions={<Button onClick={() => void measurements.refetch()}>Reintentar</Button>}
          />
        ) : noMeasurements ? (
          pending.length === 0 && (
            <Typography.Text type="secondary">Registrá tu peso, tu grasa corporal o tus contornos para ver cómo cambian con el tiempo.</Typography.Text>
          )
        ) : measurements.isPending || progress.isPending ? (
          // The latest figures and the chart's place, so the sections below start where they will stay.
          <div style={{ minHeight: MEASUREMENTS_PLACEHOLDER_HEIGHT }} aria-hidden="true">
            <Skeleton active paragraph={{ rows: 3 }} />
            <ChartSkeleton height={CHART_HEIGHT} />
          </div>
        ) : (
          <Flex vertical gap={20} style={{ minWidth: 0 }}>
            {progress.data && <LatestFigures latest={progress.data.latest} />}
            <MeasurementChart measurements={measurements.data.items} today={today} />
            <MeasurementList
              measurements={measurements.data.items}
              authorTag={(measurement) => (measurement.enteredBy === 'trainer' ? 'Cargada por tu entrenador' : null)}
              onEdit={null}
              onDelete={null}
            />
          </Flex>
        )}
      </Section>
      <Section id="records-title" title="Mis récords">
        <MyRecords />
      </Section>
      <Section id="photos-title" title="Mis fotos">
        <MyPhotos today={today} />
      </Section>
      <AddMeasurementDialog open={adding} today={today} onClose={() => setAdding(false)} />
    </section>
  );
}
