import { formatMoney, useBusinessSettings, useToast } from '@coach/shared';
import { receiptMessageText, receiptNumberText, whatsappLink, whatsappMessages } from '@coach/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReminderClient } from '../whatsapp/whatsapp-reminder-button';
import { saveBlob } from '../save-blob';
import { fetchReceipt, receiptFileName } from './receipt-api';

export interface ReceiptPayment {
  id: number;
  receiptNumber: number;
  amount: number;
  date: string;
  period: { startDate: string; endDate: string };
}

/** Whether this browser can hand a PDF to another app (a phone's share sheet: WhatsApp among them). */
function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && typeof navigator.share === 'function' && navigator.canShare({ files: [file] });
}

/**
 * "Enviar comprobante", once a payment is registered: the PDF receipt to download, and to send by
 * WhatsApp. On a phone the share sheet takes the PDF and the text together; elsewhere the PDF is
 * downloaded and WhatsApp opens with the text, for the trainer to attach it. The PDF is asked for as
 * the panel opens, so sharing happens within the click (browsers allow it only then).
 */
export function SendReceipt({ payment, client }: { payment: ReceiptPayment; client: ReminderClient | null }) {
  const business = useBusinessSettings();
  const toast = useToast();
  const receipt = useQuery({ queryKey: ['billing', 'receipt', payment.id], queryFn: () => fetchReceipt(payment.id), staleTime: Infinity, gcTime: 60_000 });
  const fileName = receiptFileName(payment.receiptNumber);
  const text = receiptMessageText({
    clientFirstName: client?.firstName ?? '',
    businessName: business.name,
    receiptNumber: payment.receiptNumber,
    amount: payment.amount,
    date: payment.date,
    period: payment.period,
    currency: business.currency,
    country: business.country,
  });

  const download = () => {
    if (receipt.data) saveBlob(receipt.data, fileName);
    else toast.error('No pudimos descargar el comprobante', 'Intentá de nuevo en unos minutos.');
  };

  const send = () => {
    const file = receipt.data ? new File([receipt.data], fileName, { type: 'application/pdf' }) : null;
    if (file && canShareFile(file)) {
      navigator.share({ files: [file], text }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error('No pudimos compartir el comprobante', 'Descargalo y envialo a mano.');
      });
      return;
    }
    if (!client?.phone) {
      toast.warning('Sin teléfono', whatsappMessages.noPhone(client?.name ?? 'El cliente'));
      return;
    }
    const link = whatsappLink(client.phone, business.country, text);
    if (!link) {
      toast.warning('Teléfono no válido', whatsappMessages.badPhone(client.name));
      return;
    }
    window.open(link, '_blank', 'noopener,noreferrer');
    if (receipt.data) {
      saveBlob(receipt.data, fileName);
      toast.success('Comprobante descargado', 'Adjuntalo en el chat de WhatsApp que se abrió.');
    }
  };

  return (
    <Flex vertical gap={12} data-testid="send-receipt">
      <Typography.Text>
        Se registró el pago de <strong>{formatMoney(payment.amount, business)}</strong>. Enviale el comprobante{' '}
        {receiptNumberText(payment.receiptNumber)} a{' '}
        {client?.name ?? 'tu cliente'} (no es una factura).
      </Typography.Text>
      {receipt.isError && <Typography.Text type="danger">No pudimos preparar el comprobante. Cerrá y descargalo desde el pago.</Typography.Text>}
      <Flex gap={8} wrap>
        <Button onClick={download} loading={receipt.isPending} disabled={receipt.isError}>
          Descargar comprobante
        </Button>
        <Button type="primary" onClick={send} loading={receipt.isPending} disabled={receipt.isError}>
          Enviar comprobante
        </Button>
      </Flex>
    </Flex>
  );
}
