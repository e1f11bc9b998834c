import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import {
  formatCalendarDate,
  formatMoney,
  isApiError,
  StatusMessage,
  useBusinessSettings,
  useToast,
  type ClientWidgetProps,
} from '@coach/shared';
import { billingMessages, billingToasts, type Payment, type Subscription } from '@coach/shared/contracts';
import { EmptyArea, Panel } from '@coach/shared/area';
import { Suspense, useState } from 'react';
import { refusalMessage } from '../../../lib/api-errors';
import { LazyPaymentDialog, type PayablePeriod } from '../../../lib/payment-dialog/lazy-payment-dialog';
import type { ReminderClient } from '../../../lib/whatsapp/whatsapp-reminder-button';
import { useClientContact } from '../api/get-client-contact';
import { useDeletePayment } from '../../../lib/payments-api/delete-payment';
import { useClientSubscription } from '../api/get-client-subscription';
import { useCancelScheduledChange, useDeleteSubscription } from '../api/subscription-changes';
import { AssignPlanDialog, ChangePlanDialog, EndDateDialog, FinishDialog } from './lazy-dialogs';
import { PeriodsList } from './periods-list';
import { SubscriptionPanel, type SubscriptionAction } from './subscription-panel';

type OpenDialog = { kind: 'assign' } | { kind: 'change' | 'endDate' | 'finish'; subscription: Subscription } | { kind: 'pay'; period: PayablePeriod };

/**
 * The client page's Plan y pagos tab: the current plan with its scheduled change and actions, then
 * every period with its payments. A disabled client keeps all of it visible and payable, but is not
 * offered a new plan.
 */
export function ClientPlanAndPayments({ clientId, clientName, clientActive }: ClientWidgetProps) {
  const subscription = useClientSubscription(clientId);
  const contact = useClientContact(clientId);
  // Until the phone arrives the reminder greets by the first word of the name and says there is no phone.
  const reminderClient: ReminderClient = contact.data ?? { name: clientName, firstName: clientName.split(' ')[0] ?? clientName, phone: null };
  const money = useBusinessSettings();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const cancelChange = useCancelScheduledChange();
  const deleteSubscription = useDeleteSubscription();
  const deletePayment = useDeletePayment();
  const close = () => setDialog(null);

  const onAction = (current: Subscription, action: SubscriptionAction) => {
    if (action === 'change' || action === 'endDate' || action === 'finish') {
      setDialog({ kind: action, subscription: current });
    } else if (action === 'cancelChange') {
      modal.confirm({
        title: '¿Cancelar el cambio de plan?',
        content: `${clientName} sigue con ${current.planName} después del período actual.`,
        okText: 'Cancelar el cambio',
        cancelText: 'Volver',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () =>
          cancelChange
            .mutateAsync(current.id)
            .then(() => toast.success(billingToasts.scheduledChangeDeleted))
            .catch((error: unknown) => toast.error(billingToasts.scheduledChangeFailed, refusalMessage(error))),
      });
    } else {
      modal.confirm({
        title: `¿Eliminar la suscripción a ${current.planName}?`,
        content: current.hasPayments
          ? `${billingMessages.subscriptionHasPayments} Si la cargaste por error, eliminá primero sus pagos.`
          : 'Se borran la suscripción y sus períodos, como si nunca se hubiera asignado. Para dejar de cobrarle, finalizala.',
        okText: 'Eliminar',
        cancelText: 'Cancelar',
        okButtonProps: { danger: true },
        focusable: { autoFocusButton: 'cancel' },
        onOk: () =>
          deleteSubscription
            .mutateAsync(current.id)
            .then(() => toast.success(billingToasts.subscriptionDeleted))
            .catch((error: unknown) => toast.error(billingToasts.subscriptionDeleteFailed, refusalMessage(error))),
      });
    }
  };

  const onDeletePayment = (payment: Payment) =>
    modal.confirm({
      title: '¿Eliminar este pago?',
      content: `El pago de ${formatMoney(payment.amount, money)} del ${formatCalendarDate(payment.date)} se borra y su período vuelve a quedar con eso por pagar.`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        deletePayment
          .mutateAsync(payment.id)
          .then(() => toast.success(billingToasts.paymentDeleted))
          .catch((error: unknown) => toast.error(billingToasts.paymentDeleteFailed, refusalMessage(error))),
    });

  const assignButton = clientActive && (
    <Button type="primary" onClick={() => setDialog({ kind: 'assign' })}>
      Asignar plan
    </Button>
  );

  let content;
  if (subscription.isError && !subscription.data) {
    const gone = isApiError(subscription.error) && subscription.error.status === 404;
    content = (
      <StatusMessage
        title={gone ? 'No encontramos a este cliente' : billingToasts.subscriptionLoadFailed}
        description={gone ? 'Puede que lo hayan eliminado. Volvé a la lista de clientes.' : 'Revisá tu conexión e intentá de nuevo.'}
        actions={
          gone ? undefined : (
            <Button type="primary" onClick={() => void subscription.refetch()}>
              Reintentar
            </Button>
          )
        }
      />
    );
  } else if (subscription.isPending) {
    content = (
      <div aria-busy="true" aria-label="Cargando el plan y los pagos">
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else {
    const { current, periods, status } = subscription.data;
    content = (
      <Flex vertical gap={16}>
        {current ? (
          <SubscriptionPanel subscription={current} status={status} canAssign={clientActive} onAction={(action) => onAction(current, action)} />
        ) : periods.length === 0 ? (
          <EmptyArea
            title="Asigná un plan"
            description={
              clientActive
                ? `${clientName} todavía no tiene un plan. Asignale uno para llevar sus períodos y pagos.`
                : `${clientName} no tiene un plan y está deshabilitado: habilitalo para asignarle uno.`
            }
            action={assignButton}
          />
        ) : (
          <Panel title="Sin plan actual" extra={assignButton}>
            <Typography.Text type="secondary">
              {clientActive ? `${clientName} no tiene un plan vigente. Abajo están sus períodos anteriores.` : `${clientName} está deshabilitado y no tiene un plan vigente.`}
            </Typography.Text>
          </Panel>
        )}
        {periods.length > 0 && (
          <section aria-labelledby={`periods-${clientId}`}>
            <Typography.Title level={5} id={`periods-${clientId}`} style={{ marginTop: 0 }}>
              Períodos y pagos
            </Typography.Title>
            <PeriodsList
              periods={periods}
              reminderClient={reminderClient}
              onPay={(period) => setDialog({ kind: 'pay', period: { ...period, clientName, client: reminderClient } })}
              onDeletePayment={onDeletePayment}
            />
          </section>
        )}
      </Flex>
    );
  }

  return (
    <div style={{ minWidth: 0 }}>
      {modalHolder}
      {content}
      <Suspense fallback={null}>
        {dialog?.kind === 'assign' && <AssignPlanDialog clientId={clientId} clientName={clientName} onClose={close} />}
        {dialog?.kind === 'change' && <ChangePlanDialog subscription={dialog.subscription} onClose={close} />}
        {dialog?.kind === 'endDate' && <EndDateDialog subscription={dialog.subscription} onClose={close} />}
        {dialog?.kind === 'finish' && <FinishDialog subscription={dialog.subscription} onClose={close} />}
      </Suspense>
      {dialog?.kind === 'pay' && <LazyPaymentDialog key={dialog.period.id} period={dialog.period} onClose={close} />}
    </div>
  );
}

