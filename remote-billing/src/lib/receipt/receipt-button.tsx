import { useToast } from '@coach/shared';
import Button from 'antd/es/button';
import { receiptNumberText } from '@coach/shared/contracts';
import { useDownloadReceipt, type ReceiptOf } from './receipt-api';

/** "Comprobante N.º 3" beside a payment: downloads its PDF receipt. `label` names the receipt's number too. */
export function ReceiptButton({ payment, label }: { payment: ReceiptOf; label: string }) {
  const download = useDownloadReceipt();
  const toast = useToast();
  return (
    <Button
      size="small"
      type="text"
      loading={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(payment, { onError: () => toast.error('No pudimos descargar el comprobante', 'Intentá de nuevo en unos minutos.') })
      }
    >
      Comprobante {receiptNumberText(payment.receiptNumber)}
    </Button>
  );
}
