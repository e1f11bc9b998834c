import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatMoney, paths, StatusMessage, useBusinessSettings, useToast } from '@coach/shared';
import { billingToasts, planRecurrenceLabels, planRecurrencePeriodLabels, type Plan } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { lazy, Suspense, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { hasCode, refusalMessage } from '../../../lib/api-errors';
import { usePlans } from '../../../lib/plans-api/get-plans';
import { useDeletePlan } from '../api/delete-plan';

// The dialog (form, select) loads when it opens, not with the page.
const PlanDialog = lazy(() => import('./plan-dialog').then((module) => ({ default: module.PlanDialog })));

/** Cards of at least 260 px, as many per row as fit; one column on a phone. */
const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

export const clientCountLabel = (count: number): string =>
  count === 0 ? 'Sin clientes' : count === 1 ? '1 cliente' : `${count} clientes`;

/** The plan being edited (a Plan), a new one (null), or no dialog (undefined). */
export type PlanDialogState = Plan | null | undefined;

export interface PlansViewProps {
  /** The open dialog and how to open one; absent, the plans are only listed (an Entrenador may not change them). */
  editing?: { dialog: PlanDialogState; onDialog: (state: PlanDialogState) => void };
}

const noDialog = () => undefined;

/** The Planes view of /planes: a card per plan with its frequency, amount and clients; create, edit, delete. */
export function PlansView({ editing }: PlansViewProps) {
  const dialog = editing?.dialog;
  const onDialog = editing?.onDialog ?? noDialog;
  const plans = usePlans();
  const money = useBusinessSettings();
  const toast = useToast();
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const remove = useDeletePlan();

  // A plan in use cannot be deleted (the API refuses it): say so before, with what to do instead.
  const explainInUse = (plan: Plan) =>
    modal.confirm({
      title: `"${plan.name}" no se puede eliminar todavía`,
      content: (
        <>
          <Typography.Paragraph>
            {plan.clientCount === 1 ? 'Lo usa 1 cliente.' : `Lo usan ${plan.clientCount} clientes.`} Para eliminarlo, primero cambiales el plan o
            finalizá sus suscripciones en la pestaña "Plan y pagos" de cada uno (desde <Link to={paths.clients}>Clientes</Link>).
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Si lo que querés es cambiar el nombre, la descripción o el monto, editalo: no hace falta eliminarlo.
          </Typography.Paragraph>
        </>
      ),
      okText: 'Editar el plan',
      cancelText: 'Cerrar',
      onOk: () => onDialog(plan),
    });

  const onDelete = (plan: Plan) => {
    if (plan.clientCount > 0) {
      explainInUse(plan);
      return;
    }
    modal.confirm({
      title: `¿Eliminar el plan "${plan.name}"?`,
      content: 'Deja de aparecer al asignar planes. Los períodos y pagos ya registrados lo siguen mostrando.',
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove
          .mutateAsync(plan.id)
          .then(() => toast.success(billingToasts.planDeleted, `"${plan.name}" ya no está entre tus planes.`))
          .catch((error: unknown) => {
            if (hasCode(error, 'PLAN_IN_USE')) toast.error(billingToasts.planInUse, refusalMessage(error));
            else toast.error(billingToasts.planDeleteFailed, refusalMessage(error));
          }),
    });
  };

  let content;
  if (plans.isError && !plans.data) {
    content = (
      <StatusMessage
        title={billingToasts.plansLoadFailed}
        description="Revisá tu conexión e intentá de nuevo."
        actions={
          <Button type="primary" onClick={() => void plans.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (plans.isPending) {
    content = (
      <ul aria-busy="true" aria-label="Cargando planes" style={gridStyle}>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.padding }}>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
          </li>
        ))}
      </ul>
    );
  } else if (plans.data.items.length === 0) {
    content = (
      editing ? (
        <EmptyArea
          title="Todavía no tenés planes"
          description="Creá tu primer plan con su monto y frecuencia para asignarlo a tus clientes y registrar sus pagos."
          action={
            <Button type="primary" onClick={() => onDialog(null)}>
              Creá tu primer plan
            </Button>
          }
        />
      ) : (
        <EmptyArea
          title="Todavía no hay planes"
          description="Cuando un administrador del negocio cree uno, vas a poder asignárselo a tus clientes desde su pestaña Plan y pagos."
        />
      )
    );
  } else {
    content = (
      <ul aria-label="Planes" style={gridStyle}>
        {plans.data.items.map((plan) => (
          <li
            key={plan.id}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 8,
              minWidth: 0,
              padding: token.padding,
              background: token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <Flex justify="space-between" align="flex-start" gap={8}>
              <Typography.Title level={4} style={{ margin: 0, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>
                {plan.name}
              </Typography.Title>
              <Tag style={{ marginInlineEnd: 0 }}>{planRecurrenceLabels[plan.recurrence]}</Tag>
            </Flex>
            <Typography.Text>
              <strong style={{ fontSize: token.fontSizeLG }}>{formatMoney(plan.amount, money)}</strong>{' '}
              <Typography.Text type="secondary">{planRecurrencePeriodLabels[plan.recurrence]}</Typography.Text>
            </Typography.Text>
            {plan.description && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {plan.description}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">{clientCountLabel(plan.clientCount)}</Typography.Text>
            {editing && (
              <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
                <Button size="small" onClick={() => onDialog(plan)} aria-label={`Editar ${plan.name}`}>
                  Editar
                </Button>
                <Button size="small" danger onClick={() => onDelete(plan)} aria-label={`Eliminar ${plan.name}`}>
                  Eliminar
                </Button>
              </Flex>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {modalHolder}
      {content}
      {editing && dialog !== undefined && (
        <Suspense fallback={null}>
          <PlanDialog key={dialog?.id ?? 'new'} plan={dialog} onClose={() => onDialog(undefined)} />
        </Suspense>
      )}
    </>
  );
}
