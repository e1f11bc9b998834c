import Skeleton from 'antd/es/skeleton';
import type theme from 'antd/es/theme';
import { useNumberLocale, visuallyHidden } from '@coach/shared';
import type { ChartConfiguration } from 'chart.js';
import { dayNumber, shortDayOf } from './figures';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';

// Chart.js in a chunk of its own, asked for when a progress chart first shows.
const ChartCanvas = lazy(() => import(/* webpackChunkName: "progress-charts" */ '@coach/shared/chart-canvas'));

export const CHART_HEIGHT = 220;

type Token = ReturnType<typeof theme.useToken>['token'];

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What every progress chart shares with the dashboard's: the theme's colours and font, less motion if asked (numbers: ChartCanvas's locale). */
export function chartBase(token: Token) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? (false as const) : undefined,
    color: token.colorTextSecondary,
    font: { family: token.fontFamily },
    plugins: { legend: { display: false } },
  };
}

/** A y axis in the theme's colours. */
export const yAxis = (token: Token, options: { beginAtZero: boolean; max?: number; tick?: (value: number) => string }) => ({
  beginAtZero: options.beginAtZero,
  ...(options.max !== undefined && { max: options.max }),
  grid: { color: token.colorBorderSecondary },
  border: { display: false },
  ticks: { color: token.colorTextSecondary, ...(options.tick && { callback: (value: number | string) => options.tick!(Number(value)) }) },
});

/** An x axis in the theme's colours. */
export const xAxis = (token: Token, extra: Record<string, unknown> = {}) => ({
  grid: { display: false },
  ticks: { color: token.colorTextSecondary, maxRotation: 0, autoSkipPadding: 12 },
  border: { color: token.colorBorderSecondary },
  ...extra,
});

/** Days either side of a chart whose points are all on one day: a week, with the day in the middle. */
const ONE_DAY_PADDING = 3;

/** An axis whose points all have one value: a padded domain around it, and that value its only tick. */
interface CollapsedAxis {
  min: number;
  max: number;
  tick: number;
}

/**
 * Where an axis has nothing to spread (one session, or every value the same), Chart.js pads it by 5 %
 * of the value: days since 1970 then span years either side, and 10 repetitions read 9,5 to 10,5. Here:
 * days get a week around the day, values 10 % either side (1 around a 0), and the one value is the
 * axis's one tick. Null where the values differ (Chart.js's own range and ticks).
 */
export function collapsedAxis(values: readonly number[], padding: (value: number) => number): CollapsedAxis | null {
  const first = values[0];
  if (first === undefined || values.some((value) => value !== first)) return null;
  const pad = padding(first);
  return { min: first - pad, max: first + pad, tick: first };
}

const valuePadding = (value: number) => (value === 0 ? 1 : Math.abs(value) * 0.1);

/** The axis options of a collapsed axis: its domain, and its one tick (Chart.js calls afterBuildTicks with the scale). */
const collapsedOptions = (axis: CollapsedAxis | null) =>
  axis && { min: axis.min, max: axis.max, afterBuildTicks: (scale: { ticks: Array<{ value: number }> }) => void (scale.ticks = [{ value: axis.tick }]) };

/**
 * One series over calendar days: a line on a linear axis of day numbers (the points are not evenly
 * spaced), dated ticks and tooltips, each value as `format` writes it; `integer` values (repetitions)
 * tick on whole numbers. Ticks on the day axis are whole days (no "20/11/26" twice). One session, or
 * one value all along, still reads: a padded domain with the point in its middle and its one tick.
 */
export function lineOverDays(
  token: Token,
  series: { label: string; points: ReadonlyArray<{ date: string; value: number }>; format: (value: number) => string; integer?: boolean },
): ChartConfiguration {
  const base = chartBase(token);
  const { label, points, format } = series;
  const data = points.map((point) => ({ x: dayNumber(point.date), y: point.value }));
  const oneDay = collapsedAxis(
    data.map((point) => point.x),
    () => ONE_DAY_PADDING,
  );
  const oneValue = collapsedAxis(
    data.map((point) => point.y),
    valuePadding,
  );
  const y = yAxis(token, { beginAtZero: false, tick: format });
  return {
    type: 'line',
    data: {
      datasets: [
        {
          label,
          data,
          borderColor: token.colorPrimary,
          backgroundColor: token.colorPrimary,
          // One point is the whole chart: drawn a little larger.
          pointRadius: points.length > 60 ? 0 : points.length === 1 ? 5 : 3,
          pointHitRadius: 8,
          tension: 0.2,
        },
      ],
    },
    options: {
      ...base,
      scales: {
        x: xAxis(token, {
          type: 'linear',
          ticks: { color: token.colorTextSecondary, maxRotation: 0, autoSkipPadding: 16, precision: 0, callback: (value: number | string) => shortDayOf(Number(value)) },
          ...collapsedOptions(oneDay),
        }),
        y: {
          ...y,
          ticks: { ...y.ticks, ...(series.integer && { precision: 0 }) },
          ...collapsedOptions(oneValue),
        },
      },
      plugins: {
        ...base.plugins,
        tooltip: {
          callbacks: {
            title: (items) => (items[0] ? shortDayOf(Number(items[0].parsed.x)) : ''),
            label: (item) => format(Number(item.parsed.y)),
          },
        },
      },
    },
  };
}

export const tableCell: CSSProperties = { padding: '2px 8px', textAlign: 'left' };

/** A grey block of the chart's size: where a chart will be, while its code or its data load. */
export function ChartSkeleton({ height }: { height: number }) {
  return (
    <div aria-hidden="true" style={{ width: '100%' }}>
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}

/**
 * A chart with its figures for assistive technology: the canvas is decorative, the table beside it
 * (visually hidden) holds the same numbers.
 */
export function ProgressChart({ config, table, height = CHART_HEIGHT, testId }: { config: ChartConfiguration; table: ReactNode; height?: number; testId: string }) {
  const locale = useNumberLocale();
  return (
    <figure data-testid={testId} style={{ margin: 0, position: 'relative', minWidth: 0 }}>
      <Suspense fallback={<ChartSkeleton height={height} />}>
        <ChartCanvas config={config} height={height} locale={locale} />
      </Suspense>
      <div style={visuallyHidden}>{table}</div>
    </figure>
  );
}
