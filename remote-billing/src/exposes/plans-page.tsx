import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import { AreaPage } from '@coach/shared/area';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollectionsView } from '../features/collections/components/collections-view';
import { PlansView, type PlanDialogState } from '../features/plans/components/plans-view';

const PaymentsCsvDialog = lazy(() =>
  import('../features/collections/components/payments-csv-dialog').then((module) => ({ default: module.PaymentsCsvDialog })),
);

type View = 'planes' | 'cobros';

/** `/planes`: the plans (Planes) and who owes what (Cobros); the view is in `?vista=cobros`, so it can be linked. */
export default function PlansPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('vista') === 'cobros' ? 'cobros' : 'planes';
  const [planDialog, setPlanDialog] = useState<PlanDialogState>(undefined);
  const [csvOpen, setCsvOpen] = useState(false);

  // Each view starts from its defaults: Cobros' filters do not linger in Planes' URL.
  const showView = (next: View) => setSearchParams(next === 'cobros' ? { vista: 'cobros' } : {});

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
      {view === 'planes' ? <PlansView dialog={planDialog} onDialog={setPlanDialog} /> : <CollectionsView />}
      {csvOpen && (
        <Suspense fallback={null}>
          <PaymentsCsvDialog onClose={() => setCsvOpen(false)} />
        </Suspense>
      )}
    </AreaPage>
  );
}
