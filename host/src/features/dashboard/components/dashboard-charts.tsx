import { formatMoneyCompact, paths, useMoneyFormat, type Dashboard } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';
import type { ChartConfiguration } from 'chart.js';
import theme from 'antd/es/theme';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount, formatDayLong, formatDayShort, formatMonthLong, formatMonthShort, formatPercent, plural } from '../lib/dashboard-format';
import { planSliceColors } from '../lib/plan-colors';
import { ChartPanel } from './chart-panel';

export interface ChartProps {
  status: 'pending' | 'error' | 'success';
  data?: Dashboard;
  onRetry: () => void;
}

type Token = ReturnType<typeof theme.useToken>['token'];

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What every chart shares: the theme's colours and font, no animation if the user asked for less motion (numbers: ChartCanvas's locale). */
function baseOptions(token: Token) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? (false as const) : undefined,
    color: token.colorTextSecondary,
    font: { family: token.fontFamily },
    plugins: { legend: { labels: { color: token.colorText, boxWidth: 12 } } },
  };
}

const axes = (token: Token, tick?: (value: number) => string) => ({
  x: { grid: { display: false }, ticks: { color: token.colorTextSecondary }, border: { color: token.colorBorderSecondary } },
  y: {
    beginAtZero: true,
    grid: { color: token.colorBorderSecondary },
    border: { display: false },
    ticks: { color: token.colorTextSecondary, precision: 0, ...(tick && { callback: (value: number | string) => tick(Number(value)) }) },
  },
});

function figureState<T>(status: ChartProps['status'], figure: T | null | undefined, isEmpty: (figure: T) => boolean) {
  if (status === 'pending') return 'loading' as const;
  if (figure === null || figure === undefined) return 'error' as const;
  return isEmpty(figure) ? ('empty' as const) : ('ready' as const);
}

const cell = { padding: '2px 8px', textAlign: 'left' as const };
// The tables are read, not seen: laid out 1 px wide, they never reach past a phone's screen.
const srTable = { width: 1, tableLayout: 'fixed' as const };

/** Collected vs expected, the last 12 months: bars and a dashed line. */
export function RevenueChart({ status, data, onRetry }: ChartProps) {
  const { token } = theme.useToken();
  const revenue = data?.revenue;
  const money = useMoneyFormat(data?.currency);
  const config = useMemo((): ChartConfiguration | undefined => {
    if (!revenue) return undefined;
    const base = baseOptions(token);
    return {
      type: 'bar',
      data: {
        labels: revenue.map((row) => formatMonthShort(row.month)),
        datasets: [
          { type: 'bar', label: 'Cobrado', data: revenue.map((row) => row.real), backgroundColor: token.colorPrimary, borderRadius: 4, order: 2 },
          {
            type: 'line',
            label: 'Esperado',
            data: revenue.map((row) => row.expected),
            borderColor: token.colorTextTertiary,
            backgroundColor: token.colorTextTertiary,
            borderDash: [6, 4],
            pointRadius: 3,
            tension: 0.2,
            order: 1,
          },
        ],
      },
      options: {
        ...base,
        scales: axes(token, (value) => formatMoneyCompact(value, money)),
        plugins: {
          ...base.plugins,
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(Number(item.raw), money)}` } },
        },
      },
    };
  }, [revenue, money, token]);
  const state = figureState(status, revenue, (rows) => rows.every((row) => row.real === 0 && row.expected === 0));
  const last = revenue?.at(-1);
  const total = revenue?.reduce((sum, row) => ({ real: sum.real + row.real, expected: sum.expected + row.expected }), { real: 0, expected: 0 });
  return (
    <ChartPanel
      title="Ingresos: cobrado y esperado"
      what="los ingresos por mes"
      testId="chart-revenue"
      state={state}
      onRetry={onRetry}
      config={config}
      empty={
        <EmptyArea
          title="Todavía no hay cobros"
          description="Creá un plan de pago y asignáselo a tus clientes: acá vas a ver, mes a mes, lo que cobraste y lo que esperabas cobrar."
          action={<Link to={paths.plans}>Ir a Planes de pago</Link>}
        />
      }
      summary={
        last &&
        total && (
          <>
            En {formatMonthLong(last.month)} cobraste {formatAmount(last.real, money)} de {formatAmount(last.expected, money)} esperados. En 12 meses:{' '}
            {formatAmount(total.real, money)} de {formatAmount(total.expected, money)}.
          </>
        )
      }
      table={
        revenue && (
          <table style={srTable}>
            <caption>Ingresos de los últimos 12 meses</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>Mes</th>
                <th scope="col" style={cell}>Cobrado</th>
                <th scope="col" style={cell}>Esperado</th>
              </tr>
            </thead>
            <tbody>
              {revenue.map((row) => (
                <tr key={row.month}>
                  <th scope="row" style={cell}>{formatMonthLong(row.month)}</th>
                  <td style={cell}>{formatAmount(row.real, money)}</td>
                  <td style={cell}>{formatAmount(row.expected, money)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}

/** Tasks registered each of the last 7 days. */
export function ActivityChart({ status, data, onRetry }: ChartProps) {
  const { token } = theme.useToken();
  const days = data?.weeklyActivity;
  const config = useMemo((): ChartConfiguration | undefined => {
    if (!days) return undefined;
    const base = baseOptions(token);
    return {
      type: 'bar',
      data: {
        labels: days.map((day) => formatDayShort(day.date)),
        datasets: [{ label: 'Tareas registradas', data: days.map((day) => day.completed), backgroundColor: token.colorPrimary, borderRadius: 4 }],
      },
      options: { ...base, scales: axes(token), plugins: { ...base.plugins, legend: { display: false } } },
    };
  }, [days, token]);
  const state = figureState(status, days, (rows) => rows.every((day) => day.completed === 0));
  const total = days?.reduce((sum, day) => sum + day.completed, 0) ?? 0;
  const today = days?.at(-1);
  const hasTasks = (data?.tasks?.scheduled ?? 0) > 0 || (data?.tasksLastWeek?.scheduled ?? 0) > 0;
  return (
    <ChartPanel
      title="Actividad de los últimos 7 días"
      what="la actividad de la semana"
      testId="chart-activity"
      state={state}
      onRetry={onRetry}
      config={config}
      empty={
        <EmptyArea
          title={hasTasks ? 'Sin tareas registradas en 7 días' : 'Todavía no hay actividad'}
          description={
            hasTasks
              ? 'Cuando tus clientes registren sus tareas en la app, vas a ver acá cuántas hicieron cada día.'
              : 'Asigná tareas a tus clientes desde la pestaña Planificación de cada uno: cada día vas a ver acá cuántas registraron en la app.'
          }
          action={<Link to={paths.clients}>Ir a Clientes</Link>}
        />
      }
      summary={`${plural(total, 'tarea registrada', 'tareas registradas')} en los últimos 7 días${today ? `; hoy, ${today.completed}` : ''}.`}
      table={
        days && (
          <table style={srTable}>
            <caption>Tareas registradas por día, últimos 7 días</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>Día</th>
                <th scope="col" style={cell}>Tareas registradas</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" style={cell}>{formatDayLong(day.date)}</th>
                  <td style={cell}>{day.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}

/** Enabled clients by plan: a doughnut, "Sin plan" in grey. */
export function PlanMixChart({ status, data, onRetry }: ChartProps) {
  const { token } = theme.useToken();
  const plans = data?.planDistribution;
  const config = useMemo((): ChartConfiguration | undefined => {
    if (!plans) return undefined;
    const base = baseOptions(token);
    return {
      type: 'doughnut',
      data: {
        labels: plans.map((plan) => plan.name),
        datasets: [
          {
            label: 'Clientes',
            data: plans.map((plan) => plan.clients),
            backgroundColor: planSliceColors(plans, token.colorFillSecondary),
            borderColor: token.colorBgContainer,
          },
        ],
      },
      options: { ...base, plugins: { ...base.plugins, legend: { position: 'bottom', labels: { color: token.colorText, boxWidth: 12 } } } },
    };
  }, [plans, token]);
  const state = figureState(status, plans, (rows) => rows.every((plan) => plan.planId === null));
  const total = plans?.reduce((sum, plan) => sum + plan.clients, 0) ?? 0;
  const noClients = (plans?.length ?? 0) === 0;
  return (
    <ChartPanel
      title="Clientes por plan"
      what="los clientes por plan"
      testId="chart-plans"
      state={state}
      onRetry={onRetry}
      config={config}
      empty={
        noClients ? (
          <EmptyArea
            title="Todavía no tenés clientes activos"
            description="Cuando sumes clientes y les asignes un plan, vas a ver acá cuántos tiene cada uno."
            action={<Link to={paths.clients}>Ir a Clientes</Link>}
          />
        ) : (
          <EmptyArea
            title="Ningún cliente tiene un plan"
            description={`${plural(total, 'cliente activo no tiene', 'clientes activos no tienen')} plan de pago. Asignales uno para ver acá cómo se reparten.`}
            action={<Link to={paths.plans}>Ir a Planes de pago</Link>}
          />
        )
      }
      summary={`${plural(total, 'cliente activo', 'clientes activos')}: ${(plans ?? []).map((plan) => `${plan.name}, ${plan.clients}`).join('; ')}.`}
      table={
        plans && (
          <table style={srTable}>
            <caption>Clientes activos por plan</caption>
            <thead>
              <tr>
                <th scope="col" style={cell}>Plan</th>
                <th scope="col" style={cell}>Clientes</th>
                <th scope="col" style={cell}>Porcentaje</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.planId ?? 'none'}>
                  <th scope="row" style={cell}>{plan.name}</th>
                  <td style={cell}>{plan.clients}</td>
                  <td style={cell}>{formatPercent(total === 0 ? 0 : plan.clients / total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}
