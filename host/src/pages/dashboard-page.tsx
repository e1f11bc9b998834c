import { dayLabel, trialState, useIsAdmin, useNumberLocale, useSession, type Dashboard } from '@coach/shared';
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
import { TeamTable } from '../features/dashboard/components/team-table';
import { useStartTour } from '../features/tours/use-start-tour';

const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`, gap: 16 }) as const;

/**
 * The business at a glance (docs/decisions.md "Dashboard"): first steps while a new business has
 * some left, the cards, what needs attention today and three charts whose code arrives after the rest.
 * Each figure shows its own loading, error and empty state. An Entrenador's dashboard (scope
 * 'trainer') is their own clients': no income, what is owed, revenue or plans (the API sends them
 * null), so those are not drawn at all; an Administrador's adds the team's figures per member.
 */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const isAdmin = useIsAdmin();
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
  // The answer says whose figures they are; until it comes (or if it fails), the role says what it will be,
  // so the skeletons already have the shape of what arrives.
  const scope: Dashboard['scope'] = dashboard.data?.scope ?? (isAdmin ? 'business' : 'trainer');
  const business = scope === 'business';
  const remainingDays = dashboard.data?.trial.remainingDays ?? user.remainingDays;
  const trial = trialState(remainingDays);
  const retry = () => void dashboard.refetch();
  const charts = { status: dashboard.status, data: dashboard.data, onRetry: retry };
  // While loading, where this device last saw them: room is kept there, so nothing moves when they come.
  const place = dashboard.data ? firstStepsPlace(dashboard.data.gettingStarted) : rememberedFirstStepsPlace(user.id);
  const firstSteps = (
    <Panel title="Primeros pasos">
      {dashboard.isPending ? (
        <GettingStartedPlaceholder administrator={isAdmin} />
      ) : dashboard.isError ? (
        <FigureError what="tus primeros pasos" onRetry={retry} />
      ) : (
        <GettingStarted data={dashboard.data.gettingStarted} onStartTour={() => void startTour('initial')} />
      )}
    </Panel>
  );
  return (
    <AreaPage
      title={`Hola, ${user.firstName}`}
      subtitle={business ? 'Tu negocio fitness en un solo lugar.' : 'Tus clientes de un vistazo: sus tareas, su cumplimiento y lo pendiente de hoy.'}
    >
      {trial.inTrial && remainingDays !== null && (
        <Alert
          type={trial.lastTwoDays ? 'error' : trial.lastWeek ? 'warning' : 'info'}
          showIcon
          title={`Tu prueba gratuita termina en ${remainingDays} ${dayLabel(remainingDays)}.`}
          data-testid="dashboard-trial"
        />
      )}
      {place === 'top' && firstSteps}
      <MetricCards query={dashboard} scope={scope} />
      <AttentionList status={dashboard.status} data={dashboard.data} unreadMessages={unread.data?.unreadMessages ?? null} onRetry={retry} scope={scope} />
      <NeedsAttention status={dashboard.status} data={dashboard.data} onRetry={retry} />
      {business && <RevenueChart {...charts} />}
      {business ? (
        <div style={grid(320)}>
          <ActivityChart {...charts} />
          <PlanMixChart {...charts} />
        </div>
      ) : (
        <ActivityChart {...charts} />
      )}
      {dashboard.data && <TeamTable data={dashboard.data} onRetry={retry} />}
      {place === 'bottom' && firstSteps}
      <Typography.Text type="secondary" data-testid="dashboard-account">
        Ingresaste como {user.email}.
      </Typography.Text>
    </AreaPage>
  );
}
