import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate } from '@coach/shared';
import type { Adherence, AdherenceWeek } from '@coach/shared/contracts';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, type CSSProperties } from 'react';
import { chartBase, ChartSkeleton, ProgressChart, tableCell, xAxis, yAxis } from './chart';
import { dayNumber, shortDayOf } from './figures';

const windows = [
  { key: 'd7', label: 'Últimos 7 días' },
  { key: 'd30', label: 'Últimos 30 días' },
  { key: 'd90', label: 'Últimos 90 días' },
] as const;

/** A week's share of its due tasks done, or null when nothing was due. */
export const weekPercent = (week: AdherenceWeek): number | null => (week.due === 0 ? null : Math.round((100 * week.done) / week.due));

/** "2 de 3 tareas (67 %)" or "sin tareas". */
const describeWeek = (week: AdherenceWeek) =>
  week.due === 0 ? 'sin tareas' : `${week.done} de ${week.due} ${week.due === 1 ? 'tarea' : 'tareas'} (${weekPercent(week)} %)`;

const ADHERENCE_CHART_HEIGHT = 160;
const figureValueStyle: CSSProperties = { margin: 0, fontSize: 22, fontWeight: 600 };
const figureStyle: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 8, margin: 0 };

export interface AdherencePanelProps {
  adherence: Adherence;
  weeks: readonly AdherenceWeek[];
  /** What a window with nothing due says ("Sin tareas asignadas"). */
  noTasks: string;
}

/**
 * Adherence at a glance: the share of due tasks registered over 7, 30 and 90 days (today is not over,
 * so it does not count), and each of the last 12 weeks as a bar.
 */
export function AdherencePanel({ adherence, weeks, noTasks }: AdherencePanelProps) {
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration => {
    const base = chartBase(token);
    return {
      type: 'bar',
      data: {
        labels: weeks.map((week) => shortDayOf(dayNumber(week.start))),
        datasets: [{ label: 'Tareas hechas', data: weeks.map((week) => weekPercent(week) ?? 0), backgroundColor: token.colorPrimary, borderRadius: 4 }],
      },
      options: {
        ...base,
        scales: { x: xAxis(token), y: yAxis(token, { beginAtZero: true, max: 100, tick: (value) => `${value} %` }) },
        plugins: {
          ...base.plugins,
          tooltip: {
            callbacks: {
              title: (items) => (items[0] ? `Semana del ${formatCalendarDate(weeks[items[0].dataIndex]!.start)}` : ''),
              label: (item) => describeWeek(weeks[item.dataIndex]!),
            },
          },
        },
      },
    };
  }, [weeks, token]);
  const anyDue = weeks.some((week) => week.due > 0);

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <dl style={figureStyle} aria-label="Cumplimiento">
        {windows.map(({ key, label }) => (
          <div key={key} style={{ minWidth: 0 }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={figureValueStyle} data-testid={`adherence-${key}`}>
              {adherence[key] === null ? <span style={{ fontSize: 14, fontWeight: 400 }}>{noTasks}</span> : `${adherence[key]} %`}
            </dd>
          </div>
        ))}
      </dl>
      {anyDue && (
        <ProgressChart
          testId="adherence-chart"
          height={ADHERENCE_CHART_HEIGHT}
          config={config}
          table={
            <table>
              <caption>Tareas hechas por semana, últimas 12 semanas</caption>
              <thead>
                <tr>
                  <th scope="col" style={tableCell}>Semana</th>
                  <th scope="col" style={tableCell}>Hechas</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.start}>
                    <th scope="row" style={tableCell}>{`Del ${formatCalendarDate(week.start)}`}</th>
                    <td style={tableCell}>{describeWeek(week)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </Flex>
  );
}

/** The panel's size while the summary loads (its labels, grey figures and chart): nothing below it moves when it arrives. */
export function AdherencePanelSkeleton() {
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }} aria-hidden="true">
      <dl style={figureStyle}>
        {windows.map(({ key, label }) => (
          <div key={key} style={{ minWidth: 0 }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={figureValueStyle}>
              <Skeleton.Button active size="small" style={{ width: 56, verticalAlign: 'middle' }} />
            </dd>
          </div>
        ))}
      </dl>
      <ChartSkeleton height={ADHERENCE_CHART_HEIGHT} />
    </Flex>
  );
}
