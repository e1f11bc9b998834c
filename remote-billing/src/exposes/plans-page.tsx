import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { permissionTexts, useIsAdmin } from '@coach/shared';
import { AreaPage, NoPermission } from '@coach/shared/area';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollectionsView } from '../features/collections/components/collections-view';
import { PlansView, type PlanDialogState } from '../features/plans/components/plans-view';

const PaymentsCsvDialog = lazy(() =>
  import('../features/collections/components/payments-csv-dialog').then((module) => ({ default: module.PaymentsCsvDialog })),
);

type View = 'planes' | 'cobros';

/**
 * `/planes`: the plans (Planes) and who owes what (Cobros); the view is in `?vista=cobros`, so it can be
 * linked. Only an Administrador changes plans and sees Cobros and the payments' CSV (docs/permissions.md):
 * an Entrenador reads the plans, to assign them from each client's "Plan y pagos", and meets no button
 * the API would refuse; Cobros by its link says it is not for their role.
 */
export default function PlansPage() {
  const isAdmin = useIsAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('vista') === 'cobros' ? 'cobros' : 'planes';
  const [planDialog, setPlanDialog] = useState<PlanDialogState>(undefined);
  const [csvOpen, setCsvOpen] = useState(false);

  // Each view starts from its defaults: Cobros' filters do not linger in Planes' URL.
  const showView = (next: View) => setSearchParams(next === 'cobros' ? { vista: 'cobros' } : {});

  if (!isAdmin) {
    return (
      <AreaPage title="Planes de pago" subtitle="Los planes del negocio, para asignárselos a tus clientes." tourTarget="plans-page">
        {view === 'cobros' ? (
          <NoPermission />
        ) : (
          <>
            <Typography.Text type="secondary" data-testid="plans-read-only">
              {permissionTexts.plansReadOnly}
            </Typography.Text>
            <PlansView />
          </>
        )}
      </AreaPage>
    );
  }

  return (
    <AreaPage
      title="Planes de pago"
      subtitle="Tus planes, y quién te debe qué."
      tourTarget="plans-page"
      actions={
        view === 'planes' ? (
          <Button type="primary" onClick={() => setPlanDialog(null)}>
            Nuevo plan
          </Button>
        ) : (
          <Button onClick={() => setCsvOpen(true)}>Descargar pagos (CSV)</Button>
        )
      }
    >
      <Segmented<View>
        aria-label="Vista"
        options={[
          { value: 'planes', label: 'Planes' },
          { value: 'cobros', label: 'Cobros' },
        ]}
        value={view}
        onChange={showView}
        style={{ justifySelf: 'start' }}
      />
      {view === 'planes' ? <PlansView editing={{ dialog: planDialog, onDialog: setPlanDialog }} /> : <CollectionsView />}
      {csvOpen && (
        <Suspense fallback={null}>
          <PaymentsCsvDialog onClose={() => setCsvOpen(false)} />
        </Suspense>
      )}
    </AreaPage>
  );
}
