import { useToast } from '@coach/shared';
import Button from 'antd/es/button';
import { useDownloadReceipt } from './receipt-api';

/** "Comprobante" beside a payment: downloads its PDF receipt. */
export function ReceiptButton({ paymentId, label }: { paymentId: number; label: string }) {
  const download = useDownloadReceipt();
  const toast = useToast();
  return (
    <Button
      size="small"
      type="text"
      loading={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(paymentId, { onError: () => toast.error('No pudimos descargar el comprobante', 'Intentá de nuevo en unos minutos.') })
      }
    >
      Comprobante
    </Button>
  );
}
