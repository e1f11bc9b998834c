import { dayLabel, trialState, useNumberLocale, useSession } from '@coach/shared';
import { AreaPage, Panel } from '@coach/shared/area';
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadMessagesQueryOptions } from '../features/chats/api/get-unread-messages';
import { useDashboard } from '../features/dashboard/api/get-dashboard';
import { AttentionList } from '../features/dashboard/components/attention-list';
import { NeedsAttention } from '../features/dashboard/components/needs-attention';
import { ActivityChart, PlanMixChart, RevenueChart } from '../features/dashboard/components/dashboard-charts';
import { FigureError } from '../features/dashboard/components/figure-states';
import { GettingStarted, GettingStartedPlaceholder } from '../features/dashboard/components/getting-started';
import { firstStepsPlace, rememberedFirstStepsPlace, rememberFirstStepsPlace } from '../features/dashboard/lib/first-steps-place';
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
  // The figures are drawn again when the business's country arrives or changes ("1.234" / "1,234").
  useNumberLocale();
  const startTour = useStartTour();
  const dashboard = useDashboard();
  // The sidebar badge keeps this count current (stream or poll); the page only reads it.
  const unread = useQuery({ ...unreadMessagesQueryOptions(), refetchInterval: false });
  const userId = user?.id;
  const gettingStarted = dashboard.data?.gettingStarted;
  useEffect(() => {
    if (userId !== undefined && gettingStarted) rememberFirstStepsPlace(userId, firstStepsPlace(gettingStarted));
  }, [userId, gettingStarted]);
  if (!user) return null;
  const remainingDays = dashboard.data?.trial.remainingDays ?? user.remainingDays;
  const trial = trialState(remainingDays);
  const retry = () => void dashboard.refetch();
  const charts = { status: dashboard.status, data: dashboard.data, onRetry: retry };
  // While loading, where this device last saw them: room is kept there, so nothing moves when they come.
  const place = dashboard.data ? firstStepsPlace(dashboard.data.gettingStarted) : rememberedFirstStepsPlace(user.id);
  const firstSteps = (
    <Panel title="Primeros pasos">
      {dashboard.isPending ? (
        <GettingStartedPlaceholder />
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
      {place === 'top' && firstSteps}
      <MetricCards query={dashboard} />
      <AttentionList status={dashboard.status} data={dashboard.data} unreadMessages={unread.data?.unreadMessages ?? null} onRetry={retry} />
      <NeedsAttention status={dashboard.status} data={dashboard.data} onRetry={retry} />
      <RevenueChart {...charts} />
      <div style={grid(320)}>
        <ActivityChart {...charts} />
        <PlanMixChart {...charts} />
      </div>
      {place === 'bottom' && firstSteps}
      <Typography.Text type="secondary" data-testid="dashboard-account">
        Ingresaste como {user.email}.
      </Typography.Text>
    </AreaPage>
  );
}
