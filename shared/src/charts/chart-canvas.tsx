import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the product draws (bars, lines, a doughnut), so the chunk carries no other chart type.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * A Chart.js canvas, for a lazily loaded chunk (`@coach/shared/chart-canvas`: each app bundles its own
 * copy, never shared at run time). Decorative for assistive technology: every chart has its figures in
 * a table beside it. `locale` is the business's number locale (useNumberLocale, read by the caller: this
 * chunk is not the shared package): Chart.js writes its own numbers in it, and the chart is drawn again
 * when it changes, so the config's tick and tooltip callbacks write theirs in it too.
 */
export default function ChartCanvas({ config, height, locale }: { config: ChartConfiguration; height: number; locale: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, { ...config, options: { ...config.options, locale } } as ChartConfiguration);
    return () => chart.destroy();
  }, [config, locale]);
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvasRef} aria-hidden="true" data-testid="chart-canvas" />
    </div>
  );
}
