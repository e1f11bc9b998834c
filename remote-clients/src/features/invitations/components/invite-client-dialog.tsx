import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { clientAppSignUpUrl, useBusinessSettings, useSession, useToast, useTour } from '@coach/shared';
import { useEffect, useRef, useState } from 'react';
import { useCreateInvitation } from '../api/create-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { expiryLabel, invitationText, invitationWhatsappLink } from '../lib/invitation-message';

export interface InviteClientDialogProps {
  open: boolean;
  onClose: () => void;
  /** Set when opened from a client's page: the code is bound to that client. */
  clientId?: number;
  /** Whom the code is for, shown in the title ("Invitar a Ana Pérez"). */
  clientName?: string;
  /** Their first name, which the WhatsApp text greets ("¡Hola Ana!"). */
  clientFirstName?: string;
  /** That client's phone, when known: "Compartir por WhatsApp" opens the chat with them. */
  clientPhone?: string | null;
}

const codeStyle = (token: ReturnType<typeof theme.useToken>['token']) =>
  ({
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 36,
    fontWeight: 600,
    letterSpacing: '0.3em',
    padding: '12px 20px 12px calc(20px + 0.3em)',
    borderRadius: token.borderRadiusLG,
    background: token.colorFillTertiary,
    userSelect: 'all',
  }) as const;

/** What the clients tour shows: it explains the dialog without creating a real code in the business. */
export const TOUR_EXAMPLE_CODE = 'EJEMPLO7';

/**
 * Shows the person's live code as soon as it opens (the pending one again, or a new single-use code
 * valid 24 hours), helps send it in the trainer's voice, and can take it back ("Anular").
 */
export function InviteClientDialog({ open, onClose, clientId, clientName, clientFirstName, clientPhone }: InviteClientDialogProps) {
  const toast = useToast();
  const { token } = theme.useToken();
  const invitation = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const { timeZone, name: business, country } = useBusinessSettings();
  const trainer = useSession((state) => state.user?.firstName);
  const { mutate, reset } = invitation;
  // One code per opening, even when React runs effects twice in development.
  const requested = useRef(false);
  const touring = useTour((state) => state.isRunning && state.tourName === 'clients');
  // Decided when the dialog opens: opened by the clients tour, it shows an example and creates nothing.
  const [example, setExample] = useState(false);

  const generate = () =>
    mutate(clientId === undefined ? {} : { clientId }, {
      onError: () => toast.error('No pudimos generar el código', 'Intentá de nuevo en unos segundos.'),
    });

  // The code shown stops working, and a new one takes its place (the one that may have leaked is dead).
  const replace = (id: number) =>
    revoke.mutate(id, {
      onSuccess: () => {
        toast.success('Código anulado', 'Ya no sirve para registrarse. Mandá el nuevo.');
        generate();
      },
      onError: () => toast.error('No pudimos anular el código', 'Intentá de nuevo en unos segundos.'),
    });

  useEffect(() => {
    if (!open) {
      requested.current = false;
      reset();
      return;
    }
    if (requested.current) return;
    requested.current = true;
    setExample(touring);
    if (touring) return;
    mutate(clientId === undefined ? {} : { clientId }, {
      onError: () => toast.error('No pudimos generar el código', 'Intentá de nuevo en unos segundos.'),
    });
  }, [open, clientId, mutate, reset, toast, touring]);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Código copiado', 'Pegalo en el mensaje que le mandes a tu cliente.');
    } catch {
      toast.error('No pudimos copiar el código', 'Seleccionalo y copialo a mano.');
    }
  };

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Enlace copiado', 'Con ese enlace tu cliente se registra en la app con el código ya cargado.');
    } catch {
      toast.error('No pudimos copiar el enlace', 'Seleccionalo y copialo a mano.');
    }
  };

  const data = invitation.data;
  const link = data ? clientAppSignUpUrl(window.location.origin, data.code) : '';
  return (
    <Modal
      open={open}
      title={clientName ? `Invitar a ${clientName}` : 'Invitar cliente'}
      onCancel={onClose}
      width={480}
      destroyOnHidden
      footer={
        <Button onClick={onClose} data-tour="invite-client-close">
          Cerrar
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {clientId === undefined
            ? 'Para un cliente nuevo, o uno que ya cargaste y todavía no usa la app: si se registra con el correo de su ficha, entra a esa ficha. Sirve una sola vez y vence en 24 horas.'
            : `Solo para ${clientName ?? 'este cliente'}: el registro se abre con sus datos cargados y entra a su ficha. Sirve una sola vez y vence en 24 horas.`}
        </Typography.Text>
        {example ? (
          <Flex vertical align="center" gap={8}>
            <Typography.Text type="secondary" id="invite-code-label">
              Código de ejemplo
            </Typography.Text>
            <output aria-labelledby="invite-code-label" data-tour="invite-client-code" style={codeStyle(token)}>
              {TOUR_EXAMPLE_CODE}
            </output>
            <Typography.Text type="secondary">El recorrido no crea un código real: cuando invites a alguien, acá vas a ver el suyo.</Typography.Text>
          </Flex>
        ) : data ? (
          <Flex vertical align="center" gap={8} aria-live="polite">
            <Typography.Text type="secondary" id="invite-code-label">
              Código de invitación
            </Typography.Text>
            <output aria-labelledby="invite-code-label" data-tour="invite-client-code" style={codeStyle(token)}>
              {data.code}
            </output>
            <Typography.Text>{expiryLabel(data.expiresAt, timeZone)}</Typography.Text>
            {data.reused && <Typography.Text type="secondary">Es el código que ya generaste: sigue vigente hasta que alguien lo use.</Typography.Text>}
            <Flex gap={8} wrap justify="center">
              <Button onClick={() => void copy(data.code)}>Copiar código</Button>
              <Button onClick={() => replace(data.id)} loading={revoke.isPending || invitation.isPending}>
                Anular y generar otro
              </Button>
            </Flex>
            <Flex vertical gap={8} style={{ width: '100%', marginTop: 8 }}>
              <Typography.Text type="secondary" id="invite-link-label">
                O mandale este enlace: abre el registro de la app con el código ya cargado.
              </Typography.Text>
              <Typography.Text
                aria-labelledby="invite-link-label"
                data-testid="invite-link"
                style={{ overflowWrap: 'anywhere', padding: '8px 12px', borderRadius: token.borderRadius, background: token.colorFillTertiary, userSelect: 'all' }}
              >
                {link}
              </Typography.Text>
              <Flex gap={8} wrap justify="center">
                <Button type="primary" onClick={() => void copyLink(link)}>
                  Copiar enlace
                </Button>
                <Button
                  href={invitationWhatsappLink(invitationText(data.code, data.expiresAt, timeZone, link, { trainer, business, client: clientFirstName }), clientPhone, country)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Compartir por WhatsApp
                </Button>
              </Flex>
            </Flex>
          </Flex>
        ) : invitation.isError ? (
          <Flex vertical align="center" gap={8}>
            <Typography.Text>No pudimos generar el código.</Typography.Text>
            <Button type="primary" onClick={generate}>
              Reintentar
            </Button>
          </Flex>
        ) : (
          <div aria-busy="true" aria-label="Generando código">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        )}
      </Flex>
    </Modal>
  );
}
