import { formatDecimal, formatInstantDateTime, useBusinessSettings } from '@coach/shared';
import { exportMessages, type BusinessExport } from '@coach/shared/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { isInProgress, useExport, useLatestExport } from '../api/get-export';
import { useRequestExport } from '../api/request-export';

/** 1536 → '1,5 KB', 2_500_000 → '2,4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, { maximumFractionDigits: 1 })} KB`;
  return `${formatDecimal(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;
}

const percentOf = ({ progress }: BusinessExport) => (progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0);

/**
 * "Exportar mis datos" (Mi negocio): asks for the ZIP of the whole business, shows its progress while
 * it is written (polling) and then the download link with its expiry. Leaving the page does not stop
 * it: coming back shows the latest export kept (its progress or its link), and asking again answers the
 * export in progress.
 */
export function DataExportCard() {
  const { timeZone } = useBusinessSettings();
  const [exportId, setExportId] = useState<number>();
  const request = useRequestExport();
  // Until one is asked for here: the one asked for before (a reload, another device), in progress or ready.
  const latest = useLatestExport().data?.latest ?? undefined;
  const current = useExport(exportId ?? latest?.id, exportId === undefined ? latest : undefined);
  const answer = current.data;

  const start = () => request.mutate(undefined, { onSuccess: (created) => setExportId(created.id) });
  const busy = request.isPending || isInProgress(answer);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Descargá todo lo de tu negocio (clientes, biblioteca, agenda, cobros, mensajes y progreso) en un ZIP con archivos JSON y
        planillas CSV para tu contador. Se prepara en unos minutos; podés seguir usando Coach mientras tanto.
      </Typography.Paragraph>

      {request.isError ? (
        <Alert
          type="error"
          showIcon
          title="No pudimos pedir la exportación. Revisá tu conexión."
          action={
            <Button size="small" onClick={start}>
              Reintentar
            </Button>
          }
        />
      ) : null}

      {current.isError ? (
        <Alert
          type="error"
          showIcon
          title="No pudimos consultar cómo va la exportación."
          action={
            <Button size="small" onClick={() => void current.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : null}

      {answer && isInProgress(answer) ? (
        <div>
          <Typography.Text>Preparando tu exportación…</Typography.Text>
          <Progress percent={percentOf(answer)} status="active" aria-label="Avance de la exportación" />
        </div>
      ) : null}

      {answer?.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={exportMessages.failed}
          action={
            <Button size="small" onClick={start}>
              Reintentar
            </Button>
          }
        />
      ) : null}

      {answer?.status === 'ready' && answer.downloadUrl ? (
        <Alert
          type="success"
          showIcon
          title={
            <span>
              Tu exportación está lista{answer.bytes === null ? '' : ` (${formatSize(answer.bytes)})`}.{' '}
              <a href={answer.downloadUrl} download>
                Descargar ZIP
              </a>
            </span>
          }
          description={`El archivo se guarda hasta el ${formatInstantDateTime(answer.expiresAt, timeZone)}. El enlace es solo tuyo y se renueva mientras estés en esta pantalla.`}
        />
      ) : null}

      <Button type={answer?.status === 'ready' ? 'default' : 'primary'} onClick={start} loading={busy} disabled={busy}>
        {answer?.status === 'ready' ? 'Exportar de nuevo' : 'Exportar mis datos'}
      </Button>
    </Space>
  );
}
