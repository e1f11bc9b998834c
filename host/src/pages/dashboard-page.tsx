import { dayLabel, trialState, useSession } from '@coach/shared';
import { AreaPage, Panel } from '@coach/shared/area';
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { unreadMessagesQueryOptions } from '../features/chats/api/get-unread-messages';
import { useDashboard } from '../features/dashboard/api/get-dashboard';
import { AttentionList } from '../features/dashboard/components/attention-list';
import { ActivityChart, PlanMixChart, RevenueChart } from '../features/dashboard/components/dashboard-charts';
import { FigureError, FigureSkeleton } from '../features/dashboard/components/figure-states';
import { allStepsDone, GettingStarted } from '../features/dashboard/components/getting-started';
import { MetricCards } from '../features/dashboard/components/metric-cards';
import { useStartTour } from '../features/tours/use-start-tour';

const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`, gap: 16 }) as const;

/**
 * The business at a glance (docs/decisions.md "Dashboard"): first steps while a new business has
 * some left, the cards, what needs attention today and three charts whose code arrives after the rest.
 * Each figure shows its own loading, error and empty state.
 */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const startTour = useStartTour();
  const dashboard = useDashboard();
  // The sidebar badge keeps this count current (stream or poll); the page only reads it.
  const unread = useQuery({ ...unreadMessagesQueryOptions(), refetchInterval: false });
  if (!user) return null;
  const remainingDays = dashboard.data?.trial.remainingDays ?? user.remainingDays;
  const trial = trialState(remainingDays);
  const retry = () => void dashboard.refetch();
  const charts = { status: dashboard.status, data: dashboard.data, onRetry: retry };
  const showFirstSteps = !dashboard.data || !allStepsDone(dashboard.data.gettingStarted);
  // A business still without clients starts there; one already at work finds them below its figures.
  const firstStepsOnTop = !dashboard.data || dashboard.data.gettingStarted.clientsCount === 0;
  const firstSteps = (
    <Panel title="Primeros pasos">
      {dashboard.isPending ? (
        <FigureSkeleton height={160} />
      ) : dashboard.isError ? (
        <FigureError what="tus primeros pasos" onRetry={retry} />
      ) : (
        <GettingStarted data={dashboard.data.gettingStarted} onStartTour={() => void startTour('initial')} />
      )}
    </Panel>
  );
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
      {showFirstSteps && firstStepsOnTop && firstSteps}
      <MetricCards query={dashboard} />
      <AttentionList status={dashboard.status} data={dashboard.data} unreadMessages={unread.data?.unreadMessages ?? null} onRetry={retry} />
      <RevenueChart {...charts} />
      <div style={grid(320)}>
        <ActivityChart {...charts} />
        <PlanMixChart {...charts} />
      </div>
      {showFirstSteps && !firstStepsOnTop && firstSteps}
      <Typography.Text type="secondary" data-testid="dashboard-account">
        Ingresaste como {user.email}.
      </Typography.Text>
    </AreaPage>
  );
}
