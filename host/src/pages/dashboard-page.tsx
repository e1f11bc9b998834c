import { dayLabel, trialState, useSession } from '@coach/shared';
import { AreaPage, Panel } from '@coach/shared/area';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useDashboard } from '../features/dashboard/api/get-dashboard';
import { GettingStarted } from '../features/dashboard/components/getting-started';
import { useStartTour } from '../features/tours/use-start-tour';

/** First version: what real data can answer today; the metrics and charts come with their areas. */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const startTour = useStartTour();
  const dashboard = useDashboard();
  if (!user) return null;
  const remainingDays = dashboard.data?.trial.remainingDays ?? user.remainingDays;
  const trial = trialState(remainingDays);
  return (
    <AreaPage title={`Hola, ${user.firstName}`} subtitle="Tu negocio fitness en un solo lugar.">
      {trial.inTrial && remainingDays !== null && (
        <Alert
          type={trial.lastTwoDays ? 'error' : trial.lastWeek ? 'warning' : 'info'}
          showIcon
          title={`Tu prueba gratuita termina en ${remainingDays} ${dayLabel(remainingDays)}.`}
          data-testid="dashboard-trial"
        />
      )}
      <Panel title="Primeros pasos">
        {dashboard.isPending ? (
          <Skeleton active />
        ) : dashboard.isError ? (
          <Typography.Text type="danger">No pudimos cargar el dashboard. Recargá la página.</Typography.Text>
        ) : (
          <GettingStarted data={dashboard.data.gettingStarted} onStartTour={() => void startTour('initial')} />
        )}
      </Panel>
      <Typography.Text type="secondary" data-testid="dashboard-account">
        Ingresaste como {user.email}.
      </Typography.Text>
    </AreaPage>
  );
}
