import { Panel } from '@coach/shared/area';
import type { ChartConfiguration } from 'chart.js';
import Typography from 'antd/es/typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useChartsReady } from '../lib/use-charts-ready';
import { useNumberLocale, visuallyHidden } from '@coach/shared';
import { FigureError, FigureSkeleton } from './figure-states';

// Chart.js in its own chunk, asked for once the page is quiet (use-charts-ready.ts).
const ChartCanvas = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ '@coach/shared/chart-canvas'));

export const CHART_HEIGHT = 240;

export interface ChartPanelProps {
  title: string;
  /** What the error message names ("los ingresos por mes"). */
  what: string;
  state: 'loading' | 'error' | 'empty' | 'ready';
  onRetry: () => void;
  /** What an empty chart would show instead: how to get data into it. */
  empty?: ReactNode;
  /** One visible sentence with the chart's gist. */
  summary?: ReactNode;
  /** The chart's figures for assistive technology (visually hidden). */
  table?: ReactNode;
  config?: ChartConfiguration;
  testId: string;
}

/** A chart of the dashboard: its summary and table first, the canvas when the charts' code is in. */
export function ChartPanel({ title, what, state, onRetry, empty, summary, table, config, testId }: ChartPanelProps) {
  const chartsReady = useChartsReady();
  const locale = useNumberLocale();
  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      <Panel title={title}>
        {state === 'loading' ? (
          <FigureSkeleton height={CHART_HEIGHT} />
        ) : state === 'error' ? (
          <FigureError what={what} onRetry={onRetry} />
        ) : state === 'empty' ? (
          empty
        ) : (
          <figure style={{ margin: 0, position: 'relative', display: 'grid', gap: 12 }}>
            {summary && <Typography.Text type="secondary">{summary}</Typography.Text>}
            {chartsReady && config ? (
              <Suspense fallback={<FigureSkeleton height={CHART_HEIGHT} />}>
                <ChartCanvas config={config} height={CHART_HEIGHT} locale={locale} />
              </Suspense>
            ) : (
              <FigureSkeleton height={CHART_HEIGHT} />
            )}
            <div style={visuallyHidden}>{table}</div>
          </figure>
        )}
      </Panel>
    </div>
  );
}
