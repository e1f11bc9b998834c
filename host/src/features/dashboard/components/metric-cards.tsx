import { paths, useMoneyFormat, type Dashboard } from '@coach/shared';
import { Link } from 'react-router-dom';
import { formatAmount, formatPercent, formatSignedPercent, plural, relativeChange } from '../lib/dashboard-format';
import { MetricCard, type MetricCardProps, type Trend } from './metric-card';

type Query = { status: 'pending' | 'error' | 'success'; data?: Dashboard; refetch: () => unknown };

const trendOf = (delta: number): Trend => (delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat');

/** The state of a card fed by `pick`: loading, the request's or the figure's own error, or ready. */
function stateOf<T>(query: Query, pick: (data: Dashboard) => T | null): { state: MetricCardProps['state']; figure: T | null } {
  if (query.status === 'pending') return { state: 'loading', figure: null };
  const figure = query.data ? pick(query.data) : null;
  return figure === null ? { state: 'error', figure: null } : { state: 'ready', figure };
}

export interface MetricCardsProps {
  query: Query;
  /**
   * Whose figures they are (Dashboard['scope']): a trainer's are their own clients', without income or
   * what is owed (the API sends those null for them: no card rather than an error or a zero).
   */
  scope: Dashboard['scope'];
}

/** The dashboard's cards: clients, income, what is owed, this week's tasks, adherence, workouts. */
export function MetricCards({ query, scope }: MetricCardsProps) {
  const trainer = scope === 'trainer';
  const retry = () => void query.refetch();
  // The currency of the figures, written as the business's country writes amounts.
  const money = useMoneyFormat(query.data?.currency);
  const clients = stateOf(query, (data) => (data.clients ? { ...data.clients, lastMonth: data.newClientsLastMonth } : null));
  const income = stateOf(query, (data) => data.income);
  const pending = stateOf(query, (data) => data.pendingPeriods);
  const tasks = stateOf(query, (data) => (data.tasks ? { ...data.tasks, lastWeek: data.tasksLastWeek } : null));
  const workouts = stateOf(query, (data) => data.workoutsCreated);
  const adherence = stateOf(query, (data) => data.adherence ?? null);

  const cards: (Omit<MetricCardProps, 'onRetry'> | false)[] = [
    {
      label: trainer ? 'Tus clientes activos' : 'Clientes activos',
      what: 'los clientes',
      testId: 'metric-clients',
      state: clients.state,
      ...(clients.figure && {
        value: clients.figure.active,
        // The same clients the list counts, less the sample client every business starts with (it says so there too).
        detail:
          clients.figure.total === 0
            ? 'Sin contar el cliente de prueba'
            : `de ${plural(clients.figure.total, 'cliente', 'clientes')} en total, sin contar el cliente de prueba`,
        change:
          clients.figure.total === 0
            ? null
            : {
                text: `${plural(clients.figure.newThisMonth, 'nuevo', 'nuevos')} este mes${clients.figure.lastMonth === null ? '' : ` (${clients.figure.lastMonth} a esta altura del mes pasado)`}`,
                trend: clients.figure.lastMonth === null ? 'flat' : trendOf(clients.figure.newThisMonth - clients.figure.lastMonth),
              },
        hint: clients.figure.total === 0 ? <Link to={paths.clients}>Sumá tu primer cliente</Link> : undefined,
      }),
    },
    !trainer && {
      label: 'Ingresos del mes',
      what: 'los ingresos',
      testId: 'metric-income',
      state: income.state,
      ...(income.figure && {
        value: formatAmount(income.figure.thisMonth, money),
        change: (() => {
          const { thisMonth, lastMonth } = income.figure;
          if (thisMonth === 0 && lastMonth === 0) return null;
          const ratio = relativeChange(thisMonth, lastMonth);
          if (ratio === null) return { text: 'Sin cobros a esta altura del mes pasado', trend: 'flat' as const };
          return { text: `${formatSignedPercent(ratio)} frente a esta altura del mes pasado (${formatAmount(lastMonth, money)})`, trend: trendOf(thisMonth - lastMonth) };
        })(),
        hint:
          income.figure.thisMonth === 0 && income.figure.lastMonth === 0 ? (
            <Link to={paths.plans}>Creá un plan y registrá tus cobros</Link>
          ) : undefined,
      }),
    },
    !trainer && {
      label: 'Por cobrar',
      what: 'lo que falta cobrar',
      testId: 'metric-pending',
      state: pending.state,
      ...(pending.figure && {
        value: formatAmount(pending.figure.amount, money),
        detail: pending.figure.count === 0 ? 'No hay períodos pendientes' : plural(pending.figure.count, 'período pendiente', 'períodos pendientes'),
        change:
          pending.figure.overdueCount === 0
            ? null
            : {
                text: `${plural(pending.figure.overdueCount, 'vencido', 'vencidos')}: ${formatAmount(pending.figure.overdueAmount, money)}`,
                trend: 'flat' as const,
                warning: true,
              },
      }),
    },
    {
      label: 'Tareas de la semana',
      what: 'las tareas',
      testId: 'metric-tasks',
      state: tasks.state,
      ...(tasks.figure && {
        value: tasks.figure.scheduled === 0 ? 0 : `${tasks.figure.completed} de ${tasks.figure.scheduled}`,
        detail: tasks.figure.scheduled === 0 ? 'Sin tareas esta semana' : `${formatPercent(tasks.figure.completed / tasks.figure.scheduled)} registradas`,
        change: (() => {
          const { scheduled, completed, lastWeek } = tasks.figure;
          if (scheduled === 0 || !lastWeek || lastWeek.scheduled === 0) return null;
          const points = Math.round((completed / scheduled - lastWeek.completed / lastWeek.scheduled) * 100);
          return {
            text: `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points)} puntos frente a la semana pasada (${formatPercent(lastWeek.completed / lastWeek.scheduled)})`,
            trend: trendOf(points),
          };
        })(),
        hint: tasks.figure.scheduled === 0 ? <Link to={paths.clients}>Asigná tareas desde la Planificación de un cliente</Link> : undefined,
      }),
    },
    {
      label: trainer ? 'Cumplimiento de tus clientes' : 'Cumplimiento',
      what: 'el cumplimiento',
      testId: 'metric-adherence',
      state: adherence.state,
      ...(adherence.figure && {
        value: adherence.figure.d30 === null ? '—' : formatPercent(adherence.figure.d30 / 100),
        detail:
          adherence.figure.d30 === null
            ? 'Ningún cliente tuvo tareas en los últimos 30 días'
            : `Últimos 30 días, promedio de ${plural(adherence.figure.clients, 'cliente', 'clientes')} con tareas`,
        change: (() => {
          const { d7, d30 } = adherence.figure;
          if (d7 === null || d30 === null) return null;
          const points = d7 - d30;
          return {
            text: `${formatPercent(d7 / 100)} en los últimos 7 días (${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points)} puntos)`,
            trend: trendOf(points),
          };
        })(),
        // No link of its own when there is nothing yet: the tasks' card just above says where tasks are assigned.
      }),
    },
    {
      label: 'Rutinas creadas',
      what: 'las rutinas',
      testId: 'metric-workouts',
      state: workouts.state,
      ...(workouts.figure !== null && {
        value: workouts.figure,
        hint: workouts.figure === 0 ? <Link to={paths.workoutNew}>Creá tu primera rutina</Link> : undefined,
      }),
    },
  ];

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: 16 }}>
      {cards.map((card) => card && <MetricCard key={card.testId} {...card} onRetry={retry} />)}
    </div>
  );
}
