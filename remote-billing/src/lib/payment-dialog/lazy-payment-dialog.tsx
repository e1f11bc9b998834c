import { lazy, Suspense } from 'react';
import type { PaymentDialogProps } from './payment-dialog';

// The dialog (form, radios, checkbox) loads on the first "Registrar pago", not with the screen.
const PaymentDialog = lazy(() => import('./payment-dialog').then((module) => ({ default: module.PaymentDialog })));

export type { PayablePeriod } from './payment-dialog';

export function LazyPaymentDialog(props: PaymentDialogProps) {
  return (
    <Suspense fallback={null}>
      <PaymentDialog {...props} />
    </Suspense>
  );
}
