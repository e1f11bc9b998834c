import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { formatInstantDate, useBusinessSettings, useToast } from '@coach/shared';
import { agendaToasts } from '@coach/shared/contracts';
import { useState } from 'react';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../../../lib/agenda-api/calendar-feed';

/** "Suscribirme desde mi calendario": a private address (.ics) that Google Calendar or Apple Calendar follow. */
export function FeedButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Suscribirme desde mi calendario</Button>
      {open && <FeedDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function FeedDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { timeZone } = useBusinessSettings();
  const feed = useCalendarFeed(true);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const createLink = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setCopied(false);
        toast.success(agendaToasts.feedCreated);
      },
      onError: () => toast.error(agendaToasts.feedFailed),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(agendaToasts.feedRevoked);
      },
      onError: () => toast.error(agendaToasts.feedFailed),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const active = feed.data?.active ?? false;
  return (
    <Modal open title="Suscribirme desde mi calendario" onCancel={onClose} footer={<Button onClick={onClose}>Cerrar</Button>} destroyOnHidden width={560}>
      <Typography.Paragraph>
        Con un enlace privado, tus eventos y las tareas de tus clientes aparecen en Google Calendar o en el Calendario de Apple, y se actualizan solos.
      </Typography.Paragraph>
      {feed.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : url ? (
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input readOnly value={url} aria-label="Enlace de tu calendario" onFocus={(event) => event.target.select()} />
            <Button type="primary" onClick={() => void copy()}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          </Flex>
          <Typography.Text type="warning">Guardalo ahora: por seguridad no lo volvemos a mostrar.</Typography.Text>
          <div>
            <Typography.Text strong>Google Calendar:</Typography.Text>{' '}
            en la computadora, abrí Otros calendarios → + → Desde URL, pegá el enlace y tocá Añadir calendario.
          </div>
          <div>
            <Typography.Text strong>Calendario de Apple:</Typography.Text>{' '}
            en la Mac, Archivo → Nueva suscripción a calendario; en el iPhone, Ajustes → Calendario → Cuentas → Añadir cuenta → Otra → Añadir calendario suscrito. Pegá el enlace.
          </div>
        </Flex>
      ) : active ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>
            Tenés un enlace activo{feed.data?.createdAt ? ` desde el ${formatInstantDate(feed.data.createdAt, timeZone)}` : ''}. Por seguridad no lo volvemos a mostrar:
            si lo perdiste, creá uno nuevo (el anterior deja de funcionar).
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button onClick={createLink} loading={create.isPending}>
              Crear un enlace nuevo
            </Button>
            <Button danger onClick={revokeLink} loading={revoke.isPending}>
              Desactivar enlace
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button type="primary" onClick={createLink} loading={create.isPending}>
          Crear enlace
        </Button>
      )}
    </Modal>
  );
}
